"""Which fence line closes a file: real files that hold fences (the standard library's ``.py``
files, npm's own README files) written in each fenced convention, their closing lines kept,
glued to the last line, or left out. A usable result holds exactly the files as written; when
the reader cannot tell, it refuses.

The rule read here (docs/lenient.md, ``fence-closer``): a file ends at the one line of its
stretch, up to the next file's label, after which the rest reads as consistent Markdown; a
code file (Python, JavaScript, ...) that holds the next file's labelled fence outside a string
ended there, its closing line left out or glued to its last line.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import renderings
from hypothesis import given, settings
from hypothesis import strategies as st
from meant import files_of
from timing import assert_linear

from artifact_codec import parse_response

NPM = Path("/usr/lib/node_modules")
CONVENTIONS = ("label", "info", "v0", "autogen")
CLOSINGS = ("own", "glued", "missing")


@cache
def _files() -> tuple[tuple[str, str], ...]:
    """(name, content) of real files holding Markdown-like lines: stdlib ``.py`` and ``.md``
    files of the test bed's corpus, and npm's README files that hold fences (when npm is
    installed), each ending with one line break."""
    found = [
        (Path(f.name).name, f.content)
        for f in renderings.corpus()
        if f.name.endswith((".py", ".md")) and len(f.content) < 12_000
    ]
    if NPM.is_dir():
        readmes = sorted(NPM.glob("**/README.md"))[:40]
        for path in readmes:
            text = path.read_text(encoding="utf-8", errors="replace")
            if "\n```" in text and len(text) < 12_000:
                found.append(("README.md", text))
    return tuple(
        (name, content)
        for name, content in found
        if content.endswith("\n") and not content.endswith("\n\n") and "\r" not in content
    )


def _answer(
    chosen: list[tuple[str, str]], convention: str, closings: list[str]
) -> tuple[str, list[tuple[str, str]]]:
    """The answer holding ``chosen`` files, and the files the model meant."""
    parts, meant = [], []
    for number, ((name, content), closing) in enumerate(zip(chosen, closings, strict=True)):
        path = f"f{number}/{name}"
        language = "python" if name.endswith(".py") else "markdown"
        if convention == "label":
            opening = f"{path}\n```{language}\n"
        elif convention == "autogen":
            opening = f"```{language}\n# filename: {path}\n"
        elif convention == "v0":
            opening = f'```{language} file="{path}"\n'
        else:
            opening = f"```{language} {path}\n"
        kept = f"# filename: {path}\n" if convention == "autogen" else ""
        meant.append((path, kept + content))
        if closing == "own":
            body = content + "```\n"
        elif closing == "glued":
            body = content[:-1] + "```\n"
        else:
            body = content
        parts.append(opening + body)
    text = "\n".join(parts)
    if convention == "v0":
        text = '<CodeProject id="app">\n\n' + text + "\n</CodeProject>\n"
    return text, meant


def _exact_or_refused(text: str, meant: list[tuple[str, str]]) -> bool:
    """Whether the answer was read exactly (True) or refused (False); fails when usable
    over other files."""
    result = parse_response(text)
    if not result.usable:
        return False
    assert files_of(result) == meant, (result.status, [d.code for d in result.diagnostics])
    return True


@settings(derandomize=True, max_examples=60, deadline=None)
@given(st.data())
def test_real_files_with_fences_read_exactly_or_refused(data: st.DataObject) -> None:
    files = _files()
    count = data.draw(st.integers(1, 3))
    indices = data.draw(st.lists(st.integers(0, len(files) - 1), min_size=count, max_size=count))
    convention = data.draw(st.sampled_from(CONVENTIONS))
    closings = data.draw(st.lists(st.sampled_from(CLOSINGS), min_size=count, max_size=count))
    chosen = [files[i] for i in indices]
    if convention == "autogen":
        chosen = [(n, c) for n, c in chosen if n.endswith(".py")] or [("a.py", "x = 1\n")]
        closings = closings[: len(chosen)]
    text, meant = _answer(chosen, convention, closings)
    _exact_or_refused(text, meant)


def test_missing_and_glued_closers_of_code_files_are_recovered() -> None:
    """Seeded: Python files whose closing line is glued or left out before the next labelled
    file, and one that holds a bare fence line in a string, are read (not only refused)."""
    rng = random.Random(8)
    python = [f for f in _files() if f[0].endswith(".py") and "```" not in f[1]]
    recovered = tried = 0
    for _ in range(40):
        chosen = rng.sample(python, 2)
        name, content = chosen[1]
        chosen[1] = (name, content + 'TAG = """\n```\n"""\n')  # a bare fence line in a string
        convention = rng.choice(CONVENTIONS)
        text, meant = _answer(chosen, convention, [rng.choice(("glued", "missing")), "own"])
        tried += 1
        if _exact_or_refused(text, meant):
            result = parse_response(text)
            assert "fence-closer" in {d.code for d in result.diagnostics}
            recovered += 1
    assert recovered >= tried // 2, (recovered, tried)


def test_readme_with_bare_inner_blocks_is_not_cut() -> None:
    """A README whose inner blocks open and close with bare lines, in a bare fence, then the
    next file: two readings (the README ends at its first inner line, or at its last): refused,
    never cut."""
    readme = "# T\n\n```\nnpm i\n```\n\nUse it.\n"
    text = f"README.md\n```\n{readme}```\n\napp.py\n```python\nx = 1\n```\n"
    result = parse_response(text)
    if result.usable:
        assert files_of(result) == [("README.md", readme), ("app.py", "x = 1\n")]


def test_reading_by_labels_is_linear() -> None:
    def make(n: int) -> str:
        parts = []
        for i in range(n):
            parts.append(f"f{i}.py\n```py\nx = {i}```\n\n")
            parts.append(f'g{i}.py\n```py\nTAG = """\n```\n"""\n```\n\n')
        return "".join(parts)

    assert_linear(make, parse_response, 10)


def test_readme_left_open_is_not_cut_at_its_inner_block() -> None:
    """The answer ends inside a README whose closing fence was left out: its inner bare block
    is followed by the README's own prose. Ending the file at the inner block's closing line
    (the one line after which the rest reads consistently) would drop that prose: refused."""
    readme = "# T\n\nUsage:\n\n```\nnpx thing\n```\n\nMore prose.\n"
    result = parse_response(f"README.md\n```\n{readme}")
    if result.usable:
        assert files_of(result) == [("README.md", readme)]


