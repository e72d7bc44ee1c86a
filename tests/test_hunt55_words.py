"""hunt55-words: the margin note read by accounting (placeholders._noted_names, _NOTE_WORDS,
_NOTE_PHRASES; fix-margin34) attacked with wordings a model writes that the vocabulary misses.
Each answer is one whole-file answer whose module holds f and h, with a comment alone at the
margin between them that says g and k (defined nowhere in the file) were left out as they
were. Expected by hand: the file is not whole (g and k are missing), so the answer is never
usable (a refusal, elided-code)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_PY = "import os\n\n\ndef f():\n    return 1\n\n\n# {note}\n\n\ndef h():\n    return 3\n"
_JS = (
    "export function f() {\n  return 1;\n}\n\n// {note}\n\nexport function h() {\n  return 3;\n}\n"
)


@pytest.mark.parametrize(
    "note",
    [
        # "same as" + a source: "as" alone is no word of _NOTE_WORDS (only as_is/as_before/as_in)
        pytest.param("g and k (same as previous answer)", id="same-as-previous-answer"),
        pytest.param("g and k: same as your current file", id="same-as-your-file"),
        # an adverb inside the state: "exactly"
        pytest.param("g and k stay exactly the same", id="stay-exactly-the-same"),
        pytest.param("g and k are exactly as before", id="exactly-as-before"),
        # a noun for the code after the list: "implementations", "bodies"
        pytest.param("g and k implementations unchanged", id="implementations-unchanged"),
        # the state phrases the phrase list misses
        pytest.param("g and k as they are", id="as-they-are"),
        pytest.param("functions g and k as previously defined", id="as-previously-defined"),
        pytest.param("g and k need no changes", id="need-no-changes"),
        pytest.param("g and k as in the previous reply", id="as-in-previous-reply"),
        pytest.param("g and k unchanged (abbreviated)", id="unchanged-abbreviated"),
        # a comma after the list then the state: the state word is read as the list's third name
        pytest.param("g and k, untouched", id="comma-then-state"),
        pytest.param("g and k etc. unchanged", id="etc-without-comma"),
    ],
)
@pytest.mark.parametrize(("path", "template"), [("m.py", _PY), ("m.js", _JS)], ids=["py", "js"])
def test_a_note_keeping_left_out_code_is_never_usable(path: str, template: str, note: str) -> None:
    result = parse_response(native_answer(path, template.replace("{note}", note)))
    assert not result.usable, (result.status, [f.content for f in result.code.files])
