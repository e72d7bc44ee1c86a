"""Edits applied side by side: artifact-codec's ``apply_edits`` and aider's appliers, one run.

    python benchmarks/bench_edits.py --repo PATH/TO/click/.git [--changes 300] [--seed 0]
                                     [--show] [--no-aider] [--no-speed]

The corpus is real: the changes to Python files of the newest non-merge commits of a git
repository (``--repo``, a clone of https://github.com/pallets/click for the table in
``docs/edits.md``; read with ``git cat-file``, nothing of it is stored here). Each change (one
file, old text -> new text) is written in each edit convention (aider SEARCH/REPLACE, unified
diff with and without line numbers, Codex V4A, str_replace tool calls) with each noise model
real models add (``tests/noisy_edits.py``), and applied by both sides:

- ours: the answer text through ``parse_response`` when the edit readers are there (the
  ``edits`` it finds), else the operations a correct reader reads (printed in the header);
  then ``apply_edits``;
- aider's: its own coders (``EditBlockCoder``, ``UnifiedDiffCoder``, ``PatchCoder``) parse the
  same text and apply it to the files in a temporary folder, with aider's file reading and
  writing (text mode, as ``aider.io.InputOutput`` does). aider has no str_replace reader: its
  SEARCH/REPLACE applier is given the (old_str, new_str) pairs. Installed from PyPI, pinned:
  ``pip install --no-deps aider-chat==0.86.2`` plus the ``bench`` extra (the modules it imports;
  its own pins would downgrade click, pydantic and openai). Its ``Coder`` base class (the chat
  machinery, which imports litellm and more) is replaced by a stub with the four path helpers
  the appliers call; everything that parses and applies is aider's.

Per (format, noise) cell: ``exact`` (every file byte-exact), ``refused`` (the applier said no),
``WRONG`` (it said yes and a file differs: the silent failure). Then the speed checks: 1,000
edits across a 5,000-file tree against the cost of writing them with fsync, the fuzzy rung on
a 10,000-line file, and the exact rungs' growth with file size.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import os
import random
import subprocess
import sys
import tempfile
import time
import types
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from noisy_edits import FORMATS, NOISES, Change, Rendering, applicable, render

from artifact_codec import FileOperation, Hunk, OperationKind, parse_response
from artifact_codec.apply import apply_edits

AIDER_VERSION = "0.86.2"


# ---------------------------------------------------------------------------------------------
# The corpus


def git_changes(repo: str, count: int, max_bytes: int = 200_000) -> list[Change]:
    """The newest ``count`` changes to ``*.py`` files (modified, UTF-8, LF) of non-merge
    commits, at most two per commit."""
    log = subprocess.run(
        [
            "git",
            f"--git-dir={repo}",
            "log",
            "--no-merges",
            "--format=%H",
            "--diff-filter=M",
            "--name-status",
            "--",
            "*.py",
        ],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    wanted: list[tuple[str, str]] = []
    commit = ""
    per_commit = 0
    for line in log.splitlines():
        if len(line) == 40 and " " not in line and "\t" not in line:
            commit, per_commit = line, 0
        elif line.startswith("M\t") and per_commit < 2:
            wanted.append((commit, line[2:]))
            per_commit += 1
    batch = subprocess.Popen(
        ["git", f"--git-dir={repo}", "cat-file", "--batch"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert batch.stdin is not None
    assert batch.stdout is not None

    def blob(spec: str) -> bytes | None:
        batch.stdin.write(spec.encode() + b"\n")  # type: ignore[union-attr]
        batch.stdin.flush()  # type: ignore[union-attr]
        header = batch.stdout.readline().split()  # type: ignore[union-attr]
        if len(header) < 3:
            return None
        data = batch.stdout.read(int(header[2]))  # type: ignore[union-attr]
        batch.stdout.read(1)  # type: ignore[union-attr]
        return bytes(data)

    changes: list[Change] = []
    try:
        for commit, path in wanted:
            if len(changes) >= count:
                break
            old, new = blob(f"{commit}^:{path}"), blob(f"{commit}:{path}")
            if old is None or new is None or old == new:
                continue
            if len(old) > max_bytes or len(new) > max_bytes or b"\r" in old + new:
                continue
            try:
                changes.append(Change(path, old.decode(), new.decode(), f"{commit[:10]}:{path}"))
            except UnicodeDecodeError:
                continue
    finally:
        batch.stdin.close()
        batch.wait()
    return changes


# ---------------------------------------------------------------------------------------------
# Our side


def readers_present() -> bool:
    """Whether ``parse_response`` reads edit conventions into ``result.edits`` here."""
    sample = "app.py\n```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n```\n"
    return bool(parse_response(sample).edits)


def ours(rendering: Rendering, through_reader: bool) -> tuple[str, dict[str, str]]:
    source: Any = rendering.text if through_reader else rendering.operations
    result = apply_edits(source, rendering.before)
    if not result.ok:
        return "refused", rendering.before
    return _verdict(result.files, rendering.expected), result.files


def _verdict(files: dict[str, str], expected: dict[str, str]) -> str:
    return "exact" if files == expected else "WRONG"


# ---------------------------------------------------------------------------------------------
# aider's side


class _AiderIO:
    """What aider's coders call on ``self.io``: its file reading and writing (text mode, the
    platform's line breaks, as ``aider.io.InputOutput`` does by default) and its messages."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def read_text(self, filename: str, silent: bool = False) -> str | None:
        try:
            with open(str(filename), encoding="utf-8") as stream:
                return stream.read()
        except (OSError, UnicodeError):
            return None

    def write_text(self, filename: str, content: str) -> None:
        with open(str(filename), "w", encoding="utf-8") as stream:
            stream.write(content)

    def tool_output(self, *args: Any, **kwargs: Any) -> None:
        self.messages.append(" ".join(map(str, args)))

    tool_warning = tool_error = tool_output


