"""hunt40-results: a tool's success answer to the model's ``write_file`` of a.py (``x = 1``)
that names a.py (so the bare-success rule is not reached) yet says the file went elsewhere or
holds other content, and a tool's answer OBJECT whose success members stand beside members
saying another path, no bytes, a dry run or a changed content. Expected by hand: a.py as the
call sent it may not be what the tool left: never a usable result holding a.py ``x = 1``."""

from __future__ import annotations

from typing import Any

import pytest
from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response


def _not_kept(result: Any) -> None:
    parsed = parse_response(_chat(result))
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), (
        parsed.status,
        files_of(parsed),
    )


# The text names a.py, and says where it went: another folder (a Windows separator), /tmp,
# the clipboard, a temporary file, a sandbox, the parent folder, a draft, a directory.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote to tests\\a.py", id="backslash-another-folder"),
        pytest.param("Successfully wrote a.py in /tmp", id="in-tmp"),
        pytest.param("Successfully wrote a.py to the clipboard", id="named-to-clipboard"),
        pytest.param("Successfully wrote a.py to a temporary file", id="named-temporary-file"),
        pytest.param("Successfully wrote a.py in the sandbox", id="named-sandbox"),
        pytest.param("Successfully wrote to ../a.py", id="parent-folder"),
        pytest.param("Saved a.py as a draft", id="named-draft"),
        pytest.param("Successfully created a.py/ directory", id="named-directory"),
    ],
)
def test_a_named_success_that_says_the_file_went_elsewhere_does_not_keep_it(result: str) -> None:
    _not_kept(result)


# The text names a.py, and says the file holds other content than the call's: empty, cut.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully created empty file a.py", id="named-empty-file"),
        pytest.param("Successfully wrote the first 10 lines to a.py", id="named-first-lines"),
        pytest.param("Successfully wrote a.py (only first 1 line kept)", id="named-only-first"),
    ],
)
def test_a_named_success_that_says_the_content_differs_does_not_keep_it(result: str) -> None:
    _not_kept(result)


# An answer object: success members, and a member naming ANOTHER file (the text rule refuses
# ``Successfully wrote to b.py``; the same fact said as a member must too).
@pytest.mark.parametrize(
    "result",
    [
        pytest.param({"success": True, "path": "b.py"}, id="object-path-b"),
        pytest.param('{"success": true, "file": "b.py"}', id="json-text-file-b"),
        pytest.param({"ok": True, "path": "other/a.py"}, id="object-path-other-folder"),
    ],
)
def test_an_object_success_naming_another_path_does_not_keep_the_file(result: Any) -> None:
    _not_kept(result)


# An answer object: success members, and a member that says nothing was written, the write
# was not real, or the content was changed (the text rule refuses ``wrote 0 bytes``,
# ``(dry run)``, ``truncated``, ``formatted``; the same facts said as members must too).
@pytest.mark.parametrize(
    "result",
    [
        pytest.param({"success": True, "bytes_written": 0}, id="object-zero-bytes"),
        pytest.param({"success": True, "mode": "dry-run"}, id="object-mode-dry-run"),
        pytest.param({"success": True, "truncated": True}, id="object-truncated"),
        pytest.param({"success": True, "formatted": True}, id="object-formatted"),
        pytest.param(
            {"success": True, "warnings": ["content truncated"]}, id="object-warning-truncated"
        ),
    ],
)
def test_an_object_success_with_a_member_undoing_it_does_not_keep_the_file(result: Any) -> None:
    _not_kept(result)


