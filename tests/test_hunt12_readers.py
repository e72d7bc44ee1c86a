"""Findings of hunt 12 on the readers: what fix-after12 just taught the reader of the text
after the end marker (``_rewritten_after`` in ``ingest/conventions``: bare code-like lines,
code spans and HTML blocks weighed against the written lines; closing.py's new harmless
shapes: lists and tables of files with their purposes, offers, "is final"), attacked for a
usable result whose files differ from what the model meant, and for ordinary closings
refused.

Each test is one minimized finding. How found: hand probes (about 150 closings) and
``benchmarks/hunt_hunt12-readers.py`` (real standard-library modules and npm's package.json
files, one line changed, fixed seeds), which counts them.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def document(files: dict[str, str], after: str) -> str:
    """A document in our format as a model writes it, then ``after`` below its end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n\n" + after


APP = (
    "import os\n\nDEBUG = True\nPORT = 8080\n\n\ndef main():\n"
    "    print('hello world', PORT)\n    return None\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
HELPER = "def get():\n    return 42\n"
FILES = {"app.py": APP, "b.py": HELPER}


def _assert_not_usable_over_written_files(files: dict[str, str], after: str) -> None:
    result = parse_response(document(files, after))
    assert not result.usable, (
        f"usable ({result.status}) over the files as written, while the text after the end "
        f"marker changes one: {after!r}"
    )


# -- a changed assignment in Markdown emphasis or an HTML comment -----------------------------
# Class: changed-after missed, an assignment wrapped in emphasis or an HTML comment.
# ``_code_pieces`` takes HTML tags away (not comments: ``_HTML_TAG`` does not match ``<!--``)
# and a list bullet, but not ``**``/``__``/``~~``: the line then neither looks like code nor
# starts with an assignment, so ``DEBUG = False`` beside the written ``DEBUG = True`` is not
# weighed. Found by hand ("**PORT = 9000**"); the benchmark's py-assignment/bold,
# underscore-bold and html-comment count 60 of 60 WRONG on real modules. The library returned
# ``recovered`` with app.py as written (DEBUG = True).
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("**DEBUG = False**", id="bold"),
        pytest.param("__DEBUG = False__", id="underscore-bold"),
        pytest.param("~~DEBUG = True~~ DEBUG = False", id="strikethrough"),
        pytest.param("<!-- DEBUG = False -->", id="html-comment"),
    ],
)
def test_an_assignment_in_emphasis_or_an_html_comment_is_weighed(after: str) -> None:
    _assert_not_usable_over_written_files(FILES, after)


# -- a list of files whose "purpose" is a changed line ----------------------------------------
# Class: changed-after missed, a "PATH: purpose" list item whose purpose is code or says
# "now". ``_lists_files`` (closing.py) takes "- app.py: PORT = 9000" as a file and its purpose
# (no code span, at most eight words, no change word, no ``_GONE`` word), and
# ``_rewritten_after`` reads the item "app.py: PORT = 9000" as assigning the name ``app.py``
# (``_ASSIGNED``'s type-annotation branch), which no written file assigns. Found by hand;
# the benchmark's py-assignment/list-item counts 56 of 60 WRONG. The library returned
# ``recovered`` with the files as written (PORT = 8080, get() returning 42).
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("- app.py: PORT = 9000\n- b.py: helper", id="assignment"),
        pytest.param("- app.py: entry point\n- b.py: return 43", id="statement"),
        pytest.param("- `app.py`: entry point\n- `b.py`: now returns None", id="now-returns"),
        pytest.param(
            "| File | Purpose |\n|---|---|\n| `app.py` | now serves on port 9000 |", id="table-now"
        ),
    ],
)
def test_a_file_list_whose_purpose_is_a_changed_line_is_weighed(after: str) -> None:
    _assert_not_usable_over_written_files(FILES, after)


# -- a changed line in a language whose assignment is not "=" ---------------------------------
# Class: changed-after missed, a bare changed line of YAML/CSS/Go/Dockerfile/requirements.
# ``_WrittenLines.changes`` knows a changed line by ``_ASSIGNED`` (``name = value``) or by the
# first/last eight characters of a written line; ``port: 9000`` beside ``port: 8080`` has
# neither (YAML's and CSS's key is followed by ":", Go's by ":="; a short line has the same
# first eight characters only when the value is long). Found by hand; the benchmark's
# npm-yaml/bare (npm's package.json fields written as config.yaml, one value changed) counts
# 40 of 40 WRONG. The library returned ``recovered`` with the file as written.
@pytest.mark.parametrize(
    ("files", "after"),
    [
        pytest.param(
            {"config.yaml": "server:\n  port: 8080\n  host: localhost\ndebug: true\n"},
            "debug: false",
            id="yaml",
        ),
        pytest.param(
            {"config.yaml": "server:\n  port: 8080\n  host: localhost\ndebug: true\n"},
            "server:\n  port: 9000\n  host: localhost",
            id="yaml-three-lines",
        ),
        pytest.param({"style.css": "body {\n  color: black;\n}\n"}, "  color: red;", id="css"),
        pytest.param(
            {"main.go": "package main\n\nfunc main() {\n\tport := 8080\n\tprintln(port)\n}\n"},
            "port := 9000",
            id="go-short-assignment",
        ),
        pytest.param(
            {"Dockerfile": 'FROM python:3.11-slim\nEXPOSE 8080\nCMD ["python", "app.py"]\n'},
            "FROM python:3.12-slim",
            id="dockerfile",
        ),
        pytest.param(
            {"requirements.txt": "flask==2.3.0\nrequests==2.31.0\n"},
            "flask==3.0.0",
            id="requirements",
        ),
    ],
)
def test_a_changed_line_without_an_equals_sign_is_weighed(
    files: dict[str, str], after: str
) -> None:
    _assert_not_usable_over_written_files(files, after)


