"""pack_directory: a tree to one GeneratedCode, and back with write_files, byte for byte."""

from __future__ import annotations

import os
import socket
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fs_snapshot import files_under, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import dumps, loads
from artifact_codec.write.packer import PackResult, Skipped, pack_directory
from artifact_codec.write.writer import write_files


def make_tree(root: Path, files: dict[str, bytes]) -> None:
    for relative, data in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def packed(result: PackResult) -> dict[str, str]:
    return {file.file_path: file.content for file in result.code.files}


def skipped(result: PackResult) -> dict[str, str]:
    return {entry.path: entry.rule for entry in result.skipped}


def test_text_files_are_packed_exactly(tmp_path: Path) -> None:
    make_tree(
        tmp_path,
        {
            "main.py": b"print(1)\n",
            "crlf.txt": b"a\r\nb\r\n",
            "no_newline.txt": b"end",
            "empty.txt": b"",
            "bom.txt": b"\xef\xbb\xbfx\n",
            "lone_cr.txt": b"a\rb",
            "with_nul.dat": b"a\x00b",
            "pkg/sub/deep.py": "caf\u00e9 \U0001f600\n".encode(),
        },
    )
    result = pack_directory(tmp_path)
    assert packed(result) == {
        "bom.txt": "\ufeffx\n",
        "crlf.txt": "a\r\nb\r\n",
        "empty.txt": "",
        "lone_cr.txt": "a\rb",
        "main.py": "print(1)\n",
        "no_newline.txt": "end",
        "with_nul.dat": "a\x00b",
        "pkg/sub/deep.py": "caf\u00e9 \U0001f600\n",
    }
    assert result.skipped == []


def test_order_is_by_relative_path(tmp_path: Path) -> None:
    make_tree(tmp_path, dict.fromkeys(["b.py", "a/z.py", "a.py", "B.txt", "a/b/c"], b""))
    paths = [f.file_path for f in pack_directory(tmp_path).code.files]
    assert paths == ["B.txt", "a.py", "a/b/c", "a/z.py", "b.py"]
    assert paths == [f.file_path for f in pack_directory(tmp_path).code.files]


def test_binary_and_undecodable_files_are_skipped_with_a_warning(tmp_path: Path) -> None:
    make_tree(
        tmp_path,
        {
            "ok.py": b"x",
            "image.png": b"\x89PNG\r\n\x1a\n\x00\x00",
            "latin1.txt": "caf\u00e9".encode("latin-1"),
            "utf16.txt": "hi".encode("utf-16"),
            "truncated.txt": "\u00e9".encode()[:1],
        },
    )
    result = pack_directory(tmp_path)
    assert packed(result) == {"ok.py": "x"}
    assert skipped(result) == {
        "image.png": "not-utf8",
        "latin1.txt": "not-utf8",
        "truncated.txt": "not-utf8",
        "utf16.txt": "not-utf8",
    }
    assert "invalid byte at offset 0" in result.skipped[0].reason


def test_symlinks_are_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    make_tree(outside, {"secret.txt": b"secret", "dir/inner.txt": b"inner"})
    root = tmp_path / "root"
    make_tree(root, {"real.py": b"x", "sub/real.txt": b"y"})
    (root / "to_file.txt").symlink_to(outside / "secret.txt")
    (root / "to_dir").symlink_to(outside / "dir")
    (root / "sub" / "dangling").symlink_to(tmp_path / "nowhere")
    (root / "sub" / "inside").symlink_to("../real.py")
    result = pack_directory(root)
    assert packed(result) == {"real.py": "x", "sub/real.txt": "y"}
    assert skipped(result) == {
        "sub/dangling": "symlink",
        "sub/inside": "symlink",
        "to_dir": "symlink",
        "to_file.txt": "symlink",
    }


