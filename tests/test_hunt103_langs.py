"""hunt103: fix-yaml85's multilingual state tables against notes written in languages and
scripts the tables do not hold (Polish, Turkish, traditional Chinese, Vietnamese, Indonesian,
Ukrainian, Czech, Swedish), as models answer users who write in them.

Expected by hand: each comment says "the other jobs are unchanged" ("pozostałe zadania bez
zmian", "diğer işler değişmedi", "其餘工作保持不變", "các job khác giữ nguyên", "job lainnya tidak
berubah", "інші завдання без змін", "ostatní joby beze změny", "övriga jobb oförändrade"): the
block is a part of the workflow whose other jobs were left out, not the whole file; not
usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
HEAD = "name: CI\non: [push, pull_request]\njobs:\n"
LINT = (
    "  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: ruff check .\n"
)


def _answer(body: str) -> str:
    return f"Here is the updated file:\n\n**{WF}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("# pozostałe zadania bez zmian", id="polish"),
        pytest.param("# diğer işler değişmedi", id="turkish"),
        pytest.param("# 其餘工作保持不變", id="chinese-traditional"),
        pytest.param("# các job khác giữ nguyên", id="vietnamese"),
        pytest.param("# job lainnya tidak berubah", id="indonesian"),
        pytest.param("# інші завдання без змін", id="ukrainian"),
        pytest.param("# ostatní joby beze změny", id="czech"),
        pytest.param("# övriga jobb oförändrade", id="swedish"),
    ],
)
def test_a_note_of_other_jobs_in_a_language_the_tables_lack_is_a_part(note: str) -> None:
    result = parse_response(_answer(HEAD + LINT + "  " + note + "\n"))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("# autres jobs inchangés", id="french"),
        pytest.param("# остальные сервисы без изменений", id="russian"),
        pytest.param("# altri job invariati", id="italian"),
    ],
)
def test_guard_notes_in_the_tables_stay_parts(note: str) -> None:
    result = parse_response(_answer(HEAD + LINT + "  " + note + "\n"))
    assert not result.usable
