"""Hunt 36: the same elision said in prose around a native document instead of in the file.

Expected by hand: app.py as written holds f and h; the prose beside the document says the
model left other code of app.py out ("omitted for brevity", "the rest of app.py is
unchanged"). The model meant "change f, keep the rest": writing app.py as it stands deletes
that rest, so the answer is no whole file and never usable. The Markdown reader refuses the
same sentence after a fence (partial-file); the native reader keeps the file (prose-after).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="
MOD = "import os\n\n\ndef f():\n    return 2\n\n\ndef h():\n    return 3\n"
DOC = f'{{"total_files": 1}}\n\n{D}\nPATH: app.py\n---\n{MOD}\n{D}END\n'


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("I omitted g and k for brevity; they are unchanged.", id="omitted-names"),
        pytest.param("The rest of app.py is unchanged.", id="rest-unchanged"),
        pytest.param("Other functions omitted for brevity.", id="others-omitted"),
        pytest.param(
            "Functions g and k were left out above; keep them as they are.", id="left-out"
        ),
    ],
)
def test_prose_after_the_document_saying_code_was_left_out(prose: str) -> None:
    result = parse_response(DOC + "\n" + prose + "\n")
    assert not result.usable, (result.status, result.diagnostics)


def test_prose_before_the_document_saying_only_changed_parts_are_shown() -> None:
    text = "Only the changed functions of app.py are shown; the rest is unchanged.\n\n" + DOC
    result = parse_response(text)
    assert not result.usable, (result.status, result.diagnostics)


def test_the_markdown_twin_is_refused() -> None:
    # (the control: the same sentence after a Markdown fence)
    text = "`app.py`:\n\n```python\n" + MOD + "```\n\nThe rest of the file is unchanged.\n"
    assert not parse_response(text).usable


@pytest.mark.parametrize(
    "prose",
    [
        "Note: app.py is final; the rest of the project is unchanged.",
        "The rest of the tests pass.",
    ],
)
def test_prose_about_more_than_the_files_keeps_them(prose: str) -> None:
    # (lead) the rest of the project, not of app.py: the document's files are whole
    result = parse_response(DOC + "\n" + prose + "\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", MOD)]


def test_a_command_after_the_document_is_named_before_the_prose() -> None:
    # (lead) "Replace line 3 of app.py with ..." changes app.py: changed-after names it
    result = parse_response(DOC + "\nReplace line 3 of app.py with `return 2`.\n")
    assert not result.usable
    assert "changed-after" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "prose",
    [
        "I omitted `parse()` and `dump()` for brevity.",
        "g, k and m were omitted to keep it short.",
    ],
)
def test_prose_after_the_document_naming_left_out_code(prose: str) -> None:
    # names written as code that app.py does not have: the left-out rest of app.py
    result = parse_response(DOC + "\n" + prose + "\n")
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    "prose",
    [
        "I omitted tests and docs for brevity.",  # words, no code's names
        "I omitted f and h's docstrings for brevity.",  # names app.py has
        "Type hints and comments were omitted.",
    ],
)
def test_prose_after_the_document_naming_no_left_out_code_keeps_it(prose: str) -> None:
    result = parse_response(DOC + "\n" + prose + "\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", MOD)]
