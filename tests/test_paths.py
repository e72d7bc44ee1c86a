"""The lexical path policy (DESIGN.md section 7), one case per rule."""

from __future__ import annotations

import pickle

import pytest
from pydantic import ValidationError

from artifact_codec import GeneratedCode, GeneratedFile, UnsafePathError
from artifact_codec.paths import PathConflictError, check_path_set, normalize_path

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
    "inner-dot": ("a/./b/.", "a/b"),
    "trailing-slash": ("a/b/", "a/b"),
    "nfc": ("cafe\u0301.py", "caf\u00e9.py"),
    "dots-inside-name": ("a..b/.hidden/x.tar.gz", "a..b/.hidden/x.tar.gz"),
    "console-not-reserved": ("console.py", "console.py"),
    "com10-not-reserved": ("COM10", "COM10"),
    "gitignore-allowed": (".gitignore", ".gitignore"),
    "github-allowed": (".github/workflows/ci.yml", ".github/workflows/ci.yml"),
    "leading-space-allowed": (" a.py", " a.py"),
    "max-component": ("x" * 255, "x" * 255),
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
    paths = ["a/b.py", "a/c.py", "ab", "a/b2/c.py", "b"]
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
