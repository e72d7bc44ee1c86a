"""fix-prose34: one rule for prose naming code left out or kept, wherever prose stands.

Expected by hand. Refused: the sentence names code (a name list, or one name written as code)
as left out or kept as it was, and no file defines or imports it (the model meant "keep g and
k", which writing app.py as it stands deletes). Usable: the names are code the files hold, or
the sentence names no code, or the text naming them is a file's content, not prose.
"""

from __future__ import annotations

import pytest
from timing import assert_linear

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="
MOD = "import os\n\n\ndef f():\n    return 2\n\n\ndef h():\n    return 3\n"
MAIN = "import os\n\n\ndef main():\n    return parse()\n\n\ndef parse():\n    return 3\n"
DEPS = "import json\n\nimport requests\n\n\ndef f():\n    return json.dumps(requests.get)\n"
README = "# Other project\n\nIn the other project g and k are unchanged.\n"


def _doc(*files: tuple[str, str]) -> str:
    blocks = "".join(f"{D}\nPATH: {path}\n---\n{content}\n" for path, content in files)
    return f'{{"total_files": {len(files)}}}\n\n{blocks}{D}END\n'


def _md(path: str, content: str) -> str:
    return f"`{path}`:\n\n```\n{content}```\n"


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_doc(("app.py", MOD)) + "\n`g()` and `k()` are unchanged.\n", id="after"),
        pytest.param(
            "Keep your existing `g()` and `k()`.\n\n" + _doc(("app.py", MOD)), id="before"
        ),
        pytest.param(
            _md("app.py", MOD) + "\nThe helpers (`g`, `k`) stay the same as before.\n",
            id="markdown-after",
        ),
        pytest.param(
            "I left g() and k() out since they are unchanged.\n\n" + _md("app.py", MOD),
            id="markdown-before",
        ),
        pytest.param(
            _md("app.py", MOD) + "\nLeave `g()` as it is.\n\n" + _md("b.py", "x = 1\n"),
            id="markdown-between",
        ),
        pytest.param(
            _doc(("run.sh", "#!/bin/sh\nsetup_env\nrun_tests\n"))
            + "\n`setup_env` and `run_tests` are unchanged.\n",
            id="shell-calls-are-no-definitions",
        ),
    ],
)
def test_named_code_left_out_or_kept_is_refused(answer: str) -> None:
    result = parse_response(answer)
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    ("files", "prose"),
    [
        pytest.param(
            [("app.py", MAIN)], "`main()` and `parse()` are unchanged from the spec.", id="defined"
        ),
        pytest.param(
            [("app.py", DEPS)], "I kept `requests` and `json` as dependencies.", id="imported"
        ),
        pytest.param([("app.py", MOD)], "The API and the CLI are unchanged.", id="no-code-names"),
        pytest.param([("app.py", MOD)], "The API and CLI are unchanged.", id="acronyms"),
        pytest.param(
            [("app.py", MOD)], "`config.py` and `db.py` are unchanged.", id="paths-not-sent"
        ),
        pytest.param(
            [("run.sh", "#!/bin/sh\nsetup_env() {\n  :\n}\nsetup_env\n")],
            "`setup_env()` is unchanged from before.",
            id="shell-function-defined",
        ),
        # the words are a file's content (another project's README), not prose around files
        pytest.param([("app.py", MOD), ("README.md", README)], "", id="readme-content"),
    ],
)
def test_names_the_files_hold_or_no_names_keep_them(
    files: list[tuple[str, str]], prose: str
) -> None:
    for answer in (_doc(*files) + "\n" + prose + "\n", prose + "\n\n" + _doc(*files)):
        result = parse_response(answer)
        assert result.usable, (result.status, result.diagnostics)
        got = [(f.file_path, f.content) for f in result.code.files]
        assert got == [(p, c) for p, c in files]
    if len(files) == 1:
        result = parse_response(_md(*files[0]) + "\n" + prose + "\n")
        assert result.usable, (result.status, result.diagnostics)
        assert [(f.file_path, f.content) for f in result.code.files] == files


def test_names_a_readme_mentions_are_no_code_the_files_hold() -> None:
    # app.py lacks g and k; the README's words about them define nothing: the sentence says
    # app.py's g and k were kept, which writing app.py as it stands deletes
    files = [("app.py", MOD), ("README.md", README)]
    result = parse_response(_doc(*files) + "\n`g()` and `k()` are unchanged.\n")
    assert not result.usable, (result.status, result.diagnostics)


def test_many_sentences_beside_many_files_stay_linear() -> None:
    # each sentence names code the files hold, the last file's: read against all the files
    # once, not file by file for each sentence
    def make(k: int) -> str:
        return "".join(
            _md(f"m{i}.py", f"def f{i}():\n    return {i}\n")
            + "\n`f0()` and `last()` are unchanged.\n\n"
            for i in range(k)
        ) + _md("z.py", "def last():\n    return 0\n")

    result = parse_response(make(3))
    assert result.usable, (result.status, result.diagnostics)
    assert [f.file_path for f in result.code.files] == ["m0.py", "m1.py", "m2.py", "z.py"]
    assert_linear(make, parse_response, 40)
