"""bolt.new, Cline and OpenHands trim a file's content in their own parsers: a content that the
trim would change has two readings and is refused (``ambiguous-layout``); a call indented as a
whole is read without its indentation (``layout-dedented``); OpenHands file text that holds its
own closing tags is refused (``ambiguous-tag``)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _bolt(path: str, content: str, indent: str = "") -> str:
    return (
        f'<boltArtifact id="a" title="A">\n{indent}<boltAction type="file" filePath="{path}">\n'
        f"{content}{indent}</boltAction>\n</boltArtifact>\n"
    )


def _cline(path: str, content: str, indent: str = "") -> str:
    return (
        f"{indent}<write_to_file>\n{indent}<path>{path}</path>\n{indent}<content>\n{content}"
        f"{indent}</content>\n{indent}</write_to_file>\n"
    )


def _openhands(path: str, content: str, indent: str = "") -> str:
    return (
        f"{indent}<function=str_replace_editor>\n{indent}<parameter=command>create</parameter>\n"
        f"{indent}<parameter=path>{path}</parameter>\n{indent}<parameter=file_text>\n{content}"
        f"{indent}</parameter>\n{indent}</function>\n"
    )


RENDER = {"bolt": _bolt, "cline": _cline, "openhands": _openhands}


@pytest.mark.parametrize("tool", sorted(RENDER))
@pytest.mark.parametrize(
    "content",
    ["\nx = 1\n", "x = 1\n\n", "    x = 1\ny = 2\n", "x = 1   \n", "\r\nx = 1\n"],
    ids=["leading-blank-line", "trailing-blank-line", "indented-first", "trailing-blanks", "cr"],
)
def test_a_content_the_tool_trims_is_refused(tool: str, content: str) -> None:
    result = parse_response(RENDER[tool]("a.py", content))
    assert not result.usable, (result.status, tool, content)
    assert "ambiguous-layout" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("tool", sorted(RENDER))
@pytest.mark.parametrize("content", ["x = 1\n", "def f():\n    return 1\n", "a\n\nb\n"])
def test_a_content_the_tool_keeps_is_read_exactly(tool: str, content: str) -> None:
    result = parse_response(RENDER[tool]("a.py", content))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert result.code is not None
    assert result.code.files[0].content == content


@pytest.mark.parametrize("tool", sorted(RENDER))
def test_an_indented_call_is_read_without_its_indentation(tool: str) -> None:
    body = "  def f():\n      return 1\n"
    result = parse_response(RENDER[tool]("a.py", body, indent="  "))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert result.code is not None
    assert result.code.files[0].content == "def f():\n    return 1\n"
    assert "layout-dedented" in [d.code for d in result.diagnostics]


def test_an_indented_call_with_a_line_at_the_margin_is_refused() -> None:
    # one line does not carry the call's indentation: the first line stays indented
    result = parse_response(_cline("a.py", "  def f():\nreturn 1\n", indent="  "))
    assert not result.usable


def test_openhands_file_text_holding_its_closing_tags_is_refused() -> None:
    fixture = 'S = """\n</parameter>\n</function>\n"""\n'
    result = parse_response(_openhands("a.py", fixture) + _openhands("b.py", "y = 1\n"))
    assert not result.usable
    assert "ambiguous-tag" in [d.code for d in result.diagnostics]
    prose = _openhands("a.py", "x = 1\n") + "\nNow b.py:\n\n" + _openhands("b.py", "y = 1\n")
    assert parse_response(prose).usable


def _shown(example: str, indent: bool) -> str:
    if indent:
        return "".join("    " + line + "\n" for line in example.splitlines())
    return "```xml\n" + example + "```\n"


@pytest.mark.parametrize("indent", [False, True], ids=["fenced", "indented"])
@pytest.mark.parametrize("tool", sorted(RENDER))
def test_an_example_call_in_a_code_block_before_the_real_one_is_skipped(
    tool: str, indent: bool
) -> None:
    # the example writes the path the real call writes: either reading ends with its a.py
    render = RENDER[tool]
    answer = (
        "The format:\n\n"
        + _shown(render("a.py", "pass\n"), indent)
        + "\nThe answer:\n\n"
        + render("a.py", "x = 1\n")
    )
    result = parse_response(answer)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert result.code is not None
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]
    assert "example-skipped" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("indent", [False, True], ids=["fenced", "indented"])
@pytest.mark.parametrize("tool", sorted(RENDER))
def test_an_example_call_before_the_real_one_writing_another_path_is_refused(
    tool: str, indent: bool
) -> None:
    # example.py: an example of the format, or a file the answer writes first (fix-calls24)
    render = RENDER[tool]
    answer = (
        "The format:\n\n"
        + _shown(render("example.py", "pass\n"), indent)
        + "\nThe answer:\n\n"
        + render("a.py", "x = 1\n")
    )
    result = parse_response(answer)
    assert not result.usable, (result.status, [d.message for d in result.diagnostics])
    assert "example-or-call" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("tool", sorted(RENDER))
def test_calls_all_in_code_blocks_or_after_the_real_one_are_read(tool: str) -> None:
    render = RENDER[tool]
    fenced = _shown(render("a.py", "x = 1\n"), False) + _shown(render("b.py", "y = 1\n"), False)
    result = parse_response(fenced)
    assert result.code is not None
    assert [f.file_path for f in result.code.files] == ["a.py", "b.py"]
    after = render("a.py", "x = 1\n") + "\n" + _shown(render("b.py", "y = 1\n"), False)
    result = parse_response(after)
    assert "example-skipped" not in [d.code for d in result.diagnostics]
    assert result.code is not None
    assert "b.py" in [f.file_path for f in result.code.files] or not result.usable
