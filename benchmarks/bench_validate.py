"""Wall time of ``artifact-codec validate`` over a folder of logged responses.

Target: 10 000 responses of about 50 KB validate in well under a minute on 2 cores.

The responses are built from the ``.py`` files of the running interpreter's standard library:
each is a document of about 50 KB written by ``dumps``, and a share of them is damaged the way
models damage answers (prose and an outer fence around it, no end marker with the last file cut,
CRLF line ends, lower-case field names), so that the lenient path is measured too, not only the
strict fast path. The command line is run as a subprocess, once with ``--jobs 1`` and once with
``--jobs 0`` (one worker per CPU), and the counts it prints are checked.

Run from the repository root::

    python benchmarks/bench_validate.py              # 10 000 responses
    python benchmarks/bench_validate.py --count 500  # a quick run
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from artifact_codec import GeneratedCode, GeneratedFile, dumps

TARGET_BYTES = 50_000


def _stdlib_files() -> list[tuple[str, str]]:
    root = Path(os.__file__).parent
    files = []
    for path in sorted(root.glob("*.py")):
        try:
            files.append((path.name, path.read_bytes().decode("utf-8")))
        except UnicodeDecodeError:
            continue
    return files


def _documents(count: int) -> list[str]:
    files = _stdlib_files()
    documents: list[str] = []
    index = 0
    while len(documents) < count:
        chosen: list[GeneratedFile] = []
        size = 0
        while size < TARGET_BYTES:
            name, text = files[index % len(files)]
            index += 1
            text = text[: TARGET_BYTES - size + 2000]
            chosen.append(GeneratedFile(file_path=f"pkg{len(chosen)}/{name}", content=text))
            size += len(text)
        document = dumps(GeneratedCode(task_id=f"T-{len(documents)}", files=chosen))
        kind = len(documents) % 5
        if kind == 1:
            document = f"Sure! Here are the files:\n\n```\n{document}```\n\nAnything else?\n"
        elif kind == 2:
            document = document[: len(document) * 3 // 4]  # cut off
        elif kind == 3:
            document = document.replace("\n", "\r\n")
        elif kind == 4:
            document = document.replace("\nPATH: ", "\npath: ")
        documents.append(document)
    return documents


def _run(folder: Path, jobs: int) -> tuple[float, dict[str, object]]:
    command = [
        sys.executable,
        "-m",
        "artifact_codec",
        "validate",
        "--json",
        "--jobs",
        str(jobs),
        str(folder),
    ]
    start = time.perf_counter()
    completed = subprocess.run(command, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    if completed.returncode not in (0, 1):
        raise SystemExit(f"validate failed ({completed.returncode}): {completed.stderr}")
    summary = json.loads(completed.stdout.strip().splitlines()[-1])
    return elapsed, summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=10_000, help="how many responses")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        built = time.perf_counter()
        total = 0
        for number, document in enumerate(_documents(args.count)):
            data = document.encode("utf-8")
            total += len(data)
            (folder / f"response-{number:05d}.txt").write_bytes(data)
        print(
            f"{args.count} responses, {total / 1e6:.1f} MB in all, average "
            f"{total / args.count / 1e3:.1f} KB; built in {time.perf_counter() - built:.1f} s"
        )
        print(f"{'jobs':<10}{'seconds':>10}{'responses/s':>14}{'MB/s':>10}  counts")
        for jobs in (1, 0):
            elapsed, summary = _run(folder, jobs)
            label = f"{jobs}" if jobs else f"0 ({os.cpu_count()} CPUs)"
            statuses = {k: v for k, v in summary["by_status"].items() if v}  # type: ignore[attr-defined]
            print(
                f"{label:<10}{elapsed:>10.2f}{args.count / elapsed:>14.0f}"
                f"{total / 1e6 / elapsed:>10.1f}  {statuses}"
            )
        verdict = "PASS" if elapsed < 60 else "MISS"
        print(
            f"target: {args.count} responses in well under 60 s with all CPUs -> "
            f"{elapsed:.1f} s {verdict}"
        )


if __name__ == "__main__":
    main()
