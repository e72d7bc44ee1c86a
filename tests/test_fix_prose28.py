"""fix-prose28: the prose around a native document (conventions._say_prose_partial).

app.py as written holds f and h. Expected by hand: a sentence that says the file is a part
refuses it wherever it stands in the paragraphs above the header or the prose after the end
marker; the JSON header itself (one line or several, fenced or not) is stepped over, never
read as prose; a sentence after the document that says something was left out refuses the
file only when it is about code."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="
MOD = "import os\n\n\ndef f():\n    return 2\n\n\ndef h():\n    return 3\n"
BODY = f"{D}\nPATH: app.py\n---\n{MOD}\n{D}END\n"
SAYS = "Only the changed functions of app.py are shown:\n\n"


@pytest.mark.parametrize(
    "header",
    [
        pytest.param('{"total_files": 1}\n\n', id="one-line"),
        pytest.param('{\n  "total_files": 1,\n  "files": ["app.py"]\n}\n\n', id="multi-line"),
        pytest.param('```json\n{\n  "total_files": 1\n}\n```\n\n', id="fenced"),
    ],
)
def test_the_header_is_stepped_over_and_the_line_above_read(header: str) -> None:
    assert parse_response(header + BODY).usable  # (the header alone: whole file)
    result = parse_response(SAYS + header + BODY)
    assert not result.usable, (result.status, result.diagnostics)


def test_a_header_line_starting_with_a_quote_is_not_prose() -> None:
    # ("files" inside the header starts with a quote: part of the parsed JSON, stepped over)
    text = 'Here is the file:\n\n{\n"total_files": 1\n}\n\n' + BODY
    result = parse_response(text)
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("app.py", MOD)]


def test_prose_after_two_code_blocks_is_read() -> None:
    doc = '{"total_files": 1}\n\n' + BODY
    text = doc + "\n```bash\npip install x\n```\n\n```bash\npython app.py\n```\n\n"
    assert parse_response(text + "Enjoy.\n").usable
    assert not parse_response(text + "The rest of the file is unchanged.\n").usable


@pytest.mark.parametrize(
    "sentence",
    [
        "Error handling is omitted here; add it for production.",
        "Optional flags are left out of the CLI help.",
    ],
)
def test_left_out_not_about_code_keeps_the_file(sentence: str) -> None:
    result = parse_response('{"total_files": 1}\n\n' + BODY + "\n" + sentence + "\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("app.py", MOD)]


def test_left_out_of_the_code_refuses_it() -> None:
    text = '{"total_files": 1}\n\n' + BODY + "\nSome helper code was omitted.\n"
    assert not parse_response(text).usable


_MD = "a.py\n```python\nx = 1\n```\n\nb.py\n```python\ny = 2\n```\n\n"


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param("Finally, run `python b.py", id="runs-no-change"),
        pytest.param("Finally, run `rm c.t", id="names-no-written-file"),
        pytest.param("Finally, run `sed -i 's/1/2/' a.py`\n", id="closed-span-elsewhere-read"),
    ],
)
def test_a_cut_command_naming_no_written_file_keeps_them(tail: str) -> None:
    result = parse_response(_MD + tail)
    if tail.endswith("\n"):
        assert not result.usable  # (a closed span: read by the run rules, sed changes a.py)
        return
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


@pytest.mark.parametrize("tail", ["Then run `sed -i 's/2/3/' app.", "Then run `rm ap"])
def test_a_native_document_cut_inside_a_command_on_its_file_is_refused(tail: str) -> None:
    result = parse_response('{"total_files": 1}\n\n' + BODY + "\n" + tail)
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    "sentence",
    ["Everything else is unchanged.", "All else is as it was.", "Everything else stays."],
)
def test_everything_else_unchanged_still_refuses(sentence: str) -> None:
    # (labels._PROSE_PART: "everything else is" only with what says it is unchanged)
    assert not parse_response('{"total_files": 1}\n\n' + BODY + "\n" + sentence + "\n").usable
    md = "`app.py`:\n\n```python\n" + MOD + "```\n\n" + sentence + "\n"
    assert not parse_response(md).usable
