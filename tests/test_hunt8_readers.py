"""Answers in our format found wrong by the eighth reader hunt (the elision family, the reading
after the end marker, and scripts the answer's own files define), and the classes they stand for.

A test passes when the answer is read as the model meant it or is not usable; it fails when the
answer comes back usable (clean, recovered or repaired) with files that are not what the model
meant. Every document is written the way a model writes it (no ``VERBATIM`` field).

How found: hand-written probes of each shape, run through ``parse_response`` on main after the
merges of fix-read9 and fix-shell7; ``benchmarks/hunt_hunt8-readers.py`` counts generated ones
(real stdlib / npm files).
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


def model_doc(*files: tuple[str, str]) -> str:
    """A document in our format as a model writes it: header, blocks, end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files:
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n"


def refused(text: str) -> None:
    """The answer must not be usable: its files are not what the model meant."""
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


def fence(body: str, language: str = "python") -> str:
    return f"```{language}\n{body.rstrip()}\n```\n"


# -- elisions outside the family: kept as whole files ---------------------------------------------
# Class: elided-code missed (a partial file read as whole). How found: one probe per phrasing a
# model writes, in a one-file document. What the library did: `clean`, the file written with the
# elision line as its code.

ELISIONS = {
    "below-stays-as-is": (
        "app.py",
        "import os\n\n# everything below stays as-is\n\ndef g():\n    return 1\n",
    ),
    "remaining-n-lines": ("app.py", "import os\n\n# ... the remaining 200 lines ...\n"),
    "n-more-lines": ("app.py", "import os\n# ... (20 more lines) ...\n"),
    "french-reste-identique": ("app.py", "import os\n\n# le reste du fichier est identique\n"),
    "italian-resto-invariato": (
        "app.py",
        "import os\n\n# resto invariato\n\ndef g():\n    return 1\n",
    ),
    "japanese-ika-shoryaku": ("app.py", "import os\n\n# 以下省略\n"),
    "japanese-rest-same": ("app.py", "import os\n\n# 残りのコードは同じ\n"),
    "russian-rest-unchanged": ("app.py", "import os\n\n# остальной код без изменений\n"),
    "braces-dots": ("app.py", "import os\n\n# {...}\n\ndef g():\n    return 1\n"),
    "rest-of-your-code": ("app.py", "import os\n\n# the rest of your code\n"),
    "dots-more-tests": ("test_a.py", "def test_a():\n    assert 1\n\n# ... more tests ...\n"),
    "dots-imports": ("app.py", "# ... imports ...\n\ndef g():\n    return 1\n"),
    "dots-other-fields-py": ("a.py", "class A:\n    x = 1\n    # ... other fields\n"),
    "dots-other-fields-js": ("a.js", "const a = {\n  b: 1,\n  // ... other fields\n};\n"),
    "dots-other-items-html": (
        "a.html",
        "<ul>\n  <li>a</li>\n  <!-- ... other items ... -->\n</ul>\n",
    ),
    "dots-existing-script": ("a.svelte", "<script>\n  // ... existing script\n</script>\n"),
    "original-continues": ("app.py", "import os\n# (the original code continues here)\n"),
    "dots-continues": ("app.py", "import os\n# ...continues...\n"),
    "tilde-unchanged": ("app.py", "import os\n# ~~~ unchanged ~~~\n"),
    "jsx-existing-markup": (
        "a.tsx",
        "const A = () => (\n  <div>\n    {/* existing JSX */}\n  </div>\n);\n",
    ),
    "trailing-comment-py": ("app.py", "x = 1  # ... rest of the file unchanged\n"),
    "trailing-comment-js": ("a.js", "const x = 1; // ... rest of file unchanged\n"),
    "powershell-block-comment": ("a.ps1", "Write-Host a\n<# ... rest unchanged #>\n"),
    "markdown-bracketed": ("README.md", "# Title\n\n[... rest of README unchanged ...]\n"),
    "text-bracketed": ("notes.txt", "Line one\n[... rest unchanged ...]\n"),
    "json-dots-key": ("a.json", '{\n  "a": 1,\n  "...": "..."\n}\n'),
    "requirements-dots": ("requirements.txt", "flask==2.0\n...\n"),
    "ruby-dots-body": ("a.rb", "def a\n  ...\nend\n"),
}


