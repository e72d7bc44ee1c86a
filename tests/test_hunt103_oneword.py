"""hunt103: fix-yaml85's state notes with one more word than its tables hold: a verb of
staying ("bleiben", "restent", "quedan"), a pointer to the original. The tables read "# autres
jobs inchangés" but any other word makes the comment the file's own.

Expected by hand: each comment says the other jobs or services of the file stay as they were
("die anderen Jobs bleiben gleich" = the other jobs stay the same, "les autres jobs restent
identiques", "los demás servicios quedan igual", "other jobs from the original file"): the
block is a part of the file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
HEAD = "name: CI\non: [push, pull_request]\njobs:\n"
LINT = (
    "  lint:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - run: ruff check .\n"
)
COMPOSE = "docker-compose.yml"
WEB = 'services:\n  web:\n    build: .\n    ports:\n      - "8000:8000"\n'


def _answer(path: str, body: str) -> str:
    return f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            WF, HEAD + LINT + "  # die anderen Jobs bleiben gleich\n", id="german-bleiben-gleich"
        ),
        pytest.param(
            WF, HEAD + LINT + "  # les autres jobs restent identiques\n", id="french-restent"
        ),
        pytest.param(
            COMPOSE, WEB + "  # los demás servicios quedan igual\n", id="spanish-quedan-igual"
        ),
        pytest.param(
            WF, HEAD + LINT + "  # other jobs from the original file\n", id="from-the-original"
        ),
        pytest.param(
            COMPOSE, WEB + "  # restliche Dienste bleiben unverändert\n", id="german-bleiben"
        ),
        pytest.param(
            COMPOSE, WEB + "  # os demais serviços continuam iguais\n", id="portuguese-continuam"
        ),
    ],
)
def test_a_state_note_with_one_more_word_is_a_part(path: str, body: str) -> None:
    result = parse_response(_answer(path, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("# other jobs kept", id="kept"),
        pytest.param("# other jobs stay the same", id="stay-the-same"),
        pytest.param("# the other jobs don't change", id="dont-change"),
        pytest.param("# other jobs go here", id="go-here"),
        pytest.param("# remaining jobs were not changed", id="were-not-changed"),
    ],
)
def test_guard_english_state_verbs_stay_parts(note: str) -> None:
    result = parse_response(_answer(WF, HEAD + LINT + "  " + note + "\n"))
    assert not result.usable
