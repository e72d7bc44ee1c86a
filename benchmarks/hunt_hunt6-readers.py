"""Hunt 6 on the lenient reader: the command-effect allow-list, tool-call names and arguments,
Claude artifacts and label notes, counted.

    python benchmarks/hunt_hunt6-readers.py [--count 200] [--seed 6]

Real files (the pool of ``benchmarks/hunt_hunt3-readers.py``: the standard library corpus of
``tests/renderings.py`` and small files of ``/usr/lib/node_modules``, ``/usr/share``) rendered
as models write them. Each class renders either an ORDINARY answer (``meant`` = the files; a
non-usable result is a false refusal, ``refused``) or an answer the model did NOT mean as these
whole files (``meant`` empty; a usable result is ``WRONG``):

- ``after-run`` (ordinary): our format, then run instructions seen in real answers that do not
  touch the written files (a backup copy, ``uv run``, a download, ``git stash list``...).
- ``after-writes`` (not whole): our format, then a command that writes the first file through
  a form the allow-list reads as harmless (``>&``, curl ``-D``/``-c``/``--trace``,
  ``/usr/bin/time -o``, ``npx -c``, ``docker cp``, ``aws s3 cp``, ``jupyter ... --inplace``).
- ``heredoc-writes`` (not whole): the same commands after heredocs.
- ``calls-changed`` (not whole): ``write_file`` calls, then a call that changes the first file
  (a shell tool under another name, an argv list, a ``cwd``, a reading-prefix name).
- ``calls-run`` (ordinary): ``write_file`` calls, then a ``bash`` call running the project.
- ``artifact-note`` (not whole): Claude artifacts whose title carries a partial note.
- ``artifact-renamed`` (not whole as two files): an artifact, then the same identifier under
  a new title (an update): the model meant the second only.
- ``artifact-plain`` (ordinary): Claude artifacts titled with their paths.
- ``echo-redirect`` (meant = what the shell leaves): heredocs, then an ``echo`` whose stdout
  the shell sends elsewhere than the file (``> f >&2``, ``> f > /dev/null``, ``2> f``: the
  file is empty) or only after a condition (``false && echo x > f``: no file).
- ``call-path-note`` (not whole): a ``write_file`` call whose path carries a partial note or a
  rename arrow.
- ``md-tilde`` (not in the project): a Markdown label naming ``~/path``.
- ``heredoc-check`` (ordinary): heredocs, then a check or run of the first file
  (``[ -f p ] && echo ok``, ``[[ -s p ]]``, ``uv run p``, ``python p``, ``wc -l p``).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings

from artifact_codec import parse_response

_HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("hunt3", _HERE / "hunt_hunt3-readers.py")
assert _spec is not None
assert _spec.loader is not None
hunt3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hunt3)

Files = list[tuple[str, str]]

_RUNS = (
    "cp {p} {p}.bak",
    "uv run {p}",
    "wget https://example.com/data.csv",
    "git stash list",
    "npx prisma generate",
    "cargo clippy",
    "scp {p} user@host:/srv/",
    "pipenv run python {p}",
    "git clean -n",
    "python {p}",
    "pytest",
    "npm install",
)
_WRITES = (
    "ls >& {p}",
    "curl -c {p} https://example.com",
    "curl --trace {p} https://example.com",
    "/usr/bin/time -o {p} ls",
    "npx -c 'rm {p}'",
    "docker cp web:/app/{p} {p}",
    "aws s3 cp s3://bucket/{p} {p}",
    "jupyter nbconvert --to notebook --inplace {p}",
)
_LATER_CALLS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("run_shell", {"command": "rm {p}"}),
    ("shell_exec", {"command": "rm {p}"}),
    ("execute_command", {"command": ["rm", "{p}"]}),
    ("bash", {"script": "rm {p}"}),
    ("bash", {"command": "rm ../{p}", "cwd": "sub"}),
    ("bash", {"command": "ls >& {p}"}),
    ("checkout_file", {"path": "{p}"}),
    ("list_and_delete", {"path": "{p}"}),
)
_RUN_CALLS = ("python {p}", "pytest -q", "ls -la", "cat {p}", "npm test")
_NOTES = ("(excerpt)", "- only the changed function", "(part 1 of 2)", "(tail)")


def _format(value: Any, path: str) -> Any:
    if isinstance(value, str):
        return value.replace("{p}", path)
    if isinstance(value, list):
        return [_format(v, path) for v in value]
    return value


def _call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "arguments": json.dumps(arguments)}}


def _writes(files: Files) -> list[dict[str, Any]]:
    return [_call("write_file", {"path": p, "content": c}) for p, c in files]


def _artifact(title: str, content: str, identifier: str) -> str:
    return (
        f'<antArtifact identifier="{identifier}" type="application/vnd.ant.code" '
        f'title="{title}">\n{content}</antArtifact>\n'
    )


def after_run(files: Files, rng: random.Random) -> tuple[str, Files]:
    command = rng.choice(_RUNS).format(p=files[0][0])
    return hunt3._doc(files) + "\nRun:\n\n```bash\n" + command + "\n```\n", files


def after_writes(files: Files, rng: random.Random) -> tuple[str, Files]:
    command = rng.choice(_WRITES).format(p=files[0][0])
    return hunt3._doc(files) + "\nThen:\n\n```bash\n" + command + "\n```\n", []


def heredoc_writes(files: Files, rng: random.Random) -> tuple[str, Files]:
    lines = []
    for path, content in files:
        tag = "EOF"
        while any(line == tag for line in content.split("\n")):
            tag += "_"
        lines.append(f"mkdir -p {Path(path).parent}\ncat > {path} <<'{tag}'\n{content}{tag}")
    lines.append(rng.choice(_WRITES).format(p=files[0][0]))
    return "```bash\n" + "\n".join(lines) + "\n```\n", []


def calls_changed(files: Files, rng: random.Random) -> tuple[str, Files]:
    name, arguments = rng.choice(_LATER_CALLS)
    path = files[0][0]
    if "cwd" in arguments:
        arguments = {**arguments, "cwd": str(Path(path).parent / "sub")}
        path = Path(path).name
    later = _call(name, {k: _format(v, path) for k, v in arguments.items()})
    return json.dumps({"tool_calls": [*_writes(files), later]}), []


def calls_run(files: Files, rng: random.Random) -> tuple[str, Files]:
    command = rng.choice(_RUN_CALLS).format(p=files[0][0])
    calls = [*_writes(files), _call("bash", {"command": command})]
    return json.dumps({"tool_calls": calls}), files


def artifact_note(files: Files, rng: random.Random) -> tuple[str, Files]:
    path, content = files[0]
    return _artifact(f"{path} {rng.choice(_NOTES)}", content, "a0"), []


def artifact_renamed(files: Files, rng: random.Random) -> tuple[str, Files]:
    path, content = files[0]
    renamed = str(Path(path).with_name("renamed_" + Path(path).name))
    text = _artifact(path, content, "a0") + "\nRenamed:\n\n" + _artifact(renamed, content, "a0")
    return text, [(renamed, content)]


def artifact_plain(files: Files, rng: random.Random) -> tuple[str, Files]:
    text = "".join(_artifact(p, c, f"a{i}") + "\n" for i, (p, c) in enumerate(files))
    return text, files


#: An echo after the heredocs, with the files the shell leaves ({p}: a new notes file).
_ECHOES: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("echo x > {p} >&2", (("{p}", ""),)),
    ("echo x > {p} > /dev/null", (("{p}", ""),)),
    ("echo x 2> {p}", (("{p}", ""),)),
    ("false && echo x > {p}", ()),
    ("echo x 1> {p} 1> other.txt", (("{p}", ""), ("other.txt", "x\n"))),
)
_CALL_NOTES = ("(excerpt)", "(part 1 of 2)", "- only f()", "# new function", "(from old.py)")


def echo_redirect(files: Files, rng: random.Random) -> tuple[str, Files]:
    script = heredoc_writes(files, rng)[0]
    lines = script.split("\n")[:-3]  # without the command heredoc_writes appended, the fence
    notes = "notes_" + Path(files[0][0]).stem + ".txt"
    echo, left = rng.choice(_ECHOES)
    meant = [*files, *((p.format(p=notes), c) for p, c in left)]
    return "\n".join([*lines, echo.format(p=notes)]) + "\n```\n", meant


def call_path_note(files: Files, rng: random.Random) -> tuple[str, Files]:
    path, content = files[0]
    if rng.random() < 0.2:
        decorated = f"old_{Path(path).name} -> {path}"
    else:
        decorated = f"{path} {rng.choice(_CALL_NOTES)}"
    calls = [_call("write_file", {"path": decorated, "content": content})]
    return json.dumps({"tool_calls": calls}), []


def md_tilde(files: Files, rng: random.Random) -> tuple[str, Files]:
    path, content = files[0]
    label = rng.choice(("`~/{p}`", "### ~/{p}", "**~/{p}**")).format(p=path)
    return f"{label}\n{hunt3._fence(content, hunt3._lang(path))}", []


_CHECKS = ("[ -f {p} ] && echo ok", "[[ -s {p} ]] || echo empty", "uv run {p}", "python {p}")
_CHECKS += ("wc -l {p}",)


def heredoc_check(files: Files, rng: random.Random) -> tuple[str, Files]:
    script = heredoc_writes(files, rng)[0]
    lines = script.split("\n")[:-3]
    check = rng.choice(_CHECKS).format(p=files[0][0])
    return "\n".join([*lines, check]) + "\n```\n", files


CLASSES: dict[str, Callable[[Files, random.Random], tuple[str, Files]]] = {
    "after-run": after_run,
    "after-writes": after_writes,
    "heredoc-writes": heredoc_writes,
    "calls-changed": calls_changed,
    "calls-run": calls_run,
    "artifact-note": artifact_note,
    "artifact-renamed": artifact_renamed,
    "artifact-plain": artifact_plain,
    "echo-redirect": echo_redirect,
    "call-path-note": call_path_note,
    "md-tilde": md_tilde,
    "heredoc-check": heredoc_check,
}


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--count", type=int, default=200, help="renderings per class")
    options.add_argument("--seed", type=int, default=6)
    args = options.parse_args()
    rng = random.Random(args.seed)
    pool = [(f.name, f.content) for f in renderings.corpus() if len(f.content) < 20000]
    pool += hunt3._extra_files(rng)
    print(f"pool: {len(pool)} real files")
    for name, render in CLASSES.items():
        counts: Counter[str] = Counter()
        codes: Counter[str] = Counter()
        crng = random.Random(f"{args.seed}-{name}")
        for _ in range(args.count):
            files = hunt3._pick(pool, crng, crng.randint(1, 3))
            text, meant = render(files, crng)
            result = parse_response(text, finish_reason="stop")
            verdict = str(hunt3._judge(result, meant))
            counts[verdict] += 1
            if verdict != "exact":
                errors = sorted({d.code for d in result.diagnostics if d.severity.value == "error"})
                codes[f"{verdict}:{','.join(errors) or result.status.value}"] += 1
        print(
            f"{name:16} tried {args.count:5}  exact {counts['exact']:5}"
            f"  refused {counts['refused']:5}  WRONG {counts['WRONG']:5}"
            f"  {dict(codes.most_common(4))}"
        )


if __name__ == "__main__":
    main()
