"""hunt96: fix-yaml70's Compose named volumes "in every layout" against layouts still not read:
a top-level `volumes:` written as a flow mapping, and mounts reached through an anchor (an
x- list aliased as a service's volumes, a merge key bringing volumes in).

Expected by hand: the service mounts pgdata, which the file's top-level volumes: (present)
does not declare: Compose refuses the file (undefined volume); the declaration was in the part
left out; not usable. Guards: mounts that are paths, binds, tmpfs, external volumes stay
whole."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

COMPOSE = "docker-compose.yml"
DB = "services:\n  db:\n    image: postgres:16\n    volumes:\n"
MOUNT = "      - pgdata:/var/lib/postgresql/data\n"


def _answer(body: str, lead: str = "Here is the updated file:") -> str:
    return f"{lead}\n\n**{COMPOSE}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(DB + MOUNT + "volumes: {cache: {}}\n", id="top-level-flow-mapping"),
        pytest.param(
            "x-vols: &vols\n  - pgdata:/var/lib/postgresql/data\nservices:\n  db:\n"
            "    image: postgres:16\n    volumes: *vols\nvolumes:\n  cache:\n",
            id="aliased-mount-list",
        ),
        pytest.param(
            "x-db: &db\n  volumes:\n    - pgdata:/var/lib/postgresql/data\nservices:\n  db:\n"
            "    <<: *db\n    image: postgres:16\nvolumes:\n  cache:\n",
            id="merge-key-mounts",
        ),
    ],
)
def test_an_undeclared_named_volume_in_another_layout_is_a_part(body: str) -> None:
    result = parse_response(_answer(body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(DB + MOUNT + "      - ~/data:/data\nvolumes:\n  pgdata:\n", id="home-path"),
        pytest.param(
            DB + MOUNT + "      - ${DATA_DIR:-./data}:/data\nvolumes:\n  pgdata:\n",
            id="variable-path",
        ),
        pytest.param(
            DB + MOUNT + "      - type: tmpfs\n        target: /tmp\nvolumes:\n  pgdata:\n",
            id="tmpfs",
        ),
        pytest.param(
            "services:\n  db:\n    image: postgres:16\n    volumes: [{type: bind, source: ./conf,"
            " target: /etc/conf}, {type: volume, source: pgdata, target: /d}]\n"
            "volumes:\n  pgdata:\n",
            id="flow-list-bind-and-volume",
        ),
        pytest.param(
            DB + MOUNT + "volumes:\n  pgdata:\n    external: true\n    name: prod_pgdata\n",
            id="external",
        ),
        pytest.param(
            DB + MOUNT + "volumes:\n  pgdata:\n    driver: local\n    driver_opts:\n"
            "      type: none\n      o: bind\n      device: /srv/pg\n",
            id="driver-opts",
        ),
    ],
)
def test_guard_whole_compose_files_with_mounts_stay_whole(body: str) -> None:
    result = parse_response(_answer(body, "Here is the complete file:"))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(COMPOSE, body)]
