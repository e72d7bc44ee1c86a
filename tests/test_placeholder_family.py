"""The elision family of the placeholder scan, the unlabelled-version rule over languages and
conflict markers that are content: generated inputs, real files and controls.

The phrasings below are written from how models elide code (not from the scan's patterns):
each is combined with every comment syntax and with the dots and brackets models put around
it. A file with one such line instead of its code is an edit, never a usable whole file; real
files (the standard library, npm's own files) and comments that say more stay readable.
"""

from __future__ import annotations

import itertools
import sysconfig
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from meant import files_of
from timing import assert_linear

from artifact_codec import GeneratedFile, parse_response
from artifact_codec.ingest.placeholders import find_elision, find_placeholders

# -- the elision family -------------------------------------------------------------------------

# What a model writes for left-out code: a thing ...
_THINGS = [
    "rest of the file",
    "the rest of the code",
    "remaining methods",
    "other functions",
    "other route handlers",
    "existing imports",
    "previous implementation",
    "the remaining tests",
    "everything else",
]
# ... and what it says of it.
_STATES = [
    "unchanged",
    "omitted for brevity",
    "remains the same",
    "is the same as before",
    "stays as it was",
    "not shown",
    "goes here",
]
# Whole phrases of other shapes.
_PHRASES = [
    "keep existing imports",
    "keep the rest as is",
    "leave the remaining methods unchanged",
    "your existing code here",
    "same as before",
    "same as above",
    "unchanged",
    "omitted for brevity",
    "snip",
]
# A comment syntax: (suffix, how the line is written).
_SYNTAXES = [
    ("py", "# {}"),
    ("js", "// {}"),
    ("ts", "/* {} */"),
    ("html", "<!-- {} -->"),
    ("sql", "-- {}"),
    ("lisp", "; {}"),
    ("unknown", "// {}"),
    ("tsx", "{{/* {} */}}"),
]
# Dots and brackets around the words.
_WRAPS = ["{}", "... {} ...", "({})", "[{}]", "<{}>", "\N{HORIZONTAL ELLIPSIS} {}", "--- {} ---"]
_CODE = {
    "py": ("import os\n\n", "\n\ndef f():\n    return 1\n"),
    "js": ("import os from 'os';\n\n", "\n\nexport function f() {\n  return 1;\n}\n"),
    "ts": ("import os from 'os';\n\n", "\n\nexport function f(): number {\n  return 1;\n}\n"),
    "html": ("<main>\n  ", "\n  <p>x</p>\n</main>\n"),
    "sql": ("SELECT 1;\n", "\nSELECT 2;\n"),
    "lisp": ("(defun f () 1)\n", "\n(defun g () 2)\n"),
    "unknown": ("a = 1\n", "\nb = 2\n"),
    "tsx": ("export const A = () => (\n  <div>\n    ", "\n  </div>\n);\n"),
}


def _elided(suffix: str, line: str) -> GeneratedFile:
    before, after = _CODE[suffix]
    return GeneratedFile(file_path=f"src/app.{suffix}", content=before + line + after)


def _generated_lines() -> list[tuple[str, str]]:
    phrases = [f"{t} {s}" for t, s in itertools.product(_THINGS, _STATES)] + _PHRASES
    lines = []
    for number, (phrase, (suffix, syntax)) in enumerate(itertools.product(phrases, _SYNTAXES)):
        wrap = _WRAPS[number % len(_WRAPS)]
        if phrase[0].islower() and number % 3 == 0:
            phrase = phrase[0].upper() + phrase[1:]
        lines.append((suffix, syntax.format(wrap.format(phrase))))
    return lines


def test_generated_elisions_are_found_in_every_comment_syntax() -> None:
    lines = _generated_lines()
    assert len(lines) > 500
    missed = [
        (suffix, line)
        for suffix, line in lines
        if (found := find_placeholders(_elided(suffix, line))) is None or found.kind != "elision"
    ]
    assert missed == []


