"""fix-labels26: the rules added for issue 20 beside the hunt tests (hunt30, hunt31).

Expected values by hand, from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import apply_edits, parse_response

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


# -- HTML comments: CommonMark's inline comment and code span (hunt30-comments) --------------

SOURCE = {"a.py": "x = 1\ny = 1\n"}
EDIT = "a.py\n<<<<<<< SEARCH\ny = 1\n=======\ny = 2\n>>>>>>> REPLACE\n"


def test_an_opener_in_a_double_backtick_span_closed_in_its_paragraph_hides_nothing() -> None:
    # `` <!-- `` and `` --> `` are code spans (a run of two backticks closes a run of two):
    # literal text; the edit between them is shown, and meant
    answer = f"Use `` <!-- `` to start the note.\n{EDIT}and end it with `` --> ``.\n"
    result = apply_edits(answer, dict(SOURCE))
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x = 1\ny = 2\n"}


@pytest.mark.parametrize(
    "opener",
    [
        pytest.param("<!--", id="bare"),
        pytest.param("`` <!-- `", id="runs-of-other-lengths"),  # (no span: 2 then 1)
    ],
)
def test_an_inline_comment_closed_in_its_paragraph_still_hides_the_edit(opener: str) -> None:
    # no blank line nor fence between the opener and -->: one paragraph, an inline comment
    # hiding the edit (commented out, or meant? refused)
    answer = f"Use {opener} to start the note.\n{EDIT}and end it with -->.\n"
    result = apply_edits(answer, dict(SOURCE))
    assert not result.ok


def test_an_inline_opener_is_closed_by_a_close_outside_the_fences_after_it() -> None:
    # the paragraph of the opener ends at the blank line; the --> in the fenced file is its
    # text, the --> line after the file may close what the model meant to hide: refused
    page = "<p>Hi</p>\n<!-- footer -->\n"
    answer = f"Old <!-- version:\n\n**index.html**\n{F}html\n{page}{F}\n\n-->\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, files_of(result))
    # without the --> line, the opener hides nothing (CommonMark shows the file)
    shown = parse_response(answer.removesuffix("\n-->\n"))
    assert shown.usable, shown.diagnostics
    assert files_of(shown) == [("index.html", page)]
