"""hunt39: the prose around a legacy JSON answer (fix-legacy29's legacy_json._say_partial and
the widened labels._PROSE_PART, shared with the Markdown reader): a piece said in words the
recogniser misses, said two lines up, in a heading or a list item; and plain whole files
refused by the new words. Expected values by hand from what the model meant."""

from __future__ import annotations

import json

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

# one line of main()'s body, indented: a piece of a.py, never a whole file
PIECE = "    print(os.getcwd())\n"
WHOLE = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


def _json(content: str) -> str:
    return json.dumps({"files": [{"path": "a.py", "content": content}]}, indent=2)


@pytest.mark.parametrize(
    "before",
    [
        pytest.param("Add this below the imports in a.py:", id="below-the-imports"),
        pytest.param("Drop this in main() in a.py:", id="drop-in-main"),
        pytest.param("Add this line after import os:", id="after-import-os"),
        pytest.param("Change line 5 of a.py to:", id="change-line-5"),
        pytest.param("Add the following line to main() in a.py:", id="following-line-to-main"),
        pytest.param("Paste this under def main():", id="under-def-main"),
        pytest.param("Add this inside the main function:", id="inside-the-main-function"),
        pytest.param("This goes inside main():", id="goes-inside-main"),
        pytest.param("Only this line changes:", id="only-this-line-changes"),
    ],
)
def test_a_lead_in_saying_a_piece_refuses_the_json(before: str) -> None:
    answer = f"{before}\n\n```json\n{_json(PIECE)}\n```\n"
    meant_or_refused(parse_response(answer), [])


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            "Append this to the end of main() in a.py:\n\nIt uses os, already imported.\n\n"
            f"```json\n{_json(PIECE)}\n```\n",
            id="two-lines-before",
        ),
        pytest.param(
            f"### Append to the end of main()\nHere you go:\n```json\n{_json(PIECE)}\n```\n",
            id="heading-above-a-lead-in",
        ),
        pytest.param(
            "1. Append this to the end of main() in a.py.\n2. Run it.\n"
            f"```json\n{_json(PIECE)}\n```\n",
            id="list-item",
        ),
        pytest.param(
            f"```json\n{_json(PIECE)}\n```\nThat's it.\nThe rest of a.py is unchanged.\n",
            id="second-line-after",
        ),
    ],
)
def test_a_piece_said_a_line_further_refuses_the_json(answer: str) -> None:
    meant_or_refused(parse_response(answer), [])


@pytest.mark.parametrize(
    "before",
    [
        # (what the program does, not where the block goes)
        pytest.param("This script will insert these rows into SQLite:", id="insert-rows"),
        pytest.param("Here's a footer fixed at the bottom of the page:", id="bottom-of-page"),
        pytest.param("The script prints a summary at the end of the run:", id="end-of-the-run"),
        pytest.param(
            "Here is a.py: it adds the header to the top of each CSV file.", id="top-of-each-csv"
        ),
        pytest.param(
            "Here is the updated a.py (the rest of the project is unchanged):",
            id="rest-of-the-project",
        ),
    ],
)
@pytest.mark.parametrize("shape", ["json", "markdown"])
def test_a_sentence_about_the_program_keeps_the_whole_file(before: str, shape: str) -> None:
    if shape == "json":
        answer = f"{before}\n\n```json\n{_json(WHOLE)}\n```\n"
    else:
        answer = f"{before}\n\n**a.py**\n```python\n{WHOLE}```\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("a.py", WHOLE)]


@pytest.mark.parametrize(
    "before",
    [
        # (the sentence says the block is the WHOLE file, and names the part that changed)
        pytest.param("Here is the complete a.py with the updated function:", id="complete-updated"),
        pytest.param(
            "Here is the whole a.py; the changed lines are marked with comments:",
            id="whole-changed-lines-marked",
        ),
        pytest.param("The complete a.py, including the modified function:", id="complete-modified"),
        pytest.param("Full a.py below (the relevant section is main()):", id="full-relevant"),
    ],
)
@pytest.mark.parametrize("shape", ["json", "markdown"])
def test_a_lead_in_saying_the_whole_file_and_its_change_keeps_it(before: str, shape: str) -> None:
    if shape == "json":
        answer = f"{before}\n\n```json\n{_json(WHOLE)}\n```\n"
    else:
        answer = f"{before}\n\n**a.py**\n```python\n{WHOLE}```\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("a.py", WHOLE)]
