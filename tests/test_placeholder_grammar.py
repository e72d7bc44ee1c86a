"""The grammar of "code left out" comments, generated: what a model says of the code it does not
write (a verb of keeping with the code, the code with what is said of it, that nothing else
changes, a note of work left to do) x the dots and marks around it x the comment syntax of the
file's language (by suffix) or of another language. Every such line makes its file an edit;
real files and near misses (comments that say something else) stay whole.

The parts below are written from how models phrase an elision, not from the scan's patterns.
"""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from meant import files_of

from artifact_codec import GeneratedFile, parse_response
from artifact_codec.ingest.placeholders import find_elision, find_placeholders

# The code left out, as a model names it.
_CODE = [
    "the rest of the file",
    "the rest",
    "rest of implementation",
    "everything else",
    "existing code",
    "existing template",
    "existing markup",
    "existing config",
    "remaining functions",
    "other methods",
    "previous implementation",
    "other route handlers",
]
# What is said of it.
_SAID = [
    "unchanged",
    "stays",
    "remains",
    "stays the same",
    "is identical to the original",
    "same as before",
    "left as-is",
    "unchanged from the original",
    "omitted for brevity",
    "not shown",
    "as before",
]
# Whole sentences of other shapes: keeping, nothing else changing, work left to do, a state.
_SENTENCES = [
    "keep the rest as is",
    "leave existing code unchanged",
    "preserve the remaining functions",
    "no other changes",
    "no further changes needed",
    "nothing else changes",
    "nothing else changed",
    "TODO: rest of implementation",
    "TODO: implement the remaining methods",
    "FIXME: the rest of the code",
    "identical to the original",
    "left as-is",
    "kept unchanged",
    "same as the original file",
]
# Dots and marks around the words.
_AROUND = [
    "{}",
    "... {} ...",
    "\u2026 {}",
    "\u22ef {} \u22ef",
    ". . . {}",
    "[{}]",
    "({})",
    "-- {} --",
]
# (suffix, how a comment line is written, code before it, code after it)
_SYNTAXES = [
    ("py", "# {}", "import os\n", "\ndef g():\n    return 2\n"),
    ("py", "    pass  # {}", "class A:\n    def f(self):\n", "\n\nx = 1\n"),
    ("py", "// {}", "import os\n", "\nx = 1\n"),  # another language's comment
    ("js", "// {}", "import os from 'os';\n", "\nexport const x = 1;\n"),
    ("rs", "/// {}", "use std::fs;\n", "\npub fn g() {}\n"),
    ("rs", "//! {}", "use std::fs;\n", "\npub fn g() {}\n"),
    ("ts", "/* {} */", "const a = 1;\n", "\nconst b = 2;\n"),
    ("vue", "  <!-- {} -->", "<template>\n  <div>\n", "\n  </div>\n</template>\n"),
    ("svelte", "  // {}", "<script>\n  let a = 1;\n", "\n</script>\n"),
    ("toml", "# {}", "[tool]\nname = 'x'\n", "\n[other]\nb = 2\n"),
    ("ini", "; {}", "[main]\na = 1\n", "\nb = 2\n"),
    ("tex", "% {}", "\\section{A}\n", "\n\\end{document}\n"),
    ("jinja", "{{# {} #}}", "<ul>\n", "\n</ul>\n"),
    ("erb", "<%# {} %>", "<ul>\n", "\n</ul>\n"),
    ("el", ";; {}", "(defun f () 1)\n", "\n(provide 'x)\n"),
    ("sql", "-- {}", "SELECT 1;\n", "\nSELECT 2;\n"),
    ("css", "// {}", "a { color: red; }\n", "\nb { color: blue; }\n"),
    ("unknown", "; {}", "a = 1\n", "\nb = 2\n"),
]

_PHRASES = st.one_of(
    st.builds(lambda code, said: f"{code} {said}", st.sampled_from(_CODE), st.sampled_from(_SAID)),
    st.sampled_from(_SENTENCES),
)


def _file(syntax: tuple[str, str, str, str], line: str) -> GeneratedFile:
    suffix, _, before, after = syntax
    return GeneratedFile(file_path=f"src/app.{suffix}", content=before + line + after)


@settings(max_examples=200, deadline=None)
@given(
    phrase=_PHRASES,
    around=st.sampled_from(_AROUND),
    syntax=st.sampled_from(_SYNTAXES),
    capital=st.booleans(),
)
def test_generated_elision_in_any_syntax_makes_the_file_an_edit(
    phrase: str, around: str, syntax: tuple[str, str, str, str], capital: bool
) -> None:
    if capital:
        phrase = phrase[0].upper() + phrase[1:]
    line = syntax[1].format(around.format(phrase))
    found = find_placeholders(_file(syntax, line))
    assert found is not None, line
    assert (found.kind, found.text) == ("elision", line.strip()), line


@pytest.mark.parametrize(
    "mark",
    ["# ...", "# . . .", "# \u22ef", "# \u22ee", "# ---8<---", "# 8<", "# -- >8 --", "# <snip>"],
)
def test_comment_of_only_marks_is_an_elision(mark: str) -> None:
    text = f"`app.py`\n\n```python\nimport os\n\n{mark}\n\ndef g():\n    return 2\n```\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "elided-code" for d in result.diagnostics)


