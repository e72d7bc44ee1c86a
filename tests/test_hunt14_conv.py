"""Findings of hunt 14 on the convention readers: what fix-write12 (a by-product of running
something is info ``runs-write-files``; a runner's hook file the answer writes is weighed as
the answer's code, harmless only without a write pattern of ``_CODE_WRITES``) and fix-bare12
(each shell-split command of a bare block weighed; ``_PROSE_NAMES``; a line the shell reads as
a syntax error runs nothing) just taught them, attacked for a usable result whose files differ
from what the model meant.

Each test is one minimized finding. How found: hand probes (``/tmp`` scripts: 37 by-product
commands x 2 conventions x 3 wraps, 16 Python / 7 JS / 6 Rust hook bodies, 8 shell constructs
x 2 conventions x 4 wraps, 9 wrapper lines x 2 wraps, 7 task files x 3 conventions) and
``benchmarks/hunt_hunt14-conventions.py`` (fixed seeds, real stdlib files), which counts them.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(files: dict[str, str], after: str) -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


def _markdown(files: dict[str, str], after: str) -> str:
    return "".join(f"`{path}`:\n```\n{text}```\n\n" for path, text in files.items()) + after


def _not_usable(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- a hook file's code writes through a shape _CODE_WRITES does not list ---------------------
# Class: hook code that writes missed. ``_harmless_code`` proves a conftest.py / jest.config.js
# / build.rs harmless when no pattern of ``_CODE_WRITES`` is in it; the patterns are a list of
# spellings, and Python's ``open(..., "w")`` is matched only with no parenthesis inside the call
# and a quoted or bare-name mode (``open(os.path.join(d, "a.py"), "w")``, ``open(str(p), "w")``,
# an f-string or ``chr(119)`` mode, ``open`` bound to another name), ``print(file=f)`` writes
# with no ``.write``; a module under another name (``import os as o``: ``o.remove``,
# ``o.system``), ``posix``, ``sys.modules["os"]``, ``getattr(p, "write_" + "text")``;
# JS ``require('f' + 's')``, ``module.require``, ``process.getBuiltinModule``, ``createRequire``;
# Rust ``use std::fs as f``. How found: write forms of each language against the pattern list.
# The library: recovered (usable) with a.py as sent, although running pytest / jest / cargo
# runs the answer's code that changes or removes it.
# Fixed: ``hook_code.harmless_code`` accepts only code read as KNOWN not to write (an
# allow-list per language), not code where no write spelling is found (tests/test_hook_code.py).
_TEST_A = "from a import f\n\n\ndef test_f():\n    assert f() == 1\n"
_A = "def f():\n    return 1\n"
PY_HOOKS = {
    "nested-os-path": 'import os\n\n\ndef pytest_configure(config):\n    with open(os.path.join(os.path.dirname(__file__), "a.py"), "w") as out:\n        print("x = 2", file=out)\n',  # noqa: E501
    "pathlib-in-open": 'from pathlib import Path\n\n\ndef pytest_configure(config):\n    with open(Path(__file__).parent / "a.py", "w") as out:\n        print("x = 2", file=out)\n',  # noqa: E501
    "fstring-mode": 'def pytest_configure(config):\n    with open("a.py", f"w") as out:\n        print("x = 2", file=out)\n',  # noqa: E501
    "chr-mode": 'def pytest_configure(config):\n    with open("a.py", chr(119)) as out:\n        print("x = 2", file=out)\n',  # noqa: E501
    "multiline-open": 'def pytest_configure(config):\n    with open(\n        "a.py",\n        "w",\n    ) as out:\n        print("x = 2", file=out)\n',  # noqa: E501
    "alias-open": 'def pytest_configure(config):\n    o = open\n    with o("a.py", "w") as out:\n        print("x = 2", file=out)\n',  # noqa: E501
    "os-as-remove": 'import os as o\n\n\ndef pytest_configure(config):\n    o.remove("a.py")\n',
    "os-as-system": 'import os as o\n\n\ndef pytest_configure(config):\n    o.system("rm a.py")\n',
    "posix-remove": 'import posix\n\n\ndef pytest_configure(config):\n    posix.remove("a.py")\n',
    "sys-modules-os": 'import sys\n\n\ndef pytest_configure(config):\n    sys.modules["os"].remove("a.py")\n',  # noqa: E501
    "getattr-write": 'from pathlib import Path\n\n\ndef pytest_configure(config):\n    getattr(Path("a.py"), "write_" + "text")("x = 2\\n")\n',  # noqa: E501
}  # fmt: skip


@pytest.mark.parametrize("case", list(PY_HOOKS))
def test_a_conftest_that_writes_is_not_proven_harmless(case: str) -> None:
    files = {"a.py": _A, "test_a.py": _TEST_A, "conftest.py": PY_HOOKS[case]}
    _not_usable(_ours(files, "Run:\n```bash\npytest\n```\n"))


JS_HOOKS = {
    "concat-require": "const f = require('f' + 's');\nf.rmSync('a.js');\nmodule.exports = {};\n",
    "module-require": "module.require('f' + 's').rmSync('a.js');\nmodule.exports = {};\n",
    "get-builtin-module": "process.getBuiltinModule('node:f' + 's').rmSync('a.js');\nmodule.exports = {};\n",  # noqa: E501
    "create-require": "const { createRequire } = require('module');\nconst r = createRequire(__filename);\nr('f' + 's').rmSync('a.js');\nmodule.exports = {};\n",  # noqa: E501
}  # fmt: skip


@pytest.mark.parametrize("case", list(JS_HOOKS))
def test_a_jest_config_that_writes_is_not_proven_harmless(case: str) -> None:
    files = {"a.js": "module.exports = 1;\n", "jest.config.js": JS_HOOKS[case]}
    _not_usable(_ours(files, "Run:\n```bash\nnpx jest\n```\n"))


RS_HOOKS = {
    "fs-as": 'use std::fs as f;\n\nfn main() {\n    f::remove_file("src/main.rs").unwrap();\n}\n',
    "brace-fs-as": 'use std::{fs as f};\n\nfn main() {\n    f::remove_file("src/main.rs").unwrap();\n}\n',  # noqa: E501
}  # fmt: skip


@pytest.mark.parametrize("case", list(RS_HOOKS))
def test_a_build_script_that_writes_is_not_proven_harmless(case: str) -> None:
    files = {
        "Cargo.toml": '[package]\nname = "x"\nversion = "0.1.0"\nedition = "2021"\n',
        "src/main.rs": "fn main() {}\n",
        "build.rs": RS_HOOKS[case],
    }
    _not_usable(_ours(files, "Run:\n```bash\ncargo build\n```\n"))


# -- a shell line with a word before '(' that bash runs, taken for a syntax error -------------
# Class: syntax-error exemption abused. ``_syntax_error`` takes a '(' after any word but the
# reserved ones it lists as a line bash cannot parse; bash runs ``for ((...))``, ``case x in
# (pat)`` and a ``[[ =~ ]]`` regex group (checked: ``bash s.sh`` prints RAN for each). In a
# bare block after Markdown files the line is then not weighed. How found: shell grammar
# places where '(' follows a word. The library: recovered (usable), a.py as sent although the
# line changes it (the same line in a bash fence, or after our end marker, is refused).
SYNTAX = {
    "for-arith": "for ((i=0;i<1;i++)); do sed -i s/1/2/ a.py; done",
    "case-paren": "case 1 in (1) sed -i s/1/2/ a.py;; esac",
    "regex-caret": "[[ ab =~ ^(a|b) ]] && sed -i s/1/2/ a.py",
    "regex-group": "[[ ab =~ (a) ]] && sed -i s/1/2/ a.py",
    "for-arith-write": "for ((i=0;i<1;i++)); do echo 'x = 2' > a.py; done",
}


@pytest.mark.parametrize("case", list(SYNTAX))
def test_a_shell_line_bash_runs_is_no_syntax_error(case: str) -> None:
    _not_usable(_markdown({"a.py": "x = 1\n"}, "Then:\n\n```\n" + SYNTAX[case] + "\n```\n"))


# fix-conv16: more places bash's grammar takes a '(' after a word (checked with ``bash -n``).
MORE_SYNTAX = {
    "coproc-body": "coproc w (sed -i s/1/2/ a.py)",
    "later-case-pattern": "case 2 in 1) :;; (2) sed -i s/1/2/ a.py;; esac",
    "regex-before-write": "[[ a =~ (a) ]]; sed -i s/1/2/ a.py",
}


@pytest.mark.parametrize("case", list(MORE_SYNTAX))
def test_more_shell_lines_bash_runs_are_no_syntax_error(case: str) -> None:
    _not_usable(_markdown({"a.py": "x = 1\n"}, "Then:\n\n```\n" + MORE_SYNTAX[case] + "\n```\n"))


# fix-conv16 (found fixing the above): a ``case`` pattern without its optional '(' (``1)``,
# ``*)``) is a ')' that closes nothing, which the shell splitter took for a line it cannot
# split (runs nothing), in a bash fence too: a.py as sent although bash changes it.
CASES = {
    "one-line": "case 1 in 1) sed -i s/1/2/ a.py;; esac",
    "clause-line": "case 1 in\n1) sed -i s/1/2/ a.py;;\nesac",
    "last-clause": "case 1 in\n*) sed -i s/1/2/ a.py\nesac",
}


@pytest.mark.parametrize("info", ["bash", ""])
@pytest.mark.parametrize("case", list(CASES))
def test_a_case_pattern_without_its_paren_runs_its_commands(case: str, info: str) -> None:
    block = f"Then:\n\n```{info}\n{CASES[case]}\n```\n"
    _not_usable(_markdown({"a.py": "x = 1\n"}, block))


# Lines bash refuses to parse (``bash -n``: syntax error near unexpected token '(') still
# run nothing: the answer stays usable with a.py as sent.
STILL_ERRORS = {
    "call-in-call": "print((1))",
    "for-in-paren": "for x in (a.py); do rm a.py; done",
    "alternation-outside-case": "x in (a|b) rm a.py",
}


@pytest.mark.parametrize("case", list(STILL_ERRORS))
def test_a_line_bash_refuses_to_parse_runs_nothing(case: str) -> None:
    result = parse_response(
        _markdown({"a.py": "x = 1\n"}, "Then:\n\n```\n" + STILL_ERRORS[case] + "\n```\n")
    )
    assert result.usable, [d.message for d in result.diagnostics]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"a.py": "x = 1\n"}


# -- a prose name after a wrapper the rules do not know, in a bare block -----------------------
# Class: _PROSE_NAMES after an unknown wrapper. ``_harmless_command`` skips a word of
# ``_PROSE_NAMES`` (``go``, ``make``) among the arguments, so ``setsid go generate`` reads as
# words of output; ``go generate`` runs the ``//go:generate`` line of the answer's main.go,
# which rewrites a.py (``go generate`` alone, and the same lines in a bash fence, are
# refused). How found: wrappers not in ``_COMMAND_NAMES`` before prose-name commands. The
# library: recovered (usable), a.py as sent.
_GO = "package main\n\n//go:generate sed -i s/1/2/ a.py\n\nfunc main() {}\n"


@pytest.mark.parametrize("wrapper", ["setsid", "caffeinate", "chronic"])
def test_a_prose_name_run_by_a_wrapper_is_weighed(wrapper: str) -> None:
    files = {"a.py": "x = 1\n", "main.go": _GO}
    _not_usable(_markdown(files, f"Then:\n\n```\n{wrapper} go generate\n```\n"))


# fix-conv16: a prose name is a command right after a lowercase first word only; among
# other words of output it stays prose (the answer is usable with a.py as sent).
@pytest.mark.parametrize("line", ["listening on port 8080", "press q to go back"])
def test_a_prose_name_among_words_of_output_stays_prose(line: str) -> None:
    result = parse_response(_markdown({"a.py": "x = 1\n"}, f"Output:\n\n```\n{line}\n```\n"))
    assert result.usable, [d.message for d in result.diagnostics]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"a.py": "x = 1\n"}


# -- a held task file's recipe not read after Markdown files ---------------------------------
# Class: task file not read after Markdown. After our end marker or legacy JSON, ``make`` /
# ``npm test`` / ``tox`` / ``nox`` / ``just`` with a written Makefile / package.json script /
# tox.ini / noxfile.py / justfile that runs ``sed -i`` on a.py is refused (changed-after);
# after Markdown files (any label: `Makefile`:, **Makefile**, ### Makefile) the same is
# usable. How found: the task runners of the shell rules x 3 conventions. The library:
# recovered (usable) with a.py as sent.
TASKS = {
    "make": ({"Makefile": "all:\n\tsed -i s/1/2/ a.py\n"}, "make"),
    "npm-test": ({"package.json": '{"scripts": {"test": "sed -i s/1/2/ a.py"}}\n'}, "npm test"),
    "npm-postinstall": (
        {"package.json": '{"scripts": {"postinstall": "sed -i s/1/2/ a.py"}}\n'},
        "npm install",
    ),
    "tox": (
        {"tox.ini": "[testenv]\ncommands = sed -i s/1/2/ a.py\nallowlist_externals = sed\n"},
        "tox",
    ),
    "just": ({"justfile": "default:\n    sed -i s/1/2/ a.py\n"}, "just"),
}


@pytest.mark.parametrize("case", list(TASKS))
def test_a_task_file_recipe_is_read_after_markdown_files(case: str) -> None:
    written, command = TASKS[case]
    files = {"a.py": "x = 1\n", **written}
    _not_usable(_markdown(files, f"Then:\n\n```bash\n{command}\n```\n"))


# fix-conv16: the recipe is read, not the runner's name: a recipe that only runs the
# answer's program leaves a.py as sent (usable).
def test_a_task_file_recipe_that_runs_the_program_stays_usable() -> None:
    files = {"a.py": "x = 1\n", "Makefile": "all:\n\tpython a.py\n"}
    result = parse_response(_markdown(files, "Then:\n\n```bash\nmake\n```\n"))
    assert result.usable, [d.message for d in result.diagnostics]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == files


# fix-conv16 (found checking the above): a lone task runner quoted in prose ("Then run
# `make`.") was read as a tool's name, not a command, after our end marker and after
# Markdown: the answer's recipe rewriting a.py was not weighed (usable, a.py as sent). With
# the answer's task file written, the lone runner runs its default recipe.
PROSE_TASKS = {"make": "make", "tox": "tox", "just": "just"}


@pytest.mark.parametrize("wrap", ["ours", "markdown"])
@pytest.mark.parametrize("case", list(PROSE_TASKS))
def test_a_lone_task_runner_quoted_in_prose_runs_the_written_recipe(case: str, wrap: str) -> None:
    written = TASKS[case][0]
    files = {"a.py": "x = 1\n", **written}
    after = f"Then run `{PROSE_TASKS[case]}`.\n"
    _not_usable((_ours if wrap == "ours" else _markdown)(files, after))


def test_a_lone_task_runner_without_a_written_task_file_names_a_tool() -> None:
    result = parse_response(_markdown({"a.py": "x = 1\n"}, "Then run `make`.\n"))
    assert result.usable, [d.message for d in result.diagnostics]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"a.py": "x = 1\n"}


# -- a held program's output written to a source file ----------------------------------------
# Class: program output taken for a by-product. ``_by_product`` counts what an interpreter
# prints running a program file as a by-product (info ``runs-write-files``), also when the
# program is the answer's own and the output is a source file: ``python gen.py > b.py`` where
# the answer's gen.py prints b.py's text. b.py is a file the answer authors (through gen.py)
# that the result does not hold. How found: the brief's idea, by-product commands x
# conventions. The library: recovered (usable) holding gen.py only.
_GEN = 'print("def g():")\nprint("    return 2")\n'


GENERATED = {"redirect": "python gen.py > b.py", "tee": "python3 gen.py | tee b.py"}


@pytest.mark.parametrize("case", list(GENERATED))
def test_a_held_program_writing_a_source_file_is_no_by_product(case: str) -> None:
    _not_usable(_ours({"gen.py": _GEN}, f"Then:\n\n```bash\n{GENERATED[case]}\n```\n"))


# fix-conv16: a source file of another kind the answer holds is the answer's too (gen.py
# printing b.js next to a.js); what the program prints into a report stays a by-product.
def test_a_held_program_writing_another_held_kind_is_no_by_product() -> None:
    files = {"gen.py": _GEN, "a.js": "export const a = 1;\n"}
    _not_usable(_ours(files, "Then:\n\n```bash\npython gen.py > b.js\n```\n"))


def test_a_held_program_writing_a_report_is_a_by_product() -> None:
    result = parse_response(
        _ours({"gen.py": _GEN}, "Then:\n\n```bash\npython gen.py > out.txt\n```\n")
    )
    assert result.usable, [d.message for d in result.diagnostics]
    assert "runs-write-files" in [d.code for d in result.diagnostics]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"gen.py": _GEN}


# -- false refusals: a by-product quoted in prose after our end marker -------------------------
# Class: false refusal. In a bash fence after our end marker, and quoted in prose after
# Markdown files, a backup copy of a held file and a held program's output piped to a report
# are by-products (usable, runs-write-files); quoted in prose after our end marker, the
# words-in-prose rule (held_tokens) reads ``cp``/``echo`` next to a.py as a change of it.
# How found: the by-product commands x 3 wraps x 2 conventions (3 of 37 commands differ).
# The library: rejected_files (changed-after): refused, never wrong.
BY_PRODUCTS = {
    "backup-orig": "cp a.py a.py.orig",
    "backup-tmp": "cp a.py /tmp/a.py.bak",
    "piped-output": "echo hi | python a.py > out.txt",
}


@pytest.mark.parametrize("case", list(BY_PRODUCTS))
def test_a_by_product_quoted_after_the_end_marker_is_usable(case: str) -> None:
    text = _ours({"a.py": "x = 1\n"}, f"Then run `{BY_PRODUCTS[case]}`.\n")
    result = parse_response(text)
    assert result.usable, [d.message for d in result.diagnostics]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"a.py": "x = 1\n"}
