"""A V4A patch whose ``*** Begin Patch`` line is missing (it starts at a section header) is
read when its end line or its first section's own lines say it is a patch, with a
``patch-begin-missing`` warning; a header line with neither is refused, never dropped. A
patch without its end line stops at the code fence it stands in. The contained-edit check
looks for every reader's own start (one table): a patch's section header, OpenHands'
``<function=`` call, a ``create``/``insert`` call's key line, behind quote marks."""

from __future__ import annotations

import json

import pytest
from timing import assert_linear

from artifact_codec import apply_edits, parse_response
from artifact_codec.diagnostics import Diagnostics, Locator
from artifact_codec.ingest.edits import (
    _CONTAINED_START,
    _SIGN_CHARS,
    holds_edit_signs,
    read_edits,
)

_FILES = {"a.py": "x = 1\ny = 2\nz = 3\n", "b.py": "p = 1\nq = 2\nr = 3\n"}
_A_FIXED = "x = 1\ny = 20\nz = 3\n"
_B_FIXED = "p = 1\nq = 20\nr = 3\n"
_SR_A = "a.py\n```python\n<<<<<<< SEARCH\ny = 2\n=======\ny = 20\n>>>>>>> REPLACE\n```\n\n"


def _codes(answer: str) -> set[str]:
    return {d.code for d in parse_response(answer).diagnostics}


def _quote(text: str, prefix: str = "> ") -> str:
    return "".join(prefix + line if line.strip() else ">\n" for line in text.splitlines(True))


@pytest.mark.parametrize("fenced", [False, True])
def test_an_update_without_begin_line_but_with_its_end_line_is_read(fenced: bool) -> None:
    patch = "*** Update File: b.py\n@@\n p = 1\n-q = 2\n+q = 20\n r = 3\n*** End Patch\n"
    if fenced:
        patch = f"```\n{patch}```\n"
    answer = _SR_A + "Then b.py:\n\n" + patch
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"a.py": _A_FIXED, "b.py": _B_FIXED}
    assert "patch-begin-missing" in _codes(answer)


def test_an_added_file_without_begin_line_is_created() -> None:
    # (no "@@" in the answer: the section header itself is a sign of an edit)
    answer = "Add the module:\n\n```\n*** Add File: c.py\n+C = 1\n+D = 2\n```\n"
    assert holds_edit_signs(answer)
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {**_FILES, "c.py": "C = 1\nD = 2\n"}


def test_a_delete_without_begin_line_is_read_with_its_end_line() -> None:
    answer = "Remove it:\n\n*** Delete File: b.py\n*** End Patch\n"
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"a.py": _FILES["a.py"]}


@pytest.mark.parametrize(
    "header",
    [
        "*** Delete File: b.py\n",  # a delete alone: no line of its own says it is a patch
        "*** Update File: b.py\nThe function q is renamed.\n",  # prose after the header
    ],
)
def test_a_header_without_begin_line_end_line_or_section_lines_is_refused(header: str) -> None:
    answer = _SR_A + "Then:\n\n" + header
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "patch-begin-missing" in _codes(answer)
    assert "b.py" in result.feedback()


def test_a_header_inside_a_patch_still_belongs_to_it() -> None:
    answer = (
        "*** Begin Patch\n*** Update File: a.py\n@@\n-y = 2\n+y = 20\n"
        "*** Update File: b.py\n@@\n-q = 2\n+q = 20\n*** End Patch\n"
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"a.py": _A_FIXED, "b.py": _B_FIXED}
    assert "patch-begin-missing" not in _codes(answer)


def test_a_patch_without_end_line_stops_at_its_closing_fence() -> None:
    # (the closing fence was read as a line of the chunk: the patch was refused)
    answer = (
        "```\n*** Begin Patch\n*** Update File: b.py\n@@\n-q = 2\n+q = 20\n```\n\nThat is all.\n"
    )
    result = apply_edits(answer, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"a.py": _FILES["a.py"], "b.py": _B_FIXED}
    assert "patch-end-missing" in _codes(answer)


@pytest.mark.parametrize("begin", ["", "*** Begin Patch\n"])
def test_a_fenced_patch_without_end_line_in_a_quote_is_refused_not_dropped(begin: str) -> None:
    # (the quote's patch read again without its marks stopped at the fence's "```" line with
    # an error: the quote was taken for a tool's error report, and the edit of b.py dropped)
    patch = f"```\n{begin}*** Update File: b.py\n@@\n-q = 2\n+q = 20\n```\n"
    answer = _SR_A + _quote("Then b.py:\n\n" + patch)
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-in-container" in _codes(answer)
    assert "b.py" in result.feedback()


def test_an_indented_patch_without_begin_line_in_a_list_item_is_refused() -> None:
    inner = "*** Update File: b.py\n@@\n p = 1\n-q = 2\n+q = 20\n r = 3\n*** End Patch\n"
    answer = _SR_A + "- Then b.py:\n\n" + "".join("  " + row for row in inner.splitlines(True))
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-in-container" in _codes(answer)


def test_a_quoted_function_call_is_refused_not_dropped() -> None:
    call = (
        "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
        "<parameter=path>b.py</parameter>\n<parameter=old_str>q = 2</parameter>\n"
        "<parameter=new_str>q = 20</parameter>\n</function>\n"
    )
    answer = _SR_A + _quote("Then b.py:\n\n" + call, ">")
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-in-container" in _codes(answer)
    assert "b.py" in result.feedback()


@pytest.mark.parametrize(
    "call",
    [
        {"command": "create", "path": "c.py", "file_text": "C = 1\n"},
        {"command": "insert", "path": "b.py", "insert_line": 1, "new_str": "# top"},
    ],
)
def test_a_quoted_pretty_printed_create_or_insert_call_is_refused(call: dict[str, object]) -> None:
    answer = _SR_A + _quote(f"Then:\n\n```json\n{json.dumps(call, indent=2)}\n```\n")
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-in-container" in _codes(answer)
    assert str(call["path"]) in result.feedback()


def test_a_header_sign_before_the_region_is_not_counted() -> None:
    text = "*** Add File: c.py\n"
    assert holds_edit_signs(text)
    assert not holds_edit_signs(text, 1)  # the header's marks lie before the region
    assert not holds_edit_signs("Add File: c.py\n")


@pytest.mark.parametrize(
    "unit",
    [
        "*** Delete File: a.py\n",  # each header refused: its end line is looked for once
        "*** Add File: c.py\n+C = 1\nText.\n",  # each a patch of its own, read to its prose
    ],
)
def test_many_patches_without_begin_line_are_read_in_linear_time(unit: str) -> None:
    def run(text: str) -> None:
        read_edits(text, Diagnostics(Locator(text)))

    assert_linear(lambda n: unit * n, run, 200)


@pytest.mark.parametrize(
    "line",
    [
        "<<<<<<< SEARCH",
        "*** Begin Patch",
        "*** Update File: a.py",
        "*** Add File: a.py",
        "*** Delete File: a.py",
        "diff --git a/a.py b/a.py",
        "@@ -1,3 +1,3 @@",
        "<function=str_replace_editor>",
        '  "old_str": "x",',
        '  "file_text": "x",',
        '  "insert_line": 1,',
    ],
)
def test_every_reader_start_is_a_contained_sign_and_its_first_character_is_looked_for(
    line: str,
) -> None:
    # (a line holding none of _SIGN_CHARS is not searched: each sign's first character is one)
    sign = _CONTAINED_START.search(line)
    assert sign is not None
    assert sign.group()[0] in _SIGN_CHARS
