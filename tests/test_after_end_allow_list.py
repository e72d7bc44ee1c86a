"""After the end marker: a use verb's clause is an allow-list (words and code spans), a
parenthesis and a clause after ";" are weighed as clauses of the sentence's file, and ``>``
block quotes and indented blocks are weighed as fences are (a new version of a written file
is refused, a quote of it under an explanation is no prose and no command)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest

from artifact_codec import parse_response

APP = (
    "import os\nimport json\n\nDEBUG = True\n\n\ndef main():\n    print(os.getcwd())\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
# A real file: the standard library's textwrap module (docstrings say "it", "the file"...).
REAL = Path(sysconfig.get_paths()["stdlib"], "textwrap.py").read_text(encoding="utf-8")


def model_doc(*files: tuple[str, str]) -> str:
    """A document in our format as a model writes it: header, blocks, end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files:
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n"


def usable(text: str) -> bool:
    result = parse_response(text)
    assert not any(d.code == "internal-error" for d in result.diagnostics), result.diagnostics
    return result.usable


# -- a use verb's clause: only allow-listed words and spans -------------------------------------
CHANGES_AFTER_A_USE_VERB = [
    "Run app.py with the flag flipped.",
    "Run app.py with `import sys` at the top.",
    "Open app.py with `# v2` as its first line.",
    "Type `---` into app.py.",
    "Enter `/* strict */` in app.py.",
    "Run app.py (then drop line 3).",
    "Run app.py (but first set DEBUG to False in it).",
    "app.py is where DEBUG should be False.",
    "Open app.py; the second import must go.",
    "Review app.py; line 4 should read DEBUG = False.",
    "Check app.py; its last line has to say main(verbose=True).",
]
USES = [
    "Run app.py from the project root.",
    "Open app.py in your editor (any editor works).",
    "Run `python app.py --port 8000` from the project root.",
    "Run app.py with `python -X dev`.",
    "Run `./app.py` in a terminal.",
    "Call `main()` to start it.",
    "Run app.py (it needs Python 3.11 or later).",
    "Review app.py; it is short.",
    "app.py should work now.",
]


@pytest.mark.parametrize("sentence", CHANGES_AFTER_A_USE_VERB)
def test_a_change_after_a_use_verb_is_not_lost(sentence: str) -> None:
    assert not usable(model_doc(("app.py", APP)) + "\n" + sentence + "\n"), sentence


@pytest.mark.parametrize("sentence", USES)
def test_a_use_with_allowed_words_stays_usable(sentence: str) -> None:
    assert usable(model_doc(("app.py", APP)) + "\n" + sentence + "\n"), sentence


# -- > block quotes and indented blocks weighed as fences ---------------------------------------
def _quote(body: str) -> str:
    return "".join(f"> {x}".rstrip() + "\n" for x in body.rstrip("\n").split("\n"))


def _indent(body: str, margin: str = "    ") -> str:
    return "".join(f"{margin}{x}".rstrip() + "\n" for x in body.rstrip("\n").split("\n"))


REAL_LINES = REAL.rstrip("\n").split("\n")
CHANGED = "\n".join([*REAL_LINES[:40], REAL_LINES[40] + "  # changed", *REAL_LINES[41:]])
FIRST_LINES = "\n".join(REAL_LINES[:60])


@pytest.mark.parametrize(
    "tail",
    [
        "Note how textwrap.py starts:\n\n" + _quote(CHANGED),
        "Note how textwrap.py starts:\n\n" + _indent(CHANGED),
        "- In textwrap.py:\n\n" + _indent(CHANGED, "      "),
        _indent(CHANGED),
        "Sorry, small mistake:\n\n" + _quote(CHANGED),
    ],
    ids=["quote", "indented", "list-item", "no-intro", "correction"],
)
def test_a_new_version_as_a_plain_block_is_refused(tail: str) -> None:
    assert not usable(model_doc(("textwrap.py", REAL)) + "\n" + tail)


def test_a_new_version_indented_first_below_the_end_marker_is_refused() -> None:
    """The first thing after the end marker (where the prose after it starts, past the
    block's indentation): still an indented block."""
    short = "import os\nimport json\nDEBUG = True\nprint(os.getcwd())\n"
    changed = short.replace("True", "False")
    assert not usable(model_doc(("app.py", short)) + "\n" + _indent(changed, "      "))


def test_a_correction_of_a_short_file_as_a_block_quote_is_refused() -> None:
    """One line, changed, under prose that is no explanation: a new version of it."""
    doc = model_doc(("hello.py", "print('hello world')\n"))
    assert not usable(doc + "\nSorry, small mistake:\n\n> print('hello, world')\n")
    assert usable(doc + "\nNote how hello.py starts:\n\n> print('hello world')\n")


def test_prose_inside_a_quote_of_a_written_file_is_not_weighed_as_prose() -> None:
    """A docstring quoted as it is written that names the file and a change."""
    content = '"""Run app.py after you remove stale locks."""\n\nLOCKS = []\n'
    doc = model_doc(("app.py", content))
    for block in (_quote, _indent):
        assert usable(doc + "\nNote how app.py starts:\n\n" + block(content)), block


@pytest.mark.parametrize("block", [_quote, _indent], ids=["quote", "indented"])
def test_a_quote_of_a_written_file_is_neither_prose_nor_commands(block: object) -> None:
    """Its docstrings say "it" and name things; read as prose or commands they would refuse."""
    assert callable(block)
    tail = "Note how textwrap.py starts:\n\n" + block(FIRST_LINES)
    assert usable(model_doc(("textwrap.py", REAL)) + "\n" + tail)


def test_a_file_name_holding_a_rewrite_word_is_no_rewrite() -> None:
    """ "version" in lib/version.js is a name, not "the new version"."""
    tail = "Note how lib/version.js starts:\n\n" + _quote(FIRST_LINES)
    assert usable(model_doc(("lib/version.js", REAL)) + "\n" + tail)


def test_git_with_only_options_after_the_end_marker_is_read() -> None:
    """It crashed the shell reader (no word that is not an option); now it is weighed."""
    assert not usable(model_doc(("app.py", APP)) + "\nThen run `git --no-pager`.\n")
