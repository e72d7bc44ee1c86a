"""The rules fix-readers15 added to the check of text after the end marker
(``ingest/conventions/held_tokens.py``): an offer said done in a later clause of its
paragraph, a report in the first person past tense of names the files do not show together,
a clause that opens with a file that does not hold the name it quotes, a prose word in
another case of a name the files define ("port" of ``PORT``), a dependency's version compared
with the answer's manifest, a table's column of line numbers. Expected statuses are what the
model meant, written by hand.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

FILES = {
    "config.py": "PORT = 8080\nDEBUG = True\nHOST = 'localhost'\n",
    "app.py": (
        "from config import HOST\n\nPORT = 5000\n\n\ndef a():\n    return 1\n\n\n"
        "def b():\n    return 2\n\n\ndef main():\n    x = a()\n    return x\n"
    ),
}
MANIFESTS = {
    "requirements.txt": "django>=4.2,<5.0\nrequests==2.31.0\n",
    "package.json": (
        '{\n  "name": "x",\n  "engines": {"node": ">=18"},\n'
        '  "dependencies": {"express": "^4.18.2"},\n  "devDependencies": {"jest": "^29.7.0"}\n}\n'
    ),
    "pyproject.toml": (
        '[project]\nname = "x"\ndependencies = ["flask>=3.0", "click[extra]==8.1.7"]\n\n'
        '[tool.poetry.dependencies]\nrich = "^13.7"\n'
    ),
}


def document(files: dict[str, str], after: str) -> str:
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines += ["===FILE_CONTENT_BLOCK===END", "", after]
    return "\n".join(lines) + "\n"


def usable(files: dict[str, str], after: str) -> bool:
    result = parse_response(document(files, after))
    if result.usable:
        assert [f.content for f in result.code.files] == list(files.values())
    return result.usable


@pytest.mark.parametrize(
    "after",
    [
        # an offer said done a few clauses later in its paragraph
        "Shall I set PORT to 9000? It is a small change. I already made it.",
        # a report of a name with a value no statement of the named file holds with it
        "I made `main()` return `b()` in app.py.",
        "We added `DEBUG` to app.py.",
        # a function's own statement: b() returns 2, not 1
        "`b()` returns 1.",
        # a prose word in another case of a name the files define, with another value
        "The app listens on port 9000.",
        # a dependency's version against its manifest: a bound excluded, a dev table,
        # pyproject's tables, a table of versions
        "The project now requires Django 5.0.",
        "I bumped jest to 30.",
        "I moved flask to 2.3.",
        "rich 14 is required now.",
        "| Package | Version |\n|---|---|\n| django | 5.1 |",
        # a table of a name and its value
        "| Setting | Value |\n|---|---|\n| PORT | 9000 |",
    ],
)
def test_a_change_said_after_the_document_is_not_usable(after: str) -> None:
    files = (
        MANIFESTS if any(w in after.lower() for w in ("django", "jest", "flask", "rich")) else FILES
    )
    assert not usable(files, after), after


@pytest.mark.parametrize(
    "after",
    [
        # an offer, and in another paragraph what was done
        "Want me to set PORT to 9000?\n\nI kept everything else as it was.",
        # reports the files show: the function with what it calls, a list of names held
        "I made `main()` call `a()` in app.py.",
        "I refactored `main()` in app.py so it calls `a()`.",
        "I added `PORT` and `DEBUG` to the settings.",
        # a clause that opens with a file holding what it quotes; a passive one
        "app.py imports `HOST` from config.py.",
        "config.py is read by `main()` at start.",
        # a function's own statement holds what it returns
        "`main()` calls `a()` and returns its result (1).",
        "The app listens on port 5000.",
    ],
)
def test_what_the_files_show_is_usable(after: str) -> None:
    assert usable(FILES, after), after


@pytest.mark.parametrize(
    "after",
    [
        "It uses Django 4.2 and express 4.18.",
        "Tested with requests 2.31.0 and Node 20.",
        "Built on click 8.1.7 and flask 3.2, with rich 13.9.",
        "| Package | Version |\n|---|---|\n| requests | 2.31.0 |",
    ],
)
def test_a_dependency_version_the_manifest_gives_is_usable(after: str) -> None:
    assert usable(MANIFESTS, after), after


def test_a_column_of_line_numbers_holds_no_value() -> None:
    after = "| line | now |\n|---|---|\n| 3 | `HOST = 'localhost'` |"
    assert usable(FILES, after)
    changed = "| line | now |\n|---|---|\n| 3 | `HOST = 'example.com'` |"
    assert not usable(FILES, changed)


def test_a_report_of_two_relations_weighs_each() -> None:
    # a() and b() are in app.py; main() calls a(): each relation is shown
    assert usable(FILES, "I wrote `a()` and `b()` first; then `main()` calls `a()`.")
    assert usable(FILES, "We wrote `a()` and `b()`, and made `main()` call `a()`.")
    assert not usable(FILES, "We wrote `a()` and `b()`, and made `main()` call `b()`.")
