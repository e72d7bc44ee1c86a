"""hunt86: fix-yaml55 made "commands" after code on its line the line's data ("return argv  #
other commands unchanged"); but after a command that passes nothing through, at the end of the
script or of a ``run: |`` block with nothing under it, "remaining commands" / "the rest of the
commands" can only be the commands left out.

Expected by hand: the script (the workflow) leaves its later commands out: an edit, not usable.
So at 68df3761 too (usable there as well)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _script(note: str) -> str:
    return f"#!/bin/sh\nset -e\nnpm ci  {note}\n"


def _workflow(note: str) -> str:
    return (
        "name: CI\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n"
        f"      - run: |\n          npm ci  {note}\n"
    )


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            "build.sh", "sh", _script("# remaining commands unchanged"), id="sh-remaining"
        ),
        pytest.param(
            "build.sh", "sh", _script("# rest of the commands unchanged"), id="sh-rest-of-the"
        ),
        pytest.param("build.sh", "sh", _script("# remaining commands omitted"), id="sh-omitted"),
        pytest.param(
            ".github/workflows/ci.yml",
            "yaml",
            _workflow("# remaining commands unchanged"),
            id="run-block-remaining",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            "yaml",
            _workflow("# rest of the commands unchanged"),
            id="run-block-rest-of-the",
        ),
    ],
)
def test_remaining_commands_after_the_last_command_are_left_out(
    path: str, lang: str, body: str
) -> None:
    result = parse_response(f"**{path}**\n```{lang}\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_other_commands_after_a_line_passing_commands_through_is_data() -> None:
    body = (
        '#!/bin/sh\ncase "$1" in\n  build) npm run build ;;\n'
        '  *) exec "$@" ;;  # other commands unchanged\nesac\n'
    )
    result = parse_response(f"**entry.sh**\n```sh\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("entry.sh", body)]