@pytest.mark.parametrize(
    "line",
    [
        "# No changes.",  # a branch that changes nothing
        "# identical keys are merged",
        "# left side first",
        "# TODO: handle errors",
        "# TODO: other platforms need a lock",
        "# everything else is an error",
        "# nothing else to do",
        "# the rest are strings",
        "# stays open until close()",
        "# 8 bytes per entry",
        # code before it, a comment on that line ("x = 1  # rest unchanged" points past the
        # line: an elision, test_hunt36_elide)
        "x = 1  # unchanged",
        "x = 1  # other value",
        "    * unchanged",  # a bullet of a docstring, not a comment of another language
        "-- a note",
    ],
)
def test_near_miss_is_no_elision(line: str) -> None:
    content = f'"""Doc.\n\n{line}\n"""\n' if line.startswith("    *") else f"a = 0\n{line}\nb = 2\n"
    assert find_elision(GeneratedFile(file_path="a.py", content=content)) is None


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("setup.ini", "; ..."),
        ("setup.cfg", "; [...]"),
        ("lib.rs", "/// ..."),
        ("lib.rs", "//! \u2026"),
        ("init.el", ";; ..."),
        ("paper.tex", "% ..."),
        ("page.jinja", "{# ... #}"),
        ("show.erb", "<%# ... %>"),
        ("App.vue", "<!-- ... -->"),
    ],
)
def test_comment_of_only_dots_in_the_syntax_of_the_suffix(path: str, line: str) -> None:
    found = find_elision(GeneratedFile(file_path=path, content=f"first\n{line}\nlast\n"))
    assert found == (2, line)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        ("README.md", "# Use\n\n```js\nconst a = f();\n// ...\nconst b = g(a);\n```\n"),
        ("README.md", "# Use\n\n~~~python\n# ... existing code ...\nx = 1\n~~~\n"),
        ("README.md", "# Use\n\nLike this:\n\n    // ... rest unchanged\n    f();\n"),
        ("docs/index.rst", "Use\n===\n\n::\n\n    # ...\n    x = 1\n"),
        ("notes.txt", "Example:\n\n    // ...\n"),
        (
            "lib/A.pm",
            "package A;\n\n1;\n\n__END__\n\n=head1 SYNOPSIS\n\n    # ...\n    A->new;\n\n=cut\n",
        ),
        ("lib/A.pm", "package A;\n\n=pod\n\n# ... rest unchanged\n\n=cut\n\nsub f { 1 }\n1;\n"),
    ],
)
def test_examples_in_documentation_are_content(path: str, content: str) -> None:
    text = f"`{path}`\n\n````\n{content}````\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content", "line"),
    [
        # outside an example, the page's own text is elided
        ("README.md", "# Use\n\n<!-- ... rest unchanged ... -->\n\n```js\nf();\n```\n", 3),
        ("README.md", "```js\nf();\n```\n\n<!-- ... existing sections ... -->\n", 5),
        # Perl code after a POD section is code again
        ("lib/A.pm", "package A;\n\n=head1 NAME\n\nA\n\n=cut\n\n# ... rest unchanged\n1;\n", 9),
    ],
)
def test_elision_outside_the_examples_is_found(path: str, content: str, line: int) -> None:
    found = find_elision(GeneratedFile(file_path=path, content=content))
    assert found is not None
    assert found[0] == line


@pytest.mark.parametrize(
    ("path", "content", "line"),
    [
        ("a.py", "// ... existing code ...\nx = 1\n", 1),  # the first line
        ("a.py", "x = 1\n  /* rest of the file unchanged */", 2),  # the last, no line break
        ("a.js", "x = 1;\n# rest of the file unchanged\n", 2),
        ("a.css", "a { color: red; }\n// remaining styles unchanged\n", 2),
        ("a.toml", "a = 1\n; rest unchanged\n", 2),
    ],
)
def test_family_words_in_another_languages_comment(path: str, content: str, line: int) -> None:
    found = find_elision(GeneratedFile(file_path=path, content=content))
    assert found is not None
    assert found[0] == line


def _real_files() -> list[GeneratedFile]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    paths = sorted(stdlib.glob("*.py"))[:80]
    node = Path("/usr/lib/node_modules/npm")
    if node.is_dir():
        paths += sorted(node.rglob("*.md"))[:60] + sorted((node / "lib").rglob("*.js"))[:40]
    files = []
    for path in paths:
        try:
            files.append(GeneratedFile(file_path=path.name, content=path.read_text("utf-8")))
        except (UnicodeDecodeError, OSError):
            continue
    return files


_REAL = _real_files()


def test_real_files_are_whole() -> None:
    assert len(_REAL) >= 80
    assert [(f.file_path, find_elision(f)) for f in _REAL if find_elision(f) is not None] == []


@settings(max_examples=60, deadline=None)
@given(
    index=st.integers(min_value=0, max_value=10**6),
    at=st.integers(min_value=0, max_value=10**6),
    phrase=_PHRASES,
    around=st.sampled_from(_AROUND),
)
def test_generated_elision_put_into_a_real_code_file_is_found(
    index: int, at: int, phrase: str, around: str
) -> None:
    code = [f for f in _REAL if f.file_path.endswith((".py", ".js"))]
    real = code[index % len(code)]
    marker = "# " if real.file_path.endswith(".py") else "// "
    rows = real.content.split("\n")
    place = at % len(rows)
    # Not right under a comment line: a line there may go on that comment's sentence
    # (docs/lenient.md; a fuzz run put one under "# ... the same exception that").
    assume(place == 0 or not rows[place - 1].lstrip().startswith(marker.strip()))
    rows.insert(place, marker + around.format(phrase))
    found = find_placeholders(GeneratedFile(file_path=real.file_path, content="\n".join(rows)))
    assert found is not None
    assert found.kind == "elision", (real.file_path, found)
