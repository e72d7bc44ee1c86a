"""The XML and JSON tool-call readers (Cline, bolt, OpenHands, JSON tool calls) on what models
write around a call's parts: a decorated path, a part given twice, a CDATA section around the
content, another convention inside a JSON string. Every family is generated: each renderer
against each decoration, path and content."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from meant import files_of, hybrid_doc

from artifact_codec import parse_response


def _cline(path: str, content: str = "x = 1\n") -> str:
    return (
        f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n</write_to_file>\n"
    )


def _bolt(path: str, content: str = "x = 1\n") -> str:
    path = path.replace("&", "&amp;").replace('"', "&quot;")
    return (
        f'<boltArtifact id="p" title="P">\n<boltAction type="file" filePath="{path}">\n'
        f"{content}</boltAction>\n</boltArtifact>\n"
    )


_OH = "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"


def _openhands(path: str, content: str = "x = 1\n") -> str:
    return (
        f"{_OH}<parameter=path>{path}</parameter>\n<parameter=file_text>\n{content}"
        "</parameter>\n</function>\n"
    )


def _hermes(path: str, content: str = "x = 1\n") -> str:
    call = {"name": "write_file", "arguments": {"path": path, "content": content}}
    return "<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n"


def _openai(path: str, content: str = "x = 1\n") -> str:
    arguments = json.dumps({"path": path, "content": content})
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    return json.dumps({"role": "assistant", "tool_calls": [call]})


_RENDERS: list[Callable[..., str]] = [_cline, _bolt, _openhands, _hermes, _openai]
_SEGMENT = st.from_regex(r"[a-z][a-z0-9_]{0,7}", fullmatch=True)
_PATHS = st.builds(
    lambda folders, name, suffix: "/".join([*folders, name + suffix]),
    st.lists(_SEGMENT, max_size=3),
    _SEGMENT,
    st.sampled_from([".py", ".ts", ".md", ".json", ".tsx"]),
)
#: How models decorate a path in prose: each keeps the path it wraps.
_DECORATIONS = [
    '"{}"',
    "'{}'",
    "`{}`",
    "**{}**",
    "**`{}`**",
    "{}:",
    "{} (main module)",
    "{} - the entry point",
    "[{0}]({0})",
    "<{}>",
]


def _written(render: Callable[..., str], path: str) -> str:
    """``path`` as ``render``'s tool writes it (OpenHands: absolute, under ``/workspace``)."""
    return "/workspace/" + path if render is _openhands else path


def _codes(text: str) -> tuple[str, list[tuple[str, str]], list[str]]:
    result = parse_response(text, finish_reason="stop", root="/workspace")
    return result.status.value, files_of(result), [d.code for d in result.diagnostics]


# -- a decorated path ----------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    render=st.sampled_from(_RENDERS),
    decoration=st.sampled_from(_DECORATIONS),
    path=_PATHS,
)
def test_a_decorated_path_is_unwrapped_with_a_warning(
    render: Callable[..., str], decoration: str, path: str
) -> None:
    status, files, codes = _codes(render(decoration.format(_written(render, path))))
    if render is _bolt and '"' in decoration:
        # the attribute holds `&quot;`: bolt.new keeps it as written, an XML reader decodes
        # it; two paths, refused
        assert (status, files) == ("rejected_files", []), (status, codes)
        assert "ambiguous-entities" in codes
        return
    assert status == "recovered", (status, codes)
    assert files == [(path, "x = 1\n")]
    assert "path-unwrapped" in codes


@settings(max_examples=40, deadline=None)
@given(render=st.sampled_from(_RENDERS), path=_PATHS)
def test_a_plain_path_is_taken_as_written(render: Callable[..., str], path: str) -> None:
    status, files, codes = _codes(render(_written(render, path)))
    assert status == "recovered", (status, codes)
    assert files == [(path, "x = 1\n")]
    assert "path-unwrapped" not in codes


@pytest.mark.parametrize("render", [_openhands, _cline, _openai])
@pytest.mark.parametrize("decoration", _DECORATIONS)
def test_a_path_decorated_after_the_root_is_unwrapped(
    render: Callable[..., str], decoration: str
) -> None:
    status, files, codes = _codes(render("/workspace/" + decoration.format("src/app.py")))
    assert status == "recovered", (status, codes)
    assert files == [("src/app.py", "x = 1\n")]
    assert "path-unwrapped" in codes


@pytest.mark.parametrize("render", _RENDERS)
@pytest.mark.parametrize("link", ["[app.py](src/app.py)", "[src/app.py](lib/app.py)"])
def test_a_link_whose_text_and_target_differ_is_refused(
    render: Callable[..., str], link: str
) -> None:
    status, files, codes = _codes(render(link))
    assert status == "rejected_files", (status, codes)
    assert files == []
    assert "ambiguous-path" in codes


