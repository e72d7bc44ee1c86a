"""hunt31: attacks on fix-labels24 (dangling label read with the reader's own recogniser,
'Next file:' lines, label shapes). Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

F = "```"
APP = f"**app.py**\n{F}python\nprint(1)\n{F}\n\n"


@pytest.mark.parametrize(
    "label",
    [
        pytest.param("1. **tests.py**", id="numbered-bold"),
        pytest.param("2. `tests.py`", id="numbered-code"),
        pytest.param("- **tests.py**", id="bullet-bold"),
        pytest.param("* **tests.py**", id="star-bold"),
        pytest.param("1) tests.py", id="paren-bare"),
        pytest.param("- `tests/test_app.py`", id="bullet-code-folder"),
    ],
)
def test_an_answer_cut_after_a_list_item_label_is_cut(label: str) -> None:
    # the reader reads this list item as the label of the block below it (control: with a
    # block after it, tests.py is held); ending on it, the answer was cut before tests.py
    full = parse_response(APP + label + f"\n{F}python\nx = 2\n{F}\n")
    assert ("x = 2\n") in [c for _, c in files_of(full)]
    result = parse_response(APP + label + "\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("Now update `app.py`:", id="now-update"),
        pytest.param("Update `app.py`:", id="update"),
        pytest.param("Then change `app.py`:", id="then-change"),
    ],
)
def test_a_block_introduced_as_a_new_version_of_a_held_file_is_not_skipped(line: str) -> None:
    # the block below is the new app.py (x = 2); skipping it leaves app.py as print(1), which the
    # model replaced ('Now create `tests.py`:' before a block is refused unread-path)
    result = parse_response(APP + line + f"\n{F}python\nx = 2\n{F}\n")
    assert not result.usable or files_of(result) == [("app.py", "x = 2\n")], (
        result.status,
        files_of(result),
    )


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("**Next:** `tests.py`", id="bold-next"),
        pytest.param("File `tests.py`", id="file-word"),
    ],
)
def test_a_block_introduced_by_a_line_naming_a_new_file_is_not_skipped(line: str) -> None:
    # the line names tests.py, the block right below is it (x = 2): usable over app.py alone
    # loses tests.py ('Next file: `tests.py`' is refused unread-path; these are skipped)
    result = parse_response(APP + line + f"\n{F}python\nx = 2\n{F}\n")
    assert not result.usable or ("tests.py", "x = 2\n") in files_of(result), result.status
