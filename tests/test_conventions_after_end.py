"""What comes after the end marker of our own format: a file the Markdown rules would read (in
any way they name a path, or a redefinition of a written file), prose that tells to change a
written file, and run instructions, generated in varied prose; ordinary closings stay usable
(``docs/lenient.md``, the reading order, step 6)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from meant import files_of, hybrid_doc
from timing import assert_linear

from artifact_codec import ParseResult, parse_response

APP = "def f():\n    return 1\n"
UTIL = "def u():\n    return 3\n"
WRITTEN = [("app.py", APP), ("src/util.py", UTIL), (".env.example", "KEY=changeme\n")]


def _after(prose: str) -> ParseResult:
    return parse_response(hybrid_doc(*WRITTEN) + "\n" + prose, finish_reason="stop")


def _codes(result: ParseResult) -> list[str]:
    return [d.code for d in result.diagnostics if d.severity.value == "error"]


def _clean(prose: str) -> None:
    result = _after(prose)
    assert result.usable, (prose, result.status, _codes(result))
    assert files_of(result) == WRITTEN, prose


def _refused(prose: str, code: str | None) -> None:
    result = _after(prose)
    assert not result.usable, (prose, result.status)
    assert code is None or code in _codes(result), (prose, _codes(result))


# -- a file after the end marker ------------------------------------------------------------

_INTROS = [
    "Create {p} with:",
    "Put this in {p}:",
    "And replace {p} with:",
    "Here is the fixed {p}",
    "Here's {p} as well",
    "Also add {p}:",
    "Save this as {p}:",
    "Oh, and {p}:",
    "Then write {p}",
    "Finally, the new {p}:",
    "Updated {p}",
    "See {p} below",
    "The new version of {p} (with the fix)",
]
_SPELLINGS = ["{p}", "`{p}`", "**{p}**", "./{p}"]
_NEW_PATHS = ["util.py", "src/extra/helpers.py", "lib/b.py", "app.py", "src/util.py"]
_FILE_BODY = "def helper():\n    return 3\n"


@given(
    intro=st.sampled_from(_INTROS),
    spelling=st.sampled_from(_SPELLINGS),
    path=st.sampled_from(_NEW_PATHS),
    lang=st.sampled_from(["python", "py", ""]),
    blank=st.sampled_from(["\n", "\n\n"]),
    closing=st.sampled_from(["", "\nLet me know if you need anything else.\n"]),
)
def test_a_file_introduced_by_prose_after_the_end_marker_is_refused(
    intro: str, spelling: str, path: str, lang: str, blank: str, closing: str
) -> None:
    """However prose names the file (plain, backquoted, bold), the block is a file the
    document does not hold: mixed-conventions, never a usable result without it."""
    prose = intro.format(p=spelling.format(p=path))
    text = f"{prose}{blank}```{lang}\n{_FILE_BODY}```\n{closing}"
    _refused(text, None)
    # ("Create `util.py` with:", "Here is `util.py`:" are Markdown labels, as "`util.py`:" is:
    # a Markdown file after the document is a second document, several-documents)
    codes = _codes(_after(text))
    assert "mixed-conventions" in codes or "several-documents" in codes, (text, codes)


@pytest.mark.parametrize(
    "first",
    [
        "# util.py",
        "# src/extra/util.py",
        "#util.py",
        "# filename: util.py",
        "# `util.py`",
        "// src/util.ts",
        "/* styles/site.css */",
        "<!-- public/index.html -->",
        "-- db/schema.sql",
    ],
)
def test_a_first_line_path_comment_after_the_end_marker_is_refused(first: str) -> None:
    # (`# filename: x` is also read as a second document's header: refused either way)
    code = None if "filename" in first else "mixed-conventions"
    _refused(f"\n```\n{first}\n{_FILE_BODY}```\n", code)


@pytest.mark.parametrize(
    "after",
    [
        "```python src/extra/util.py\n" + _FILE_BODY + "```\n",  # a path in the info string
        "util.py:\n```python\n" + _FILE_BODY + "```\n",  # a bare label
        "### `src/extra/util.py`\n\n```python\n" + _FILE_BODY + "```\n",
    ],
)
def test_a_labelled_file_after_the_end_marker_is_refused(after: str) -> None:
    # (the document reader already takes these for a second answer: `several-documents`)
    _refused(after, None)


@pytest.mark.parametrize(
    "intro", ["Fixed version:", "Oops, `f` should return 2:", "Correction:", "Use this instead:"]
)
@pytest.mark.parametrize("lang", ["python", ""])
def test_a_redefinition_of_a_written_file_after_the_end_marker_is_refused(
    intro: str, lang: str
) -> None:
    """A block without a path that defines `f` of app.py again may be the corrected app.py."""
    _refused(f"{intro}\n```{lang}\ndef f():\n    return 2\n```\n", "mixed-conventions")


# -- ordinary closings ----------------------------------------------------------------------

_CLOSINGS = [
    "Run it with `python app.py`.",
    "This prints 42.",
    "app.py is the entry point.",
    "`src/util.py` holds the helpers; app.py imports them.",
    "Run `app.py`:\n\n```\npython app.py\n```\n",
    "Run app.py:\n\n```bash\npython app.py\n```\n",
    "Expected output of `app.py`:\n\n```\n1\n```\n",
    "Running app.py prints:\n\n```\n1\n```\n",
    "`app.py` is used like this:\n\n```\npython app.py --verbose\n```\n",
    "To install the dependencies listed in requirements.txt:\n\n```bash\npip install -r "
    "requirements.txt\n```\n",
    "Example usage:\n\n```python\nfrom app import f\n\nprint(f())\n```\n",
    "You can test it:\n\n```python\nimport app\n\nassert app.f() == 1\n```\n",
    "Copy `.env.example` to `.env` and fill in your key.",
    "Rename `.env.example` to `.env`.",
    "Replace `changeme` in `.env.example` with your own key.",
    "If you do not need the helpers, delete src/util.py.",
    "Replace the key in `app.py` with your own.",
    "Then remove `src/util.py` from the list if you do not use it.",
    "`scripts/add-user.py` is used like this:\n\n```\npython scripts/add-user.py bob\n```\n",
    "The new app.py replaces the old one.",
    "Move into the folder and run python app.py.",
    "Then run:\n\n```bash\nnpm run lint\nruff check .\neslint .\nprettier --check .\n```\n",
    "Works with Python 3.11 and Node 20.",
    "When you run app.py, the server starts; call it with\n\n```python\nimport requests\n\n"
    "print(requests.get('http://localhost:8000').json())\n```\n",
    "See https://example.com/docs.html for details.",
]


@pytest.mark.parametrize("closing", _CLOSINGS)
def test_ordinary_closings_after_the_end_marker_stay_usable(closing: str) -> None:
    _clean(closing + "\n")


@given(
    closings=st.lists(st.sampled_from(_CLOSINGS), min_size=1, max_size=4),
    glue=st.sampled_from(["\n", "\n\n"]),
)
def test_ordinary_closings_combined_stay_usable(closings: list[str], glue: str) -> None:
    _clean(glue.join(closings) + "\n")


# -- prose that tells to change a written file ----------------------------------------------

_LEADS = ["", "Also ", "Also, ", "Then ", "Finally, ", "You should ", "Don't forget to ", "Oops: "]
_CHANGES = [
    "rename {p} to main.py",
    "move {p} to lib/",
    "delete {p}, it is no longer needed",
    "remove {p}",
    "replace line 3 of {p} with `return 2`",
    "change line 2 of {p} to `return 2`",
    "overwrite {p} with the version above",
]
_NAMES = ["app.py", "`app.py`", "src/util.py", "`src/util.py`", "util.py", "**util.py**"]


@given(
    lead=st.sampled_from(_LEADS),
    change=st.sampled_from(_CHANGES),
    name=st.sampled_from(_NAMES),
    end=st.sampled_from([".", "!", "", " and run the tests."]),
    before=st.sampled_from(["", "Done.\n\n", "Run it with `python app.py`. "]),
)
def test_prose_telling_to_change_a_written_file_is_refused(
    lead: str, change: str, name: str, end: str, before: str
) -> None:
    sentence = lead + change.format(p=name)
    sentence = sentence[0].upper() + sentence[1:]
    _refused(f"{before}{sentence}{end}\n", "changed-after")


@pytest.mark.parametrize(
    "sentence",
    [
        "In `app.py`, remove the print.",
        "Line 1 of app.py should be `x = 2`.",
        "1. Delete util.py",
        "- Delete `src/util.py`",
        "**Note:** delete util.py, it is not used.",
        "Important: rename `app.py` to `main.py`.",
        "`app.py` should be renamed to `main.py`.",
        "src/util.py can now be deleted.",
        "The old util.py must be removed.",
    ],
)
def test_other_sentences_telling_to_change_a_written_file_are_refused(sentence: str) -> None:
    _refused(sentence + "\n", "changed-after")


def test_a_change_sentence_inside_a_code_block_is_not_prose() -> None:
    """A code block's text is no sentence of the prose (commands in it are read as commands)."""
    _clean("Example output:\n\n```text\nDelete util.py? [y/N]\n```\n")


