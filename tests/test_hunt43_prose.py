"""hunt43: attacks on fix-prose31's labels._PROSE_PART / _NAMED_CHANGE / _WHOLE_FILE. A lead-in
that says the labelled block is one function (or lines to put somewhere in app.py): the file
must not be written with only that piece. Expected by hand from what the model meant."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

# the model shows one function of app.py, not the file
FUNC = "def handler(request):\n    return {'ok': True, 'user': request.user}\n"


@pytest.mark.parametrize(
    "lead",
    [
        # a whole word ("complete code", "full source") said of the PART, not of the file
        pytest.param("Here is the complete code for the updated function:", id="complete-code-for"),
        pytest.param("Here is the full source of the modified method:", id="full-source-of"),
        pytest.param("Full code of the changed function:", id="full-code-of"),
        pytest.param("The updated function (complete code):", id="complete-code-paren"),
        pytest.param("The updated function, full code:", id="full-code-after"),
        # the whole file named, but to say it is NOT shown
        pytest.param(
            "The complete app.py is too long; here is the updated function:", id="too-long"
        ),
        pytest.param(
            "The entire file is unchanged except for the updated function:",
            id="entire-file-unchanged-except",
        ),
        # a place in app.py, the block's own lines named by what they are
        pytest.param("Insert these imports at the top of app.py:", id="imports-at-top"),
        pytest.param("Add these routes at the bottom of app.py:", id="routes-at-bottom"),
        pytest.param("Put these handlers at the end of app.py:", id="handlers-at-end"),
        pytest.param("Then, at the bottom of app.py:", id="then-at-bottom"),
        # only the new X, X a code thing that is not in the noun list
        pytest.param("Only the new handler:", id="only-the-new-handler-colon"),
        pytest.param("Only the new handler follows.", id="only-the-new-handler-follows"),
    ],
)
def test_a_lead_in_saying_the_block_is_a_piece_is_not_written_as_the_file(lead: str) -> None:
    answer = f"{lead}\n\n**app.py**\n```python\n{FUNC}```\n"
    result = parse_response(answer)
    assert not result.usable, (
        result.status,
        [(f.file_path, f.content) for f in result.code.files],
    )


def _stdlib(name: str) -> str:
    import os
    import sysconfig

    with open(os.path.join(sysconfig.get_paths()["stdlib"], name), encoding="utf-8") as f:
        return f.read()


@pytest.mark.parametrize(
    "lead",
    [
        # what the program does to ITS files, not where the block goes
        pytest.param("It writes a header line at the top of the file.", id="header-line-top"),
        pytest.param(
            "The formatter adds a blank line at the end of the file.", id="blank-line-end"
        ),
        pytest.param(
            "A small tool that prints the changed lines between two files:", id="prints-changed"
        ),
        pytest.param(
            "The watcher prints only the new lines appended to the log.", id="only-new-lines-log"
        ),
        # the whole file named, its changed part beside it (the whole word is not there)
        pytest.param("The updated colorsys.py with the changed function:", id="updated-file"),
        pytest.param("Here is colorsys.py with the updated functions:", id="file-with-updated"),
        pytest.param(
            "The complete colorsys.py; only the new code paths are tested.", id="tested-paths"
        ),
    ],
)
def test_a_whole_real_file_after_prose_about_the_program_is_kept(lead: str) -> None:
    src = _stdlib("colorsys.py")
    result = parse_response(f"{lead}\n\n**colorsys.py**\n```python\n{src}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("colorsys.py", src)]


def _answer(line: str, where: str) -> str:
    block = f"**app.py**\n```python\n{FUNC}```\n"
    return f"{line}\n\n{block}" if where == "lead" else f"{block}\n{line}\n"


@pytest.mark.parametrize(
    ("line", "where"),
    [
        # refused before fix-prose31: a place in app.py said of the block by a noun the
        # pattern does not list (endpoint, handler, helper, view)
        pytest.param("Add the new endpoint at the end of app.py:", "lead", id="new-endpoint-end"),
        pytest.param(
            "Add the following endpoint to the bottom of app.py:", "lead", id="following-endpoint"
        ),
        pytest.param("Place the handler at the end of the file.", "lead", id="place-handler-lead"),
        pytest.param(
            "Place the handler at the end of the file.", "trail", id="place-handler-trail"
        ),
        pytest.param("Put the helper at the top of the module.", "lead", id="helper-top-lead"),
        pytest.param("Put the helper at the top of the module.", "trail", id="helper-top-trail"),
        pytest.param("Drop the new view at the bottom of app.py.", "trail", id="drop-view-trail"),
        # refused before fix-prose31: only the new/changed + a code thing not listed
        pytest.param("Only the new view function:", "lead", id="only-new-view-function"),
        pytest.param("Only the updated handler follows:", "lead", id="only-updated-follows"),
        pytest.param("Only the changed handler below.", "lead", id="only-changed-below-lead"),
        pytest.param("Only the changed handler below.", "trail", id="only-changed-below-trail"),
    ],
)
def test_a_line_saying_the_block_is_a_piece_of_app_py_is_not_written_as_the_file(
    line: str, where: str
) -> None:
    result = parse_response(_answer(line, where))
    assert not result.usable, (
        result.status,
        [(f.file_path, f.content) for f in result.code.files],
    )


@pytest.mark.parametrize(
    ("line", "where"),
    [
        # usable before fix-prose31 too: the rest of the file said unchanged, or the block said
        # to replace one part, in words the pattern does not hold
        pytest.param("Everything else in app.py stays the same.", "trail", id="everything-else-in"),
        pytest.param("Nothing else in app.py changes.", "trail", id="nothing-else-changes"),
        pytest.param("No other changes to app.py.", "trail", id="no-other-changes"),
        pytest.param("The rest stays as it was.", "trail", id="the-rest-stays"),
        pytest.param("Replace the handler in app.py with:", "lead", id="replace-the-handler"),
        pytest.param("Replace your existing handler with this one:", "lead", id="replace-existing"),
        pytest.param("Modify the handler as follows:", "lead", id="modify-as-follows"),
        pytest.param("You only need to change this function.", "trail", id="only-change-this"),
        pytest.param("The updated handler only:", "lead", id="updated-handler-only"),
        pytest.param("Showing just the updated handler:", "lead", id="showing-just-updated"),
    ],
)
def test_a_line_saying_the_rest_of_app_py_is_unchanged_is_not_written_as_the_file(
    line: str, where: str
) -> None:
    result = parse_response(_answer(line, where))
    assert not result.usable, (
        result.status,
        [(f.file_path, f.content) for f in result.code.files],
    )


@pytest.mark.parametrize(
    ("line", "where"),
    [
        # the whole file named to say it is NOT what the block is (refused before fix-prose31)
        pytest.param(
            "No need for the whole file \u2014 here are the changed lines:", "lead", id="no-need"
        ),
        pytest.param(
            "Rather than the entire file, here is the updated function:", "lead", id="rather-than"
        ),
        pytest.param("Instead of the full file, the changed section:", "lead", id="instead-of"),
        pytest.param(
            "I won't repeat the full module; the modified function:", "lead", id="wont-repeat"
        ),
        pytest.param(
            "Not the complete script, just the updated function:", "lead", id="not-the-complete"
        ),
        pytest.param(
            "To keep it short I omitted the full source; the updated function:",
            "lead",
            id="omitted-full-source",
        ),
        pytest.param(
            "Here is the updated function (the full file is in the previous answer):",
            "lead",
            id="full-file-elsewhere",
        ),
        pytest.param(
            "Here is the updated function; the complete code is on GitHub.",
            "lead",
            id="complete-code-on-github-lead",
        ),
        pytest.param(
            "Here is the updated function; the complete code is on GitHub.",
            "trail",
            id="complete-code-on-github-trail",
        ),
    ],
)
def test_a_line_denying_the_block_is_the_whole_file_is_not_written_as_the_file(
    line: str, where: str
) -> None:
    result = parse_response(_answer(line, where))
    assert not result.usable, (
        result.status,
        [(f.file_path, f.content) for f in result.code.files],
    )


@pytest.mark.parametrize(
    ("line", "path", "body"),
    [
        # the block's lines are added at a place of the named file: the file keeps its other
        # lines, never only these (refused before fix-prose31)
        pytest.param(
            "Insert these rows at the top of data.csv:",
            "data.csv",
            "id,name\n7,Ada\n",
            id="rows-top-csv",
        ),
        pytest.param(
            "Add these rows at the end of data.csv:",
            "data.csv",
            "7,Ada\n8,Linus\n",
            id="rows-end-csv",
        ),
        pytest.param(
            "Add these records at the bottom of data.csv:",
            "data.csv",
            "7,Ada\n8,Linus\n",
            id="records-bottom-csv",
        ),
        pytest.param(
            "Put these entries at the end of data.csv:",
            "data.csv",
            "7,Ada\n",
            id="entries-end-csv",
        ),
        pytest.param("Add these keys to the end of .env:", ".env", "DEBUG=1\n", id="keys-env"),
        pytest.param(
            "Add these settings to the bottom of settings.py:",
            "settings.py",
            "DEBUG = True\n",
            id="settings-py",
        ),
        pytest.param(
            "Add these dependencies at the end of requirements.txt:",
            "requirements.txt",
            "requests==2.31\n",
            id="deps-requirements",
        ),
    ],
)
def test_lines_added_at_a_place_of_the_named_file_are_not_written_as_the_file(
    line: str, path: str, body: str
) -> None:
    result = parse_response(f"{line}\n\n**{path}**\n```\n{body}```\n")
    assert not result.usable, (
        result.status,
        [(f.file_path, f.content) for f in result.code.files],
    )


@pytest.mark.parametrize(
    "line",
    [
        # refused before fix-prose31 (a word between the noun and the place: "below")
        pytest.param("Add the two functions below at the end of app.py:", id="functions-below"),
        # usable before fix-prose31 too (a place word the pattern does not hold)
        pytest.param("Add these to app.py, after the imports:", id="to-file-after-imports"),
        pytest.param("Tack this onto the end of app.py:", id="onto-the-end"),
        pytest.param("Paste the following near the end of app.py:", id="near-the-end"),
    ],
)
def test_a_lead_in_placing_the_block_in_app_py_is_not_written_as_the_file(line: str) -> None:
    result = parse_response(_answer(line, "lead"))
    assert not result.usable, (
        result.status,
        [(f.file_path, f.content) for f in result.code.files],
    )
