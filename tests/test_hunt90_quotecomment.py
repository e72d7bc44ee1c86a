"""Hunt 90: a legacy answer whose content pieces are joined with no ``+`` and a comment
between them that holds a quote (``"import os\\n" // the "os" module`` then the next piece on
the next line). Expected by hand: the pieces joined (the comment is no text of the file). The
same gap with a ``+`` is read; at BASE (0a3051ca) the ``//`` and one-line ``/* */`` shapes were
read exactly, fix-json64 refuses them (false refusals)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_MEANT = "import os\nprint(os.sep)\n"


def _answer(content: str) -> str:
    return '{"files": [{"path": "a.py", "content": ' + content + "}" + _TAIL


def _files(content: str) -> dict[str, str]:
    result = parse_response(_answer(content))
    assert result.usable, [str(d) for d in result.diagnostics]
    return {f.file_path: f.content for f in result.code.files}


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            '"import os\\n" // the "os" module\n  "print(os.sep)\\n"', id="slash-base-read"
        ),
        pytest.param(
            '"import os\\n" /* the "os" module */\n  "print(os.sep)\\n"', id="block-base-read"
        ),
        pytest.param('"import os\\n"  # the "os" module\n  "print(os.sep)\\n"', id="hash"),
        pytest.param(
            '"import os\\n" /* the\n "os" module */ "print(os.sep)\\n"', id="block-over-lines"
        ),
        pytest.param(
            '"import os\\n" // see "os"\n  "print(os.sep)\\n" // and "sep"\n', id="slash-twice"
        ),
    ],
)
def test_a_quote_in_a_comment_between_adjacent_pieces_is_read(content: str) -> None:
    assert _files(content) == {"a.py": _MEANT, "b.txt": "B\n"}


@pytest.mark.parametrize(
    "content",
    [
        pytest.param('"import os\\n" + // the "os" module\n  "print(os.sep)\\n"', id="plus-slash"),
        pytest.param('"import os\\n" +  # the "os" module\n  "print(os.sep)\\n"', id="plus-hash"),
        pytest.param(
            '"import os\\n" +\n  // then "print"\n  "print(os.sep)\\n"', id="plus-own-line"
        ),
    ],
)
def test_a_quote_in_a_comment_after_a_plus_is_read(content: str) -> None:
    # guard: the same comments with a '+' are read (they pass)
    assert _files(content) == {"a.py": _MEANT, "b.txt": "B\n"}
