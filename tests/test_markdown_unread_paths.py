"""Markdown files whose labels the reader could skip: paths of real projects that are not
``dir/name.ext`` (Next.js route folders, names without suffix), paths written so that they are
not read (a space, Windows separators), an indented fence whose code is written from the
margin, and a file inside a ``>`` block quote. The rule: a labelled file is read as meant or
the answer is not usable; it is never dropped from a usable answer.

Real files (the corpus of ``tests/renderings.py``) in every label form a model writes
(plain, bold, backquotes, heading, ``File:``, info string, v0's ``file=``, Copilot's
``filepath:`` comment), beside an ordinary second file.
"""

from __future__ import annotations

import pytest
import renderings
from hypothesis import given
from hypothesis import strategies as st
from meant import files_of

from artifact_codec import parse_response

_POOL = [
    f
    for f in renderings.corpus()
    if f.content.endswith("\n") and "```" not in f.content and len(f.content) < 3000
]
_SECOND = ("lib/helper.ts", "export const two = 2;\n")
_SECOND_TEXT = "`lib/helper.ts`\n```ts\nexport const two = 2;\n```\n"

# Label forms: {p} is the path, {c} the content (it ends with a line break).
_LABELLED = {
    "plain": "{p}\n```\n{c}```\n",
    "bold": "**{p}**\n```\n{c}```\n",
    "backquotes": "`{p}`\n```\n{c}```\n",
    "heading": "### {p}\n\n```\n{c}```\n",
    "devika": "File: `{p}`:\n```\n{c}```\n",
}
_IN_FENCE = {
    "info": "```text {p}\n{c}```\n",
    "v0": '```text file="{p}"\n{c}```\n',
    "copilot": "````text\n// filepath: {p}\n{c}````\n",
}
_FORMS = {**_LABELLED, **_IN_FENCE}

ROUTE_PATHS = [
    "app/[id]/page.tsx",
    "app/[...slug]/page.tsx",
    "app/[[...slug]]/page.tsx",
    "app/(auth)/login/page.tsx",
    "app/(marketing)/[lang]/about/page.tsx",
    "pages/[user].tsx",
    "app/api/[id]/route.ts",
]
SUFFIXLESS = [
    "Pipfile",
    "Podfile",
    "Snakefile",
    "Brewfile",
    "Vagrantfile",
    "Gemfile",
    "justfile",
    "makefile",
    "CODEOWNERS",
    "VERSION",
    "AUTHORS",
    ".env.example",
    "docker/Dockerfile",
]
UNREAD_PATHS = ["docs/my notes.md", "src\\app.tsx", "src\\components\\Button.tsx"]


def _answer(form: str, path: str, content: str) -> str:
    return "Here are the files:\n\n" + _FORMS[form].format(p=path, c=content) + "\n" + _SECOND_TEXT


@pytest.mark.parametrize("form", sorted(_FORMS))
@pytest.mark.parametrize("path", ROUTE_PATHS + SUFFIXLESS)
def test_real_paths_are_read_in_every_label_form(form: str, path: str) -> None:
    content = "line one\nline two\n"
    result = parse_response(_answer(form, path, content), finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content), _SECOND]