def test_special_files_are_skipped_without_opening_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_tree(tmp_path, {"a.py": b"a"})
    os.mkfifo(tmp_path / "pipe")
    monkeypatch.chdir(tmp_path)
    with socket.socket(socket.AF_UNIX) as server:
        server.bind("sock")
        started = time.monotonic()
        result = pack_directory(tmp_path)
    assert time.monotonic() - started < 5
    assert packed(result) == {"a.py": "a"}
    assert skipped(result) == {"pipe": "special-file", "sock": "special-file"}


@pytest.mark.parametrize("vcs", [".git", ".GIT", ".hg", ".svn", ".bzr", "_darcs", "CVS"])
def test_version_control_folders_are_skipped(tmp_path: Path, vcs: str) -> None:
    make_tree(tmp_path, {"a.py": b"a", f"{vcs}/config": b"x", f"sub/{vcs}/HEAD": b"y"})
    result = pack_directory(tmp_path)
    assert packed(result) == {"a.py": "a"}
    assert result.skipped == []


def test_gitignore_and_github_are_kept(tmp_path: Path) -> None:
    make_tree(tmp_path, {".gitignore": b"*.pyc\n", ".github/workflows/ci.yml": b"on: push\n"})
    assert set(packed(pack_directory(tmp_path))) == {".gitignore", ".github/workflows/ci.yml"}


TREE = {
    "setup.py": b"",
    "src/app.py": b"",
    "src/app.pyc": b"",
    "src/data.json": b"",
    "docs/index.md": b"",
    "docs/api/ref.md": b"",
    "build/lib/app.py": b"",
    "node_modules/x/index.js": b"",
    "tests/test_app.py": b"",
}


@pytest.mark.parametrize(
    ("include", "exclude", "expected"),
    [
        (["*.py"], [], ["build/lib/app.py", "setup.py", "src/app.py", "tests/test_app.py"]),
        (["*.py"], ["build"], ["setup.py", "src/app.py", "tests/test_app.py"]),
        (["/setup.py"], [], ["setup.py"]),
        (["docs/*.md"], [], ["docs/index.md"]),
        (["docs/*/*.md"], [], ["docs/api/ref.md"]),
        (
            [],
            ["*.pyc", "build", "node_modules", "docs"],
            ["setup.py", "src/app.py", "src/data.json", "tests/test_app.py"],
        ),
        ([], ["src/*"], [p for p in TREE if not p.startswith("src/")]),
        (["*.PY"], [], []),  # case-sensitive
        (["*.md", "*.json"], ["api"], ["docs/index.md", "src/data.json"]),
    ],
)
def test_include_and_exclude_globs(
    tmp_path: Path, include: list[str], exclude: list[str], expected: list[str]
) -> None:
    make_tree(tmp_path, TREE)
    result = pack_directory(tmp_path, include=include, exclude=exclude)
    assert [f.file_path for f in result.code.files] == sorted(expected)
    assert result.skipped == []


def test_glob_arguments_are_checked(tmp_path: Path) -> None:
    with pytest.raises(TypeError, match="list of glob patterns"):
        pack_directory(tmp_path, include="*.py")
    with pytest.raises(ValueError, match="not a glob pattern"):
        pack_directory(tmp_path, exclude=[""])
    with pytest.raises(ValueError, match="max_file_bytes"):
        pack_directory(tmp_path, max_file_bytes=-1)