# -- scripts and linters after the end marker, decided by their arguments -------------------


@pytest.mark.parametrize(
    ("command", "usable"),
    [
        ("npm run lint", True),
        ("yarn lint", True),
        ("make lint", False),  # (no Makefile written: what the target runs is not known)
        ("npm run format:check", True),
        ("npm run typecheck", True),
        ("ruff check .", True),
        ("eslint .", True),
        ("prettier --check .", True),
        ("python scripts/lint.py", True),
        ("npm run lint -- --fix", False),
        ("npm run lint:fix", False),
        ("npx lint-staged", False),
        ("npm run format", False),
        ("make fmt", False),
        ("ruff check --fix .", False),
        ("ruff format", False),
        ("eslint --fix .", False),
        ("prettier --write .", False),
        ("python scripts/lint.py --fix", False),
    ],
)
def test_lint_and_format_commands_after_the_end_marker(command: str, usable: bool) -> None:
    result = _after(f"Then run:\n\n```bash\n{command}\n```\n")
    assert result.usable is usable, (command, result.status, _codes(result))
    if not usable:
        assert "changed-after" in _codes(result)


# -- linear time ----------------------------------------------------------------------------


def test_many_files_and_blocks_after_the_end_marker_cost_linear_time() -> None:
    """Each block after the document is weighed against every written file's definitions:
    those are read once, not per block."""

    def make(count: int) -> str:
        files = [(f"m{i}.py", f"def f{i}():\n    return {i}\n") for i in range(count)]
        after = "".join(f"Example {i}:\n\n```python\nprint({i})\n```\n\n" for i in range(count))
        return hybrid_doc(*files) + "\n" + after

    assert_linear(make, parse_response, 40)