# -- one call naming two paths or two contents -------------------------------------------------


def _twice(reader: str, first: tuple[str, str], second: tuple[str, str]) -> str:
    """One write call of ``reader`` with the part ``first`` names given twice: ``first`` and
    ``second`` are (part, value) with part "path" or "content"."""
    part, one = first
    _, two = second
    path_a, path_b = (one, two) if part == "path" else ("a.py", "a.py")
    text_a, text_b = (one, two) if part == "content" else ("x = 1\n", "x = 1\n")
    if reader == "cline":
        paths = f"<path>{path_a}</path>\n" + (f"<path>{path_b}</path>\n" if part == "path" else "")
        return f"<write_to_file>\n{paths}<content>\n{text_a}</content>\n</write_to_file>\n"
    if reader == "bolt":
        return (
            f'<boltArtifact id="p" title="P">\n<boltAction type="file" filePath="{path_a}" '
            f'filePath="{path_b}">\n{text_a}</boltAction>\n</boltArtifact>\n'
        )
    if reader == "openhands":
        paths = f"<parameter=path>/workspace/{path_a}</parameter>\n"
        if part == "path":
            paths += f"<parameter=path>/workspace/{path_b}</parameter>\n"
        texts = f"<parameter=file_text>\n{text_a}</parameter>\n"
        if part == "content":
            texts += f"<parameter=file_text>\n{text_b}</parameter>\n"
        return f"{_OH}{paths}{texts}</function>\n"
    key = "path" if part == "path" else "content"
    other = "content" if part == "path" else "path"
    fixed = json.dumps(text_a if part == "path" else path_a)
    arguments = f'{{"{key}": {json.dumps(one)}, "{key}": {json.dumps(two)}, "{other}": {fixed}}}'
    if reader == "hermes":
        return f'<tool_call>\n{{"name": "write_file", "arguments": {arguments}}}\n</tool_call>\n'
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": arguments},
    }
    return json.dumps({"role": "assistant", "tool_calls": [call]})


_READERS = ["cline", "bolt", "openhands", "hermes", "openai"]


@settings(max_examples=50, deadline=None)
@given(
    reader=st.sampled_from(_READERS), paths=st.lists(_PATHS, min_size=2, max_size=2, unique=True)
)
def test_a_call_naming_two_paths_is_refused_naming_both(reader: str, paths: list[str]) -> None:
    result = parse_response(
        _twice(reader, ("path", paths[0]), ("path", paths[1])),
        finish_reason="stop",
        root="/workspace",
    )
    assert not result.usable, (result.status, files_of(result))
    [conflict] = [d for d in result.diagnostics if d.code == "conflicting-path"]
    assert paths[0] in conflict.message
    assert paths[1] in conflict.message


_CONTENTS = st.from_regex(r"[a-z]{1,6} = [0-9]{1,3}\n", fullmatch=True)


@settings(max_examples=40, deadline=None)
@given(
    reader=st.sampled_from(["openhands", "hermes", "openai"]),
    texts=st.lists(_CONTENTS, min_size=2, max_size=2, unique=True),
)
def test_a_call_giving_two_contents_is_refused_naming_both(reader: str, texts: list[str]) -> None:
    result = parse_response(
        _twice(reader, ("content", texts[0]), ("content", texts[1])),
        finish_reason="stop",
        root="/workspace",
    )
    assert not result.usable, (result.status, files_of(result))
    [conflict] = [d for d in result.diagnostics if d.code == "conflicting-argument"]
    assert texts[0].strip() in conflict.message
    assert texts[1].strip() in conflict.message


@pytest.mark.parametrize(
    ("reader", "part"),
    # (in Cline and bolt a second content is part of the first)
    [(reader, "path") for reader in _READERS]
    + [(reader, "content") for reader in ("openhands", "hermes", "openai")],
)
def test_a_part_said_twice_the_same_is_read(reader: str, part: str) -> None:
    value = "src/app.py" if part == "path" else "x = 1\n"
    result = parse_response(
        _twice(reader, (part, value), (part, value)), finish_reason="stop", root="/workspace"
    )
    path = value if part == "path" else "a.py"
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, "x = 1\n")]


