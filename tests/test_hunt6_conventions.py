"""Findings of an attack on the tool conventions (Cline, bolt.new, OpenHands, JSON tool calls,
Claude artifacts, AutoGen, GPT-Pilot): usable results whose files differ from what the tool
itself would have written.

The reference is the tool's own parser and runner, as the fixtures' READMEs under
``tests/data/conventions/`` cite them: bolt.new trims a file action's content and adds one final
newline, Cline and OpenHands strip every parameter value, and each of these tools RUNS the
commands of the answer (bolt's ``shell``/``start`` actions, Cline's ``<execute_command>``,
OpenHands' ``execute_bash``, Codex's ``shell``/``apply_patch``, AutoGen's code blocks, GPT-Pilot's
``command:``) in order after the files before them are written. A command that changes a written
file leaves the user with another file than the answer holds: only a refusal is right (as the
JSON reader already does for ``run_terminal_cmd`` / ``Bash``: ``tool-call-changed``).

Classes (one section each below): a command the tool runs after a file changes it (bolt,
Cline, OpenHands; JSON shell/patch tools not known as such; AutoGen, GPT-Pilot; Responses
``local_shell_call``); layout the tool trims kept; a Claude artifact updated under the same
identifier read as two files; a failed write read as written; a bare-fenced file cut at a nested
block's end; OpenHands file text holding its own closing tags; a fence labelled as another file
read as nested; XML entities in a bolt script file; an example of the convention written as a
file; the assistant's own text beside its tool calls not read; a call indented as a whole kept
indented.

Found by hand probes of each row of the table in ``docs/lenient.md``; counted by
``benchmarks/hunt_hunt6-conventions.py``.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, meant_or_refused
from tool_renderings import cline as _cline
from tool_renderings import openhands as _openhands

from artifact_codec import parse_response

APP = "x = 1\n"


def _bolt(*actions: tuple[str, str, str]) -> str:
    body = ""
    for kind, path, content in actions:
        where = f' filePath="{path}"' if path else ""
        body += f'<boltAction type="{kind}"{where}>\n{content}</boltAction>\n'
    return '<boltArtifact id="app" title="App">\n' + body + "</boltArtifact>\n"


def _openai(*calls: tuple[str, dict[str, object]]) -> str:
    """An OpenAI chat message with tool calls, arguments as a JSON STRING (as the API sends)."""
    message = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": f"call_{i}",
                "type": "function",
                "function": {"name": n, "arguments": json.dumps(a)},
            }
            for i, (n, a) in enumerate(calls)
        ],
    }
    return json.dumps(message, indent=2) + "\n"


# -- class: a command the tool runs after the file changes it, not seen (tag conventions) ----
# how found: hand probe, a file then a command that rewrites it; what the library did: status
# recovered with the file as written (the tool would have run the command over it).


@pytest.mark.parametrize(
    "command",
    [
        ("shell", "echo 'x = 2' > a.py\n"),
        ("shell", "sed -i s/1/2/ a.py\n"),
        ("start", "npx prettier --write . && npm run dev\n"),
    ],
    ids=["shell-redirect", "shell-sed-i", "start-prettier-write"],
)
def test_bolt_command_action_changing_a_written_file(command: tuple[str, str]) -> None:
    kind, script = command
    result = parse_response(_bolt(("file", "a.py", APP), (kind, "", script)))
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "tail",
    [
        "<execute_command>\n<command>echo 'x = 2' > a.py</command>\n"
        "<requires_approval>false</requires_approval>\n</execute_command>\n",
        "<execute_command>\n<command>sed -i s/1/2/ a.py</command>\n</execute_command>\n",
        # attempt_completion's <command> is run by Cline too (a demo command)
        "<attempt_completion>\n<result>Done</result>\n<command>sed -i s/1/2/ a.py</command>\n"
        "</attempt_completion>\n",
    ],
    ids=["execute-redirect", "execute-sed-i", "attempt-completion-command"],
)
def test_cline_command_changing_a_written_file(tail: str) -> None:
    result = parse_response(_cline("a.py", APP) + tail)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "tail",
    [
        "<function=execute_bash>\n<parameter=command>echo 'x = 2' > a.py</parameter>\n"
        "</function>\n",
        "<function=execute_bash>\n<parameter=command>sed -i s/1/2/ a.py</parameter>\n</function>\n",
        "<function=execute_ipython_cell>\n<parameter=code>open('a.py', 'w').write('x = 2')"
        "</parameter>\n</function>\n",
    ],
    ids=["bash-redirect", "bash-sed-i", "ipython-open-w"],
)
def test_openhands_command_changing_a_written_file(tail: str) -> None:
    result = parse_response(_openhands("a.py", APP) + tail)
    assert not result.usable, (result.status, files_of(result))


# -- class: shell and patch tools of JSON tool calls not known as such ----------------------
# how found: hand probe with Codex's own tool shapes (`shell` with an argv list, `exec_command`
# with `cmd`, `apply_patch` with `input`) and other common names; what the library did: status
# recovered with the file as first written (`run_terminal_cmd` and `Bash` ARE refused).


@pytest.mark.parametrize(
    "call",
    [
        ("shell", {"command": ["bash", "-lc", "echo 'x = 2' > a.py"]}),
        ("shell", {"command": ["bash", "-lc", "sed -i s/1/2/ a.py"]}),
        ("exec_command", {"cmd": "sed -i s/1/2/ a.py"}),
        ("run_shell", {"command": "sed -i s/1/2/ a.py"}),
        (
            "apply_patch",
            {
                "input": "*** Begin Patch\n*** Update File: a.py\n@@\n-x = 1\n+x = 2\n"
                "*** End Patch\n"
            },
        ),
        ("execute_python", {"code": "open('a.py', 'w').write('x = 2')"}),
    ],
    ids=[
        "codex-shell-redirect",
        "codex-shell-sed",
        "exec-command",
        "run-shell",
        "apply-patch",
        "python",
    ],
)
def test_tool_call_changing_a_written_file(call: tuple[str, dict[str, object]]) -> None:
    result = parse_response(_openai(("write_file", {"path": "a.py", "content": APP}), call))
    assert not result.usable, (result.status, files_of(result))


# -- class: layout the tool's own parser trims is kept --------------------------------------
# how found: rendering a Markdown file that starts with an indented code block / ends with blank
# lines; what the library did: kept the leading blank lines, the first line's indentation and
# the trailing blank lines, which bolt (trim + one newline), Cline and OpenHands (strip) drop.


@pytest.mark.parametrize(
    ("answer", "tool_writes"),
    [
        (_bolt(("file", "a.md", "\n    indented code\ntext\n")), "indented code\ntext\n"),
        (_bolt(("file", "a.py", "x = 1\n\n\n")), "x = 1\n"),
        # Cline and OpenHands strip the final newline too; the reader adds it back by default
        # (add_final_newline), so that much is not counted against it
        (_cline("a.md", "\n    indented code\ntext\n"), "indented code\ntext\n"),
        (_openhands("a.md", "\n    indented code\ntext\n"), "indented code\ntext\n"),
    ],
    ids=["bolt-leading", "bolt-trailing", "cline-leading", "openhands-leading"],
)
def test_layout_the_tool_trims(answer: str, tool_writes: str) -> None:
    path = "a.py" if "a.py" in answer else "a.md"
    result = parse_response(answer)
    meant_or_refused(result, [(path, tool_writes)])


# -- class: a Claude artifact updated under the same identifier read as two files -----------
# how found: hand probe; claude.ai keeps ONE artifact per identifier (a later one with the same
# identifier is its new version); what the library did: recovered with a.py AND main.py.


def test_claude_artifact_same_identifier_is_one_artifact() -> None:
    art = (
        '<antArtifact identifier="app" type="application/vnd.ant.code" language="python"'
        ' title="{}">\n{}</antArtifact>\n'
    )
    answer = art.format("a.py", APP) + "\nRenamed:\n\n" + art.format("main.py", "x = 2\n")
    result = parse_response(answer)
    meant_or_refused(result, [("main.py", "x = 2\n")])


# -- class: commands the Markdown tools run after a file, not seen --------------------------
# how found: hand probe; AutoGen executes every code block in order (the `# filename:` block is
# saved, then the shell block runs), GPT-Pilot runs `command:` blocks; what the library did:
# recovered with the file as written.


@pytest.mark.parametrize(
    "answer",
    [
        "```python\n# filename: a.py\nx = 1\n```\n\n```sh\nsed -i s/1/2/ a.py\n```\n",
        "file: a.py\n```python\nx = 1\n```\ncommand:\n```bash\nsed -i s/1/2/ a.py\n```\n",
    ],
    ids=["autogen", "gpt-pilot"],
)
def test_markdown_tool_command_changing_a_written_file(answer: str) -> None:
    result = parse_response(answer)
    assert not result.usable, (result.status, files_of(result))


# -- class: a write the tool reported as failed read as written -----------------------------
# how found: hand probe of an Anthropic transcript; what the library did: recovered with a.py,
# though the tool_result says the call failed (is_error) and nothing was written.


def test_anthropic_failed_write_is_not_a_file() -> None:
    transcript = [
        {
            "role": "assistant",
            "content": [
                {
                    "type": "tool_use",
                    "id": "t1",
                    "name": "write_file",
                    "input": {"path": "a.py", "content": APP},
                }
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "t1",
                    "is_error": True,
                    "content": "Error: permission denied",
                }
            ],
        },
    ]
    result = parse_response(json.dumps(transcript, indent=2))
    assert not result.usable, (result.status, files_of(result))


# -- class: a bare-fenced file cut at a nested block's end, the rest dropped as unlabelled ----
# how found: benchmarks/hunt_hunt6-conventions.py (autogen hard, seed 6): real files in bare
# fences, one holding a ```python block followed by a blank line, a later one a bare ``` line
# in a string; what the library did: recovered with b.py cut after `print(1)` (CommonMark's
# reading, its ```python never closed inside it) and c.py gone, with only fence-without-path
# warnings (without the blank line, or with c.py alone, it is refused as ambiguous-fence).

B_PY = "x = 1\n```python\nprint(1)\n```\n\ny = 2\n"
C_PY = "TAG = '''\n```\n'''\n"


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        (
            f"```\n# filename: b.py\n{B_PY}```\n\n```\n# filename: c.py\n{C_PY}```\n",
            [("b.py", "# filename: b.py\n" + B_PY), ("c.py", "# filename: c.py\n" + C_PY)],
        ),
        (
            f"a.py\n```\nq = 0\n```\n\nb.py\n```\n{B_PY}```\n\nc.py\n```\n{C_PY}```\n",
            [("a.py", "q = 0\n"), ("b.py", B_PY), ("c.py", C_PY)],
        ),
    ],
    ids=["autogen", "path-labels"],
)
def test_bare_fence_cut_at_nested_block_end(answer: str, meant: list[tuple[str, str]]) -> None:
    meant_or_refused(parse_response(answer), meant)


# -- class: OpenHands file text holding its own closing tags, then a later call ---------------
# how found: hand probe, the convention's closing tags inside content (a test fixture of
# OpenHands' own format); bolt, Cline and Claude artifacts refuse the same shape (ambiguous-tag);
# what the library did: recovered with a.py = 'S = """\n' (cut at the inner tags, the text after
# them taken for prose between calls) and b.py.


