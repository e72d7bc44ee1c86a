"""hunt103: fix-yaml85's state notes after a value on the same line, and inside a "run: |"
script: a trailing remark after a quoted value is skipped whole ('"'/"'" on the line), a
language the tables lack, a kind word the tables lack ("commandes").

Expected by hand: each remark says the other steps, services or commands are unchanged: the
block is a part of the file, not the whole file; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WF = ".github/workflows/ci.yml"
STEPS = (
    "name: CI\non: [push, pull_request]\njobs:\n"
    "  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
)
COMPOSE = "docker-compose.yml"


def _refused(path: str, body: str) -> None:
    result = parse_response(f"Here is the updated file:\n\n**{path}**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            COMPOSE,
            'services:\n  web:\n    image: "nginx:1.27"  # autres services inchangés\n',
            id="compose-double-quoted-french",
        ),
        pytest.param(
            COMPOSE,
            "services:\n  web:\n    image: 'nginx:1.27'  # restliche Dienste unverändert\n",
            id="compose-single-quoted-german",
        ),
        pytest.param(
            WF,
            STEPS + "      - run: 'ruff check .'  # autres étapes inchangées\n",
            id="workflow-quoted-run-french",
        ),
        pytest.param(
            WF,
            STEPS + '      - run: "ruff check ."  # and the other steps\n',
            id="workflow-quoted-run-and-the-other-steps",
        ),
    ],
)
def test_a_trailing_note_after_a_quoted_value_is_a_part(path: str, body: str) -> None:
    _refused(path, body)


@pytest.mark.parametrize(
    ("path", "body"),
    [
        pytest.param(
            WF, STEPS + "      - run: ruff check .  # pozostałe kroki bez zmian\n", id="polish"
        ),
        pytest.param(
            WF,
            STEPS + "      - run: |\n          pip install -e .\n"
            "          # pozostałe polecenia bez zmian\n          pytest\n",
            id="polish-in-run-script",
        ),
    ],
)
def test_a_trailing_or_script_note_in_a_language_the_tables_lack_is_a_part(
    path: str, body: str
) -> None:
    _refused(path, body)


def test_a_script_note_with_a_kind_word_the_tables_lack_is_a_part() -> None:
    _refused(
        WF,
        STEPS
        + "      - run: |\n          pip install -e .\n          # autres commandes inchangées\n",
    )


@pytest.mark.parametrize(
    "body",
    [
        pytest.param(STEPS + "      - run: ruff check .  # autres étapes inchangées\n", id="fr"),
        pytest.param(STEPS + "      - run: ruff check .  # 其余步骤保持不变\n", id="zh"),
        pytest.param(STEPS + "      - run: ruff check .  # rest unchanged\n", id="rest"),
    ],
)
def test_guard_trailing_notes_already_read_stay_parts(body: str) -> None:
    _refused(WF, body)
