"""Round 23 (lead): a sentence after a native document that ends with a colon over a fenced
block leads in that block (a quote of a written file, hunt7-readers' explanation), not the
document's file the sentence names; before the document (a fence there may hold the document
itself) the same sentence still says the file is a part (fix-ties111, hunt104-native)."""

from __future__ import annotations

from meant import files_of, hybrid_doc

from artifact_codec import parse_response

_FILES = [("shlex.py", "def quote(s):\n    return s\n"), ("app.py", "print(1)\n")]


def test_a_lead_in_of_a_quote_after_the_document_keeps_the_files() -> None:
    quote = "The function `quote` in `shlex.py`:\n```python\ndef quote(s):\n    return s\n```\n"
    result = parse_response(hybrid_doc(*_FILES) + "\n" + quote)
    assert result.usable
    assert files_of(result) == _FILES


def test_the_same_sentence_before_a_fenced_document_still_says_part() -> None:
    lead = "Only `quote()` changes in `shlex.py`; `app.py` is new:\n\n"
    assert not parse_response(lead + "```\n" + hybrid_doc(*_FILES) + "```\n").usable
    assert not parse_response(lead + hybrid_doc(*_FILES)).usable