# -- assignment shapes ``_ASSIGNED`` does not know ------------------------------------------------
# Class: changed-after missed, a bare changed assignment whose shape ``_ASSIGNED`` does not
# know: Kotlin's ``val``, Lua's ``local`` (read as the assigned name, followed by no "="),
# Python's tuple target ``HOST, PORT = ...``. Found by hand. The library returned
# ``recovered`` with the file as written.
@pytest.mark.parametrize(
    ("files", "after"),
    [
        pytest.param(
            {"Main.kt": "val port = 8080\nfun main() { println(port) }\n"},
            "val port = 9000",
            id="kotlin-val",
        ),
        pytest.param(
            {"main.lua": "local port = 8080\nprint(port)\n"}, "local port = 9000", id="lua-local"
        ),
        pytest.param(
            {"app.py": "HOST, PORT = 'localhost', 8080\nprint(HOST, PORT)\n"},
            "HOST, PORT = 'localhost', 9000",
            id="python-tuple",
        ),
    ],
)
def test_an_assignment_shape_the_rule_does_not_know_is_weighed(
    files: dict[str, str], after: str
) -> None:
    _assert_not_usable_over_written_files(files, after)


# -- two new code lines in a row --------------------------------------------------------------
# Class: changed-after missed, bare code lines fewer than ``_CODE_RUN`` (3) that no written
# file holds: "import logging" and a call below it, after the end marker, with no file named,
# are lines the model meant in app.py (the only Python file) and did not write there. The
# run rule needs three code lines in a row; two pass. Found by hand. The library returned
# ``recovered`` with app.py as written.
def test_two_new_bare_code_lines_are_weighed() -> None:
    _assert_not_usable_over_written_files(
        {"app.py": APP}, "import logging\nlogging.basicConfig(level=logging.INFO)"
    )


# -- a line changed only in the middle, in a one-line block -----------------------------------
# Class: changed-after missed, a one-line code block whose line is a written line changed in
# the middle (its first and last eight characters kept). The block rules (fenced, indented)
# refuse a block of two lines or more that is not a quote, and a one-line block assigning a
# name otherwise; a one-line block ``print('hello there', PORT)`` beside the written
# ``print('hello world', PORT)`` passes as a quote. Found by hand; the benchmark's
# py-middle/one-line-fence counts 60 of 60 WRONG and py-middle/indented 58 of 60. The library
# returned ``recovered`` with app.py as written.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("```python\n    print('hello there', PORT)\n```", id="fenced"),
        pytest.param("```\nprint('hello there', PORT)\n```", id="fenced-no-language"),
        pytest.param("    print('hello there', PORT)", id="indented"),
    ],
)
def test_a_one_line_block_changed_in_the_middle_is_weighed(after: str) -> None:
    _assert_not_usable_over_written_files(FILES, after)


# Same class: a one-line indented block holding a dict item of a written file with another
# value ("'port': 9000," beside "'port': 8080,"): no assignment, ends not shared. Unindented,
# the same line is refused (``_rewritten_after``).
def test_a_one_line_indented_block_changing_a_dict_item_is_weighed() -> None:
    config = "CONFIG = {\n    'port': 8080,\n    'host': 'x',\n}\n"
    _assert_not_usable_over_written_files({"a.py": config}, "    'port': 9000,")


# -- an assignment inside a sentence, no code span --------------------------------------------
# Class: changed-after missed, a sentence naming a file that states an assignment in prose.
# ``_code_pieces`` weighs a line that starts like code or with an assignment, and code spans;
# "app.py uses PORT = 9000." is neither, and the sentence rule takes "uses" as a description.
# The same after "Nothing else is needed;" (the new ``_LABEL`` shape); "I can also set PORT to
# 9000 in app.py \u2014 done." is taken whole as an offer (the new ``_OFFER`` words) though it
# says the change was made (refused before fix-after12); "I added `import logging` to app.py"
# and "app.py now listens on 9000" pass as descriptions. Found by hand; the
# benchmark's py-assignment/prose-uses counts 60 of 60 WRONG. The library returned
# ``recovered`` with app.py as written (PORT = 8080).
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("app.py uses PORT = 9000.", id="uses"),
        pytest.param("Nothing else is needed; app.py uses PORT = 9000", id="nothing-else"),
        pytest.param("I can also set PORT to 9000 in app.py \u2014 done.", id="offer-done"),
        pytest.param("I added `import logging` to app.py.", id="added-span"),
        pytest.param("app.py now listens on 9000.", id="now-listens"),
    ],
)
def test_an_assignment_in_a_sentence_is_weighed(after: str) -> None:
    _assert_not_usable_over_written_files(FILES, after)


