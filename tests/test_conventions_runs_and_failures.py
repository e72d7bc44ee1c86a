"""The other readings beside the hunt-conv6 fixes (tests/test_hunt6_conventions.py): what the
tool runs after a file in a Markdown answer and in Responses items, a write its tool result
reports as failed, an indented Claude artifact."""

from __future__ import annotations

import json

import pytest
from meant import files_of
from timing import assert_linear

from artifact_codec import parse_response

APP = "x = 1\n"


def _codes(result: object) -> list[str]:
    return [d.code for d in result.diagnostics]  # type: ignore[attr-defined]


# -- Markdown: shell blocks the user (or AutoGen, GPT-Pilot) runs after the files -------------

FILE = "app.py\n```python\nx = 1\n```\n\n"


@pytest.mark.parametrize(
    "tail",
    [
        "```bash\nsed -i s/1/2/ app.py\n```\n",
        "```sh\nblack app.py\n```\n",
        "```bash\nmkdir -p src && mv app.py src/\n```\n",
        "```console\n$ sed -i s/1/2/ app.py\n```\n",
        "command:\n```\nsed -i s/1/2/ app.py\n```\n",
        # a Python block that is no file: AutoGen runs it in order, as a shell block
        "```python\nopen('app.py', 'w').write('x = 2')\n```\n",
    ],
    ids=["sed", "formatter", "move", "console", "gpt-pilot-bare", "python-block-writes-it"],
)
def test_markdown_shell_block_after_a_file_that_changes_it(tail: str) -> None:
    result = parse_response(FILE + tail)
    assert not result.usable, (result.status, files_of(result))
    assert "changed-after" in _codes(result)


@pytest.mark.parametrize(
    "tail",
    [
        "```bash\npython app.py\n```\n",
        "```bash\npip install flask\n```\n",
        "```console\n$ python app.py\nsed -i s/1/2/ app.py\n```\n",  # output, not a command
        "```bash\nsed -i s/1/2/ other.py\n```\n",
    ],
    ids=["runs-it", "installs", "console-output", "other-file"],
)
def test_markdown_shell_block_after_a_file_that_leaves_it(tail: str) -> None:
    result = parse_response(FILE + tail)
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("app.py", APP)]


def test_markdown_shell_block_before_the_file_changes_nothing_of_it() -> None:
    result = parse_response("```bash\nsed -i s/1/2/ app.py\n```\n\n" + FILE)
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("app.py", APP)]


def test_markdown_files_and_shell_blocks_cost_linear_time() -> None:
    def make(count: int) -> str:
        return "".join(
            f"m{i}.py\n```python\nx = {i}\n```\n\n```bash\npython m{i}.py\n```\n\n"
            for i in range(count)
        )

    assert_linear(make, parse_response, 30)


# -- Responses items: the built-in shell and free-form tools --------------------------------


def _responses(*items: dict[str, object]) -> str:
    write = {
        "type": "function_call",
        "call_id": "call_a",
        "name": "write_file",
        "arguments": json.dumps({"path": "a.py", "content": APP}),
    }
    return json.dumps([write, *items], indent=2)


def test_local_shell_call_that_changes_nothing_keeps_the_file() -> None:
    item = {"type": "local_shell_call", "action": {"type": "exec", "command": ["ls", "-la"]}}
    result = parse_response(_responses(item))
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("a.py", APP)]


def test_local_shell_call_in_another_folder_refuses_the_file() -> None:
    item = {
        "type": "local_shell_call",
        "action": {"type": "exec", "command": ["rm", "a.py"], "working_directory": "/tmp/x"},
    }
    assert not parse_response(_responses(item)).usable


def test_custom_tool_call_apply_patch_after_the_write_refuses_it() -> None:
    patch = "*** Begin Patch\n*** Update File: a.py\n@@\n-x = 1\n+x = 2\n*** End Patch\n"
    item = {"type": "custom_tool_call", "call_id": "c", "name": "apply_patch", "input": patch}
    result = parse_response(_responses(item))
    assert not result.usable, (result.status, files_of(result))
    assert "tool-call-changed" in _codes(result)


# -- a write its tool result reports as failed ----------------------------------------------


def _use(ident: str, path: str, content: str) -> dict[str, object]:
    return {
        "type": "tool_use",
        "id": ident,
        "name": "write_file",
        "input": {"path": path, "content": content},
    }


def _result(ident: str, *, error: bool) -> dict[str, object]:
    return {"type": "tool_result", "tool_use_id": ident, "is_error": error, "content": "done"}


def _turns(*pairs: tuple[list[dict[str, object]], list[dict[str, object]]]) -> str:
    messages: list[dict[str, object]] = []
    for uses, results in pairs:
        messages += [{"role": "assistant", "content": uses}, {"role": "user", "content": results}]
    return json.dumps(messages, indent=2)


def test_failed_write_alone_is_refused() -> None:
    result = parse_response(_turns(([_use("t1", "a.py", APP)], [_result("t1", error=True)])))
    assert not result.usable
    assert "tool-call-failed" in _codes(result)


def test_write_that_succeeded_is_the_file() -> None:
    result = parse_response(_turns(([_use("t1", "a.py", APP)], [_result("t1", error=False)])))
    assert result.usable
    assert files_of(result) == [("a.py", APP)]


def test_failed_write_retried_is_the_retry() -> None:
    answer = _turns(
        ([_use("t1", "a.py", APP)], [_result("t1", error=True)]),
        ([_use("t2", "a.py", "x = 2\n")], [_result("t2", error=False)]),
    )
    result = parse_response(answer)
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("a.py", "x = 2\n")]
    assert "tool-call-failed" in _codes(result)


