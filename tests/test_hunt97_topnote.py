"""hunt97: a comment on the block's first line saying it is a part ("# only the changed
function", "// excerpt"): the first-line-comment rule reads a note only after the file's name
("# app.py (excerpt)"); a note alone is taken as code.

Expected by hand: the block is ONE function of shlex.py / of src/utils.js under the file's
label, opened by a comment saying it is the changed function or an excerpt: a part of the
file, not the whole: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

_PY = (
    "def quote(s):\n    if not s:\n        return \"''\"\n"
    '    return "\'" + s.replace("\'", "\'\\"\'\\"\'") + "\'"\n'
)
_JS = "export function slugify(s) {\n  return s.toLowerCase().trim().replace(/\\s+/g, '-');\n}\n"


@pytest.mark.parametrize(
    ("path", "lang", "comment", "body"),
    [
        pytest.param(
            "shlex.py", "python", "# only the changed function", _PY, id="py-only-changed"
        ),
        pytest.param("shlex.py", "python", "# updated quote() only", _PY, id="py-quote-only"),
        pytest.param("shlex.py", "python", "# excerpt from shlex.py", _PY, id="py-excerpt-from"),
        pytest.param("shlex.py", "python", "# just the new quote()", _PY, id="py-just-the-new"),
        pytest.param(
            "src/utils.js", "js", "// only the changed function", _JS, id="js-only-changed"
        ),
        pytest.param("src/utils.js", "js", "// updated slugify() only", _JS, id="js-slugify-only"),
        pytest.param("src/utils.js", "js", "/* excerpt */", _JS, id="js-excerpt"),
    ],
)
def test_a_first_line_comment_saying_part_is_no_whole_file(
    path: str, lang: str, comment: str, body: str
) -> None:
    answer = f"`{path}`:\n\n```{lang}\n{comment}\n{body}```\n"
    refused(answer)


def test_guard_the_comment_naming_the_file_refuses() -> None:
    answer = f"`shlex.py`:\n\n```python\n# shlex.py -- only quote() changed\n{_PY}```\n"
    assert not parse_response(answer).usable
