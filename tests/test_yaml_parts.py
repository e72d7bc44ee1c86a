"""A workflow or Compose file whose own references dangle is a part of a file (yaml_parts).

A job's ``needs:`` must name jobs of the file's ``jobs:``, a service's ``depends_on:``,
``links:``, ``volumes_from:``, ``extends: service:`` services of its ``services:``, and a
named volume must be under ``volumes:`` when the file has that key: a name that is not is an
item the answer left out. Expected by hand: the whole files below are usable as written; the
parts are refused (status edit_blocks), the diagnostic naming the reference and its line."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import Status, parse_response

_WORKFLOW = """name: CI
on:
  push:
    branches: [main]
env: &env
  PYTHON: "3.11"
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: make lint
  test:
    needs: lint
    runs-on: ubuntu-latest
    env:
      <<: *env
      deploy: no
    steps:
      - name: deploy
        run: |
          echo "needs: release"
          make test
  build:
    needs: [lint, test]
    runs-on: ubuntu-latest
    steps:
      - run: make
  release:
    needs:
      - build
      - test  # the tests pass first
    if: github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    steps:
      - run: make release
"""

_COMPOSE = """version: "3.9"
x-common: &common
  restart: unless-stopped
services:
  web:
    <<: *common
    build: .
    depends_on:
      db:
        condition: service_healthy
      cache:
        condition: service_started
    links:
      - "db:database"
    volumes:
      - ./src:/app/src
      - static:/app/static
      - /var/run/docker.sock:/var/run/docker.sock:ro
  worker:
    extends:
      service: web
    volumes_from:
      - web:ro
      - container:sidecar
    depends_on: [db]
  base:
    extends:
      file: common.yml
      service: shared
  db:
    image: postgres:16
    volumes:
      - data:/var/lib/postgresql/data
  cache:
    image: redis:7
volumes:
  data:
  static: {}
"""

# (fix-ci139) with no top-level volumes: key a service mounts bind mounts only: a named volume
# there ("pgdata:/var/...") is one the file does not declare (Compose: "Named volume ... is used
# in service db but no declaration was found in the volumes section"), refused as a part
_COMPOSE_NO_VOLUMES_KEY = """services:
  db:
    image: postgres:16
    volumes:
      - ./pgdata:/var/lib/postgresql/data
