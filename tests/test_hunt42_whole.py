"""hunt42: a tool's success recognised whole (fix-results28) still keeps a write the answer
says did not land as written. The model's write_file of a.py is ``x = 1`` and a newline:
6 bytes, 6 characters, 1 line. Each answer below says the file on disk is not that (a short
write, a file deleted, reverted, truncated or saved elsewhere): keeping a.py as the model's
file is a guess, so the result must not be a usable a.py of that content."""

from __future__ import annotations

from typing import Any

import pytest
from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response


def _kept(result: Any) -> bool:
    parsed = parse_response(_chat(result))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "result",
    [
        # 1 is the content's line count, not its byte count (6): one byte of six was written
        pytest.param("Successfully wrote 1 bytes to a.py", id="text-bytes-equal-line-count"),
        pytest.param("Successfully wrote 1 byte to a.py", id="text-byte-equal-line-count"),
        # 6 is the byte count; the file has one line, not six
        pytest.param("Wrote 6 lines to a.py", id="text-lines-equal-byte-count"),
        pytest.param(
            {"success": True, "path": "a.py", "bytes_written": 1}, id="object-bytes-equal-lines"
        ),
    ],
)
def test_a_count_in_another_unit_is_not_the_content_size(result: Any) -> None:
    assert not _kept(result)


@pytest.mark.parametrize(
    "result",
    [
        pytest.param(
            {"success": True, "path": "a.py", "deleted_at": "2026-11-27T04:00:00Z"},
            id="deleted-at",
        ),
        pytest.param(
            {"status": "ok", "path": "a.py", "reverted_at": "2026-11-27T04:00:00Z"},
            id="reverted-at",
        ),
        pytest.param({"success": True, "path": "a.py", "truncated_at": 3}, id="truncated-at"),
        pytest.param({"success": True, "saved_at": "/tmp/b.py"}, id="saved-at-other-path"),
    ],
)
def test_a_member_named_like_a_time_that_says_what_happened_is_not_known(result: Any) -> None:
    assert not _kept(result)


@pytest.mark.parametrize(
    "result",
    [
        # the same fact as hunt40's "Successfully wrote a.py in /tmp" (refused): the file went
        # to /tmp, not to the workspace's a.py the call named
        pytest.param("Successfully wrote to /tmp/a.py", id="text-tmp-path"),
        pytest.param({"success": True, "path": "/tmp/a.py"}, id="object-tmp-path"),
    ],
)
def test_a_success_naming_a_temp_folder_path_is_the_in_tmp_twin(result: Any) -> None:
    assert not _kept(result)


@pytest.mark.parametrize(
    "result",
    [
        # (fix-results29: the temp folder itself, on every system, holds a scratch copy)
        pytest.param("Successfully wrote to /var/tmp/a.py", id="var-tmp"),
        pytest.param("Successfully wrote to %TEMP%\\a.py", id="windows-temp-variable"),
        pytest.param(
            "Successfully wrote to C:\\Users\\me\\AppData\\Local\\Temp\\a.py", id="windows-temp"
        ),
        pytest.param({"success": True, "path": "/private/tmp/a.py"}, id="macos-private-tmp"),
    ],
)
def test_a_success_naming_a_file_in_any_temp_folder_is_not_the_workspace_file(
    result: Any,
) -> None:
    assert not _kept(result)


@pytest.mark.parametrize(
    "result",
    [
        # (a workspace may live deeper in a temp folder, a sandbox's: /tmp/proj/a.py is its a.py)
        pytest.param("Successfully wrote to /tmp/proj/a.py", id="text-workspace-in-tmp"),
        pytest.param({"success": True, "path": "/tmp/proj/a.py"}, id="object-workspace-in-tmp"),
        pytest.param("Successfully wrote to /home/me/proj/a.py", id="text-home-workspace"),
    ],
)
def test_a_success_naming_the_file_in_a_workspace_keeps_it(result: Any) -> None:
    assert _kept(result)
