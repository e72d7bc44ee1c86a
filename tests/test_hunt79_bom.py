"""hunt79: the compose and workflow references yaml_parts reads (fix-yaml43 added the long volume
syntax and extends as a flow mapping) in a file opening with a byte-order mark or split by lone
CRs (YAML 1.2 reads both: a BOM is no content, a CR is a line break).

Expected by hand: the same file as with LF and no BOM, whose reference names an item it does not
define, is a part with that item left out (not usable). Pre-existing at 68df3761."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_LONG_VOLUME = """services:
  db:
    image: postgres:16
    volumes:
      - type: volume
        source: pgdata
        target: /var/lib/postgresql/data
volumes:
  cache:
"""

_EXTENDS_FLOW = """services:
  base:
    image: python:3.12
  web:
    extends: {service: app-base}
    command: gunicorn app:app
"""

_DEPENDS = """services:
  web:
    image: nginx
    depends_on:
      - db
"""

_NEEDS = """name: CI
on: push
jobs:
  deploy:
    needs: test
    runs-on: ubuntu-latest
    steps:
      - run: make deploy
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("docker-compose.yml", "\ufeff" + _LONG_VOLUME, id="bom-long-volume"),
        pytest.param("docker-compose.yml", "\ufeff" + _EXTENDS_FLOW, id="bom-extends-flow"),
        pytest.param("docker-compose.yml", "\ufeff" + _DEPENDS, id="bom-depends-on"),
        pytest.param("docker-compose.yml", _LONG_VOLUME.replace("\n", "\r"), id="cr-long-volume"),
        pytest.param(".github/workflows/ci.yml", _NEEDS.replace("\n", "\r"), id="cr-needs"),
    ],
)
def test_a_dangling_reference_behind_a_bom_or_lone_crs_is_a_part(path: str, content: str) -> None:
    # Without the BOM and with LF each of these is refused (the reference names no item of
    # the file); the BOM glues to the first key ("\ufeffservices") and lone CRs make one line.
    result = parse_response(native_answer(path, content.rstrip("\n\r")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