@pytest.mark.parametrize("form", sorted(_FORMS))
@pytest.mark.parametrize("path", UNREAD_PATHS)
def test_path_written_with_a_space_or_backslashes_refuses(form: str, path: str) -> None:
    result = parse_response(_answer(form, path, "x = 1\n"), finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    codes = {d.code for d in result.diagnostics}
    assert "unread-path" in codes, codes
    assert "fence-without-path" not in codes


@given(
    file=st.sampled_from(_POOL),
    form=st.sampled_from(sorted(_FORMS)),
    path=st.sampled_from(ROUTE_PATHS + SUFFIXLESS + UNREAD_PATHS),
)
def test_real_files_under_every_label_are_meant_or_refused(
    file: renderings.CorpusFile, form: str, path: str
) -> None:
    result = parse_response(_answer(form, path, file.content), finish_reason="stop")
    if path in UNREAD_PATHS:
        assert not result.usable
    else:
        assert files_of(result) == [(path, file.content), _SECOND], result.diagnostics


# Lines before a fence that are prose or emphasis, not a file's label: the fence stays an
# example (skipped with a warning), and the answer stays usable with its file.
NOT_LABELS = [
    "Run main.py:",
    "Edit src/app.py like this:",
    "**NOTE**",
    "**IMPORTANT:**",
    "### Usage",
    "### Profile",
    "OUTPUT",
    "Then in the folder my app/src:",
    "Run `npm run dev` in your terminal:",
]


@pytest.mark.parametrize("line", NOT_LABELS)
def test_prose_before_an_example_is_not_a_label(line: str) -> None:
    text = _SECOND_TEXT + "\n" + line + "\n```bash\nnpm run dev\n```\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [_SECOND]
    assert "fence-without-path" in {d.code for d in result.diagnostics}


@pytest.mark.parametrize(
    "info", ["```bash npm run dev", "```python {1,3}", "```js title=example", "```sh $ ls -la"]
)
def test_info_string_words_are_not_an_unread_path(info: str) -> None:
    text = _SECOND_TEXT + "\n" + info + "\nnpm run dev\n```\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [_SECOND]


# -- an indented fence whose code is written from the margin --------------------------------------


@given(
    file=st.sampled_from([f for f in _POOL if f.name.endswith(".py")]),
    pad=st.sampled_from(["  ", "   ", "    ", "\t"]),
    indent_content=st.booleans(),
    marker=st.sampled_from(["1. ", "- ", ""]),
)
def test_indented_fence_is_read_as_meant_or_refused(
    file: renderings.CorpusFile, pad: str, indent_content: bool, marker: str
) -> None:
    content = file.content
    body = content
    if indent_content:
        body = "".join(pad + line if line != "\n" else line for line in content.splitlines(True))
    text = f"{marker}`app.py`\n\n{pad}```python\n{body}{pad}```\n\n" + _SECOND_TEXT
    result = parse_response(text, finish_reason="stop")
    if indent_content:
        # Every line carries the fence's indentation: removing it is the only reading.
        assert files_of(result) == [("app.py", content), _SECOND], result.diagnostics
    else:
        # Python at the module level starts at the margin: a line indented less than the fence.
        assert not result.usable, files_of(result)
        assert "ambiguous-fence" in {d.code for d in result.diagnostics}


def test_indented_fence_with_every_line_indented_is_read_without_the_indent() -> None:
    text = "1. `app.py`\n   ```python\n   def f():\n       return 1\n   ```\n\n" + _SECOND_TEXT
    result = parse_response(text, finish_reason="stop")
    assert result.usable
    assert files_of(result) == [("app.py", "def f():\n    return 1\n"), _SECOND]


def test_indented_fence_names_the_short_line() -> None:
    text = "1. `app.py`\n   ```python\n   x = 1\ny = 2\n   ```\n\n" + _SECOND_TEXT
    result = parse_response(text, finish_reason="stop")
    assert not result.usable
    refusal = next(d for d in result.diagnostics if d.code == "ambiguous-fence")
    assert "line 4" in refusal.message, refusal.message


# -- a file inside a block quote ---------------------------------------------------------------


@pytest.mark.parametrize("marks", ["> ", ">", "> > ", "   > "])
@pytest.mark.parametrize("label", ["`app.py`", "**app.py**", "### app.py", "docs/my notes.md"])
def test_file_in_a_block_quote_refuses(marks: str, label: str) -> None:
    quoted = f"{marks}{label}\n{marks}```python\n{marks}x = 1\n{marks}```\n"
    result = parse_response(quoted + "\n" + _SECOND_TEXT, finish_reason="stop")
    assert not result.usable, files_of(result)
    assert "quoted-file" in {d.code for d in result.diagnostics}


def test_quoted_example_without_a_label_is_no_file() -> None:
    quoted = "As the docs say:\n\n> ```bash\n> npm run dev\n> ```\n"
    result = parse_response(quoted + "\n" + _SECOND_TEXT, finish_reason="stop")
    assert result.usable, result.diagnostics
    assert files_of(result) == [_SECOND]


def test_quoted_lines_inside_a_file_are_the_file_s() -> None:
    content = "# Notes\n\n> `app.py`\n> ```python\n> x = 1\n> ```\n"
    text = "`NOTES.md`\n````markdown\n" + content + "````\n\n" + _SECOND_TEXT
    result = parse_response(text, finish_reason="stop")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("NOTES.md", content), _SECOND]
