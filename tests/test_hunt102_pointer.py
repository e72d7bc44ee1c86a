"""hunt102: false refusals of whole pages whose comment says where the rest of the page LIVES
("rest of the template is in footer.php" over `get_footer()`, "rest of the markup is in
base.html"): read as a note when the noun is template, markup, code or content, though the
same sentence with page or layout ("rest of the page is in footer.php", "rest of the layout
is in base.html") is kept as the pointer it is.

Expected by hand from what the model meant: the comment points at the file holding the rest
(a footer the page includes, a base template it extends, a script it loads); nothing of this
file is left out: usable, written exactly as given."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_PAGE = """<!DOCTYPE html>
<html>
<body>
  <h1>Hi</h1>
  <p>Bye</p>
  {note}
</body>
</html>
"""


def _whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param(
            "index.php",
            "<?php // rest of the template is in footer.php ?>\n  <?php get_footer(); ?>",
            id="php-island-template",
        ),
        pytest.param(
            "index.php",
            "<?php // rest of the markup is in footer.php ?>\n  <?php get_footer(); ?>",
            id="php-island-markup",
        ),
        pytest.param(
            "index.php",
            "<!-- rest of the template is in footer.php -->\n  <?php get_footer(); ?>",
            id="php-html-comment",
        ),
        pytest.param(
            "templates/x.html", "{# rest of the template is in base.html #}", id="jinja-template"
        ),
        pytest.param(
            "templates/x.html", "{# rest of the markup is in base.html #}", id="jinja-markup"
        ),
        pytest.param(
            "index.html",
            '<!-- rest of the code is in app.js -->\n  <script src="app.js"></script>',
            id="html-code-in-script",
        ),
    ],
)
def test_a_pointer_to_where_the_rest_lives_keeps_the_whole_page(path: str, note: str) -> None:
    _whole(path, _PAGE.format(note=note))


def test_page_noun_guard() -> None:
    _whole(
        "index.php",
        _PAGE.format(
            note="<?php // rest of the page is in footer.php ?>\n  <?php get_footer(); ?>"
        ),
    )