@pytest.mark.parametrize(
    ("name", "rule"),
    [
        ("CON.txt", "reserved-name"),
        ("trailing.", "trailing-dot-or-space"),
        ("trailing ", "trailing-dot-or-space"),
        ("a\\b.py", "backslash"),
        ("line\nbreak.py", "control-character"),
        ("bidi\u202e.py", "invisible-character"),
        ("x" * 255 + "/" * 0, None),  # the longest allowed name is packed
        ("ab:c.py", "colon"),
        ("what?.py", "windows-forbidden-character"),
        ("a\uff0fb.py", "lookalike-separator"),
        (".artifact-codec-journal", "reserved-by-writer"),
    ],
)
def test_names_the_policy_rejects_are_skipped_naming_the_rule(
    tmp_path: Path, name: str, rule: str | None
) -> None:
    make_tree(tmp_path, {name: b"x", "ok.py": b"y"})
    result = pack_directory(tmp_path)
    if rule is None:
        assert packed(result) == {name: "x", "ok.py": "y"}
        return
    assert packed(result) == {"ok.py": "y"}
    assert result.skipped == [Skipped(rule=rule, path=name, reason=result.skipped[0].reason)]
    assert f"[{rule}]" in result.summary()


def test_undecodable_file_name_is_skipped(tmp_path: Path) -> None:
    os.close(os.open(os.fsencode(tmp_path) + b"/\xff.py", os.O_CREAT | os.O_WRONLY, 0o644))
    result = pack_directory(tmp_path)
    assert packed(result) == {}
    assert skipped(result) == {"\udcff.py": "surrogate-character"}


def test_folder_the_policy_rejects_is_skipped_once(tmp_path: Path) -> None:
    make_tree(tmp_path, {"aux/a.py": b"", "aux/b.py": b"", "ok.py": b""})
    result = pack_directory(tmp_path)
    assert packed(result) == {"ok.py": ""}
    assert skipped(result) == {"aux/": "reserved-name"}
    assert "the folder is skipped" in result.skipped[0].reason


def test_names_equal_after_case_folding_keep_the_first(tmp_path: Path) -> None:
    make_tree(tmp_path, {"README": b"upper", "readme": b"lower", "cafe\u0301.py": b"nfd"})
    result = pack_directory(tmp_path)
    assert packed(result) == {"README": "upper", "caf\u00e9.py": "nfd"}
    assert skipped(result) == {"readme": "duplicate"}


def test_files_over_the_size_limit_are_skipped(tmp_path: Path) -> None:
    make_tree(tmp_path, {"big.txt": b"x" * 11, "small.txt": b"x" * 10})
    result = pack_directory(tmp_path, max_file_bytes=10)
    assert set(packed(result)) == {"small.txt"}
    assert skipped(result) == {"big.txt": "too-large"}
    assert set(packed(pack_directory(tmp_path, max_file_bytes=None))) == {"big.txt", "small.txt"}


def test_result_summary_and_dict(tmp_path: Path) -> None:
    make_tree(tmp_path, {"a.py": b"a", "b.bin": b"\xff"})
    result = pack_directory(tmp_path)
    assert result.to_dict() == {
        "files": ["a.py"],
        "skipped": [{"path": "b.bin", "rule": "not-utf8", "reason": result.skipped[0].reason}],
    }
    assert result.summary().splitlines() == [
        "packed 1 file, skipped 1",
        f"  skipped b.bin: {result.skipped[0].reason} [not-utf8]",
    ]


def test_packing_changes_nothing(tmp_path: Path) -> None:
    make_tree(tmp_path, {"a.py": b"a", "d/b.bin": b"\xff"})
    (tmp_path / "link").symlink_to("a.py")
    before = snapshot(tmp_path)
    pack_directory(tmp_path)
    assert snapshot(tmp_path) == before


def test_pack_then_write_then_pack_is_stable(tmp_path: Path) -> None:
    make_tree(tmp_path / "src", {"a.py": b"a\r\n", "d/e/f.txt": b"", "g.md": b"no newline"})
    first = pack_directory(tmp_path / "src")
    write_files(first.code, tmp_path / "copy")
    assert pack_directory(tmp_path / "copy").code == first.code
    assert loads(dumps(first.code)) == first.code


# -- the standard library: thousands of real files, CRLF and all -----------------------------

STDLIB = Path(os.__file__).parent


