"""Families of Markdown answers the lenient reader must not read as whole files, generated
across label styles, file types and positions (one minimized example of each is in
``tests/test_hunt_readers_markdown.py``): a label whose note says the block is part of the
file or that the file goes elsewhere, and the same inputs with notes that say neither (read
exactly)."""

from __future__ import annotations

import itertools

import pytest

from artifact_codec import ParseResult, parse_response

_FILES = {
    "py": ("src/app.py", "python", "def f():\n    return 2\n"),
    "ts": ("web/src/index.ts", "ts", "export const x = 1;\n"),
    "css": ("static/site.css", "css", "body {\n  margin: 0;\n}\n"),
}
_OTHER = ("README.md", "markdown", "# T\n\nText.\n")
_STYLES = ("### `{p}` {n}", "`{p}` {n}", "**{p}** {n}", "### {p} {n}", "File: `{p}` {n}")


def _answer(labels: list[tuple[str, str, str]]) -> str:
    """Prose, then each (label, language, content) as a labelled fence."""
    parts = ["Here are the files:\n"]
    for label, language, content in labels:
        parts.append(f"\n{label}\n\n```{language}\n{content}```\n")
    return "".join(parts)


def _codes(result: ParseResult) -> list[str]:
    return [d.code for d in result.diagnostics]


def _cases(notes: tuple[str, ...]) -> list[tuple[str, str, str, bool]]:
    """(style, note, file type, whether the noted file comes second) combinations, a
    deterministic spread (every note, style and file type appears)."""
    cases = []
    combos = itertools.product(notes, _STYLES, sorted(_FILES), (False, True))
    for n, (note, style, kind, second) in enumerate(combos):
        if n % 7 == 0 or note == notes[n % len(notes)]:
            cases.append((style, note, kind, second))
    return cases


_PARTIAL_NOTES = (
    "(only the changed function)",
    "(excerpt)",
    "(partial)",
    "(snippet)",
    "(add this at the end)",
    "(append to the file)",
    "(insert after the imports)",
    "(lines 10-20)",
    "(around line 40)",
    "(relevant part)",
    "(changes only)",
)
_PARTIAL_DASH_NOTES = ("- only the changed lines", "- excerpt", "\u2014 add this below `main`")
_MOVE_NOTES = ("- renamed to `{q}`", "(move to `{q}`)", "(moved from `{q}`)", "(`{q}` \u2192 here)")
_WHOLE_NOTES = ("(entry point)", "(new file)", "(updated)", "(complete file)", "(the only file)")


def _label(style: str, path: str, note: str) -> str:
    if note.startswith(("-", "\u2014")) and style.startswith("### {p}"):
        style = "### `{p}` {n}"  # a dash note follows a delimited path only
    return style.format(p=path, n=note)


def _read(style: str, note: str, kind: str, second: bool) -> tuple[ParseResult, list[str]]:
    path, language, content = _FILES[kind]
    noted = (_label(style, path, note), language, content)
    other = ("`README.md`", _OTHER[1], _OTHER[2])
    labels = [other, noted] if second else [noted, other]
    return parse_response(_answer(labels)), [path, content]


@pytest.mark.parametrize(
    ("style", "note", "kind", "second"), _cases(_PARTIAL_NOTES + _PARTIAL_DASH_NOTES)
)
def test_label_note_saying_part_of_the_file_refuses_it(
    style: str, note: str, kind: str, second: bool
) -> None:
    result, (path, _) = _read(style, note, kind, second)
    assert not result.usable, (result.status, _codes(result))
    assert "partial-file" in _codes(result)
    assert path not in [f.file_path for f in result.code.files]
    # The other file is read as written.
    assert [(f.file_path, f.content) for f in result.code.files] == [("README.md", _OTHER[2])]


@pytest.mark.parametrize(("style", "note", "kind", "second"), _cases(_MOVE_NOTES))
def test_label_note_moving_the_file_refuses_it(
    style: str, note: str, kind: str, second: bool
) -> None:
    result, (path, _) = _read(style, note.format(q="lib/other." + kind), kind, second)
    assert not result.usable, (result.status, _codes(result))
    assert "conflicting-path" in _codes(result)
    assert path not in [f.file_path for f in result.code.files]


@pytest.mark.parametrize(("style", "note", "kind", "second"), _cases(_WHOLE_NOTES))
def test_label_note_about_the_file_keeps_it_whole(
    style: str, note: str, kind: str, second: bool
) -> None:
    result, (path, content) = _read(style, note, kind, second)
    assert result.usable, (result.status, _codes(result))
    files = [(f.file_path, f.content) for f in result.code.files]
    assert (path, content) in files
    assert ("README.md", _OTHER[2]) in files


