"""fix-labels24: the rules added for issue 20/24 beside the hunt tests (hunt24, hunt25).

Expected values by hand, from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.format.paths import UnsafePathError, normalize_path

F = "```"
APP = f"**app.py**\n{F}python\nprint(1)\n{F}\n\n"


def test_a_block_after_next_file_is_not_skipped() -> None:
    # "Next file: `tests.py`" names the block below as tests.py; skipping it (usable over
    # app.py alone) loses a file the model meant.
    result = parse_response(APP + f"Next file: `tests.py`\n{F}python\nx = 1\n{F}\n")
    assert not result.usable or ("tests.py", "x = 1\n") in files_of(result)


@pytest.mark.parametrize(
    "end",
    [
        "- `tests.py`\n- `README.md`\n",  # a list of files is no label
        "Files:\n- `tests.py`\n",
        "Enjoy `app.py`!\n",  # prose naming a file, no label
    ],
)
def test_an_answer_ending_on_no_label_stays_usable(end: str) -> None:
    result = parse_response(APP + end, finish_reason="stop")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_an_answer_ending_on_a_bare_name_not_written_is_cut() -> None:
    result = parse_response(APP + "tests.py\n")
    assert result.truncated
    assert any(d.code == "truncated" and "tests.py" in d.message for d in result.diagnostics)


@pytest.mark.parametrize(
    "path", ["vendor/https://cdn.example.com/lib.js", "a/b/s3://bucket/x.py", "x/file:///a.py"]
)
def test_a_url_anywhere_in_a_path_is_refused(path: str) -> None:
    with pytest.raises(UnsafePathError) as raised:
        normalize_path(path)
    assert raised.value.rule == "url"


def test_a_colon_in_a_folder_name_is_no_url() -> None:
    # (no '//' after it: not a URL)
    assert normalize_path("notes/a:b.md") == "notes/a:b.md"


D = "===FILE_CONTENT_BLOCK==="
NO_COUNT = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def test_a_delimiter_in_an_open_fence_without_a_count_is_two_readings() -> None:
    text = NO_COUNT + f"{D}\nPATH: README.md\n---\n# T\n\n```\n{D}\nPATH: x.py\n---\nx = 1\n```\n"
    text += f"{D}\nPATH: tool.py\n---\nprint(1)\n{D}END\n"
    result = parse_response(text)
    assert not result.usable
    assert any(
        d.code == "ambiguous-structure" and "does not count the files" in d.message
        for d in result.diagnostics
    )


def test_a_closed_fence_without_a_count_is_split_as_written() -> None:
    # (the control: the README's fence closes before the next delimiter line)
    readme = "# T\n\n```\nx\n```\n"
    text = NO_COUNT + f"{D}\nPATH: README.md\n---\n{readme}{D}\nPATH: tool.py\n---\nprint(1)\n"
    result = parse_response(text + f"{D}END\n")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("README.md", readme), ("tool.py", "print(1)\n")]


ONE = '{"total_files": 1, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
POST = "---\ntitle: Hello\n---\n\nBody.\n"


def test_front_matter_after_a_blank_line_is_refused_and_named() -> None:
    result = parse_response(ONE + f"{D}\nPATH: post.md\n\n{POST}{D}END\n")
    assert not result.usable
    assert any(
        d.code == "ambiguous-structure" and "front matter" in d.message for d in result.diagnostics
    )


@pytest.mark.parametrize(
    ("fields", "content", "path"),
    [
        pytest.param("PATH: post.md\n---\n", POST, "post.md", id="separator-then-front-matter"),
        pytest.param("PATH: a.py\n\n---\n", "x = 1\n\ny = 2\n", "a.py", id="blank-no-closer"),
    ],
)
def test_a_separator_with_one_reading_is_read(fields: str, content: str, path: str) -> None:
    result = parse_response(ONE + f"{D}\n{fields}{content}{D}END\n")
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
