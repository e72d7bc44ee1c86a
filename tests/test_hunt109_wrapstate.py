"""hunt109: a real comment whose sentence wraps so its last line is only a state word
(``# ... are returned`` / ``# unchanged.``), refused as a note.

The continuation rule (``_continues_sentence``) keeps such a line as the sentence's end only
when the line above ends with a word no sentence ends with (``the``, ``of``, ``and``); a
sentence ending in a passive verb (``are returned``, ``is kept``, ``is left``) goes on too.
Found in mypy's ``librt/strings.pyi`` (installed in the venv): "Out-of-range inputs (...) are
returned" / "unchanged." (Refused at BASE bbc0a3cb too: not from this round's change.)

Expected by hand from what the model meant: each file is whole, one comment wrapped over two
lines: usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "lib/strings.pyi",
            "# Codepoint case conversion. Out-of-range inputs (negative, or past the maximum\n"
            "# Unicode code point 0x10FFFF) are returned\n# unchanged.\n"
            "def toupper(c: int, /) -> int: ...\ndef tolower(c: int, /) -> int: ...\n",
            id="pyi-are-returned-unchanged",
        ),
        pytest.param(
            "lib/case.py",
            "def toupper(c):\n    # Characters with no upper-case form are returned\n"
            "    # unchanged.\n    return c.upper()\n",
            id="py-are-returned-unchanged",
        ),
        pytest.param(
            "src/pad.js",
            "export function pad(s, n) {\n  // Strings already longer than n are returned\n"
            "  // unchanged.\n  return s.padStart(n);\n}\n",
            id="js-are-returned-unchanged",
        ),
        pytest.param(
            "src/pad.rs",
            "pub fn pad(s: &str, n: usize) -> String {\n"
            "    // Strings already longer than n are returned\n    // unchanged.\n"
            '    format!("{:>n$}", s)\n}\n',
            id="rust-are-returned-unchanged",
        ),
        pytest.param(
            "lib/norm.py",
            "def norm(path):\n    # Paths that are already absolute are kept\n    # as is.\n"
            "    return path\n",
            id="py-are-kept-as-is",
        ),
        pytest.param(
            "config.yaml",
            "# When the flag is off the value is kept\n# unchanged.\nflag: false\n",
            id="yaml-is-kept-unchanged",
        ),
    ],
)
def test_a_wrapped_sentence_ending_in_a_state_is_whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
