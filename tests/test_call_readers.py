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
from meant import files_of

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


@pytest.mark.parametrize("render", _RENDERS)
@pytest.mark.parametrize("link", ["[app.py](src/app.py)", "[src/app.py](lib/app.py)"])
def test_a_link_whose_text_and_target_differ_is_refused(
    render: Callable[..., str], link: str
) -> None:
    status, files, codes = _codes(render(link))
    assert status == "rejected_files", (status, codes)
    assert files == []
    assert "ambiguous-path" in codes
