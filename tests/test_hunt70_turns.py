"""hunt70: Hermes ``<tool_call>`` transcripts printed as text with the user's turns in them (a
Qwen/ChatML chat template, a Llama 3 template, a Markdown chat export): the user's text is
not the model's. Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import hermes

from artifact_codec import parse_response

_HANDLER = "def handler():\n    return 2\n"


# fix-toolcalls38 reads the user's "Leave `main()` as it is." in an OpenAI JSON log as the
# user's (test_text_not_the_models_does_not_refuse_the_write): app.py (handler) is written.
# The same turn printed by a chat template is weighed as the model's prose: partial-file.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "<|im_start|>user\nLeave `main()` as it is.<|im_end|>\n<|im_start|>assistant\n"
            + hermes("app.py", _HANDLER)
            + "<|im_end|>\n",
            id="chatml",
        ),
        pytest.param(
            "<|start_header_id|>user<|end_header_id|>\n\nLeave `main()` as it is.<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
            + hermes("app.py", _HANDLER)
            + "<|eot_id|>",
            id="llama3",
        ),
        pytest.param(
            "**User:**\nLeave `main()` as it is.\n\n**Assistant:**\n" + hermes("app.py", _HANDLER),
            id="markdown-export",
        ),
    ],
)
def test_the_users_turn_in_a_printed_transcript_is_not_the_models_prose(text: str) -> None:
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert files_of(parsed) == [("app.py", _HANDLER)]


# The user pastes the model's earlier call that failed and asks for app.py instead: old.py is
# not a file the model meant (it is the user's quote); only app.py is the model's. Today
# old.py is written too (the JSON log's user message with the same quote writes app.py only).
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "<|im_start|>user\nThis call of yours failed:\n"
            + hermes("old.py", "x = 1\n")
            + "Write app.py instead.<|im_end|>\n<|im_start|>assistant\n"
            + hermes("app.py", _HANDLER)
            + "<|im_end|>\n",
            id="chatml",
        ),
        pytest.param(
            "**User:**\nThis call of yours failed:\n"
            + hermes("old.py", "x = 1\n")
            + "\nWrite app.py instead.\n\n**Assistant:**\n"
            + hermes("app.py", _HANDLER),
            id="markdown-export",
        ),
    ],
)
def test_a_call_quoted_in_the_users_turn_is_not_written(text: str) -> None:
    parsed = parse_response(text)
    assert not (parsed.usable and "old.py" in [path for path, _ in files_of(parsed)])


# A ChatML transcript whose tool turn (role 'tool', no <tool_response> tag) prints a
# CHANGELOG that says '`parse()` and `dump()` are unchanged.': the tool's text, not the
# model's. The model wrote the stdlib's colorsys.py whole: it is written (as at bdf0dbf4; the
# OpenAI log of the same turns is read, as is the <tool_response> print of that output).
def test_a_tool_turn_printing_a_changelog_is_not_the_models_prose() -> None:
    import sysconfig
    from pathlib import Path

    source = Path(sysconfig.get_paths()["stdlib"], "colorsys.py").read_text()
    bash = (
        '<tool_call>\n{"name": "bash", "arguments": {"command": "cat CHANGELOG.md"}}\n'
        "</tool_call>\n"
    )
    text = (
        "<|im_start|>assistant\n"
        + hermes("colorsys.py", source)
        + "<|im_end|>\n<|im_start|>tool\nFile written successfully.<|im_end|>\n"
        + "<|im_start|>assistant\n"
        + bash
        + "<|im_end|>\n<|im_start|>tool\n## 1.2\n- `parse()` and `dump()` are unchanged.\n"
        + "<|im_end|>\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert files_of(parsed) == [("colorsys.py", source)]
