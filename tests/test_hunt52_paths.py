"""hunt52: attacks on fix-literals32's refused-spelling rule (format.paths.held_under_spelling,
accept._held_under_another_spelling): a later version of an accepted file, its path spelled
another way. Expected values by hand from what the model meant."""

from __future__ import annotations

import json

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write


def _json(*files: tuple[str, str]) -> str:
    return json.dumps({"files": [{"path": p, "content": c} for p, c in files]})


def _markdown(*files: tuple[str, str]) -> str:
    blocks = "\n".join(f"**{p}**\n\n```python\n{c}```\n" for p, c in files)
    return "Here are the files.\n\n" + blocks


def _written(answer: str) -> list[tuple[str, str]] | None:
    """What ``write --allow-partial`` writes (None: nothing)."""
    result = parse_response(answer)
    if reason_not_to_write(result, allow_partial=True) is not None:
        return None
    return files_of(result)


def test_a_later_version_with_a_leading_space_is_not_a_second_file() -> None:
    # " src/a.py": the model's later version of src/a.py with a stray space (held_under_spelling
    # itself strips it: the same file). The path policy accepts it as a folder " src": a clean
    # result keeps the stale src/a.py and writes a file the model did not mean.
    answer = _json(("src/a.py", "x = 1\n"), (" src/a.py", "x = 2\n"))
    meant_or_refused(parse_response(answer), [("src/a.py", "x = 2\n")])


# A refused later version naming the accepted file the way the answer's own rule reads an
# absolute path (its tail: /home/me/proj/src/a.py doubts src/a.py) but spelled another way:
# a file URL, the home folder, a look-alike slash NFKC turns into '/'. held_under_spelling
# does not read them, the earlier version is not doubted, and the partial write keeps it.
@pytest.mark.parametrize(
    "answer",
    [
        _json(("src/a.py", "x = 1\n"), ("file:///home/me/proj/src/a.py", "x = 2\n")),
        _json(("src/a.py", "x = 1\n"), ("file:///C:/proj/src/a.py", "x = 2\n")),
        _markdown(("src/a.py", "x = 1\n"), ("~/proj/src/a.py", "x = 2\n")),
        _json(("src/a.py", "x = 1\n"), ("src\uff0fa.py", "x = 2\n")),
    ],
    ids=["file-url", "file-url-drive", "home-folder", "fullwidth-slash"],
)
def test_a_refused_later_version_spelled_another_way_keeps_no_stale_file(answer: str) -> None:
    written = _written(answer)
    assert written is None or ("src/a.py", "x = 1\n") not in written


# The label readers read a location after a path as no part of it (a Markdown block named
# src/a.py:12 is src/a.py; one named "src/a.py (lines 10-20)" holds part of it and is
# refused). A JSON path written the same way is a new file beside the stale src/a.py.
@pytest.mark.parametrize("spelling", ["src/a.py:12", "src/a.py#L12"], ids=["colon", "anchor"])
def test_a_json_path_with_a_line_number_is_not_a_second_file(spelling: str) -> None:
    answer = _json(("src/a.py", "x = 1\n"), (spelling, "x = 2\n"))
    meant_or_refused(parse_response(answer), [("src/a.py", "x = 2\n")])


def test_a_json_path_saying_it_holds_some_lines_is_not_a_second_file() -> None:
    answer = _json(("src/a.py", "x = 1\n"), ("src/a.py (lines 10-20)", "x = 2\n"))
    assert not parse_response(answer).usable  # (a part of src/a.py: no file to write whole)


# The same with a space before a name inside the path, or a no-break space in front.
@pytest.mark.parametrize(
    "spelling", ["src/ a.py", "\u00a0src/a.py"], ids=["space-before-name", "no-break-space"]
)
def test_a_later_version_with_a_space_before_a_name_is_not_a_second_file(spelling: str) -> None:
    answer = _json(("src/a.py", "x = 1\n"), (spelling, "x = 2\n"))
    meant_or_refused(parse_response(answer), [("src/a.py", "x = 2\n")])
