"""Findings of an independent attack on the lenient reader: usable results whose files differ
from what the model meant.

Each test is one input class, minimized. A test passes when the answer is either read as the
model meant it or is not usable (a reader that cannot be sure must say so); it fails when the
answer comes back usable (clean, recovered or repaired) with other files than the model meant.
"""

from __future__ import annotations

import pytest
from meant import files_of, hybrid_doc, meant_or_refused

from artifact_codec import parse_response


def test_fenced_example_after_the_answer_is_not_the_answer() -> None:
    """Input: a complete hybrid answer (a.py, b.py), then prose "For example, an answer with one
    file looks like:" and a fenced example document (example.py).

    What happened: `recovered` with only example.py (the last document wins,
    `superseded-document`); a.py and b.py are dropped as a draft.
    Expected: a.py and b.py, or not usable. The later document shares no path with the earlier
    one, so it cannot be a corrected version of it; "the last complete document wins" picks a
    reading the model did not mean, and a writer would create example.py instead of the answer.
    """
    answer = (
        "Here is the answer:\n\n"
        + hybrid_doc(("a.py", "x = 1\n"), ("b.py", "y = 2\n"))
        + "\nFor example, an answer with one file looks like:\n\n```\n"
        + hybrid_doc(("example.py", "print(1)\n"))
        + "```\n"
    )
    meant_or_refused(parse_response(answer), [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


def test_unfenced_format_reminder_after_the_answer_is_not_the_answer() -> None:
    """Input: a complete hybrid answer (a.py, b.py), then "For reference, the format:" and a
    one-file example document (example.py), not fenced.

    What happened: `recovered` with only example.py.
    Expected: a.py and b.py, or not usable: the example names none of the answer's paths.
    """
    answer = (
        "Here is the answer:\n\n"
        + hybrid_doc(("a.py", "x = 1\n"), ("b.py", "y = 2\n"))
        + "\nFor reference, the format:\n\n"
        + hybrid_doc(("example.py", "print(1)\n"))
    )
    meant_or_refused(parse_response(answer), [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


@pytest.mark.parametrize("finish_reason", [None, "stop"])
def test_outer_fence_closed_by_a_nested_block_leaves_it_open(finish_reason: str | None) -> None:
    """Input: a hybrid document (a.py, README.md) in a ```` ```text ```` outer fence, with no
    end marker; README.md holds a ```` ```bash ```` block, and the answer ends on that block's
    closing ```` ``` ```` line (no finish reason, or `stop`).

    What happened: `recovered`, README.md is `# T\\n\\n```bash\\nnpm x\\n`: its own closing
    fence line was taken as the outer fence's, which leaves README.md ending inside an open
    ```` ```bash ```` block (docs/lenient.md lists this among the known ambiguities).
    Expected: not usable: the reading that makes the line README.md's own is consistent (the
    ```` ```bash ```` opener has its closer) and the other reading is not, so the answer is at
    best cut off; the promise allows `recovered` only for the reading the model meant.
    """
    document = hybrid_doc(
        ("a.py", "x = 1\n"), ("README.md", "# T\n\n```bash\nnpm x\n```\n\nMore.\n")
    )
    answer = "```text\n" + document + "```\n"
    cut = answer[: answer.index("\nMore.") + 1]
    result = parse_response(cut, finish_reason=finish_reason)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    ("path", "content"),
    [
        ("hello.f", "      PROGRAM HELLO\n      PRINT *, 'Hi'\n      END\n"),  # fixed-form Fortran
        ("1abc.pdb", "ATOM      1  N   MET A   1      27.340  24.430   2.614  1.00  9.67\nEND\n"),
    ],
    ids=["fortran-indented-END", "pdb-END"],
)
def test_last_line_END_of_a_real_file_is_not_an_end_marker(path: str, content: str) -> None:
    """Input: a hybrid document without its end marker (the model stopped after the last
    file, `finish_reason="stop"`) whose last file really ends in an `END` line: a fixed-form
    Fortran program (`      END`, indented) or a PDB file (whose format ends with `END`).

    What happened: `recovered` with the `END` line removed from the file
    (`misspelled-end-marker`); for Fortran even the indented `      END`, which is not a lone
    `END` as docs/lenient.md describes the rule.
    Expected: the file as written (with `missing-end-marker`), or not usable: the line is the
    file's own, and an indented one can never be a misspelled end marker.
    """
    document = hybrid_doc(("a.py", "x = 1\n"), (path, content))
    answer = document[: document.index("===FILE_CONTENT_BLOCK===END")]
    result = parse_response(answer, finish_reason="stop")
    meant_or_refused(result, [("a.py", "x = 1\n"), (path, content)])


_R1_FIXTURE = "<think>\nplan\n</think>\nanswer\n"


def test_fixture_holding_think_tags_is_not_the_reasoning_no_end_marker() -> None:
    """Input: prose, then a hybrid document with header but no end marker (the model stopped,
    `finish_reason="stop"`), whose first file is a test fixture of an R1-style answer:
    `<think>`, `plan`, `</think>`, `answer`; then b.py.

    What happened: `recovered` with b.py only; the fixture and everything before its
    `</think>` line are dropped as a draft in the reasoning (`superseded-document`).
    Expected: both files, or not usable: the `</think>` closes a `<think>` opened two lines
    earlier inside the same file, so it is content, not the end of the model's reasoning.
    """
    document = hybrid_doc(("tests/fixtures/r1.txt", _R1_FIXTURE), ("b.py", "y = 1\n"))
    answer = "Here:\n" + document.replace("===FILE_CONTENT_BLOCK===END\n", "")
    result = parse_response(answer, finish_reason="stop")
    meant_or_refused(result, [("tests/fixtures/r1.txt", _R1_FIXTURE), ("b.py", "y = 1\n")])


def test_fixture_holding_think_tags_is_not_the_reasoning_no_header() -> None:
    """Input: as above with the end marker but without the JSON header (blocks only, a
    documented tolerance).

    What happened: `recovered` with b.py only (`superseded-document`, `no-header`).
    Expected: both files, or not usable (same reason).
    """
    document = hybrid_doc(("tests/fixtures/r1.txt", _R1_FIXTURE), ("b.py", "y = 1\n"))
    blocks = document[document.index("\n\n") + 2 :]
    result = parse_response("Here:\n" + blocks)
    meant_or_refused(result, [("tests/fixtures/r1.txt", _R1_FIXTURE), ("b.py", "y = 1\n")])


@pytest.mark.parametrize(
    ("between", "second", "meant"),
    [
        (
            "\nOops, b.py had a bug. Corrected b.py:\n",
            [("b.py", "y = 3\n")],
            [("a.py", "x = 1\n"), ("b.py", "y = 3\n")],
        ),
        (
            "\nAnd here are the tests:\n",
            [("tests/test_a.py", "def test():\n    pass\n")],
            [
                ("a.py", "x = 1\n"),
                ("b.py", "y = 2\n"),
                ("tests/test_a.py", "def test():\n    pass\n"),
            ],
        ),
    ],
    ids=["correction-of-one-file", "more-files"],
)
def test_second_document_with_fewer_files_does_not_drop_the_first(
    between: str, second: list[tuple[str, str]], meant: list[tuple[str, str]]
) -> None:
    """Input: prose, a complete hybrid document (a.py, b.py), prose, and a second complete
    document that holds only part of the answer: a corrected b.py, or the tests that go with
    the files.

    What happened: `recovered` with the second document's files only (`superseded-document`):
    a.py (and b.py) are dropped.
    Expected: the files the model meant (the union, the correction winning), or not usable
    (`several-documents`, as when the first document begins the answer): a later document
    that does not repeat every path of the earlier one is not a whole corrected answer, so
    "the last document wins" loses files the model meant.
    """
    answer = (
        "Here:\n"
        + hybrid_doc(("a.py", "x = 1\n"), ("b.py", "y = 2\n"))
        + between
        + hybrid_doc(*second)
    )
    meant_or_refused(parse_response(answer), meant)


_AFTER_DOCUMENT = {
    "heredoc": "\nThen create the env file:\n\n```bash\ncat > .env <<'EOF'\nX=1\nEOF\n```\n",
    "cline": "\n<write_to_file>\n<path>b.py</path>\n<content>\ny = 1\n</content>\n"
    "</write_to_file>\n",
    "bolt": '\n<boltArtifact id="p" title="P">\n  <boltAction type="file" filePath="b.js">\n'
    "x\n  </boltAction>\n</boltArtifact>\n",
    "tool_call": '\n<tool_call>\n{"name": "write_file", "arguments": {"path": "c.py", '
    '"content": "z = 1\\n"}}\n</tool_call>\n',
}


@pytest.mark.parametrize("convention", sorted(_AFTER_DOCUMENT))
def test_files_in_another_convention_after_the_document_are_not_dropped(convention: str) -> None:
    """Input: prose, a complete hybrid document (a.py), and after its end marker one more file
    written in another convention (a heredoc in a ```bash block, a Cline `<write_to_file>`, a
    bolt artifact, a `<tool_call>`).

    What happened: `recovered` with a.py only; the other file is dropped as `prose-after`
    (info). The same heredoc *before* the document is `mixed-conventions` (not usable), and so
    are Markdown files after it.
    Expected: not usable (`mixed-conventions`): the model wrote a file there, and one reading
    loses it (docs/lenient.md: "Files written in two conventions in one answer ... are
    mixed-conventions").
    """
    answer = "Here:\n" + hybrid_doc(("a.py", "x = 1\n")) + _AFTER_DOCUMENT[convention]
    result = parse_response(answer)
    assert not result.usable, (result.status, files_of(result))


def test_aider_original_updated_block_in_a_hybrid_block_is_an_edit() -> None:
    """Input: prose, then a hybrid document whose app.py block holds aider's older edit block
    (`<<<<<<< ORIGINAL`, `=======`, `>>>>>>> UPDATED`) instead of the file.

    What happened: `recovered`, app.py holds the five marker lines (the same block with
    `SEARCH`/`REPLACE` is `edit_blocks`).
    Expected: not usable (`edit_blocks`): it is the same edit in aider's earlier words.
    """
    edit = "<<<<<<< ORIGINAL\nx = 1\n=======\nx = 2\n>>>>>>> UPDATED\n"
    document = hybrid_doc(("app.py", "x\n")).replace("x\n\n===", edit + "\n===", 1)
    result = parse_response("Here:\n" + document)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("Makefile (root)", "Makefile"),
        ("Dockerfile (multi-stage)", "Dockerfile"),
        ("LICENSE (MIT)", "LICENSE"),
        ("src/app.py:", "src/app.py"),
    ],
)
def test_decorated_path_without_a_suffix_or_with_a_colon(written: str, meant: str) -> None:
    """Input: prose, then a hybrid document whose block says `PATH: Makefile (root)` (a note
    after a name without suffix) or `PATH: src/app.py:` (a trailing colon), as a model writes
    it (not quoted as `dumps` quotes a real name that looks decorated).

    What happened: `recovered` with the file at `Makefile (root)` or `src/app.py:`, with no
    `path-unwrapped` diagnostic; yet `bin/run (executable)` is unwrapped to `bin/run`, and the
    Markdown label `Makefile (root)` is read as `Makefile`.
    Expected: the path the model meant, with `path-unwrapped`, or the block refused
    (`ambiguous-path`).
    """
    document = hybrid_doc(("a.py", "x = 1\n")).replace("PATH: a.py", "PATH: " + written)
    meant_or_refused(parse_response("Here:\n" + document), [(meant, "x = 1\n")])
