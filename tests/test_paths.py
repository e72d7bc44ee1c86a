"""The lexical path policy (docs/security.md), one case per rule."""

from __future__ import annotations

import pickle
import unicodedata

import pytest
from pydantic import ValidationError

from artifact_codec import GeneratedCode, GeneratedFile, UnsafePathError
from artifact_codec.format.paths import (
    PathConflictError,
    check_path_set,
    check_portable,
    normalize_path,
)

REJECTED = {
    "empty": ("", "empty"),
    "blank": ("   ", "empty"),
    "only-dots-and-slashes": ("././/", "empty"),
    "parent": ("../x.py", "traversal"),
    "parent-inside": ("a/../../x.py", "traversal"),
    "parent-at-end": ("a/..", "traversal"),
    "fullwidth-dots": ("a/\uff0e\uff0e/x.py", "traversal"),
    "absolute": ("/etc/passwd", "absolute"),
    "absolute-double": ("//server/share/x", "absolute"),
    "drive-letter": ("C:/Windows/x.py", "drive-letter"),
    "drive-relative": ("c:x.py", "drive-letter"),
    "backslash": ("a\\b.py", "backslash"),
    "backslash-traversal": ("..\\x.py", "backslash"),
    "nul": ("a\x00.py", "control-character"),
    "newline": ("a\nb.py", "control-character"),
    "escape": ("a\x1b[31m.py", "control-character"),
    "c1-control": ("a\x85.py", "control-character"),
    "bidi-override": ("a\u202egnp.py", "invisible-character"),
    "bidi-isolate": ("a\u2066.py", "invisible-character"),
    "zero-width-space": ("a\u200b.py", "invisible-character"),
    "zero-width-joiner": ("a\u200d.py", "invisible-character"),
    "byte-order-mark": ("\ufeffa.py", "invisible-character"),
    "git": (".git/config", "git-directory"),
    "git-upper": ("sub/.GIT/hooks/pre-commit", "git-directory"),
    "git-fullwidth": ("\uff0egit/config", "git-directory"),
    "reserved-con": ("CON", "reserved-name"),
    "reserved-with-extension": ("src/nul.txt", "reserved-name"),
    "reserved-lower-com": ("com1.py", "reserved-name"),
    "reserved-superscript": ("LPT\u00b9", "reserved-name"),
    "reserved-conin": ("conin$", "reserved-name"),
    "reserved-space-before-extension": ("aux .txt", "reserved-name"),
    "trailing-dot": ("a/b.", "trailing-dot-or-space"),
    "trailing-space": ("a /b.py", "trailing-dot-or-space"),
    "component-too-long": ("a/" + "x" * 256, "component-too-long"),
    "component-too-long-utf8": ("é" * 128, "component-too-long"),
    "path-too-long": ("/".join(["d" * 200] * 21), "path-too-long"),
    # a trailing slash, look-alike separators, the writer's own names
    "trailing-slash": ("src/", "trailing-slash"),
    "trailing-slash-dot": ("a/b/.", "trailing-slash"),
    "trailing-double-slash": ("a//", "trailing-slash"),
    "fullwidth-solidus": ("..\uff0fetc\uff0fpasswd", "lookalike-separator"),
    "fraction-slash": ("a\u2044b.py", "lookalike-separator"),
    "division-slash": ("a\u2215b.py", "lookalike-separator"),
    "big-solidus": ("a\u29f8b.py", "lookalike-separator"),
    "fullwidth-reverse-solidus": ("a\uff3cb.py", "lookalike-separator"),
    "small-reverse-solidus": ("a\ufe68b.py", "lookalike-separator"),
    "set-minus": ("..\u2216x.py", "lookalike-separator"),
    "nfkc-adds-slash": ("\u2100.py", "lookalike-separator"),
    "too-deep": ("/".join(["a"] * 1500), "path-too-deep"),
    "too-deep-by-one": ("/".join(["a"] * 65), "path-too-deep"),
    "writer-lock": (".artifact-codec.lock", "reserved-by-writer"),
    "writer-staging": (".Artifact-Codec-tmp-1234/x.py", "reserved-by-writer"),
    "writer-name-deep": ("a/.artifact-codec-journal", "reserved-by-writer"),
}


@pytest.mark.parametrize(("path", "rule"), REJECTED.values(), ids=REJECTED.keys())
def test_unsafe_path_is_rejected_naming_the_rule(path: str, rule: str) -> None:
    with pytest.raises(UnsafePathError) as info:
        normalize_path(path)
    assert info.value.rule == rule
    assert info.value.path == path
    assert f"[{rule}]" in str(info.value)
    # The model uses the same function.
    with pytest.raises(ValidationError, match=rule):
        GeneratedFile(file_path=path)


NORMALIZED = {
    "plain": ("src/app.py", "src/app.py"),
    "dot-slash": ("./a", "a"),
    "double-slash": ("a//b", "a/b"),
    "inner-dot": ("a/./b/./c", "a/b/c"),
    "nfc": ("cafe\u0301.py", "caf\u00e9.py"),
    "dots-inside-name": ("a..b/.hidden/x.tar.gz", "a..b/.hidden/x.tar.gz"),
    "console-not-reserved": ("console.py", "console.py"),
    "com10-not-reserved": ("COM10", "COM10"),
    "gitignore-allowed": (".gitignore", ".gitignore"),
    "github-allowed": (".github/workflows/ci.yml", ".github/workflows/ci.yml"),
    # (the native format quotes such a name, PATH: "  a.py"; the lenient JSON reader refuses
    # it, see tests/test_hunt52_paths.py)
    "leading-space-allowed": (" a.py", " a.py"),
    "max-component": ("x" * 255, "x" * 255),
    "max-depth": ("/".join(["a"] * 64), "/".join(["a"] * 64)),
    "vulgar-fraction": ("\u2153.txt", "\u2153.txt"),
    "fullwidth-colon": ("a\uff1ab.py", "a\uff1ab.py"),
    "artifact-codec-without-dot": ("artifact-codec.lock", "artifact-codec.lock"),
    # Characters only Windows forbids are data here; the writer refuses them (check_portable).
    "colon-in-model": ("ab:c.py", "ab:c.py"),
    "star-in-model": ("a*?.py", "a*?.py"),
}


