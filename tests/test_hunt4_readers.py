"""Findings of a fourth attack on the lenient reader (``parse_response``), aimed at the other
tools' conventions: usable results whose files differ from what the model meant, and ordinary
answers that are refused.

Each test is one input class, minimized. A "meant or refused" test passes when the answer is
read as the model meant it or is not usable; it fails when the answer comes back usable with
other files than the model meant. A "false refusal" test fails when an ordinary answer is not
usable. Found by hand probes and by ``benchmarks/hunt_hunt4-readers.py``. These tests fail by
design until the classes are fixed.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

FENCE = "```"


# -- Markdown: a path label naming a file without suffix outside the well-known list ------------


@pytest.mark.parametrize(
    "name",
    ["Pipfile", "justfile", "CODEOWNERS", "VERSION", "Podfile", "Snakefile", "makefile"],
)
@pytest.mark.parametrize("label", ["`{}`", "**{}**", "{}"])
def test_label_without_suffix_drops_the_file(name: str, label: str) -> None:
    """Class: silently wrong (a file of the answer dropped from a usable result).
    Found by: `benchmarks/hunt_hunt4-readers.py`, class md-suffixless: labels naming real files
    that have no suffix (Pipfile, CODEOWNERS, a lower-case `makefile`, `justfile`), even in
    backquotes. `Makefile`, `Justfile`, `Procfile`, `LICENSE`, `bin/run` are read.
    What happened: `recovered` with app.py only; the labelled fence is skipped as
    `fence-without-path` (a warning): the answer loses one of its files and says it is usable.
    """
    text = (
        "Here are the files:\n\n`app.py`\n```python\nx = 1\n```\n\n"
        f"{label.format(name)}\n```\nhello\n```\n"
    )
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [("app.py", "x = 1\n"), (name, "hello\n")])


@pytest.mark.parametrize(
    "path",
    [
        "app/[id]/page.tsx",  # Next.js dynamic route: v0's everyday answer
        "app/[...slug]/page.tsx",
        "app/(auth)/login/page.tsx",  # Next.js route group
        "docs/my notes.md",
        "src\\app.tsx",  # Windows separators
    ],
)
@pytest.mark.parametrize(
    "shape",
    [
        "`{p}`\n```tsx\n{c}```\n",
        "{p}\n```tsx\n{c}```\n",
        "### {p}\n```tsx\n{c}```\n",
        '```tsx file="{p}"\n{c}```\n',
        "```tsx {p}\n{c}```\n",
        "```tsx\n// filepath: {p}\n{c}```\n",
    ],
    ids=["backquoted", "bare", "heading", "v0-file", "info", "copilot"],
)
def test_labelled_file_with_an_unaccepted_path_is_dropped(shape: str, path: str) -> None:
    """Class: silently wrong (a file of the answer dropped from a usable result).
    Found by: a hand probe of v0 / Continue / Copilot answers for a Next.js app, then paths
    with spaces and Windows separators, each beside an ordinary second file.
    What happened: `recovered` with main.tsx only; the other fence is skipped as
    `fence-without-path` (a warning). A path the reader does not accept as a label is then
    no file at all, although the label says which file it is: the answer loses a file and is
    usable. (Refusing such a path, `unsafe-path`, would be right; dropping it is not.)
    """
    content = "export default function Page() {}\n"
    text = shape.format(p=path, c=content) + "\n`main.tsx`\n```tsx\nimport x from 'y';\n```\n"
    result = parse_response(text, finish_reason="stop")
    want_path = path.replace("\\", "/")
    meant_or_refused(result, [(want_path, content), ("main.tsx", "import x from 'y';\n")])


# -- heredoc: a backslash in the path of an unquoted redirection --------------------------------


@pytest.mark.parametrize(
    ("command", "meant_path"),
    [
        ("cat > src\\app.py <<'EOF'", "src/app.py"),
        ("tee src\\app.py <<'EOF'", "src/app.py"),
        ("cat > .\\app.py <<'EOF'", "app.py"),
        ("cat <<'EOF' > lib\\util.py", "lib/util.py"),
    ],
)
@pytest.mark.parametrize("fenced", [True, False])
def test_heredoc_windows_path_is_not_silently_renamed(
    command: str, meant_path: str, fenced: bool
) -> None:
    """Class: silently wrong (heredoc path expansion not refused).
    Found by: rendering heredocs with Windows paths, as models on Windows prompts write them.
    The shell removes the unquoted backslash, so it writes `srcapp.py`; the model meant
    `src/app.py`. The path written is not where the file goes, which `heredoc-path` refuses for
    `$`, `~`, globs and braces; a quoted `"src\\app.py"` is refused (`unsafe-path`).
    What happened: `recovered` with NO warning, the file at `srcapp.py` (`.app.py`, a hidden
    file, for `.\\app.py`).
    """
    script = command + "\nx = 1\nEOF\n"
    text = f"{FENCE}bash\n{script}{FENCE}\n" if fenced else script
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [(meant_path, "x = 1\n")])


# -- tool calls: a JSON string argument holding another convention ------------------------------


def _openai_call(path: str, content: str) -> str:
    args = json.dumps({"path": path, "content": content})
    call = {"id": "c1", "type": "function", "function": {"name": "write_file", "arguments": args}}
    return json.dumps({"role": "assistant", "tool_calls": [call]})


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # a setup page that shows a heredoc in an indented code block
        ("docs/setup.md", "# Setup\n\n    cat > config.toml <<'EOF'\n    debug = true\n    EOF\n"),
        # a test fixture of a tool-call parser (Hermes-style tags)
        (
            "tests/data/hermes.txt",
            '<tool_call>\n{"name": "write_file", "arguments": {"path": "q.py"}}\n</tool_call>\n',
        ),
    ],
)
def test_tool_call_content_in_another_convention_is_read(path: str, content: str) -> None:
    """Class: false refusal (structure found inside a JSON string).
    Found by: `benchmarks/hunt_hunt4-readers.py`, class nested-content: a file in another
    convention's shape, written through an OpenAI `tool_calls` message. Inside a JSON string
    nothing is structure; the same files through Cline, bolt or Markdown are read.
    What happened: `rejected_files` (`mixed-conventions` for the heredoc page,
    `tool-call-unreadable` for the fixture).
    """
    result = parse_response(_openai_call(path, content), finish_reason="tool_calls")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


# -- one call or fence naming two paths or two contents: the first one is taken silently --------

_OH = "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"


@pytest.mark.parametrize(
    "text",
    [
        # OpenHands: a parameter given twice (its own parser keeps the LAST one)
        _OH + "<parameter=path>/workspace/a.py</parameter>\n<parameter=path>/workspace/b.py"
        "</parameter>\n<parameter=file_text>\nx = 1\n</parameter>\n</function>\n",
        _OH + "<parameter=path>/workspace/a.py</parameter>\n<parameter=file_text>\nx = 1\n"
        "</parameter>\n<parameter=file_text>\nx = 2\n</parameter>\n</function>\n",
        # Cline: two <path> tags in one call
        "<write_to_file>\n<path>a.py</path>\n<path>b.py</path>\n<content>\nx = 1\n</content>\n"
        "</write_to_file>\n",
        # bolt: the attribute twice (bolt's own attribute lookup takes the FIRST one)
        '<boltArtifact id="p" title="P">\n<boltAction type="file" filePath="a.py" '
        'filePath="b.py">\nx = 1\n</boltAction>\n</boltArtifact>\n',
        # JSON arguments with a key twice (a legacy JSON answer so is `legacy-structure`)
        '<tool_call>\n{"name": "write_file", "arguments": {"path": "a.py", "path": "b.py", '
        '"content": "x = 1\\n"}}\n</tool_call>\n',
        # an info string naming two paths
        '```py file="a.py" title="b.py"\nx = 1\n```\n',
        '```py file="a.py" file="b.py"\nx = 1\n```\n',
        "```python a.py b.py\nx = 1\n```\n",
    ],
    ids=[
        "openhands-path-twice",
        "openhands-file-text-twice",
        "cline-path-twice",
        "bolt-filepath-twice",
        "hermes-key-twice",
        "v0-file-and-title",
        "v0-file-twice",
        "info-two-paths",
    ],
)
def test_two_paths_or_contents_in_one_call_are_not_resolved_silently(text: str) -> None:
    """Class: silently wrong (one write naming two paths or two contents).
    Found by: a hand probe, duplicating the parts of one write the way a model repeats itself.
    Each has two readings (a.py or b.py; x = 1 or x = 2); the tools themselves disagree
    (OpenHands keeps the last parameter, bolt's attribute lookup the first, JSON parsers the
    last key). A label and an info string naming different paths are `conflicting-path`, and
    two different content keys in legacy JSON are refused; inside one call nothing is said.
    What happened: `recovered` with one of the readings and no warning (a.py for OpenHands,
    Cline and the info strings; b.py for bolt and the JSON arguments).
    """
    result = parse_response(text, finish_reason="stop", root="/workspace")
    assert not result.usable, (result.status, files_of(result))


# -- paths written as a folder or with quotes -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "```bash\ncat > src/ <<'EOF'\nx = 1\nEOF\n```\n",
        "```bash\ntee lib/ <<'EOF'\nx = 1\nEOF\n```\n",
    ],
)
def test_heredoc_to_a_folder_path_is_refused(text: str) -> None:
    """Class: silently wrong (a path that names a folder read as a file).
    Found by: a hand probe, a file named like a directory. The shell cannot write `src/`
    (`Is a directory`); the same path in a Cline call is `unsafe-path`.
    What happened: `recovered`, a FILE named `src` holding `x = 1`.
    """
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))


def _cline(path: str) -> str:
    return f"<write_to_file>\n<path>{path}</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"


def _bolt(path: str) -> str:
    return (
        f'<boltArtifact id="p" title="P">\n<boltAction type="file" filePath="{path}">\nx = 1\n'
        "</boltAction>\n</boltArtifact>\n"
    )


def _openhands(path: str) -> str:
    return (
        f"{_OH}<parameter=path>{path}</parameter>\n<parameter=file_text>\nx = 1\n</parameter>\n"
        "</function>\n"
    )


def _hermes(path: str) -> str:
    call = {"name": "write_file", "arguments": {"path": path, "content": "x = 1\n"}}
    return "<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n"


@pytest.mark.parametrize(
    "written",
    [
        '"src/app.py"',
        "'src/app.py'",
        "`src/app.py`",
        "**src/app.py**",
        "src/app.py:",
        "src/app.py (main module)",
        "[app.py](src/app.py)",
    ],
)
@pytest.mark.parametrize("render", [_cline, _bolt, _openhands, _hermes])
def test_decorated_path_in_a_tool_call_is_not_taken_literally(
    render: Callable[[str], str], written: str
) -> None:
    """Class: silently wrong (a decorated path taken literally by the tool-call readers).
    Found by: a hand probe, writing the path of a Cline / bolt / OpenHands / JSON write the
    ways models decorate paths in prose (quotes, backquotes, bold, a colon, a note, a link).
    The hybrid reader unwraps these (`path-unwrapped`, a warning) or refuses a link whose
    text and target differ (`ambiguous-path`); the Markdown labels and info strings unwrap
    quotes and backquotes; a bolt attribute in single quotes is `missing-path`.
    What happened: `recovered` with NO warning, the file written at the literal path
    (`"src/app.py"`, `**src/app.py**`, `src/app.py (main module)`, `[app.py](src/app.py)`...).
    """
    if written.startswith('"') and render is _bolt:
        written = "&quot;src/app.py&quot;"
    result = parse_response(render(written), finish_reason="stop", root="/workspace")
    meant_or_refused(result, [("src/app.py", "x = 1\n")])


# -- Markdown: an indented fence whose content is not indented as much ----------------------------

_B = "`b.py`\n```python\ny = 2\n```\n"


@pytest.mark.parametrize(
    "first",
    [
        # a list item's fence indented, the content written from the margin
        "1. `app.py`\n   ```python\ndef f():\n    return 1\n   ```\n",
        # a tab before the fence lines, the content from the margin
        "`app.py`\n\t```python\ndef f():\n    return 1\n\t```\n",
        "- `app.py`\n  ```python\ndef f():\n    return 1\n  ```\n",
    ],
    ids=["list-3-spaces", "tab", "list-2-spaces"],
)
def test_indented_fence_does_not_strip_the_content_s_own_indentation(first: str) -> None:
    """Class: silently wrong (Python indentation changed).
    Found by: a hand probe of files in numbered lists, as models write step-by-step answers:
    the fence indented under the list item, the code itself from the margin. Removing the
    fence's indentation from every line (CommonMark's rule for content that IS indented)
    takes it out of the code's own indentation when the content is not indented: the lines
    are not consistently indented, so there are two readings.
    What happened: `recovered`, app.py = `def f():\\n return 1\\n` (3 of its 4 spaces removed;
    all 4 after a tab), with no warning. The same answer with the content indented like the
    fence is read right.
    """
    result = parse_response(first + "\n" + _B, finish_reason="stop")
    meant_or_refused(result, [("app.py", "def f():\n    return 1\n"), ("b.py", "y = 2\n")])


# -- Markdown: a labelled file inside a block quote -----------------------------------------------


def test_file_in_a_block_quote_is_not_dropped_silently() -> None:
    """Class: silently wrong (a file of the answer dropped with no diagnostic).
    Found by: a hand probe: one of the files written inside a `>` block quote (models quote
    a file they "keep as is", or a chat UI's copy adds the marks).
    What happened: `recovered` with b.py only, and not even a `fence-without-path` warning:
    app.py vanished.
    """
    quoted = "> `app.py`\n> ```python\n> def f():\n>     return 1\n> ```\n"
    result = parse_response(quoted + "\n" + _B, finish_reason="stop")
    meant_or_refused(result, [("app.py", "def f():\n    return 1\n"), ("b.py", "y = 2\n")])


# -- a file in a convention the reader does not know, beside files it knows ---------------------


@pytest.mark.parametrize(
    "body",
    ["def f():\n    return 1\n", "```python\ndef f():\n    return 1\n```\n"],
    ids=["raw", "fenced"],
)
def test_claude_artifact_beside_markdown_files_is_not_dropped(body: str) -> None:
    """Class: silently wrong (a file of the answer dropped from a usable result).
    Found by: rendering the answer in Claude's artifact convention (`<antArtifact ...
    title="app.py">`, one of the conventions the hunt was asked to cover) beside an ordinary
    labelled file. The reader has no Claude-artifact convention: alone, the artifact is
    `no_artifact` (refused, fine); beside a Markdown file it is prose.
    What happened: `recovered` with b.py only (the fenced variant adds a
    `fence-without-path` warning): app.py is lost from a usable answer.
    """
    artifact = (
        '<antArtifact identifier="app" type="application/vnd.ant.code" language="python" '
        f'title="app.py">\n{body}</antArtifact>\n'
    )
    text = "Here is the code:\n\n" + artifact + "\n" + _B
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [("app.py", "def f():\n    return 1\n"), ("b.py", "y = 2\n")])


# -- heredoc scripts: files the script writes without a heredoc ----------------------------------

_A_HEREDOC = "cat > a.py <<'EOF'\nx = 1\nEOF\n"


@pytest.mark.parametrize(
    ("command", "written"),
    [
        ("echo 'y = 2' > b.py", ("b.py", "y = 2\n")),
        ("printf 'y = 2\\n' > b.py", ("b.py", "y = 2\n")),
        ("echo 'y = 2' | tee b.py", ("b.py", "y = 2\n")),
        ("touch b.py", ("b.py", "")),
    ],
)
def test_script_file_written_without_a_heredoc_is_not_dropped(
    command: str, written: tuple[str, str]
) -> None:
    """Class: silently wrong (a file the script writes dropped from a usable result).
    Found by: a hand probe of shell-only agents' scripts: one file by heredoc, a small one by
    `echo ... >`, `| tee`, or created empty. A later `>`/`>>` on the heredoc's OWN file is
    `heredoc-changed`; on another file it is not seen at all.
    What happened: `recovered` with a.py only, no diagnostic: the answer's second file is lost.
    """
    text = f"```bash\n{_A_HEREDOC}{command}\n```\n"
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [("a.py", "x = 1\n"), written])


@pytest.mark.parametrize(
    "script",
    [
        "cat > a.py <<'EOF'\nx = 1\nEOF \ncat > b.py <<'EOF'\ny = 2\nEOF\n",  # blank after
        "cat > a.py <<'EOF'\nx = 1\n  EOF\ncat > b.py <<'EOF'\ny = 2\nEOF\n",  # indented
        "cat > a.py <<-'EOF'\n    x = 1\n    EOF\ncat > b.py <<'EOF'\ny = 2\nEOF\n",  # <<- spaces
    ],
    ids=["trailing-space", "indented", "dash-with-spaces"],
)
def test_delimiter_line_the_shell_does_not_end_at(script: str) -> None:
    """Class: silently wrong against the documented rule (heredocs are read "as the shell
    writes them"), two readings.
    Found by: a hand probe: the delimiter written with a blank after it, indented with spaces,
    or indented with spaces under `<<-` (which strips only tabs). The shell ends the heredoc
    only at the exact delimiter line: it writes ALL the rest of the script into a.py, and no
    b.py. The model meant two files; the script the user runs makes one.
    What happened: `recovered` with a.py = `x = 1` (`    x = 1` for `<<-`: neither the
    shell's file nor the model's) and b.py, no diagnostic.
    """
    result = parse_response(f"```bash\n{script}```\n", finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))


# -- XML-style calls: a CDATA section around the content ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "<write_to_file>\n<path>a.py</path>\n<content><![CDATA[\nx = 1\n]]></content>\n"
        "</write_to_file>\n",
        '<boltArtifact id="p" title="P">\n<boltAction type="file" filePath="a.py"><![CDATA[\n'
        "x = 1\n]]></boltAction>\n</boltArtifact>\n",
        _OH + "<parameter=path>/workspace/a.py</parameter>\n<parameter=file_text><![CDATA[\n"
        "x = 1\n]]></parameter>\n</function>\n",
    ],
    ids=["cline", "bolt", "openhands"],
)
def test_cdata_wrapper_is_not_file_content(text: str) -> None:
    """Class: silently wrong (an XML wrapper kept as the file's text).
    Found by: a hand probe: models that write XML tool calls wrap code in `<![CDATA[ ... ]]>`
    so that `<` and `&` need no escaping. The wrapper is the call's syntax, not the file's.
    What happened: `recovered`, a.py = `<![CDATA[\\nx = 1\\n]]>\\n` (only
    `final-newline-added`, an info).
    """
    result = parse_response(text, finish_reason="stop", root="/workspace")
    meant_or_refused(result, [("a.py", "x = 1\n")])
