"""Findings of hunt 15 on the convention readers: what fix-conv14 just taught them (a named
install with a folder option runs no scripts; an inline program's write -- ``python -c``,
``node -e`` --, a ``sh -c`` script's write and ``touch`` of a file not held are a lost file;
one normaliser ``unquoted`` / ``prose_lines`` for quoted, listed and ``<pre>`` commands after
the files; a notebook cell's shell escapes and magics weighed), attacked for a usable result
whose files differ from what the model meant, across our format, Markdown, legacy JSON, Cline,
bolt, OpenHands, JSON tool calls and heredoc scripts.

Each test is one minimized finding (or, where it says so, a regression test of a rule that
held). How found: hand probes (``/tmp`` scripts: 48 writer commands x 13 placements -- three
heads x three wraps, four tools' calls --; 35 notebook cells x 3 heads; 39 prose containers x
2 commands x 3 heads; 22 JavaScript install forms x 7 conventions; 6 make forms x 4 makefiles
x 7 conventions; 8 commands x 4 JSON tool-call shapes) and ``benchmarks/hunt_hunt15-conv.py``
(fixed seeds), which counts them per family.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import ParseResult, parse_response

A = "x = 1\n"
_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(files: dict[str, str], after: str) -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


def _markdown(files: dict[str, str], after: str) -> str:
    return "".join(f"`{path}`:\n```python\n{text}```\n\n" for path, text in files.items()) + after


def _legacy(files: dict[str, str], after: str) -> str:
    listed = [{"file_path": p, "content": t} for p, t in files.items()]
    return json.dumps({"files": listed}) + "\n\n" + after


def _cline(files: dict[str, str], command: str) -> str:
    writes = "".join(
        f"<write_to_file>\n<path>{p}</path>\n<content>\n{t}</content>\n</write_to_file>\n\n"
        for p, t in files.items()
    )
    return writes + f"<execute_command>\n<command>{command}</command>\n</execute_command>\n"


def _bolt(files: dict[str, str], command: str) -> str:
    writes = "".join(
        f'  <boltAction type="file" filePath="{p}">\n{t}  </boltAction>\n' for p, t in files.items()
    )
    shell = f'  <boltAction type="shell">\n    {command}\n  </boltAction>\n'
    return '<boltArtifact id="p" title="P">\n' + writes + shell + "</boltArtifact>\n"


def _openhands(files: dict[str, str], command: str) -> str:
    writes = "".join(
        "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
        f"<parameter=path>/workspace/{p}</parameter>\n<parameter=file_text>\n{t}</parameter>\n"
        "</function>\n\n"
        for p, t in files.items()
    )
    run = f"<function=execute_bash>\n<parameter=command>{command}</parameter>\n</function>\n"
    return writes + run


def _heredoc(files: dict[str, str], command: str) -> str:
    cats = "".join(f"cat > {p} <<'EOF'\n{t}EOF\n" for p, t in files.items())
    return "```bash\n" + cats + command + "\n```\n"


def _tool_calls(files: dict[str, str], command: str) -> str:
    calls = [
        {
            "id": f"call_{n}",
            "type": "function",
            "function": {"name": "write_file", "arguments": json.dumps({"path": p, "content": t})},
        }
        for n, (p, t) in enumerate(files.items())
    ]
    arguments = json.dumps({"command": command})
    run = {"id": "run", "type": "function", "function": {"name": "bash", "arguments": arguments}}
    return json.dumps({"role": "assistant", "tool_calls": [*calls, run]})


_FENCE = "```bash\n{}\n```\n"
#: Every convention, with the files it writes and a command run after them.
CONVENTIONS = {
    "ours": lambda files, command: _ours(files, _FENCE.format(command)),
    "markdown": lambda files, command: _markdown(files, _FENCE.format(command)),
    "legacy": lambda files, command: _legacy(files, _FENCE.format(command)),
    "cline": _cline,
    "bolt": _bolt,
    "openhands": _openhands,
}


def _parse(text: str) -> ParseResult:
    return parse_response(text, root="/workspace") if "<function=" in text else parse_response(text)


def _meant(text: str, meant: dict[str, str]) -> None:
    """Usable only over exactly the files the model meant."""
    meant_or_refused(_parse(text), list(meant.items()))


def _not_usable(text: str) -> None:
    result = _parse(text)
    assert not result.usable, (
        result.status,
        files_of(result),
        [d.code for d in result.diagnostics],
    )


# -- 1. JSON tool calls: the fix-conv14 write rules are not applied ----------------------------
# Class: written file lost in JSON tool calls. fix-conv14 made ``touch pkg/__init__.py``,
# ``python -c "open('b.py', 'w')..."`` and ``sh -c 'echo y > b.py'`` a lost file after our
# format, Markdown, legacy JSON, Cline, bolt and OpenHands; an OpenAI/Anthropic-style
# ``bash`` / ``run_command`` tool call after a ``write_file`` call still reads them as harmless
# (``echo y > b.py`` in the same call is refused). How found: the hunt13 commands in each
# JSON tool-call shape. The library: recovered (usable), only a.py; b.py / pkg/__init__.py lost.
TOOL_CALL_WRITES = {
    "touch": "touch pkg/__init__.py",
    "python-c": "python -c \"open('b.py', 'w').write('y = 2')\"",
    "sh-c": "sh -c 'echo y = 2 > b.py'",
    "truncate": "truncate -s 0 b.py",
}


@pytest.mark.parametrize("case", list(TOOL_CALL_WRITES))
def test_a_tool_call_command_that_writes_a_file_not_held_is_not_lost(case: str) -> None:
    _not_usable(_tool_calls({"a.py": A}, TOOL_CALL_WRITES[case]))


# -- 2. heredoc scripts: an inline program's or sh -c's write is not read ----------------------
# Class: written file lost in a heredoc script. The heredoc convention models ``cat > f``,
# ``echo > f`` and ``touch`` itself; a line of the same script that writes through an inline
# program, ``sh -c``, ``env``/``sudo sh -c`` or ``dd of=`` is neither modelled nor refused
# (the same lines after our format are refused since fix-conv14; ``sed -n p a.py > b.py``
# is refused there too, b.py being a source file). How found: the fix-conv14
# commands as the next line of a heredoc script. The library: recovered, only a.py.
HEREDOC_WRITES = {
    "python-c": "python -c \"open('b.py', 'w').write('y = 2')\"",
    "node-e": "node -e \"require('fs').writeFileSync('b.py', 'y = 2')\"",
    "sh-c": "sh -c 'echo y = 2 > b.py'",
    "sudo-sh-c": "sudo sh -c 'echo y = 2 > b.py'",
    "dd-of": "dd if=/dev/null of=b.py",
    "sed-redirect": "sed -n p a.py > b.py",
}


@pytest.mark.parametrize("case", list(HEREDOC_WRITES))
def test_a_heredoc_script_line_that_writes_a_file_is_not_lost(case: str) -> None:
    _not_usable(_heredoc({"a.py": A}, HEREDOC_WRITES[case]))


# -- 3. heredoc scripts: npm runs the answer's own install script ------------------------------
# Class: task file not read in a heredoc script. After ``cat > package.json`` with a
# ``postinstall`` that edits index.js, ``npm install`` (or ``npm install --prefix web`` /
# ``cd web && npm install`` for web/package.json) runs it; the heredoc convention reads make's
# recipes (refused) but not package.json's scripts. How found: fix-conv14's folder-option
# install forms in each convention. The library: recovered, index.js as written.
_PKG = '{\n  "name": "w",\n  "version": "1.0.0",\n  "scripts": {"postinstall": "sed -i s/1/2/ index.js"}\n}\n'  # noqa: E501
_ROOT = '{\n  "name": "r",\n  "private": true\n}\n'
HEREDOC_NPM = {
    "npm-install": ({"package.json": _PKG, "index.js": "module.exports = 1;\n"}, "npm install"),
    "prefix": (
        {"package.json": _ROOT, "web/package.json": _PKG, "web/index.js": "module.exports = 1;\n"},
        "npm install --prefix web",
    ),
    "cd-web": (
        {"package.json": _ROOT, "web/package.json": _PKG, "web/index.js": "module.exports = 1;\n"},
        "cd web && npm install",
    ),
}


@pytest.mark.parametrize("case", list(HEREDOC_NPM))
def test_a_heredoc_npm_install_runs_the_answer_postinstall(case: str) -> None:
    files, command = HEREDOC_NPM[case]
    _not_usable(_heredoc(files, command))


# -- 4. make -C: the recipe of another folder's Makefile runs there ----------------------------
# Class: task file in another folder not weighed. ``make -C web`` runs web/Makefile's first
# target inside web: ``sed -i s/1/2/ a.py`` there changes web/a.py. ``make`` with a Makefile at
# the root is refused after our format; with ``-C web`` (``--directory=web``, ``-Cweb``) it is
# usable in every convention but the heredoc one. How found: fix-conv14's folder options
# (``--prefix``) carried to make. The library: recovered, web/a.py as written (x = 1).
@pytest.mark.parametrize("convention", list(CONVENTIONS))
def test_make_in_another_folder_runs_its_recipe(convention: str) -> None:
    files = {"web/Makefile": "all:\n\tsed -i s/1/2/ a.py\n", "web/a.py": A}
    _meant(CONVENTIONS[convention](files, "make -C web"), {**files, "web/a.py": "x = 2\n"})


# -- 5. make after a tool's calls: the answer's Makefile not read -----------------------------
# Class: task file not read after Cline / bolt / OpenHands calls (hunt14 listed Markdown).
# ``make`` after ``Makefile`` (``all: sed -i s/1/2/ a.py``) and a.py are written changes a.py;
# our format refuses it. The library: recovered, a.py as written.
@pytest.mark.parametrize("convention", ["cline", "bolt", "openhands"])
def test_make_after_a_tools_calls_runs_the_answer_recipe(convention: str) -> None:
    files = {"Makefile": "all:\n\tsed -i s/1/2/ a.py\n", "a.py": A}
    _meant(CONVENTIONS[convention](files, "make"), {**files, "a.py": "x = 2\n"})


# -- 6. inline programs: writes _INLINE_WRITES does not list -----------------------------------
# Class: inline program write missed. ``_inline_writes`` proves an inline program harmless
# when none of the spellings of ``_INLINE_WRITES`` is in it; ``Path(...).open('w')``,
# ``io.FileIO``, ``fs.openSync`` + ``writeSync``, Ruby ``File.new(.., 'w')``, Perl's
# ``File::Copy``, PHP's ``-r`` + ``file_put_contents``, ``deno eval``, ``Bun.write``, R's
# ``writeLines`` write b.py with none of them. How found: each language's write calls against
# the list. The library: recovered (usable) in every convention, b.py lost.
INLINE_MISSED = {
    "pathlib-open": "python -c \"from pathlib import Path; Path('b.py').open('w').write('y = 2')\"",
    "io-fileio": "python -c \"import io; io.FileIO('b.py', 'w').write(b'y = 2')\"",
    "node-opensync": "node -e \"const fs = require('fs'); fs.writeSync(fs.openSync('b.py', 'w'), 'y = 2')\"",  # noqa: E501
    "ruby-file-new": "ruby -e \"f = File.new('b.py', 'w'); f.puts('y = 2'); f.close\"",
    "perl-file-copy": 'perl -MFile::Copy -e \'copy("a.py", "b.py")\'',
    "php-r": "php -r \"file_put_contents('b.py', 'y = 2');\"",
    "deno-eval": "deno eval \"Deno.writeTextFileSync('b.py', 'y = 2')\"",
    "bun-write": "bun -e \"await Bun.write('b.py', 'y = 2')\"",
    "rscript": "Rscript -e \"writeLines('y = 2', 'b.py')\"",
}


@pytest.mark.parametrize("case", list(INLINE_MISSED))
def test_an_inline_program_write_not_listed_is_not_lost(case: str) -> None:
    _not_usable(_ours({"a.py": A}, _FENCE.format(INLINE_MISSED[case])))


# -- 7. inline programs: the option that gives the program, spelled otherwise ------------------
# Class: inline option not recognised. ``inline_program`` finds the program after a word of
# ``_INLINE`` (``-c``, ``-e``, ``-pe``...): ``python -Bc CODE``, ``perl -le CODE`` (the usual
# Perl one-liner) and ``node --eval=CODE`` give it too. How found: option spellings of each
# interpreter. The library: recovered in every convention, b.py lost.
INLINE_OPTIONS = {
    "python-Bc": "python -Bc \"open('b.py', 'w').write('y = 2')\"",
    "perl-le": 'perl -le \'open(my $f, ">", "b.py"); print $f "y = 2"\'',
    "node-eval-equals": "node --eval=\"require('fs').writeFileSync('b.py', 'y = 2')\"",
}


@pytest.mark.parametrize("case", list(INLINE_OPTIONS))
def test_an_inline_program_given_by_another_option_spelling_is_read(case: str) -> None:
    _not_usable(_markdown({"a.py": A}, _FENCE.format(INLINE_OPTIONS[case])))


# -- 8. an empty file made without touch -------------------------------------------------------
# Class: touch equivalents. fix-conv14 reads ``touch pkg/__init__.py`` as a file the answer
# means and does not give; ``cp /dev/null pkg/__init__.py``, ``install -D /dev/null
# pkg/__init__.py`` (info runs-write-files: taken for a by-product) and ``truncate -s 0
# pkg/__init__.py`` (no diagnostic) make the same empty file. The library: recovered, the
# package's __init__.py lost.
EMPTY_FILES = {
    "cp-dev-null": "cp /dev/null pkg/__init__.py",
    "install-D": "install -D /dev/null pkg/__init__.py",
    "truncate": "truncate -s 0 pkg/__init__.py",
}


@pytest.mark.parametrize("case", list(EMPTY_FILES))
def test_an_empty_file_made_without_touch_is_not_lost(case: str) -> None:
    _not_usable(_ours({"pkg/a.py": A}, _FENCE.format(EMPTY_FILES[case])))


# -- 9. eval of a string that writes -----------------------------------------------------------
# Class: shell-string runner not read. fix-conv14 reads ``sh -c STRING`` as a script; the
# builtin ``eval STRING`` runs it in the same shell (the heredoc convention models it and
# gives b.py). The library: recovered after every other convention, b.py lost.
@pytest.mark.parametrize("convention", list(CONVENTIONS))
def test_eval_of_a_string_that_writes_is_read(convention: str) -> None:
    _not_usable(CONVENTIONS[convention]({"a.py": A}, "eval 'echo y = 2 > b.py'"))


# -- 10. notebook cells: magics and escapes notebook_line does not read -------------------------
# Class: notebook cell not weighed. ``_CELL_SHELL`` needs ``%%bash`` alone on its line (a cell
# with ``%%bash --no-raise-error`` / ``-s ARG`` or ``%%script bash --out v`` runs its body the
# same); ``%save -f a.py 1`` overwrites a.py with the history; ``%mv`` is IPython's mv alias;
# ``{f}`` in a shell escape is the Python value (IPython expands it); the rule reads the
# literal ``{f}`` as a file not held; ``get_ipython().run_cell_magic('writefile', ...)`` is
# the exported form of ``%%writefile``. How found: IPython's magics and escape forms. The
# library: recovered after our format (and Markdown, legacy), a.py as written / b.py lost.
NOTEBOOK = {
    "bash-option": "%%bash --no-raise-error\nsed -i s/1/2/ a.py\n",
    "bash-s": '%%bash -s "a.py"\nsed -i s/1/2/ $1\n',
    "script-bash-out": "%%script bash --out log\nsed -i s/1/2/ a.py\n",
    "save": "%save -f a.py 1\n",
    "mv-alias": "%mv a.py b.py\n",
    "brace-value": "f = 'a.py'\n!sed -i s/1/2/ {f}\n",
    "run-cell-magic": "get_ipython().run_cell_magic('writefile', 'b.py', 'y = 2\\n')\n",
}


@pytest.mark.parametrize("case", list(NOTEBOOK))
def test_a_notebook_cell_magic_is_weighed(case: str) -> None:
    _not_usable(_ours({"a.py": A}, "In the notebook:\n\n```python\n" + NOTEBOOK[case] + "```\n"))


# -- 11. notebook cells after Markdown files only ----------------------------------------------
# Class: notebook cell not weighed after Markdown files. After our format these are refused;
# after Markdown files: ``out = !sed ...`` (an escape assigned), ``get_ipython().system(...)``,
# ``%time !sed ...``, a ```python cell in a block quote, and cells labelled ``ipynb``,
# ``jupyter-python``, ``{python}`` (Quarto). The library: recovered, a.py as written.
MD_NOTEBOOK = {
    "assigned-escape": "```python\nout = !sed -i s/1/2/ a.py\n```\n",
    "get-ipython-system": "```python\nget_ipython().system('sed -i s/1/2/ a.py')\n```\n",
    "time-escape": "```python\n%time !sed -i s/1/2/ a.py\n```\n",
    "quoted-cell": "> ```python\n> !sed -i s/1/2/ a.py\n> ```\n",
    "ipynb-info": "```ipynb\n!sed -i s/1/2/ a.py\n```\n",
    "quarto-info": "```{python}\n!sed -i s/1/2/ a.py\n```\n",
}


@pytest.mark.parametrize("case", list(MD_NOTEBOOK))
def test_a_notebook_cell_after_markdown_files_is_weighed(case: str) -> None:
    _meant(_markdown({"a.py": A}, "In the notebook:\n\n" + MD_NOTEBOOK[case]), {"a.py": "x = 2\n"})


# -- 12. prose containers the one normaliser does not strip ------------------------------------
# Class: command in a container not read. ``unquoted`` strips one closing element only
# (``<pre><code>echo y > b.py</code></pre>``: the shell then reads ``b.py</code>``, a syntax
# error); a ```text fence's prompted lines write b.py unread (its ``$ sed -i`` is refused after
# our format); ``<p>Run <code>..</code></p>`` and ``<ol><li><code>..`` keep the inner
# element. How found: 39 containers x {a write of b.py, sed -i of a.py} x 3 heads. The
# library: recovered in every head, b.py lost.
PROSE_WRITES = {
    "pre-code-one-line": "<pre><code>echo y = 2 > b.py</code></pre>\n",
    "text-fence-prompt": "```text\n$ echo y = 2 > b.py\n```\n",
    "p-code": "<p>Run <code>echo y = 2 > b.py</code></p>\n",
    "li-code": "<ol><li><code>echo y = 2 > b.py</code></li></ol>\n",
    "list-text-fence": "1. Then:\n   ```text\n   $ echo y = 2 > b.py\n   ```\n",
}


@pytest.mark.parametrize("case", list(PROSE_WRITES))
def test_a_write_in_a_prose_container_is_read(case: str) -> None:
    _not_usable(_ours({"a.py": A}, "Next steps:\n\n" + PROSE_WRITES[case]))


# -- 13. prose containers after Markdown files only --------------------------------------------
# Class: command in a container not read after Markdown files (refused after our format): a
# task-list item, a ``•`` bullet, a table cell, ``<code>``/``<kbd>`` in a sentence, ``**bold**``,
# typographic quotes, a ```text fence's prompted line. The library: recovered, a.py as written.
MD_PROSE = {
    "task-item": "- [ ] sed -i s/1/2/ a.py\n",
    "bullet": "• sed -i s/1/2/ a.py\n",
    "table-cell": "| Step | Command |\n|---|---|\n| 1 | sed -i s/1/2/ a.py |\n",
    "code-element": "Then run <code>sed -i s/1/2/ a.py</code>.\n",
    "kbd-element": "Then type <kbd>sed -i s/1/2/ a.py</kbd>.\n",
    "bold": "**sed -i s/1/2/ a.py**\n",
    "typographic-quotes": "Then run \u201csed -i s/1/2/ a.py\u201d.\n",
    "text-fence-prompt": "```text\n$ sed -i s/1/2/ a.py\n```\n",
}


@pytest.mark.parametrize("case", list(MD_PROSE))
def test_a_change_in_a_prose_container_after_markdown_files_is_read(case: str) -> None:
    _meant(_markdown({"a.py": A}, "Next steps:\n\n" + MD_PROSE[case]), {"a.py": "x = 2\n"})


# -- 14. a shell string run by timeout, in prose or a bare block -------------------------------
# Class: shell string behind a wrapper in prose. ``timeout 5 sh -c 'echo y > b.py'`` is refused
# in a bash fence but usable in a prose instruction or a block without an info string. The
# library: recovered, b.py lost.
TIMEOUT_WRAPS = {"prose": "Then run `{}`.\n", "bare-block": "Then:\n\n```\n{}\n```\n"}


@pytest.mark.parametrize("wrap", list(TIMEOUT_WRAPS))
def test_timeout_sh_c_in_prose_is_read(wrap: str) -> None:
    command = "timeout 5 sh -c 'echo y = 2 > b.py'"
    _not_usable(_ours({"a.py": A}, TIMEOUT_WRAPS[wrap].format(command)))


# -- 15. false refusals: inline programs that only read ----------------------------------------
# Class: false refusal of an inline program. ``_INLINE_WRITES`` lists ``os.`` and ``shutil``
# whole: ``python -c "import os; print(os.getcwd())"`` and ``shutil.which('git')`` write
# nothing, yet refused (mixed-conventions) after every convention but the heredoc one; a
# program that only reads a held file (``print(open('a.py').read())``) is refused too.
READ_ONLY = {
    "os-getcwd": 'python -c "import os; print(os.getcwd())"',
    "shutil-which": "python -c \"import shutil; print(shutil.which('git'))\"",
    "open-read": "python -c \"print(open('a.py').read())\"",
}


@pytest.mark.parametrize("case", list(READ_ONLY))
def test_an_inline_program_that_only_reads_is_usable(case: str) -> None:
    result = _parse(_ours({"a.py": A}, _FENCE.format(READ_ONLY[case])))
    assert result.usable, result.status
    assert files_of(result) == [("a.py", A)]


# -- 16. a named install in a folder without a package.json ---------------------------------
# Class: the manager's project found upwards. npm (without --prefix) and yarn v1 (its --cwd)
# walk up from the folder to the nearest package.json: in web/, which holds no package.json,
# ``npm install vite`` adds vite to the ROOT package.json the answer wrote (checked: ``cd
# web && npm prefix`` prints the root; ``npm pkg set`` there edits the root's file). The
# library: recovered in every convention, package.json as written.
UPWARDS = {
    "cd-npm-install": "cd web && npm install vite",
    "cd-npm-i-D": "cd web && npm i -D vite",
    "yarn-cwd": "yarn add vite --cwd web",
}


@pytest.mark.parametrize("case", list(UPWARDS))
def test_an_install_in_a_folder_without_a_manifest_changes_the_root_one(case: str) -> None:
    files = {"package.json": _ROOT, "web/main.js": "1;\n"}
    _not_usable(_ours(files, _FENCE.format(UPWARDS[case])))


# -- 17. a quoted string across lines hides the commands after it ---------------------------
# Class: shell lines read one by one. A quoted string that spans lines (a commit message with
# a blank line, ``echo 'a<newline>b'``) is one word to the shell; the command list goes on
# after its closing quote. The readers split the block into lines first: the closing line
# (``See issue 4" && sed -i s/1/2/ a.py``) reads as an unterminated quote and runs nothing.
# How found: a multi-line string in a probe of xargs. The library: recovered in every
# convention (heredoc scripts too), a.py as written / still there.
ACROSS_LINES = {
    "commit-message-sed": 'git commit -m "Fix the parser\n\nSee issue 4" && sed -i s/1/2/ a.py',
    "echo-rm": "echo 'a\nb'; rm a.py",
}
_ACROSS_CONVENTIONS = {**CONVENTIONS, "heredoc": _heredoc}


@pytest.mark.parametrize("convention", list(_ACROSS_CONVENTIONS))
@pytest.mark.parametrize("case", list(ACROSS_LINES))
def test_a_string_across_lines_hides_no_command(case: str, convention: str) -> None:
    _not_usable(_ACROSS_CONVENTIONS[convention]({"a.py": A}, ACROSS_LINES[case]))


# -- 18. an inline program across lines in a block without an info string ---------------------
# Class: inline program across lines not read in a bare block. ``python3 -c '<newline>import
# pathlib<newline>pathlib.Path("b.py").write_text(...)<newline>'`` and the same ``node -e``
# are refused in a bash fence but usable in a block without an info string (its lines are
# weighed one by one: the program's lines start with no command). The library: recovered
# after our format, Markdown and legacy JSON, b.py lost.
MULTILINE_INLINE = {
    "python3-c": 'python3 -c \'\nimport pathlib\npathlib.Path("b.py").write_text("y = 2")\n\'',
    "node-e": "node -e \"\nrequire('fs').writeFileSync('b.py', 'y = 2')\n\"",
}


@pytest.mark.parametrize("case", list(MULTILINE_INLINE))
def test_an_inline_program_across_lines_in_a_bare_block_is_read(case: str) -> None:
    _not_usable(_ours({"a.py": A}, "Then:\n\n```\n" + MULTILINE_INLINE[case] + "\n```\n"))


# -- regression: what held ---------------------------------------------------------------------
# fix-conv14's own rules hold across the conventions they name: a named install with a folder
# option stays usable; ``python -c`` / ``sh -c`` / ``touch`` writes and nested ``sh -c`` are
# refused; a list item's and a quoted fence's command is read.
HELD_REFUSED = {
    "python-I-c": "python3 -I -c \"open('b.py', 'w').write('y = 2')\"",
    "env-sh-c": "env sh -c 'echo y = 2 > b.py'",
    "nested-sh-c": "sh -c \"sh -c 'echo y = 2 > b.py'\"",
    "mkdir-touch": "mkdir -p pkg && touch pkg/__init__.py",
    "node-unlink-held": "node -e \"require('fs').unlinkSync('a.py')\"",
    "from-os-remove-held": "python -c \"from os import remove; remove('a.py')\"",
}


@pytest.mark.parametrize("convention", list(CONVENTIONS))
@pytest.mark.parametrize("case", list(HELD_REFUSED))
def test_fix_conv14_writes_stay_refused(case: str, convention: str) -> None:
    _not_usable(CONVENTIONS[convention]({"a.py": A}, HELD_REFUSED[case]))


@pytest.mark.parametrize(
    "after",
    [
        "> $ sed -i s/1/2/ a.py\n",
        "- sed -i s/1/2/ a.py\n",
        "> ```sh\n> sed -i s/1/2/ a.py\n> ```\n",
        "<pre>\nsed -i s/1/2/ a.py\n</pre>\n",
    ],
)
def test_a_quoted_or_listed_change_stays_refused(after: str) -> None:
    _not_usable(_markdown({"a.py": A}, "Next steps:\n\n" + after))


def test_a_named_install_into_a_folder_stays_usable() -> None:
    # npm takes an explicit --prefix as it is (``npm prefix --prefix web`` prints web): it
    # makes web/package.json; the root's package.json and its scripts are not touched.
    files = {"package.json": _PKG, "index.js": "module.exports = 1;\n", "web/main.js": "1;\n"}
    text = _ours(files, _FENCE.format("npm install vite --prefix web"))
    result = _parse(text)
    assert result.usable, result.status
    assert files_of(result) == list(files.items())
