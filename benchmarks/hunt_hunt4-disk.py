"""Random hunt (hunt4-disk): edit sets applied to a folder on disk, compared with the pure
``apply_edits`` result. For each trial a small tree is made (CRLF, no final newline, BOM,
empty, non-UTF-8, executable and private files, hard links, symbolic links inside and out,
folders) and a random edit set (edit, create, replace, delete, rename; onto existing files,
same path twice, ``./`` spellings, case and NFD variants) is applied with ``apply_to_folder``.
Checked: an applied set leaves exactly ``apply_edits``' files on disk with the old modes of
edited files, nothing outside the target changes, no leftovers; a refused set changes nothing.

    python benchmarks/hunt_hunt4-disk.py [TRIALS] [SEED]
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import stat
import sys
import tempfile
import unicodedata
from collections import Counter
from pathlib import Path

from artifact_codec import FileOperation, Hunk, OperationKind
from artifact_codec.apply import apply_edits
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.write.edits import apply_to_folder

NAMES = ["a.py", "b.txt", "A.py", "sub/c.py", "sub/d.md", "café.py", "e", "sub"]
BODIES = [
    b"x = 1\ny = 2\n",
    b"x = 1\r\ny = 2\r\n",
    b"x = 1\ny = 2",
    b"\xef\xbb\xbfx = 1\ny = 2\n",
    b"",
    b"x = 1\r\ny = 2",
    b"x = 1\ry = 2\r",
    b"\xff\xfex = 1\n",
    b"x = 1\x0cy = 2\n",
    b"x = 1\u2028y = 2\n".decode("unicode_escape").encode("utf-8"),
]
MODES = [0o644, 0o755, 0o600, 0o700, 0o640]


def snapshot(root: Path) -> dict[str, object]:
    state: dict[str, object] = {}
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            full = Path(folder) / name
            rel = os.path.relpath(full, root)
            info = os.lstat(full)
            if stat.S_ISLNK(info.st_mode):
                state[rel] = ("link", os.readlink(full))
            elif stat.S_ISDIR(info.st_mode):
                state[rel] = ("dir",)
            else:
                state[rel] = ("file", full.read_bytes(), stat.S_IMODE(info.st_mode))
    return state


def make_tree(rng: random.Random, root: Path, outside: Path) -> None:
    target = root / "t"
    target.mkdir()
    for name in rng.sample(NAMES, rng.randint(1, 5)):
        if rng.random() < 0.15:
            name = unicodedata.normalize("NFD", name)
        path = target / name
        if path.exists() or (name == "sub" and (target / "sub").exists()):
            continue
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        kind = rng.random()
        if kind < 0.08:
            path.mkdir(exist_ok=True)
        elif kind < 0.16:
            path.symlink_to(rng.choice([str(outside / "o.txt"), "a.py", "../t/b.txt"]))
        elif kind < 0.24:
            os.link(outside / "o.txt", path)
        else:
            path.write_bytes(rng.choice(BODIES))
            os.chmod(path, rng.choice(MODES))


def random_ops(rng: random.Random) -> list[FileOperation]:
    ops = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        path = rng.choice([*NAMES, "./a.py", "new.py", "sub/new.py"])
        if rng.random() < 0.1:
            path = unicodedata.normalize("NFD", path)
        hunk = Hunk(old=rng.choice(["x = 1\n", "x = 1", "", "y = 2\n", "y = 2"]), new="x = 9\n")
        kind = rng.choice(list(OperationKind))
        try:
            if kind is OperationKind.EDIT:
                ops.append(FileOperation(kind=kind, path=path, hunks=(hunk,)))
            elif kind in (OperationKind.CREATE, OperationKind.REPLACE):
                ops.append(FileOperation(kind=kind, path=path, content=rng.choice(["", "z\n"])))
            elif kind is OperationKind.DELETE:
                ops.append(FileOperation(kind=kind, path=path))
            else:
                new = rng.choice([*NAMES, "moved.py"])
                hunks = (hunk,) if rng.random() < 0.5 else ()
                ops.append(FileOperation(kind=kind, path=path, new_path=new, hunks=hunks))
        except (ValueError, ArtifactCodecError):
            continue
    return ops


def trial(rng: random.Random, counts: Counter[str]) -> str | None:
    root = Path(tempfile.mkdtemp(prefix="hunt4-"))
    try:
        outside = root / "outside"
        outside.mkdir()
        (outside / "o.txt").write_bytes(b"x = 1\ny = 2\n")
        make_tree(rng, root, outside)
        ops = random_ops(rng)
        if not ops:
            return None
        target = root / "t"
        before = snapshot(root)
        try:
            done = apply_to_folder(ops, target, fsync=False, lock_timeout=5)
        except ArtifactCodecError as error:
            counts["raised " + type(error).__name__] += 1
            if snapshot(root) != before:
                return f"raised {error!r} but changed the disk: {ops}"
            return None
        after = snapshot(root)
        if not done.ok:
            counts["refused"] += 1
            if after != before:
                return f"refused but changed the disk: {ops}"
            return None
        counts["applied"] += 1
        # The pure result, from the texts on disk the edits named.
        texts = {}
        for path, entry in before.items():
            if path.startswith("t/") and entry[0] == "file":
                with contextlib.suppress(UnicodeDecodeError):
                    texts[path[2:]] = entry[1].decode("utf-8")  # type: ignore[union-attr]
        pure = apply_edits(ops, texts)
        if not pure.ok:
            return f"applied on disk but refused pure: {ops}"
        for path, entry in after.items():
            if not path.startswith("t/") and path != "t" and before.get(path) != entry:
                return f"changed outside the target {path}: {ops}"
        for path, content in pure.files.items():
            entry = after.get("t/" + path)
            if entry is None or entry[0] != "file" or entry[1] != content.encode("utf-8"):
                return f"{path}: disk {entry!r} != pure {content!r}: {ops}"
            old = before.get("t/" + path)
            if old is not None and old[0] == "file" and old[2] != entry[2]:
                widened = entry[2] & ~old[2] & 0o077  # type: ignore[operator]
                counts["mode widened to others" if widened else "mode changed"] += 1
        for path, entry in after.items():
            rel = path[2:]
            changed = before.get(path) != entry
            if path.startswith("t/") and entry[0] == "file" and rel not in pure.files and changed:
                return f"{rel} on disk changed but not in pure result: {ops}"
            if path.startswith("t/.artifact-codec"):
                return f"leftover {path}"
        return None
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main() -> None:
    trials = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 4)
    counts: Counter[str] = Counter()
    problems: Counter[str] = Counter()
    examples: dict[str, str] = {}
    for _ in range(trials):
        found = trial(rng, counts)
        if found:
            key = found.split(":")[0] if "mode" not in found else "mode changed"
            key = key if len(key) < 60 else key[:60]
            problems[key] += 1
            examples.setdefault(key, found)
    print(f"trials: {trials}; outcomes: {dict(counts)}")
    print(f"problems: {sum(problems.values())}")
    for key, example in examples.items():
        print(f"  {problems[key]}x {example[:400]}")


if __name__ == "__main__":
    main()
