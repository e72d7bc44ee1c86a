"""Reading one string of broken JSON (artifact_codec.jsonfix.strings): escapes, escaped quotes
and backslashes, invalid escapes, long strings read by the C decoder in windows.

The strings here are made to go through the scanner's string reader, not the C decoder of the
whole document: each holds an unescaped inner quote followed by a letter (content, never a
string end) or the document has a trailing comma.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from timing import best_time

from artifact_codec.jsonfix.repair import RepairKind, repair_json, repair_json_report
from artifact_codec.models import GeneratedCode

# Characters that make escapes interesting: backslashes and quotes next to the structure that
# follows a string end (',', '}', a key), and letters that form escapes (\n, \u, \d).
_ALPHABET = st.sampled_from([*'\\"\\"\\,}: \nabdnu0e9', "\u00e9", '", "k": "', "\\\\"])
_PIECES = st.lists(_ALPHABET, max_size=40).map("".join)


def _escaped(text: str) -> str:
    """``text`` as the inside of a JSON string."""
    return json.dumps(text, ensure_ascii=False)[1:-1]


@settings(max_examples=300, deadline=None)
@given(before=_PIECES, after=_PIECES)
def test_escapes_around_an_unescaped_quote_read_exactly(before: str, after: str) -> None:
    # '"x' is content wherever it stands; every other quote and backslash is escaped, so
    # the value is known exactly, whatever backslashes and quotes surround it.
    meant = before + '"x' + after
    body = _escaped(before) + '"x' + _escaped(after)
    text = '{"file_path": "a.py", "content": "' + body + '", "file_type": "source"}'
    result = repair_json_report(text, schema={"file_path": str, "content": str, "file_type": str})
    assert json.loads(result.text) == {"file_path": "a.py", "content": meant, "file_type": "source"}
    kinds = {repair.kind for repair in result.repairs}
    assert kinds == {RepairKind.UNESCAPED_QUOTE}


@settings(max_examples=200, deadline=None)
@given(before=_PIECES, after=_PIECES, letter=st.sampled_from("dqs.( "))
def test_an_invalid_escape_keeps_its_backslash(before: str, after: str, letter: str) -> None:
    # '\d' (not a JSON escape) means a backslash and a 'd'; the escapes around it are valid
    # and must keep their meaning (an escaped backslash before it is not its start).
    meant = before + "\\" + letter + '"x' + after
    body = _escaped(before) + "\\" + letter + '"x' + _escaped(after)
    text = '{"content": "' + body + '"}'
    assert json.loads(repair_json(text, schema={"content": str})) == {"content": meant}


@pytest.mark.parametrize("offset", [-7, -6, -5, -2, -1, 0, 1, 5])
@pytest.mark.parametrize("escape", ["\\u00e9", "\\n", '\\"', "\\\\"])
def test_a_long_string_with_an_escape_where_a_window_ends(offset: int, escape: str) -> None:
    # The C decoder reads a long string in windows (8192 characters, then 4x larger): an
    # escape cut by the end of a window must not read as invalid or end the string.
    head = "a" * (8192 - len('{"content": "') - 1 + offset)
    content = head + escape + "b" * 40_000 + escape + "c"
    text = '{"content": "' + content + '",}'
    result = repair_json_report(text, schema={"content": str})
    assert json.loads(result.text) == {"content": json.loads('"' + content + '"')}
    assert [repair.kind for repair in result.repairs] == [RepairKind.TRAILING_COMMA]


def test_strings_with_invalid_escapes_stay_linear() -> None:
    # Each string with an invalid escape made the C decoder raise an error that counted the
    # lines from the start of the document: quadratic in the number of files (30x for 10x).
    def make(count: int) -> str:
        files = ", ".join(
            f'{{"file_path": "f{number}.py", "content": "a\\d\nb = 1\nc"}}'
            for number in range(count)
        )
        return '{"task_id": "t", "files": [' + files + "]}"

    def run(text: str) -> object:
        return repair_json_report(text, schema=GeneratedCode)

    little, big = make(1_000), make(10_000)
    run(little)
    ratio = best_time(run, big) / max(best_time(run, little), 1e-6)
    assert ratio < 20, f"10x input took {ratio:.1f}x the time"
    assert json.loads(run(little).text)["files"][5]["content"] == "a\\d\nb = 1\nc"  # type: ignore[attr-defined]


@pytest.mark.parametrize("after", ["\\d}", '\\"}'])
def test_a_string_cut_back_to_a_doubted_quote_reports_only_its_own_repairs(after: str) -> None:
    # The value string of the first "a" is read past its end (the quote is doubted: a
    # repeated key follows) and then cut back to it; the raw newline read on the way is
    # outside every string, so no control character was escaped.
    text = '{"a": "v1", "a": 2\n' + after
    result = repair_json_report(text)
    assert json.loads(result.text)["a"] in ("v1", 2)
    assert RepairKind.CONTROL_CHARACTER not in {repair.kind for repair in result.repairs}