@pytest.mark.parametrize(
    ("suffix", "line"),
    [
        ("js", "... (unchanged)"),
        ("ts", "    ... <snip>"),
        ("js", "...[truncated]"),
        ("js", "... rest of the file unchanged ..."),
        ("ts", "... (remaining methods omitted for brevity)"),
        ("py", "\N{HORIZONTAL ELLIPSIS} (unchanged)"),
        ("py", "    # <snip>"),
        ("py", "# [truncated]"),
        ("py", "# ... etc."),
        ("js", "// [...]  other handlers  [...]"),
        ("py", "# keep existing code"),
        ("py", "# --- unchanged ---"),
        ("py", "# The rest of the file is the same as before."),
    ],
)
def test_elision_line_makes_the_answer_an_edit(suffix: str, line: str) -> None:
    before, after = _CODE[suffix]
    info = {"py": "python", "js": "javascript", "ts": "typescript"}[suffix]
    text = f"`src/app.{suffix}`\n```{info}\n{before}{line}{after}```\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    assert result.status.value == "edit_blocks"
    assert any(d.code == "elided-code" for d in result.diagnostics)


@pytest.mark.parametrize(
    ("suffix", "line"),
    [
        ("py", "# Other handlers"),  # a section heading: no dots or brackets say "left out"
        ("py", "# existing entries are kept"),
        ("py", "# keep existing imports sorted"),
        ("py", "# Skipped"),
        ("py", "# No changes."),
        ("py", "# Add each rule."),
        # a list of comment lines may close with it (alone between code it stands for more
        # code: test_etc_alone_between_code_stands_for_code)
        ("py", "# Steps:\n# - parse\n# - check\n# Etc."),
        ("js", "// unchanged values are skipped"),
        ("js", "// include the key"),
        ("js", "  ...rest,"),  # a spread
        ("js", "  ...(rest),"),
        ("py", "... (unchanged)"),  # a Python expression: a call of Ellipsis
        ("py", "[truncated]"),  # a list
        ("ts", "(remaining methods omitted for brevity)"),  # (not looked for: see the module)
        ("py", "    unchanged."),  # a docstring's line
        ("py", "    The import statements are not modified."),
        ("html", "<!-- rest of the page header -->"),
        ("py", "#--cut-----------------------------------"),
        # a comment after code on its line about that line (the family's words pointing past
        # the line, "x = 1  # rest of the file unchanged", are an elision: test_hunt36_elide)
        ("py", "x = 1  # unchanged"),
        ("py", "timeout = 30  # same as before"),
        ("js", "const x = 1;  // existing code"),
        ("py", "rest = []  # the rest of the items"),
    ],
)
def test_real_comment_is_no_elision(suffix: str, line: str) -> None:
    assert find_elision(_elided(suffix, line)) is None
    found = find_placeholders(_elided(suffix, line))
    assert found is None or found.kind != "elision", found


def test_etc_between_comment_lines_is_prose() -> None:
    content = "# options:\n#   ... verbose, quiet,\n# ... etc.\n# see the docs\nx = 1\n"
    assert find_elision(GeneratedFile(file_path="a.py", content=content)) is None
    alone = "x = 1\n# ... etc.\ny = 2\n"
    assert find_elision(GeneratedFile(file_path="a.py", content=alone)) == (2, "# ... etc.")


def _real_files(limit: int) -> list[GeneratedFile]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    paths = sorted(stdlib.glob("*.py"))[:limit]
    node = Path("/usr/lib/node_modules/npm/lib")
    if node.is_dir():
        paths += sorted(node.rglob("*.js"))[:limit]
    files = []
    for path in paths:
        try:
            files.append(GeneratedFile(file_path=path.name, content=path.read_text("utf-8")))
        except (UnicodeDecodeError, OSError):
            continue
    return files


