"""hunt96: fix-yaml70's trailing notes ("'commands' after a script's last command that passes
nothing through") against other words of the same trailing remark, in a shell script, a
workflow's last step and a `run: |` block.

Expected by hand: the remark after the last command or step says more of them were left out
("# rest of script unchanged", "# etc.", "# and the other steps", "# remaining commands
unchanged" at the end of a run block): an edit, not the whole file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
HEAD = (
    "name: CI\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n"
)
SCRIPT = "#!/bin/sh\nset -e\nnpm ci  "


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            WF, "yaml", HEAD + "      - run: pytest  # and the other steps\n", id="step-and-other"
        ),
        pytest.param(
            WF, "yaml", HEAD + "      - run: pytest  # + other steps\n", id="step-plus-other"
        ),
        pytest.param(
            "ci.sh", "sh", SCRIPT + "# rest of script unchanged\n", id="sh-rest-of-script"
        ),
        pytest.param("ci.sh", "sh", SCRIPT + "# other steps unchanged\n", id="sh-other-steps"),
        pytest.param("ci.sh", "sh", SCRIPT + "# etc.\n", id="sh-etc"),
        pytest.param("ci.sh", "sh", SCRIPT + "# and so on\n", id="sh-and-so-on"),
        pytest.param(
            WF,
            "yaml",
            HEAD + "      - run: |\n          npm ci\n"
            "          npm test  # rest of the script unchanged\n",
            id="run-block-rest-of-script",
        ),
        pytest.param(
            WF,
            "yaml",
            HEAD + "      - run: |\n          npm ci  # remaining commands unchanged\n"
            "      - run: echo done\n",
            id="run-block-remaining-commands",
        ),
    ],
)
def test_a_trailing_remark_of_left_out_commands_is_an_edit(path: str, lang: str, body: str) -> None:
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```{lang}\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
