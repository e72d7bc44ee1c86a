"""hunt86: fix-yaml55's colon rule (_COLON_STATE in placeholders._dominated: "# other commands:
unchanged" leaves commands out) against the other states and separators models write.

Expected by hand: a comment standing alone between two commands of a script (or of a workflow's
``run: |`` block) saying the other commands are as they were leaves commands out: an edit, not
usable; each of these words without the colon ("# other commands as they were") is refused."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

SH = "#!/bin/sh\nset -e\nnpm ci\n{note}\nnpm run build\n"
WORKFLOW = (
    "name: CI\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - run: |\n          npm ci\n          {note}\n          npm run build\n"
)


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            "build.sh", "sh", SH.format(note="# other commands: not shown"), id="not-shown"
        ),
        pytest.param(
            "build.sh", "sh", SH.format(note="# other commands: as they were"), id="as-they-were"
        ),
        pytest.param(
            "build.sh", "sh", SH.format(note="# other commands: kept as is"), id="kept-as-is"
        ),
        pytest.param(
            "build.sh",
            "sh",
            SH.format(note="# other commands: unchanged from before"),
            id="unchanged-from-before",
        ),
        pytest.param(
            "build.sh", "sh", SH.format(note="# other commands: same as above"), id="same-as-above"
        ),
        pytest.param(
            "build.sh", "sh", SH.format(note="# other commands: left as is"), id="left-as-is"
        ),
        pytest.param(
            "build.sh", "sh", SH.format(note="# other commands \u2014 unchanged"), id="em-dash"
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            "yaml",
            WORKFLOW.format(note="# other commands: no change needed"),
            id="run-block-no-change-needed",
        ),
    ],
)
def test_other_commands_then_a_colon_and_a_state_leaves_commands_out(
    path: str, lang: str, body: str
) -> None:
    result = parse_response(f"**{path}**\n```{lang}\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "note",
    ["# other commands: unchanged", "# other commands as they were"],
    ids=["listed-state", "no-colon"],
)
def test_guard_the_listed_forms_stay_refused(note: str) -> None:
    result = parse_response(f"**build.sh**\n```sh\n{SH.format(note=note)}```\n")
    assert not result.usable