def test_no_elision_in_real_files() -> None:
    # Real code, not written for this test (the benchmark scans all of it: see
    # benchmarks/placeholder_stdlib.py).
    files = _real_files(150)
    assert len(files) >= 100
    assert [(f.file_path, find_elision(f)) for f in files if find_elision(f)] == []


def test_elision_put_into_real_files_is_found() -> None:
    lines = _generated_lines()
    for number, file in enumerate(_real_files(40)):
        suffix, line = lines[(number * 37) % len(lines)]
        if suffix not in ("py", "js", "unknown"):
            continue
        rows = file.content.split("\n")
        rows.insert((number * 7919) % len(rows), line)
        elided = GeneratedFile(file_path="x." + suffix, content="\n".join(rows))
        found = find_placeholders(elided)
        assert found is not None, (file.file_path, line)
        assert found.kind == "elision", (file.file_path, line)


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("a.py", "#" * 50),
        ("a.unknown", "# " + " " * 40 + "rest"),
        ("a.unknown", "-" * 60),
        ("a.unknown", "/*" * 30),
        ("a.unknown", "<!--" * 20),
        ("a.py", "(" * 30 + "rest of"),
        ("a.py", "# " + "other " * 20),
        ("a.py", "# rest of the " + "a" * 100),
        ("a.py", "... rest"),
        ("a.py", "# etc. ..."),
        ("a.js", "// keep the rest " + "as is " * 30),
    ],
)
def test_elision_scan_is_linear_in_lines(path: str, line: str) -> None:
    def make(n: int) -> GeneratedFile:
        return GeneratedFile(file_path=path, content=(line + "\n") * n)

    # The scan of lines without an elision runs at memory speed (3 ms for 11 MB): with the default
    # 5 ms floor the sizes double up to 100 MB inputs, whose cost is the memory, not the scan.
    assert_linear(make, find_elision, 3000, min_seconds=0.0003)


@pytest.mark.parametrize("unit", ["#", "-", "/*", "<!--", "(", "[...]", "# rest "])
def test_elision_scan_is_linear_in_a_line(unit: str) -> None:
    def make(n: int) -> GeneratedFile:
        return GeneratedFile(file_path="a.unknown", content="\n" + unit * n + "\n")

    assert_linear(make, find_elision, 3000)


# -- another language's marker, found by a search for its first character ------------------------
# The scan looks for "//" and "/*" in a Python file (";" in a TOML one) by a search for "/" and a
# look at the next character, then leaves the rest of the text to the pattern's own search after
# a bounded number of such visits: both ways find the same lines.
_FOREIGN_LINES = [
    "x = a / b",
    "path = 'src/app/main.py'",
    "# a comment",
    "// rest of the code unchanged",
    "/* ... existing methods ... */",
    "//rest unchanged",
    "x = 1  // 2",
    "/ /* rest",
    "; rest unchanged",
    "y = 2",
    "",
]


@settings(max_examples=300)
@given(
    lines=st.lists(st.sampled_from(_FOREIGN_LINES), max_size=40),
    path=st.sampled_from(["a.py", "a.toml", "a.sh"]),
)
def test_the_foreign_marker_search_finds_what_the_pattern_finds(
    lines: list[str], path: str
) -> None:
    content = "\n".join(lines) + "\n"
    found = find_elision(GeneratedFile(file_path=path, content=content))
    module = "artifact_codec.ingest.placeholders"
    with pytest.MonkeyPatch.context() as patch:  # every marker by the pattern's search
        patch.setattr(f"{module}._FIRST_CHARACTER_VISITS", 0)
        patch.setattr(f"{module}._CHARACTERS_PER_VISIT", 1 << 40)
        by_pattern = find_elision(GeneratedFile(file_path=path, content=content))
    assert found == by_pattern


@pytest.mark.parametrize("before", [0, 3, 200, 5000])
def test_a_foreign_elision_after_many_slashes_is_found(before: int) -> None:
    # (5000 divisions: more than the visits, the pattern's search finds the line)
    content = "x = a / b\n" * before + "// rest of the code unchanged\n" + "y = 2\n"
    found = find_elision(GeneratedFile(file_path="a.py", content=content))
    assert found == (before + 1, "// rest of the code unchanged")