def test_long_prose_after_the_end_marker_costs_linear_time() -> None:
    def make(count: int) -> str:
        sentence = "Also, you should remove nothing from the folder, and run it. "
        return hybrid_doc(*WRITTEN) + "\n" + sentence * count + "\n"

    assert_linear(make, parse_response, 200)


def test_names_in_code_after_the_end_marker_cost_linear_time() -> None:
    """Each name after the document is looked up in the written files: past a few dozen
    names the files are indexed once, not searched once per name."""

    def make(count: int) -> str:
        files = [
            (f"m{i}.py", "".join(f"V{i}_{j} = {j}\n" for j in range(20)))
            for i in range(count // 20)
        ]
        after = "".join(f"The `V{i % 7}_{i}` name is read by `g{i}`.\n" for i in range(count))
        return hybrid_doc(*files) + "\n" + after

    assert_linear(make, parse_response, 200)


@pytest.mark.parametrize(
    ("closing", "read"),
    [
        ("Let me know if you need more.", 0),
        ("Run it with `python views/v0.py` and enjoy!", 0),
        # a name of code one file defines: that file alone is read (once by each index)
        ("The `only_in_v3` view renders the last page.", 2),
        ("In views/v2.py, `UNKNOWN_NAME = 5` is the new default.", 0),
    ],
)
def test_a_closing_line_after_large_files_reads_only_what_it_mentions(
    closing: str, read: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A short closing after a large document costs a few passes over the answer, not an
    index of every line of every file: the after-end rules read a written file only when it
    holds the text of a name they look up (the wrapped 1 MB answer cost over 100 times the
    clean one when they indexed every line). Counted, not timed: deterministic."""
    import artifact_codec.ingest.conventions as conventions
    from artifact_codec.ingest.conventions import held_tokens

    body = "".join(
        f"def handler_{i}(request):\n    return render(request, {i})\n\n" for i in range(4000)
    )
    files = [(f"views/v{i}.py", f"{body}def only_in_v{i}():\n    return {i}\n") for i in range(8)]
    clean = hybrid_doc(*files)
    indexed: list[int] = []
    monkeypatch.setattr(
        held_tokens.HeldTokens, "_read", lambda self, number: indexed.append(number)
    )
    monkeypatch.setattr(
        conventions._WrittenLines, "_index", lambda self, number: indexed.append(number)
    )
    wrapped = f"Here are the files:\n\n```\n{clean}```\n\n{closing}\n"
    parse_response(wrapped)
    assert len(indexed) == read, indexed


# -- the object of a change, quotes, corrections (the rules of _said_changed and _file_after) --


@pytest.mark.parametrize(
    "prose",
    [
        # a quote that changes a line of the written file is a new version, not a quote
        "The fix in app.py:\n```python\ndef f():\n    return 2\n```\n",
        # "it" is the file named in the sentence before
        "The helper is src/util.py. Delete it.\n",
        # the first file after the verb is the one changed
        "Remove `app.py`; `main.py` replaces it.\n",
    ],
)
def test_a_changed_or_new_version_after_the_end_marker_is_refused(prose: str) -> None:
    _refused(prose, None)


@pytest.mark.parametrize(
    "prose",
    [
        "The key line of app.py:\n```python\n    return 1\n```\n",
        "Remove `old_helpers.py`; `app.py` replaces it.\n",
        "The previous app.py can be deleted.\n",
        "Then change into the folder.\n",
    ],
)
def test_a_quote_or_a_change_to_another_file_is_prose(prose: str) -> None:
    _clean(prose)


# -- quotes of a written file: a run of its lines, not a rewrite that leaves lines out ------------

_LONG_APP = "import os\n\n\ndef f():\n    x = os.getcwd()\n    print(x)\n    return x\n"


def _after_long(prose: str) -> ParseResult:
    return parse_response(hybrid_doc(("app.py", _LONG_APP)) + "\n" + prose, finish_reason="stop")


@pytest.mark.parametrize(
    "prose",
    [
        # a run of the file's lines (indentation aside): a quote
        "The key part of app.py is:\n```python\n    x = os.getcwd()\n    print(x)\n```\n",
        # the whole file again, even under "fixed": the same file
        "Here is the fixed app.py:\n```python\n" + _LONG_APP + "```\n",
    ],
)
def test_a_run_of_a_written_files_lines_is_a_quote(prose: str) -> None:
    result = _after_long(prose)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("app.py", _LONG_APP)]


@pytest.mark.parametrize(
    "prose",
    [
        # the file's lines with one between them left out: its shorter rewrite, not a quote
        "The key part of app.py is:\n```python\ndef f():\n    x = os.getcwd()\n    return x\n```\n",
        # under prose that calls it the fixed file, a run of its lines is its rewrite
        "Here is the fixed app.py:\n```python\nimport os\n\n\ndef f():\n    x = os.getcwd()\n"
        "    return x\n```\n",
        "Here is the fixed app.py:\n```python\nimport os\n\n\ndef f():\n    x = os.getcwd()\n```\n",
    ],
)
def test_a_shorter_rewrite_of_a_written_file_is_no_quote(prose: str) -> None:
    result = _after_long(prose)
    assert not result.usable, (result.status, files_of(result))
