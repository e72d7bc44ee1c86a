"""Findings of hunt 15 on elisions and the text after the end marker: fix-elide15 (41fd88c,
7cfa8a2: string-line elisions in any quoting, "etc" wordings, keep-comments with a state, top-level
definitions only, list-item/paragraph/AsciiDoc notes, section notes; no refusal inside a
docstring or above the named call) and the lead's held-token fixes ba22ce2 / 6eccf25 (prose
files and Python strings give no name a value; a run span left to the run rules only when the
shell reads it as a command), attacked for a usable result whose files differ from what the
model meant (an elided file read as whole; a file the closing text changes).

How found: hand probes in ``/tmp`` (each new rule asked "is there another reading?": the call
exemption with the elided function's own call below; the triple-quote count with quotes that
open nothing; the string-line lookbehinds at other indentations; 80 comment syntaxes x 3
wordings; 22 page notes; 100 closing texts over Python / README / manifests), each compared
with the tree before 41fd88c and before ba22ce2 to tell regressions from older gaps, and
``benchmarks/hunt_hunt15-elide.py`` (fixed seeds, real stdlib files), which counts them.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(files: dict[str, str], after: str = "") -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


def _not_usable(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))


# -- the call exemption reads the elided function's own call as the code the note is on -------
# Class: elided file read whole (41fd88c, ``_family_comment`` / ``_stands_for_code`` with
# ``_next_line_calls``): a family comment naming ``name()`` is no elision when the next line
# holding anything calls ``name``. Meant for "# keep os.fsync() here" above the call; but a
# script's "# ... rest of main() unchanged ..." closing main's body is followed by the module's
# own ``main()`` call, and "(helper() and parse() unchanged)" by a use of parse. Status seen:
# clean (before 41fd88c: edit_blocks).
CALL_BELOW = {
    "rest-of-main-then-main-call": (
        "import sys\n\n\ndef main():\n    args = sys.argv[1:]\n"
        "    # ... rest of main() unchanged ...\n\n\nmain()\n"
    ),
    "rest-of-main-then-guarded-call": (
        "def main():\n    setup()\n    # ... rest of main() unchanged ...\nmain()\n"
    ),
    # (types.py's shape: the module's next line uses the function it just defined)
    "next-line-uses-it": (
        "def _cell_factory():\n    a = 1\n    # ... rest of _cell_factory() unchanged ...\n\n\n"
        "CellType = type(_cell_factory())\n"
    ),
    # (stat.py's shape: the next line is a comment naming the call)
    "next-comment-names-it": (
        "def S_IFMT(mode):\n    # ... rest of S_IFMT() unchanged ...\n\n\n"
        "# Constants used as S_IFMT() for various file types\nS_IFDIR = 0o040000\n"
    ),
    # (the note says the rest is left out too: the exemption reads any "name()" with its call)
    "keep-call-and-the-rest": (
        "import os\n\n\ndef save(f):\n    # keep os.fsync() here and the rest unchanged\n"
        "    os.fsync(f)\n"
    ),
    "helpers-unchanged-then-a-use": (
        "def run(x):\n    # (helper() and parse() unchanged)\n    return parse(x)\n"
    ),
}


@pytest.mark.parametrize("case", list(CALL_BELOW))
def test_an_elision_naming_a_function_above_a_call_of_it_is_refused(case: str) -> None:
    _not_usable(_ours({"app.py": CALL_BELOW[case]}))


def test_a_keep_note_above_its_own_call_stays_usable() -> None:
    # (what the exemption is for: the line below is the code the note is about)
    content = "import os\n\n\ndef save(f):\n    # keep os.fsync() here\n    os.fsync(f)\n"
    result = parse_response(_ours({"a.py": content}))
    assert result.usable
    assert files_of(result) == [("a.py", content)]


# -- the triple-quote count takes quotes that open no string -----------------------------------
# Class: elided file read whole (41fd88c, ``_in_python_string``): a line is "inside a
# docstring" when an odd number of \"\"\" / ''' stand before it, counted as text in any file.
# A comment that mentions \"\"\", a docstring that mentions ''', a string constant '\"\"\"', or a
# JavaScript comment leaves the count odd for the rest of the file, and every later
# ``pass  # rest unchanged`` / ``# etc`` / ``// etc`` is read as docstring text. Status seen:
# clean (before 41fd88c: edit_blocks).
ODD_QUOTES = {
    "comment-mentions-quotes": (
        "a.py",
        '# Docstrings use """ quotes.\nclass A:\n    def f(self):\n'
        "        pass  # rest unchanged\n",
    ),
    "docstring-mentions-other-quotes": (
        "a.py",
        'def f():\n    """Accepts \'\'\' or plain quotes."""\n    return 1\n\n\n'
        "def g():\n    pass  # rest unchanged\n",
    ),
    "string-constant": ("a.py", "Q = '\"\"\"'\nHANDLERS = {\n    'a': ha,\n    # etc\n}\n"),
    "javascript-comment": (
        "a.js",
        '// Python docstrings use """\nconst H = {\n  a: ha,\n  // etc\n};\n',
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", list(ODD_QUOTES))
def test_an_elision_after_an_odd_triple_quote_is_refused(case: str) -> None:
    path, content = ODD_QUOTES[case]
    _not_usable(_ours({path: content}))


# -- a string elision whose quotes stand on lines of their own, at other indentations ----------
# Class: elided file read whole (41fd88c, ``_STRING_DOTS``): the dots under a line of triple
# quotes are looked for at an indentation of 0, 4 or 8 spaces only, and dots closing the words
# only right before a quote; a method of a nested class (12 spaces), a tab-indented file, or
# "Rest of the function unchanged..." on its own line is not seen. Status seen: clean.
STRING_LINES = {
    "twelve-spaces": (
        'class A:\n    class B:\n        def f(self):\n            """\n'
        '            ... rest unchanged\n            """\n'
    ),
    "tab": 'def f():\n\t"""\n\t... rest unchanged\n\t"""\n',
    "trailing-dots": 'def f():\n    """\n    Rest of the function unchanged...\n    """\n',
}


@pytest.mark.parametrize("case", list(STRING_LINES))
def test_a_string_elision_on_its_own_line_is_refused_at_any_indentation(case: str) -> None:
    _not_usable(_ours({"a.py": STRING_LINES[case]}))


# -- "rest of name() unchanged" inside name's own body ----------------------------------------
# Class: elided file read whole (older than 41fd88c: ``_stands_for_code`` / ``_defined``): a
# comment without dots naming ``main()`` is a note, not an elision, when the file defines
# ``main`` — and the body it closes is main's own. "# rest of main unchanged" (no parentheses)
# is refused; "# rest of main() unchanged" is clean.
@pytest.mark.parametrize("language", ["python", "javascript"])
def test_rest_of_the_enclosing_function_named_with_parentheses_is_refused(language: str) -> None:
    files = {
        "python": {"a.py": "def main():\n    go()\n    # rest of main() unchanged\n"},
        "javascript": {"a.js": "function init() {\n  a();\n  // rest of init() unchanged\n}\n"},
    }[language]
    _not_usable(_ours(files))


# -- a page's section note under the section's own heading -------------------------------------
# Class: elided page read whole (``_sections_left_out``, older than 41fd88c, kept by it): a
# note naming sections is an elision only when a named section has no heading; but the note as
# the only body under that very heading stands for the body. "(unchanged)" there is refused
# (edit_blocks), "_(Installation section unchanged)_" is clean.
@pytest.mark.parametrize(
    "note",
    [
        "_(Installation section unchanged)_",
        "Installation section unchanged.",
        "<p>(Installation section unchanged)</p>",
    ],
)
def test_a_section_note_as_the_body_of_its_own_heading_is_refused(note: str) -> None:
    page = f"# Tool\n\n## Installation\n\n{note}\n\n## Usage\n\nRun `tool`.\n"
    _not_usable(_ours({"README.md": page}))


# -- notes of a changelog that fit no note shape -----------------------------------------------
# Class: elided page read whole (older): "*Older entries omitted.*" (emphasis, a family state)
# and a list item without brackets "- older entries unchanged" are clean, while
# "_Rest of changelog unchanged._" and "- (older entries unchanged)" are refused.
@pytest.mark.parametrize("note", ["*Older entries omitted.*", "- older entries unchanged"])
def test_a_changelog_note_of_older_entries_is_refused(note: str) -> None:
    _not_usable(_ours({"CHANGELOG.md": f"# Changelog\n\n## 1.2\n\n- fix\n\n{note}\n"}))


# Class: false refusal (older): a code example in an AsciiDoc listing block (``[source,python]``
# over ``----``) is scanned as the page's own text, so its "# ... rest unchanged ..." refuses
# the page (edit_blocks), while the same example in a Markdown fence is text.
def test_an_elision_inside_an_asciidoc_listing_is_an_example() -> None:
    page = "= Guide\n\n== Usage\n\n[source,python]\n----\nx = 1\n# ... rest unchanged ...\n----\n"
    result = parse_response(_ours({"docs/guide.adoc": page}))
    assert result.usable, result.status
    assert files_of(result) == [("docs/guide.adoc", page)]


def test_an_elision_inside_a_markdown_fence_is_an_example() -> None:
    page = "# Guide\n\n## Usage\n\n```python\nx = 1\n# ... rest unchanged ...\n```\n"
    result = parse_response(_ours({"docs/guide.md": page}))
    assert result.usable, result.status
    assert files_of(result) == [("docs/guide.md", page)]


# -- comment syntaxes the scan does not know --------------------------------------------------
# Class: elided file read whole (older): the markers are chosen by suffix; Vim script's ``"``,
# BASIC's ``REM`` in a ``.bas`` file, Pascal's ``{ }``, Liquid's ``{% comment %}``, Ruby's
# ``=begin``/``=end`` and CoffeeScript's ``###`` hold the family's words unseen. Status: clean.
SYNTAXES = {
    "vim": ("a.vim", 'let x = 1\n" ... rest of the file unchanged ...\n'),
    "basic-rem": ("a.bas", "x = 1\nREM ... rest of the file unchanged ...\n"),
    "pascal-braces": ("a.pas", "begin\n{ ... rest unchanged ... }\nend.\n"),
    "liquid": ("a.liquid", "<p>a</p>\n{% comment %} ... rest unchanged ... {% endcomment %}\n"),
    "ruby-begin": ("a.rb", "x = 1\n=begin\n... rest unchanged ...\n=end\n"),
    "coffee-block": ("a.coffee", "x = 1\n### etc. ###\ny = 2\n"),
}


@pytest.mark.parametrize("case", list(SYNTAXES))
def test_an_elision_in_another_comment_syntax_is_refused(case: str) -> None:
    path, content = SYNTAXES[case]
    _not_usable(_ours({path: content}))


# -- text after the end marker: a value change the held-token index no longer sees -------------
# Class: a closing that changes a written file read as harmless (ba22ce2, ``HeldTokens._read``):
# lines after an odd count of \"\"\" / ''' are prose and give no name a value; a comment that
# mentions \"\"\" (or a docstring mentioning ''') makes every later line of the file prose, so
# "I changed PORT to 9000" names no name the files define. Status seen: recovered (before
# ba22ce2: rejected_files).
_ODD_APP = {
    "comment": '# Docstrings use """ quotes.\nPORT = 8080\nDEBUG = False\n\nprint(PORT, DEBUG)\n',
    "docstring": (
        'def f():\n    """Accepts \'\'\' or plain quotes."""\n    return 1\n\n\n'
        "PORT = 8080\nDEBUG = False\n"
    ),
}


@pytest.mark.parametrize("case", list(_ODD_APP))
def test_a_value_change_after_an_odd_triple_quote_is_refused(case: str) -> None:
    _not_usable(_ours({"app.py": _ODD_APP[case]}, "Note: I changed PORT to 9000.\n"))


# Class: a closing that changes a written file read as harmless (ba22ce2: a page gives no name
# a value): a README's env block (``DEBUG=false``) is the only place DEBUG is set, so "I also
# set DEBUG to true." (``true`` held by another line) names no value change. Status seen:
# recovered (before ba22ce2: rejected_files; the same closing over app.py is refused).
_README = {
    "app.py": "import os\nPORT = int(os.environ.get('PORT', 8080))\n",
    "README.md": "# App\n\n```env\nPORT=8080\nDEBUG=false\nLOG=true\n```\n",
}


@pytest.mark.parametrize(
    "after", ["I also set DEBUG to true.\n", "Note that DEBUG is now true in the docs.\n"]
)
def test_a_value_change_of_a_readme_code_block_is_refused(after: str) -> None:
    _not_usable(_ours(_README, after))


def test_a_closing_note_over_a_docstring_stays_usable() -> None:
    # (what ba22ce2 is for: a docstring's "Note: ..." gives no key Note)
    content = 'def f():\n    """Returns one.\n\n    Note: cached.\n    """\n    return 1\n'
    result = parse_response(_ours({"a.py": content}, "Note: f is cached.\n"))
    assert result.usable
    assert files_of(result) == [("a.py", content)]


# Class: false refusal (ba22ce2 reads only lines between an odd count of triple quotes as a
# string): a one-line docstring ``"""Note: returns one."""`` still gives ``Note`` the value
# "returns one", so the closing "Note: f returns one." is refused (rejected_files), while the
# same closing over the file without the docstring is usable.
def test_a_closing_note_over_a_one_line_docstring_note_stays_usable() -> None:
    content = 'def f():\n    """Note: returns one."""\n    return 1\n'
    result = parse_response(_ours({"a.py": content}, "Note: f returns one.\n"))
    assert result.usable
    assert files_of(result) == [("a.py", content)]


# -- package managers the run rules do not list ------------------------------------------------
# Class: a closing command that changes a written file read as harmless (older; run rules'
# list): ``pdm add`` / ``rye add`` write pyproject.toml's dependencies as ``poetry add`` and
# ``uv add`` do (those are refused). Status seen: recovered.
@pytest.mark.parametrize("command", ["pdm add requests", "rye add requests"])
def test_a_package_manager_that_adds_to_the_written_manifest_is_refused(command: str) -> None:
    files = {
        "pyproject.toml": '[project]\nname = "a"\nversion = "0.1.0"\ndependencies = []\n',
        "app.py": "print(1)\n",
    }
    _not_usable(_ours(files, f"Then run `{command}`.\n"))


# -- closings that change a written file and name no value the rule weighs ---------------------
# Class: a closing that changes a written file read as harmless (older than ba22ce2 / 6eccf25,
# which hold here: ``is_command`` is false for these spans). A shell line in a span over a
# shell script ("Add `set -e` after the shebang."), a code span after "Edit:" naming no
# assignment, a method renamed in a span with dots ("`os.getcwd()` to `os.getcwdb()`"), and a
# rename of the only file are all recovered, while "I added `import logging` at the top." is
# refused.
_SCRIPT = {"deploy.sh": "#!/bin/bash\necho deploying\nrsync -a build/ host:/srv/\n"}
_APP = {"app.py": "import os\n\nprint(os.getcwd())\n"}
CLOSINGS = {
    "add-set-e": (_SCRIPT, "Add `set -e` after the shebang.\n"),
    "added-set-e": (_SCRIPT, "I added `set -e` at the top.\n"),
    "forgot-set-e": (_SCRIPT, "Forgot one line: `set -e` goes right after the shebang.\n"),
    "edit-last-line": (_APP, "Edit: `print('done')` is now the last line.\n"),
    "renamed-call": (_APP, "P.S. I changed `os.getcwd()` to `os.getcwdb()`.\n"),
    "renamed-file": (_APP, "I renamed the script to main.py.\n"),
}


@pytest.mark.parametrize("case", list(CLOSINGS))
def test_a_closing_that_changes_the_only_file_is_refused(case: str) -> None:
    files, after = CLOSINGS[case]
    _not_usable(_ours(files, after))


def test_a_code_span_to_add_in_a_run_instruction_is_refused() -> None:
    # (6eccf25 holds: "import" is no command, so the span is weighed as code)
    _not_usable(_ours(_APP, "Run app.py with `import logging` added at the top.\n"))


# -- a JSON report after the end marker that says a value changed -----------------------------
# Class: a closing that changes a written file read as harmless (30846f7, ``closing.json_report``
# skips a JSON value after the answer that holds no file text): the report's strings and
# numbers are not weighed, so a report saying app.py's PORT is now 9000 is data while the same
# words as prose ("PORT changed to 9000 in app.py.") are refused. Status seen: recovered.
_PORT_APP = {"app.py": "PORT = 8080\nDEBUG = False\n\nprint(PORT, DEBUG)\n"}
REPORTS = {
    "nested-value": '{"app.py": {"PORT": 9000}}',
    "summary": '{"files": [{"path": "app.py", "summary": "PORT changed to 9000"}]}',
    "note": '{"status": "done", "note": "I also set DEBUG = True in app.py"}',
    "labelled-list": 'Summary: {"changes": ["app.py: PORT = 9000"]}',
}


@pytest.mark.parametrize("case", list(REPORTS))
def test_a_json_report_of_a_value_change_is_refused(case: str) -> None:
    _not_usable(_ours(_PORT_APP, REPORTS[case] + "\n"))


def test_a_json_report_of_written_files_stays_usable() -> None:
    # (what the skip is for: a tool's report of what it wrote)
    after = '{"files": [{"file_path": "app.py", "status": "written"}]}\n'
    result = parse_response(_ours(_PORT_APP, after))
    assert result.usable, result.status
    assert files_of(result) == list(_PORT_APP.items())
