"""What the model meant, for the tests that attack the readers: build a document of files, and
check that a result is usable only over exactly those files."""

from __future__ import annotations

import json
from typing import Any

from native_answers import native_answer

from artifact_codec import GeneratedCode, GeneratedFile, ParseResult, dumps, parse_response


def hybrid_doc(*files: tuple[str, str]) -> str:
    """Our own format's document holding these (path, content) files, as ``dumps`` writes it."""
    return dumps(GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in files]))


def ours_then(after: str, files: dict[str, str] | None = None) -> str:
    """Our format's document, written as models write it (a ``files_delimiter`` header, each
    block's content then a blank line, the end marker), holding ``files`` (a.py ``x = 1``
    when not given), then ``after``: the text after the answer that a test attacks with."""
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n"
        for path, text in (files or {"a.py": "x = 1\n"}).items()
    )
    return (
        '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
        + blocks
        + "===FILE_CONTENT_BLOCK===END\n\n"
        + after
    )


def files_of(result: ParseResult) -> list[tuple[str, str]]:
    """The (path, content) pairs a result holds, in order."""
    return [(f.file_path, f.content) for f in result.code.files]


def meant_or_refused(result: ParseResult, meant: list[tuple[str, str]]) -> None:
    """Usable only over exactly the files the model meant (a reader that is not sure refuses)."""
    if result.usable:
        assert files_of(result) == meant, (result.status, files_of(result), result.diagnostics)


def refused(answer: str, **options: Any) -> ParseResult:
    """The answer's result (``options`` go to ``parse_response``), checked not usable (a
    reader that reads a part as a whole file writes it whole)."""
    result = parse_response(answer, **options)
    assert not result.usable, (result.status, files_of(result))
    return result


def refused_native(path: str, content: str) -> None:
    """The file sent alone in the native format (its last line break dropped, as a model
    writes it) is not usable: the block leaves code out."""
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, files_of(result)


def kept_after_write(words: str, path: str = "a.py") -> bool:
    """Whether an OpenAI transcript that writes ``path`` (``x = 1``, the tool answering
    success) and then says ``words`` as the assistant is read usable with it as written: the
    check the transcript hunts (hunt111, fix-agent108, hunt124, hunt125) share."""
    args = {"path": path, "content": "x = 1\n"}
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(args)},
    }
    write = {"role": "assistant", "content": None, "tool_calls": [call]}
    answered = {"role": "tool", "tool_call_id": "c1", "content": f"Successfully wrote to {path}"}
    text = json.dumps([write, answered, {"role": "assistant", "content": words}])
    parsed = parse_response(text)
    return parsed.usable and files_of(parsed) == [(path, "x = 1\n")]


def write_messages(cid: str, path: str, content: str) -> list[dict[str, Any]]:
    """An OpenAI assistant message writing ``path`` with a ``write_file`` call, and the tool's
    answer ``ok``: the start the transcript hunts (hunt124, hunt125) share."""
    args = {"path": path, "content": content}
    call = {
        "id": cid,
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(args)},
    }
    return [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": cid, "content": "ok"},
    ]


def call_message(cid: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    """An OpenAI assistant message holding one call of ``name`` with ``args``."""
    call = {
        "id": cid,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def write_then_call(name: str, args: dict[str, Any]) -> str:
    """A JSON transcript that writes a.py (``x = 1``, the tool answering ``ok``) and then
    calls ``name`` with ``args`` (answered ``ok``): the shape hunt128's path hunts share."""
    written = write_messages("c1", "a.py", "x = 1\n")
    answered = {"role": "tool", "tool_call_id": "c2", "content": "ok"}
    return json.dumps([*written, call_message("c2", name, args), answered])
