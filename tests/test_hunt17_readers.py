"""Findings of hunt 17 on the readers: what fix-readers15 (``held_tokens.py``: offers said
done later, ``_unshown``, ``_dependency``/``_manifest_specs``, a prose word in another case
of a defined name, position columns), fix-elide16 (``python_strings.py``,
``placeholders.py``: page notes, comment syntaxes, AsciiDoc listings, JSON report clauses,
'the script') and the lead's c72406f (``closing._names_with_values``) taught the readers,
attacked for a usable result whose files differ from what the model meant, then for false
refusals of ordinary closings.

How found: hand probes (about 40 JSON values and 60 sentences after two small files,
config.py and app.py; manifests requirements.txt, package.json, Cargo.toml; 40 elided files
in 35 languages) compared with the tree before c72406f (``git archive f43be65``);
``benchmarks/hunt_hunt17-readers.py`` counts the families with fixed seeds. Each test is one
minimized finding: what the model meant is written by hand.
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
PY_DEPS = {
    "app.py": "import flask\n\nPORT = 5000\n",
    "requirements.txt": "flask>=2.0\nrequests==2.31.0\n",
}
JS_DEPS = {
    "index.js": "const express = require('express');\nconst PORT = 3000;\n",
    "package.json": (
        '{\n  "name": "x",\n  "dependencies": {"express": "^4.18.2"},\n'
        '  "engines": {"node": ">=18"}\n}\n'
    ),
}
RS_DEPS = {
    "src/main.rs": "fn main() {}\n",
    "Cargo.toml": '[package]\nname = "x"\nversion = "0.1.0"\n\n[dependencies]\nserde = "1.0"\n',
}


def document(files: dict[str, str], after: str) -> str:
    """A document in our format as a model writes it, then ``after`` past the end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines += ["===FILE_CONTENT_BLOCK===END", "", after]
    return "\n".join(lines) + "\n"


# -- c72406f: an edit under a path key read as a report of names with values ----------------
# Class: change missed. ``_names_with_values`` takes an object under a path key whose keys
# match ``[A-Za-z_$][\w$]*`` and whose values are one-line scalars for a report, weighed as
# ``key = value`` clauses; but edit keys (old/new, find/replace, append, line3, rename_to,
# delete) are such names too, and a clause ``new = "PORT = 8080"`` only holds held values.
# Every one was refused (rejected_files) at f43be65, before the commit; now ``recovered`` with the
# files as sent.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param('{"app.py": {"old": "PORT = 5000", "new": "PORT = 8080"}}', id="old-new"),
        pytest.param('{"app.py": {"find": "return 1", "replace": "return 2"}}', id="find"),
        pytest.param('{"app.py": {"line3": "PORT = 8080"}}', id="line-key"),
        pytest.param('{"app.py": {"append": "import os"}}', id="append"),
        pytest.param('{"app.py": {"insert_after_line_1": "import os"}}', id="insert"),
        pytest.param('{"app.py": {"rename_to": "server.py"}}', id="rename-to"),
        pytest.param('{"app.py": {"delete": true}}', id="delete"),
        pytest.param('{"app.py": {"remove": "b"}}', id="remove"),
        pytest.param('{"app.py": {"move_to": "src/app.py"}}', id="move-to"),
    ],
)
def test_an_edit_under_a_path_key_is_no_report_of_names(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


# Class: value said of another file. ``{"app.py": {"PORT": 8080}}`` is weighed as the
# clause ``PORT = 8080`` without its file: config.py holds PORT = 8080, so it passes, but
# app.py (PORT = 5000) is the file named. A name no file holds (``TIMEOUT``) passes too.
# Refused (rejected_files) at f43be65; now ``recovered``.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param('{"app.py": {"PORT": 8080}}', id="other-file-value"),
        pytest.param('{"config.py": {"TIMEOUT": 30}}', id="new-name"),
    ],
)
def test_a_report_of_names_is_weighed_against_the_file_it_is_under(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


# The same in the other readers: a markdown answer (fenced files under their names) and the
# legacy JSON answer, each followed by ``{"app.py": {"delete": true}}`` or a rename.
# ``recovered`` (markdown) and ``repaired`` (legacy) with app.py kept. The legacy ones were
# refused (rejected_files) at f43be65; the markdown ones were ``recovered`` there too (the
# closing after a markdown answer does not weigh a path-keyed JSON object at all).
_MD = "`config.py`:\n```python\nPORT = 8080\n```\n\n`app.py`:\n```python\nPORT = 5000\n```\n\n"
_LEGACY = (
    '{"files": [{"file_path": "config.py", "content": "PORT = 8080\\n"}, '
    '{"file_path": "app.py", "content": "PORT = 5000\\n"}]}\n\n'
)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_MD + '{"app.py": {"delete": true}}', id="markdown-delete"),
        pytest.param(_MD + '{"app.py": {"rename_to": "server.py"}}', id="markdown-rename"),
        pytest.param(_LEGACY + '{"app.py": {"delete": true}}', id="legacy-delete"),
        pytest.param(
            _LEGACY + '```json\n{"app.py": {"rename_to": "server.py"}}\n```', id="legacy-fenced"
        ),
    ],
)
def test_an_edit_under_a_path_key_after_other_formats(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))


