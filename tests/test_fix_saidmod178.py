"""fix-saidmod178: the said reader (``says_not_kept``) in its own module below the conventions
(ingest/said.py), read on the words after the last file of a Markdown or bolt answer
(hunt132-mdsaidgone, lead27's reopened fix-said172 cases), and the short part lead of
labels.py read on the line right before a bolt action or a tool call (hunt140-convleads).

Expected by hand: GONE: the words after app.py ``x = 1`` say app.py itself is removed,
renamed, emptied or to be deleted: keeping it usable as written is usable-WRONG (refusing is
fine). KEPT: the closing words of ordinary answers (run hints, commands left to the run rules,
a thing removed from the file, another file, words of no known language): app.py stays usable,
exactly as written. LEADS: a short lead naming a part right before the write ("Snippet:",
"Just the changed function:") refuses it; a lead naming the whole file keeps it.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest import said
from artifact_codec.ingest.conventions import tool_calls

_MARKDOWN = "**app.py**\n\n```python\nx = 1\n```\n\n"
_BOLT = (
    'Here it is.\n\n<boltArtifact id="p" title="P">\n'
    '  <boltAction type="file" filePath="app.py">\nx = 1\n  </boltAction>\n</boltArtifact>\n\n'
)
_TWO = "**a.py**\n\n```python\nx = 1\n```\n\n**b.py**\n\n```python\ny = 2\n```\n\n"


def test_the_said_reader_imports_no_convention() -> None:
    tree = ast.parse(Path(said.__file__).read_text("utf-8"))
    relative = [
        (node.level, node.module, [a.name for a in node.names])
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.level
    ]
    assert relative == [(1, None, ["said_words"])]


def test_says_not_kept_stays_importable_from_tool_calls() -> None:
    assert tool_calls.says_not_kept is said.says_not_kept


GONE = [
    ("I deleted app.py.", "deleted"),
    ("app.py has been deleted.", "has-been-deleted"),
    ("I renamed app.py to main.py.", "renamed"),
    ("I emptied app.py.", "emptied"),
    ("Finally, remove app.py.", "finally-remove"),
    ("Then delete `app.py`.", "code-span-path"),
    ("- [x] Delete app.py", "checked-task"),
    ("Removed files:\n- app.py", "removed-list"),
    ("\u042f \u0443\u0434\u0430\u043b\u0438\u043b app.py.", "russian-deleted"),
    (
        "\u0424\u0430\u0439\u043b app.py \u043f\u0435\u0440\u0435\u043c\u0435\u0449\u0451\u043d.",
        "russian-moved",
    ),
    ("Ich habe app.py in main.py umbenannt.", "german-renamed-ascii"),
    ("Ich habe app.py entfernt.", "german-removed-ascii"),
    ("J'ai renomm\u00e9 app.py en main.py.", "french-renamed"),
    ("app.py \u3092\u79fb\u52d5\u3057\u307e\u3057\u305f\u3002", "japanese-moved"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in GONE])
@pytest.mark.parametrize(
    "answer", [pytest.param(_MARKDOWN, id="md"), pytest.param(_BOLT, id="bolt")]
)
def test_words_after_the_files_saying_the_file_is_gone_refuse_it(answer: str, words: str) -> None:
    parsed = parse_response(answer + words + "\n")
    assert not parsed.usable
    assert any(d.code == "changed-after" for d in parsed.diagnostics)


KEPT = [
    ("Enjoy `app.py`!", "enjoy"),
    ("Run it with `python app.py`.", "run-span"),
    ("To stop tracking it: `git rm --cached app.py`.", "git-rm-cached-span"),
    ("```bash\n# remove the old build, then run app.py\npython app.py\n```", "script-comment"),
    ("```bash\ncat app.py\n```", "read-only-block"),
    ("$ cat app.py", "read-only-prompt"),
    ("I removed the unused import from app.py.", "thing-in-file"),
    ("Changes: removed the debug prints from app.py.", "changes-thing"),
    ("app.py replaces the old main.py, which you can delete.", "other-file-goes"),
    ("Note: app.py is a new file.", "new-file"),
    ("Save it as app.py and run it.", "save-as"),
    ("Nothing was removed.", "nothing-removed"),
    ("\u8fd0\u884c app.py \u5373\u53ef\u3002", "chinese-run"),
    ("F\u00fchren Sie app.py aus.", "german-run"),
    ("Ejecuta app.py y listo.", "spanish-run"),
    ("Die Funktion wurde nach utils.py verschoben.", "german-other-file-moved-into"),
    ("Run app.py and enjoy.", "run-and-enjoy"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in KEPT])
@pytest.mark.parametrize(
    "answer", [pytest.param(_MARKDOWN, id="md"), pytest.param(_BOLT, id="bolt")]
)
def test_ordinary_closing_words_keep_the_file(answer: str, words: str) -> None:
    parsed = parse_response(answer + words + "\n")
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("app.py", "x = 1\n")]


@pytest.mark.parametrize("words", ["I deleted a.py.", "I deleted b.py."])
def test_the_words_after_the_last_file_speak_of_every_file(words: str) -> None:
    parsed = parse_response(_TWO + words + "\n")
    assert not parsed.usable
    assert any(d.code == "changed-after" for d in parsed.diagnostics)


def test_another_file_replaced_keeps_both() -> None:
    parsed = parse_response(_TWO + "b.py replaces the old c.py.\n")
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


_CODE = "def f():\n    return 1\n"


def _bolt_lead(lead: str) -> str:
    return (
        f'{lead}\n\n<boltArtifact id="p" title="P">\n'
        f'<boltAction type="file" filePath="app.py">\n{_CODE}</boltAction>\n</boltArtifact>\n'
    )


def _openai_lead(lead: str) -> str:
    args = json.dumps({"path": "app.py", "content": _CODE})
    call = {"id": "c1", "type": "function", "function": {"name": "write_file", "arguments": args}}
    return json.dumps(
        [
            {"role": "assistant", "content": lead, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        ]
    )


def _anthropic_lead(lead: str) -> str:
    use = {"path": "app.py", "content": _CODE}
    return json.dumps(
        [
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": lead},
                    {"type": "tool_use", "id": "t1", "name": "write_file", "input": use},
                ],
            },
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
            },
        ]
    )


_WRITERS = [
    pytest.param(_bolt_lead, id="bolt"),
    pytest.param(_openai_lead, id="openai"),
    pytest.param(_anthropic_lead, id="anthropic"),
]


@pytest.mark.parametrize("lead", ["Snippet:", "Just the changed function:", "Rest unchanged."])
@pytest.mark.parametrize("write", _WRITERS)
def test_a_part_lead_right_before_the_write_refuses(write: object, lead: str) -> None:
    assert callable(write)
    parsed = parse_response(write(lead))
    assert not parsed.usable
    assert any(d.code == "partial-file" for d in parsed.diagnostics)


@pytest.mark.parametrize(
    "lead",
    ["Here is the complete file:", "Here's the file:", "Create app.py:", "The updated app.py:"],
)
@pytest.mark.parametrize("write", _WRITERS)
def test_a_lead_of_the_whole_file_keeps_it(write: object, lead: str) -> None:
    assert callable(write)
    parsed = parse_response(write(lead))
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("app.py", _CODE)]


@pytest.mark.parametrize(
    "text",
    [
        "Snippet:\n\n",
        "I looked at the code.\nSnippet:",
        "I looked at the code.\n\nRest unchanged.\n",
    ],
)
def test_the_last_line_of_a_writing_message_is_its_lead(text: str) -> None:
    parsed = parse_response(_openai_lead(text))
    assert not parsed.usable
    assert any(d.code == "partial-file" for d in parsed.diagnostics)