# -- a path given twice for one fence: a label (or the info string) and a first-line comment ----

_COMMENTS = {
    "ts": ("// filepath: {q}", "// filename: {q}", "/* file: {q} */"),
    "py": ("# filename: {q}", "# filepath: {q}", "# path: {q}"),
    "css": ("/* filepath: {q} */", "/* file: {q} */"),
}
_NAMINGS = ("`{p}`\n```{lang}", "### {p}\n\n```{lang}", '```{lang} file="{p}"', "```{lang} {p}")
_TWO_PATHS = [
    (naming, comment, kind)
    for kind in sorted(_COMMENTS)
    for naming in _NAMINGS
    for comment in _COMMENTS[kind]
]


@pytest.mark.parametrize(("naming", "comment", "kind"), _TWO_PATHS)
def test_first_line_comment_naming_another_path_refuses_the_fence(
    naming: str, comment: str, kind: str
) -> None:
    path, language, content = _FILES[kind]
    other = "lib/other." + kind
    fence = naming.format(p=path, lang=language)
    answer = f"{fence}\n{comment.format(q=other)}\n{content}```\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, _codes(result))
    assert "conflicting-path" in _codes(result)


@pytest.mark.parametrize(("naming", "comment", "kind"), _TWO_PATHS)
def test_first_line_comment_naming_the_same_path_is_read(
    naming: str, comment: str, kind: str
) -> None:
    path, language, content = _FILES[kind]
    fence = naming.format(p=path, lang=language)
    line = comment.format(q="./" + path)
    result = parse_response(f"{fence}\n{line}\n{content}```\n")
    assert result.usable, (result.status, _codes(result))
    kept = "" if "filepath" in comment else line + "\n"  # Copilot's line is removed
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, kept + content)]


# -- comments that elide code, in a family of phrasings -------------------------------------------

_ELIDED_THING = ("component", "page", "handlers", "file", "class", "styles", "module")
_ELISION_WORDS = (
    "rest of the {t} remains the same",
    "the rest of the {t} is unchanged",
    "rest of {t} unchanged",
    "the rest is identical",
    "the rest stays untouched",
    "no changes below",
    "no other changes above this line",
    "nothing else changed below",
    "unchanged below this line",
    "unchanged from here on",
    "other methods remain unchanged",
    "...",
    "[...]",
    "<snip>",
    "snipped",
    "\u2026",
    "... rest of the {t} unchanged ...",
)
# How each file type writes a comment, and a body to put it in.
_COMMENT_STYLES = {
    "js": ("// {w}", "/* {w} */"),
    "py": ("# {w}",),
    "html": ("<!-- {w} -->",),
    "sql": ("-- {w}",),
    "css": ("/* {w} */",),
}
_BODIES = {
    "js": 'import x from "x";\n\n{c}\n\nexport function f() {{\n  return 1;\n}}\n',
    "py": "import os\n\n{c}\n\ndef f():\n    return 1\n",
    "html": "<html>\n<body>\n{c}\n<p>x</p>\n</body>\n</html>\n",
    "sql": "CREATE TABLE a (id int);\n{c}\nCREATE TABLE b (id int);\n",
    "css": "body {{\n  margin: 0;\n}}\n{c}\n.b {{\n  color: red;\n}}\n",
}
_ELISIONS = [
    (kind, style.format(w=words.format(t=_ELIDED_THING[n % len(_ELIDED_THING)])), n % 3)
    for n, (kind, words) in enumerate(itertools.product(sorted(_COMMENT_STYLES), _ELISION_WORDS))
    for style in _COMMENT_STYLES[kind]
]


def _with_comment(kind: str, comment: str, position: int) -> str:
    """A small file of type ``kind`` with ``comment`` at its top, middle or end."""
    body = _BODIES[kind].format(c="")
    if position == 1:
        return _BODIES[kind].format(c=comment)
    return comment + "\n" + body if position == 0 else body + "  " + comment + "\n"


@pytest.mark.parametrize(("kind", "comment", "position"), _ELISIONS)
def test_comment_eliding_code_is_an_edit(kind: str, comment: str, position: int) -> None:
    content = _with_comment(kind, comment, position)
    answer = f"`src/a.{kind}`\n```{kind}\n{content}```\n\n`b.txt`\n```\nplain\n```\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, _codes(result))
    assert "elided-code" in _codes(result)
    assert [f.file_path for f in result.code.files] == ["b.txt"]


