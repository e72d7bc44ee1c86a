"""Hunt 32: maps of suffixes to languages beside the files (fix-legacy27's ``_suffix_map``)
whose kinds do not hold the suffix's letters in order (C++, C#, tsx, jsx, mjs, ps1, hpp): a
plain table about the files, not dotfiles' text. Expected by hand: a.py written as given."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

CODE = "x = 1\n"


@pytest.mark.parametrize(
    "languages",
    [
        pytest.param({".cpp": "C++"}, id="cpp"),
        pytest.param({".cs": "C#"}, id="csharp"),
        pytest.param({".tsx": "typescript"}, id="tsx"),
        pytest.param({".jsx": "javascript"}, id="jsx"),
        pytest.param({".mjs": "javascript"}, id="mjs"),
        pytest.param({".ps1": "powershell"}, id="ps1"),
        pytest.param({".hpp": "cpp"}, id="hpp"),
    ],
)
def test_a_language_table_beside_the_files_keeps_them(languages: dict[str, str]) -> None:
    answer = json.dumps(
        {"files": [{"path": "a.py", "content": CODE}], "languages": languages}, indent=2
    )
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", CODE)]
