"""The families of what a model writes around a file's path, generated over every member and
combined with hypothesis: a label's note (harmless, partial, rename), a first-line comment that
names the file by its name alone, a comment after a ``PATH:`` value, and prose after the end
marker that introduces a file. Each family either reads the file the model meant or refuses it;
a harmless member is never refused."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from meant import files_of, hybrid_doc, meant_or_refused

from artifact_codec import ParseResult, parse_response
from artifact_codec.ingest.conventions.labels import (
    note_is_harmless,
    note_moves_file,
    note_says_partial,
    path_in_prose,
)

DELIMITER = "===FILE_CONTENT_BLOCK==="
_LABELS = ("`{p}` {n}", "**{p}** {n}", "### `{p}` {n}", "File: `{p}` {n}", "{p} {n}")
_PATHS = ("src/app.py", "app.py", "lib/util/strings.py", "Makefile", "web/index.ts")
_HARMLESS = (
    "(new file)",
    "(add this file)",
    "(add this new file)",
    "(add this file to your project)",
    "(create)",
    "(create this file)",
    "(updated)",
    "(complete)",
    "(complete file)",
    "(full file)",
    "(the complete file)",
    "(entire file, updated)",
    "(replace the existing file)",
    "(rewritten)",
    "(new)",
    "- updated",
    "(entry point)",
    "(was broken)",
)
_PARTIAL = (
    "(only the changed function)",
    "(excerpt)",
    "- add this at the end",
    "(lines 10-20)",
    "(add this)",
    "(snippet)",
    "(add this to the end of the file)",
    "(replace the function)",
)
_RENAME = (
    "(was `main.py`)",
    "(was main.py)",
    "(was: old/app.py)",
    "(formerly main.py)",
    "(moved from `lib/main.py`)",
    "(previously `main.py`)",
    "(renamed from `main.py`)",
    "(originally `main.py`)",
    "(old name: `main.py`)",
    "- renamed to `main.py`",
)
_CONTENT = "import os\n\n\ndef main():\n    pass\n"


def _markdown(label: str, path: str, note: str) -> str:
    return "Here are the files:\n\n" + label.format(p=path, n=note) + f"\n```\n{_CONTENT}```\n"


def _hybrid(written: str) -> str:
    return f"Files:\n\n{DELIMITER}\nPATH: {written}\n---\n{_CONTENT}{DELIMITER}END\n"


def _refused(result: ParseResult, code: str) -> None:
    assert not result.usable, (result.status, files_of(result))
    assert code in [d.code for d in result.diagnostics], result.diagnostics


# -- the two families of label notes --------------------------------------------------------------


@pytest.mark.parametrize("note", _HARMLESS)
def test_harmless_notes_are_harmless(note: str) -> None:
    assert not note_says_partial(note)
    assert note_moves_file(note, "src/app.py") is None


@pytest.mark.parametrize("note", _PARTIAL)
def test_partial_notes_say_partial(note: str) -> None:
    assert note_says_partial(note)
    assert not note_is_harmless(note)


@pytest.mark.parametrize("note", _RENAME)
def test_rename_notes_move_the_file(note: str) -> None:
    assert note_moves_file(note, "src/app.py") is not None
    assert not note_is_harmless(note)


@given(
    label=st.sampled_from(_LABELS), path=st.sampled_from(_PATHS), note=st.sampled_from(_HARMLESS)
)
def test_a_harmless_label_note_reads_the_file(label: str, path: str, note: str) -> None:
    result = parse_response(_markdown(label, path, note), finish_reason="stop")
    assert result.usable, (label, note, result.status, result.diagnostics)
    assert files_of(result) == [(path, _CONTENT)]


@given(label=st.sampled_from(_LABELS), path=st.sampled_from(_PATHS), note=st.sampled_from(_PARTIAL))
def test_a_partial_label_note_refuses_the_file(label: str, path: str, note: str) -> None:
    _refused(parse_response(_markdown(label, path, note), finish_reason="stop"), "partial-file")


@given(label=st.sampled_from(_LABELS), path=st.sampled_from(_PATHS), note=st.sampled_from(_RENAME))
def test_a_rename_label_note_refuses_the_file(label: str, path: str, note: str) -> None:
    _refused(parse_response(_markdown(label, path, note), finish_reason="stop"), "conflicting-path")


# -- the same notes after a PATH: value -----------------------------------------------------------


@given(path=st.sampled_from(_PATHS), note=st.sampled_from(_HARMLESS))
def test_a_harmless_path_comment_is_unwrapped(path: str, note: str) -> None:
    result = parse_response(_hybrid(f"{path} {note}"), finish_reason="stop")
    assert result.usable, (note, result.diagnostics)
    assert files_of(result) == [(path, _CONTENT)]
    assert "path-unwrapped" in [d.code for d in result.diagnostics]


@given(path=st.sampled_from(_PATHS), note=st.sampled_from(_PARTIAL))
def test_a_partial_path_comment_refuses_the_block(path: str, note: str) -> None:
    _refused(parse_response(_hybrid(f"{path} {note}"), finish_reason="stop"), "partial-file")


@given(path=st.sampled_from(_PATHS), note=st.sampled_from(_RENAME))
def test_a_rename_path_comment_refuses_the_block(path: str, note: str) -> None:
    result = parse_response(_hybrid(f"{path} {note}"), finish_reason="stop")
    _refused(result, "conflicting-path")


# -- comment marks after a PATH: value ------------------------------------------------------------

_MARKS = (": ", " -- ", " - ", " \u2014 ", " \u2013 ", " # ", " // ", " <- ")
_WORDS = ("entry point", "main module", "the app", "config", "(the config)", "routes and views")


@given(path=st.sampled_from(_PATHS), mark=st.sampled_from(_MARKS), words=st.sampled_from(_WORDS))
def test_a_comment_after_a_path_is_unwrapped(path: str, mark: str, words: str) -> None:
    result = parse_response(_hybrid(path + mark + words), finish_reason="stop")
    assert result.usable, (mark, words, result.diagnostics)
    assert files_of(result) == [(path, _CONTENT)]
    assert "path-unwrapped" in [d.code for d in result.diagnostics]


@given(
    path=st.sampled_from(_PATHS),
    mark=st.sampled_from(_MARKS),
    words=st.lists(
        st.sampled_from(
            ["the", "main", "only", "was", "main.py", "renamed", "entry", "-", "(", ")", "::"]
        ),
        min_size=1,
        max_size=6,
    ),
)
def test_a_path_comment_never_becomes_part_of_the_path(
    path: str, mark: str, words: list[str]
) -> None:
    """Whatever the comment says, a usable block is the path alone, with the warning."""
    result = parse_response(_hybrid(path + mark + " ".join(words)), finish_reason="stop")
    meant_or_refused(result, [(path, _CONTENT)])
    if result.usable:
        assert "path-unwrapped" in [d.code for d in result.diagnostics]


# -- a first-line comment naming the file by its name alone ---------------------------------------

_COMMENT_MARKS = {".py": "# {x}", ".ts": "// {x}", ".css": "/* {x} */", ".html": "<!-- {x} -->"}


@given(
    folder=st.sampled_from(["src", "lib/util", "web/static", "./src"]),
    name=st.sampled_from(["app", "index", "main_view", "a-b"]),
    suffix=st.sampled_from(sorted(_COMMENT_MARKS)),
    word=st.sampled_from(["File", "file", "filename", "Filename", "path"]),
)
def test_a_first_line_comment_with_the_basename_is_the_same_file(
    folder: str, name: str, suffix: str, word: str
) -> None:
    path = f"{folder}/{name}{suffix}"
    comment = _COMMENT_MARKS[suffix].format(x=f"{word}: {name}{suffix}")
    content = f"{comment}\nx = 1\n"
    result = parse_response(f"`{path}`\n```\n{content}```\n", finish_reason="stop")
    assert result.usable, (path, comment, result.diagnostics)
    # the comment is the file's own first line; "./src" is written as "src"
    assert files_of(result) == [(path.removeprefix("./"), content)]


@given(
    word=st.sampled_from(["File", "filename"]),
    other=st.sampled_from(["main.py", "other/app.py", "lib/app.py", "app.pyx"]),
)
def test_a_first_line_comment_with_another_name_conflicts(word: str, other: str) -> None:
    text = f"`src/app.py`\n```python\n# {word}: {other}\nx = 1\n```\n"
    _refused(parse_response(text, finish_reason="stop"), "conflicting-path")


def test_a_filepath_comment_with_the_basename_is_removed_as_copilot_does() -> None:
    text = "`src/app.ts`\n```ts\n// filepath: app.ts\nlet x = 1;\n```\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable
    assert files_of(result) == [("src/app.ts", "let x = 1;\n")]


# -- prose after the end marker that introduces a file -------------------------------------------

_INTROS = (
    "And add `{p}`:",
    "Also create `{p}`:",
    "Create **{p}** with:",
    "Here is `{p}`:",
    "Finally, `{p}`:",
    "Also save this as `{p}`",
    "You will also need **{p}**:",
)
_LANGUAGES = {"b.py": "python", "src/util.js": "js", "config.yaml": "yaml", "setup.sh": "bash"}


@given(
    intro=st.sampled_from(_INTROS),
    path=st.sampled_from(sorted(_LANGUAGES)),
    tagged=st.booleans(),
)
def test_a_file_introduced_after_the_end_marker_is_not_dropped(
    intro: str, path: str, tagged: bool
) -> None:
    info = _LANGUAGES[path] if tagged else ""
    after = intro.format(p=path) + f"\n\n```{info}\ny = 2\n```\n"
    text = hybrid_doc(("app.py", "x = 1\n")) + "\n" + after
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [("app.py", "x = 1\n"), (path, "y = 2\n")])
    assert not result.usable
    # ("Here is `b.py`:" and "Create **b.py** with:" are Markdown labels now, as "`b.py`:" is:
    # a Markdown file after the document is a second document, several-documents)
    codes = [d.code for d in result.diagnostics]
    assert "mixed-conventions" in codes or "several-documents" in codes


@pytest.mark.parametrize(
    "after",
    [
        "Run it with:\n\n```bash\npython app.py\n```\n",
        "Run `app.py` with:\n\n```bash\npython app.py\n```\n",
        "Usage:\n\n```python\nimport app\n```\n",
        "The output of `app.py`:\n\n```text\nhello\n```\n",
        "```console\n$ python app.py\n```\n",
    ],
)
def test_commands_and_examples_after_the_end_marker_are_prose(after: str) -> None:
    text = hybrid_doc(("app.py", "x = 1\n")) + "\n" + after
    result = parse_response(text, finish_reason="stop")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("app.py", "x = 1\n")]


def test_path_in_prose_needs_an_introduction_and_a_file_fence() -> None:
    assert path_in_prose("And add `b.py`:", "python") == "b.py"
    assert path_in_prose("See `b.py` for details.", "python") is None  # no introduction
    assert path_in_prose("Run `b.py`:", "bash") is None  # a command block
    assert path_in_prose("Save `run.sh`:", "bash") == "run.sh"
    assert path_in_prose("Call `main`:", "python") is None  # not a path