# -- a table that gives a file's value --------------------------------------------------------
# Class: value said of another file. A markdown table ``| file | PORT |`` with ``app.py |
# 8080`` says app.py's PORT is 8080 (it is 5000); the cell's number is held by config.py,
# and the row's file is not weighed with it. ``recovered``.
def test_a_table_row_gives_its_file_a_value() -> None:
    after = "| file | PORT |\n|---|---|\n| app.py | 8080 |"
    result = parse_response(document(FILES, after))
    assert not result.usable, result.status


# -- a rename by ordinal or by 'the script' among two files -----------------------------------
# Class: rename missed. fix-elide16's 'the script names the only file' rule reads nothing
# when two files are written, and "the first file"/"the second file" name no path: the
# rename passes. ``recovered`` with config.py/app.py where the model meant settings.py,
# main.py, server.py.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Save the first file as settings.py.", id="first-file"),
        pytest.param("The second file should be saved as main.py.", id="second-file"),
        pytest.param("Name the script `server.py`.", id="the-script-of-two"),
    ],
)
def test_a_rename_of_a_file_named_by_its_place_is_not_usable(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


# Class: rename missed. With one file written, "this", "it", "the code above" and a bare
# "Rename to"/"File:" name that file; fix-elide16 reads only 'the script'/'the program'/
# 'this file' (and 'it' after a sentence that named the file). Even "Save the code above as
# `server.py` and run `python server.py`" (a run of a file that is not written) passes.
# ``recovered`` with app.py (as at f43be65).
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Save this as server.py.", id="save-this"),
        pytest.param("Save it as server.py.", id="save-it"),
        pytest.param("Call it server.py.", id="call-it"),
        pytest.param("Put this in `src/app.py`.", id="put-this-in"),
        pytest.param("Paste this into main.py and run it.", id="paste-into"),
        pytest.param("Rename to server.py.", id="rename-to"),
        pytest.param("File: server.py", id="file-label"),
        pytest.param(
            "Save the code above as `server.py` and run `python server.py`.", id="save-and-run"
        ),
    ],
)
def test_a_rename_of_the_only_file_is_not_usable(after: str) -> None:
    files = {"app.py": "PORT = 5000\n\n\ndef main():\n    return PORT\n"}
    result = parse_response(document(files, after))
    assert not result.usable, (result.status, after)


# -- a dependency's change said without a subject, or not as "name version" -------------------
# Class: version change missed. ``_dependency`` allows a version within the manifest's bounds
# unless the clause says a change (``_SAYS_CHANGED`` or first-person ``_REPORTED``); a past
# participle without subject ("Bumped", "Pinned") is neither, so "Bumped flask to 3.0.2"
# over ``flask>=2.0`` passes; "requests is pinned to 2.32.3" is no ``_VERSION_SAID`` (name
# then version) so ``==2.31.0`` is never compared; Cargo.toml is no manifest read.
# ``recovered`` with the manifests as sent.
@pytest.mark.parametrize(
    ("files", "after"),
    [
        pytest.param(PY_DEPS, "Bumped flask to 3.0.2.", id="bumped-py"),
        pytest.param(PY_DEPS, "Pinned flask to 3.0.0.", id="pinned-py"),
        pytest.param(PY_DEPS, "requests is pinned to 2.32.3.", id="is-pinned-to"),
        pytest.param(JS_DEPS, "Bumped express to 4.19.2.", id="bumped-js"),
        pytest.param(RS_DEPS, "Bumped serde to 1.0.200.", id="cargo"),
    ],
)
def test_a_dependency_bumped_without_a_subject_is_a_change(
    files: dict[str, str], after: str
) -> None:
    result = parse_response(document(files, after))
    assert not result.usable, (result.status, after)


# Class: dependency added, unseen. "I added pyyaml==6.0.1 to requirements.txt" names a
# dependency the manifest does not hold: ``_dependency`` only looks up names the manifest
# gives (``manifests.get`` is None: skipped), and the name is no held token. ("Added pyyaml
# 6.0 to requirements.txt." is refused.) ``recovered``.
@pytest.mark.parametrize(
    ("files", "after"),
    [
        pytest.param(PY_DEPS, "I added pyyaml==6.0.1 to requirements.txt.", id="pip"),
        pytest.param(JS_DEPS, "I added `lodash@4.17.21`.", id="npm"),
    ],
)
def test_a_dependency_said_added_that_the_manifest_lacks_is_not_usable(
    files: dict[str, str], after: str
) -> None:
    result = parse_response(document(files, after))
    assert not result.usable, (result.status, after)


