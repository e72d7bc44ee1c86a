"""fix-prose35: a sentence beside a file's block that says the block is a PART of the file (the
rest of that file stays as it is; the block put into a place of the file or swapped for one of
its parts; the block named as one part) refuses it; a sentence about the whole file, or about
the rest of the PROJECT, keeps a whole file usable. Expected values by hand."""

from __future__ import annotations

import os
import sysconfig

import pytest
from meant import refused

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.labels import prose_says_partial

# one function of app.py, not the file
FUNC = "def handler(request):\n    return {'ok': True, 'user': request.user}\n"


def _answer(line: str, where: str, path: str = "app.py", body: str = FUNC) -> str:
    block = f"**{path}**\n```python\n{body}```\n"
    return f"{line}\n\n{block}" if where == "lead" else f"{block}\n{line}\n"


def _colorsys() -> str:
    with open(os.path.join(sysconfig.get_paths()["stdlib"], "colorsys.py"), encoding="utf-8") as f:
        return f.read()


PARTS = [
    # (a) the rest of the file said to stay as it is
    pytest.param("Everything else in `app.py` stays as it was.", "trail", id="a-everything-else"),
    pytest.param("All else in the file remains unchanged.", "trail", id="a-all-else-file"),
    pytest.param("Nothing else about app.py changes.", "trail", id="a-nothing-else-about"),
    pytest.param("No other edits are needed in app.py.", "trail", id="a-no-other-edits"),
    pytest.param("No other changes to the file.", "trail", id="a-no-other-changes-file"),
    pytest.param("The rest remains the same.", "trail", id="a-rest-remains"),
    pytest.param("The rest is unchanged.", "trail", id="a-rest-is-unchanged"),
    pytest.param("You only have to modify this method.", "trail", id="a-only-modify-method"),
    pytest.param("Only need to update that one function in app.py.", "trail", id="a-that-one"),
    # (b) the block swapped for one part of the file, or put at a place of it
    pytest.param("Replace the old parse function in app.py with this:", "lead", id="b-replace-in"),
    pytest.param("Replace the `handler` in app.py with:", "lead", id="b-replace-quoted"),
    pytest.param("Replace the `Handler` class with this:", "lead", id="b-replace-class"),
    pytest.param(
        "Replace your current login view with the following:", "lead", id="b-replace-current"
    ),
    pytest.param("Update the handler to look like this:", "lead", id="b-update-look-like"),
    pytest.param("Change the validate method like so:", "lead", id="b-change-like-so"),
    pytest.param("Update the User model as follows:", "lead", id="b-update-model"),
    pytest.param("Put these in app.py, right after the imports:", "lead", id="b-after-imports"),
    pytest.param("Drop this into app.py, below the class:", "lead", id="b-below-class"),
    pytest.param("Stick this near the top of app.py:", "lead", id="b-near-top"),
    pytest.param("Paste it towards the bottom of the file.", "trail", id="b-towards-bottom"),
    # (c) the block named as one part
    pytest.param("The fixed loop only:", "lead", id="c-fixed-loop-only"),
    pytest.param("Here's just the fixed loop:", "lead", id="c-just-fixed-loop"),
    pytest.param("Just the new route:", "lead", id="c-just-new-route"),
]


@pytest.mark.parametrize(("line", "where"), PARTS)
def test_a_line_saying_the_block_is_a_part_refuses_the_file(line: str, where: str) -> None:
    assert prose_says_partial(line)
    result = refused(_answer(line, where))
    assert "partial-file" in {d.code for d in result.diagnostics}


WHOLE = [
    # the brief's whole-file lead-ins
    pytest.param("Replace the contents of app.py with:", "lead", id="replace-contents"),
    pytest.param("Replace app.py with the following:", "lead", id="replace-file"),
    pytest.param("Here is the updated app.py:", "lead", id="here-is-updated"),
    pytest.param(
        "Here is app.py; the rest of the project is unchanged.", "lead", id="rest-of-project"
    ),
    pytest.param("app.py (complete):", "lead", id="complete-note"),
    # written by hand: the whole file, or the rest of what holds it, named
    pytest.param("Replace your existing app.py with this one:", "lead", id="replace-existing-file"),
    pytest.param("Replace the code in app.py with:", "lead", id="replace-code-in"),
    pytest.param("Replace the whole file with:", "lead", id="replace-whole-file"),
    pytest.param("Replace the existing file with this version:", "lead", id="replace-file-version"),
    pytest.param("Here's just the updated app.py:", "lead", id="just-updated-file"),
    pytest.param("Showing just the updated file:", "lead", id="just-updated-file-noun"),
    pytest.param("Edit the file to look like this:", "lead", id="edit-file-look-like"),
    pytest.param("Update the script to read as follows:", "lead", id="update-script"),
    pytest.param("Rewrite app.py like this:", "lead", id="rewrite-like-this"),
    pytest.param("Create app.py with the following content:", "lead", id="create-with"),
    pytest.param("Below is the full app.py with the handler fixed:", "lead", id="full-with-fixed"),
    pytest.param(
        "I rewrote the whole module; replace the old one with this:", "lead", id="old-one"
    ),
    pytest.param("Put this in app.py at the project root:", "lead", id="project-root"),
    pytest.param("You only need to change this file.", "trail", id="only-this-file"),
    pytest.param("You only need to change this one file.", "trail", id="only-this-one-file"),
    pytest.param("No other changes to the project are needed.", "trail", id="no-other-project"),
    pytest.param("Nothing else in the project changes.", "trail", id="nothing-else-project"),
    pytest.param("Everything else in the repo stays the same.", "trail", id="everything-repo"),
    pytest.param("Replace the key in `app.py` with your own.", "trail", id="replace-key-own"),
    pytest.param("The new file only imports the standard library.", "trail", id="only-imports"),
]


@pytest.mark.parametrize(("line", "where"), WHOLE)
def test_a_line_about_the_whole_file_keeps_it(line: str, where: str) -> None:
    src = _colorsys()
    assert not prose_says_partial(line)
    result = parse_response(_answer(line, where, body=src))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", src)]


@pytest.mark.parametrize(
    ("line", "path"),
    [
        # a file's own name after "the": the whole README or Dockerfile, never one part
        pytest.param("Update the README as follows:", "README.md", id="readme"),
        pytest.param("Modify the Dockerfile as follows:", "Dockerfile", id="dockerfile"),
        pytest.param("Update the Makefile like this:", "Makefile", id="makefile"),
    ],
)
def test_a_file_named_by_its_own_name_is_kept(line: str, path: str) -> None:
    body = "FROM python:3.12-slim\nCOPY . /app\n"
    assert not prose_says_partial(line)
    result = parse_response(f"{line}\n\n**{path}**\n```\n{body}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]


def test_long_lines_are_read_in_bounded_time() -> None:
    # every new reading is on a line of MAX_LABEL characters at most
    line = "Replace the " + "a " * 3000 + "with:"
    assert not prose_says_partial(line)