class Aider:
    """aider's appliers, imported from the installed aider-chat package."""

    def __init__(self) -> None:
        import aider

        folder = os.path.join(os.path.dirname(aider.__file__), "coders")
        # The package's __init__ imports every coder and, through base_coder, litellm and the
        # chat machinery: stand in for the package and for base_coder only.
        package = types.ModuleType("aider.coders")
        package.__path__ = [folder]
        sys.modules["aider.coders"] = package
        base = types.ModuleType("aider.coders.base_coder")

        class Coder:
            root = ""
            abs_fnames: ClassVar[set[str]] = set()

            def abs_root_path(self, path: str) -> str:
                return os.path.abspath(os.path.join(self.root, path))

            def get_rel_fname(self, fname: str) -> str:
                return os.path.relpath(fname, self.root)

            def get_inchat_relative_files(self) -> list[str]:
                return sorted(self.get_rel_fname(name) for name in self.abs_fnames)

        base.Coder = Coder  # type: ignore[attr-defined]
        sys.modules["aider.coders.base_coder"] = base
        self.version = getattr(aider, "__version__", "?")
        self.editblock = importlib.import_module("aider.coders.editblock_coder").EditBlockCoder
        self.udiff = importlib.import_module("aider.coders.udiff_coder").UnifiedDiffCoder
        self.patch = importlib.import_module("aider.coders.patch_coder").PatchCoder

    def _coder(self, cls: Any, root: str, paths: list[str], text: str) -> Any:
        coder = object.__new__(cls)
        coder.root = root
        coder.abs_fnames = {os.path.abspath(os.path.join(root, p)) for p in paths}
        coder.io = _AiderIO()
        coder.fence = ("```", "```")
        coder.shell_commands = []
        coder.partial_response_content = text
        return coder

    def apply(self, rendering: Rendering) -> tuple[str, dict[str, str]]:
        with tempfile.TemporaryDirectory(prefix="bench-edits-aider-") as root:
            for path, text in rendering.before.items():
                target = Path(root, path)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(text.encode("utf-8"))
            paths = list(rendering.before)
            try:
                with (
                    contextlib.redirect_stdout(io.StringIO()),
                    contextlib.redirect_stderr(io.StringIO()),
                ):
                    self._run(rendering, root, paths)
            except Exception:
                return "refused", {}
            files = {p: Path(root, p).read_bytes().decode("utf-8", "replace") for p in paths}
        return _verdict(files, rendering.expected), files

    def _run(self, rendering: Rendering, root: str, paths: list[str]) -> None:
        fmt = rendering.format
        if fmt == "search-replace":
            coder = self._coder(self.editblock, root, paths, rendering.text)
            edits = coder.get_edits()
            if not edits:
                raise ValueError("no edits")
            coder.apply_edits(edits)
        elif fmt in ("udiff", "udiff-bare"):
            coder = self._coder(self.udiff, root, paths, rendering.text)
            edits = coder.get_edits()
            if not edits:
                raise ValueError("no edits")
            coder.apply_edits(edits)
        elif fmt == "v4a":
            coder = self._coder(self.patch, root, paths, rendering.text)
            edits = coder.get_edits()
            if not edits:
                raise ValueError("no edits")
            coder.apply_edits(edits)
        else:  # str-replace: aider's SEARCH/REPLACE applier on the (old_str, new_str) pairs
            coder = self._coder(self.editblock, root, paths, "")
            pairs = [
                (operation.path, hunk.old, hunk.new)
                for operation in rendering.operations
                for hunk in operation.hunks
            ]
            coder.apply_edits(pairs)