# -- elided files read as usable --------------------------------------------------------------
# Class: elision passed. A Python (or JS) string statement whose words are a note of code
# left out (no dots: fix-elide16's string rule weighs dots), a README section whose body is
# "...", "- ...", "\u2026" or "Same as before." or a fence of a note, "..." as HTML text, a
# Jinja comment ``{# ... #}`` in an .html template (the same in .twig is refused), an
# AsciiDoc listing, literal or source block holding only a note. ``recovered`` with the note
# as the file's text (as at f43be65).
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            "def a():\n    x = 1\n    '''rest of the function unchanged'''\n",
            id="py-string-note",
        ),
        pytest.param(
            "README.md", "# App\n\n## Install\n\n...\n\n## Usage\n\nRun it.\n", id="md-dots"
        ),
        pytest.param(
            "base.html",
            "<html>\n{# ... rest of template unchanged ... #}\n</html>\n",
            id="jinja-in-html",
        ),
        pytest.param(
            "doc.adoc",
            "= Doc\n\n----\n... rest of the listing unchanged ...\n----\n",
            id="asciidoc-listing",
        ),
        pytest.param(
            "app.py", "def a():\n    x = 1\n    'keep the rest as it was'\n", id="py-keep"
        ),
        pytest.param("app.py", "def a():\n    x = 1\n    r'''rest unchanged'''\n", id="py-raw"),
        pytest.param("app.py", "class A:\n    x = 1\n\n    'existing methods here'\n", id="py-cls"),
        pytest.param(
            "a.js",
            "function a() {\n  const x = 1;\n  'rest of function unchanged';\n}\n",
            id="js-string",
        ),
        pytest.param(
            "README.md", "# App\n\n## Install\n\n- ...\n\n## Usage\n\nRun it.\n", id="md-item"
        ),
        pytest.param(
            "README.md", "# App\n\n## Install\n\n\u2026\n\n## Usage\n\nRun it.\n", id="md-char"
        ),
        pytest.param("README.md", "# App\n\n## Install\n\nSame as before.\n", id="md-same"),
        pytest.param(
            "README.md", "# App\n\n```bash\n# ... install steps as before ...\n```\n", id="md-fence"
        ),
        pytest.param("a.html", "<ul>\n  <li>a</li>\n  ...\n</ul>\n", id="html-dots"),
        pytest.param(
            "index.html", "<div>\n{# ... existing markup ... #}\n</div>\n", id="jinja-existing"
        ),
        pytest.param(
            "doc.adoc", "= Doc\n\n....\n... rest unchanged ...\n....\n", id="adoc-literal"
        ),
        pytest.param(
            "doc.adoc",
            "= Doc\n\n[source,python]\n----\n# ... rest unchanged ...\n----\n",
            id="adoc-source",
        ),
    ],
)
def test_an_elided_file_is_not_usable(path: str, content: str) -> None:
    result = parse_response(document({path: content}, "Run it."))
    assert not result.usable, (result.status, files_of(result))


