"""hunt107 Cline and bolt answers whose calls carry a second reading.

hunt107-mcpafter: a Cline ``write_to_file`` of a.py (``x = 1``), then a ``use_mcp_tool`` call
of a file system server (the reference ``filesystem`` server's ``edit_file``, ``write_file``,
``move_file``; desktop-commander's ``execute_command``) on a.py. Expected by hand: the MCP
tool edits, rewrites, moves or removes a.py, so a.py ``x = 1`` is not the file left: never
usable keeping it (as a later ``<execute_command>`` ``rm a.py`` is refused).

hunt107-clineentities: a Cline/Roo ``<content>`` holding character references in a program
(``if x &lt; 1:``). Cline writes the content as it is for Claude models and decodes
``&lt; &gt; &amp; &quot; &apos;`` for every other model (its ``fixModelHtmlEscaping``, all files
but ``.xml``); the model that wrote ``&lt;`` in Python meant ``<`` (the text as written is a
syntax error). Two readings with different files: never usable keeping ``&lt;`` (bolt's same
case is refused, ``ambiguous-entities``). A ``.xml`` file, which Cline never decodes, stays
usable as written.

hunt107-xmlforms: XML spellings read another way: a bolt action closed by ``/>`` (an empty
``__init__.py``, as an XML reader and the model mean it) read as opening a content that runs
to the next action's ``</boltAction>``, so ``__init__.py`` holds the next action's tag and
``app.py`` is lost; a Cline ``<path>`` written as a CDATA section, read as the path
``![CDATA[src/a.py]]``. Expected by hand: ``pkg/__init__.py`` empty and ``app.py``;
``src/a.py``; or refused.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response


def _write(path: str, content: str) -> str:
    return (
        f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n</write_to_file>\n"
    )


def _mcp(server: str, tool: str, arguments: dict[str, object], *, inline: bool = False) -> str:
    value = json.dumps(arguments) if inline else f"\n{json.dumps(arguments)}\n"
    return (
        f"\n<use_mcp_tool>\n<server_name>{server}</server_name>\n<tool_name>{tool}</tool_name>\n"
        f"<arguments>{value}</arguments>\n</use_mcp_tool>\n"
    )


_EDIT = {"path": "a.py", "edits": [{"oldText": "x = 1", "newText": "x = 2"}]}


@pytest.mark.parametrize(
    "call",
    [
        pytest.param(_mcp("filesystem", "edit_file", _EDIT), id="edit-file"),
        pytest.param(
            _mcp("filesystem", "write_file", {"path": "a.py", "content": "x = 2\n"}),
            id="write-file",
        ),
        pytest.param(
            _mcp("filesystem", "write_file", {"path": "a.py", "content": "x = 2\n"}, inline=True),
            id="write-file-inline",
        ),
        pytest.param(
            _mcp("filesystem", "move_file", {"source": "a.py", "destination": "b.py"}),
            id="move-file",
        ),
        pytest.param(
            _mcp("desktop-commander", "execute_command", {"command": "rm a.py"}),
            id="execute-command-rm",
        ),
    ],
)
def test_an_mcp_file_tool_after_the_write_does_not_keep_it(call: str) -> None:
    parsed = parse_response(_write("a.py", "x = 1\n") + call)
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), parsed.status


def test_a_later_execute_command_rm_is_refused() -> None:
    call = "\n<execute_command>\n<command>rm a.py</command>\n</execute_command>\n"
    assert not parse_response(_write("a.py", "x = 1\n") + call).usable


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        pytest.param(
            _write("a.py", "if x &lt; 1:\n    pass\n"),
            ("a.py", "if x < 1:\n    pass\n"),
            id="py-lt",
        ),
        pytest.param(
            _write("a.js", "if (a &amp;&amp; b) run();\n"),
            ("a.js", "if (a && b) run();\n"),
            id="js-amp",
        ),
        pytest.param(
            _write("a.ts", "const f = (): Promise&lt;void&gt; =&gt; run();\n"),
            ("a.ts", "const f = (): Promise<void> => run();\n"),
            id="ts-generic-arrow",
        ),
        pytest.param(
            "<write_to_file>\n<path>a.py</path>\n<content>\nif x &lt; 1:\n    pass\n</content>\n"
            "<line_count>2</line_count>\n</write_to_file>\n",
            ("a.py", "if x < 1:\n    pass\n"),
            id="roo-line-count",
        ),
    ],
)
def test_character_references_in_cline_content_have_two_readings(
    answer: str, meant: tuple[str, str]
) -> None:
    meant_or_refused(parse_response(answer), [meant])


def test_an_xml_file_cline_never_decodes_stays_as_written() -> None:
    parsed = parse_response(_write("a.xml", "<a>&lt;</a>\n"))
    assert parsed.usable
    assert files_of(parsed) == [("a.xml", "<a>&lt;</a>\n")]


_APP = '<boltAction type="file" filePath="app.py">\nfrom pkg import x\n</boltAction>'


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        pytest.param(
            '<boltArtifact id="x" title="X">\n<boltAction type="file" filePath="pkg/__init__.py" />'
            f"\n{_APP}\n</boltArtifact>\n",
            [("pkg/__init__.py", ""), ("app.py", "from pkg import x\n")],
            id="bolt-self-closed-action",
        ),
        pytest.param(
            _write("<![CDATA[src/a.py]]>", "x = 1\n"),
            [("src/a.py", "x = 1\n")],
            id="cline-cdata-path",
        ),
    ],
)
def test_an_xml_spelling_is_read_as_xml_or_refused(
    answer: str, meant: list[tuple[str, str]]
) -> None:
    meant_or_refused(parse_response(answer), meant)
