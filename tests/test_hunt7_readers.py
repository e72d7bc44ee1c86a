"""Answers in our format found wrong by the reader hunt on the elision family and the reading
after the end marker, and the classes they stand for.

A test passes when the answer is read as the model meant it or is not usable; it fails when
the answer comes back usable (clean, recovered or repaired) with files that are not what the
model meant: a file that elides code kept as a whole file, or files the prose after the end
marker changes, replaces or adds to. Every document is written the way a model writes it (no
``VERBATIM`` field, which only ``dumps`` writes).

How found: hand-written probes of the shapes named in each comment, run through
``parse_response``; ``benchmarks/hunt_hunt7-readers.py`` counts generated ones.
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
    assert not result.usable, (result.status, result.diagnostics)


# -- elisions outside the family: kept as whole files -------------------------------------------
# Class: elided-code missed. How found: one probe per idiom in a one-file document.
# What the library did: `clean`, the file written with the elision comment as its code.

ELISIONS = [
    # the file's own name in the phrase: `# ... rest unchanged ...` is caught, this is not
    ("app.py", "import os\n\n# ... rest of app.py unchanged ...\n"),
    ("main.go", "package main\n\nfunc main() {}\n\n// ... rest of main.go unchanged ...\n"),
    ("app.py", "import os\n\n# rest of app.py stays the same\n"),
    # other phrasings models use
    ("a.js", "function f() {\n  // implementation as above\n}\n"),
    ("a.py", "def f():\n    # (same as in step 2)\n    pass\n"),
    ("a.ts", "// existing imports\nexport const a = 1;\n"),
    ("a.js", "function f() {\n  // your existing code\n}\n"),
    # HTML comments: `<!-- rest unchanged -->` is caught, these are not
    ("a.html", "<html>\n<body>\n<h1>x</h1>\n<!-- rest of page -->\n</body>\n</html>\n"),
    ("a.vue", "<template>\n  <div/>\n</template>\n<!-- script unchanged -->\n"),
    # not English
    ("a.py", "import os\n\n# 其余代码保持不变\n\ndef g():\n    return 1\n"),
    ("a.py", "import os\n\n# resto del código sin cambios\n\ndef g():\n    return 1\n"),
    ("a.py", "import os\n\n# restlicher Code unverändert\n\ndef g():\n    return 1\n"),
    # a `.txt` file that is code, not a documentation page: its indented lines are no example
    ("CMakeLists.txt", "project(x)\nif(WIN32)\n    # ... existing code ...\nendif()\n"),
    # `#` comments of a requirements file, at the margin: no example at all
    ("requirements.txt", "flask\n# ... other deps unchanged ...\n"),
    # a reStructuredText directive's body is text of the page, not a code example
    ("a.rst", "Title\n=====\n\n.. note::\n\n   ... rest of the page unchanged ...\n"),
    # a Markdown elision written as emphasis instead of a comment
    ("README.md", "# T\n\nintro\n\n_(rest of the README unchanged)_\n"),
    # JSON has no comments and no `...`: a line of either can only be an elision
    ("a.json", '{\n  "a": 1,\n  // ... other keys ...\n  "b": 2\n}\n'),
    (
        "package.json",
        '{\n  "name": "x",\n  "dependencies": {\n    "react": "^18",\n    ...\n  }\n}\n',
    ),
    # `...` or `…` alone where the language has no such statement
    ("a.js", "const a = 1;\n...\nexport default a;\n"),
    ("a.js", "const a = 1;\n\u2026\nexport default a;\n"),
    # comment syntaxes missing from the suffix table
    ("Makefile", "all:\n\t# ... existing targets ...\n"),
    ("a.bat", "@echo off\nREM ... rest unchanged ...\n"),
    ("a.vb", "Module A\n' ... rest unchanged ...\nEnd Module\n"),
    ("a.ml", "let x = 1\n(* ... rest unchanged ... *)\n"),
    ("a.f90", "program a\n! ... rest unchanged ...\nend program\n"),
    ("a.hs", "main = pure ()\n{- ... rest unchanged ... -}\n"),
    ("a.cshtml", "<div>\n@* ... rest unchanged ... *@\n</div>\n"),
    # a reStructuredText comment is not a code example of the page
    ("a.rst", "Title\n=====\n\nIntro.\n\n.. rest of the page unchanged\n"),
]


@pytest.mark.parametrize(
    ("path", "content"), ELISIONS, ids=[f"{p}:{i}" for i, (p, _) in enumerate(ELISIONS)]
)
def test_an_elision_comment_is_not_a_whole_file(path: str, content: str) -> None:
    refused(model_doc((path, content)))


# -- after the end marker: prose that changes a written file ------------------------------------
# Class: changed-after missed. How found: closing sentences after a two-file document.
# What the library did: `recovered` (only `prose-after`), both files written as they stand.

WRITTEN = [("app.py", "print('hi')\n"), ("util.py", "def f():\n    return 1\n")]

CHANGES = [
    "util.py can go.",  # passive of delete without the verb
    "You can now delete util.py.",  # `util.py can now be deleted` is caught
    "The entry point is app.py. Rename it to main.py.",  # the path in the sentence before
    "In app.py, change 'hi' to 'bye'.",  # change, not replace
    "Add `import os` at the top of app.py.",  # a line added to a written file
    "Merge util.py into app.py.",
    "Finally, update `app.py`'s last line to `print('bye')`.",
    "Supprimez util.py, il n'est plus utile.",
    "Lösche util.py, sie wird nicht mehr gebraucht.",
    "Elimina util.py, ya no se necesita.",
]


@pytest.mark.parametrize("sentence", CHANGES)
def test_a_sentence_after_the_end_marker_that_changes_a_file(sentence: str) -> None:
    refused(model_doc(*WRITTEN) + "\n" + sentence + "\n")


# -- after the end marker: a script the answer's own manifest says rewrites files ---------------
# Class: changed-after missed (a lint/check/run script read by its name, not by the answer's
# own definition of it). How found: a package.json/Makefile in the answer, its script run after
# the end marker. What the library did: `recovered`, files kept as written although the
# answer's own script rewrites them.

INDEX = ("index.js", "const a = 1\n")


def _package(scripts: dict[str, str]) -> tuple[str, str]:
    return ("package.json", json.dumps({"name": "x", "scripts": scripts}, indent=2) + "\n")


SCRIPTS = [
    ([_package({"lint": "eslint --fix ."}), INDEX], "npm run lint"),
    ([_package({"check": "prettier --write ."}), INDEX], "npm run check"),
    ([_package({"verify": "node fix.js"}), INDEX], "npm run verify"),
    ([_package({"lint": "eslint .", "postlint": "prettier --write ."}), INDEX], "npm run lint"),
    ([_package({"test": "eslint --fix . && jest"}), INDEX], "npm test"),
    ([_package({"start": "prettier --write . && node index.js"}), INDEX], "npm start"),
    ([("Makefile", "lint:\n\tblack .\n"), ("a.py", "x=1\n")], "make lint"),
    # the same in other runners' files the answer wrote
    ([("tox.ini", "[testenv:lint]\ncommands = black .\n"), ("a.py", "x=1\n")], "tox -e lint"),
    ([("Makefile", "check:\n\truff check --fix .\n"), ("a.py", "x=1\n")], "make check"),
    ([("justfile", "lint:\n    ruff format .\n"), ("a.py", "x=1\n")], "just lint"),
    (
        [
            ("noxfile.py", "import nox\n@nox.session\ndef lint(s):\n    s.run('black', '.')\n"),
            ("a.py", "x=1\n"),
        ],
        "nox -s lint",
    ),
    # npm runs `pretest` before `test`
    ([_package({"pretest": "prettier --write .", "test": "jest"}), INDEX], "npm test"),
    # `-w` is prettier's `--write`, passed on to the script
    ([_package({"lint": "prettier --check ."}), INDEX], "npm run lint -- -w"),
    # a quoted glob the tool expands itself names the written file
    ([("a.css", "a{color:red}\n")], "npx stylelint --fix '**/*.css'"),
]


@pytest.mark.parametrize(
    ("files", "command"), SCRIPTS, ids=[c + str(i) for i, (_, c) in enumerate(SCRIPTS)]
)
def test_a_script_the_answer_defines_as_rewriting(
    files: list[tuple[str, str]], command: str
) -> None:
    refused(model_doc(*files) + f"\n```bash\n{command}\n```\n")


# -- after the end marker: files in shapes the rule misses ---------------------------------------
# Class: mixed-conventions missed. How found: one shape each after a two-file document.
# What the library did: `recovered`, the file after the end marker dropped (or the corrected
# version of a written file ignored).

AFTER = [
    # a Dockerfile introduced as a file: a well-known name without a suffix
    "And a Dockerfile:\n```dockerfile\nFROM python:3.12\n```",
    # the path in the prose after the block
    "```python\nX = 1\n```\nSave this as `conf.py`.",
    # an indented code block under prose naming a written file
    "util.py should be:\n\n    def f():\n        return 2",
    # a corrected version of a script that defines no names
    "Oops, correction:\n```python\nprint('bye')\n```",
]


@pytest.mark.parametrize("after", AFTER)
def test_a_file_after_the_end_marker(after: str) -> None:
    refused(model_doc(*WRITTEN) + "\n" + after + "\n")


# -- ordinary answers refused: a word of the rewriting list inside another word ------------------
# Class: false refusal (`changed-after`). How found: `benchmarks/hunt_hunt7-readers.py`,
# generator closing-prose: `Run `node npm/docs/content/commands/npm-prefix.md``` was refused,
# then minimized by hand. What the library did: `rejected_files`, `changed-after` naming the
# command: `fix` is found inside `prefix`, `suffix`, `affix`, `fixtures`, so running a program
# the answer wrote, or a test/lint script about fixtures, is read as a fixer that rewrites
# every file. Expected: usable with the files as written (a run of the answer's own program;
# a lint or test script whose name does not say fix).

RUNS = [
    ([("src/prefix.js", "module.exports = 'a-'\n")], "node src/prefix.js"),
    ([("suffix.py", "print('s')\n")], "python suffix.py"),
    ([("index.js", "const a = 1\n")], "npm run test:fixtures"),
    ([("index.js", "const a = 1\n")], "npm run lint:fixtures"),
    # Class: false refusal, lint words read by their names: `cargo clippy` and
    # `deno fmt --check` only check; `deno run` runs the answer's program.
    ([("src/main.rs", "fn main() {}\n")], "cargo clippy"),
    ([("main.ts", "console.log(1)\n")], "deno fmt --check"),
    ([("main.ts", "console.log(1)\n")], "deno run main.ts"),
]


@pytest.mark.parametrize(("files", "command"), RUNS, ids=[c for _, c in RUNS])
def test_an_ordinary_command_after_the_end_marker_is_not_a_change(
    files: list[tuple[str, str]], command: str
) -> None:
    result = parse_response(model_doc(*files) + f"\nRun `{command}`.\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == files


# -- ordinary answers refused: an explanation quoting a written file ------------------------------
# Class: false refusal (`mixed-conventions`). How found: closing explanations after a two-file
# document, one probe each. What the library did: `rejected_files`, the quoted lines read as a
# file (or a corrected version of one) after the end marker. Expected: usable with the files as
# written: the prose says the block is a part of a written file, or the block repeats a
# definition byte for byte (both readings give the same files).

EXPLAINED = [
    ("app.py", "from util import f\nprint(f())\n"),
    ("util.py", "def f():\n    return 1\n"),
]

QUOTES = [
    "The key part of util.py is:\n```python\nreturn 1\n```",
    "In `util.py`, this line does the work:\n```python\n    return 1\n```",
    "**How it works:** `util.py` defines `f`, which `app.py` imports:\n"
    "```python\nfrom util import f\n```",
    "The function `f` in util.py:\n```python\ndef f():\n    return 1\n```\nreturns one.",
    "Then in your app.py you can call:\n```python\nprint(f())\n```",
]


@pytest.mark.parametrize("after", QUOTES)
def test_an_explanation_quoting_a_written_file_is_prose(after: str) -> None:
    result = parse_response(model_doc(*EXPLAINED) + "\n" + after + "\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == EXPLAINED


# -- ordinary answers refused: the last line of a comment paragraph -------------------------------
# Class: false refusal (`elided-code`). How found: every stdlib and npm file rendered alone
# (the scan in `benchmarks/hunt_hunt7-readers.py`'s corpus): npm's
# `@sigstore/bundle/dist/validate.js` was refused, its comment paragraph ending `// rest of the
# code.` on a line of its own. What the library did: `edit_blocks`, `elided-code` naming that
# line. Expected: the file as written: the line continues the sentence of the comment above
# it, it stands for no code.


def test_the_end_of_a_comment_sentence_is_no_elision() -> None:
    content = (
        "// Checks that the bundle is in a valid state to be processed by the\n"
        "// rest of the code.\n"
        "function check(b) {\n  return b;\n}\n"
    )
    result = parse_response(model_doc(("validate.js", content)))
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [("validate.js", content)]


# -- ordinary answers refused: a change to a file that is not the written one --------------------
# Class: false refusal (`changed-after`). How found: closing sentences after a two-file
# document, one probe each. What the library did: `rejected_files`, `changed-after`. Expected:
# usable with the files as written: the file removed is not one of the answer's (`helpers.py`),
# or is the user's old copy that the written file replaces.


@pytest.mark.parametrize(
    "sentence",
    ["Remove `helpers.py`; `util.py` replaces it.", "The old app.py can be deleted."],
)
def test_a_change_to_another_file_is_prose(sentence: str) -> None:
    result = parse_response(model_doc(*WRITTEN) + "\n" + sentence + "\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == WRITTEN
