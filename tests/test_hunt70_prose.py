"""hunt70: the tool_calls reader's weighing of the model's own prose about its writes
(fix-toolcalls38's ``_prose_of_writes``). Expected values by hand from what the model meant."""

from __future__ import annotations

import json

import pytest
from tool_renderings import assistant_calls, tool_answer, write_call

from artifact_codec import parse_response

# app.py as the model wrote it: handler() only; main() and load() are the rest it left out.
_PART = "def handler():\n    return 2\n"
_LS = {
    "id": "c2",
    "type": "function",
    "function": {"name": "bash", "arguments": json.dumps({"command": "ls"})},
}


def _refused_partial(text: str) -> None:
    parsed = parse_response(text)
    assert not parsed.usable, [(f.file_path, f.content) for f in parsed.code.files]
    assert "partial-file" in [d.code for d in parsed.diagnostics]


# The model's message after the write says it left main() and load() out of app.py; the same
# sentence after the last call refuses the write (test_fix_toolcalls38). Here the message
# also makes a call (ls) that writes nothing: the sentence is not weighed, app.py (handler
# alone) is written as the whole file.
def test_a_later_message_with_a_call_that_writes_nothing_says_the_write_left_code_out() -> None:
    later = {
        "role": "assistant",
        "content": "I omitted `main()` and `load()` for brevity.",
        "tool_calls": [_LS],
    }
    _refused_partial(
        json.dumps(
            {
                "messages": [
                    assistant_calls(write_call("c1", "app.py", _PART)),
                    tool_answer("c1", "ok"),
                    later,
                    tool_answer("c2", "app.py"),
                ]
            }
        )
    )


# The sentence in a message of its own after the write, then a later turn runs ls.
def test_a_later_text_message_then_another_call_says_the_write_left_code_out() -> None:
    _refused_partial(
        json.dumps(
            {
                "messages": [
                    assistant_calls(write_call("c1", "app.py", _PART)),
                    tool_answer("c1", "ok"),
                    {
                        "role": "assistant",
                        "content": "I omitted `main()` and `load()` for brevity.",
                    },
                    {"role": "user", "content": "List the folder."},
                    assistant_calls(_LS),
                ]
            }
        )
    )


# Anthropic: the later message's text block before its bash tool_use.
def test_an_anthropic_later_text_block_before_a_bash_call_says_the_write_left_code_out() -> None:
    write = {
        "role": "assistant",
        "content": [
            {
                "type": "tool_use",
                "id": "t1",
                "name": "write_file",
                "input": {"path": "app.py", "content": _PART},
            }
        ],
    }
    result = {
        "role": "user",
        "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
    }
    later = {
        "role": "assistant",
        "content": [
            {
                "type": "text",
                "text": "Note: `main()` and `load()` were kept as they are (not shown).",
            },
            {"type": "tool_use", "id": "t2", "name": "bash", "input": {"command": "pytest"}},
        ],
    }
    _refused_partial(json.dumps({"messages": [write, result, later]}))


# The message of a write that failed says main() and load() were left out of app.py; the
# model retries with the same content in a message of no text. The retry is what is written,
# and the sentence is about its content: app.py is a part. The same answer printed as Hermes
# <tool_call>s with the sentence before the first call is refused partial-file; the OpenAI log
# writes app.py (handler alone) as the whole file.
def test_a_retry_of_a_failed_write_keeps_the_failed_messages_note() -> None:
    first = {
        "role": "assistant",
        "content": "Here is app.py; `main()` and `load()` are unchanged, so I left them out.",
        "tool_calls": [write_call("c1", "app.py", _PART)],
    }
    _refused_partial(
        json.dumps(
            [
                first,
                tool_answer("c1", "Error: permission denied: app.py"),
                assistant_calls(write_call("c2", "app.py", _PART)),
                tool_answer("c2", "File written successfully."),
            ]
        )
    )


