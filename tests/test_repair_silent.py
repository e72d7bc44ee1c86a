"""Silent wrong readings found by ``benchmarks/hunt_hunt4-repair.py`` (line-cut and doc-end
classes), minimised: each input is a legacy file object whose content holds raw quotes and raw
newlines, with a dict literal line and a list line in the code. The reader ends the content at
the quote of the dict literal (``"v"}``); the text then ends with a quote and ``}`` that no
value reads. Whatever value ``extract_json_report`` takes, it must be the file as written or
carry a guess that names the other reading (a string running on to the text's end)."""

from __future__ import annotations

from pydantic import BaseModel

from artifact_codec.jsonfix.extract import extract_json_report

CUT_CODES = {"json-string-end", "json-other-values", "json-trailing-text"}


class FileOut(BaseModel):
    file_path: str
    content: str


def _object(body: str) -> str:
    return '{"file_path": "a.py", "content": "' + body + '"}'


# Found by hunt4 line-cut (seed 4): a list line after the dict literal holds a bracketed value
# (`  [[], 11]`), and extract_json (last) took its `[]`, JSON as written, with no diagnostic.
# Also doc-end: code after the cut holding `cur_line[-1]` gave `[-1]`, no diagnostic.
def test_value_inside_the_other_readings_string_is_not_taken_silently() -> None:
    for body in (
        '  >>> log\nx = {"name": "v"}\ny = [4]\n  [[], 11]\n\nwe get data.\n',
        '    while line:\n{"k": "v"}\n[91]\n        del cur_line[-1]\n',
    ):
        report = extract_json_report(_object(body))
        value = report.value
        exact = value == {"file_path": "a.py", "content": body}
        assert exact or CUT_CODES & {d.code for d in report.diagnostics}, (value, body)


# Found by hunt4 doc-end (seed 4): the content starts with the dict literal and the code after
# the list line ends with an open `[` (`softkwlist = [`): the text's end `[\n"}` is read only
# by a rebuilt candidate (a quote inserted, `}` replaced), so the end counted as read and the
# file `{"name": "v` was taken (with and without a model) with no guess at the cut.
def test_end_read_only_by_a_rebuilt_candidate_still_names_the_cut() -> None:
    body = '{"name": "v"}\n[86]\n    \'yield\'\n]\n\nsoftkwlist = [\n'
    for model in (None, FileOut):
        report = extract_json_report(_object(body), model=model)
        value = report.value
        content = value.content if isinstance(value, FileOut) else value.get("content")
        assert content == body or CUT_CODES & {d.code for d in report.diagnostics}, (
            model,
            value,
        )


def test_a_text_whose_end_a_value_reads_gets_no_string_end_guess() -> None:
    report = extract_json_report('{"a": "b "c" d"}\nsee {"e": "f"}\n[1]')
    assert "json-string-end" not in {d.code for d in report.diagnostics}
