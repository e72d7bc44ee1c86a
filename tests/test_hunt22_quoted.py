"""Hunt 22: a file of the answer that quotes the format's own lines (issue 20, class 3).

The model writes its answer with the default delimiter, and one of its files, README.md,
documents the format: inside a code fence it shows the end marker, or an example block. The
format cannot hold such a line inside a file (a file's content runs up to the next line that
starts with the delimiter), so the answer cannot be read as the model meant; expected by hand:
README.md exactly as written and app.py, or not usable. Never README.md cut at the quoted line
(inside its open code fence), nor the example's main.py as a file of the answer.

The tells are structural: the line stands inside a code fence the file opened; after the
first end marker the text holds another end marker; the header counts two files and the
example makes a third.
"""

from __future__ import annotations

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="

_README = {
    "end-marker": f"# Tool\n\nThe answer ends with:\n\n```\n{D}END\n```\n\nThat is all.\n",
    "example-block": (
        f"# Tool\n\nA block:\n\n```\n{D}\nPATH: main.py\n---\nprint(1)\n```\n\nThat is all.\n"
    ),
    "example-document": (
        f'# Tool\n\nAnswers look like:\n\n```text\n{{"total_files": 1}}\n\n{D}\nPATH: main.py\n'
        f"---\nprint(1)\n\n{D}END\n```\n\nThat is all.\n"
    ),
}


def _doc(files: list[tuple[str, str]]) -> str:
    text = f'{{"total_files": {len(files)}}}\n\n'
    for path, content in files:
        text += f"{D}\nPATH: {path}\n---\n{content}\n"
    return text + D + "END\n"


@pytest.mark.parametrize("readme", list(_README), ids=list(_README))
@pytest.mark.parametrize(
    "wrap",
    [
        pytest.param("%s", id="bare"),
        pytest.param("Here you go:\n\n%s\nDone!\n", id="prose"),
        pytest.param("```\n%s```\n", id="fence"),
    ],
)
def test_a_readme_quoting_the_format_is_not_cut_or_split(readme: str, wrap: str) -> None:
    meant = [("app.py", "print(2)\n"), ("README.md", _README[readme])]
    meant_or_refused(parse_response(wrap % _doc(meant)), meant)


def test_the_readme_quoting_the_format_first_is_refused() -> None:
    # (the control: the other order is several-documents or header-in-content)
    meant = [("README.md", _README["example-document"]), ("app.py", "print(2)\n")]
    assert not parse_response(_doc(meant)).usable


# The same README cut by the output limit right after the quoted end marker: the answer ends
# on an end-marker line, but the finish reason says the model was stopped while it wanted to
# go on, and README.md's code fence is still open there. Expected by hand: cut off (README's
# rest never arrived); never recovered with README.md ending in an open fence.
@pytest.mark.parametrize("finish_reason", ["length", "content_filter"])
@pytest.mark.parametrize(
    "wrap", [pytest.param("%s", id="bare"), pytest.param("```\n%s", id="fence")]
)
def test_a_length_stop_right_after_a_quoted_end_marker_is_cut_off(
    finish_reason: str, wrap: str
) -> None:
    head = "# Tool\n\nThe answer ends with:\n\n```\n" + D + "END\n"
    text = (
        f'{{"total_files": 2}}\n\n{D}\nPATH: app.py\n---\nprint(2)\n\n'
        f"{D}\nPATH: README.md\n---\n{head}"
    )
    result = parse_response(wrap % text, finish_reason=finish_reason)
    assert not result.usable, (result.status, result.code.files)
