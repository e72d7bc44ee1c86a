"""hunt38-results: a tool's one-line success answer that names no path the ``_PATH_TOKEN``
shape sees, yet speaks of ANOTHER write (a file with no suffix, a dotfile, an absolute folder,
the clipboard, zero bytes) or of the path in another folder. Expected by hand: the model's
``write_file`` of a.py answered so may not have written a.py as meant: not a usable result
holding a.py (tool-result-unknown), never a.py kept silently."""

from __future__ import annotations

import json

import pytest
from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote to Makefile", id="another-file-no-suffix"),
        pytest.param("Successfully wrote to Dockerfile", id="another-dockerfile"),
        pytest.param("Successfully wrote to .env", id="another-dotfile"),
        pytest.param("Successfully wrote to /tmp", id="an-absolute-folder"),
        pytest.param("Successfully wrote to C:\\tmp\\b", id="a-windows-path"),
        pytest.param("Saved to clipboard.", id="saved-to-clipboard"),
        pytest.param("Written to stdout successfully.", id="written-to-stdout"),
        pytest.param("Saved 0 bytes.", id="zero-bytes"),
        pytest.param("Wrote 0 of 6 bytes.", id="zero-of-six-bytes"),
        pytest.param("Successfully wrote an empty file.", id="an-empty-file"),
        pytest.param("Successfully created directory src", id="a-directory"),
        pytest.param("Updated 3 files successfully.", id="three-files-for-one-call"),
        pytest.param("Successfully wrote to other/a.py", id="same-name-another-folder"),
        pytest.param("Created a.py~ successfully", id="a-backup-file"),
    ],
)
def test_a_success_that_speaks_of_another_write_does_not_keep_the_file(result: str) -> None:
    parsed = parse_response(_chat(result))
    assert not parsed.usable, (parsed.status, files_of(parsed))
    assert "tool-result-unknown" in [d.code for d in parsed.diagnostics]


_CLINE_FORMATTED = (
    "The content was successfully saved to a.py.\n\nAlong with your edits, the user's editor"
    " applied the following auto-formatting to your content:\n\n@@ -1 +1 @@\n-x = 1\n+x=1\n\n"
    "(Note: Pay close attention to changes such as single quotes being converted to double"
    " quotes.)"
)


# The tool says it wrote the file but changed its content on the way (formatted, truncated,
# line endings or tabs converted, sanitized): the file on disk is not the call's content.
# Expected by hand: a.py as the call sent it (x = 1) is not what the tool left: not kept as
# a usable result (tool-result-unknown, or the content the tool reports).
@pytest.mark.parametrize(
    "result",
    [
        pytest.param(_CLINE_FORMATTED, id="cline-auto-formatting-diff"),
        pytest.param("File saved successfully (truncated to 1000 characters).", id="truncated"),
        pytest.param("File written successfully with CRLF line endings.", id="crlf"),
        pytest.param("File written successfully; formatted with prettier.", id="formatted"),
        pytest.param(
            "Successfully wrote to a.py (auto-formatted by black)", id="names-a-py-formatted"
        ),
        pytest.param("Successfully wrote to a.py; trailing newline removed", id="newline-removed"),
        pytest.param("Wrote the file, converting tabs to spaces.", id="tabs-converted"),
        pytest.param("Created a.py successfully (content sanitized)", id="sanitized"),
    ],
)
def test_a_success_that_says_the_content_was_changed_does_not_keep_the_call_content(
    result: str,
) -> None:
    parsed = parse_response(_chat(result))
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), parsed.status


# The tool says it did not write the file yet (a dry run, a draft, pending approval, in
# memory, a sandbox copy). Expected by hand: a.py may not be written: not usable.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Saved successfully (dry run).", id="dry-run"),
        pytest.param("Saved. Pending approval.", id="pending-approval"),
        pytest.param("Saved a draft successfully.", id="a-draft"),
        pytest.param("Updated successfully in memory; flush pending.", id="in-memory"),
        pytest.param("Written successfully to the sandbox copy.", id="sandbox-copy"),
        pytest.param("Successfully saved a.py as a.py.bak", id="saved-as-a-backup"),
    ],
)
def test_a_success_that_says_the_file_is_not_written_yet_does_not_keep_it(result: str) -> None:
    parsed = parse_response(_chat(result))
    assert not parsed.usable, (parsed.status, files_of(parsed))