@pytest.mark.parametrize(("path", "expected"), NORMALIZED.values(), ids=NORMALIZED.keys())
def test_harmless_spellings_are_normalized(path: str, expected: str) -> None:
    assert normalize_path(path) == expected
    assert GeneratedFile(file_path=path).file_path == expected


def test_normalize_path_rejects_non_strings() -> None:
    with pytest.raises(TypeError):
        normalize_path(b"a.py")  # type: ignore[arg-type]


CONFLICTS = {
    "same": (["a.py", "a.py"], "duplicate"),
    "case": (["README.md", "readme.md"], "duplicate"),
    "nfc-and-case": (["caf\u00e9.py", "CAFE\u0301.PY"], "duplicate"),
    "file-then-folder": (["pkg", "pkg/mod.py"], "file-directory-conflict"),
    "folder-then-file": (["pkg/sub/mod.py", "PKG/sub"], "file-directory-conflict"),
    "deep-folder-then-file": (["a/b/c/d.py", "a"], "file-directory-conflict"),
    "folder-case": (["src/a.py", "SRC/b.py"], "folder-case-conflict"),
    "inner-folder-case": (["a/B/c.py", "a/b/d.py"], "folder-case-conflict"),
    "outer-folder-case-deep": (["a/b/c/d.py", "A/b/c/e.py"], "folder-case-conflict"),
    "folder-case-after-casefold-growth": (["\u00df/a", "SS/b"], "folder-case-conflict"),
}


@pytest.mark.parametrize(("paths", "rule"), CONFLICTS.values(), ids=CONFLICTS.keys())
def test_conflicting_paths_in_one_batch(paths: list[str], rule: str) -> None:
    with pytest.raises(PathConflictError) as info:
        check_path_set(paths)
    error = info.value
    assert error.rule == rule
    assert (error.first, error.second) == (0, 1)
    assert error.path == paths[1]
    assert error.other == paths[0]
    with pytest.raises(ValidationError, match=rule):
        GeneratedCode(files=[GeneratedFile(file_path=p) for p in paths])


def test_distinct_paths_pass() -> None:
    paths = ["a/b.py", "a/c.py", "ab", "a/b2/c.py", "b", "\u00df/x/a", "\u00df/x/b", "a/b2/d"]
    check_path_set(paths)  # raises nothing
    code = GeneratedCode(files=[GeneratedFile(file_path=p) for p in paths])
    assert [f.file_path for f in code.files] == paths


def test_path_errors_pickle() -> None:
    for error in (
        UnsafePathError("../x", "traversal", "reason"),
        PathConflictError("A", "duplicate", "a", 0, 1),
    ):
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error)
        assert str(copy) == str(error)
        assert copy.__dict__ == error.__dict__


PORTABLE = {
    "colon": ("ab:c.py", "colon"),
    "ntfs-stream": ("file.txt::$DATA", "colon"),
    "colon-in-folder": ("dir/x:y/a.py", "colon"),
    "less-than": ("a<b.py", "windows-forbidden-character"),
    "greater-than": ("a>b.py", "windows-forbidden-character"),
    "quote": ('say"hi".py', "windows-forbidden-character"),
    "pipe": ("a|b.py", "windows-forbidden-character"),
    "question-mark": ("what?.py", "windows-forbidden-character"),
    "star": ("src/*.py", "windows-forbidden-character"),
}


@pytest.mark.parametrize(("path", "rule"), PORTABLE.values(), ids=PORTABLE.keys())
def test_check_portable_names_the_rule(path: str, rule: str) -> None:
    normalized = normalize_path(path)  # harmless as data: the model accepts it
    with pytest.raises(UnsafePathError) as info:
        check_portable(normalized)
    assert info.value.rule == rule
    assert f"[{rule}]" in str(info.value)
    assert "portable=False" in info.value.reason


@pytest.mark.parametrize("path", ["a/b.py", "a\uff1ab.py", "\u00e9t\u00e9/x-y_z (1).py", "a b"])
def test_check_portable_accepts_portable_names(path: str) -> None:
    check_portable(path)  # raises nothing


def test_every_character_nfkc_maps_to_a_separator_is_refused() -> None:
    """Not a hand-picked list: scan every code point whose NFKC form holds '/' or '\\'."""
    found = 0
    for code in range(0x80, 0x30000):
        char = chr(code)
        if 0xD800 <= code <= 0xDFFF:
            continue
        folded = unicodedata.normalize("NFKC", char)
        if "/" in folded or "\\" in folded:
            found += 1
            with pytest.raises(UnsafePathError) as info:
                normalize_path(f"a{char}b.py")
            assert info.value.rule == "lookalike-separator", hex(code)
    assert found >= 4  # U+FF0F, U+FF3C, U+FE68, U+2100, ...


def test_very_deep_path_is_refused_quickly_without_recursion() -> None:
    path = "/".join(["d"] * 100_000)
    with pytest.raises(UnsafePathError) as info:
        normalize_path(path)
    assert info.value.rule in {"path-too-deep", "path-too-long"}
