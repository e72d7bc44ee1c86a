"""Scripts the answer's own files define, run after the end marker: ``npm run build``, ``make``,
``tox``, ``just``, ``nox`` read from the package.json, Makefile, tox.ini, justfile or noxfile.py
the answer writes (the body says whether the script rewrites files, not its name), by their
name when the answer does not define them.

The cases are in ``tests/data/shell_project_scripts.json``: the files written, the command, and
whether it may rewrite a written file (with why, said by hand, not taken from the code)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.ingest.conventions import shell
from artifact_codec.ingest.conventions.shell import Project, effect, split_line

CASES = json.loads(
    (Path(__file__).parent / "data" / "shell_project_scripts.json").read_text(encoding="utf-8")
)


def document(files: dict[str, str], after: str) -> str:
    """A document in our format as a model writes it, then ``after`` below its end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n\n" + after


@pytest.mark.parametrize("case", CASES, ids=[c["why"] for c in CASES])
def test_a_script_is_read_from_the_answers_own_file(case: dict[str, object]) -> None:
    files = case["files"]
    assert isinstance(files, dict)
    result = parse_response(document(files, f"```bash\n{case['command']}\n```\n"))
    assert result.code is not None
    assert {f.file_path for f in result.code.files} == set(files)
    changed = [d for d in result.diagnostics if d.code == "changed-after"]
    if case["rewrites"]:
        assert not result.usable, result.diagnostics
        assert changed
        assert str(case["command"]).split()[0] in changed[0].message
    else:
        assert result.usable, (result.status, result.diagnostics)
        assert not changed


def _effect(files: dict[str, str], command: str) -> shell.Effect:
    split = split_line(command)
    assert split is not None
    return effect(split[0][0], project=Project(files))


def test_the_diagnostic_names_the_script_and_its_file() -> None:
    package = json.dumps({"scripts": {"build": "prettier --write . && tsc"}})
    result = parse_response(
        document({"package.json": package, "a.js": "x = 1\n"}, "```bash\nnpm run build\n```\n")
    )
    messages = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert messages
    assert "'build' script of package.json" in messages[0]


def test_the_same_script_is_read_by_its_name_without_the_file() -> None:
    # the project's package.json not written by the answer (it may exist on disk, unknown):
    # the name decides, both ways
    assert _effect({}, "npm run build").work_tree is False
    assert _effect({}, "npm run format").work_tree is True
    assert _effect({"package.json": '{"scripts": {"format": "prettier -c ."}}'}, "npm run format")
    assert not _effect(
        {"package.json": '{"scripts": {"format": "prettier -c ."}}'}, "npm run format"
    ).work_tree


def test_a_package_json_that_is_not_json_is_read_by_the_name() -> None:
    assert _effect({"package.json": "{ not json"}, "npm run format").work_tree
    assert not _effect({"package.json": "{ not json"}, "npm run build").work_tree


def test_a_script_in_the_folder_the_shell_changed_to() -> None:
    package = json.dumps({"scripts": {"build": "prettier --write ."}})
    files = {"web/package.json": package, "web/a.js": "x = 1\n", "b.py": "y = 1\n"}
    result = parse_response(document(files, "```bash\ncd web\nnpm run build\n```\n"))
    assert not result.usable
    result = parse_response(document(files, "```bash\nnpm run build\n```\n"))
    assert result.usable, result.diagnostics


def test_each_script_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # a diamond: each script runs the next twice; read naively, 2**7 bodies
    scripts = {f"s{n}": f"npm run s{n + 1} && npm run s{n + 1}" for n in range(7)}
    scripts["s7"] = "tsc"
    files = {"package.json": json.dumps({"scripts": scripts})}
    calls = []
    real = shell._run_bodies

    def counting(*args: object, **kwargs: object) -> shell.Effect:
        calls.append(args[1])
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(shell, "_run_bodies", counting)
    done = _effect(files, "npm run s0")
    assert not done.work_tree
    assert len(calls) == 8


def test_scripts_nested_too_deep_may_change_any_file() -> None:
    scripts = {f"s{n}": f"npm run s{n + 1}" for n in range(20)}
    scripts["s20"] = "tsc"
    done = _effect({"package.json": json.dumps({"scripts": scripts})}, "npm run s0")
    assert done.work_tree
    shallow = {f"s{n}": f"npm run s{n + 1}" for n in range(4)} | {"s4": "tsc"}
    assert not _effect({"package.json": json.dumps({"scripts": shallow})}, "npm run s0").work_tree


def test_many_scripts_cost_linear_time() -> None:
    def make(n: int) -> str:
        scripts = {"all": " && ".join(f"npm run a{i}" for i in range(n))}
        scripts |= {f"a{i}": f"npm run b{i % 7} && tsc" for i in range(n)}
        scripts |= {f"b{i}": "npm run c && npm run c" for i in range(7)}
        scripts["c"] = "eslint ."
        targets = "\n".join(f"t{i}: t{i + 1}\n\techo {i}" for i in range(n))
        files = {
            "package.json": json.dumps({"scripts": scripts}),
            "Makefile": targets + f"\nt{n}:\n\ttsc\n",
            "a.js": "x = 1\n",
        }
        return document(files, "```bash\nnpm run all\nmake t0\n```\n")

    assert_linear(make, parse_response, 60)
