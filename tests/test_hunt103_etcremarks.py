"""hunt103: fix-yaml85 reads a remark after a value that closes a list with "etc.", dots or
"and so on" as a note of items left out; in whole files such a remark gives examples of what
the value matches or holds (the tags a glob v* matches, the variables an env_file holds).

Expected by hand: the file is whole (its one job, its one service); usable, written exactly."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

RELEASE = (
    "name: Release\non:\n  push:\n    tags: [v*]%s\njobs:\n  release:\n"
    "    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
    "      - run: make release\n"
)
WF = ".github/workflows/release.yml"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(WF, RELEASE % "  # v1.0, v2.3, etc.", id="tag-glob-examples-etc"),
        pytest.param(WF, RELEASE % "  # v1.0, v2.3...", id="tag-glob-examples-dots"),
        pytest.param(WF, RELEASE % "  # v1.0, v1.1 and so on", id="tag-glob-examples-and-so-on"),
        pytest.param(
            "docker-compose.yml",
            "services:\n  web:\n    build: .\n"
            "    env_file: .env  # DATABASE_URL, SECRET_KEY, etc.\n",
            id="compose-env-file-holds-etc",
        ),
    ],
)
def test_a_remark_of_examples_closed_by_etc_keeps_the_file_whole(path: str, body: str) -> None:
    result = parse_response(f"Here is the complete file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]


def test_guard_an_own_line_remark_of_examples_stays_whole() -> None:
    body = RELEASE.replace(
        "    tags: [v*]%s\n", "    # tags like v1.0, v2.3, etc.\n    tags: [v*]\n"
    )
    result = parse_response(f"Here is the complete file:\n\n**{WF}**\n```yaml\n{body}```\n")
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [(WF, body)]
