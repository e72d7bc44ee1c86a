"""hunt102: a note over lines saying the rest of the page is left out, in shapes fix-pages82's
over-lines reading misses: the words then a list of the parts after a colon (dashed or one a
line), a heading "Unchanged:" over the names of parts the page lacks, "the same as in your
current file", states stacked ("is unchanged / from before / as it was"), in a page's `<!-- -->`
and in template kinds' own comments.

Expected by hand from what the model meant: the page holds no navigation, footer nor scripts;
the comment says they were left out: a part, not a whole file: not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_PAGE = """<!DOCTYPE html>
<html>
<body>
  <h1>Hi</h1>
  {note}
  <p>Bye</p>
</body>
</html>
"""
_LIST = "\n    the rest of the page:\n    navigation,\n    footer,\n    scripts\n    unchanged\n  "


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param(
            "index.html",
            "<!--\n    rest of the page unchanged:\n    - navigation\n"
            "    - footer\n    - scripts\n  -->",
            id="html-dashed-list",
        ),
        pytest.param(
            "index.html",
            "<!--\n    Unchanged:\n    navigation\n    footer\n    scripts\n  -->",
            id="html-unchanged-heading",
        ),
        pytest.param(
            "index.html",
            "<!--\n    NOTE: the rest of the page\n    (nav, footer, scripts) is the\n"
            "    same as in your current file.\n  -->",
            id="html-same-as-current-file",
        ),
        pytest.param(
            "index.html",
            "<!--\n    the rest of the page\n    is unchanged\n"
            "    from before\n    as it was\n  -->",
            id="html-stacked-states",
        ),
        pytest.param("layouts/index.html", "{{/*" + _LIST + "*/}}", id="go-template-list"),
        pytest.param("views/index.hbs", "{{!--" + _LIST + "--}}", id="handlebars-list"),
        pytest.param("app/views/home/index.html.erb", "<%#" + _LIST + "%>", id="erb-list"),
        pytest.param("resources/views/home.blade.php", "{{--" + _LIST + "--}}", id="blade-list"),
    ],
)
def test_a_note_over_lines_is_a_part(path: str, note: str) -> None:
    refused_native(path, _PAGE.format(note=note))


def test_bracketed_aside_over_lines_guard() -> None:
    refused_native(
        "index.html",
        _PAGE.format(
            note="<!--\n    the rest of the page\n    (navigation,\n    footer,\n    scripts)\n"
            "    is unchanged\n  -->"
        ),
    )
