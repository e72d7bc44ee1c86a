"""Findings of an independent attack on the lenient reader, Markdown family: usable results
whose files differ from what the model meant.

Each test is one input class, minimized. A test passes when the answer is either read as the
model meant it or is not usable (a reader that cannot be sure must say so); it fails when the
answer comes back usable (clean, recovered or repaired) with other files than the model meant.
"""

from __future__ import annotations

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response

# -- Markdown: the note after a path label says the block is not the whole file ----------------

_FUNCTION = "\n```python\ndef f():\n    return 2\n```\n"


@pytest.mark.parametrize(
    "label",
    [
        "### `src/app.py` (only the changed function)",
        "`src/app.py` (excerpt)",
        "**src/app.py** (partial)",
        "`src/app.py` - only the changed lines",
        "`src/app.py` (add this at the end)",
        "`src/app.py` (lines 10-20)",
    ],
)
def test_label_note_saying_the_block_is_part_of_the_file(label: str) -> None:
    """Input: a path label whose note (in parentheses or after a dash) says the fence below
    holds only part of the file, then a fence with one function.

    What happened: `recovered`, src/app.py is the function alone (the note is dropped).
    Expected: not usable (an edit, or refused with a diagnostic): writing it replaces the
    user's whole file with one function. The note is the model saying so; the documented label
    rule reads "a note in (...) or after a dash" but never looks at what the note says.
    """
    result = parse_response(label + _FUNCTION)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    ("label", "meant"),
    [
        ("`app.py` - renamed to `main.py`", "main.py"),
        ("`app.py` (move to `src/`)", "src/app.py"),
    ],
)
def test_label_note_naming_another_path(label: str, meant: str) -> None:
    """Input: a path label whose note names where the file goes (a rename or a move).

    What happened: `recovered` with the file at the label's first path, `app.py`.
    Expected: the file at the path the note names, or not usable (two paths on the label, two
    readings).
    """
    meant_or_refused(parse_response(label + _FUNCTION), [(meant, "def f():\n    return 2\n")])


# -- Markdown: an answer cut on the opening fence of a block nested in a file -------------------

_README = "# T\n\nExample:\n\n```js\nfetch(1)\n```\n\nEnd.\n"
_V0 = '<CodeProject id="p">\n```md file="README.md"\n' + _README + "```\n</CodeProject>\n"
_DEVIKA = "~~~\nFile: `README.md`:\n```md\n" + _README + "```\n~~~\n"


@pytest.mark.parametrize("answer", [_V0, _DEVIKA], ids=["v0", "devika"])
def test_wrapper_left_open_proves_the_answer_cut(answer: str) -> None:
    """Input: a v0 answer (`<CodeProject>` around fenced files) or a Devika answer (`~~~` around
    them) whose README.md holds a nested ```` ```js ```` block, cut right after the three
    backticks of that nested fence (a stream cut, no finish reason given).

    What happened: `recovered`, README.md is `# T\\n\\nExample:\\n\\n` (the nested fence's
    first three backticks are taken as README.md's closing fence).
    Expected: not usable: the wrapper (`</CodeProject>`, the closing `~~~`) never came, so the
    answer is cut off, and the line that "closed" README.md was the start of a longer one.
    """
    cut = answer[: answer.index("js\nfetch")]
    meant_or_refused(parse_response(cut), [("README.md", _README)])


@pytest.mark.parametrize("answer", [_V0, _DEVIKA], ids=["v0", "devika"])
def test_cut_file_of_a_truncated_answer_is_not_a_complete_file(answer: str) -> None:
    """Input: as above, with `finish_reason="length"`.

    What happened: `truncated` (right), but README.md, cut at the nested fence, is in
    `result.code` as a complete file and `partial_file` is `None`.
    Expected: `code` holds only complete files (docs/lenient.md, statuses: "complete files are
    in code, the cut one in partial_file"); an agent that keeps the complete files of a cut
    answer would keep a README.md missing everything after the example.
    """
    cut = answer[: answer.index("js\nfetch")]
    result = parse_response(cut, finish_reason="length")
    assert result.status.value == "truncated"
    assert all(content == _README for _, content in files_of(result)), files_of(result)


# -- Markdown: two paths for one fence ------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "`src/a.ts`\n```ts\n// filepath: src/b.ts\nexport const x = 1;\n```\n",
        '```ts file="src/a.ts"\n// filepath: src/b.ts\nexport const x = 1;\n```\n',
        "`src/a.py`\n```python\n# filename: src/b.py\nx = 1\n```\n",
    ],
    ids=["label-and-filepath-comment", "info-file-and-filepath-comment", "label-and-filename"],
)
def test_label_and_first_line_comment_naming_different_paths(answer: str) -> None:
    """Input: one fence whose path is given twice, differently: by a label (or v0's
    `file="..."`) and by the Copilot/AutoGen first-line comment (`// filepath: src/b.ts`).

    What happened: `recovered` with the label's path, the comment kept as content, and no
    diagnostic about the other path.
    Expected: not usable (`conflicting-path`, as a label and an info-string path that differ
    already are): two readings give two different files.
    """
    result = parse_response(answer)
    assert not result.usable, (result.status, files_of(result))


