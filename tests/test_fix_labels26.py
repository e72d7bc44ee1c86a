"""fix-labels26: the rules added for issue 20 beside the hunt tests (hunt30, hunt31).

Expected values by hand, from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

F = "```"
APP = f"**app.py**\n{F}python\nprint(1)\n{F}\n\n"


@pytest.mark.parametrize(
    ("end", "finish"),
    [
        # a list of files after the last file: the item before the last one has no block,
        # so the list is no series of labels (finish reason unknown)
        pytest.param("- `tests.py`\n- `README.md`\n", None, id="list-unknown"),
        pytest.param("1. **tests.py**\n2. **README.md**\n", None, id="numbered-list-unknown"),
        # the model said it stopped: one item under "Files:" is a summary it ended on
        pytest.param("Files:\n- `tests.py`\n", "stop", id="one-item-stop"),
    ],
)
def test_a_list_of_files_at_the_end_is_no_dangling_label(end: str, finish: str | None) -> None:
    result = parse_response(APP + end, finish_reason=finish)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "end",
    [
        pytest.param("Files:\n- `tests.py`\n", id="one-item-unknown"),
        pytest.param("1. **tests.py**\n", id="numbered-length"),
    ],
)
def test_a_list_item_label_at_the_end_is_cut_when_the_model_may_have_been_cut(end: str) -> None:
    # finish reason unknown or "length": the item would label a block below it, so the answer
    # may have been cut before tests.py
    for finish in (None, "length"):
        result = parse_response(APP + end, finish_reason=finish)
        assert not result.usable, (finish, result.status)
        assert any(d.code == "truncated" and "tests.py" in d.message for d in result.diagnostics)


LONG = f"**app.py**\n{F}python\nimport os\nprint(1)\n{F}\n\n"


def test_a_held_file_introduced_again_over_a_run_of_its_lines_is_refused() -> None:
    # "Now update `app.py`:" is no explanation: a block of some of app.py's lines under it is
    # its shorter rewrite (print(1) alone) or a part of it; app.py as first written may be stale
    result = parse_response(LONG + f"Now update `app.py`:\n{F}python\nprint(1)\n{F}\n")
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "unlabelled-version" for d in result.diagnostics)


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("The key part of `app.py` is:", id="explained-quote"),
        pytest.param("Now update `app.py`:", id="the-whole-file-again"),
    ],
)
def test_a_held_file_quoted_or_repeated_whole_stays_usable(line: str) -> None:
    block = "print(1)\n" if "key part" in line else "import os\nprint(1)\n"
    result = parse_response(LONG + f"{line}\n{F}python\n{block}{F}\n")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("app.py", "import os\nprint(1)\n")]


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("**Next:** `tests.py`", id="bold-lead-colon"),
        pytest.param("File `tests.py`", id="file-word"),
        pytest.param("Next **tests.py**", id="next-bold"),
    ],
)
def test_a_short_line_ending_on_a_path_names_the_block_below(line: str) -> None:
    # tests.py is not written under a label: the block below may be it, so it is refused
    # (unread-path), never skipped (usable over app.py alone loses tests.py)
    result = parse_response(APP + line + f"\n{F}python\nx = 2\n{F}\n")
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "unread-path" for d in result.diagnostics)


@pytest.mark.parametrize(
    "line",
    [
        # another language than the path's: the line mentions the file, the block is code
        pytest.param("This uses `config.json`", id="other-language"),
        # a sentence ending on a path (three words before it) is no label's shape
        pytest.param("For details see `README.md`", id="sentence"),
    ],
)
def test_a_mention_of_a_file_above_a_block_is_no_label(line: str) -> None:
    result = parse_response(APP + line + f"\n{F}python\nimport json\n{F}\n")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_an_answer_ending_on_a_mention_after_a_stop_is_not_cut() -> None:
    # the model said it stopped: "See `NOTES.md`" at the end mentions a file, no label
    result = parse_response(APP + "See `NOTES.md`\n", finish_reason="stop")
    assert result.usable, result.diagnostics
    cut = parse_response(APP + "See `NOTES.md`\n")  # (finish unknown: it may be the label)
    assert not cut.usable
