"""hunt65: attacks on fix-prose36's named_code_left_out (prose naming code kept or left out).

Expected by hand: app.py is sent as a PART (f calls g and k, defines neither, imports
neither); a sentence after it saying that g and/or k were kept as they were, or left out,
says the model sent only part of app.py: writing it as sent deletes g and k, so the answer
is not usable.
"""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

PART = "import os\n\n\ndef f():\n    return g() + k()\n"
HELPERS = "def g():\n    return 1\n\n\ndef k():\n    return 2\n"


def _md(path: str, content: str) -> str:
    return f"`{path}`:\n\n```python\n{content}```\n"


@pytest.mark.parametrize(
    "sentence",
    [
        # one name, then words _LEFT_OR_KEPT holds but _ONE_NAME_ENDS does not follow
        pytest.param("`g()` doesn't change.", id="one-doesnt-change"),
        pytest.param("`g()` hasn't changed.", id="one-hasnt-changed"),
        pytest.param("The helper `g` has not changed.", id="one-has-not-changed"),
        pytest.param("`g()` stays as it was.", id="one-stays-as-it-was"),
        pytest.param("`g()` remains as before.", id="one-remains-as-before"),
        pytest.param("`g()` is identical to your version.", id="one-identical"),
        # a kind noun of _NOT_CODE_KIND naming what IS a function (click commands, Flask
        # routes, endpoints, CLI options handlers): the names are still the file's code
        pytest.param("The `g` and `k` commands are unchanged.", id="kind-commands"),
        pytest.param("The `g()` and `k()` routes are unchanged.", id="kind-routes"),
        pytest.param("The `g()` and `k()` endpoints are unchanged.", id="kind-endpoints"),
        pytest.param("The g and k options are unchanged.", id="kind-options"),
        pytest.param("The `g()` and `k()` settings helpers are unchanged.", id="kind-modifier"),
        # the list of names below its lead-in, after a blank line
        pytest.param(
            "The following functions are unchanged:\n\n- `g()`\n- `k()`", id="list-after-blank"
        ),
    ],
)
def test_a_sentence_keeping_code_the_part_lacks_refuses_it(sentence: str) -> None:
    refused(_md("app.py", PART) + "\n" + sentence + "\n")


def test_a_class_named_like_a_suffixless_file_is_still_code() -> None:
    # "Profile" matches _SUFFIXLESS_FILE ([A-Z][a-z]+file) and is dropped as a file's name
    content = "import os\n\n\ndef f():\n    return Profile(os.getcwd())\n"
    refused(_md("app.py", content) + "\nThe `Profile` class is unchanged.\n")


@pytest.mark.parametrize(
    "sentence",
    [
        # the file named by its module name, not its path: app.py's own g and k are kept
        pytest.param("In the `app` module, `g()` and `k()` are unchanged.", id="module-name"),
        # the file named with "./": _names_path misses it, helpers.py's g and k hold them
        pytest.param("In `./app.py`, `g()` and `k()` are unchanged.", id="dot-slash"),
    ],
)
def test_a_sentence_about_one_file_is_not_held_by_another(sentence: str) -> None:
    # app.py neither imports nor defines g and k; helpers.py defines its own g and k
    answer = _md("app.py", PART) + _md("helpers.py", HELPERS) + "\n" + sentence + "\n"
    refused(answer)


def _without_functions(source: str, names: set[str]) -> str:
    import ast

    tree = ast.parse(source)
    drop: set[int] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in names:
            drop.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    lines = source.splitlines(keepends=True)
    return "".join(line for at, line in enumerate(lines, 1) if at not in drop)


def test_a_method_of_the_same_name_does_not_hold_a_module_function() -> None:
    # the real fileinput.py without its module functions close() and nextfile(): the class
    # FileInput's methods close/nextfile are no module-level close()/nextfile()
    import fileinput

    with open(fileinput.__file__, encoding="utf-8") as handle:
        source = handle.read()
    part = _without_functions(source, {"close", "nextfile"})
    assert "\ndef close(" not in part
    assert "\ndef nextfile(" not in part
    answer = _md("fileinput.py", part) + "\n`close()` and `nextfile()` are unchanged.\n"
    refused(answer)


@pytest.mark.parametrize(
    "content",
    [
        # the exports object names g and k, defined in the code left out
        pytest.param(
            "function f() {\n  return g() + k();\n}\n\n"
            "module.exports = {\n  f: f,\n  g: g,\n  k: k,\n};\n",
            id="exports-object",
        ),
        # an object literal's keys inside a function are no definitions
        pytest.param(
            "function f() {\n  const r = {\n    g: 1,\n    k: 2,\n  };\n  return g(r) + k(r);\n}\n",
            id="object-literal-keys",
        ),
    ],
)
def test_a_js_part_whose_keys_name_the_left_out_functions_is_refused(content: str) -> None:
    answer = f"`app.js`:\n\n```javascript\n{content}```\n\n`g()` and `k()` are unchanged.\n"
    refused(answer)