# -- elided code in words the placeholder scan does not know -------------------------------------


@pytest.mark.parametrize(
    ("suffix", "line"),
    [
        ("js", "// rest of the component remains the same"),
        ("js", "// the rest is identical"),
        ("js", "// no changes below"),
        ("js", "// ..."),
        ("js", "/* ... */"),
        ("py", "# [...]"),
        ("py", "# <snip>"),
        ("py", "# unchanged below this line"),
        ("html", "<!-- rest of the page unchanged -->"),
        ("html", "<!-- ... -->"),
    ],
)
def test_comment_that_elides_code_is_not_a_whole_file(suffix: str, line: str) -> None:
    """Input: a Markdown answer, one labelled fence whose file has a comment line that says
    only that code was left out, in words (or marks) the scan does not list.

    What happened: `recovered`, the file usable as a whole file, with no `elided-code` (and
    mostly no `placeholder`) diagnostic.
    Expected: not usable (`elided-code`, status `edit_blocks`), as for
    `// ... existing code ...`: writing it destroys the code the comment stands for.
    """
    body = {
        "js": 'import x from "x";\n\n{line}\n\nexport function f() {{\n  return 1;\n}}\n',
        "py": "import os\n\n{line}\n\ndef f():\n    return 1\n",
        "html": "<html>\n<body>\n{line}\n<p>x</p>\n</body>\n</html>\n",
    }[suffix].format(line=line)
    result = parse_response(f"`src/a.{suffix}`\n```{suffix}\n{body}```\n")
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- edits that come back as whole files -----------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "`app.py`\n```diff\n def f():\n-    return 1\n+    return 2\n```\n",
        "`app.py`\n```diff\n- x = 1\n+ x = 2\n```\n",
        "app.py\n```python\n<<<<<<< ORIGINAL\nx = 1\n=======\nx = 2\n>>>>>>> UPDATED\n```\n",
        "app.py\n```python\n<<<<<<< HEAD\nx = 1\n=======\nx = 2\n>>>>>>> fix\n```\n",
    ],
    ids=["diff-fence-no-headers", "diff-fence-loose", "aider-original-updated", "conflict"],
)
def test_edit_under_a_path_label_is_not_a_whole_file(answer: str) -> None:
    """Input: a path label for a `.py` file followed by a fence that holds an edit, not the
    file: a ```` ```diff ```` fence with `-`/`+` lines but no `---`/`+++`/`@@` headers, or
    aider's older `<<<<<<< ORIGINAL` / `=======` / `>>>>>>> UPDATED` block (a git conflict
    block the same way).

    What happened: `recovered`, app.py holds the diff lines or the marker lines.
    Expected: not usable (`edit_blocks`, or refused): a Python file that is a diff (the fence
    even says `diff`) or that holds conflict markers is not what the model meant app.py to
    be, and writing it destroys app.py.
    """
    result = parse_response(answer)
    assert not result.usable, (result.status, files_of(result))


# -- Markdown: a correction in an unlabelled fence ----------------------------------------------


def test_unlabelled_correction_after_a_labelled_file() -> None:
    """Input: a labelled ```python fence for app.py (`x = 1`), then "Actually, that has a
    bug. Fixed version:" and an unlabelled ```python fence that redefines the same name
    (`x = 2`).

    What happened: `recovered` with the draft `x = 1`; the correction is skipped as
    `fence-without-path` (a warning that does not say it may replace app.py).
    Expected: not usable (or the corrected app.py): an unlabelled fence of the same language
    that assigns the same top-level names as a file before it is a second reading of that file
    (the last one being what the model meant), unlike a `bash` command or a usage example that
    imports the file.
    """
    answer = (
        "`app.py`\n```python\nx = 1\n```\n\n"
        "Actually, that has a bug. Fixed version:\n\n```python\nx = 2\n```\n"
    )
    meant_or_refused(parse_response(answer), [("app.py", "x = 2\n")])


# -- v0: a README that shows a v0 answer --------------------------------------------------------


def test_v0_readme_quoting_a_code_project_is_not_split_into_files() -> None:
    """Input: a v0 answer (`<CodeProject>`, fences with `file="..."`) with one file,
    README.md, in a ```` ``` ```` fence; the README shows an example v0 answer in a bare
    ```` ``` ```` block: `<CodeProject id="x">`, a ```` ```tsx file="app/page.tsx" ```` fence,
    `</CodeProject>`.

    What happened: `recovered` with README.md cut to `Answers look like:\\n\\n` and the
    example's app/page.tsx as a real file. Without the example's `<CodeProject>` lines the same
    README is refused (`ambiguous-fence`).
    Expected: README.md whole, or not usable: the CommonMark reading opens a second
    `<CodeProject>` inside the first and leaves "End." in a fence without a path, so it is not
    the consistent one; the example's file is content.
    """
    readme = (
        'Answers look like:\n\n```\n<CodeProject id="x">\n```tsx file="app/page.tsx"\n'
        "export default 1\n```\n</CodeProject>\n```\n\nEnd.\n"
    )
    answer = '<CodeProject id="p">\n```md file="README.md"\n' + readme + "```\n</CodeProject>\n"
    meant_or_refused(parse_response(answer), [("README.md", readme)])