# -- a sentence naming no file, quoting a written line and saying it changed ------------------
# Class: changed-after missed, a sentence with no file name whose code span quotes a written
# line exactly and says it changed: the line names its file as well as a path does, but the
# sentence rule weighs only sentences that name a file (``_named_file``), and
# ``_rewritten_after`` finds the span a written line as it is (since fix-after12 such a span
# is also replaced by a placeholder before weighing). Found by hand; usable before
# fix-after12 too. The library returned ``recovered`` with app.py as written (PORT = 8080).
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("`PORT = 8080` changed to 9000.", id="changed-to"),
        pytest.param("`PORT = 8080` is now 9000.", id="is-now"),
        pytest.param("`DEBUG = True` is now off.", id="is-now-off"),
        pytest.param("`PORT = 8080` \u2192 `9000`", id="arrow"),
    ],
)
def test_a_quoted_written_line_said_to_change_is_weighed(after: str) -> None:
    _assert_not_usable_over_written_files(FILES, after)


# -- false refusals -----------------------------------------------------------------------------
COMMENTED = (
    "import os\n\nDEBUG = True  # toggle for development\n"
    "PORT = int(os.environ.get('PORT', 8080))\n\n\ndef main():\n"
    "    print('hello world', PORT)\n"
)


# Class: false refusal, a closing quoting a written line without its trailing comment, a
# summary table of written names, or a run command with an environment variable set before
# it. ``_WrittenLines.changes`` strips a trailing comment from the piece it weighs, not from
# the written lines, so `DEBUG = True` (written ``DEBUG = True  # toggle...``) "assigns DEBUG
# otherwise"; ``PORT=9000 python app.py`` and ``export PORT=9000`` match ``_ASSIGNED`` and
# assign PORT "otherwise"; ``_lists_files`` refuses any code span in a table cell, so a
# table of names and their files is read as a sentence that may change app.py. Found by
# hand; the benchmark's py-comment-dropped/span-sentence, table-names and env-prefix count
# 45 of 45 refused each. The library returned ``rejected_files`` (changed-after). Refused,
# never wrong. ("Replace `YOUR_KEY` in config.py with your key." is usable, and should be:
# the user's own secret, not another version of the file.)
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("`DEBUG = True` turns on debug output.", id="comment-dropped"),
        pytest.param("Set `DEBUG = True` only while developing.", id="comment-dropped-advice"),
        pytest.param(
            "| Name | File | Default |\n|---|---|---|\n| `DEBUG` | `app.py` | `True` |",
            id="table-of-names",
        ),
        pytest.param("Run with `PORT=9000 python app.py` to use another port.", id="env-prefix"),
        pytest.param("Export `PORT=9000` before running app.py.", id="export"),
    ],
)
def test_an_ordinary_closing_about_written_names_is_not_refused(after: str) -> None:
    result = parse_response(document({"app.py": COMMENTED}, after))
    assert result.usable, [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert result.code.files[0].content == COMMENTED


PROJECT = {
    "app.py": APP,
    "config.py": "API_KEY = 'YOUR_KEY'\nTIMEOUT = 30\n",
    "requirements.txt": "flask==2.3.0\n",
}


# Class: false refusal, an ordinary closing sentence about written names read by the sentence
# rule as saying something that may change the file: a file "holds" names, "the entry point
# is `main()` in app.py", "`TIMEOUT = 30` by default" (the span, a written line, becomes the
# placeholder and the fragment left is no harmless shape), a table of settings with their
# file and default, and the user told to put their own key in the placeholder (decided: a
# user action on a placeholder the model wrote on purpose, not another version of the file).
# These were refused before fix-after12 too (12 of 32 ordinary closings then, 7 now: the
# fix made file lists, tables of purposes and "is final" usable). Found by hand (32 ordinary
# closings on a four-file project). The library returned ``rejected_files`` (changed-after).
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("`config.py` holds `API_KEY` and `TIMEOUT`.", id="holds-names"),
        pytest.param("The entry point is `main()` in app.py.", id="entry-point-is"),
        pytest.param(
            "The config lives in config.py; `TIMEOUT = 30` by default.", id="held-by-default"
        ),
        pytest.param(
            "| Setting | File | Default |\n|---|---|---|\n| `TIMEOUT` | `config.py` | `30` |",
            id="settings-table",
        ),
        pytest.param("Set `API_KEY` in config.py to your own key.", id="your-own-key"),
    ],
)
def test_an_ordinary_closing_sentence_is_not_refused(after: str) -> None:
    result = parse_response(document(PROJECT, after))
    assert result.usable, [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert {f.file_path: f.content for f in result.code.files} == PROJECT
