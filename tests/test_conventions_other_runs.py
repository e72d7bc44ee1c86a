"""The other readings beside the hunt-conv7 fixes (tests/test_hunt7_conventions.py) of a
command run after a file: Responses' apply_patch and shell items, PowerShell blocks and shell
files named by a ``# filename:`` line (AutoGen), a bare block or a prose instruction after a
Markdown file, a shell block after a Claude artifact; and a bolt ``filePath`` holding a
character reference. Each change is tested both ways: what changes the file refuses it, what
leaves it (a harmless command, output, a mention) keeps the answer usable."""

from __future__ import annotations

import json

import pytest
from meant import files_of
from timing import assert_linear

from artifact_codec import parse_response

APP = "x = 1\n"


def _codes(result: object) -> list[str]:
    return [d.code for d in result.diagnostics]  # type: ignore[attr-defined]


def _kept(text: str, files: list[tuple[str, str]]) -> None:
    result = parse_response(text)
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == files


def _changed(text: str, code: str = "changed-after") -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))
    assert code in _codes(result)


# -- bolt: a filePath with a character reference -----------------------------------------------


@pytest.mark.parametrize("path", ["src/a&amp;b.js", "src/&#97;pp.js", "&quot;app.js&quot;"])
def test_bolt_file_path_with_a_reference_is_refused(path: str) -> None:
    text = (
        f'<boltArtifact id="a" title="A">\n<boltAction type="file" filePath="{path}">\nx\n'
        "</boltAction>\n</boltArtifact>\n"
    )
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))
    assert files_of(result) == []
    assert "ambiguous-entities" in _codes(result)


def test_bolt_file_path_with_a_bare_ampersand_is_kept_as_written() -> None:
    text = (
        '<boltArtifact id="a" title="A">\n<boltAction type="file" filePath="src/a&b.js">\nx\n'
        "</boltAction>\n</boltArtifact>\n"
    )
    _kept(text, [("src/a&b.js", "x\n")])


# -- Responses: apply_patch_call and shell_call ------------------------------------------------


def _responses(*items: dict[str, object]) -> str:
    write = {
        "type": "function_call",
        "call_id": "call_a",
        "name": "write_file",
        "arguments": json.dumps({"path": "a.py", "content": APP}),
    }
    return json.dumps([write, *items], indent=2)


def _patch(operation: dict[str, str]) -> dict[str, object]:
    return {"type": "apply_patch_call", "call_id": "p", "status": "done", "operation": operation}


def _shell(commands: object) -> dict[str, object]:
    return {"type": "shell_call", "call_id": "s", "action": {"commands": commands}}


@pytest.mark.parametrize(
    "item",
    [
        _patch({"type": "delete_file", "path": "a.py"}),
        _shell(["ls", "rm a.py"]),
        _shell("sed -i s/1/2/ a.py"),
        _shell({"unreadable": True}),
    ],
    ids=["delete", "shell-list", "shell-string", "shell-unreadable"],
)
def test_responses_item_that_changes_the_written_file_refuses_it(item: dict[str, object]) -> None:
    _changed(_responses(item), "tool-call-changed")


def test_responses_apply_patch_update_is_an_edit_not_the_file() -> None:
    item = _patch({"type": "update_file", "path": "a.py", "diff": "@@\n-x = 1\n+x = 2\n"})
    result = parse_response(_responses(item))
    assert not result.usable
    assert "edit-blocks" in _codes(result)


def test_responses_apply_patch_create_of_another_file_is_not_dropped() -> None:
    # the created file is a V4A diff, not read: the answer is not usable without it
    item = _patch({"type": "create_file", "path": "b.py", "diff": "+y = 2\n"})
    assert not parse_response(_responses(item)).usable


@pytest.mark.parametrize(
    "item",
    [_patch({"type": "delete_file", "path": "old.py"}), _shell(["ls -la", "cat a.py"])],
    ids=["delete-other", "shell-reads"],
)
def test_responses_item_that_leaves_the_written_file_keeps_it(item: dict[str, object]) -> None:
    _kept(_responses(item), [("a.py", APP)])


# -- AutoGen: PowerShell blocks and shell files it runs ----------------------------------------

AUTOGEN = "```python\n# filename: app.py\nx = 1\n```\n\n"
AUTOGEN_APP = "# filename: app.py\nx = 1\n"  # AutoGen saves the block whole


