"""hunt56: the prose rules of round 15 (fix-prose34 named_code_left_out, fix-prose35
prose_says_partial) attacked with real whole files and ordinary prose around them.

Expected values by hand from what the model meant: a real whole stdlib file (colorsys.py)
sent whole, with prose that names things which are no code of the file (dependencies,
environment variables, flags, tables, tools, builtins), is a whole file: usable, written as
sent.
"""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path

import pytest
from meant import refused

from artifact_codec import parse_response

STD = Path(sysconfig.get_paths()["stdlib"])
COLORSYS = (STD / "colorsys.py").read_text(encoding="utf-8")


def _md(path: str, content: str) -> str:
    return f"`{path}`:\n\n```python\n{content}```\n"


# Sentences naming things that are no code of the file sent: the model sent the file whole.
PLAIN = {
    "dotfile-and-dockerfile": "Keep your existing `.env` and `Dockerfile`.",
    "dependencies": "`requests` and `click` are unchanged dependencies.",
    "environment-variables": (
        "Keep your existing `DATABASE_URL` and `REDIS_URL` environment variables."
    ),
    "cli-flags": "The `--verbose` and `--quiet` flags are unchanged.",
    "tools": "`pytest` and `mypy` pass as before.",
    "npm-scripts": "Your `npm start` and `npm test` scripts stay the same.",
    "db-tables": "The `users` and `orders` tables are unchanged.",
    "library-apis": "`numpy.array` and `pandas.DataFrame` work as before.",
    "builtin-call": "The behaviour of `print()` is unchanged.",
    "existing-project": "Add this to your existing project.",
    "rest-of-setup": "The rest of the setup is unchanged.",
}


@pytest.mark.parametrize("where", ["before", "after"])
@pytest.mark.parametrize("sentence", list(PLAIN.values()), ids=list(PLAIN))
def test_a_whole_file_with_prose_naming_no_code_of_it_is_usable(sentence: str, where: str) -> None:
    block = _md("colorsys.py", COLORSYS)
    answer = f"{sentence}\n\n{block}" if where == "before" else f"{block}\n{sentence}\n"
    result = parse_response(answer)
    assert result.usable, [str(d) for d in result.diagnostics if "error" in str(d)]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"colorsys.py": COLORSYS}


# A part of app.py: f calls g and k, which it does not define; the prose says g and k were
# left out or stay as they are. The model meant "keep g and k": writing app.py as sent
# deletes them, so the answer is not usable (partial-file).
PART = "import os\n\n\ndef f():\n    return g() + k()\n"
LEFT_OUT = {
    "split-over-two-lines": "I left out `g()` and\n`k()` for brevity.",
    "split-subject-verb": "The helpers `g()` and `k()`\nare unchanged.",
    "table-rows": "| function | status |\n|---|---|\n| `g()` | unchanged |\n| `k()` | unchanged |",
    "skipped": "I skipped `g()` and `k()` since they did not change.",
    "have-not-changed": "`g()` and `k()` have not changed.",
    "stay-as-is": "`g()` and `k()` stay as-is.",
    "no-changes-to": "No changes to `g()` and `k()`.",
    "identical-to-yours": "`g()` and `k()` are identical to your version.",
    "not-included": "`g()` and `k()` are not included here.",
    "exactly-as-they-were": "`g()` and `k()` stay exactly as they were.",
    "keep-your-implementations": "Keep your implementations of `g()` and `k()`.",
    "left-as-they-were": "`g()` and `k()` were left as they were.",
    "one-left-as-it-was": "`g()` was left as it was, and so was `k()`.",
}


@pytest.mark.parametrize("sentence", list(LEFT_OUT.values()), ids=list(LEFT_OUT))
def test_prose_after_a_part_saying_named_code_is_kept_refuses_it(sentence: str) -> None:
    refused(_md("app.py", PART) + "\n" + sentence + "\n")


# The named code counted as held though no file defines it.
HELD_WRONGLY = {
    # test_app.py imports g and k FROM app; app.py (a part) defines neither
    "imported-by-another-file": _md("app.py", PART)
    + _md(
        "test_app.py", "from app import f, g, k\n\n\ndef test_f():\n    assert f() == g() + k()\n"
    ),
    # an import line inside a string of the file is no import
    "import-line-in-a-string": _md(
        "app.py",
        'import os\nDOC = """\nfrom helpers import g, k\n"""\n\n\ndef f():\n    return g() + k()\n',
    ),
    # a language whose definitions are not read: its calls g() and k() are counted as held
    "dart-calls": "`lib/app.dart`:\n\n```dart\nint f() => g() + k();\n```\n",
    "scala-calls": "`App.scala`:\n\n```scala\nobject A { def f = g() + k() }\n```\n",
    "elixir-calls": "`lib/a.ex`:\n\n```elixir\ndefmodule A do\n  def f, do: g() + k()\nend\n```\n",
    "perl-calls": "`app.pl`:\n\n```perl\nsub f { return g() + k(); }\n```\n",
    "r-calls": "`app.R`:\n\n```r\nf <- function() g() + k()\n```\n",
}


