"""hunt96: fix-yaml70's YAML notes (lone-item, trailing, bracketed) against notes written in
another language than English, as models answer users who write in it.

Expected by hand: the comment says the other jobs or services of the file were left out
("autres jobs inchangés" = other jobs unchanged, "andere Dienste unverändert" = other services
unchanged, ...): the block is a part of the file, not the whole file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
HEAD = "name: CI\non: [push, pull_request]\njobs:\n"
LINT = (
    "  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: ruff check .\n"
)
TEST = (
    "  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: pytest\n"
)
COMPOSE = "docker-compose.yml"
WEB = 'services:\n  web:\n    build: .\n    ports:\n      - "8000:8000"\n'


def _answer(lead: str, path: str, body: str) -> str:
    return f"{lead}\n\n**{path}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    ("lead", "path", "body"),
    [
        pytest.param(
            "Flux de travail mis à jour :",
            WF,
            HEAD + LINT + "  # autres jobs inchangés\n",
            id="french-trailing-jobs",
        ),
        pytest.param(
            "Flux mis à jour :",
            WF,
            HEAD + LINT + "  # autres jobs inchangés\n" + TEST,
            id="french-between-jobs",
        ),
        pytest.param(
            "Aktualisierter Workflow:",
            WF,
            HEAD + LINT + "  # restliche Jobs unverändert\n",
            id="german-trailing-jobs",
        ),
        pytest.param(
            "Aktualisierte Datei:",
            COMPOSE,
            WEB + "  # andere Dienste unverändert\n",
            id="german-compose-services",
        ),
        pytest.param(
            "Archivo actualizado:",
            COMPOSE,
            WEB + "  # resto de servicios sin cambios\n",
            id="spanish-compose-services",
        ),
        pytest.param(
            "Arquivo atualizado:",
            COMPOSE,
            WEB + "  # demais serviços inalterados\n",
            id="portuguese-compose-services",
        ),
        pytest.param(
            "Обновлённый файл:",
            COMPOSE,
            WEB + "  # остальные сервисы без изменений\n",
            id="russian-compose-services",
        ),
        pytest.param(
            "更新したワークフロー:",
            WF,
            HEAD + LINT + "  # 他のジョブは変更なし\n",
            id="japanese-trailing-jobs",
        ),
    ],
)
def test_a_note_of_left_out_items_in_another_language_is_a_part(
    lead: str, path: str, body: str
) -> None:
    result = parse_response(_answer(lead, path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("# other services unchanged", id="english"),
        pytest.param("# 其他服务保持不变", id="chinese"),
    ],
)
def test_guard_notes_already_read_stay_parts(note: str) -> None:
    result = parse_response(_answer("Updated file:", COMPOSE, WEB + "  " + note + "\n"))
    assert not result.usable


def test_guard_a_whole_compose_file_with_a_french_comment_stays_whole() -> None:
    body = (
        "services:\n  web:\n    build: .\n    # port exposé pour le développement local\n"
        '    ports:\n      - "8000:8000"\n  db:\n    image: postgres:16\n'
    )
    result = parse_response(_answer("Fichier complet :", COMPOSE, body))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(COMPOSE, body)]