@pytest.mark.parametrize(
    "tail",
    [
        "```ps1\ndel app.py\n```\n",
        "```powershell\nGet-Content app.py | Set-Content b.py\n```\n",
        "```pwsh\nNew-Item -Force app.py\n```\n",
        "```bash\n# filename: run.sh\nsed -i s/1/2/ app.py\n```\n",
    ],
    ids=["ps1-del", "pipe", "new-item", "named-bash"],
)
def test_autogen_block_it_runs_that_may_change_the_file(tail: str) -> None:
    _changed(AUTOGEN + tail)


@pytest.mark.parametrize(
    "tail",
    [
        "```powershell\nGet-ChildItem\npython app.py\n```\n",
        "```pwsh\nWrite-Host done\n```\n",
        "```sh\n# filename: run.sh\npython app.py\n```\n",
    ],
    ids=["pwsh-lists", "pwsh-echo", "named-sh-runs-it"],
)
def test_autogen_block_it_runs_that_leaves_the_file(tail: str) -> None:
    result = parse_response(AUTOGEN + tail)
    assert result.usable, (result.status, _codes(result))
    assert files_of(result)[0] == ("app.py", AUTOGEN_APP)


def test_autogen_powershell_before_the_file_changes_nothing_of_it() -> None:
    _kept("```powershell\nRemove-Item app.py\n```\n\n" + AUTOGEN, [("app.py", AUTOGEN_APP)])


# -- Markdown: a bare block or a prose instruction after a file -------------------------------

MARKDOWN = "`app.py`:\n```python\nx = 1\n```\n\n"


@pytest.mark.parametrize(
    "tail",
    [
        "```\nmv app.py src/app.py\n```\n",
        "```\nnpm install\nsed -i s/1/2/ app.py\n```\n",
        "Now run `rm app.py` to start over.\n",
        "1. `sed -i s/1/2/ app.py`\n",
        "Next, execute `mv app.py main.py`.\n",
    ],
    ids=["bare-mv", "bare-two-lines", "prose-run", "numbered-step", "prose-execute"],
)
def test_markdown_command_outside_a_shell_block_that_changes_the_file(tail: str) -> None:
    _changed(MARKDOWN + tail)


@pytest.mark.parametrize(
    "tail",
    [
        "Output:\n```\nrm app.py\n```\n",  # what a program printed, not a command
        "```\nHello, world\n```\n",
        "```\nls\n```\n",
        "You could use `rm` to delete it.\n",
        "The `sed -i` flag edits in place; we don't need it here.\n",
        "Then run `python app.py`.\n",
    ],
    ids=["output-block", "bare-text", "bare-ls", "mention-rm", "mention-sed", "run-it"],
)
def test_markdown_text_outside_a_shell_block_that_leaves_the_file(tail: str) -> None:
    _kept(MARKDOWN + tail, [("app.py", APP)])


def test_markdown_prose_instruction_before_the_file_changes_nothing_of_it() -> None:
    _kept("First run `rm app.py`.\n\n" + MARKDOWN, [("app.py", APP)])


def test_markdown_bare_blocks_and_prose_cost_linear_time() -> None:
    def make(count: int) -> str:
        return "".join(
            f"`m{i}.py`:\n```python\nx = {i}\n```\n\nThen run `python m{i}.py`.\n\n"
            f"```\nls m{i}.py\n```\n\n"
            for i in range(count)
        )

    assert_linear(make, parse_response, 30)


# -- Claude artifacts: a command after an artifact ---------------------------------------------

ARTIFACT = (
    '<antArtifact identifier="a" type="application/vnd.ant.code" title="a.py">\n'
    "x = 1\n</antArtifact>\n\n"
)


@pytest.mark.parametrize(
    "tail",
    ["```bash\nsed -i s/1/2/ a.py\n```\n", "Then run `mv a.py b.py`.\n"],
    ids=["shell-block", "prose"],
)
def test_claude_artifact_then_a_command_that_changes_it(tail: str) -> None:
    _changed(ARTIFACT + tail)


@pytest.mark.parametrize(
    "tail",
    ["Run it with:\n```bash\npython a.py\n```\n", "It prints nothing.\n"],
    ids=["runs-it", "prose"],
)
def test_claude_artifact_then_text_that_leaves_it(tail: str) -> None:
    _kept(ARTIFACT + tail, [("a.py", APP)])


def test_claude_artifact_after_the_command_is_not_changed_by_it() -> None:
    _kept("```bash\nrm a.py\n```\n\n" + ARTIFACT, [("a.py", APP)])