@pytest.mark.parametrize(
    ("kind", "comment"),
    [
        ("py", "# rest of the loop handles the tail"),
        ("py", "# the rest is handled by the caller"),
        ("py", "# no changes are written to disk here"),
        ("py", "# ... and the same for every row"),
        ("js", "// unchanged values are skipped"),
        ("js", "// the rest of the array is sorted"),
        ("js", "/* ...args */"),
        ("html", "<!-- rest of the page header -->"),
        ("sql", "-- no changes to existing rows"),
        ("py", "# state is unchanged"),  # says what the code checks, not what was left out
    ],
)
def test_real_comment_starting_like_an_elision_is_kept(kind: str, comment: str) -> None:
    content = _with_comment(kind, comment, 1)
    result = parse_response(f"`src/a.{kind}`\n```{kind}\n{content}```\n")
    assert result.usable, (result.status, _codes(result))
    assert [(f.file_path, f.content) for f in result.code.files] == [(f"src/a.{kind}", content)]


@pytest.mark.parametrize("kind", ["py", "js"])
def test_dots_among_comment_lines_are_part_of_that_comment(kind: str) -> None:
    # A quoted traceback or a table in a comment: "..." stands for lines of the comment.
    mark = "#" if kind == "py" else "//"
    block = f"{mark} Traceback (most recent call last):\n{mark}   ...\n{mark} ValueError: x\n"
    content = _BODIES[kind].format(c=block)
    result = parse_response(f"`src/a.{kind}`\n```{kind}\n{content}```\n")
    assert result.usable, (result.status, _codes(result))
    assert [f.content for f in result.code.files] == [content]


# -- edits written under a path label: a headerless diff, conflict-marker blocks ----------------

_EDIT_BODIES = {
    "diff-context": ("diff", "{a}\n-{b}\n+{b}  # changed\n"),
    "diff-only": ("diff", "-{a}\n+{a}  # changed\n"),
    "patch-info": ("patch", " {a}\n+{b}\n"),
    "conflict-head": ("{lang}", "<<<<<<< HEAD\n{a}\n=======\n{b}\n>>>>>>> feature\n"),
    "original-updated": ("{lang}", "<<<<<<< ORIGINAL\n{a}\n=======\n{b}\n>>>>>>> UPDATED\n"),
    "conflict-inside": ("{lang}", "{a}\n<<<<<<< ours\n{b}\n=======\n{a}\n>>>>>>> theirs\n{b}\n"),
}
_EDITS = [
    (shape, kind, second)
    for shape in sorted(_EDIT_BODIES)
    for kind in sorted(_FILES)
    for second in (False, True)
]


@pytest.mark.parametrize(("shape", "kind", "second"), _EDITS)
def test_edit_under_a_path_label_is_an_edit(shape: str, kind: str, second: bool) -> None:
    path, language, content = _FILES[kind]
    lines = content.splitlines()
    info, body = _EDIT_BODIES[shape]
    edit = (info.format(lang=language), body.format(a=lines[0], b=lines[-1]))
    if second:
        fences = [("`README.md`", _OTHER[1], _OTHER[2]), (f"`{path}`", *edit)]
        answer = _answer(fences)
    else:  # a bare label, first thing in the answer
        answer = f"{path}\n```{edit[0]}\n{edit[1]}```\n\nREADME.md\n```\n{_OTHER[2]}```\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, _codes(result))
    assert "edit-blocks" in _codes(result)
    assert path not in [f.file_path for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "info", "content"),
    [
        ("fix.diff", "diff", "--- a/x\n+++ b/x\n-a\n+b\n"),
        ("changes.patch", "diff", "-a\n+b\n"),
        ("docs/git.md", "markdown", "# Conflicts\n\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\n"),
        ("notes.txt", "diff", " only context lines\n"),
    ],
)
def test_file_that_holds_diff_or_conflict_lines_by_nature_is_kept(
    path: str, info: str, content: str
) -> None:
    result = parse_response(f"`{path}`\n```{info}\n{content}```\n")
    assert result.usable, (result.status, _codes(result))
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


# -- an answer cut inside a wrapper: the last fence line may be the start of a longer one -------

_FIRST = ("src/a.py", "x = 1\n")
_NESTED = "# T\n\nRun:\n\n```{lang}\nnpm start\n```\n\nEnd.\n"


def _v0(files: list[tuple[str, str]]) -> str:
    body = "".join(f'```{p.rsplit(".", 1)[-1]} file="{p}"\n{c}```\n\n' for p, c in files)
    return f'Here it is.\n\n<CodeProject id="p">\n\n{body}</CodeProject>\n'


def _devika(files: list[tuple[str, str]]) -> str:
    body = "".join(f"File: `{p}`:\n```\n{c}```\n\n" for p, c in files)
    return f"~~~\n{body}~~~\n"