def test_openhands_file_text_holding_its_closing_tags() -> None:
    fixture = 'S = """\n</parameter>\n</function>\n"""\n'
    answer = _openhands("a.py", fixture) + _openhands("b.py", "y = 1\n")
    meant_or_refused(parse_response(answer), [("a.py", fixture), ("b.py", "y = 1\n")])


# -- class (as above, Responses API): a local_shell_call item after a function_call write -----
# how found: hand probe of a Responses output list; what the library did: recovered with a.py.


def test_responses_local_shell_call_changing_a_written_file() -> None:
    items = [
        {
            "type": "function_call",
            "call_id": "call_a",
            "name": "write_file",
            "arguments": json.dumps({"path": "a.py", "content": APP}),
        },
        {
            "type": "local_shell_call",
            "call_id": "call_b",
            "action": {"type": "exec", "command": ["sed", "-i", "s/1/2/", "a.py"]},
        },
    ]
    result = parse_response(json.dumps(items, indent=2))
    assert not result.usable, (result.status, files_of(result))


# -- class: a fence labelled as another file read as nested in the file before it -------------
# how found: benchmarks/hunt_hunt6-conventions.py (v0 hard, seed 6): a file whose closing fence
# is glued to its last line (no final newline) or missing, then the next file's fence, which
# holds a bare ``` line in a string; what the library did: recovered with ONE file a.py holding
# the next file's label and content (fence-nesting), though the inner fence names b.py.

