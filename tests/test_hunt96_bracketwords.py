"""hunt96: fix-yaml70's bracketed-others note (brackets around other/more/remaining/existing/
additional/further and a plural noun, in every file kind) against other words models put in the
brackets for the items they leave out.

Expected by hand: the bracketed comment stands alone where items were (between two steps, or
between the top and the last instruction of a Dockerfile) and says what was left out there
("plus other steps", "your build steps", "lint, build, etc.", "the usual setup"): an edit, not
the whole file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
HEAD = (
    "name: CI\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n"
)
DOCKER_HEAD = "FROM python:3.12-slim\nWORKDIR /app\n"
DOCKER_TAIL = 'CMD ["python", "app.py"]\n'


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            WF, "yaml", HEAD + "      # (plus other steps)\n      - run: pytest\n", id="plus-other"
        ),
        pytest.param(
            WF, "yaml", HEAD + "      # (your build steps)\n      - run: pytest\n", id="your-steps"
        ),
        pytest.param(
            WF, "yaml", HEAD + "      # (lint, build, etc.)\n      - run: pytest\n", id="etc-list"
        ),
        pytest.param(
            WF,
            "yaml",
            HEAD + "      # (install, cache...)\n      - run: pytest\n",
            id="dotted-list",
        ),
        pytest.param(WF, "yaml", HEAD + "      # (more)\n      - run: pytest\n", id="more-alone"),
        pytest.param(
            "Dockerfile",
            "dockerfile",
            DOCKER_HEAD + "# (rest of the Dockerfile)\n" + DOCKER_TAIL,
            id="docker-rest-of",
        ),
        pytest.param(
            "Dockerfile",
            "dockerfile",
            DOCKER_HEAD + "# (the usual setup)\n" + DOCKER_TAIL,
            id="docker-usual-setup",
        ),
    ],
)
def test_a_bracketed_note_of_left_out_items_is_an_edit(path: str, lang: str, body: str) -> None:
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```{lang}\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
