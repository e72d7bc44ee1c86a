"""hunt108: a sentence BEFORE two files ties its note of a part to the second (last) file by its
position, in another language than English.

English "In the last file only `quote()` changes; the rest is unchanged." above app.py and
shlex.py refuses shlex.py (the guard). In French, German, Spanish, Russian, Chinese, Italian or
Polish the position word is not read: the sentence is read beside the block right after it,
app.py, which is refused (a false refusal), while shlex.py is accepted: with
``--allow-partial`` (docs/cli.md: a ``rejected_files`` answer's accepted files are written) it
is written whole; in Portuguese the answer is even usable.

Expected by hand: app.py is a whole new file; shlex.py is sent as ONE function of the real
stdlib module (``quote``): a part. shlex.py must be among neither the written nor the accepted
files.
"""

from __future__ import annotations

import pytest
from shlex_part import QUOTE_PART as _PART
from shlex_part import SHLEX_APP as _APP

from artifact_codec import parse_response


def _shlex_not_accepted(note: str) -> None:
    answer = (
        f"{note}\n\n`app.py`:\n\n```python\n{_APP}```\n\n`shlex.py`:\n\n```python\n{_PART}```\n"
    )
    result = parse_response(answer)
    accepted = [f.file_path for f in result.code.files]
    assert "shlex.py" not in accepted, (result.status, accepted, result.refused_paths)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param(
            "Dans le dernier fichier, seule `quote()` change ; le reste est inchangé.",
            id="fr-dernier",
        ),
        pytest.param(
            "Im letzten Block ändert sich nur `quote()`, der Rest bleibt gleich.", id="de-letzten"
        ),
        pytest.param(
            "En el segundo archivo solo cambia `quote()`; el resto queda igual.", id="es-segundo"
        ),
        pytest.param(
            "Во втором файле меняется только `quote()`, остальное без изменений.",  # noqa: RUF001
            id="ru-vo-vtorom",
        ),
        pytest.param("第二个文件只修改了 `quote()`，其余保持不变。", id="zh-di-er-ge"),  # noqa: RUF001
        pytest.param(
            "Nel secondo file cambia solo `quote()`; il resto rimane invariato.", id="it-secondo"
        ),
        pytest.param(
            "W drugim pliku zmienia się tylko `quote()`; reszta pozostaje bez zmian.",
            id="pl-drugim",
        ),
        pytest.param(
            "No segundo arquivo só muda `quote()`; o resto continua igual.", id="pt-segundo"
        ),
    ],
)
def test_position_word_before_the_files_in_another_language(note: str) -> None:
    """hunt108-posbefore."""
    _shlex_not_accepted(note)


def test_guard_english_position_word() -> None:
    _shlex_not_accepted("In the last file only `quote()` changes; the rest is unchanged.")