def _legacy_function_call(result: str) -> str:
    """OpenAI's legacy function calling: the assistant's ``function_call``, answered by a
    ``role: "function"`` message naming the function (no ids)."""
    arguments = json.dumps({"path": "a.py", "content": "x = 1\n"})
    return json.dumps(
        [
            {
                "role": "assistant",
                "content": None,
                "function_call": {"name": "write_file", "arguments": arguments},
            },
            {"role": "function", "name": "write_file", "content": result},
        ]
    )


def _two_writes_answered_without_ids(first: str, second: str) -> str:
    """Two write calls in one message, answered by two ``role: "tool"`` messages in order,
    without ``tool_call_id`` (as some logs store them)."""
    calls = [
        {
            "id": f"c{i}",
            "type": "function",
            "function": {"name": "write_file", "arguments": json.dumps({"path": p, "content": c})},
        }
        for i, (p, c) in enumerate([("a.py", "x = 1\n"), ("b.py", "y = 2\n")])
    ]
    return json.dumps(
        [
            {"role": "assistant", "content": None, "tool_calls": calls},
            {"role": "tool", "content": first},
            {"role": "tool", "content": second},
        ]
    )


# A write whose answer says it failed, in a transcript this reader does not match by id:
# expected by hand: the failed write wrote nothing: never a usable result holding its file.
def test_a_legacy_function_answer_that_failed_does_not_keep_the_file() -> None:
    parsed = parse_response(_legacy_function_call("Error: EACCES: permission denied"))
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status


def test_tool_answers_without_ids_one_failed_keep_no_file_it_may_be() -> None:
    parsed = parse_response(_two_writes_answered_without_ids("ok", "Error: EACCES"))
    # (b.py's write failed: b.py, at least, is not written)
    assert not (parsed.usable and ("b.py", "y = 2\n") in files_of(parsed)), parsed.status


# A first line that names a.py with a success word decides, whatever the later lines say:
# they may undo the write (reverted, rolled back, deleted) or say it was cut. Expected by
# hand: a.py as the call sent it may not be on disk: not a usable result holding it.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote to a.py\nThe user reverted the change.", id="reverted"),
        pytest.param(
            "Successfully wrote to a.py\nRolled back: pre-commit hook rejected the file.",
            id="rolled-back",
        ),
        pytest.param("Created a.py\nThen deleted it (temporary file).", id="then-deleted"),
        pytest.param(
            "Successfully wrote to a.py\nWarning: content truncated at 4 bytes", id="truncated"
        ),
        pytest.param(
            "Successfully wrote to a.py\nUser feedback: please do not create this file;"
            " I deleted it.",
            id="user-deleted-it",
        ),
    ],
)
def test_a_later_line_that_undoes_the_write_does_not_keep_the_file(result: str) -> None:
    parsed = parse_response(_chat(result))
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), parsed.status


# False refusals: a one-line success naming no path, whose words _PATH_TOKEN takes for one
# (a dotted name, a slash between two words, an abbreviation with dots). Expected by hand:
# the write of a.py succeeded: a.py is the file.
@pytest.mark.parametrize(
    "result",
    [
        pytest.param("File saved successfully via Node.js fs.writeFile.", id="node-js"),
        pytest.param("File written successfully (UTF-8/LF).", id="encoding-slash"),
        pytest.param("File written successfully at 10:42 a.m.", id="a-m"),
        pytest.param("Successfully saved, i.e. the file is on disk.", id="i-e"),
        pytest.param("The file was saved successfully and/or updated.", id="and-or"),
    ],
)
def test_a_success_naming_no_path_with_dotted_words_keeps_the_file(result: str) -> None:
    parsed = parse_response(_chat(result))
    assert parsed.usable, (parsed.status, parsed.diagnostics)
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_legacy_function_answer_that_succeeded_keeps_the_file() -> None:
    # (fix-results29: the role: "function" answer is tied to its call by name and order)
    parsed = parse_response(_legacy_function_call("Successfully wrote to a.py"))
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_legacy_function_answer_saying_nothing_known_does_not_keep_the_file() -> None:
    parsed = parse_response(_legacy_function_call("[Errno 13] Permission denied: 'a.py'"))
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status
