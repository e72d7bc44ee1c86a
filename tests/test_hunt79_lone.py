"""hunt79: notes standing for one left-out service or document (fix-yaml43: "# celery worker
unchanged" closing services:, "# unchanged Service" as a document of its own) in the places and
spellings the fix did not list.

Expected by hand: the note stands where the service (the manifest) was, so the file is a part
of the model's file with that item left out (not usable)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_BETWEEN = """services:
  web:
    build: .
    ports:
      - "8000:8000"
  {note}
  db:
    image: postgres:16
"""

_CLOSING = """services:
  web:
    build: .
    ports:
      - "8000:8000"
  {note}
"""

_DEPLOYMENT = """apiVersion: apps/v1
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


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "docker-compose.yml",
            _BETWEEN.format(note="# celery worker unchanged"),
            id="between-services",
        ),
        pytest.param(
            "docker-compose.yml",
            _BETWEEN.format(note="# celery worker: unchanged"),
            id="between-services-colon",
        ),
        pytest.param(
            "docker-compose.yml",
            _CLOSING.format(note="# unchanged celery worker"),
            id="closing-state-first",
        ),
        pytest.param(
            "docker-compose.yml",
            _CLOSING.format(note="# celery worker \u2014 unchanged"),
            id="closing-em-dash",
        ),
        pytest.param(
            "docker-compose.yml",
            _CLOSING.format(note="# celery beat scheduler unchanged"),
            id="closing-three-words",
        ),
        pytest.param(
            "k8s/web.yaml", _DEPLOYMENT.format(note="# Service \u2014 unchanged"), id="k8s-em-dash"
        ),
    ],
)
def test_a_note_for_one_left_out_item_in_another_place_or_spelling_is_a_part(
    path: str, content: str
) -> None:
    # "# celery worker unchanged" closing services: and "# Service: unchanged" after "---" are
    # refused; between two services (where the worker was), state first, with an em dash or
    # three words the same note is written as a whole file.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