@pytest.mark.parametrize("files", list(HELD_WRONGLY.values()), ids=list(HELD_WRONGLY))
def test_named_code_no_file_defines_is_not_counted_as_held(files: str) -> None:
    refused(files + "\n`g()` and `k()` are unchanged.\n")


# Other readers: the same part of app.py and the same sentence, in the forms models write.
SAID = "`g()` and `k()` are unchanged."
_WRITE = {"path": "app.py", "content": PART}
OTHER_READERS = {
    "openai-message-content": json.dumps(
        {
            "role": "assistant",
            "content": SAID,
            "tool_calls": [
                {
                    "id": "c1",
                    "type": "function",
                    "function": {"name": "write_file", "arguments": json.dumps(_WRITE)},
                }
            ],
        },
        indent=2,
    )
    + "\n",
    "anthropic-text-block": json.dumps(
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": SAID},
                {
                    "type": "tool_use",
                    "id": "t1",
                    "name": "str_replace_based_edit_tool",
                    "input": {"command": "create", "path": "app.py", "file_text": PART},
                },
            ],
        },
        indent=2,
    )
    + "\n",
    "hermes-prose-after": "<tool_call>\n"
    + json.dumps({"name": "write_file", "arguments": _WRITE})
    + "\n</tool_call>\n"
    + SAID
    + "\n",
    "legacy-json-prose-after": json.dumps({"files": [{"file_path": "app.py", "content": PART}]})
    + "\n\n"
    + SAID
    + "\n",
    "legacy-json-fenced-prose-after": "```json\n"
    + json.dumps({"files": [{"file_path": "app.py", "content": PART}]}, indent=2)
    + "\n```\n\n"
    + SAID
    + "\n",
    "legacy-json-explanation": json.dumps(
        {"files": [{"file_path": "app.py", "content": PART}], "explanation": SAID}, indent=2
    )
    + "\n",
    "cline-thinking": f"<thinking>\n{SAID}\n</thinking>\n<write_to_file>\n<path>app.py</path>\n"
    f"<content>\n{PART}</content>\n</write_to_file>\n",
    "native-document-split-sentence": '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\n'
    f"PATH: app.py\n---\n{PART}\n===FILE_CONTENT_BLOCK===END\n\n"
    "I left out `g()` and\n`k()` for brevity.\n",
}


@pytest.mark.parametrize("answer", list(OTHER_READERS.values()), ids=list(OTHER_READERS))
def test_other_readers_prose_saying_named_code_is_kept_refuses_the_part(answer: str) -> None:
    refused(answer)


# fix-prose35's _ONE_PART / _INTO_PLACE over whole files: the noun names what the whole file
# is (a workflow, a page, a schema), or "before your first run" is a time, not a place.
CI = (
    "name: CI\n\non:\n  push:\n    branches: [main]\n\njobs:\n  test:\n"
    "    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
    "      - run: pip install -e . && pytest\n"
)
HTML = (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n'
    "  <title>Home</title>\n</head>\n<body>\n  <h1>Welcome</h1>\n</body>\n</html>\n"
)
SQL = "CREATE TABLE users (\n  id SERIAL PRIMARY KEY,\n  email TEXT NOT NULL UNIQUE\n);\n"
WHOLE_NOUN = {
    "update-the-ci-workflow": (
        "Update the CI workflow as follows:",
        ".github/workflows/ci.yml",
        CI,
    ),
    "just-the-updated-workflow": (
        "Here is just the updated workflow:",
        ".github/workflows/ci.yml",
        CI,
    ),
    "replace-the-old-workflow": (
        "Replace the old workflow with this one:",
        ".github/workflows/ci.yml",
        CI,
    ),
    "update-the-homepage": ("Update the homepage as follows:", "index.html", HTML),
    "replace-your-homepage": ("Replace your existing homepage with this:", "index.html", HTML),
    "update-the-schema": ("Update the schema like this:", "schema.sql", SQL),
    "the-updated-schema-only": ("The updated schema only:", "schema.sql", SQL),
    "before-your-first-run": (
        "Put this in `colorsys.py` before your first run:",
        "colorsys.py",
        COLORSYS,
    ),
}


@pytest.mark.parametrize("case", list(WHOLE_NOUN.values()), ids=list(WHOLE_NOUN))
def test_a_lead_in_naming_the_whole_file_by_what_it_is_keeps_it(case: tuple[str, str, str]) -> None:
    sentence, path, content = case
    result = parse_response(f"{sentence}\n\n`{path}`:\n\n```\n{content}```\n")
    assert result.usable, [str(d) for d in result.diagnostics if "error" in str(d)]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {path: content}


