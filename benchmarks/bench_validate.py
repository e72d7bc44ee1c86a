"""Wall time of ``artifact-codec validate`` over a folder of logged responses.

Targets:

- 10 000 responses of about 50 KB validate in well under a minute on 2 cores;
- on 2,400-3,000 responses ``--jobs 2`` is at least 1.5x faster than ``--jobs 1``
  (wall time, an idle 2-core machine), and the command's own work per response, its start-up
  aside, is at most 1.2x a Python loop that calls ``parse_response`` on the same files.

The responses are built from the ``.py`` files of the running interpreter's standard library:
each is a document of about 50 KB written by ``dumps``, and a share of them is damaged the way
models damage answers (prose and an outer fence around it, no end marker with the last file cut,
CRLF line ends, lower-case field names), so that the lenient path is measured too, not only the
strict fast path.

Each command runs as a subprocess, ``--repeat`` times, the commands in turn (so that they share
the machine's noise): ``validate --json --jobs 1``, ``--jobs 2``, the Python loop, and both
``validate`` and the loop on one response only (their start-up). Wall times are medians; the
ratios are medians of the ratios of the same round (paired). The work per response is measured
in CPU seconds (user + system of the finished child, from ``getrusage``), which a busy machine
disturbs less than wall time; the loop's start-up (importing the library) is taken off the loop,
the command's start-up (the same, plus click) off the command. The load average is printed: on
a machine shared with other work, ``--jobs 2`` competes with it and its ratio says little.

Run from the repository root::

    python benchmarks/bench_validate.py                # 2,400 responses, 5 rounds
    python benchmarks/bench_validate.py --count 10000  # the first target's size
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from artifact_codec import GeneratedCode, GeneratedFile, dumps

TARGET_BYTES = 50_000
TARGET_JOBS_SPEEDUP = 1.5
TARGET_OVERHEAD = 1.2

#: The yardstick: what a user's own loop over the folder costs.
LOOP = """
import sys
from pathlib import Path
from artifact_codec import parse_response
for path in sorted(Path(sys.argv[1]).iterdir()):
    parse_response(path.read_bytes(), source=str(path))
