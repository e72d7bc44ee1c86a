"""Hunt 23: v0's ``<CodeProject>`` (issue 24). Expected by hand: a project closed by its
``</CodeProject>`` line, then another file under its own label, is two files the model meant;
the answer was not cut (the project was closed)."""

from __future__ import annotations

from pathlib import Path

from meant import meant_or_refused

from artifact_codec import parse_response

THIS = Path("/usr/lib/python3.11/this.py").read_text(encoding="utf-8")
KEYWORD = Path("/usr/lib/python3.11/keyword.py").read_text(encoding="utf-8")


def test_a_labelled_file_after_a_closed_code_project_is_read() -> None:
    text = (
        f'<CodeProject id="p">\n\n```python file="a.py"\n{THIS}```\n\n</CodeProject>\n\n'
        f"`b.py`:\n```python\n{KEYWORD}```\n"
    )
    result = parse_response(text)
    meant_or_refused(result, [("a.py", THIS), ("b.py", KEYWORD)])
    # not refused as cut off: the project was closed
    assert result.usable, (result.status, [str(d) for d in result.diagnostics])