# A block that is one function of app.py, the prose beside it saying so. The model meant
# "replace f in app.py, keep the rest": writing app.py as the block deletes the rest.
FUNCTION = "def f():\n    return 2\n"
PART_AFTER = {
    "all-other-code-stays": "All other code in `app.py` stays the same.",
    "remaining-code-unchanged": "The remaining code in `app.py` is unchanged.",
    "other-functions-unchanged": "Other functions in `app.py` are unchanged.",
    "leave-the-rest-alone": "Leave the rest of `app.py` alone.",
    "keep-the-rest": "Keep the rest of `app.py`.",
    "rest-does-not-change": "The rest of `app.py` does not change.",
    "rest-of-file-unchanged-no-article": "Rest of file unchanged.",
    "bracketed-rest-unchanged": "(rest of app.py unchanged)",
    "rest-is-identical": "Only `f()` changed; the rest is identical.",
    "second-line-after": "That's the fix.\nThe rest of the file stays the same.",
    "the-only-change": "This is the only change to `app.py`.",
}
PART_BEFORE = {
    "replace-call-in-file-with": "Replace `f()` in `app.py` with:",
    "in-file-replace-with": "In `app.py`, replace `f` with:",
    "change-name-in-file-to": "Change `f` in `app.py` to:",
}


@pytest.mark.parametrize(
    "answer",
    [f"`app.py`:\n\n```python\n{FUNCTION}```\n\n{s}\n" for s in PART_AFTER.values()]
    + [f"{s}\n\n`app.py`:\n\n```python\n{FUNCTION}```\n" for s in PART_BEFORE.values()],
    ids=list(PART_AFTER) + list(PART_BEFORE),
)
def test_prose_saying_the_block_is_one_part_refuses_it(answer: str) -> None:
    refused(answer)


# Whole stdlib modules, sent whole, with a sentence naming code the module DOES define or
# import: "`X` and `Y` are unchanged." says nothing is missing. Held misses these bindings.
HELD_MISSED = {
    "backslash-continued-import": ("csv.py", "`QUOTE_ALL` and `QUOTE_MINIMAL`"),
    "bound-in-a-top-level-if": ("os.py", "`name` and `linesep`"),
    "enum-members-chained-assignment": ("re/__init__.py", "`IGNORECASE` and `MULTILINE`"),
    "class-attributes": ("textwrap.py", "`wordsep_re` and `wordsep_simple_re`"),
    "class-attributes-string-template": ("string.py", "`delimiter` and `idpattern`"),
}


@pytest.mark.parametrize("case", list(HELD_MISSED.values()), ids=list(HELD_MISSED))
def test_names_a_whole_stdlib_module_binds_are_held(case: tuple[str, str]) -> None:
    path, names = case
    content = (STD / path).read_text(encoding="utf-8")
    result = parse_response(_md(path, content) + f"\n{names} are unchanged.\n")
    assert result.usable, [str(d) for d in result.diagnostics if "error" in str(d)]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {path: content}


# "left out FROM <the shown code in other words>": the listing, excerpt, response, version
# above ARE the files; _FROM_ELSEWHERE/_FROM_THE_FILES read them as somewhere else.
FROM_THE_SHOWN = {
    "from-the-listing": "`g()` and `k()` are omitted from the listing.",
    "from-this-excerpt": "`g()` and `k()` are left out from this excerpt.",
    "from-this-response": "I omitted `g()` and `k()` from this response.",
    "from-the-version-above": "`g()` and `k()` are omitted from the version above.",
    "from-this-example": "`g()` and `k()` are omitted from this example.",
}


@pytest.mark.parametrize("sentence", list(FROM_THE_SHOWN.values()), ids=list(FROM_THE_SHOWN))
def test_named_code_left_out_of_the_shown_code_refuses_the_part(sentence: str) -> None:
    refused(_md("app.py", PART) + "\n" + sentence + "\n")


