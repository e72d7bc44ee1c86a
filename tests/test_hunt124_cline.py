"""hunt124-clinecmd / hunt124-clinedone / hunt124-clinexml: Cline answers.

clinecmd: a ``write_to_file`` of a.py (``x = 1``), then an ``execute_command`` or MCP call that
removes or moves a.py by an absolute path (as ``use_mcp_tool`` absolute paths are read since
round 22) or a JSON-escaped path. Expected by hand: a.py ``x = 1`` is not on disk; refusing is
fine, keeping it is usable-WRONG.

clinedone: the model's words in ``<attempt_completion>``'s ``<result>`` say it removed or
reverted a.py (the same words as plain text after the call are refused). Expected by hand: as
above.

clinexml: a ``<path>`` holding an XML character reference, a ``<content>`` holding a CDATA
section beside text. An XML reader reads ``src/a.py``, ``a&b.py``, ``x = 1``; Cline writes the
text as it stands. Two readings with different files: refused (as content references are,
answer.refuse_entities) or a diagnostic naming the other; recovered with no word is wrong.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_WRITE = "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"


def _kept(after: str) -> bool:
    parsed = parse_response(_WRITE + after)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


def _command(command: str) -> str:
    return f"\n<execute_command>\n<command>{command}</command>\n</execute_command>\n"


def _completion(result: str) -> str:
    return f"\n<attempt_completion>\n<result>\n{result}\n</result>\n</attempt_completion>\n"


_MCP_ESCAPED = (
    "\n<use_mcp_tool>\n<server_name>filesystem</server_name>\n<tool_name>write_file</tool_name>\n"
    '<arguments>\n{"path": "/home/u/p/a\\u002epy", "content": "x = 2"}\n</arguments>\n'
    "</use_mcp_tool>\n"
)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(_command("rm /home/u/p/a.py"), id="execute-rm-abs"),
        pytest.param(_command("mv /home/u/p/a.py /tmp/"), id="execute-mv-abs"),
        pytest.param(_MCP_ESCAPED, id="mcp-json-escaped-path"),
    ],
)
def test_a_later_command_on_the_written_file_does_not_keep_it(after: str) -> None:
    assert not _kept(after)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(_completion("I removed a.py since it was not needed."), id="removed"),
        pytest.param(_completion("I reverted a.py; the change was not needed."), id="reverted"),
    ],
)
def test_completion_words_that_the_file_is_gone_do_not_keep_it(after: str) -> None:
    assert not _kept(after)


def test_completion_words_of_something_else_keep_it() -> None:
    assert _kept(_completion("I created a.py and removed the old cache."))


@pytest.mark.parametrize(
    ("path", "content", "xml_files"),
    [
        pytest.param("src&#47;a.py", "x = 1", [("src/a.py", "x = 1\n")], id="path-char-ref"),
        pytest.param("a&amp;b.py", "x = 1", [("a&b.py", "x = 1\n")], id="path-amp"),
        pytest.param(
            "a.py", "x = <![CDATA[1]]>", [("a.py", "x = 1\n")], id="content-cdata-in-text"
        ),
    ],
)
def test_xml_markup_in_a_path_or_content_is_not_kept_as_text_without_a_word(
    path: str, content: str, xml_files: list[tuple[str, str]]
) -> None:
    body = f"<content>\n{content}\n</content>"
    text = f"<write_to_file>\n<path>{path}</path>\n{body}\n</write_to_file>\n"
    parsed = parse_response(text)
    if parsed.usable:
        literal = files_of(parsed) != xml_files
        named = any(d.code != "read-as" for d in parsed.diagnostics)
        assert not literal or named
