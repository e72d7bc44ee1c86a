"""(lead29) A draft cut off, then the answer again with another delimiter whose last file quotes a
whole document of the draft's delimiter (test bed: ``draft`` + ``no_end_marker`` +
``format_content``, seed 27 rendering 1645). Two readings: the restarted answer (its last file
quoting a document) or the quoted document as the answer. Main read the quoted document's
``src/app.py`` as the whole answer (usable-WRONG)."""

from __future__ import annotations

from artifact_codec import Status, parse_response

D0 = "===FILE_CONTENT_BLOCK==="
D1 = "===FILE_CONTENT_BLOCK_1==="


def _header(delimiter: str, total: int, task: str = "T-1") -> str:
    return f'{{"task_id": "{task}", "total_files": {total}, "files_delimiter": "{delimiter}"}}\n\n'


DRAFT = (
    "Here is a first version:\n\n"
    + _header(D0, 1)
    + f"{D0}\nPATH: main.py\n---\nimport sys\n\n\n"
    + "Sorry, I was cut off. Here is the whole answer again:\n\n"
)
QUOTED = (
    'FIXTURE = """\\\n'
    + _header(D0, 1, "demo")
    + f"{D0}\nPATH: src/app.py\n---\nprint('app')\n\n{D0}END\n"
    + '"""\n\n\ndef test_fixture():\n    assert FIXTURE\n'
)
RESTART = (
    _header(D1, 2)
    + f"{D1}\nPATH: main.py\n---\nimport sys\n\nprint(sys.argv)\n\n"
    + f"{D1}\nPATH: tests/test_fixture.py\n---\n{QUOTED}\n"
)


def test_restart_whose_last_file_quotes_a_document_without_its_end_is_refused() -> None:
    result = parse_response(DRAFT + RESTART)
    assert result.status is Status.INVALID
    assert "src/app.py" not in [f.file_path for f in result.code.files]
    assert "several-documents" in [d.code for d in result.diagnostics]


def test_restart_with_its_end_marker_is_the_answer() -> None:
    result = parse_response(DRAFT + RESTART + f"{D1}END\n")
    assert result.status is Status.RECOVERED
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {
        "main.py": "import sys\n\nprint(sys.argv)\n",
        "tests/test_fixture.py": QUOTED,
    }
    assert "superseded-document" in [d.code for d in result.diagnostics]


def test_restart_that_goes_on_after_the_quoted_document_is_the_answer() -> None:
    more = f"{D1}\nPATH: b.py\n---\nprint('b')\n\n{D1}END\n"
    result = parse_response(DRAFT + RESTART + more)
    assert result.status is Status.RECOVERED
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("main.py", "import sys\n\nprint(sys.argv)\n"),
        ("tests/test_fixture.py", QUOTED),
        ("b.py", "print('b')\n"),
    ]


def test_a_cut_document_then_a_new_document_of_its_delimiter_after_an_example_is_refused() -> None:
    # A file of a document without its end marker shows an example in the other delimiter (no
    # end of its own), then a header of ours and a block: the first document restarted, or an
    # answer in the other delimiter whose file quotes a document of ours? Two readings. (With
    # our end marker the whole answer is strictly valid, and the format reads it as written.)
    example = _header(D1, 1, "demo") + f"{D1}\nPATH: demo.py\n---\nprint('demo')\n\n"
    text = (
        _header(D0, 2)
        + f"{D0}\nPATH: README.md\n---\nAn answer looks like:\n\n"
        + example
        + _header(D0, 1)
        + f"{D0}\nPATH: src/app.py\n---\nprint('app')\n\n"
    )
    result = parse_response(text)
    assert not result.status.usable