# OpenAI's Responses API prints the model's text as a 'message' output item before its
# 'function_call' items (siblings, not one message holding both). The sentence says app.py
# lacks main() and load(): refused, as the Chat Completions message holding text and call
# is (and as the same item after the call is).
@pytest.mark.parametrize("later", [[], ["ls"]], ids=["write-only", "then-bash"])
def test_a_responses_api_message_item_before_the_write_says_it_left_code_out(
    later: list[str],
) -> None:
    said = {
        "type": "message",
        "role": "assistant",
        "content": [
            {
                "type": "output_text",
                "text": "Here is app.py; `main()` and `load()` are unchanged, so I left them out.",
            }
        ],
    }
    write = {
        "type": "function_call",
        "call_id": "c1",
        "name": "write_file",
        "arguments": json.dumps({"path": "app.py", "content": _PART}),
    }
    runs = [
        {
            "type": "function_call",
            "call_id": f"r{n}",
            "name": "bash",
            "arguments": json.dumps({"command": command}),
        }
        for n, command in enumerate(later)
    ]
    _refused_partial(json.dumps({"object": "response", "output": [said, write, *runs]}))


# The sentence names the functions kept in cli.py, a file the answer does not write: nothing
# is left out of app.py, which the model wrote whole (named_code_left_out's own note: "names
# left out of another file ... leave nothing out of these"). Refused partial-file today, in
# the tool_calls reading this round gave the rule and in a Markdown answer alike.
_OTHER = "I added app.py; `main()` and `load()` in cli.py are unchanged."


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            json.dumps(
                [
                    {
                        "role": "assistant",
                        "content": _OTHER,
                        "tool_calls": [write_call("c1", "app.py", _PART)],
                    }
                ]
            ),
            id="openai-message",
        ),
        pytest.param("app.py:\n```python\n" + _PART + "```\n\n" + _OTHER + "\n", id="markdown"),
    ],
)
def test_code_kept_in_a_file_not_written_leaves_nothing_out(text: str) -> None:
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert [(f.file_path, f.content) for f in parsed.code.files] == [("app.py", _PART)]


# The model's prose quotes the user's sentence (a Markdown '> ' quote, 'You said: "..."') and
# says its file is complete: the quoted sentence is the user's, about their old script, not
# the model's word on its file. The stdlib's colorsys.py, written whole, is written.
_QUOTES = {
    "blockquote": "> `main()` and `load()` are unchanged.\n\nNoted. Here is colorsys.py in full.",
    "you-said": 'You said: "`main()` and `load()` in the old script are unchanged." '
    "colorsys.py below is new and complete.",
}


@pytest.mark.parametrize("quote", sorted(_QUOTES))
@pytest.mark.parametrize("form", ["openai-message", "markdown"])
def test_the_models_quote_of_the_users_sentence_is_not_its_word(quote: str, form: str) -> None:
    import sysconfig
    from pathlib import Path

    source = Path(sysconfig.get_paths()["stdlib"], "colorsys.py").read_text()
    said = _QUOTES[quote]
    if form == "markdown":
        text = said + "\n\ncolorsys.py:\n```python\n" + source + "```\n"
    else:
        message = {
            "role": "assistant",
            "content": said,
            "tool_calls": [write_call("c1", "colorsys.py", source)],
        }
        text = json.dumps([message])
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert [(f.file_path, f.content) for f in parsed.code.files] == [("colorsys.py", source)]


# The same in a JSON Lines log (one message a line): the sentence after the write, then a
# later line's bash call. Without the later call the log is refused partial-file.
def test_a_jsonl_log_sentence_after_the_write_then_a_later_call() -> None:
    lines = [
        assistant_calls(write_call("c1", "app.py", _PART)),
        tool_answer("c1", "ok"),
        {"role": "assistant", "content": "I omitted `main()` and `load()` for brevity."},
        assistant_calls(_LS),
    ]
    _refused_partial("".join(json.dumps(line) + "\n" for line in lines))
