"""hunt79: the compose references of fix-yaml43 (yaml_parts: extends as a flow mapping, a
long-syntax volume mount) against compose files as people and models write them.

Expected by hand: a whole compose file whose every mount names a declared volume (or a name
Compose interpolates from the environment) is usable and exact; one mounting a named volume its
top-level volumes: does not declare left that declaration out (not usable)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_LONG_MOUNT = """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: example
    volumes:
      - type: volume
        source: {source}
        target: /var/lib/postgresql/data
volumes:
  pgdata:
"""


@pytest.mark.parametrize(
    "source",
    ["${PG_VOLUME:-pgdata}", "${COMPOSE_PROJECT_NAME}_pgdata", "$PGVOLUME", "&pg pgdata"],
    ids=["interpolated-default", "interpolated-prefix", "bare-variable", "anchored"],
)
def test_a_long_syntax_source_compose_interpolates_keeps_the_file(source: str) -> None:
    # The short form "${PG_VOLUME:-pgdata}:/var/lib/..." is kept (no name to check); the long
    # form's source is taken as a volume name as written, so the variable (or the anchor
    # before pgdata) reads as an undeclared volume.
    content = _LONG_MOUNT.format(source=source)
    result = parse_response(native_answer("docker-compose.yml", content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("docker-compose.yml", content)
    ]


_UNDECLARED = """services:
  db:
    image: postgres:16
    volumes:{mounts}
volumes:
  cache:
"""


@pytest.mark.parametrize(
    "mounts",
    [
        " [{type: volume, source: pgdata, target: /var/lib/postgresql/data}]",
        "\n      -\n        type: volume\n        source: pgdata\n"
        "        target: /var/lib/postgresql/data",
        "\n      - &pgmount\n        type: volume\n        source: pgdata\n"
        "        target: /var/lib/postgresql/data",
    ],
    ids=["flow-list-of-mappings", "dash-alone", "anchored-item"],
)
def test_a_long_syntax_mount_of_an_undeclared_volume_in_another_layout_dangles(
    mounts: str,
) -> None:
    # Same mount as "- type: volume / source: pgdata" (refused): pgdata is not under the
    # top-level volumes: (only cache is), the answer left its declaration out.
    content = _UNDECLARED.format(mounts=mounts)
    result = parse_response(native_answer("docker-compose.yml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_EXTENDS_NEXT_LINE = """services:
  base:
    image: python:3.12
  web:
    extends:
      { service: app-base }
    command: gunicorn app:app
"""


def test_an_extends_flow_mapping_on_the_line_below_its_key_dangles() -> None:
    # "extends: {service: app-base}" on the key's line is refused (app-base is no service of
    # the file); the same flow mapping on the line below the key is written as a whole file.
    content = _EXTENDS_NEXT_LINE
    result = parse_response(native_answer("docker-compose.yml", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