@pytest.mark.parametrize(
    "info",
    [
        'py file="a.py" title="b.py"',
        'py file="a.py" file="b.py"',
        'py path="a.py" filename="src/b.py"',
        "python a.py b.py",
        "python a.py src/b.py",
        'tsx file="a.py" src/b.py',
    ],
)
def test_an_info_string_naming_two_paths_is_refused(info: str) -> None:
    result = parse_response(f"```{info}\nx = 1\n```\n", finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    [conflict] = [d for d in result.diagnostics if d.code == "conflicting-path"]
    assert "a.py" in conflict.message
    assert "b.py" in conflict.message


@pytest.mark.parametrize(
    "info",
    [
        'py file="a.py" title="a.py"',
        'py file="a.py" title="The main module"',
        'py file="a.py" title="My b.py demo"',
        "python a.py ./a.py",
        "python a.py (entry point)",
        "python a.py v1.2.3",
    ],
)
def test_an_info_string_naming_one_path_is_read(info: str) -> None:
    result = parse_response(f"```{info}\nx = 1\n```\n", finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("a.py", "x = 1\n")]


# -- a CDATA section around the content --------------------------------------------------------

_XML_READERS: list[Callable[..., str]] = [_cline, _bolt, _openhands]
#: Lines of code with no tag, fence or elision in them (``]]>`` may occur: it is split), and
#: no blank at the end of a line: the tools trim a content's last line (``ambiguous-layout``,
#: tested apart; a fuzz run drew "0 ").
_LINE = st.from_regex(r"[a-z0-9_][a-z0-9_ =()\[\]>:;,+*/-]{0,30}", fullmatch=True).map(str.rstrip)


def _cdata(text: str) -> str:
    """``text`` as one CDATA section, split where it holds ``]]>`` (as XML writers do)."""
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def _in_tags(render: Callable[..., str], body: str) -> str:
    """The call of ``render`` whose content tags hold ``body`` with nothing around it."""
    marker = "MARKER_LINE\n"
    return render(_written(render, "a.py"), marker).replace("\n" + marker, body, 1)


@settings(max_examples=80, deadline=None)
@given(
    render=st.sampled_from(_XML_READERS),
    lines=st.lists(_LINE, min_size=1, max_size=5),
    layout=st.sampled_from(["{}", "\n{}", "\n{}  ", "{}\t"]),
)
def test_a_cdata_section_is_its_text(
    render: Callable[..., str], lines: list[str], layout: str
) -> None:
    content = "\n".join(lines) + "\n"
    text = _in_tags(render, layout.format(_cdata(layout.format(content).strip(" \t"))))
    result = parse_response(text, finish_reason="stop", root="/workspace")
    assert result.usable, (text, result.diagnostics)
    assert files_of(result) == [("a.py", content)]
    assert "cdata-removed" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("render", _XML_READERS)
@pytest.mark.parametrize(
    "body",
    [
        "<![CDATA[\nx = 1\n]]> y = 2\n",  # text after the section
        "<![CDATA[\nx = 1\n",  # a section that does not end
        "<![CDATA[x]]>\ny = 2\n<![CDATA[z]]>",  # text between sections
    ],
)
def test_a_content_partly_cdata_is_refused(render: Callable[..., str], body: str) -> None:
    result = parse_response(_in_tags(render, body), finish_reason="stop", root="/workspace")
    assert not result.usable, (result.status, files_of(result))
    assert "ambiguous-tag" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("render", _XML_READERS)
def test_cdata_in_the_middle_of_a_content_is_content(render: Callable[..., str]) -> None:
    content = "x = '<![CDATA[ y ]]>'\n"
    result = parse_response(render(_written(render, "a.py"), content), root="/workspace")
    assert files_of(result) == [("a.py", content)]
    assert "cdata-removed" not in [d.code for d in result.diagnostics]


# -- another convention inside a JSON string argument ------------------------------------------

_INNER = {
    "cline": _cline("q.py"),
    "bolt": _bolt("q.py"),
    "openhands": _openhands("/workspace/q.py"),
    "hermes": _hermes("q.py"),
    "heredoc": "```bash\ncat > q.py <<'EOF'\nx = 1\nEOF\n```\n",
    "indented-heredoc": "# Setup\n\n    cat > q.toml <<'EOF'\n    debug = true\n    EOF\n",
    "markdown": "`q.py`\n```python\nx = 1\n```\n",
    "hybrid": hybrid_doc(("q.py", "x = 1\n")),
}


def _json_calls(shape: str, files: list[tuple[str, str]]) -> str:
    if shape == "openai":
        calls = [
            {
                "id": f"c{n}",
                "type": "function",
                "function": {
                    "name": "write_file",
                    "arguments": json.dumps({"path": p, "content": c}),
                },
            }
            for n, (p, c) in enumerate(files)
        ]
        return json.dumps({"role": "assistant", "tool_calls": calls}, indent=2)
    if shape == "anthropic":
        blocks = [
            {
                "type": "tool_use",
                "id": f"t{n}",
                "name": "Write",
                "input": {"file_path": p, "content": c},
            }
            for n, (p, c) in enumerate(files)
        ]
        return json.dumps({"role": "assistant", "content": blocks})
    return "\n".join(
        json.dumps(
            {
                "type": "function_call",
                "name": "write_file",
                "arguments": json.dumps({"path": p, "content": c}),
            }
        )
        for p, c in files
    )


@pytest.mark.parametrize("shape", ["openai", "anthropic", "responses-jsonl"])
@pytest.mark.parametrize("inner", sorted(_INNER))
def test_another_convention_inside_a_json_argument_is_content(shape: str, inner: str) -> None:
    files = [("docs/EXAMPLE.md", "How the tool answers:\n\n" + _INNER[inner]), ("a.py", "x = 1\n")]
    result = parse_response(_json_calls(shape, files), finish_reason="tool_calls")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == files


def test_a_heredoc_beside_the_json_calls_is_still_another_convention() -> None:
    text = _json_calls("openai", [("a.py", "x = 1\n")]) + "\n\ncat > b.py <<'EOF'\ny = 2\nEOF\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


# -- Claude artifacts ----------------------------------------------------------------------------

_TYPES = [
    ("application/vnd.ant.code", ' language="python"'),
    ("text/markdown", ""),
    ("text/html", ""),
    ("image/svg+xml", ""),
    ("application/vnd.ant.react", ""),
]


def _artifact(
    title: str, content: str, kind: tuple[str, str] = _TYPES[0], ident: str = "app"
) -> str:
    return (
        f'<antArtifact identifier="{ident}" type="{kind[0]}"{kind[1]} title="{title}">\n'
        f"{content}</antArtifact>\n"
    )


@settings(max_examples=50, deadline=None)
@given(
    paths=st.lists(_PATHS, min_size=1, max_size=3, unique=True),
    lines=st.lists(_LINE, min_size=1, max_size=4),
    kind=st.sampled_from(_TYPES),
    fenced=st.booleans(),
)
def test_artifacts_titled_with_paths_are_those_files(
    paths: list[str], lines: list[str], kind: tuple[str, str], fenced: bool
) -> None:
    content = "\n".join(lines) + "\n"
    body = f"```\n{content}```\n" if fenced else content
    text = "Here is the code:\n\n" + "\nAnd:\n\n".join(
        _artifact(path, body, kind, f"part-{n}") for n, path in enumerate(paths)
    )
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert result.format.value == "claude_artifacts"
    # (a Markdown file keeps a fence: it may be the file's own)
    meant = [(path, body if path.endswith(".md") else content) for path in paths]
    assert files_of(result) == meant


@pytest.mark.parametrize("title", ["Snake game", "US States Table with Sorting", "main", ""])
def test_an_artifact_titled_with_a_caption_names_no_file(title: str) -> None:
    text = _artifact("app.py", "x = 1\n") + "\n" + _artifact(title, "y = 2\n", ident="other")
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    assert "missing-path" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "beside",
    [
        "`b.py`\n```python\ny = 2\n```\n",
        "<write_to_file>\n<path>b.py</path>\n<content>\ny = 2\n</content>\n</write_to_file>\n",
        "```bash\ncat > b.py <<'EOF'\ny = 2\nEOF\n```\n",
    ],
    ids=["markdown", "cline", "heredoc"],
)
@pytest.mark.parametrize("before", [True, False])
def test_an_artifact_beside_another_convention_is_never_dropped(beside: str, before: bool) -> None:
    artifact = _artifact("app.py", "x = 1\n")
    text = beside + "\n" + artifact if before else artifact + "\n" + beside
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


def test_an_artifact_closing_tag_inside_a_file_is_refused() -> None:
    text = _artifact("docs/claude.md", "Artifacts end with\n</antArtifact>\nthen prose.\n")
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    assert "ambiguous-tag" in [d.code for d in result.diagnostics]


def test_an_artifact_tag_quoted_in_a_sentence_is_prose() -> None:
    text = 'Claude writes <antArtifact title="a.py"> blocks.\n\n`b.py`\n```python\ny = 2\n```\n'
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("b.py", "y = 2\n")]


def test_an_artifact_cut_off_is_the_partial_file() -> None:
    text = _artifact("app.py", "x = 1\ny = 2\n").removesuffix("</antArtifact>\n")
    result = parse_response(text, finish_reason="length")
    assert result.status.value == "truncated"
    assert result.partial_file is not None
    assert result.partial_file.content.startswith("x = 1\n")
