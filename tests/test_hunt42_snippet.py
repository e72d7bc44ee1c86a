"""hunt42: Claude Code's ``cat -n`` snippet after a write (fix-results28 _shown_snippet) is
the file on disk at those line numbers. The model's write_file of a.py is four lines
(``import os``, ``import sys``, an empty line, ``print(os.sep)``). A snippet whose numbered
lines are not the content's lines at those numbers (reordered, a line twice, a line missing,
line 10 of a four-line file) shows another file on disk: keeping a.py as the model's file
is a guess, so the result must not be a usable a.py of that content."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response

CONTENT = "import os\nimport sys\n\nprint(os.sep)\n"
LEAD = (
    "The file /w/a.py has been updated. Here's the result of running `cat -n` on a snippet"
    " of the edited file:\n"
)


def _chat(result: str) -> str:
    arguments = json.dumps({"path": "a.py", "content": CONTENT})
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    return json.dumps(
        [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": result},
        ]
    )


def test_the_snippet_of_the_content_keeps_the_file() -> None:
    # (the control: the content's lines at their numbers)
    snippet = "     1\timport os\n     2\timport sys\n     3\t\n     4\tprint(os.sep)\n"
    parsed = parse_response(_chat(LEAD + snippet))
    assert parsed.usable
    assert files_of(parsed) == [("a.py", CONTENT)]


@pytest.mark.parametrize(
    "snippet",
    [
        pytest.param(
            "     1\timport sys\n     2\timport os\n     3\t\n     4\tprint(os.sep)\n",
            id="reordered",
        ),
        pytest.param(
            "     1\timport os\n     2\timport os\n     3\timport sys\n"
            "     4\t\n     5\tprint(os.sep)\n",
            id="a-line-twice",
        ),
        pytest.param("     1\timport os\n     2\t\n     3\tprint(os.sep)\n", id="a-line-missing"),
        pytest.param(
            "    10\timport os\n    11\timport sys\n    12\t\n    13\tprint(os.sep)\n",
            id="numbers-past-the-end",
        ),
    ],
)
def test_a_snippet_of_another_file_does_not_keep_it(snippet: str) -> None:
    parsed = parse_response(_chat(LEAD + snippet))
    assert not (parsed.usable and files_of(parsed) == [("a.py", CONTENT)])


def test_a_snippet_skipping_a_number_is_not_the_file() -> None:
    # (fix-results29: `cat -n` numbers its lines one by one; a gap, each shown line still
    # the content's at its number, is no snippet of a file on disk)
    snippet = "     1\timport os\n     3\t\n     4\tprint(os.sep)\n"
    parsed = parse_response(_chat(LEAD + snippet))
    assert not (parsed.usable and files_of(parsed) == [("a.py", CONTENT)])


def test_a_snippet_of_a_window_of_the_content_keeps_the_file() -> None:
    # (an edit's snippet shows the lines around it: lines 2-4, each the content's there)
    snippet = "     2\timport sys\n     3\t\n     4\tprint(os.sep)\n"
    parsed = parse_response(_chat(LEAD + snippet))
    assert parsed.usable
    assert files_of(parsed) == [("a.py", CONTENT)]