ELISIONS.update(
    {
        # requirements files, documentation pages, configuration
        "requirements-other": ("requirements.txt", "flask==2.0\n# ... other requirements\n"),
        "requirements-ellipsis": ("requirements.txt", "flask==2.0\n…\n"),
        "requirements-dev-dots": ("requirements-dev.txt", "pytest\n...\n"),
        "rst-bracketed": ("docs/index.rst", "Title\n=====\n\n[... rest unchanged ...]\n"),
        "rst-emphasis": ("docs/index.rst", "Title\n=====\n\n*(rest of the page unchanged)*\n"),
        "markdown-parenthesized": ("README.md", "# Title\n\n(rest of README unchanged)\n"),
        "markdown-quoted": ("README.md", "# Title\n\n> ... rest unchanged ...\n"),
        "changelog-html-comment": (
            "CHANGELOG.md",
            "# Changelog\n\n## 1.1\n- x\n\n<!-- older entries unchanged -->\n",
        ),
        "changelog-dots": (
            "CHANGELOG.md",
            "# Changelog\n\n## 1.1\n- x\n\n... (older entries unchanged)\n",
        ),
        "env-example-other": (".env.example", "A=1\n# ... other variables\n"),
        "toml-dots": ("a.toml", "[a]\nb = 1\n...\n"),
        "ini-dots": ("a.ini", "[a]\nb=1\n...\n"),
        # dots alone in a body, languages where `...` is no statement
        "shell-dots": ("a.sh", "#!/bin/sh\n...\n"),
        "lua-dots": ("a.lua", "function f()\n  ...\nend\n"),
        "elixir-dots": ("a.ex", "def f do\n  ...\nend\n"),
        "terraform-dots": ("a.tf", 'resource "a" "b" {\n  ...\n}\n'),
        "sql-dots": ("a.sql", "SELECT\n  ...\nFROM t;\n"),
    }
)


IN_CLASS = (
    "import os\n\n\nclass Foo:\n    def a(self):\n        return 1\n\n    {}\n\n\n"
    "def g():\n    return 1\n"
)
ELISIONS.update(
    {
        f"in-class-{key}": ("app.py", IN_CLASS.format(phrase))
        for key, phrase in {
            "name-slot-backquoted": "# rest of `app.py` as before",
            "name-slot-with-folder": "# (rest of app/main.py unchanged)",
            "everything-else-in-name": "# ... everything else in app.py ...",
            "same-as-previous-answer": "# same as in the previous answer",
            "as-in-my-last-message": "# as in my last message",
            "as-shown-earlier": "# (as shown earlier)",
            "as-previously-defined": "# ... as previously defined ...",
            "helpers-unchanged-paren": "# (helpers unchanged)",
            "helper-functions-unchanged": "# helper functions (unchanged)",
            "dots-unchanged-helpers": "# ... unchanged helpers ...",
            # a `placeholder` warning ("not code; send the complete file"), yet status clean
            "remaining-methods-of-class": "# ... remaining methods of Foo ...",
            "keep-existing-caps": "# KEEP EXISTING",
            "dots-class-methods": "# ... Foo methods ...",
            "dots-more-routes": "# ... more routes",
            "dots-additional-routes": "# ... additional routes ...",
            "dots-more-config": "# ... more config ...",
            "dots-body": "# ... body ...",
            "dots-implementation": "# ... implementation ...",
            "no-change-paren": "# (no change)",
        }.items()
    }
)


ELISIONS.update(
    {
        # JSON: invalid as JSON, so no real file holds them; or the `//` key idiom
        "json-array-dots": ("config.json", '{\n  "a": 1,\n  "b": [...]\n}\n'),
        "json-object-dots": ("config.json", '{\n  "a": 1,\n  "b": {...}\n}\n'),
        "json-trailing-dots": ("config.json", '{\n  "a": 1, ...\n}\n'),
        "json-dots-key-null": ("config.json", '{\n  "a": 1,\n  "...": null\n}\n'),
        "json-comment-key": (
            "config.json",
            '{\n  "a": 1,\n  "//": "rest of config unchanged"\n}\n',
        ),
        "package-json-dots-dependency": (
            "package.json",
            '{\n  "dependencies": {\n    "react": "^18",\n    "...": "..."\n  }\n}\n',
        ),
    }
)


