"""hunt93: fix-pages67 reads a PHP island with no echo, print, include or "<?=" before a
<!-- --> comment on its line as printing nothing, so the comment stands alone on the line. A
WordPress template's template tags print (get_header() includes header.php, the_content() and
wp_footer() echo): a state after such a call is a remark on that line, as "x = 5  # unchanged"
is in code.

Expected by hand from what the model meant: the template is whole; the remark says the call on
its line is unchanged. Usable and exact."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_TEMPLATE = """<?php get_header(); ?>{c1}

<main id="primary" class="site-main">
  <?php while ( have_posts() ) : the_post(); ?>
    <h1><?php the_title(); ?></h1>
    <?php the_content(); ?>{c2}
  <?php endwhile; ?>
</main>

<?php get_footer(); ?>{c3}
"""


@pytest.mark.parametrize(
    ("c1", "c2", "c3"),
    [
        pytest.param(" <!-- unchanged -->", "", "", id="get-header-unchanged"),
        pytest.param("", " <!-- same as before -->", "", id="the-content-same-as-before"),
        pytest.param("", "", " <!-- (unchanged) -->", id="get-footer-unchanged"),
    ],
)
def test_a_state_after_a_printing_template_tag_is_a_remark(c1: str, c2: str, c3: str) -> None:
    content = _TEMPLATE.format(c1=c1, c2=c2, c3=c3)
    result = parse_response(
        native_answer("wp-content/themes/site/single.php", content.rstrip("\n"))
    )
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [f.content for f in result.code.files] == [content]
