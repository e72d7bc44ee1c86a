"""hunt104: the sentences the Markdown reader reads as saying a block is a part ("The rest of the
file stays the same.", "This is only the `quote` function, not the whole file.", "Put this right
below the imports in `shlex.py`.", "Only `quote()` changes in `shlex.py`.") written as the
model's own text beside its writes in other conventions: an OpenAI message's ``content`` beside
its ``tool_calls`` or a later assistant message, the prose before a bolt artifact, and a Cline
answer of two ``write_to_file`` calls. Those readers weigh only the list of code names said left
out; the sentences that say "part" in other words are not read.

Expected by hand: shlex.py is written as ONE function of the real stdlib module (quote); app.py,
when sent, a whole new file; the text says shlex.py's write is a part: shlex.py must not be
written whole.
"""

from __future__ import annotations

import json

import pytest
from shlex_part import QUOTE_PART as _PART

from artifact_codec import parse_response

_APP = (
    "from shlex import quote\n\n\ndef main():\n    print(quote(''))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
_ONE = [("shlex.py", _PART)]
_TWO = [("shlex.py", _PART), ("app.py", _APP)]


def _messages(files: list[tuple[str, str]], text: str | None, after: str | None = None) -> str:
    calls = [
        {
            "id": f"c{n}",
            "type": "function",
            "function": {"name": "write_file", "arguments": json.dumps({"path": p, "content": c})},
        }
        for n, (p, c) in enumerate(files)
    ]
    messages: list[dict[str, object]] = [
        {"role": "user", "content": "Fix quote() in shlex.py."},
        {"role": "assistant", "content": text, "tool_calls": calls},
    ]
    if after is not None:
        messages.append({"role": "assistant", "content": after})
    return json.dumps({"messages": messages})


def _bolt(lead: str) -> str:
    return (
        f'{lead}\n\n<boltArtifact id="fix" title="Fix">\n'
        f'<boltAction type="file" filePath="shlex.py">\n{_PART}</boltAction>\n'
        "</boltArtifact>\n"
    )


def _cline(lead: str) -> str:
    return (
        f"{lead}\n\n<write_to_file>\n<path>shlex.py</path>\n<content>\n{_PART}</content>\n"
        f"</write_to_file>\n\n<write_to_file>\n<path>app.py</path>\n<content>\n{_APP}"
        "</content>\n</write_to_file>\n"
    )


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            _messages(_ONE, "The rest of the file stays the same."), id="openai-content-rest"
        ),
        pytest.param(
            _messages(_ONE, "This is only the `quote` function, not the whole file."),
            id="openai-content-only-not-whole",
        ),
        pytest.param(
            _messages(_ONE, "Put this right below the imports in `shlex.py`."),
            id="openai-content-below-imports",
        ),
        pytest.param(
            _messages(_ONE, None, "The rest of the file stays the same."),
            id="openai-later-message-rest",
        ),
        pytest.param(
            _messages(_TWO, "Only `quote()` changes in `shlex.py`; `app.py` is new."),
            id="openai-two-writes-only-quote",
        ),
        pytest.param(_bolt("The rest of the file stays the same."), id="bolt-lead-rest"),
        pytest.param(_bolt("Only `quote()` changes in `shlex.py`."), id="bolt-lead-only-quote"),
        pytest.param(
            _cline("Only `quote()` changes in `shlex.py`; `app.py` is new."),
            id="cline-two-writes-only-quote",
        ),
    ],
)
def test_a_part_said_beside_writes_of_other_conventions(answer: str) -> None:
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)