# ---------------------------------------------------------------------------------------------
# The table


def cells(changes: list[Change], seed: int) -> Iterator[Rendering]:
    for change in changes:
        for fmt in FORMATS:
            for noise in NOISES:
                if applicable(fmt, noise):
                    yield render(change, fmt, noise, seed)


def _dump(
    folder: str, number: int, rendering: Rendering, ours_verdict: str, aider_verdict: str
) -> None:
    """One miss, as JSON: the answer text, the files before and expected, both verdicts, and
    our applier's feedback (for diagnosis; ``--dump-misses``)."""
    import json

    result = apply_edits(rendering.text, rendering.before)
    record = {
        "format": rendering.format,
        "noise": rendering.noise,
        "source": rendering.change.source,
        "ours": ours_verdict,
        "aider": aider_verdict,
        "text": rendering.text,
        "before": rendering.before,
        "expected": rendering.expected,
        "feedback": result.feedback(),
    }
    name = f"{number:05d}-{rendering.format}-{rendering.noise}.json"
    Path(folder, name).write_text(json.dumps(record, indent=1), "utf-8")


def run_table(
    changes: list[Change],
    aider: Aider | None,
    seed: int,
    show: bool,
    dump: str | None = None,
) -> dict[str, Any]:
    through_reader = readers_present()
    print(
        "our reader: "
        + (
            "parse_response (the answer text)"
            if through_reader
            else "none on this branch: the operations a correct reader reads"
        )
    )
    counts: Counter[tuple[str, str, str, str]] = Counter()
    crlf_kept = Counter[str]()
    shown: set[tuple[str, str, str]] = set()
    started = time.perf_counter()
    per_change = sum(applicable(f, n) for f in FORMATS for n in NOISES)
    for number, rendering in enumerate(cells(changes, seed), 1):
        if number % (25 * per_change) == 0:
            done = number // per_change
            print(f"  ... {done}/{len(changes)} changes", file=sys.stderr, flush=True)
        verdict, files = ours(rendering, through_reader)
        counts["ours", rendering.format, rendering.noise, verdict] += 1
        if rendering.noise == "crlf" and verdict == "exact":
            crlf_kept["ours"] += all("\n" not in t.replace("\r\n", "") for t in files.values())
        if show and verdict == "WRONG" and ("ours", rendering.format, rendering.noise) not in shown:
            shown.add(("ours", rendering.format, rendering.noise))
            print(f"--- ours WRONG: {rendering.format} {rendering.noise} {rendering.change.source}")
        ours_verdict = verdict
        if aider is not None:
            verdict, files = aider.apply(rendering)
            counts["aider", rendering.format, rendering.noise, verdict] += 1
            if rendering.noise == "crlf" and verdict == "exact":
                crlf_kept["aider"] += 1
        if dump is not None and ours_verdict != "exact":
            aider_verdict = verdict if aider is not None else "-"
            if rendering.noise == "clean" or aider_verdict == "exact" or ours_verdict == "WRONG":
                _dump(dump, number, rendering, ours_verdict, aider_verdict)
    elapsed = time.perf_counter() - started
    sides = ["ours", "aider"] if aider is not None else ["ours"]
    header = f"{'format':<15} {'noise':<20}" + "".join(
        f" | {side:>5} exact refused WRONG" for side in sides
    )
    print(header)
    print("-" * len(header))
    totals = {side: Counter[str]() for side in sides}
    below = []
    for fmt in FORMATS:
        for noise in NOISES:
            if not applicable(fmt, noise):
                continue
            row = f"{fmt:<15} {noise:<20}"
            for side in sides:
                cell = {v: counts[side, fmt, noise, v] for v in ("exact", "refused", "WRONG")}
                totals[side].update(cell)
                row += f" | {'':>5} {cell['exact']:>5} {cell['refused']:>7} {cell['WRONG']:>5}"
            if (
                aider is not None
                and counts["ours", fmt, noise, "exact"] < counts["aider", fmt, noise, "exact"]
            ):
                below.append(f"{fmt}/{noise}")
            print(row)
    print("-" * len(header))
    summary: dict[str, Any] = {"seconds": elapsed}
    for side in sides:
        total = sum(totals[side].values())
        exact = totals[side]["exact"]
        summary[side] = dict(totals[side])
        print(
            f"{side}: {exact}/{total} exact ({100 * exact / total:.1f}%), "
            f"{totals[side]['refused']} refused, {totals[side]['WRONG']} WRONG"
        )
    clean_total = sum(
        counts["ours", f, "clean", v] for f in FORMATS for v in ("exact", "refused", "WRONG")
    )
    clean_exact = sum(counts["ours", f, "clean", "exact"] for f in FORMATS)
    crlf_total = sum(counts["ours", f, "crlf", "exact"] for f in FORMATS)
    print(f"clean edits exact: {clean_exact}/{clean_total}")
    print(f"CRLF files kept CRLF when exact: ours {crlf_kept['ours']}/{crlf_total}")
    print(f"cells where ours is below aider: {', '.join(below) or 'none'}")
    print(f"({len(changes)} changes, {elapsed:.1f} s for the table)")
    return summary