def test_failed_write_over_an_earlier_one_refuses_both() -> None:
    """The failed write may have left the file half written: the earlier one is not known."""
    answer = _turns(
        ([_use("t0", "a.py", "x = 0\n")], [_result("t0", error=False)]),
        ([_use("t1", "a.py", APP)], [_result("t1", error=True)]),
    )
    result = parse_response(answer)
    assert not result.usable
    assert files_of(result) == []


def test_failed_write_of_another_file_leaves_the_good_one_refusing_the_answer() -> None:
    uses = [_use("t0", "b.py", "y = 0\n"), _use("t1", "a.py", APP)]
    answer = _turns((uses, [_result("t0", error=False), _result("t1", error=True)]))
    result = parse_response(answer)
    assert not result.usable
    assert files_of(result) == [("b.py", "y = 0\n")]


# -- a Claude artifact indented as a whole ---------------------------------------------------

ART = (
    '  <antArtifact identifier="a" type="application/vnd.ant.code" title="a.py">\n'
    "{}  </antArtifact>\n"
)


def test_indented_artifact_is_read_dedented_with_a_warning() -> None:
    result = parse_response(ART.format("  def f():\n      return 1\n"))
    assert files_of(result) == [("a.py", "def f():\n    return 1\n")]
    assert "layout-dedented" in _codes(result)


def test_indented_artifact_with_a_line_at_the_margin_is_kept() -> None:
    content = "def f():\n    return 1\n"
    result = parse_response(ART.format(content))
    assert files_of(result) == [("a.py", content)]
    assert "layout-dedented" not in _codes(result)


def test_markdown_package_manager_after_its_manifest_changes_it() -> None:
    """``npm install vite`` names no file but rewrites package.json."""
    answer = 'package.json\n```json\n{"name": "x"}\n```\n\n```bash\nnpm install vite\n```\n'
    result = parse_response(answer)
    assert not result.usable
    assert "changed-after" in _codes(result)


def test_markdown_formatter_over_the_folder_changes_files_it_does_not_name() -> None:
    result = parse_response(FILE + "```bash\nprettier --write .\n```\n")
    assert not result.usable
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert len(said) == 1, said
    assert "writing app.py," in said[0], said


# -- character references in a bolt file action ---------------------------------------------


def _bolt_file(content: str) -> str:
    return (
        '<boltArtifact id="a" title="A">\n<boltAction type="file" filePath="a.html">\n'
        f"{content}</boltAction>\n</boltArtifact>\n"
    )


@pytest.mark.parametrize("reference", ["&lt;", "&amp;", "&#60;", "&#x3C;", "&quot;"])
def test_bolt_character_reference_is_refused(reference: str) -> None:
    result = parse_response(_bolt_file(f"<p>a {reference} b</p>\n"))
    assert not result.usable
    assert "ambiguous-entities" in _codes(result)


@pytest.mark.parametrize(
    "content",
    ["<p>a &nbsp; b &copy;</p>\n", "<p>a & b; c</p>\n", "x = a &&lt\n"],
    ids=["html-only-names", "bare-ampersand", "no-semicolon"],
)
def test_bolt_text_without_an_xml_reference_is_read(content: str) -> None:
    result = parse_response(_bolt_file(content))
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("a.html", content)]


def test_bolt_references_inside_cdata_are_text() -> None:
    result = parse_response(_bolt_file("<![CDATA[<p>a &lt; b</p>\n]]>\n"))
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("a.html", "<p>a &lt; b</p>\n")]


# -- the assistant's own text beside its calls -------------------------------------------------


def _message(*parts: dict[str, object]) -> str:
    return json.dumps([{"role": "assistant", "content": list(parts)}], indent=2)


_TEXT_WRITE = _use("t1", "a.py", APP)


@pytest.mark.parametrize(
    "text",
    [
        "I'll write a.py now.",
        "For example:\n\n```python\nprint(1)\n```\n",
        "Then run it:\n\n```bash\npython a.py\n```\n",
    ],
    ids=["prose", "snippet", "harmless-command"],
)
def test_assistant_text_without_a_file_or_a_change_keeps_the_call(text: str) -> None:
    result = parse_response(_message(_TEXT_WRITE, {"type": "text", "text": text}))
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("a.py", APP)]


def test_assistant_command_before_the_write_changes_nothing_of_it() -> None:
    text = {"type": "text", "text": "First:\n\n```bash\nsed -i s/1/2/ a.py\n```\n"}
    result = parse_response(_message(text, _TEXT_WRITE))
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("a.py", APP)]


def test_file_in_a_tool_result_or_user_text_is_not_the_assistants() -> None:
    """What the tool or the user said is not the model's answer: a file there is no file."""
    shown = "b.py\n```python\ny = 2\n```\n"
    # (the file is the answer to a read: an answer to the write that holds a file does not say
    # the write succeeded, and refuses it, tool-result-unknown; fix-results26)
    read = {"type": "tool_use", "id": "t2", "name": "read_file", "input": {"path": "b.py"}}
    messages = [
        {"role": "user", "content": [{"type": "text", "text": shown}]},
        {"role": "assistant", "content": [_TEXT_WRITE, read]},
        {
            "role": "user",
            "content": [
                _result("t1", error=False),
                {"type": "tool_result", "tool_use_id": "t2", "content": shown},
            ],
        },
    ]
    result = parse_response(json.dumps(messages, indent=2))
    assert result.usable, (result.status, _codes(result))
    assert files_of(result) == [("a.py", APP)]


def test_assistant_file_in_text_names_mixed_conventions() -> None:
    text = {"type": "text", "text": "b.py\n```python\ny = 2\n```\n"}
    result = parse_response(_message(text, _TEXT_WRITE))
    assert not result.usable
    assert "mixed-conventions" in _codes(result)