B_TAG = 'TAG = """\n```\n"""\ny = 2\n'


@pytest.mark.parametrize(
    "answer",
    [
        '<CodeProject id="app">\n\n```py file="a.py"\nx = 1\n\n```py file="b.py"\n'
        + B_TAG
        + "```\n\n</CodeProject>\n",
        '<CodeProject id="app">\n\n```py file="a.py"\nx = 1```\n\n```py file="b.py"\n'
        + B_TAG
        + "```\n\n</CodeProject>\n",
        "```py a.py\nx = 1```\n\n```py b.py\n" + B_TAG + "```\n",
        "a.py\n```py\nx = 1```\n\nb.py\n```py\n" + B_TAG + "```\n",
    ],
    ids=["v0-missing-close", "v0-glued-close", "info-string-glued", "label-glued"],
)
def test_fence_labelled_as_another_file_is_not_nested(answer: str) -> None:
    meant_or_refused(parse_response(answer), [("a.py", "x = 1\n"), ("b.py", B_TAG)])


# -- class: XML entities in a bolt file action, two tools, two readings ------------------------
# how found: hand probe; bolt.diy's StreamingMessageParser unescapes `&lt;` and `&gt;` in a file
# action that is not Markdown (`cleanEscapedTags`), bolt.new writes them as they are; in a
# JavaScript file the model meant `<`; what the library did: recovered with `&lt;` kept and no
# diagnostic naming the other reading.


