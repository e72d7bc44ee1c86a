"""hunt93: a page comment over four lines or more that holds only words, a note that the rest
of the page is left out, broken over lines with a label: fix-pages67 reads a template comment
over lines only up to three lines (a longer one is taken as commented-out markup), and an HTML
comment over lines is not read either.

Expected by hand from what the model meant: the comment holds no markup, only the note; the
page's rest was left out: a part, not a whole file: not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_PAGE = """<!DOCTYPE html>
<html>
<body>
  <h1>Hi</h1>
  {note}
  <p>Bye</p>
</body>
</html>
"""
_WORDS = (
    "\n    NOTE: the rest of the page\n    (navigation, footer, scripts)\n"
    "    is unchanged from before\n  "
)


@pytest.mark.parametrize(
    ("path", "note"),
    [
        pytest.param("layouts/_default/baseof.html", f"{{{{/*{_WORDS}*/}}}}", id="go-template"),
        pytest.param("views/index.html", f"{{{{!--{_WORDS}--}}}}", id="handlebars"),
        pytest.param(
            "templates/index.html", f"{{% comment %}}{_WORDS}{{% endcomment %}}", id="django"
        ),
        pytest.param("index.html", f"<!--{_WORDS}-->", id="html"),
    ],
)
def test_a_long_comment_of_only_a_note_is_a_part(path: str, note: str) -> None:
    content = _PAGE.format(note=note)
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
