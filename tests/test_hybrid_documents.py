"""Which of several hybrid documents is the answer: "the last complete document wins" only when
it repeats every file of the earlier ones (a whole corrected answer), or when the earlier one is
introduced by the prose as an example of the format (docs/lenient.md, "Which reading wins")."""

from __future__ import annotations

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
        "A document looks like\n\n",
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