# -- a later closing line than CommonMark's: only where no other reading gives other files ----


def test_later_closing_line_before_a_wrapper_close_is_recovered() -> None:
    """A bare fence line in a Python string, then the file's own closing line and the v0
    wrapper's closing tag (opened before the file): Python's parser says the earlier line is
    the string's, and the tag closes an element opened before: read, with a fence-closer."""
    content = 'TAG = """\n```\n"""\n'
    text = f'<CodeProject id="x">\n\n```python file="a.py"\n{content}```\n\n</CodeProject>\n'
    result = parse_response(text)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("a.py", content)]
    assert "fence-closer" in {d.code for d in result.diagnostics}


def test_later_closing_line_is_refused_when_a_cut_block_may_follow() -> None:
    """The file closed, prose, then a block opened and left open at the end of the answer
    (cut, or its closing fence left out): ending the file at that block's fence line would
    take the prose for the file. Refused, as is a line of a language whose parser we lack
    (a bare fence line in a JavaScript template literal): its string state is not read."""
    for text in (
        "`a.py`:\n```python\nx = 1\n```\n\nAnd the template:\n\n```\n",
        "`a.py`:\n```python\nx = 1\n```\n\nAnd the template:\n\n```\n</html>\n",
        "`a.js`:\n```javascript\nconst T = `\n```\n`;\n```\n",
        # markup after the later line that closes no element opened before the file
        'a.py\n```python\nTAG = """\n```\n"""\n```\n<div>\n',
    ):
        assert not parse_response(text).usable, text
    cut = 'a.py\n```python\nTAG = """\n```\n"""\n```\n'
    assert parse_response(cut).usable
    assert not parse_response(cut, finish_reason="length").usable


def test_labelled_fence_in_a_python_string_is_read_by_the_parser() -> None:
    """A labelled example fence in a Python string is the file's content when the file cut
    at its label does not parse and the whole does (quotes in a comment or a one-line string
    before it do not fool the parser); the same label after code that parses, with the
    file's own closing line left out, starts the next file."""
    for first in ("", '# use """ here', 'Q = \'"""\''):
        content = f'{first}\nDOC = """\n`b.py`:\n```python\nx\n```\n"""\n'
        result = parse_response(f"`a.py`:\n```python\n{content}```\n\n`c.py`:\n```py\nz\n```\n")
        assert result.usable, (first, [d.code for d in result.diagnostics])
        assert files_of(result) == [("a.py", content), ("c.py", "z\n")]
    split = parse_response("`a.py`:\n```python\na = 1\n\n`b.py`:\n```python\ny = 2\n```\n")
    assert files_of(split) == [("a.py", "a = 1\n"), ("b.py", "y = 2\n")]
    assert "fence-closer" in {d.code for d in split.diagnostics}


def test_labelled_fence_after_a_quote_character_is_refused_outside_python() -> None:
    """In JavaScript (or Go) a backtick anywhere before a labelled fence inside a file leaves
    its string state unknown (a backtick in a string, comment or rune): refused; with none
    before it, the file's closing line was left out and the label starts the next file."""
    for first in ('const q = "`";', "// a ` here"):
        text = f"`a.js`:\n```javascript\n{first}\nconst d = `\n`b.py`:\n```python\nx\n```\n`;\n"
        assert not parse_response(text + "```\n").usable, first
    split = parse_response("`a.js`:\n```javascript\nconst a = 1;\n\n`b.py`:\n```python\ny\n```\n")
    assert files_of(split) == [("a.js", "const a = 1;\n"), ("b.py", "y\n")]