# -- held names only, said of each other ------------------------------------------------------
# Class: change missed. ``_unshown`` weighs a first-person report of held names by whether a
# top-level statement holds them together; ``main()`` holds ``a()`` so "I inlined `a()` into
# `main()`" is "shown", and app.py and PORT are both held so "I made app.py read PORT from
# config.py" passes though app.py defines PORT = 5000 and imports only HOST. An instruction
# or a should-clause with held names only is not weighed. ``recovered`` (as at f43be65).
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("I made app.py read PORT from config.py.", id="made-read-from"),
        pytest.param("I inlined `a()` into `main()`.", id="inlined"),
        pytest.param("Swap the bodies of `a()` and `b()`.", id="swap-bodies"),
        pytest.param("`main()` should call `b()`, not `a()`.", id="should-call"),
    ],
)
def test_a_change_said_with_held_names_only_is_not_usable(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


# -- a file's value in a list or a YAML fence -------------------------------------------------
# Class: value said of another file. "app.py: PORT 8080" as a list item, after a label, or
# a fenced YAML mapping under the path: the number is held (config.py), the file named is
# not weighed with it (the same unfenced mapping is refused). ``recovered``.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("```yaml\napp.py:\n  PORT: 8080\n```", id="yaml-fence"),
        pytest.param("Summary:\n- app.py: PORT 8080", id="summary-list"),
        pytest.param("- `app.py` \u2014 PORT: 8080", id="dash-item"),
    ],
)
def test_a_list_or_yaml_report_gives_its_file_a_value(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


# -- offers said done ---------------------------------------------------------------------------
# Class: change missed, an offer said done. fix-readers15 weighs an offer whose later clause
# of the same paragraph says done; "If you want DEBUG off, I've turned it off" (done in the
# offer's own clause after a comma), "I could also switch DEBUG off; I did" (``I could`` is
# no ``_OFFER``), and "Want me to drop `b()`?" then "I've done it already." in the next
# paragraph pass. ``recovered`` with DEBUG = True and b() kept.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("If you want DEBUG off, I've turned it off.", id="if-you-want-ive"),
        pytest.param("I could also switch DEBUG off; I did.", id="i-could-i-did"),
        pytest.param("Want me to drop `b()`?\n\nI've done it already.", id="next-paragraph"),
    ],
)
def test_an_offer_said_done_is_not_usable(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


# -- a defined name's value said in words ---------------------------------------------------------
# Class: value change missed. b3c71af weighs a prose word in another case of a defined name
# by its number only; "DEBUG is disabled" (DEBUG = True) and "The host is 0.0.0.0"
# (HOST = 'localhost') give the name another value in words or a string. ``recovered``.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("DEBUG is disabled.", id="debug-disabled"),
        pytest.param("The host is 0.0.0.0.", id="host-string"),
    ],
)
def test_a_defined_name_given_another_value_in_words_is_not_usable(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


# -- false refusals ---------------------------------------------------------------------------
# Class: false refusal. b3c71af weighs a prose word in another case of a defined name
# ("port" of PORT) by its number: "Redis listens on port 6379" is about Redis, not the
# file's PORT. ``rejected_files``.
@pytest.mark.parametrize(
    "files",
    [pytest.param(FILES, id="python"), pytest.param(JS_DEPS, id="node")],
)
def test_another_service_s_port_is_no_change(files: dict[str, str]) -> None:
    result = parse_response(document(files, "Redis listens on port 6379."))
    meant = list(files.items())
    assert result.usable, (result.status, result.diagnostics)
    meant_or_refused(result, meant)


# Class: false refusal. An honest first-person report of what the files hold ("I set PORT
# to 5000 in app.py", which it is) is refused: ``_unshown``/the value rules read the past
# tense and a name as a possible change even when the named file shows it.
# ``rejected_files``.
@pytest.mark.parametrize(
    ("files", "after"),
    [
        pytest.param(FILES, "I set PORT to 5000 in app.py.", id="set-held-value"),
        pytest.param(FILES, "I used `HOST` from config.py in app.py.", id="used-import"),
        pytest.param(FILES, "We import `HOST` from config.py.", id="we-import"),
        pytest.param(JS_DEPS, "I set the port to 3000 in index.js.", id="js-set-port"),
        pytest.param(JS_DEPS, "I required express in index.js.", id="js-required"),
    ],
)
def test_an_honest_first_person_report_is_usable(files: dict[str, str], after: str) -> None:
    result = parse_response(document(files, after))
    assert result.usable, (result.status, after, result.diagnostics)
    meant_or_refused(result, list(files.items()))


# Class: false refusal. A prose line that gives a version bound with ``>=`` ("Requires
# Python >= 3.9.") is read as a command of an unknown program whose ``>`` writes a file, so
# every file may be changed. Found in the ordinary-closings family (30 closings after a
# Flask app and requirements.txt). ``rejected_files`` ("runs Requires, which this reader
# does not know").
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Requires Python >= 3.9.", id="requires-python"),
        pytest.param("Needs Node >= 18.", id="needs-node"),
        pytest.param("Works on Python >= 3.9 and < 4.", id="works-on-range"),
    ],
)
def test_a_version_bound_in_prose_is_no_redirection(after: str) -> None:
    files = {"app.py": "PORT = 5000\n"}
    result = parse_response(document(files, after))
    assert result.usable, (result.status, after, result.diagnostics)
    meant_or_refused(result, list(files.items()))


# -- checked and holding (regression) ---------------------------------------------------------
@pytest.mark.parametrize(
    ("files", "after", "usable"),
    [
        pytest.param(FILES, '{"app.py": {"old": "PORT = 5000", "new": "PORT = 9000"}}', False),
        pytest.param(FILES, '{"config.py": {"DEBUG": false}}', False),
        pytest.param(FILES, "Save app.py as server.py.", False),
        pytest.param(PY_DEPS, "Upgraded requests to 2.32.3.", False),
        pytest.param(PY_DEPS, "Tested with Python 3.12.", True),
        pytest.param(JS_DEPS, "Tested with Node 20.", True),
        pytest.param(JS_DEPS, "Start it with `npm start`; it listens on port 3000.", True),
        pytest.param(FILES, "I made `main()` call `a()`.", True),
    ],
)
def test_what_holds(files: dict[str, str], after: str, usable: bool) -> None:
    result = parse_response(document(files, after))
    assert result.usable is usable, (result.status, after)
    meant_or_refused(result, list(files.items()))
