"""Findings of hunt 13 on the convention readers: what fix-runs11 just taught them (a command
may only write a file the result holds; legacy JSON keys beside ``files`` named and their
commands weighed; a JSON value after an answer holding no file text is a report), attacked for
a usable result whose files differ from what the model meant.

Each test is one minimized finding. How found: hand probes (about 420 answers: 46 commands x
4 wraps x 6 conventions, 33 legacy keys x 2 orders, 20 JSON values after an answer x 4 heads,
``/tmp`` scripts) and ``benchmarks/hunt_hunt13-conventions.py`` (fixed seeds), which counts
them.
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


def _ours(header: str = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', after: str = "") -> str:
    return (
        header + "\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx = 1\n\n"
        "===FILE_CONTENT_BLOCK===END\n\n" + after
    )


_MARKDOWN = "`a.py`:\n```python\nx = 1\n```\n\n"
_LEGACY = '{"files": [{"file_path": "a.py", "content": "x = 1\\n"}]}'


def _usable_and_meant(text: str, meant: dict[str, str]) -> None:
    """Not usable, or usable holding exactly the files the model meant."""
    result = parse_response(text)
    if result.usable:
        assert result.code is not None
        got = {f.file_path: f.content for f in result.code.files}
        assert got == meant, (result.status, [d.code for d in result.diagnostics])


# -- a file written by an inline program or touch: not read by the write rule -----------------
# Class: a written file lost: ``node -e "...writeFileSync('b.py', ...)"``, ``python -c
# "open('b.py', 'w').write(...)"`` or ``touch pkg/__init__.py`` after the files. The write rule
# (``_writes_elsewhere``) reads only redirections and the writing verbs of the shell effect
# rules; an inline program's writes and ``touch`` (an empty file the package needs) are
# neither, and changed-after weighs only the files held; ``sh -c '...'``/``bash -c '...'``
# writing a file is not read either (``sh -c 'sed -i ...'`` of a held file is refused).
# How found: every writer form after
# each convention. The library: usable (recovered) holding a.py only, no diagnostic names b.py.
INLINE = {
    "node-e": "node -e \"require('fs').writeFileSync('b.py', 'y = 2')\"",
    "python-c": "python -c \"open('b.py', 'w').write('y = 2')\"",
    "touch-init": "touch pkg/__init__.py",
    "sh-c": "sh -c 'echo y = 2 > b.py'",
    "bash-c": "bash -c 'cp a.py b.py'",
}
HEADS = {"ours": _ours(), "markdown": _MARKDOWN, "legacy": _LEGACY + "\n\n"}
WRAPS = {"bash-fence": "```bash\n{}\n```\n", "prose": "Then run `{}`.\n"}


@pytest.mark.parametrize("wrap", list(WRAPS))
@pytest.mark.parametrize("head", list(HEADS))
@pytest.mark.parametrize("command", list(INLINE))
def test_a_file_written_by_an_inline_program_or_touch_is_not_lost(
    command: str, head: str, wrap: str
) -> None:
    text = HEADS[head] + WRAPS[wrap].format(INLINE[command])
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- commands nested in a legacy answer's other keys ------------------------------------------
# Class: commands beside legacy files not weighed when nested: ``"meta": {"commands": [...]}``,
# ``"scripts": {"postinstall": ...}``, ``"actions": [{"type": "shell", "command": ...}]``, a
# command as an argv list. ``_say_other_keys`` weighs only a top-level string or a list of
# strings. How found: key names and shapes from devcontainer.json, package.json and agent
# action lists. The library: recovered (usable) with legacy-unknown-key only, a.py as sent
# although ``sed -i`` changes it (or b.py lost).
NESTED = {
    "meta-commands-sed": '"meta": {"commands": ["sed -i s/1/2/ a.py"]}',
    "meta-commands-cp": '"meta": {"commands": ["cp a.py b.py"]}',
    "scripts-postinstall": '"scripts": {"postinstall": "sed -i s/1/2/ a.py"}',
    "actions-command": '"actions": [{"type": "shell", "command": "sed -i s/1/2/ a.py"}]',
    "argv-list": '"commands": [["cp", "a.py", "b.py"]]',
}


@pytest.mark.parametrize("key", list(NESTED))
def test_nested_commands_beside_legacy_files_are_weighed(key: str) -> None:
    _usable_and_meant("{" + _LEGACY[1:-1] + ", " + NESTED[key] + "}", {})


# -- setup_instructions holding a command that changes a file ---------------------------------
# Class: a known header key's commands not weighed: ``setup_instructions`` (a GeneratedCode
# field, so not a legacy-unknown-key) holding ``sed -i s/1/2/ a.py`` or ``cp a.py b.py``, in
# our header or a legacy answer. How found: the known keys the unknown-key rule leaves out.
# The library: status clean, a.py as sent, no diagnostic at all.
SETUP = {
    "ours-sed": _ours(
        '{"files_delimiter": "===FILE_CONTENT_BLOCK===", '
        '"setup_instructions": "sed -i s/1/2/ a.py"}'
    ),
    "ours-cp": _ours(
        '{"files_delimiter": "===FILE_CONTENT_BLOCK===", "setup_instructions": "cp a.py b.py"}'
    ),
    "legacy-sed": _LEGACY[:-1] + ', "setup_instructions": "sed -i s/1/2/ a.py"}',
}


@pytest.mark.parametrize("text", list(SETUP.values()), ids=list(SETUP))
def test_setup_instructions_that_change_a_file_are_weighed(text: str) -> None:
    result = parse_response(text)
    assert result.status != "clean", [d.code for d in result.diagnostics]
    _usable_and_meant(text, {})


# -- a JSON value after the answer giving a one-line new content or an edit -------------------
# Class: a later change in JSON after the answer lost: ``{"a.py": "x = 2"}`` (a path key, a
# line-break-free content), ``{"path": "a.py", "search": "x = 1", "replace": "x = 2"}``,
# ``{"file_path": "a.py", "new_source": "x = 2"}`` (keys not in closing's content keys). After
# a legacy answer the repair reader takes the first value (json-other-values, repaired); after
# Markdown ``_json_report`` reads it as a report. How found: the brief's content-key list and
# edit shapes (search/replace, old/new). The library: usable, a.py = "x = 1\n".
LATER = {
    "path-key": '{"a.py": "x = 2"}',
    "search-replace": '{"path": "a.py", "search": "x = 1", "replace": "x = 2"}',
    "old-new": '{"path": "a.py", "old": "x = 1", "new": "x = 2"}',
    "new-source": 'Update: {"file_path": "a.py", "new_source": "x = 2"}',
}
ANSWERS = {"legacy": _LEGACY + "\n\n", "markdown": _MARKDOWN}


@pytest.mark.parametrize("answer", list(ANSWERS))
@pytest.mark.parametrize("later", list(LATER))
def test_a_later_one_line_change_in_json_is_not_lost(later: str, answer: str) -> None:
    _usable_and_meant(ANSWERS[answer] + LATER[later], {"a.py": "x = 2\n"})


# -- a legacy key holding a patch or more files -----------------------------------------------
# Class: file text beside legacy files dropped with a warning only: ``"patch"`` (a diff of
# a.py), ``"extra_files": {"b.py": ...}``. The warning says the key is not read, but the
# result is usable (recovered) over an a.py the patch changes / without b.py: no rule picks
# the files over the patch. How found: keys named for changes. The library: recovered, a.py
# as sent.
FILE_KEYS = {
    "patch": json.dumps({"patch": "--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n"}),
    "extra-files": json.dumps({"extra_files": {"b.py": "y = 2\n"}}),
}


@pytest.mark.parametrize("key", list(FILE_KEYS))
def test_file_text_in_another_legacy_key_is_not_dropped(key: str) -> None:
    _usable_and_meant(_LEGACY[:-1] + ", " + FILE_KEYS[key][1:], {})


# -- a Markdown answer's command in a block quote or a list item ------------------------------
# Class: commands after Markdown files missed where they stand: a session quoted in a block
# quote (``> $ sed -i s/1/2/ a.py``), a list item that is a command (``- sed -i s/1/2/ a.py``,
# ``1. cp a.py b.py``), an HTML ``<pre>`` block. After our end marker the same lines are refused
# (changed-after); after Markdown files they are not read at all. How found: Markdown forms
# around the probe commands. The library: usable (recovered, read-as only), a.py as sent.
QUOTED = {
    "blockquote-sed": "> $ sed -i s/1/2/ a.py\n",
    "blockquote-cp": "> $ cp a.py b.py\n",
    "blockquote-fence": "> ```bash\n> cp a.py b.py\n> ```\n",
    "list-sed": "- sed -i s/1/2/ a.py\n",
    "numbered-cp": "1. cp a.py b.py\n",
    "pre-sed": "<pre>\nsed -i s/1/2/ a.py\n</pre>\n",
}


@pytest.mark.parametrize("after", list(QUOTED.values()), ids=list(QUOTED))
def test_a_command_quoted_or_listed_after_markdown_files_is_weighed(after: str) -> None:
    result = parse_response(_MARKDOWN + after)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- a notebook cell's shell escapes and magics -----------------------------------------------
# Class: a Jupyter cell in a ```` ```python ```` fence after the files: ``!sed -i s/1/2/
# a.py``, ``!cp a.py b.py``, a ``%%bash`` cell, ``%%writefile b.py`` (a cell that is a file).
# A python fence is code (not read by the write rule; changed-after reads a Python cell only
# for Python's own writes). How found: notebook forms of the probe commands. The library:
# usable (recovered) after Markdown and after our end marker, a.py as sent, b.py lost.
CELLS = {
    "bang-sed": "```python\n!sed -i s/1/2/ a.py\n```\n",
    "bang-cp": "```python\n!cp a.py b.py\n```\n",
    "bash-cell": "```python\n%%bash\ncp a.py b.py\n```\n",
    "writefile": "```python\n%%writefile b.py\ny = 2\n```\n",
}


@pytest.mark.parametrize("head", ["ours", "markdown"])
@pytest.mark.parametrize("cell", list(CELLS))
def test_a_notebook_cell_that_changes_files_is_weighed(cell: str, head: str) -> None:
    result = parse_response(HEADS[head] + CELLS[cell])
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- false refusals (a separate class): a program's output file -------------------------------
# Class: false refusal: an ordinary run whose output goes to a file the answer never meant to
# give (``python app.py > out.txt``, ``gcc -o app main.c``, ``go build -o bin/app .``,
# ``pytest 2>&1 | tee test.log``, ``cp .env.example .env``) is refused as mixed-conventions
# in every convention (15/15 each: 5 conventions x bash fence, prose, $ line), while ``npm run
# build``, ``cargo build``, ``javac`` (which write build output too) stay usable. How found:
# ordinary run instructions after the files. The library: rejected_files, mixed-conventions.
ORDINARY = {
    "output-redirect": "python a.py > out.txt",
    "gcc-o": "gcc -o app main.c",
    "tee-log": "pytest 2>&1 | tee test.log",
    "env-example": "cp .env.example .env",
}


@pytest.mark.parametrize("command", list(ORDINARY))
def test_a_program_output_file_is_not_a_lost_file(command: str) -> None:
    result = parse_response(_MARKDOWN + "```bash\n" + ORDINARY[command] + "\n```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"a.py": "x = 1\n"}


# fix-conv16: a JSON value after Markdown files that only reports on them, or repeats a
# file's text, changes nothing: usable with a.py as sent.
REPORTS = {
    "status": '{"path": "a.py", "status": "written"}',
    "same-text": 'Summary: {"a.py": "x = 1"}',
    "nested": '{"done": [{"file_path": "a.py", "description": "sets x"}]}',
}


@pytest.mark.parametrize("later", list(REPORTS))
def test_a_json_report_after_markdown_files_is_no_change(later: str) -> None:
    result = parse_response(_MARKDOWN + REPORTS[later] + "\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"a.py": "x = 1\n"}