def test_an_import_from_a_package_module_is_not_the_answers_same_named_file() -> None:
    # tests/test_app.py imports g and k from pkg.app (a module not sent); the answer's
    # top-level app.py is another module: the whole answer is what the model meant
    app = "def main():\n    return 0\n"
    test = "from pkg.app import g, k\n\n\ndef test_g():\n    assert g() == k()\n"
    answer = _md("app.py", app) + _md("tests/test_app.py", test)
    result = parse_response(answer + "\n`g()` and `k()` are unchanged.\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("app.py", app),
        ("tests/test_app.py", test),
    ]


# a whole Flask app.py reading DATABASE_URL from the environment; it defines index only
_FLASK_APP = (
    "import os\n\nimport flask\n\napp = flask.Flask(__name__)\n\n\n"
    "@app.route('/')\ndef index():\n    return os.environ['DATABASE_URL']\n"
)


@pytest.mark.parametrize(
    "sentence",
    [
        # environment variable names the file reads as strings (no "values in .env" after)
        pytest.param("`DATABASE_URL` and `SECRET_KEY` are unchanged.", id="env-names"),
        pytest.param("`HOST` and `PORT` remain as before.", id="env-names-as-before"),
        # packages kept IN a file not sent ("in", not "from")
        pytest.param(
            "`requests` and `flask` are unchanged in requirements.txt.", id="in-requirements"
        ),
        # functions kept in another file of the project, not sent
        pytest.param("`login()` and `logout()` are unchanged in `auth.py`.", id="in-other-file"),
        # names dropped on purpose, the reason said before the words
        pytest.param(
            "`login()` and `logout()` are no longer needed, so they were omitted.",
            id="reason-before",
        ),
        # names of a JSON payload's fields
        pytest.param("`user_id` and `email` fields stay the same.", id="fields"),
    ],
)
def test_a_whole_file_then_names_of_no_code_of_it_is_kept(sentence: str) -> None:
    result = parse_response(_md("app.py", _FLASK_APP) + "\n" + sentence + "\n")
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", _FLASK_APP)]


@pytest.mark.parametrize(
    "sentence",
    [
        # names written with their arguments or their keyword: still app.py's g and k
        pytest.param("`g(x)` and `k(x, y)` are unchanged.", id="call-with-arguments"),
        pytest.param("`def g()` and `def k()` are unchanged.", id="def-keyword"),
        # the module's own name as the head of the dotted names (app.py is module app)
        pytest.param("`app.g()` and `app.k()` are unchanged.", id="own-module-head"),
        # names in bold or in quotes rather than backquotes
        pytest.param("**g()** and **k()** are unchanged.", id="bold-names"),
        pytest.param('"g()" and "k()" are unchanged.', id="quoted-names"),
        # one name, a dash between it and the words
        pytest.param("`g()` \u2014 unchanged.", id="one-em-dash"),
        # a list ending in "etc." / joined by "&" / "neither ... nor"
        pytest.param("`g()`, `k()`, etc. are unchanged.", id="etc"),
        pytest.param("The g() & k() functions are unchanged.", id="ampersand"),
        pytest.param("Neither `g()` nor `k()` changed.", id="neither-nor"),
        pytest.param("`g()` and `k()` are still the same.", id="still-the-same"),
    ],
)
def test_names_written_other_ways_still_refuse_the_part(sentence: str) -> None:
    refused(_md("app.py", PART) + "\n" + sentence + "\n")


_LOADER = (
    "import json\nimport os\n\n\ndef load(path):\n    with open(path) as fh:\n"
    "        return json.loads(fh.read()) if os.getenv('X') else {}\n"
)


@pytest.mark.parametrize(
    "sentence",
    [
        # members of imported library modules (os, json): no code app.py would define
        pytest.param(
            "The calls to `os.getenv()` and `json.loads()` are unchanged.", id="library-calls"
        ),
        pytest.param("`json.loads` and `os.getenv` stay as they were.", id="library-members"),
    ],
)
def test_a_whole_file_then_library_members_kept_is_kept(sentence: str) -> None:
    result = parse_response(_md("app.py", _LOADER) + "\n" + sentence + "\n")
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", _LOADER)]


_KEPT = "\n`g()` and `k()` are unchanged.\n"


