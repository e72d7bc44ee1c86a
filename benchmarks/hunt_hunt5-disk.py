"""Crash hunt (hunt5-disk): a mixed batch applied by ``apply_to_folder`` (an edit, a create
in new folders, a delete, a rename of a private file into a new folder) is killed with SIGKILL
at its Nth checkpoint (``journal.checkpoint_hook``), then, optionally, the ``recover`` that
follows is killed at its Mth checkpoint, then ``recover`` runs to the end. Checked: recover
exits 0 and the folder holds wholly the old tree or wholly the new one (bytes, names, the
renamed file's mode 0o600), with no staging folder or lock left.

    python benchmarks/hunt_hunt5-disk.py [MAX_RECOVERY_KILLS]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r"""
import json, os, signal, sys
from artifact_codec import FileOperation, Hunk, OperationKind
from artifact_codec.write import journal
from artifact_codec.write.edits import apply_to_folder
from artifact_codec.write.writer import recover
stop, seen = int(sys.argv[2]), []
def hook(label):
    seen.append(label)
    if len(seen) == stop:
        os.kill(os.getpid(), signal.SIGKILL)
journal.checkpoint_hook = hook
if sys.argv[3] == "apply":
    operations = [
        FileOperation(
            kind=OperationKind.EDIT, path="a.py", hunks=(Hunk(old="x = 1\n", new="x = 2\n"),)
        ),
        FileOperation(kind=OperationKind.CREATE, path="new/dir/c.py", content="c = 1\n"),
        FileOperation(kind=OperationKind.DELETE, path="d.py"),
        FileOperation(kind=OperationKind.RENAME, path="r.py", new_path="s/r2.py"),
    ]
    ok = apply_to_folder(operations, sys.argv[1], fsync=False).ok
else:
    recover(sys.argv[1], fsync=False)
    ok = True
print(json.dumps([bool(ok), seen]))
"""


def tree(target: Path) -> dict[str, object]:
    found: dict[str, object] = {}
    for root, dirs, files in os.walk(target):
        for name in files + dirs:
            path = Path(root) / name
            found[str(path.relative_to(target))] = (
                (path.read_bytes(), os.stat(path).st_mode & 0o777) if path.is_file() else "dir"
            )
    return found


def fresh(base: Path) -> Path:
    target = Path(tempfile.mkdtemp(dir=base))
    (target / "a.py").write_text("x = 1\n")
    (target / "d.py").write_text("d\n")
    (target / "r.py").write_text("r\n")
    os.chmod(target / "r.py", 0o600)
    return target


def child(target: Path, stop: int, what: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", CHILD, str(target), str(stop), what],
        capture_output=True,
        text=True,
        check=False,
    )


def main() -> None:
    kills = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    base = Path(tempfile.mkdtemp(prefix="hunt5-disk-"))
    target = fresh(base)
    old = tree(target)
    whole = child(target, 0, "apply")
    labels = json.loads(whole.stdout)[1]
    new = tree(target)
    assert new["s/r2.py"] == (b"r\n", 0o600), new
    runs = bad = 0
    for stop in range(1, len(labels) + 1):
        for again in range(kills + 1):
            target = fresh(base)
            killed = child(target, stop, "apply")
            assert killed.returncode == -9, killed.stderr[-300:]
            if again:
                second = child(target, again, "recover")
                if second.returncode != -9 and again > 1:
                    break  # the recovery has fewer checkpoints than this
            last = child(target, 0, "recover")
            runs += 1
            now = tree(target)
            if last.returncode != 0 or now not in (old, new):
                bad += 1
                print(
                    f"BAD kill at {stop} ({labels[stop - 1]}), recovery killed at {again}:",
                    last.returncode,
                    last.stderr[-300:],
                    sorted(now),
                    flush=True,
                )
    print(f"checkpoints {len(labels)}, runs {runs}, bad {bad}")


if __name__ == "__main__":
    main()