# Whole files that DO define the names the sentence calls unchanged: nothing is missing.
DEFINED = {
    # views.py whole: it imports User and Order by a parenthesized import over lines
    "parenthesized-multiline-import": (
        "views.py",
        "from .models import (\n    Order,\n    User,\n)\n\n\ndef index():\n"
        "    return User, Order\n",
        "`User` and `Order`",
    ),
    "python-chained-assignment": ("a.py", "import os\n\ng = k = None\n", "`g` and `k`"),
    "python-namedtuple-fields": (
        "a.py",
        "from typing import NamedTuple\n\n\nclass P(NamedTuple):\n    x: int\n    y: int\n",
        "`x` and `y`",
    ),
    "commonjs-exports": (
        "a.js",
        "exports.g = function () { return 1; };\nmodule.exports.k = () => 2;\n",
        "`g()` and `k()`",
    ),
    "js-class-members": (
        "a.js",
        "class A {\n  g() { return 1; }\n  k = () => 2;\n}\nexport default A;\n",
        "`g()` and `k()`",
    ),
    "ts-enum-members": ("a.ts", "export enum Mode { A, B }\n", "`Mode.A` and `Mode.B`"),
    "rust-impl-methods": (
        "lib.rs",
        "pub struct S;\nimpl S {\n    pub fn g(&self) {}\n    pub fn k(&self) {}\n}\n",
        "`S::g` and `S::k`",
    ),
    "compose-services": (
        "docker-compose.yml",
        "services:\n  web:\n    image: nginx\n  db:\n    image: postgres\n",
        "`web` and `db`",
    ),
    "sql-tables": (
        "schema.sql",
        "CREATE TABLE users (id int);\nCREATE TABLE orders (id int);\n",
        "`users` and `orders`",
    ),
}


@pytest.mark.parametrize("case", list(DEFINED.values()), ids=list(DEFINED))
def test_names_a_whole_file_defines_said_unchanged_keep_it(case: tuple[str, str, str]) -> None:
    path, content, names = case
    result = parse_response(f"`{path}`:\n\n```\n{content}```\n\n{names} are unchanged.\n")
    assert result.usable, [str(d) for d in result.diagnostics if "error" in str(d)]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {path: content}


# Another file of the answer lends the names: app.py (a part) lacks them.
LENT = {
    # pyproject.toml's words (its entry points name app:serve, app:migrate) count as code
    "toml-words": _md("app.py", "import os\n\n\ndef main():\n    return 1\n")
    + '`pyproject.toml`:\n\n```toml\n[project]\nname = "app"\n\n[project.scripts]\n'
    'serve = "app:serve"\nmigrate = "app:migrate"\n```\n'
    + "\n`serve()` and `migrate()` in `app.py` are unchanged.\n",
    # the sentence names app.py; tests/conftest.py defines fixtures of the same names
    "defined-in-a-file-the-sentence-does-not-name": _md("app.py", PART)
    + _md("tests/conftest.py", "def g():\n    return 1\n\n\ndef k():\n    return 2\n")
    + "\nIn `app.py`, `g()` and `k()` are unchanged.\n",
}


@pytest.mark.parametrize("answer", list(LENT.values()), ids=list(LENT))
def test_names_another_file_lends_do_not_hold_the_part(answer: str) -> None:
    refused(answer)


# A sentence about ANOTHER file (one the answer does not send), or about something else than
# the file, beside a whole colorsys.py: no part of colorsys.py is missing.
OTHER_FILE = {
    "no-other-changes-to-another-file": "No other changes to `requirements.txt` are needed.",
    "nothing-else-in-another-file": "Nothing else in `settings.py` changes.",
    "everything-else-in-another-file": "Everything else in `config.py` stays the same.",
    "the-rest-as-in-the-readme": "Run `pytest`; the rest is the same as in the README.",
    "only-the-new-file": "Only the new file is shown here.",
    "beside-the-other-modules": "Add it to the `utils/` package, beside the other modules.",
}


@pytest.mark.parametrize("sentence", list(OTHER_FILE.values()), ids=list(OTHER_FILE))
def test_a_sentence_about_another_file_keeps_the_whole_file(sentence: str) -> None:
    result = parse_response(_md("colorsys.py", COLORSYS) + "\n" + sentence + "\n")
    assert result.usable, [str(d) for d in result.diagnostics if "error" in str(d)]
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == {"colorsys.py": COLORSYS}


# The statement in a place the prose readers step over.
LONG = (
    "I've updated the `f` function to handle the edge case you described, " * 6
    + "and the rest of the file stays the same."
)
STEPPED_OVER = {
    # a paragraph of one long line (over labels.MAX_LABEL): prose_says_partial reads nothing
    "long-paragraph-line": _md("app.py", FUNCTION) + "\n" + LONG + "\n",
    # a second block holding only a comment saying the rest of app.py is unchanged
    "comment-block-rest-unchanged": _md("app.py", FUNCTION)
    + "\n```python\n# ... rest of app.py unchanged ...\n```\n",
    # a comment block naming the kept code (g and k, which the part calls, defines neither)
    "comment-block-named-kept": _md("app.py", PART)
    + "\n```python\n# `g()` and `k()` are unchanged\n```\n",
    "text-block-named-kept": _md("app.py", PART) + "\n```text\ng() and k() are unchanged\n```\n",
}


@pytest.mark.parametrize("answer", list(STEPPED_OVER.values()), ids=list(STEPPED_OVER))
def test_a_statement_the_prose_readers_step_over_refuses_the_part(answer: str) -> None:
    refused(answer)
