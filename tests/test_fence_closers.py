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
