"""A closing reasoning tag on a line of a file of a document that reaches its end marker: the
end of a draft in the reasoning, or a line of the file (a parser of reasoning answers holds
``</think>`` as a string)? Two readings with different files: not usable, and the error says
why. Without end marker the tag still ends a draft (tests/test_hybrid_documents.py)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="


@pytest.mark.parametrize("tag", ["think", "thinking", "reasoning"])
@pytest.mark.parametrize("header", ["", '{"task_id": "t"}\n\n'])
@pytest.mark.parametrize("second", [True, False])
def test_a_closing_tag_in_a_file_of_an_ended_document_is_not_usable(
    tag: str, header: str, second: bool
) -> None:
    parse = f"END_TAG = '''\n</{tag}>\n'''\n"
    first = f"{D}\nPATH: a.py\n---\nx = 1\n" if second else ""
    text = f"{header}{first}{D}\nPATH: parse.py\n---\n{parse}{D}\nPATH: b.py\n---\ny = 2\n{D}END\n"
    result = parse_response(text, finish_reason="stop")
    files = [(f.file_path, f.content) for f in result.code.files]
    if result.usable:  # read as the model meant it
        assert ("parse.py", parse) in files, (result.status, files, result.diagnostics)
    else:
        assert any("reasoning tag" in d.message for d in result.diagnostics), result.diagnostics