# -- an unlabelled corrected version, over languages -------------------------------------------

# (path, info of the labelled fence, the file, the corrected file)
_VERSIONS = [
    ("app.py", "python", "def tax(x):\n    return x * 0.2\n", "def tax(x):\n    return x * 0.25\n"),
    ("run.sh", "bash", "tax() {\n  echo 1\n}\n", "tax() {\n  echo 2\n}\n"),
    ("run.sh", "sh", "function tax {\n  echo 1\n}\n", "function tax {\n  echo 2\n}\n"),
    ("tax.c", "c", "double tax(double x) {\n  return x;\n}\n", "double tax(double x) {\n}\n"),
    (
        "tax.h",
        "c",
        "static inline int tax(int x) { return x; }\n",
        "int tax(int x) { return 1; }\n",
    ),
    ("tax.cpp", "cpp", "int Tax::rate(int x) const {\n}\n", "int Tax::rate(int x) const {\n}\n"),
    (
        "A.java",
        "java",
        "public class A {\n  public static double tax(double x) throws E {\n  }\n}\n",
        "public final class A {\n  private static double tax(double x) {\n  }\n}\n",
    ),
    ("A.cs", "csharp", "public class A {\n}\n", "internal sealed class A {\n}\n"),
    ("lib.rs", "rust", "pub fn tax(x: f64) -> f64 { x }\n", "pub fn tax(x: f64) -> f64 { 1.0 }\n"),
    ("main.go", "go", "func tax(x int) int {\n}\n", "func tax(x int) int {\n}\n"),
]


@pytest.mark.parametrize(("path", "info", "old", "new"), _VERSIONS)
@pytest.mark.parametrize("fixed_info", ["same", "bare"])
@pytest.mark.parametrize("label_info", [True, False])
def test_unlabelled_correction_in_any_language_is_refused(
    path: str, info: str, old: str, new: str, fixed_info: str, label_info: bool
) -> None:
    first = info if label_info else ""
    second = info if fixed_info == "same" else ""
    text = f"`{path}`\n```{first}\n{old}```\n\nFixed version:\n```{second}\n{new}```\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "unlabelled-version" for d in result.diagnostics)


@pytest.mark.parametrize(
    ("path", "info", "content", "other"),
    [
        ("app.py", "python", "def tax(x):\n    return x\n", "$ python app.py\n0.2\n"),
        ("app.py", "python", "def tax(x):\n    return x\n", "print(tax(3))\n"),
        ("tax.c", "c", "double tax(double x) {\n}\n", "int main(void) {\n  tax(1);\n}\n"),
        ("tax.c", "c", "double tax(double x) {\n}\n", "  } else if (tax(x)) {\n"),
        ("A.java", "java", "class A {\n}\n", "A a = new A() {\n};\n"),
        ("run.sh", "bash", "tax() {\n  echo 1\n}\n", "tax\nif (x) {\n"),
        ("run.sh", "bash", "tax() {\n  echo 1\n}\n", "src/\n  run.sh\n"),
    ],
)
def test_unlabelled_block_that_only_uses_the_file_is_fine(
    path: str, info: str, content: str, other: str
) -> None:
    text = f"`{path}`\n```{info}\n{content}```\n\nUse it:\n```\n{other}```\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


# -- conflict markers: content or an edit ------------------------------------------------------

_CONFLICT = "<<<<<<< HEAD\na\n=======\nb\n>>>>>>> branch\n"


