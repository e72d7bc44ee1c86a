"""What the text after the files says of them, compared with what they hold (fix-readers18).

A closing that says the files are other than written (a value of the file it names, a flag
in words, a name said gone, imported, put into another, a change asked of the reader) is
not usable, with a ``changed-after`` diagnostic naming the file; one that agrees with the
files stays usable with the files as sent. Expected values are written by hand from what
the model meant.
"""

from __future__ import annotations

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

FILES = {
    "config.py": "PORT = 8080\nDEBUG = True\nHOST = 'localhost'\n",
    "app.py": (
        "from config import HOST\n\nPORT = 5000\n\n\ndef a():\n    return 1\n\n\n"
        "def b():\n    return 2\n\n\ndef main():\n    x = a()\n    return x\n"
    ),
}


def document(after: str) -> str:
    """A document in our format with FILES, then ``after`` past the end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in FILES.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines += ["===FILE_CONTENT_BLOCK===END", "", after]
    return "\n".join(lines) + "\n"


# Each closing says the files are different from what was written, and the file it names.
@pytest.mark.parametrize(
    ("after", "path"),
    [
        # a value said of the file named: config.py holds 8080, app.py's PORT is 5000
        pytest.param("- app.py: PORT 8080", "app.py", id="list-item"),
        pytest.param("| file | PORT |\n|---|---|\n| config.py | 5000 |", "config.py", id="table"),
        pytest.param("```yaml\nconfig.py:\n  DEBUG: false\n```", "config.py", id="yaml"),
        # a flag in words, a string value in prose
        pytest.param("DEBUG is off.", "config.py", id="flag-off"),
        pytest.param("The host is 0.0.0.0.", "config.py", id="host-value"),
        # a name said gone that a file still defines, after an offer said done next paragraph
        pytest.param("I dropped `b()`.", "app.py", id="dropped"),
        pytest.param("Want me to drop `b()`?\n\nDone.", "app.py", id="offer-then-done"),
        # a name said read from a file that the reader does not import from it
        pytest.param("app.py reads PORT from config.py.", "app.py", id="reads-from"),
        # the reader is told to change what the files define
        pytest.param("Then rename `a()` to `start()`.", "app.py", id="rename-imperative"),
        pytest.param("Swap `a()` and `b()`.", "app.py", id="swap-imperative"),
        # a name said put into another that is still defined at the top level
        pytest.param("I merged `b()` into `main()`.", "app.py", id="merged-into"),
    ],
)
def test_a_closing_that_contradicts_the_files_is_not_usable(after: str, path: str) -> None:
    result = parse_response(document(after))
    assert not result.usable, (result.status, after)
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert said, result.diagnostics
    assert path in said[0], said


# Each closing agrees with the files (or offers a change not made): usable, files as sent.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("- app.py: PORT 5000", id="list-item"),
        pytest.param(
            "| file | PORT |\n|---|---|\n| app.py | 5000 |\n| config.py | 8080 |", id="table"
        ),
        pytest.param(
            "```yaml\napp.py:\n  PORT: 5000\nconfig.py:\n  PORT: 8080\n  DEBUG: true\n```",
            id="yaml",
        ),
        pytest.param("- config.py: PORT 8080", id="port-of-config"),
        pytest.param("DEBUG is enabled.", id="flag-on"),
        pytest.param("The host is localhost.", id="host-value"),
        pytest.param("If you want DEBUG off, set it to False.", id="offer-if-you-want"),
        pytest.param("I could also switch DEBUG off.", id="offer-i-could"),
        pytest.param(
            "Want me to drop `b()`?\n\nI've kept everything else as it was.", id="offer-then-kept"
        ),
        pytest.param("I called `a()` from `main()`.", id="called-from"),
        pytest.param("app.py imports `HOST` from config.py.", id="imports-from"),
        pytest.param("`main()` should call `a()`.", id="should-shown"),
        pytest.param("Replace `HOST` with your own host.", id="your-own"),
        pytest.param("Run `python app.py`; it serves on port 5000.", id="run"),
    ],
)
def test_a_closing_that_agrees_with_the_files_is_usable(after: str) -> None:
    result = parse_response(document(after))
    assert result.usable, (result.status, after, result.diagnostics)
    meant_or_refused(result, list(FILES.items()))


_MD = "`config.py`:\n```python\nPORT = 8080\n```\n\n`app.py`:\n```python\nPORT = 5000\n```\n\n"


# After a Markdown answer: a JSON object under a file's path whose key says the file goes or
# moves is an edit of it; one whose key says it does not (false), or a status, is no edit.
@pytest.mark.parametrize(
    ("after", "usable"),
    [
        pytest.param('{"app.py": {"remove": true}}', False, id="remove"),
        pytest.param('{"app.py": {"move_to": "src/app.py"}}', False, id="move-to"),
        pytest.param('{"app.py": {"delete": false}}', True, id="delete-false"),
        pytest.param('{"app.py": {"status": "written"}}', True, id="status"),
    ],
)
def test_a_path_keyed_json_edit_after_markdown(after: str, usable: bool) -> None:
    result = parse_response(_MD + after)
    assert result.usable is usable, (result.status, files_of(result))
    if usable:
        meant_or_refused(result, [("config.py", "PORT = 8080\n"), ("app.py", "PORT = 5000\n")])


# Advice about one name the files define is no instruction to change how names stand to each
# other: the files are as the model meant them.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Add more routes to `main()` as needed.", id="add-routes"),
        pytest.param("Fix any issues in `main()` as you see fit.", id="fix-issues"),
        pytest.param("You can remove `b()` if you don't need it.", id="you-can-remove"),
    ],
)
def test_advice_about_one_name_is_usable(after: str) -> None:
    result = parse_response(document(after))
    assert result.usable, (result.status, after, result.diagnostics)
    meant_or_refused(result, list(FILES.items()))
