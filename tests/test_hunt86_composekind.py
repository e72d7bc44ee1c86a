"""hunt86: fix-yaml55's _KIND_MODIFIES over a Compose file: the kind noun as models spell it
for Compose ("docker-compose", "the Compose file's", "docker-compose.yml") before a part noun.

Expected by hand: the block is one service's mapping (db:), not the whole docker-compose.yml:
not usable ("just the updated compose service:" is refused, the guard)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

SERVICE = "db:\n  image: postgres:16\n  environment:\n    POSTGRES_PASSWORD: example\n"


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Here is just the updated docker-compose service:", id="docker-compose"),
        pytest.param("Here is just the updated Compose file's db service:", id="file-possessive"),
        pytest.param("Here is just the updated docker-compose.yml service:", id="file-name"),
        pytest.param("Here is just the updated compose service for Postgres:", id="for-postgres"),
        pytest.param("Here is just the updated compose `db` service:", id="backquoted-service"),
    ],
)
def test_one_compose_service_under_a_kind_noun_spelling_is_a_part(lead: str) -> None:
    result = parse_response(f"{lead}\n\n**docker-compose.yml**\n```yaml\n{SERVICE}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_just_the_updated_compose_service_is_a_part() -> None:
    lead = "Here is just the updated compose service:"
    result = parse_response(f"{lead}\n\n**docker-compose.yml**\n```yaml\n{SERVICE}```\n")
    assert not result.usable
