"""Which of several hybrid documents is the answer: "the last complete document wins" only when
it repeats every file of the earlier ones (a whole corrected answer), or when the earlier one is
introduced by the prose as an example of the format (docs/lenient.md, "Which reading wins")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from artifact_codec import GeneratedCode, GeneratedFile, ParseResult, Status, dumps, parse_response

A = ("a.py", "x = 1\n")
B = ("b.py", "y = 2\n")
B2 = ("b.py", "y = 3\n")
EXAMPLE = ("example.py", "print(1)\n")
TESTS = ("tests/test_a.py", "def test():\n    pass\n")
README = ("README.md", "# T\n")


def _doc(*files: tuple[str, str], header: bool = True) -> str:
    text = dumps(GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in files]))
    return text if header else text[text.index("\n\n") + 2 :]


def _files(result: ParseResult) -> list[tuple[str, str]]:
    return [(f.file_path, f.content) for f in result.code.files]


def _fenced(text: str) -> str:
    return "```\n" + text + "```\n"


# (prose before the first document, first document, prose between, second document)
_NOT_USABLE = {
    "example-after-fenced": ("Here:\n", _doc(A, B), "\nFor example:\n", _fenced(_doc(EXAMPLE))),
    "example-after-no-header": (
        "Here:\n",
        _doc(A, B),
        "\nAn answer with one file looks like:\n\n",
        _doc(EXAMPLE, header=False),
    ),
    "example-after-tilde-fence": (
        "Files:\n",
        _doc(A, B),
        "\nThe format, for reference:\n~~~\n",
        _doc(EXAMPLE) + "~~~\n",
    ),
    "answer-in-fence-example-after": (
        "Here:\n```\n",
        _doc(A, B) + "```\n",
        "\nE.g. one file:\n",
        _doc(EXAMPLE),
    ),
    "correction-of-one-file": ("Here:\n", _doc(A, B), "\nFixed b.py:\n", _doc(B2)),
    "more-files": ("Here:\n", _doc(A, B), "\nAnd the tests:\n", _doc(TESTS)),
    "more-files-with-one-repeated": ("Here:\n", _doc(A, B), "\nAlso:\n", _doc(B2, TESTS)),
    "answer-in-the-format-then-a-fix": (
        "Here is the answer in the format you asked for:\n",
        _doc(A, B),
        "\nFixed b.py:\n",
        _doc(B2),
    ),
    "looks-like-then-tests": ("The code looks like this:\n", _doc(A, B), "\nTests:\n", _doc(TESTS)),
    # "example" alone does not make a quote: this is the model's answer
    "example-app-then-tests": (
        "Here is an example app:\n",
        _doc(A, B),
        "\nAnd the tests:\n",
        _doc(TESTS),
    ),
}


@pytest.mark.parametrize("case", sorted(_NOT_USABLE))
def test_a_later_document_that_drops_files_of_an_earlier_one_is_not_usable(case: str) -> None:
    before, first, between, second = _NOT_USABLE[case]
    result = parse_response(before + first + between + second)
    assert result.status is Status.INVALID, (result.status, _files(result))
    assert "several-documents" in [d.code for d in result.diagnostics]
    if "no-header" not in case:  # (blocks without a header after a document: another rule)
        message = next(d.message for d in result.diagnostics if d.code == "several-documents")
        assert "does not repeat every file" in message


_LAST_WINS = {
    "same-paths": ("Here:\n", _doc(A, B), "\nOops, corrected:\n", _doc(A, B2), [A, B2]),
    "more-paths": ("Here:\n", _doc(A), "\nCorrected, with b.py:\n", _doc(A, B2), [A, B2]),
    "case-differs": (
        "Here:\n",
        _doc(("App.py", "x = 0\n")),
        "\nCorrected:\n",
        _doc(("app.py", "x = 1\n")),
        [("app.py", "x = 1\n")],
    ),
    "example-before-fenced": (
        "The format, for example:\n",
        _fenced(_doc(EXAMPLE, header=False)),
        "\nNow the answer:\n",
        _doc(A, B),
        [A, B],
    ),
    "example-before-looks-like": (
        "An example document:\n\n",
        _doc(EXAMPLE),
        "\nHere is mine:\n",
        _doc(README, A),
        [README, A],
    ),
}


@pytest.mark.parametrize("case", sorted(_LAST_WINS))
def test_the_last_document_wins_when_it_is_a_whole_answer(case: str) -> None:
    before, first, between, second, meant = _LAST_WINS[case]
    result = parse_response(before + first + between + second)
    assert result.status is Status.RECOVERED, (result.status, result.diagnostics)
    assert _files(result) == meant
    assert "superseded-document" in [d.code for d in result.diagnostics]


def test_a_cut_off_later_document_is_truncated_not_several() -> None:
    # Its later files never arrived: the answer is cut, not two readings.
    second = _doc(A, B2)
    cut = second[: second.index("y = 3")]
    result = parse_response("Here:\n" + _doc(A, B) + "\nCorrected:\n" + cut, finish_reason="length")
    assert result.status is Status.TRUNCATED


# -- files in another convention after the document -----------------------------------------

_CONVENTIONS = Path(__file__).parent / "data" / "conventions"
_USABLE_FIXTURES = sorted(
    path
    for path in _CONVENTIONS.glob("*/*.txt")
    if json.loads(path.with_suffix(".json").read_text("utf-8"))["status"]
    in ("clean", "recovered", "repaired", "edit_blocks")
    and "options" not in json.loads(path.with_suffix(".json").read_text("utf-8"))
)


@pytest.mark.parametrize("fenced", [False, True], ids=["plain", "outer-fence"])
@pytest.mark.parametrize("path", _USABLE_FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_files_of_another_convention_after_the_document_are_not_dropped(
    path: Path, fenced: bool
) -> None:
    """Every usable answer (or answer of edits) of the conventions corpus, after a complete
    document: the model wrote files or edits there too, and reading the document alone would
    lose them."""
    document = _doc(A)
    if fenced:
        document = "```\n" + document + "```\n"
    other = path.read_bytes().decode("utf-8")
    result = parse_response("Here:\n" + document + "\nAlso:\n" + other)
    codes = [d.code for d in result.diagnostics]
    assert not result.usable, (result.status, _files(result), codes)
    assert {"mixed-conventions", "several-documents"} & set(codes), codes


# -- an outer fence without end marker: its closing line may be a nested block's ------------------

_NESTED = {
    "readme-bash": ("README.md", "# T\n\n```bash\nnpm x\n```\n\nMore.\n"),
    "docstring": (
        "src/m.py",
        'def f():\n    """Use:\n\n    ```python\n    f()\n    ```\n    """\n',
    ),
    "readme-tilde": ("README.md", "# T\n\n~~~sh\nmake\n~~~\n\nMore.\n"),
    "readme-two-blocks": ("docs/a.md", "```js\nx\n```\n\n```bash\ny\n```\n\nEnd.\n"),
}


def _fenced_without_end(files: list[tuple[str, str]], fence: str) -> str:
    document = _doc(*files).replace("===FILE_CONTENT_BLOCK===END\n", "")
    return f"Here:\n{fence}text\n{document}{fence}\n"


@pytest.mark.parametrize("finish_reason", [None, "stop"])
@pytest.mark.parametrize(
    ("case", "fence"),
    [
        (case, fence)
        for case in sorted(_NESTED)
        for fence in ("```", "~~~")
        if fence in _NESTED[case][1]
    ],
)
def test_an_answer_cut_after_a_nested_closing_fence_is_not_complete(
    case: str, fence: str, finish_reason: str | None
) -> None:
    path, content = _NESTED[case]
    answer = _fenced_without_end([A, (path, content)], fence)
    # cut right after the last nested block's closing line: it looks like the outer one
    last_close = answer.rindex(fence + "\n", 0, len(answer) - len(fence) - 1)
    cut = answer[: last_close + len(fence) + 1]
    result = parse_response(cut, finish_reason=finish_reason)
    assert not result.usable, (result.status, _files(result))


@pytest.mark.parametrize("finish_reason", [None, "stop"])
@pytest.mark.parametrize("case", sorted(_NESTED))
def test_an_outer_fence_closed_after_balanced_nested_blocks_is_complete(
    case: str, finish_reason: str | None
) -> None:
    path, content = _NESTED[case]
    fence = "~~~~" if "~~~" in content else "````"
    result = parse_response(
        _fenced_without_end([A, (path, content)], fence), finish_reason=finish_reason
    )
    assert result.status is Status.RECOVERED, (result.status, result.diagnostics)
    assert _files(result) == [A, (path, content)]
    assert "missing-end-marker" in [d.code for d in result.diagnostics]


def test_a_heredoc_after_a_fenced_document_without_end_marker_is_not_in_its_last_file() -> None:
    document = _doc(A).replace("===FILE_CONTENT_BLOCK===END\n", "")
    heredoc = "\nThen:\n\n```bash\ncat > .env <<'EOF'\nX=1\nEOF\n```\n"
    result = parse_response("Here:\n```\n" + document + "```\n" + heredoc, finish_reason="stop")
    assert not result.usable or _files(result) == [A], _files(result)


# -- a last line END: a misspelled end marker, or the file's own ---------------------------------

_ENDS_IN_END = {
    "fortran-fixed": ("hello.f", "      PROGRAM HELLO\n      PRINT *, 'Hi'\n      END\n"),
    "fortran-free": ("src/main.f90", "program main\n  print *, 'hi'\nEND\n"),
    "pdb": ("1abc.pdb", "ATOM      1  N   MET A   1      27.340  24.430   2.614\nEND\n"),
    "pdb-ent": ("pdb1abc.ent", "HEADER    X\nEND\n"),
    "basic": ("game.BAS", '10 PRINT "HI"\n20 GOTO 10\nEND\n'),
    "masm": ("boot.asm", ".model small\n.code\nstart:\n  ret\nEND\n"),
    "indented-any-file": ("notes.txt", "BEGIN\n  x\n  END\n"),
}


@pytest.mark.parametrize("first", [True, False], ids=["last-file", "only-file"])
@pytest.mark.parametrize("case", sorted(_ENDS_IN_END))
def test_a_last_line_END_of_a_file_that_ends_so_is_content(case: str, first: bool) -> None:
    files = [A, _ENDS_IN_END[case]] if first else [_ENDS_IN_END[case]]
    document = _doc(*files)
    answer = "Here:\n" + document[: document.index("===FILE_CONTENT_BLOCK===END")]
    result = parse_response(answer, finish_reason="stop")
    codes = [d.code for d in result.diagnostics]
    assert result.status is Status.RECOVERED, (result.status, codes)
    assert _files(result) == files
    assert "missing-end-marker" in codes
    assert "misspelled-end-marker" not in codes


@pytest.mark.parametrize("path", ["b.py", "data.txt", "Makefile"])
def test_a_lone_END_after_another_file_is_still_a_misspelled_end_marker(path: str) -> None:
    document = _doc(A, (path, "x\n"))
    answer = "Here:\n" + document.replace("===FILE_CONTENT_BLOCK===END", "END")
    result = parse_response(answer, finish_reason="stop")
    assert _files(result) == [A, (path, "x\n")]
    assert "misspelled-end-marker" in [d.code for d in result.diagnostics]


# -- a file that holds a reasoning block is not the end of the model's reasoning -----------------

_REASONING_FIXTURES = {
    "think": "<think>\nplan\n</think>\nanswer\n",
    "thinking": "<thinking>\nstep 1\n</thinking>\n\nfinal\n",
    "reasoning-nested-in-json": '{"text": "x"}\n<reasoning>\na\n</reasoning>\n',
    "two-blocks": "<think>\na\n</think>\nb\n<think>\nc\n</think>\nd\n",
}


def _shapes(document: str) -> dict[str, tuple[str, str | None]]:
    blocks = document[document.index("\n\n") + 2 :]
    no_end = document.replace("===FILE_CONTENT_BLOCK===END\n", "")
    return {
        "no-end-marker": ("Here:\n" + no_end, "stop"),
        "no-header": ("Here:\n" + blocks, None),
        "no-header-no-end": (
            "Here:\n" + blocks.replace("===FILE_CONTENT_BLOCK===END\n", ""),
            "stop",
        ),
    }


@pytest.mark.parametrize("shape", ["no-end-marker", "no-header", "no-header-no-end"])
@pytest.mark.parametrize("position", [0, 1, 2])
@pytest.mark.parametrize("case", sorted(_REASONING_FIXTURES))
def test_a_file_holding_a_reasoning_block_is_content(case: str, position: int, shape: str) -> None:
    files = [A, B]
    files.insert(position, ("tests/fixtures/r1.txt", _REASONING_FIXTURES[case]))
    text, finish_reason = _shapes(_doc(*files))[shape]
    result = parse_response(text, finish_reason=finish_reason)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert _files(result) == files
    assert "superseded-document" not in [d.code for d in result.diagnostics]


def test_a_closing_tag_opened_by_no_file_still_ends_a_draft_in_the_reasoning() -> None:
    # R1: the chat template opened <think>; a draft without end marker, the tag, the answer.
    draft = _doc(("a.py", "x = 0\n")).replace("===FILE_CONTENT_BLOCK===END\n", "")
    answer = "Let me draft.\n" + draft + "</think>\n\n" + _doc(A)
    result = parse_response(answer)
    assert result.status is Status.RECOVERED
    assert _files(result) == [A]
    assert "superseded-document" in [d.code for d in result.diagnostics]


# -- aider's older edit blocks (ORIGINAL / UPDATED) are edits --------------------------------------

_ORIGINAL = "<<<<<<< ORIGINAL\nx = 1\n=======\nx = 2\n>>>>>>> UPDATED\n"


@pytest.mark.parametrize("position", [0, 1])
@pytest.mark.parametrize(
    ("path", "edit"),
    [
        ("app.py", _ORIGINAL),
        ("src/app.js", _ORIGINAL.replace("x = ", "let x = ")),
        ("app.py", "Change:\n" + _ORIGINAL.replace("<<<<<<< ", "<<<<<")),  # after a line
        ("app.py", _ORIGINAL.split("=======")[0]),  # cut before its other lines
    ],
    ids=["py", "js", "five-brackets-after-prose", "only-the-start"],
)
def test_an_original_updated_block_in_a_file_is_an_edit(
    path: str, edit: str, position: int
) -> None:
    files = [A]
    files.insert(position, (path, "EDIT\n"))
    # (as a model writes it: dumps marks a real file holding such lines VERBATIM)
    document = _doc(*files).replace("EDIT\n", edit, 1)
    assert "VERBATIM" not in document
    for answer in ("Here:\n" + document, document):
        result = parse_response(answer)
        assert result.status is Status.EDIT_BLOCKS, (result.status, _files(result))
        assert path not in [p for p, _ in _files(result)]
        assert "edit-blocks" in [d.code for d in result.diagnostics]


def test_a_file_holding_an_original_updated_block_round_trips() -> None:
    code = GeneratedCode(files=[GeneratedFile(file_path="app.py", content=_ORIGINAL)])
    assert "VERBATIM: yes" in dumps(code)
    assert parse_response(dumps(code)).code == code


def test_a_readme_that_quotes_an_original_updated_block_is_a_file() -> None:
    readme = ("README.md", "Old blocks:\n\n```\n" + _ORIGINAL + "```\n")
    result = parse_response("Here:\n" + _doc(readme, A))
    assert result.status is Status.RECOVERED
    assert _files(result) == [readme, A]


# -- decorated paths: names without a suffix, a colon after the path ------------------------------

_DECORATED = [
    "{p} (root)",
    "{p} - the build file",
    "`{p}` (MIT)",
    "**{p}** (config)",
    "{p}:",
    "'{p}'",
]


@pytest.mark.parametrize("decoration", _DECORATED)
@pytest.mark.parametrize(
    "path", ["Makefile", "Dockerfile", "LICENSE", "docker/Containerfile", "src/app.py", "a.py"]
)
def test_a_decorated_path_is_unwrapped_with_a_warning(path: str, decoration: str) -> None:
    written = decoration.format(p=path)
    document = _doc(B, ("x.txt", "1\n")).replace("PATH: x.txt", "PATH: " + written)
    for answer in ("Here:\n" + document, document):
        result = parse_response(answer)
        assert result.status is Status.RECOVERED, (written, result.diagnostics)
        assert _files(result) == [B, (path, "1\n")]
        assert "path-unwrapped" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "name", ["Makefile (root)", "LICENSE (MIT)", "src/app.py:", "Dockerfile - x", "notes (draft)"]
)
def test_a_real_name_that_looks_decorated_round_trips(name: str) -> None:
    code = GeneratedCode(files=[GeneratedFile(file_path=name, content="x\n")])
    assert parse_response("Here:\n" + dumps(code)).code == code
    assert parse_response(dumps(code)).status is Status.CLEAN


@pytest.mark.parametrize(
    "between",
    ["\nFor example, an answer with one file:\n", "\ne.g.\n```\n", "\nAn example answer:\n"],
)
def test_a_later_document_introduced_as_an_example_is_not_a_correction(between: str) -> None:
    # It names the same path as the answer: still a quote of the format, not a new version.
    second = _doc(("a.py", "print(1)\n"))
    if between.endswith("```\n"):
        second += "```\n"
    result = parse_response("Here:\n" + _doc(A) + between + second)
    assert result.status is Status.INVALID, (result.status, _files(result))
    message = next(d.message for d in result.diagnostics if d.code == "several-documents")
    assert "introduced as an example" in message


def test_a_path_with_braces_in_the_message() -> None:
    result = parse_response("Here:\n" + _doc(("src/{a}.py", "x\n"), B) + "\nFix:\n" + _doc(B2))
    assert result.status is Status.INVALID
    assert any("src/{a}.py" in d.message for d in result.diagnostics)


_COMMANDS_AFTER = {
    "cline": "\n<execute_command>\n<command>npm test</command>\n</execute_command>\n",
    "bolt": '\n<boltArtifact id="p" title="P">\n  <boltAction type="shell">\nnpm i\n'
    "  </boltAction>\n</boltArtifact>\n",
    "tool_call": '\n<tool_call>\n{"name": "bash", "arguments": {"command": "ls"}}\n</tool_call>\n',
    "bash": "\nRun:\n```bash\npip install x\npython a.py\n```\n",
    "heredoc-to-stdout": "\nCheck:\n```bash\ncat <<'EOF'\nhello\nEOF\n```\n",
}


@pytest.mark.parametrize("convention", sorted(_COMMANDS_AFTER))
def test_commands_after_the_document_are_prose(convention: str) -> None:
    """A command to run after the files (no file, no edit) loses nothing: the answer stays."""
    result = parse_response("Here:\n" + _doc(A) + _COMMANDS_AFTER[convention])
    assert result.status is Status.RECOVERED, [d.code for d in result.diagnostics]
    assert _files(result) == [A]