JS_BETWEEN = "const a = 1;\n\n{}\n\nmodule.exports = a;\n"
ELISIONS.update(
    {
        f"js-{key}": ("a.js", JS_BETWEEN.format(phrase))
        for key, phrase in {
            "fr-reste-inchange": "// le reste est inchangé",
            "de-wie-bisher": "// restlicher Code wie bisher",
            "es-sigue-igual": "// el resto sigue igual",
            "pt-permanece-igual": "// o resto permanece igual",
            "it-rimane-uguale": "// il resto del codice rimane uguale",
            "nl-ongewijzigd": "// rest van de code ongewijzigd",
            "pl-bez-zmian": "// reszta bez zmian",
            "ru-ostalnoe": "// остальное без изменений",
            "ko-same": "// 나머지 코드는 동일",
            "ko-omitted": "// 나머지 생략",
            "ja-ika-onaji": "// 以下同じ",
            "tr-ayni": "// geri kalan kod ayn\u0131",
            "vi-giu-nguyen": "// phần còn lại giữ nguyên",
            "es-dots-resto": "// ... resto ...",
            "fr-dots-reste": "// ... reste ...",
            "zh-dots": "// ... 其余 ...",
            "de-paren": "// (unverändert)",
            "es-paren": "// (sin cambios)",
            "fr-paren": "// (inchangé)",
            "ru-paren": "// (без изменений)",
            "zh-paren": "// (不变)",
        }.items()
    }
)


@pytest.mark.parametrize("path_content", ELISIONS.values(), ids=ELISIONS.keys())
def test_an_elision_is_not_a_whole_file(path_content: tuple[str, str]) -> None:
    refused(model_doc(path_content))


# -- prose after the end marker that changes a written file ---------------------------------------
# Class: changed-after missed (a closing sentence tells to change a written file). How found:
# one probe per sentence after a two-file document (app.py, util.py). What the library did:
# `recovered` with only `prose-after`, both files written as they stand.