def test_bolt_entities_in_a_script_file() -> None:
    result = parse_response(_bolt(("file", "a.js", "if (a &lt; b &amp;&amp; c &gt; d) {}\n")))
    meant_or_refused(result, [("a.js", "if (a < b && c > d) {}\n")])


# -- class: an example of the convention, shown in a code block before the real call, written --
# how found: hand probe, prose "The format looks like this:" over a fenced (```xml) or indented
# (4 spaces, a Markdown code block) example, then the real call; what the library did: recovered
# with example.py AND a.py, no diagnostic; from the indented block, example.py = '    pass\n'
# (the code block's indentation kept: no tool writes that, bolt trims and Cline/OpenHands strip
# it). The tools' own parsers find tags anywhere, so they too write the fenced example: the
# answer has two readings, and the one with the example is not what the prose says.


def _example_then_real(render: str, indent: bool) -> str:
    if render == "bolt":
        example, real = _bolt(("file", "example.py", "pass\n")), _bolt(("file", "a.py", APP))
    elif render == "cline":
        example, real = _cline("example.py", "pass\n"), _cline("a.py", APP)
    else:
        example, real = _openhands("example.py", "pass\n"), _openhands("a.py", APP)
    if indent:
        shown = "".join("    " + line + "\n" for line in example.splitlines())
    else:
        shown = "```xml\n" + example + "```\n"
    return "The format looks like this:\n\n" + shown + "\nHere is the real one:\n\n" + real


@pytest.mark.parametrize("indent", [False, True], ids=["fenced", "indented"])
@pytest.mark.parametrize("render", ["bolt", "cline", "openhands"])
def test_example_of_the_convention_is_not_a_file(render: str, indent: bool) -> None:
    result = parse_response(_example_then_real(render, indent))
    meant_or_refused(result, [("a.py", APP)])


# -- class: the assistant's own text in a transcript, beside its tool calls, not read ----------
# how found: hand probe of Anthropic and OpenAI assistant messages whose text (a `text` block,
# the message's `content`) holds a labelled file or a command over a written file beside the
# write call; what the library did: recovered with a.py alone (b.py lost; the sed unseen). The
# text is the model's prose, not the content of a file a call writes: a file there is a second
# convention (mixed-conventions elsewhere), a command there changes a.py (changed-after).


@pytest.mark.parametrize(
    "message",
    [
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "I'll also add b.py:\n\n```python b.py\ny = 2\n```\n"},
                {
                    "type": "tool_use",
                    "id": "t1",
                    "name": "write_file",
                    "input": {"path": "a.py", "content": APP},
                },
            ],
        },
        {
            "role": "assistant",
            "content": "b.py\n```python\ny = 2\n```\n",
            "tool_calls": [
                {
                    "id": "call_0",
                    "type": "function",
                    "function": {
                        "name": "write_file",
                        "arguments": json.dumps({"path": "a.py", "content": APP}),
                    },
                }
            ],
        },
        {
            "role": "assistant",
            "content": [
                {
                    "type": "tool_use",
                    "id": "t1",
                    "name": "write_file",
                    "input": {"path": "a.py", "content": APP},
                },
                {"type": "text", "text": "Now run:\n\n```bash\nsed -i s/1/2/ a.py\n```\n"},
            ],
        },
    ],
    ids=["anthropic-text-file", "openai-content-file", "anthropic-text-command"],
)
def test_assistant_text_beside_tool_calls(message: dict[str, object]) -> None:
    result = parse_response(json.dumps(message, indent=2))
    assert not result.usable, (result.status, files_of(result))


# -- class: a call indented as a whole, its content kept indented -----------------------------
# how found: hand probe, the answer's calls indented like nested XML (every content line carries
# the tags' indentation); what the library did: recovered with '    def f():\n' at the top of a
# Python file (an IndentationError); bolt's trim writes 'def f():\n        return 1\n' (also
# broken), Cline's strip likewise: the indentation-removed reading is the meant one, and a
# Markdown code block under a list item already loses its indentation the same way.

F_PY = "def f():\n    return 1\n"


@pytest.mark.parametrize(
    "answer",
    [
        '<boltArtifact id="x" title="t">\n  <boltAction type="file" filePath="a.py">\n'
        "    def f():\n        return 1\n  </boltAction>\n</boltArtifact>\n",
        "  <write_to_file>\n  <path>a.py</path>\n  <content>\n  def f():\n      return 1\n"
        "  </content>\n  </write_to_file>\n",
        '  <antArtifact identifier="a" type="application/vnd.ant.code" language="python"'
        ' title="a.py">\n  def f():\n      return 1\n  </antArtifact>\n',
    ],
    ids=["bolt", "cline", "claude-artifact"],
)
def test_indented_call_content_is_dedented_or_refused(answer: str) -> None:
    meant_or_refused(parse_response(answer), [("a.py", F_PY)])
