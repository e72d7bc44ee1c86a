"""Hunt 90: a legacy answer with a JSONC-style note after the content string that holds a quote,
then the next member on the next line with its comma left out (``"import os\\n..." // the
"whole" file`` then ``"language": "python"``). By hand: the content is the one string (the note
is no text of the file) or the answer is refused; never a content running on over the note and
the next member's key. (At BASE these were refused; fix-json64 reads some as one string.) The
same notes with a comma before them, or before the close, are one reading (false refusals)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_CONTENT = '"import os\\nprint(os.sep)\\n"'
_MEANT = {"a.py": "import os\nprint(os.sep)\n", "b.txt": "B\n"}


def _answer(after: str) -> str:
    return '{"files": [{"path": "a.py", "content": ' + _CONTENT + after + "}" + _TAIL


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(' // the "whole" file\n "language": "python"', id="slash-then-key"),
        pytest.param('  # the "whole" file\n "language": "python"', id="hash-then-key"),
        pytest.param(' /* the "whole" file */\n "language": "python"', id="block-then-key"),
        pytest.param('// the "whole" file\n "language": "python"', id="tight-slash-then-key"),
        pytest.param(
            ' // see "os"\n "description": "Prints the separator"', id="slash-then-description"
        ),
        pytest.param(
            '\n  // the "whole" file\n  "language": "python"', id="own-line-slash-then-key"
        ),
        pytest.param('\n  # the "whole" file\n  "language": "python"', id="own-line-hash-then-key"),
    ],
)
def test_a_note_with_a_quote_then_a_member_keeps_the_content(after: str) -> None:
    result = parse_response(_answer(after))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == _MEANT, files


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(', // the "whole" file\n "language": "python"', id="comma-slash-then-key"),
        pytest.param(' // the "whole" file\n', id="slash-then-close"),
        pytest.param(',\n  // the "whole" file\n  "language": "python"', id="own-line-after-comma"),
        pytest.param('  # the "whole" file\n', id="hash-then-close"),
    ],
)
def test_a_note_with_a_quote_is_read(after: str) -> None:
    result = parse_response(_answer(after))
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == _MEANT, files


@pytest.mark.parametrize(
    "note",
    [
        pytest.param(' // see "x"', id="slash-then-next-object"),
        pytest.param('  # see "x"', id="hash-then-next-object"),
    ],
)
def test_a_note_with_a_quote_before_the_next_object_keeps_the_content(note: str) -> None:
    text = (
        '{"files": [{"path": "a.py", "content": '
        + _CONTENT
        + note
        + '\n  }, {"path": "c.txt", "content": "C\\n"}'
        + _TAIL
    )
    result = parse_response(text)
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {**_MEANT, "c.txt": "C\n"}, files
