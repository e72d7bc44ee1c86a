"""fix-conv19: npm, yarn, pnpm and bun run from a folder without a package.json walk up to
the nearest one above and run its scripts in its folder; the files the scripts name are
read from there."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(files: dict[str, str], command: str) -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n```bash\n" + command + "\n```\n"


def _files(script: str, where: str = "") -> dict[str, str]:
    manifest = json.dumps({"name": "r", "scripts": {"clean": script}}, indent=2) + "\n"
    return {where + "package.json": manifest, "web/src/main.js": "1;\n", "main.js": "2;\n"}


@pytest.mark.parametrize(
    "command",
    ["cd web/src && npm run clean", "cd web/src && pnpm run clean", "cd web && bun run clean"],
)
def test_a_script_of_the_manifest_two_folders_up_runs_there(command: str) -> None:
    # clean removes the root's main.js (not web/src/main.js): read from the root
    result = parse_response(_ours(_files("rm main.js"), command))
    assert not result.usable, result.status
    assert any("main.js" in d.message for d in result.diagnostics)


def test_the_nearest_manifest_is_the_one_run() -> None:
    # web/package.json's clean only echoes; the root's would remove main.js
    files = _files("echo clean", "web/")
    files["package.json"] = json.dumps({"name": "r", "scripts": {"clean": "rm main.js"}})
    result = parse_response(_ours(files, "cd web/src && npm run clean"))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])


def test_a_script_above_that_changes_nothing_stays_usable() -> None:
    result = parse_response(_ours(_files("echo clean"), "cd web && npm run clean"))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
