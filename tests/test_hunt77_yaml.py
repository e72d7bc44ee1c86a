"""hunt77: YAML notes (fix-hunt74-40) against placeholders as models write them.

Expected by hand from what the model meant: a comment standing where left-out steps go is a part
of a file (refused as left-out code); a whole file is usable as written."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_STEPS_AROUND = """name: CI
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      {note}
      - run: make
"""


@pytest.mark.parametrize(
    "note",
    ["# <other steps>", "# (other steps)", "# <existing steps>"],
    ids=["angle", "round", "angle-existing"],
)
def test_a_bracketed_other_items_note_between_steps_is_a_part(note: str) -> None:
    # The note stands between two steps: the other steps go there. _YAML_OTHERS reads a
    # bracketed "other steps" with no state only when it closes its mapping (_last_in_mapping).
    content = _STEPS_AROUND.format(note=note)
    result = parse_response(native_answer(".github/workflows/ci.yml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_EXTENDS_FLOW = """services:
  web:
    extends: {service: base}
    image: nginx
"""

_VOLUME_LONG_SYNTAX = """services:
  db:
    image: postgres
    volumes:
      - type: volume
        source: pgdata
        target: /var/lib/postgresql/data
volumes:
  cache:
"""


@pytest.mark.parametrize(
    "content",
    [_EXTENDS_FLOW, _VOLUME_LONG_SYNTAX],
    ids=["extends-flow-mapping", "volume-long-syntax"],
)
def test_a_compose_reference_in_its_other_written_form_dangles_too(content: str) -> None:
    # yaml_parts reads "extends: service: base" and "- pgdata:/var/..." (short form); the same
    # references written as a flow mapping / the long volume syntax name a service (a volume)
    # the file does not hold: docker compose refuses the file, the answer left it out.
    result = parse_response(native_answer("docker-compose.yml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_MOUNT_REMARK = """services:
  web:
    image: nginx:alpine
    volumes:
      - ./nginx.conf:/etc/nginx/nginx.conf:ro
      - ./certs:/etc/nginx/certs:ro   # {remark}
"""


@pytest.mark.parametrize(
    "remark",
    ["certs and keys unchanged", "certificates and keys as before"],
    ids=["certs-and-keys", "certificates-and-keys"],
)
def test_a_remark_on_a_mounted_directory_naming_its_files_keeps_the_file(remark: str) -> None:
    # The remark speaks of the mounted files (TLS certificates and keys), not of items of the
    # YAML: "keys" is read as _YAML_KINDS' kind word, so "certs" becomes a left-out key.
    # ("config and certs unchanged", "cert and key unchanged" are kept.)
    content = _MOUNT_REMARK.format(remark=remark)
    result = parse_response(native_answer("docker-compose.yml", content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("docker-compose.yml", content)
    ]


_DEPLOYMENT_THEN_NOTE = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  replicas: 2
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: web
          image: nginx:1.25
---
{note}
"""

_COMPOSE_THEN_NOTE = """services:
  web:
    build: .
    ports:
      - "8000:8000"
  {note}
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "k8s/web.yaml",
            _DEPLOYMENT_THEN_NOTE.format(note="# Service manifest unchanged"),
            id="k8s-manifest-singular",
        ),
        pytest.param(
            "k8s/web.yaml",
            _DEPLOYMENT_THEN_NOTE.format(note="# unchanged Service"),
            id="k8s-state-first-no-kind",
        ),
        pytest.param(
            "docker-compose.yml",
            _COMPOSE_THEN_NOTE.format(note="# celery worker unchanged"),
            id="compose-two-word-service",
        ),
    ],
)
def test_a_note_standing_for_a_left_out_document_or_service_is_a_part(
    path: str, content: str
) -> None:
    # A document of only a comment after "---" is where the Service's manifest went ("# Service
    # unchanged", "# Service: unchanged" are refused; the singular "manifest" is no kind word);
    # the last item of services: "# celery worker unchanged" stands for the worker service
    # ("# worker unchanged" is refused).
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_RUN_REMARK = """name: CI
on: push
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: {run}
"""


@pytest.mark.parametrize(
    "run",
    [
        "pip install -r requirements.txt  # bumped requests; numpy and pandas unchanged",
        "cargo build  # features: default; serde and tokio unchanged",
    ],
    ids=["pip-packages", "cargo-crates"],
)
def test_a_remark_in_clauses_on_a_commands_packages_keeps_the_workflow(run: str) -> None:
    # The clauses speak of the packages the command installs (the model bumped one), not of
    # jobs or steps: with no clause ("# numpy and pandas unchanged") the same remark is kept.
    content = _RUN_REMARK.format(run=run)
    result = parse_response(native_answer(".github/workflows/ci.yml", content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        (".github/workflows/ci.yml", content)
    ]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            ".github/workflows/ci.yml",
            _RUN_REMARK.format(
                run="|\n          npm ci\n          # other commands unchanged\n          npm test"
            ),
            id="workflow-run-block",
        ),
        pytest.param(
            "ci.sh",
            "#!/bin/sh\nset -e\nnpm ci\n# other commands unchanged\nnpm test\n",
            id="shell-script",
        ),
    ],
)
def test_other_commands_unchanged_between_commands_is_a_part(path: str, content: str) -> None:
    # The line stands between two commands for the ones left out ("# rest of the script
    # unchanged" and "# ... existing commands ..." there are refused).
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
