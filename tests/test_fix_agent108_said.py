"""fix-agent108: the assistant's words after a JSON transcript's write of a.py (``x = 1``, the
tool answers success) that move, rename, remove or replace a.py (the file left is not the one
written: refused), and words about another thing or the write itself (kept)."""

from __future__ import annotations

import pytest
from meant import files_of, kept_after_write

from artifact_codec import parse_response

_kept = kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        "Then I renamed a.py to b.py.",
        "I moved a.py into old/.",
        "a.py was replaced by the formatter's output.",
        "a.py was overwritten by black.",
        "I erased a.py.",
        "a.py got clobbered when I re-ran the generator.",
        "He revertido a.py.",
        "Ho cancellato a.py.",
        "a.py wurde zurückgesetzt.",
        "I discarded that edit.",
        "Never mind, I rolled that back.",
        "It was moved to old/ afterwards.",
        "Nothing was saved.",
        "No files were written.",
        "None of the files were created.",
        "The write never happened.",
    ],
)
def test_words_moving_removing_or_replacing_the_file_do_not_keep_it(words: str) -> None:
    assert not _kept(words)


@pytest.mark.parametrize(
    "words",
    [
        "I moved the helper into a.py.",
        "I replaced the loop in a.py with a comprehension.",
        "I overwrote a.py with the new content.",
        "a.py was overwritten with the fixed version.",
        "The function was moved to utils.py.",
        "The old name was replaced by a clearer one in a.py.",
        "The helper that was in b.py was moved into a.py.",
        "I moved a.py's constants to the top of it.",
        "I wiped the test database.",
        "Die Funktion wurde nach utils.py verschoben.",
        "Nothing failed.",
        "No other files were written.",
        "a.py is saved; nothing else was written.",
    ],
)
def test_words_about_another_thing_or_the_write_itself_keep_it(words: str) -> None:
    assert _kept(words)


def test_an_mcp_write_of_the_path_in_another_case_does_not_keep_it() -> None:
    """A Cline use_mcp_tool write_file on /home/u/p/A.py after a write of a.py: on a
    case-insensitive file system (macOS, Windows) that is a.py: refusing is fine."""
    text = (
        "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"
        "<use_mcp_tool>\n<server_name>filesystem</server_name>\n<tool_name>write_file"
        '</tool_name>\n<arguments>\n{"path": "/home/u/p/A.py", "content": "y"}\n</arguments>\n'
        "</use_mcp_tool>\n"
    )
    parsed = parse_response(text)
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")])