# The text names a.py and says the tool did ANOTHER operation on it than writing the call's
# content: deleted, emptied, renamed, moved, appended to, a copy or a backup of it, or wrote
# and then undid it (restored, stashed). Expected by hand: a.py ``x = 1`` is not on disk.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully deleted a.py", id="named-deleted"),
        pytest.param("Successfully emptied a.py", id="named-emptied"),
        pytest.param("Successfully renamed a.py", id="named-renamed"),
        pytest.param("Successfully moved a.py", id="named-moved"),
        pytest.param("Successfully appended to a.py", id="named-appended"),
        pytest.param("Successfully wrote a copy of a.py", id="named-a-copy"),
        pytest.param("Successfully created backup of a.py", id="named-a-backup"),
        pytest.param("Successfully wrote to a.py\nRestored previous version.", id="then-restored"),
        pytest.param("Successfully wrote to a.py\nStashed changes.", id="then-stashed"),
        pytest.param(
            "Successfully wrote to a.py, then restored the backup", id="same-line-restored"
        ),
        pytest.param("Successfully queued a.py for writing", id="named-queued"),
        pytest.param("Successfully staged a.py", id="named-staged"),
    ],
)
def test_a_named_success_of_another_operation_does_not_keep_the_write(result: str) -> None:
    _not_kept(result)


# The text names a.py with a count that is not the call's content (x = 1 and a newline: 6
# bytes, 1 line): a part of it was written.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote 3 bytes to a.py", id="named-three-of-six-bytes"),
        pytest.param("Successfully wrote 0 of 1 lines to a.py", id="named-zero-of-one-line"),
        pytest.param("Successfully wrote chunk 1 of 2 to a.py", id="named-chunk-one-of-two"),
        pytest.param({"success": True, "bytes_written": 3}, id="object-three-of-six-bytes"),
    ],
)
def test_a_named_success_with_a_short_count_does_not_keep_the_file(result: Any) -> None:
    _not_kept(result)


# An answer object whose success is said by a member or its text, beside a member that says
# the write failed in a shape the reader does not weigh: an ``errors`` list, an
# ``error_message``, a nested object (``data``, ``details``), an HTTP status code, a boolean
# or count spelled as a string or a number, a ``state`` or an error ``code``. Members and
# text must agree; these do not.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param(
            {"success": True, "errors": ["EACCES: permission denied"]}, id="object-errors-list"
        ),
        pytest.param({"ok": True, "error_message": "EACCES"}, id="object-error-message"),
        pytest.param({"ok": True, "errorMessage": "disk full"}, id="object-error-message-camel"),
        pytest.param({"success": True, "details": {"error": "EACCES"}}, id="object-nested-error"),
        pytest.param({"success": True, "data": {"written": False}}, id="object-nested-written"),
        pytest.param({"status_code": 500, "message": "File written"}, id="object-http-500"),
        pytest.param(
            '{"ok": "false", "message": "File written successfully."}', id="object-ok-string-false"
        ),
        pytest.param(
            {"written": 0, "message": "File written successfully."}, id="object-written-zero"
        ),
        pytest.param(
            {"state": "failed", "message": "File written successfully."}, id="object-state-failed"
        ),
        pytest.param(
            {"code": "EACCES", "message": "File written successfully."}, id="object-code-eacces"
        ),
    ],
)
def test_an_object_with_an_unweighed_failure_member_does_not_keep_the_file(result: Any) -> None:
    _not_kept(result)


_SNIPPET = (
    "The file /w/a.py has been updated. Here's the result of running `cat -n` on a snippet of"
    " the edited file:\n     1\t{}\n"
)


# The tool's answer shows the saved file (Claude Code's ``cat -n`` snippet after a write, a
# text or fence echo after the success line), and what it shows is not the call's content
# (a hook reformatted it, another content was written). As Cline's ``<final_file_content>``
# echo, the file shown is what is on disk: a.py ``x = 1`` kept is not it.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param(_SNIPPET.format("x=1"), id="cat-n-snippet-reformatted"),
        pytest.param(_SNIPPET.format("y = 2"), id="cat-n-snippet-other-content"),
        pytest.param("Successfully wrote to a.py:\nx = 2", id="echo-text-other-content"),
        pytest.param("Successfully wrote to a.py:\n```\nx = 2\n```", id="echo-fence-other-content"),
    ],
)
def test_a_success_showing_other_saved_content_does_not_keep_the_call_content(
    result: str,
) -> None:
    _not_kept(result)