@pytest.mark.parametrize(
    ("path", "info", "content"),
    [
        ("test_merge.py", "python", f"CONFLICT = '''\n{_CONFLICT}'''\n"),
        ("test_merge.py", "python", f'x = 1\nCONFLICT = """\\\n{_CONFLICT}"""\n'),
        ("merge.test.js", "javascript", f"const conflict = `\n{_CONFLICT}`;\n"),
        ("merge_test.go", "go", f"const conflict = `\n{_CONFLICT}`\n"),
        ("test_merge.py", "python", "def f():\n    " + _CONFLICT.replace("\n", "\n    ") + "\n"),
        ("README.md", "markdown", f"# Merges\n\n{_CONFLICT}"),
    ],
)
def test_conflict_markers_that_are_content(path: str, info: str, content: str) -> None:
    result = parse_response(f"`{path}`\n```{info}\n{content}```\n", finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize(
    ("path", "info", "content"),
    [
        ("app.py", "python", _CONFLICT),
        ("app.py", "python", f"import os\n{_CONFLICT}x = 1\n"),
        ("app.py", "python", f"S = '''a'''\n{_CONFLICT}"),  # the string closed before
        ("app.js", "javascript", f"const s = `a`;\n{_CONFLICT}"),
    ],
)
def test_column_zero_conflict_outside_a_string_is_an_edit(
    path: str, info: str, content: str
) -> None:
    result = parse_response(f"`{path}`\n```{info}\n{content}```\n", finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))
    assert any(d.code == "edit-blocks" for d in result.diagnostics)


# -- the rules added for other phrasings, syntaxes and files -------------------------------------


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # a test's case, not code left out: "file" is no noun of code alone
        ("t.py", "def test():\n    # existing file\n    pass\n"),
        # the body of a literal block of a page stays an example
        ("a.rst", "Example::\n\n    # ... rest unchanged ...\n\nText.\n"),
        # a spread, a C variadic parameter: dots with code on the line
        ("a.js", "const b = [\n  ...a,\n];\n"),
        ("a.c", "int f(int a, ...);\n"),
        # the same parameter on a line of its own, in a header or a source file
        ("a.c", "int f(int a,\n      ...\n);\n"),
        ("a.h", "int printf(\n    const char *fmt,\n    ...\n    );\n"),
        # a phrase of another language inside a string is data, not a comment
        ("a.py", 's = "resto del c\u00f3digo sin cambios"\n'),
        # a pointer to another file, not code left out
        ("a.py", "x = 1\n# see app.py for the rest\n"),
        # "..." alone is Python's Ellipsis statement
        ("a.py", "class A:\n    ...\n"),
        # a JSON string holding dots
        ("a.json", '{\n  "a": "...",\n  "b": "\\u2026"\n}\n'),
        # "Rest" as the start of a comment's sentence, not of an elision
        ("a.py", "# rest of the loop handles retries\nx = 1\n"),
    ],
)
def test_real_lines_near_the_new_rules_are_no_elision(path: str, content: str) -> None:
    assert find_elision(GeneratedFile(file_path=path, content=content)) is None


@pytest.mark.parametrize(
    ("path", "content", "line"),
    [
        # dots alone in a body, in an argument list that is no declaration: code left out
        ("a.c", "int main(void) {\n    int a = 1;\n    ...\n}\n", 3),
        ("a.c", "void g(void) {\n  foo(1,\n  ...\n  );\n}\n", 3),
        # the other languages' phrases, found by the comment scan (ASCII ones included)
        ("a.py", "x = 1\n# el resto del archivo sin cambios\n", 2),
        ("a.py", "x = 1\n# Rest des Codes bleibt gleich\n", 2),
        ("a.ts", "const x = 1;\n// le reste du code inchang\u00e9\n", 2),
        ("a.py", "x = 1\n# \u5176\u4f59\u4ee3\u7801\u4fdd\u6301\u4e0d\u53d8\n", 2),
    ],
)
def test_dots_and_other_languages_near_the_new_rules_are_elisions(
    path: str, content: str, line: int
) -> None:
    found = find_elision(GeneratedFile(file_path=path, content=content))
    assert found is not None
    assert found[0] == line