"""

# Notes on items the mapping does hold: remarks, not notes for items left out.
_NOTE_ON_KEYS = _WORKFLOW.replace("  build:\n", "  # lint and test jobs unchanged\n  build:\n")
_COMPOSE_NOTE_ON_KEYS = _COMPOSE.replace("\n  db:\n", "\n  # db and cache unchanged\n  db:\n")


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(".github/workflows/ci.yml", _WORKFLOW, id="workflow"),
        pytest.param("ci.yml", _WORKFLOW, id="workflow-anywhere"),
        pytest.param("docker-compose.yml", _COMPOSE, id="compose"),
        pytest.param("compose.yaml", _COMPOSE_NO_VOLUMES_KEY, id="compose-no-volumes-key"),
        pytest.param("ci.yml", _NOTE_ON_KEYS, id="note-on-its-jobs"),
        pytest.param("docker-compose.yml", _COMPOSE_NOTE_ON_KEYS, id="note-on-its-services"),
        # not a workflow or Compose file: no rule ("needs" of some other tool)
        pytest.param("config.yml", "jobs:\n  a:\n    needs: [b]\n", id="no-on-key"),
        pytest.param("services.yml", "services:\n  a:\n    depends_on: [b]\n", id="not-compose"),
        # an overlay merged with the base file by -f, or a file including others: their
        # services may be defined elsewhere
        pytest.param(
            "docker-compose.override.yml",
            "services:\n  web:\n    depends_on: [db]\n",
            id="compose-overlay",
        ),
        pytest.param(
            "compose.yaml",
            "include:\n  - db.yaml\nservices:\n  web:\n    depends_on: [db]\n",
            id="compose-include",
        ),
        # a flow list over lines, every name in it a job of the file
        pytest.param(
            "ci.yml",
            "on: push\njobs:\n  b:\n    runs-on: x\n  c:\n    runs-on: x\n"
            "  a:\n    needs: [b,\n      c]\n    runs-on: x\n",
            id="flow-over-lines",
        ),
        # a flow list never closed: the reader does not follow it, no decision
        pytest.param("ci.yml", "on: push\njobs:\n  a:\n    needs: [b,\n      c\n", id="unread"),
    ],
)
def test_a_whole_workflow_or_compose_file_is_usable(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content", "said"),
    [
        pytest.param(
            "ci.yml",
            _WORKFLOW.replace("  lint:\n", "  style:\n"),
            "job test needs lint (line 14)",
            id="needs-scalar",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _WORKFLOW.replace("  test:\n    needs: lint\n", "  tests:\n    needs: lint\n"),
            "job build needs test (line 25)",
            id="needs-flow-list",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _WORKFLOW.replace("  build:\n", "  compile:\n"),
            "job release needs build (line 31)",
            id="needs-block-list",
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE.replace("\n  cache:\n", "\n  redis:\n"),
            "service web names cache in depends_on (line 11)",
            id="depends-on-mapping",
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE.replace("  db:\n    image", "  postgres:\n    image"),
            "service web names db in depends_on (line 9)",
            id="depends-on-list",
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE.replace("      db:\n        condition: service_healthy\n", "")
            .replace("[db]", "[cache]")
            .replace("  db:\n    image", "  pg:\n    image"),
            "service web names db in links (line 12)",
            id="links",
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE.replace("      service: web\n", "      service: app\n"),
            "service worker names app in extends (line 21)",
            id="extends",
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE.replace("      - web:ro\n", "      - api:ro\n"),
            "service worker names api in volumes_from (line 23)",
            id="volumes-from",
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE.replace("  static: {}\n", ""),
            "service web mounts volume static (line 17)",
            id="named-volume",
        ),
    ],
)
def test_a_reference_the_file_does_not_define_refuses_it(
    path: str, content: str, said: str
) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable
    assert result.status is Status.EDIT_BLOCKS
    messages = [d.message for d in result.diagnostics if d.code == "elided-code"]
    assert len(messages) == 1, messages
    assert said in messages[0]
    assert messages[0].startswith(path + ": ")
    assert "Send the complete file" in messages[0]
    kind = (
        "jobs" if said.startswith("job ") else "volumes" if "mounts volume" in said else "services"
    )
    assert f"a part of {path} whose other {kind} were left out" in messages[0]


def test_allow_elisions_keeps_the_part_with_a_warning() -> None:
    content = "on: push\njobs:\n  release:\n    needs: [test]\n    runs-on: ubuntu-latest\n"
    result = parse_response(native_answer("ci.yml", content.rstrip("\n")), allow_elisions=True)
    assert result.usable
    assert result.status is Status.RECOVERED
    assert [(f.file_path, f.content) for f in result.code.files] == [("ci.yml", content)]
    assert any(
        d.code == "placeholder" and "job release needs test (line 4)" in d.message
        for d in result.diagnostics
    )


# A note among a list of steps: the steps are known by their names. A comment line inside a
# block scalar ("run: |") is the script's text, no note of the YAML file.
_STEPS = (
    "on: push\njobs:\n  a:\n    steps:\n{}      # lint and test steps unchanged\n"
    "      - name: deploy\n        run: make deploy\n"
)
_NAMED_STEPS = (
    "      - name: lint\n        run: make lint\n      - name: test\n        run: make test\n"
)
_IN_SCALAR = (
    "on: push\njobs:\n  a:\n    steps:\n      - run: |\n          make\n"
    "          # build and test unchanged\n          make x\n"
)


@pytest.mark.parametrize(
    ("content", "usable"),
    [
        pytest.param(_STEPS.format(_NAMED_STEPS), True, id="steps-it-names"),
        pytest.param(_STEPS.format("      - name: build\n        run: make\n"), False, id="lost"),
        pytest.param(_IN_SCALAR, True, id="in-a-block-scalar"),
    ],
)
def test_a_note_among_steps(content: str, usable: bool) -> None:
    result = parse_response(native_answer("ci.yml", content.rstrip("\n")))
    assert result.usable is usable, (result.status, [d.message for d in result.diagnostics])
    if usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("ci.yml", content)]


# A note over a key that opens a block is on that block's keys when they are its names.
_SETTINGS = "# host and port unchanged\nserver:\n  host: 0.0.0.0\n  port: 8080\ndebug: false\n"


def test_a_note_over_the_block_holding_its_names_keeps_the_file() -> None:
    result = parse_response(native_answer("config.yaml", _SETTINGS.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("config.yaml", _SETTINGS)]


def test_a_note_over_a_block_without_its_names_is_refused() -> None:
    content = _SETTINGS.replace("  host: 0.0.0.0\n  port: 8080\n", "  workers: 4\n")
    result = parse_response(native_answer("config.yaml", content.rstrip("\n")))
    assert result.status is Status.EDIT_BLOCKS, [d.message for d in result.diagnostics]