"""


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


def _validate(folder: Path, jobs: int, *, as_json: bool = True) -> list[str]:
    command = [sys.executable, "-m", "artifact_codec", "validate", "--jobs", str(jobs), str(folder)]
    return [*command, "--json"] if as_json else command


def _run(command: list[str]) -> tuple[float, float, str, float | None]:
    """Wall seconds, CPU seconds (user + system of the child and its workers), standard output,
    and the CPU seconds of the child alone (its workers' aside; None where ``/proc`` cannot
    tell: read from the finished child's ``/proc/<pid>/stat`` before it is reaped)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=errors)
        assert process.stdout is not None
        out = process.stdout.read().decode()
        own = _own_cpu(process.pid)
        returncode = process.wait()
        wall = time.perf_counter() - start
        errors.seek(0)
        stderr = errors.read().decode(errors="replace")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if returncode not in (0, 1):
        raise SystemExit(f"{command[3:5]} failed ({returncode}): {stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out, own


def _own_cpu(pid: int) -> float | None:
    """The user + system seconds of process ``pid`` alone, once it has ended (not reaped)."""
    if not hasattr(os, "waitid"):
        return None
    os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT)
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    # After the name: state is field 3 of proc(5); utime and stime are fields 14 and 15.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=2400, help="how many responses")
    parser.add_argument("--repeat", type=int, default=5, help="rounds of every command")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        folder, single = Path(tmp) / "all", Path(tmp) / "one"
        folder.mkdir()
        single.mkdir()
        built = time.perf_counter()
        total = 0
        for number, document in enumerate(_documents(args.count)):
            data = document.encode("utf-8")
            total += len(data)
            (folder / f"response-{number:05d}.txt").write_bytes(data)
            if number == 0:
                (single / "response-00000.txt").write_bytes(data)
        print(
            f"{args.count} responses, {total / 1e6:.1f} MB in all, average "
            f"{total / args.count / 1e3:.1f} KB; built in {time.perf_counter() - built:.1f} s; "
            f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}"
        )
        commands = {
            "validate --jobs 1": _validate(folder, 1),
            "validate --jobs 2": _validate(folder, 2),
            "Python loop": [sys.executable, "-c", LOOP, str(folder)],
            "validate, 1 response": _validate(single, 1),
            "Python loop, 1 response": [sys.executable, "-c", LOOP, str(single)],
            "validate, text": _validate(folder, 1, as_json=False),
            "validate, text, 1 response": _validate(single, 1, as_json=False),
        }
        _run(commands["validate --jobs 1"])  # warm the file cache
        walls: dict[str, list[float]] = {name: [] for name in commands}
        cpus: dict[str, list[float]] = {name: [] for name in commands}
        parent_cpus: list[float] = []  # --jobs 2: the command's own process, its workers aside
        outputs: dict[str, str] = {}
        for _ in range(args.repeat):
            for name, command in commands.items():
                wall, cpu, out, own = _run(command)
                walls[name].append(wall)
                cpus[name].append(cpu)
                outputs[name] = out
                if name == "validate --jobs 2" and own is not None:
                    parent_cpus.append(own)
        if outputs["validate --jobs 1"] != outputs["validate --jobs 2"]:
            raise SystemExit("--jobs 2 printed something else than --jobs 1")
        summary = json.loads(outputs["validate --jobs 1"].strip().splitlines()[-1])
        statuses = {k: v for k, v in summary["by_status"].items() if v}
        print(f"counts: {statuses}")
        print(f"{'command':<26}{'wall s':>9}{'cpu s':>9}{'responses/s':>13}")
        for name in commands:
            wall = statistics.median(walls[name])
            count = 1 if "1 response" in name else args.count
            print(
                f"{name:<26}{wall:>9.2f}{statistics.median(cpus[name]):>9.2f}{count / wall:>13.0f}"
            )
        speedup = statistics.median(
            a / b
            for a, b in zip(walls["validate --jobs 1"], walls["validate --jobs 2"], strict=True)
        )

        def overhead(command: str, start_up: str) -> float:
            """CPU per response of ``command`` over the loop's, start-ups taken off."""
            return statistics.median(
                (cli - cli_start) / (loop - loop_start)
                for cli, cli_start, loop, loop_start in zip(
                    cpus[command],
                    cpus[start_up],
                    cpus["Python loop"],
                    cpus["Python loop, 1 response"],
                    strict=True,
                )
            )

        load = os.getloadavg()[0]
        print(f"load average at the end {load:.2f} ({os.cpu_count()} CPUs)")
        print(
            f"target: --jobs 2 >= {TARGET_JOBS_SPEEDUP}x faster than --jobs 1 (wall, paired) -> "
            f"{speedup:.2f}x {'PASS' if speedup >= TARGET_JOBS_SPEEDUP else 'MISS'}"
        )
        if parent_cpus:
            # What two processors can make of --jobs 2 at most: the start-up (imports) comes
            # before the workers exist; the rest could at best be shared by the two.
            parent = statistics.median(parent_cpus)
            both = statistics.median(cpus["validate --jobs 2"])
            serial = statistics.median(cpus["validate, 1 response"])
            bound = statistics.median(cpus["validate --jobs 1"]) / (serial + (both - serial) / 2)
            print(
                f"--jobs 2: the command's own process {parent:.2f} s CPU of {both:.2f} s (a "
                f"start-up alone {serial:.2f} s); with its start-up the only part in series, two "
                f"idle processors would make it {bound:.2f}x faster than --jobs 1 at most "
                "(no target)"
            )
        for command, start_up, label in (
            ("validate --jobs 1", "validate, 1 response", "--json"),
            ("validate, text", "validate, text, 1 response", "text"),
        ):
            ratio = overhead(command, start_up)
            print(
                f"target: validate's CPU per response ({label}), start-up aside, <= "
                f"{TARGET_OVERHEAD}x the Python loop's -> {ratio:.2f}x "
                f"{'PASS' if ratio <= TARGET_OVERHEAD else 'MISS'}"
            )
        if args.count >= 10_000:
            fastest = min(statistics.median(walls[n]) for n in ("validate --jobs 2",))
            verdict = "PASS" if fastest < 60 else "MISS"
            print(
                f"target: {args.count} responses in well under 60 s with all CPUs -> "
                f"{fastest:.1f} s {verdict}"
            )


if __name__ == "__main__":
    main()