# ---------------------------------------------------------------------------------------------
# Speed


def _stdlib_texts(count: int) -> list[str]:
    folder = Path(os.__file__).parent
    texts = []
    for path in sorted(folder.rglob("*.py")):
        with contextlib.suppress(OSError, UnicodeDecodeError):
            text = path.read_text("utf-8")
            if "\r" not in text and text.count("\n") > 20:
                texts.append(text)
        if len(texts) >= count:
            break
    return texts


def _one_edit(text: str, rng: random.Random) -> Hunk | None:
    lines = text.split("\n")
    for _ in range(20):
        at = rng.randrange(2, len(lines) - 4)
        old = "\n".join(lines[at - 2 : at + 3]) + "\n"
        if text.count(old) == 1 and lines[at].strip():
            new = "\n".join(
                [*lines[at - 2 : at], lines[at] + "  # edited", *lines[at + 1 : at + 3]]
            )
            return Hunk(old=old, new=new + "\n")
    return None


def speed(seed: int) -> None:
    from artifact_codec import GeneratedCode, GeneratedFile, write_files

    rng = random.Random(seed)
    texts = _stdlib_texts(600)
    files = {f"pkg{i // 100}/m{i}.py": texts[i % len(texts)] for i in range(5000)}
    paths = rng.sample(sorted(files), 1000)
    operations = []
    for path in paths:
        hunk = _one_edit(files[path], rng)
        if hunk is not None:
            operations.append(FileOperation(kind=OperationKind.EDIT, path=path, hunks=(hunk,)))
    started = time.perf_counter()
    result = apply_edits(operations, files)
    applied = time.perf_counter() - started
    assert result.ok, result.feedback()[:500]
    changed = result.changes()
    code = GeneratedCode(
        files=[GeneratedFile(file_path=p, content=t or "") for p, t in sorted(changed.items())]
    )
    with tempfile.TemporaryDirectory(prefix="bench-edits-write-") as target:
        write_files(
            GeneratedCode(files=[GeneratedFile(file_path=p, content=files[p]) for p in changed]),
            target,
            fsync=False,
        )
        started = time.perf_counter()
        write_files(code, target, overwrite=True, fsync=True)
        written = time.perf_counter() - started
    print(
        f"{len(operations)} edits across a 5,000-file tree: apply_edits {applied * 1000:.0f} ms, "
        f"writing the {len(changed)} files with fsync {written * 1000:.0f} ms "
        f"(apply = {applied / written:.2f} of the write)"
    )

    base = "\n".join(f"    value_{i} = compute({i}, 'item {i}')  # step {i}" for i in range(10_000))
    lines = base.split("\n")
    old_lines = lines[5000:5200]
    quoted = list(old_lines)
    for index in range(0, 200, 40):  # the model misremembers 5 of the 200 lines
        quoted[index] = quoted[index].replace("compute", "calculate")
    new_lines = [*quoted[:100], "    inserted = True", *quoted[100:]]
    operation = FileOperation(
        kind=OperationKind.EDIT,
        path="big.py",
        hunks=(Hunk(old="\n".join(quoted) + "\n", new="\n".join(new_lines) + "\n"),),
    )
    text = base + "\n"
    best = float("inf")
    for _ in range(5):
        started = time.perf_counter()
        result = apply_edits([operation], {"big.py": text})
        best = min(best, time.perf_counter() - started)
    outcome = result.outcomes[0]
    print(
        f"fuzzy rung, 10,000-line file, 200-line search block: {best * 1000:.1f} ms "
        f"({outcome.rung or outcome.reason}: {outcome.message.splitlines()[0][:90]})"
    )

    for size in (1_000, 10_000, 100_000):
        body = "\n".join(f"line {i} = {i * 7}" for i in range(size)) + "\n"
        hunk = Hunk(old=f"line {size // 2} = {size // 2 * 7}\n", new="changed\n")
        crlf = body.replace("\n", "\r\n")
        for name, file_text in (("exact", body), ("line-endings (CRLF)", crlf)):
            operation = FileOperation(kind=OperationKind.EDIT, path="f.py", hunks=(hunk,))
            best = float("inf")
            for _ in range(5):
                started = time.perf_counter()
                apply_edits([operation], {"f.py": file_text})
                best = min(best, time.perf_counter() - started)
            print(f"{name:<20} {size:>7} lines: {best * 1000:8.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--repo",
        default=os.environ.get("BENCH_EDITS_REPO"),
        help="a git directory (a clone of pallets/click)",
    )
    parser.add_argument("--changes", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", action="store_true", help="name one WRONG case per cell")
    parser.add_argument(
        "--dump-misses",
        metavar="DIR",
        help="write each case ours gets WRONG, refuses on a clean edit, or refuses where aider "
        "is exact, as JSON in DIR",
    )
    parser.add_argument("--no-aider", action="store_true")
    parser.add_argument("--no-speed", action="store_true")
    args = parser.parse_args()
    if args.repo is None:
        parser.error(
            "--repo is required: git clone https://github.com/pallets/click and pass its .git"
        )
    changes = git_changes(args.repo, args.changes)
    head = subprocess.run(
        ["git", f"--git-dir={args.repo}", "rev-parse", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    print(
        f"corpus: {len(changes)} changes to *.py files, newest commits of {args.repo} ({head[:12]})"
    )
    aider = None
    if not args.no_aider:
        try:
            aider = Aider()
            print(f"aider-chat {aider.version}")
        except ImportError as error:
            print(
                f"aider not importable ({error}); pip install --no-deps aider-chat=={AIDER_VERSION}"
            )
    if args.dump_misses:
        os.makedirs(args.dump_misses, exist_ok=True)
    run_table(changes, aider, args.seed, args.show, args.dump_misses)
    if not args.no_speed:
        speed(args.seed)


if __name__ == "__main__":
    main()
