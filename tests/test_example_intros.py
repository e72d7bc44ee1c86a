"""The family of phrasings with which prose introduces a quoted example of the format, before
or after the answer: generated variants. Before the answer, the example is a quote and the
answer is read; after a complete answer, an example is never taken for a corrected version
(not usable, or the answer). Phrasings that introduce an answer ("Here is an example app:")
stay answers: the last complete document wins."""

from __future__ import annotations

import itertools

import pytest

from artifact_codec import GeneratedCode, GeneratedFile, ParseResult, Status, dumps, parse_response

_LEADS = ["", "Here is ", "Here's ", "Below is ", "See "]
_ARTICLES = ["an ", "a ", "a short ", "a toy ", "one "]
_NOUNS = ["example", "sample", "illustration"]
_TAILS = [":", " answer:", " response:", " output:", " document:"]
_STANDALONE = [
    "Example:",
    "Examples:",
    "Sample:",
    "For example:",
    "For instance:",
    "E.g.:",
    "e.g.",
    "Eg:",
    "eg,",
    "To illustrate:",
    "As an illustration:",
    "A note on the format. Example:",
    "Here's a sample response in this format:",
]
_INTROS = sorted(
    {
        f"{lead}{article}{noun}{tail}".capitalize()
        for lead, article, noun, tail in itertools.product(_LEADS, _ARTICLES, _NOUNS, _TAILS)
        if not (noun == "illustration" and tail != ":")
    }
    | set(_STANDALONE)
)
_ANSWER_INTROS = [
    "Here is an example app:",
    "Here is the sample project, fixed:",
    "Here is the answer in the format you asked for:",
    "The code looks like this:",
    "Corrected version:",
]


def _doc(path: str, line: str) -> str:
    return dumps(GeneratedCode(files=[GeneratedFile(file_path=path, content=line + "\n")]))


def _files(result: ParseResult) -> list[tuple[str, str]]:
    return [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize("intro", _INTROS)
def test_an_example_after_the_answer_never_replaces_it(intro: str) -> None:
    text = (
        f"Here are the files.\n\n{_doc('app.py', 'real = 1')}\n{intro}\n\n"
        f"{_doc('app.py', 'hello = 1')}"
    )
    result = parse_response(text, finish_reason="stop")
    if result.usable:
        assert _files(result) == [("app.py", "real = 1\n")], result.diagnostics
    assert "is introduced as an example" in " ".join(d.message for d in result.diagnostics)


@pytest.mark.parametrize("intro", _INTROS)
def test_an_example_before_the_answer_is_a_quote(intro: str) -> None:
    text = (
        f"The format looks like this. {intro}\n\n{_doc('example.py', 'hello = 1')}\n"
        f"Now my answer:\n\n{_doc('app.py', 'x = 1')}"
    )
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert _files(result) == [("app.py", "x = 1\n")]


@pytest.mark.parametrize("intro", _ANSWER_INTROS)
def test_prose_that_introduces_an_answer_is_no_example(intro: str) -> None:
    text = (
        f"Here are the files.\n\n{_doc('app.py', 'draft = 1')}\n{intro}\n\n"
        f"{_doc('app.py', 'final = 1')}"
    )
    result = parse_response(text, finish_reason="stop")
    assert result.status is Status.RECOVERED, (result.status, result.diagnostics)
    assert _files(result) == [("app.py", "final = 1\n")]