def _stdlib_text_files() -> Iterator[tuple[str, bytes]]:
    """Independently of the packer: every regular file outside site-packages that is UTF-8."""
    for directory, subdirs, names in os.walk(STDLIB):
        subdirs[:] = [d for d in subdirs if d not in ("site-packages", "dist-packages")]
        for name in names:
            path = Path(directory, name)
            if path.is_symlink() or not path.is_file():
                continue
            data = path.read_bytes()
            try:
                data.decode("utf-8")  # strictly, and no newline translation anywhere
            except UnicodeDecodeError:
                continue
            yield path.relative_to(STDLIB).as_posix(), data


def test_stdlib_pack_then_write_reproduces_every_text_file(tmp_path: Path) -> None:
    expected = dict(_stdlib_text_files())
    assert len(expected) > 1000
    assert any(b"\r\n" in data for data in expected.values()), "the corpus has CRLF files"
    assert any(data == b"" for data in expected.values()), "the corpus has empty files"
    assert any(data and not data.endswith(b"\n") for data in expected.values())

    result = pack_directory(STDLIB, exclude=["site-packages", "dist-packages"], max_file_bytes=None)
    refused_by_policy = {s.path for s in result.skipped if s.rule != "not-utf8"}
    assert len(refused_by_policy) < 10, result.summary()
    report = write_files(result.code, tmp_path / "copy", fsync=False)
    assert report.refused == []

    written = files_under(tmp_path / "copy")
    assert set(written) | refused_by_policy == set(expected)
    mismatched = [path for path, data in written.items() if data != expected[path]]
    assert mismatched == []


# -- property: random small trees ------------------------------------------------------------

NAME = st.sampled_from(["a", "b", "A.py", "x.txt", "caf\u00e9", "sub", ".hidden", "n 1"])
CONTENT = st.one_of(
    st.text(max_size=40).map(lambda text: text.encode("utf-8", "surrogatepass")),
    st.binary(max_size=40),
)
TREES = st.dictionaries(st.lists(NAME, min_size=1, max_size=3).map("/".join), CONTENT, max_size=8)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tree=TREES)
def test_property_pack_then_write_round_trips(tree: dict[str, bytes]) -> None:
    with tempfile.TemporaryDirectory() as temp:
        source, copy = Path(temp, "source"), Path(temp, "copy")
        source.mkdir()
        for relative, data in tree.items():
            path = source / relative
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
            except (FileExistsError, NotADirectoryError, IsADirectoryError):
                continue  # the drawn tree used one name as a file and a folder
        on_disk = files_under(source)
        result = pack_directory(source)
        write_files(result.code, copy, fsync=False)
        copied = files_under(copy)
        for relative, data in on_disk.items():
            entry = skipped(result).get(relative)
            if entry is None:
                assert copied[relative] == data
            else:
                assert entry in ("not-utf8", "duplicate")
        assert set(copied) <= set(on_disk)


def test_non_portable_names_are_packed_with_portable_false(tmp_path: Path) -> None:
    make_tree(tmp_path, {"ab:c.py": b"x", "q?.py": b"y"})
    assert packed(pack_directory(tmp_path, portable=False)) == {"ab:c.py": "x", "q?.py": "y"}
    assert packed(pack_directory(tmp_path)) == {}


def test_writer_lock_and_staging_folders_are_never_packed(tmp_path: Path) -> None:
    """What a killed write leaves (lock file, staging folder with staged files and journal)."""
    make_tree(
        tmp_path,
        {
            "app.py": b"x",
            ".artifact-codec.lock": b"pid 1\n",
            ".artifact-codec-tmp-0a1b2c3d/0": b"staged",
            ".artifact-codec-tmp-0a1b2c3d/journal": b"{}",
            "sub/.artifact-codec-tmp-99/1": b"staged",
        },
    )
    result = pack_directory(tmp_path)
    assert packed(result) == {"app.py": "x"}
    # at any depth (a nested folder may be another write's target), and silently
    assert result.skipped == []
