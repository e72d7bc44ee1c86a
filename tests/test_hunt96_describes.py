"""hunt96: fix-yaml70's lone-item notes "between two items of the mapping" (two or three words
and a state, the state first, an em dash) against a remark that describes, in other words than
its key, the item right under it (a service by its role, a job by what it does).

Expected by hand: the item the words describe is right under the comment ("# message broker
unchanged" over `rabbitmq:`, "# docs build — unchanged" over `sphinx:`): the file is whole;
usable and exact (a judgment call; every one was usable at 0a3051ca)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

COMPOSE = "docker-compose.yml"
WF = ".github/workflows/ci.yml"


def _compose(note: str, service: str) -> str:
    return (
        "services:\n  web:\n    build: .\n  "
        + note
        + "\n"
        + service
        + "  cache:\n    image: redis:7\n"
    )


def _workflow(note: str, job: str) -> str:
    return (
        "name: CI\non: push\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - run: ruff check .\n  "
        + note
        + "\n  "
        + job
        + ":\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ok\n"
    )


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            COMPOSE,
            _compose("# message broker unchanged", "  rabbitmq:\n    image: rabbitmq:3\n"),
            id="message-broker",
        ),
        pytest.param(
            COMPOSE,
            _compose("# primary database unchanged", "  db:\n    image: mysql:8\n"),
            id="primary-database",
        ),
        pytest.param(
            COMPOSE,
            _compose("# unchanged message broker", "  rabbitmq:\n    image: rabbitmq:3\n"),
            id="state-first",
        ),
        pytest.param(
            COMPOSE,
            _compose("# reverse proxy \u2014 unchanged", "  nginx:\n    image: nginx:1.27\n"),
            id="em-dash",
        ),
        pytest.param(
            COMPOSE,
            _compose("# search engine unchanged", "  es:\n    image: elasticsearch:8.14.0\n"),
            id="search-engine",
        ),
        pytest.param(WF, _workflow("# docs build \u2014 unchanged", "sphinx"), id="docs-build"),
        pytest.param(
            WF, _workflow("# release pipeline unchanged", "publish"), id="release-pipeline"
        ),
        pytest.param(WF, _workflow("# unchanged type checking", "mypy"), id="type-checking"),
    ],
)
def test_a_remark_describing_the_item_under_it_keeps_the_file(path: str, body: str) -> None:
    result = parse_response(f"Here is the complete file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
