"""hunt51: prose after a native document saying code named as code was left out (the
conventions' _names_left_out, this round). Expected by hand: each sentence says functions the
file calls (and neither defines nor imports) were left out of it: the file written is not the
whole file meant, the answer is never usable."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest

from artifact_codec import parse_response

# the file calls k() and defines or imports no k
_CALLS = "import os\n\n\ndef f():\n    x = g()\n    return x + k()\n"
# the file defines g and calls k, defined nowhere
_DEFINES_G = "import os\n\n\ndef f():\n    return g() + k()\n\n\ndef g():\n    return 2\n"
# a JavaScript file calling sanitize and validate on const/let lines, defining neither
_JS = "import express from 'express';\n\nexport function handle(input) {\n  const clean = sanitize(input);\n  let ok = validate(clean);\n  return ok;\n}\n"


def _doc(path: str, body: str, after: str) -> str:
    return (
        f'{{"total_files": 1}}\n\n===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{body}\n===FILE_CONTENT_BLOCK===END\n'
        + after
    )


@pytest.mark.parametrize(
    ("path", "body", "after"),
    [
        # a call on a const/let line is no import (the import-line reader takes every word)
        pytest.param(
            "app.js",
            _JS,
            "\nNote: `sanitize()` and `validate()` were omitted for brevity.\n",
            id="js-calls-on-const-lines",
        ),
        # a word after the names ("which") taken as one more name
        pytest.param(
            "app.py",
            _CALLS,
            "\nI omitted g() and k(), which are unchanged from before.\n",
            id="which-after-the-names",
        ),
        # a word before the names ("brevity,") taken as the first name
        pytest.param(
            "app.py",
            _CALLS,
            "\nFor brevity, `g` and `k` are not shown.\n",
            id="word-before-the-names",
        ),
        # one backquoted call, then a reason in parentheses
        pytest.param(
            "app.py",
            _CALLS,
            "\nI have omitted `k()` (unchanged).\n",
            id="one-name-then-parenthesis",
        ),
        # one name defined, the other called and defined nowhere: k() is the code left out
        pytest.param(
            "app.py",
            _DEFINES_G,
            "\nNote: g() and k() were omitted for brevity.\n",
            id="one-of-two-names-defined",
        ),
    ],
)
def test_prose_naming_code_left_out_is_not_usable(path: str, body: str, after: str) -> None:
    result = parse_response(_doc(path, body, after))
    assert not result.usable, (result.status, result.diagnostics)


_USES_OS = "import os\n\n\ndef f():\n    return os.getcwd()\n"


@pytest.mark.parametrize(
    "after",
    [
        # imports the file does not need: dropped on purpose, nothing of the file is missing
        pytest.param(
            "\n`sys` and `json` are omitted because nothing uses them.\n", id="unused-imports"
        ),
        # debugging calls taken out of the code on purpose
        pytest.param(
            "\nThe debug calls `pdb.set_trace()` and `breakpoint()` were left out.\n",
            id="debug-calls-taken-out",
        ),
        # deprecated functions dropped on purpose (the reason says why they are gone)
        pytest.param(
            "\nI left out `legacy_f()` and `old_g()` because they were deprecated.\n",
            id="deprecated-functions-dropped",
        ),
    ],
)
def test_prose_naming_code_dropped_on_purpose_keeps_the_file(after: str) -> None:
    result = parse_response(_doc("app.py", _USES_OS, after))
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", _USES_OS)]


_SCRIPT = "import sys\n\nresult = load_data(sys.argv[1])\nprint(summarize(result))\n"
_NOTE = "\nNote: `load_data()` and `summarize()` were omitted for brevity.\n"


def _markdown(path: str, lang: str, body: str, after: str) -> str:
    return f"Here is the file.\n\n**{path}**\n```{lang}\n{body}```\n" + after


@pytest.mark.parametrize(
    "answer",
    [
        # the same sentence after a Markdown file (refused after the native document)
        pytest.param(_markdown("run.py", "python", _SCRIPT, _NOTE), id="markdown-script"),
        pytest.param(
            _markdown(
                "app.py",
                "python",
                "import os\n\n\ndef f():\n    return g() + k()\n",
                "\nNote: g() and k() were omitted for brevity.\n",
            ),
            id="markdown-calls",
        ),
        # a shell script calling two functions it does not define: its words are read as
        # its names (no definitions read for the language), so the calls count as there
        pytest.param(
            _doc(
                "run.sh",
                '#!/bin/sh\nsetup_env\nrun_tests "$@"\n',
                "\nNote: `setup_env` and `run_tests` were omitted for brevity.\n",
            ),
            id="shell-calls-as-words",
        ),
    ],
)
def test_prose_naming_code_left_out_elsewhere_is_not_usable(answer: str) -> None:
    result = parse_response(answer)
    assert not result.usable, (result.status, result.diagnostics)