@pytest.mark.parametrize("wrap", [_v0, _devika], ids=["v0", "devika"])
@pytest.mark.parametrize("lang", ["js", "bash", "python"])
@pytest.mark.parametrize("finish", [None, "length"])
def test_answer_cut_on_a_nested_fence_in_a_wrapper(wrap, lang: str, finish: str | None) -> None:  # type: ignore[no-untyped-def]
    readme = _NESTED.format(lang=lang)
    answer = wrap([_FIRST, ("README.md", readme)])
    cut = answer[: answer.index(lang + "\nnpm")]
    result = parse_response(cut, finish_reason=finish)
    assert not result.usable, (result.status, _codes(result))
    # The complete file is kept; README.md is the partial file, never a complete one.
    assert [(f.file_path, f.content) for f in result.code.files] == [_FIRST]
    assert result.partial_file is not None
    assert result.partial_file.file_path == "README.md"


@pytest.mark.parametrize("wrap", [_v0, _devika], ids=["v0", "devika"])
def test_wrapper_never_closed_after_complete_files_is_cut(wrap) -> None:  # type: ignore[no-untyped-def]
    answer = wrap([_FIRST, ("b.py", "y = 2\n")])
    closer = "</CodeProject>\n" if wrap is _v0 else "~~~\n"
    cut = answer[: answer.rindex(closer)]
    assert not parse_response(cut).usable  # more files may have followed
    result = parse_response(cut, finish_reason="stop")  # the model ended: nothing was cut
    assert result.usable, (result.status, _codes(result))
    assert [(f.file_path, f.content) for f in result.code.files] == [_FIRST, ("b.py", "y = 2\n")]
    whole = parse_response(answer)
    assert whole.usable, (whole.status, _codes(whole))


def test_fence_at_the_end_of_a_length_stop_is_not_proven_closed() -> None:
    answer = f"`{_FIRST[0]}`\n```python\n{_FIRST[1]}```\n\n`README.md`\n```\n# T\n\n```"
    result = parse_response(answer, finish_reason="length")
    assert result.status.value == "truncated"
    assert [(f.file_path, f.content) for f in result.code.files] == [_FIRST]
    assert result.partial_file is not None
    assert result.partial_file.content == "# T\n\n"
    # Ended by the model, the same text closes README.md there.
    stopped = parse_response(answer, finish_reason="stop")
    assert stopped.usable
    assert [f.file_path for f in stopped.code.files] == [_FIRST[0], "README.md"]


# -- a code block without a path that redefines a file before it: a second version of it --------

_VERSIONS = {
    "python": ("app.py", "x = 1\n\ndef f():\n    return x\n", "def f():\n    return 2\n"),
    "js": ("src/app.js", "export function f() {\n  return 1;\n}\n", "function f() { return 2; }\n"),
    "ts": ("src/app.ts", "export const x: number = 1;\n", "export const x: number = 2;\n"),
}
_BETWEEN = ("Actually, that has a bug. Fixed version:", "Here is a simpler version:", "Or:")


@pytest.mark.parametrize("language", sorted(_VERSIONS))
@pytest.mark.parametrize("between", _BETWEEN)
@pytest.mark.parametrize("first", [False, True])
def test_unlabelled_block_redefining_a_file_refuses_it(
    language: str, between: str, first: bool
) -> None:
    path, content, again = _VERSIONS[language]
    other = "`README.md`\n```markdown\n# T\n```\n\n"
    labelled = f"`{path}`\n```{language}\n{content}```\n\n"
    answer = (labelled + other if first else other + labelled) + f"{between}\n\n```{language}\n"
    result = parse_response(answer + again + "```\n")
    assert not result.usable, (result.status, _codes(result))
    assert "unlabelled-version" in _codes(result)
    assert [f.file_path for f in result.code.files] == ["README.md"]


@pytest.mark.parametrize(
    ("language", "block"),
    [
        ("python", "from app import f\n\nprint(f())\n"),
        ("python", "result = f()\n"),  # a usage example's own name
        ("bash", "x=1 python app.py\n"),
        ("js", "import { f } from './app';\nconsole.log(f());\n"),
        ("text", "x = 1\n"),  # output, in another language than the file
    ],
)
def test_unlabelled_block_using_a_file_keeps_it(language: str, block: str) -> None:
    path, content, _ = _VERSIONS["python" if language in ("python", "bash", "text") else "js"]
    kind = path.rsplit(".", 1)[-1]
    answer = f"`{path}`\n```{kind}\n{content}```\n\nUse it:\n\n```{language}\n{block}```\n"
    result = parse_response(answer)
    assert result.usable, (result.status, _codes(result))
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


