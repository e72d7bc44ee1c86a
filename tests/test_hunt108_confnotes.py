"""hunt108: a config file's placeholder comment for the left-out services or jobs, in a
language the note table of issue 20 lacks, or naming the left-out items with a state word of a
table language.

The English notes refuse (the guards): "# db, redis: unchanged", "# lint and deploy unchanged".
fix-words94 reads "# autres services inchangés" (others + kind + state), but a list of the
left-out names with a French, German, Russian or Japanese state, and the notes of languages the
table lacks, are not read.

Expected by hand: docker-compose.yml (or ci.yml) is sent with ONE service (job) and a comment
standing for the others the project has: a part; writing it whole deletes db and redis (lint
and deploy). Not usable.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from meant import refused


def _compose(comment: str) -> str:
    return (
        "`docker-compose.yml`:\n\n```yaml\nservices:\n  web:\n    image: nginx:1.25\n"
        f'    ports:\n      - "80:80"\n  {comment}\n```\n'
    )


def _workflow(comment: str) -> str:
    return (
        "`.github/workflows/ci.yml`:\n\n```yaml\nname: CI\non: [push]\njobs:\n  test:\n"
        "    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
        f"      - run: make test\n  {comment}\n```\n"
    )


def _refused(answer: str) -> None:
    refused(answer)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# restul serviciilor neschimbate", id="ro"),
        pytest.param("# οι υπόλοιπες υπηρεσίες αμετάβλητες", id="el"),  # noqa: RUF001
        pytest.param("# बाकी सेवाएँ अपरिवर्तित", id="hi"),
        pytest.param("# muut palvelut ennallaan", id="fi"),
        pytest.param("# øvrige tjenester uændrede", id="da"),
        pytest.param("# egyéb szolgáltatások változatlanok", id="hu"),
        pytest.param("# بقية الخدمات دون تغيير", id="ar"),
        pytest.param("# ostal'nye servisy bez izmenenij", id="ru-translit"),
    ],
)
def test_other_services_unchanged_in_a_language_the_table_lacks(comment: str) -> None:
    """hunt108-conflangs."""
    _refused(_compose(comment))


@pytest.mark.parametrize(
    ("shape", "comment"),
    [
        pytest.param(_compose, "# db, redis: inchangés", id="compose-fr-colon"),
        pytest.param(_compose, "# db et redis inchangés", id="compose-fr-et"),
        pytest.param(_compose, "# db und redis unverändert", id="compose-de-und"),
        pytest.param(_compose, "# db, redis — без изменений", id="compose-ru-dash"),
        pytest.param(_workflow, "# lint, deploy: inchangés", id="workflow-fr-colon"),
        pytest.param(_workflow, "# lint/deploy sin cambios", id="workflow-es-slash"),
        pytest.param(_workflow, "# lint и deploy без изменений", id="workflow-ru-i"),
        pytest.param(_workflow, "# lint、deploy は変更なし", id="workflow-ja"),
    ],
)
def test_left_out_names_with_a_foreign_state(shape: Callable[[str], str], comment: str) -> None:
    """hunt108-confnames: the comment lists the left-out items by name, then a state word."""
    _refused(shape(comment))


@pytest.mark.parametrize(
    ("shape", "comment"),
    [
        pytest.param(_compose, "# db, redis: unchanged", id="compose-en"),
        pytest.param(_compose, "# db y redis sin cambios", id="compose-es-y"),
        pytest.param(_compose, "# autres services inchangés", id="compose-fr-autres"),
        pytest.param(_workflow, "# lint and deploy as before", id="workflow-en"),
        pytest.param(_workflow, "# autres jobs inchangés", id="workflow-fr-autres"),
    ],
)
def test_guard_refused(shape: Callable[[str], str], comment: str) -> None:
    _refused(shape(comment))