@pytest.mark.parametrize(
    "files",
    [
        # Python: "from . import g, k" imports from the package's __init__.py, sent without them
        pytest.param(
            [
                ("pkg/__init__.py", "python", "VERSION = '1'\n"),
                (
                    "pkg/app.py",
                    "python",
                    "from . import g, k\n\n\ndef f():\n    return g() + k()\n",
                ),
            ],
            id="py-from-dot",
        ),
        # CommonJS: app.js requires g and k from ./helpers, sent without them
        pytest.param(
            [
                (
                    "app.js",
                    "javascript",
                    "const { g, k } = require('./helpers');\n\n"
                    "function f() {\n  return g() + k();\n}\n",
                ),
                (
                    "helpers.js",
                    "javascript",
                    "function h() {\n  return 1;\n}\n\nmodule.exports = { h };\n",
                ),
            ],
            id="js-require",
        ),
        # ES modules
        pytest.param(
            [
                (
                    "app.js",
                    "javascript",
                    "import { g, k } from './helpers.js';\n\n"
                    "export function f() {\n  return g() + k();\n}\n",
                ),
                ("helpers.js", "javascript", "export function h() {\n  return 1;\n}\n"),
            ],
            id="js-import",
        ),
        # Rust: use crate::util::{g, k} with src/util.rs sent without them
        pytest.param(
            [
                (
                    "src/main.rs",
                    "rust",
                    'use crate::util::{g, k};\n\nfn main() {\n    println!("{}", g() + k());\n}\n',
                ),
                ("src/util.rs", "rust", "pub fn h() -> i32 {\n    1\n}\n"),
            ],
            id="rs-use",
        ),
    ],
)
def test_names_imported_from_a_sent_file_that_lacks_them_are_not_held(
    files: list[tuple[str, str, str]],
) -> None:
    answer = "".join(f"`{path}`:\n\n```{lang}\n{content}```\n" for path, lang, content in files)
    refused(answer + _KEPT)


def test_a_module_function_named_like_a_builtin_left_out_refuses_the_part() -> None:
    # the real gzip.py without its module function open(): the sentence says it was left out
    import gzip

    with open(gzip.__file__, encoding="utf-8") as handle:
        source = handle.read()
    part = _without_functions(source, {"open"})
    assert "\ndef open(" not in part
    answer = _md("gzip.py", part) + "\n`open()` is unchanged (omitted for brevity).\n"
    refused(answer)


_IMPORTS_HELPERS = "import helpers\n\n\ndef f():\n    return helpers.g() + helpers.k()\n"
_STAR = "from helpers import *\n\n\ndef f():\n    return g() + k()\n"
_FROM = "from helpers import g, k\n\n\ndef f():\n    return g() + k()\n"
_TEST = "from app import f\n\n\ndef test_f():\n    assert f() == 3\n"


@pytest.mark.parametrize(
    ("files", "sentence"),
    [
        pytest.param(
            [("app.py", _IMPORTS_HELPERS), ("helpers.py", HELPERS)],
            "`app.py` calls `helpers.g()` and `helpers.k()` as before.",
            id="module-attribute-calls",
        ),
        pytest.param(
            [("app.py", _IMPORTS_HELPERS), ("helpers.py", HELPERS)],
            "In `app.py`, the calls to `g()` and `k()` are unchanged.",
            id="calls-in-named-file",
        ),
        pytest.param(
            [("app.py", _STAR), ("helpers.py", HELPERS)],
            "In `app.py`, `g()` and `k()` are used as before.",
            id="star-import",
        ),
        pytest.param(
            [("app.py", _FROM), ("helpers.py", HELPERS), ("tests/test_app.py", _TEST)],
            "`tests/test_app.py` checks `f()`; `g()` and `k()` are unchanged.",
            id="sentence-names-the-test-file",
        ),
    ],
)
def test_a_sentence_naming_one_file_and_code_another_sent_file_defines_keeps_all(
    files: list[tuple[str, str]], sentence: str
) -> None:
    # every file is whole: g and k are defined in helpers.py, which the answer sends
    answer = "".join(_md(path, content) for path, content in files)
    result = parse_response(answer + "\n" + sentence + "\n")
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == files


@pytest.mark.parametrize(
    ("path", "lang", "content", "sentence"),
    [
        # a compose file's part: web only; db and redis are services the file defines
        pytest.param(
            "docker-compose.yml",
            "yaml",
            "services:\n  web:\n    build: .\n    depends_on:\n      - db\n      - redis\n",
            "The `db` and `redis` services are unchanged.",
            id="compose-services",
        ),
        # a schema's part: users and orders are tables the file creates
        pytest.param(
            "schema.sql",
            "sql",
            "CREATE TABLE invoices (\n  id INTEGER PRIMARY KEY,\n"
            "  user_id INTEGER REFERENCES users(id),\n"
            "  order_id INTEGER REFERENCES orders(id)\n);\n",
            "The `users` and `orders` tables are unchanged.",
            id="sql-tables",
        ),
        # a Makefile's part: test and lint are targets it defines (named only as prerequisites)
        pytest.param(
            "Makefile",
            "makefile",
            ".PHONY: build test\n\nbuild:\n\tgo build ./...\n\nall: build test lint\n",
            "The `test` and `lint` targets are unchanged.",
            id="make-targets",
        ),
    ],
)
def test_things_the_files_kind_defines_kept_refuse_its_part(
    path: str, lang: str, content: str, sentence: str
) -> None:
    answer = f"`{path}`:\n\n```{lang}\n{content}```\n\n{sentence}\n"
    refused(answer)