# -- a v0 README that shows a v0 answer ------------------------------------------------------------

_PAGE = ("app/page.tsx", "export default function Page() {\n  return null;\n}\n")


def _readme_showing_v0(example_files: list[str], fence: str = "```") -> str:
    inner = "".join(f'```tsx file="{p}"\nexport default 1\n```\n' for p in example_files)
    return (
        f'Answers look like:\n\n{fence}\n<CodeProject id="x">\n{inner}</CodeProject>\n'
        f"{fence}\n\nEnd.\n"
    )


@pytest.mark.parametrize("example_files", [["app/x.tsx"], ["a.tsx", "lib/b.ts"]])
@pytest.mark.parametrize("readme_first", [True, False])
@pytest.mark.parametrize("info", ["md", "markdown"])
def test_v0_readme_showing_a_code_project_is_not_split(
    example_files: list[str], readme_first: bool, info: str
) -> None:
    readme = _readme_showing_v0(example_files)
    blocks = [
        f'```{info} file="README.md"\n{readme}```\n',
        f'```tsx file="{_PAGE[0]}"\n{_PAGE[1]}```\n',
    ]
    body = "\n".join(blocks if readme_first else blocks[::-1])
    result = parse_response(f'<CodeProject id="p">\n{body}</CodeProject>\n')
    assert not result.usable, (result.status, _codes(result))
    paths = [f.file_path for f in result.code.files]
    assert not set(example_files) & set(paths)  # the example's files are never the answer's
    assert "README.md" not in paths
    if not readme_first:
        assert paths == [_PAGE[0]]  # the files before the README are read


def test_v0_readme_with_a_longer_fence_and_two_projects_in_a_row_are_read() -> None:
    readme = _readme_showing_v0(["app/x.tsx"])
    first = f'<CodeProject id="p">\n````md file="README.md"\n{readme}````\n</CodeProject>\n\n'
    second = f'<CodeProject id="q">\n```tsx file="{_PAGE[0]}"\n{_PAGE[1]}```\n</CodeProject>\n'
    result = parse_response(first + second)
    assert result.usable, (result.status, _codes(result))
    assert [(f.file_path, f.content) for f in result.code.files] == [("README.md", readme), _PAGE]


def test_wrapper_tag_forgotten_before_more_prose_is_not_a_cut() -> None:
    answer = f'<CodeProject id="p">\n```py file="{_FIRST[0]}"\n{_FIRST[1]}```\n\nAnything else?\n'
    result = parse_response(answer)
    assert result.usable, (result.status, _codes(result))
    assert [(f.file_path, f.content) for f in result.code.files] == [_FIRST]


def test_first_line_comment_that_is_no_path_is_content() -> None:
    content = "# path: /tmp\nx = 1\n"  # a comment about a folder, not this file's path
    result = parse_response(f"`a.py`\n```python\n{content}```\n")
    assert result.usable, (result.status, _codes(result))
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", content)]


@pytest.mark.parametrize(
    ("answer", "code", "kept"),
    [
        (
            "`a.py` (excerpt)\n```python\nx = 1\n```\n\n`b.js` - only the changed lines\n"
            "```js\nlet y = 2;\n```\n\n`c.txt`\n```\nc\n```\n",
            "partial-file",
            ["c.txt"],
        ),
        (
            "`a.py`\n```python\nx = 1\n```\n\n`b.py`\n```python\ny = 1\n```\n\nFixed:\n\n"
            "```python\nx = 2\n```\n\nAnd:\n\n```python\ny = 2\n```\n",
            "unlabelled-version",
            [],
        ),
        (
            "`a.py`\n```python\nimport os\n# ...\nx = 1\n```\n\n`b.js`\n```js\n"
            "// the rest is identical\nlet y;\n```\n\n`c.txt`\n```\nc\n```\n",
            "elided-code",
            ["c.txt"],
        ),
        (
            "`a.py`\n```diff\n-x\n+y\n```\n\n`b.py`\n```python\n<<<<<<< HEAD\na\n=======\nb\n"
            ">>>>>>> x\n```\n\n`c.txt`\n```\nc\n```\n",
            "edit-blocks",
            ["c.txt"],
        ),
    ],
    ids=["partial-notes", "unlabelled-versions", "elisions", "edits"],
)
def test_two_of_a_class_in_one_answer(answer: str, code: str, kept: list[str]) -> None:
    result = parse_response(answer)
    assert not result.usable, (result.status, _codes(result))
    assert _codes(result).count(code) == 2
    assert [f.file_path for f in result.code.files] == kept