APP = (
    "import os\n\n\ndef main():\n    print(os.getcwd())\n    return 0\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
UTIL = "def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n"

CHANGES_AFTER = {
    "drop": "Please also drop util.py.",
    "get-rid-of": "Get rid of util.py.",
    "discard": "Discard util.py.",
    "erase": "Erase util.py.",
    "obsolete-delete-it": "util.py is obsolete now; delete it.",
    "no-longer-need-so-remove-it": "We no longer need util.py, so remove it.",
    "must-go": "util.py must go.",
    "arrow-rename": "Rename app.py → main.py.",
    "after-saving-rename": "After saving, rename `app.py` to `main.py`.",
    "once-done-delete": "Once done, delete util.py.",
    "as-for-delete-it": "As for util.py, delete it.",
    "todo-delete": "TODO: delete util.py",
    "fix-line": "Fix the typo on line 2 of util.py.",
    "put-at-top": "Put `import sys` at the top of app.py.",
    "comment-out-line": "Comment out line 5 of app.py.",
    "should-return-instead": "In util.py, the add function should return a * b instead.",
    "split": "Split app.py into two files.",
    "italian": "Rimuovi util.py.",
    "dutch": "Verwijder util.py.",
    "chinese": "删除 util.py。",
    "japanese": "util.py を削除してください。",
    "russian": "Удалите util.py.",
    "polish": "Usuń util.py.",
}


CHANGES_AFTER.update(
    {
        # the file named in the sentence before, as subject or as "this file"
        "it-passive": "The helpers live in util.py. It can be deleted once you inline them.",
        "it-no-longer-needed": "The helpers live in util.py. It is no longer needed.",
        "this-file-passive": "The helpers live in util.py. This file can be deleted.",
        "that-file-can-go": "The helpers live in util.py. That file can go.",
        "remove-this-file": "The helpers live in util.py. Remove this file.",
        "colon-this-file": "util.py: delete this file afterwards.",
        "rename-it-later-clause": "I named it util.py, but helpers.py is better — rename it.",
        # moves and renames without to/into/as
        "move-under": "Move util.py under lib/.",
        "relocate": "Relocate util.py to lib/.",
        "put-in-folder": "Put util.py in a lib/ folder.",
        "place-inside": "Place util.py inside lib/.",
        "call-instead": "Call util.py helpers.py instead.",
        "save-as-instead": "Save util.py as helpers.py instead.",
        "should-be-named": "util.py should be named helpers.py.",
        "should-be-path": "Actually, util.py should be lib/util.py.",
        # edits of lines and contents
        "swap-lines": "In app.py, swap line 5 and line 6.",
        "line-should-read": "In app.py, line 5 should read `print('hi')`.",
        "use-instead-of": "In app.py, use `print('hi')` instead of `print(os.getcwd())`.",
        "in-file-replace-with": "In app.py, replace `os.getcwd()` with `os.getenv('HOME')`.",
        "needs-import-too": "Note that app.py needs `import sys` too.",
        "dont-forget-import": "Don't forget `import sys` in app.py.",
        "youll-need-to-add": "You'll need to add `import sys` to app.py.",
        # deletion in other moods
        "make-sure-deleted": "Make sure util.py is deleted.",
        "has-to-go": "util.py has to go.",
        "deprecated-remove-it": "util.py is deprecated; remove it.",
        "revert": "Revert util.py.",
        "copy-over": "Copy app.py over util.py.",
        "truncate": "Truncate util.py.",
        "empty": "Empty util.py.",
        "wipe": "Wipe util.py.",
    }
)


@pytest.mark.parametrize("sentence", CHANGES_AFTER.values(), ids=CHANGES_AFTER.keys())
def test_a_sentence_after_the_end_marker_that_changes_a_file(sentence: str) -> None:
    refused(model_doc(("app.py", APP), ("util.py", UTIL)) + "\n" + sentence + "\n")


# -- a block after the end marker taken for a quote of a written file -----------------------------
# Class: changed-after missed through the quote rule (a real rewrite dropped as a quote). How
# found: probes of a later block whose lines are a run of a written file's lines. What the
# library did: `recovered` with `prose-after`, the block dropped as a quote, the earlier file
# written.

BROKEN_INDENT = (
    "import os\n\n\ndef main():\nprint(os.getcwd())\nreturn 0\n\n\n"
    "if __name__ == '__main__':\nmain()\n"
)
SHORTER = "import os\n\n\ndef main():\n    print(os.getcwd())\n    return 0"


def test_a_fixed_file_differing_only_in_indentation_is_no_quote() -> None:
    # "blanks and indentation aside": a Python file whose fix is its indentation is a new file.
    text = model_doc(("app.py", BROKEN_INDENT), ("util.py", "X = 1\n"))
    refused(text + "\nOops, the indentation got lost. Here is the fixed app.py:\n\n" + fence(APP))


def test_a_correction_differing_only_in_indentation_is_no_quote() -> None:
    refused(
        model_doc(("app.py", BROKEN_INDENT), ("util.py", "X = 1\n"))
        + "\nCorrection:\n\n"
        + fence(APP)
    )


def test_a_block_introduced_as_another_file_is_no_quote() -> None:
    # `import os` is a line of app.py, but the prose says it is util.py's new content.
    refused(
        model_doc(("app.py", APP), ("util.py", UTIL)) + "\nAnd util.py:\n\n" + fence("import os")
    )


SHORTER_REWRITES = {
    "final-version": "Final version of app.py:",
    "use-instead": "Use this app.py instead:",
    "should-look-like": "app.py should look like this:",
    "only-needs": "Actually, app.py only needs:",
    "simplified": "Simplified app.py:",
    "new": "New app.py:",
    "rewrite": "Let me rewrite app.py more simply:",
}


@pytest.mark.parametrize("prose", SHORTER_REWRITES.values(), ids=SHORTER_REWRITES.keys())
def test_a_shorter_rewrite_that_is_a_run_of_the_file_is_no_quote(prose: str) -> None:
    # The block is the first lines of app.py: the model drops the main guard. A quote needs
    # prose that says it explains, not prose that gives the file.
    refused(model_doc(("app.py", APP), ("util.py", UTIL)) + "\n" + prose + "\n\n" + fence(SHORTER))


def test_a_caddyfile_after_the_end_marker_is_a_file() -> None:
    # Class: mixed-conventions missed (a suffixless well-known name not in the list).
    text = (
        model_doc(("app.py", APP))
        + "\nAdd a Caddyfile:\n\n```\n:80 {\n  reverse_proxy app:8000\n}\n```\n"
    )
    refused(text)


# -- commands after the end marker: scripts the answer's files define -----------------------------
# Class: changed-after missed (a script or target defined in a written file rewrites a file,
# but the command is read from another definition or by its name). How found: probes of
# runners' options and definition files. What the library did: `recovered`, only `prose-after`.

JS = "const x = 1;\nconsole.log(x);\n"


def package_json(scripts: dict[str, str]) -> str:
    return json.dumps({"name": "x", "version": "1.0.0", "scripts": scripts}, indent=2) + "\n"


def after_commands(files: list[tuple[str, str]], command: str) -> str:
    return model_doc(*files) + "\nThen run:\n\n```bash\n" + command + "\n```\n"


WORKSPACE_COMMANDS = {
    "npm-run-prefix-after": "npm run build --prefix web",
    "npm-w": "npm run build -w web",
    "npm-workspace-eq": "npm run build --workspace=web",
    "npm-workspaces": "npm run build --workspaces",
    "pnpm-C": "pnpm -C web build",
    "pnpm-dir": "pnpm --dir web run build",
    "pnpm-filter": "pnpm --filter web build",
    "pnpm-r": "pnpm -r build",
    "yarn-cwd": "yarn --cwd web build",
    "yarn-workspace": "yarn workspace web build",
    "yarn-workspaces-foreach": "yarn workspaces foreach run build",
    "bun-cwd": "bun --cwd web run build",
}


@pytest.mark.parametrize("command", WORKSPACE_COMMANDS.values(), ids=WORKSPACE_COMMANDS.keys())
def test_a_script_run_in_another_folder_is_read_from_that_folders_package(command: str) -> None:
    # The root `build` is harmless; web's `build` formats. The runner's folder option (or
    # workspace) runs web's: the root definition was read instead.
    files = [
        ("package.json", package_json({"build": "tsc"})),
        ("web/package.json", package_json({"build": "prettier --write ."})),
        ("web/src/app.js", JS),
    ]
    refused(after_commands(files, command))


INSTALL_HOOKS = {
    "yarn": "yarn",
    "yarn-install": "yarn install",
    "pnpm-install": "pnpm install",
    "pnpm-i": "pnpm i",
    "bun-install": "bun install",
}


@pytest.mark.parametrize("command", INSTALL_HOOKS.values(), ids=INSTALL_HOOKS.keys())
def test_an_install_runs_the_postinstall_script(command: str) -> None:
    # yarn, pnpm and bun run the root package's postinstall as npm does (`npm i` is refused).
    files = [
        ("package.json", package_json({"postinstall": "prettier --write ."})),
        ("src/app.js", JS),
    ]
    refused(after_commands(files, command))


@pytest.mark.parametrize(
    ("command", "hook"),
    [("npm pack", "prepack"), ("npm publish", "prepublishOnly")],
    ids=["pack-prepack", "publish-prepublishOnly"],
)
def test_pack_and_publish_run_their_lifecycle_scripts(command: str, hook: str) -> None:
    files = [("package.json", package_json({hook: "prettier --write ."})), ("src/app.js", JS)]
    refused(after_commands(files, command))


PY = "import os\nprint(os.getcwd())\n"

MAKE_CASES = {
    # a variable given on the command line overrides the Makefile's (`--check` is dropped)
    "command-line-variable": (
        [("Makefile", "FLAGS = --check\n\nbuild:\n\tblack $(FLAGS) .\n")],
        "make build FLAGS=",
    ),
    # a `?=` variable comes from the environment
    "environment-variable": (
        [("Makefile", "CMD ?= echo ok\nfmt:\n\t$(CMD)\n")],
        "export CMD='black .'\nmake fmt",
    ),
    "environment-prefix": (
        [("Makefile", "CMD ?= echo\nfmt:\n\t$(CMD) ok\n")],
        "CMD='black .' make fmt",
    ),
    # a bare make runs .DEFAULT_GOAL, not the first target
    "default-goal": (
        [("Makefile", ".DEFAULT_GOAL := fmt\nbuild:\n\tpython app.py\nfmt:\n\tblack .\n")],
        "make",
    ),
    # a prerequisite defined in an included makefile the answer writes
    "include": (
        [
            ("Makefile", "include fmt.mk\nbuild: fmt\n\tpython app.py\n"),
            ("fmt.mk", "fmt:\n\tblack .\n"),
        ],
        "make build",
    ),
}


MAKE_CASES.update(
    {
        # the Makefile itself unsets `--check`, in ways the variable reader does not follow
        "target-specific-variable": (
            [("Makefile", "FLAGS = --check\nbuild: FLAGS =\nbuild:\n\tblack $(FLAGS) .\n")],
            "make build",
        ),
        "override-directive": (
            [("Makefile", "FLAGS = --check\noverride FLAGS =\nbuild:\n\tblack $(FLAGS) .\n")],
            "make build",
        ),
        "undefine-directive": (
            [("Makefile", "FLAGS = --check\nundefine FLAGS\nbuild:\n\tblack $(FLAGS) .\n")],
            "make build",
        ),
        # FLAGS is set only when CI is defined: a plain `make build` formats
        "ifdef-unset": (
            [("Makefile", "ifdef CI\nFLAGS = --check\nendif\nbuild:\n\tblack $(FLAGS) .\n")],
            "make build",
        ),
        "make-e-environment": (
            [("Makefile", "FLAGS = --check\nbuild:\n\tblack $(FLAGS) .\n")],
            "FLAGS= make -e build",
        ),
        # the target's name comes from a variable; the name `build` decided, as a run
        "target-name-variable": ([("Makefile", "T = build\n$(T):\n\tblack .\n")], "make build"),
        "recipe-prefix": ([("Makefile", ".RECIPEPREFIX = >\nbuild:\n> black .\n")], "make build"),
    }
)


@pytest.mark.parametrize("files_command", MAKE_CASES.values(), ids=MAKE_CASES.keys())
def test_a_make_target_that_formats_is_read(
    files_command: tuple[list[tuple[str, str]], str],
) -> None:
    files, command = files_command
    refused(after_commands([*files, ("app.py", PY)], command))


RUNNER_CASES = {
    "just-alias": ([("justfile", "alias f := fmt\nfmt:\n    black .\n")], "just f"),
    "tox-e-ALL": (
        [
            (
                "tox.ini",
                "[tox]\nenvlist = a\n[testenv:a]\ncommands = pytest\n"
                "[testenv:b]\ncommands = black .\n",
            )
        ],
        "tox -e ALL",
    ),
    "nox-notify": (
        [
            (
                "noxfile.py",
                "import nox\n\n\n@nox.session\ndef t(session):\n    session.run('pytest')\n"
                "    session.notify('fmt')\n\n\n@nox.session\ndef fmt(session):\n"
                "    session.run('black', '.')\n",
            )
        ],
        "nox -s t",
    ),
    # definition files of runners not read: the name `build` decides, as a run
    "taskfile": (
        [("Taskfile.yml", "version: '3'\ntasks:\n  build:\n    cmds:\n      - black .\n")],
        "task build",
    ),
    "deno-task": ([("deno.json", '{"tasks": {"build": "deno fmt"}}\n')], "deno task build"),
    "cargo-alias": ([(".cargo/config.toml", '[alias]\nb = "fmt"\n')], "cargo b"),
}


@pytest.mark.parametrize("files_command", RUNNER_CASES.values(), ids=RUNNER_CASES.keys())
def test_a_runner_task_that_formats_is_read(
    files_command: tuple[list[tuple[str, str]], str],
) -> None:
    files, command = files_command
    refused(after_commands([*files, ("app.py", PY)], command))


# -- second class: a false refusal ----------------------------------------------------------------
# Class: false refusal (changed-after on a quote). How found: the `quote-control-bare` generator
# of benchmarks/hunt_hunt8-readers.py (33 of 60 refused), minimized. What the library did:
# `rejected_files`, changed-after: the quoted line `export function parsePatch(uniDiff) {` was
# read as a command running `uniDiff`, though the block is a run of a written file's lines.


def test_a_quote_in_a_fence_without_language_is_not_read_as_commands() -> None:
    js = "export function parsePatch(uniDiff) {\n  return uniDiff.split('\\n');\n}\n"
    text = (
        model_doc(("a.js", js))
        + "\nNote how a.js starts:\n\n```\nexport function parsePatch(uniDiff) {\n```\n"
    )
    result = parse_response(text)
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.js", js)]


# -- corrections after the end marker not read as a file -------------------------------------------
# Class: changed-after / mixed-conventions missed (a correction of a written file after the end
# marker). How found: probes of "Fixed version:" / "Oops, correction:" over each kind of file.
# What the library did: `recovered`, only `prose-after`: the uncorrected file written. A shell,
# PowerShell or batch block was read as commands (`echo bye` changes nothing), a block without
# language (or `text`) as prose, a `diff` block without headers and a `>` quote not at all.

CORRECTIONS = {
    "shell-script": (
        ("run.sh", "#!/bin/sh\necho hi\n"),
        "Fixed version:",
        "#!/bin/sh\necho bye",
        "sh",
    ),
    "shell-script-no-shebang": (
        ("run.sh", "#!/bin/sh\necho hi\n"),
        "Fixed version:",
        "echo bye",
        "bash",
    ),
    "powershell": (
        ("run.ps1", "Write-Host hi\n"),
        "Fixed version:",
        "Write-Host bye",
        "powershell",
    ),
    "batch": (("run.bat", "@echo off\necho hi\n"), "Fixed version:", "@echo off\necho bye", "bat"),
    "gitignore": ((".gitignore", "node_modules/\n"), "Fixed version:", "node_modules/\ndist/", ""),
    "requirements": (("requirements.txt", "flask==2.0\n"), "Fixed version:", "flask==3.0", ""),
    "requirements-text": (
        ("requirements.txt", "flask==2.0\n"),
        "Fixed version:",
        "flask==3.0",
        "text",
    ),
    "diff-without-headers": (
        ("util.py", UTIL),
        "Oops, correction:",
        " def add(a, b):\n-    return a + b\n+    return a * b",
        "diff",
    ),
}


@pytest.mark.parametrize("case", CORRECTIONS.values(), ids=CORRECTIONS.keys())
def test_a_correction_after_the_end_marker_is_read(
    case: tuple[tuple[str, str], str, str, str],
) -> None:
    written, prose, body, language = case
    refused(model_doc(written, ("app.py", APP)) + "\n" + prose + "\n\n" + fence(body, language))


def test_a_correction_in_a_block_quote_is_read() -> None:
    quoted = "> def add(a, b):\n>     return a * b\n"
    refused(model_doc(("app.py", APP), ("util.py", UTIL)) + "\nOops, correction:\n\n" + quoted)


def test_an_inline_correction_is_read() -> None:
    refused(
        model_doc(("app.py", APP), ("util.py", UTIL))
        + "\nOops: in util.py it should be `return a * b`.\n"
    )


# -- the advice rule ("your", "if") taking a change for advice -------------------------------------
# Class: changed-after missed. How found: probes of the words the advice rule keys on, in
# sentences that still tell to change a file the answer wrote. What the library did:
# `recovered`, only `prose-after`.

ADVICE_THAT_CHANGES = {
    "from-your-project": "Delete util.py from your project.",
    "from-your-repo": "Remove util.py from your repo.",
    "from-your-project-replaced": "Delete util.py from your project, it's replaced by app.py.",
    "from-your-folder": "Then delete util.py from your folder.",
    "rename-in-your-project": "Rename app.py to main.py in your project.",
    "in-your-file-replace-line": "In your app.py, replace line 5 with `pass`.",
    "if-everything-works": "If everything works, delete util.py.",
    "if-it-exists": "Delete util.py if it exists.",
}


@pytest.mark.parametrize("sentence", ADVICE_THAT_CHANGES.values(), ids=ADVICE_THAT_CHANGES.keys())
def test_a_change_worded_with_your_or_if_is_still_a_change(sentence: str) -> None:
    refused(model_doc(("app.py", APP), ("util.py", UTIL)) + "\n" + sentence + "\n")


def test_ruff_fix_only_rewrites() -> None:
    # Class: changed-after missed (a linter read by its options: `--fix-only` applies fixes as
    # `--fix` does). How found: a probe of fixer options after the end marker. What the library
    # did: `recovered`, only `prose-after`.
    refused(after_commands([("app.py", "import os\nx = 1\n")], "ruff check . --fix-only"))
