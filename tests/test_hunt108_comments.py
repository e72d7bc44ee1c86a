"""hunt108: a placeholder comment inside the code, or the block's first comment, saying the
rest of shlex.py is left out, in wordings the note table of issue 20 does not read.

Expected by hand: shlex.py is sent as its docstring, two imports, a comment standing for the
left-out code (the shlex class, split()...) and ``quote``; or as ``quote`` under a first
comment saying the rest is kept. Either way a part: writing it whole deletes the rest of the
real module. Not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_PART as _PART
from shlex_part import SHLEX_HEAD as _HEAD


def _refused(answer: str) -> None:
    refused(answer)


def _middle(comment: str) -> str:
    return f"`shlex.py`:\n\n```python\n{_HEAD}{comment}\n\n{_PART}```\n"


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# ... बाकी कोड अपरिवर्तित ...", id="hi"),
        pytest.param("# ... restul codului neschimbat ...", id="ro"),
        pytest.param("# ... ο υπόλοιπος κώδικας αμετάβλητος ...", id="el"),  # noqa: RUF001
        pytest.param("# ... muu koodi ennallaan ...", id="fi"),
        pytest.param("# ... resten af koden uændret ...", id="da"),
        pytest.param("# ... kodun geri kalanı aynı ...", id="tr-geri-kalani"),  # noqa: RUF001
        pytest.param("# （中略）", id="ja-chuuryaku"),  # noqa: RUF001
        pytest.param("# ... ostal'noj kod bez izmenenij ...", id="ru-translit"),
    ],
)
def test_placeholder_comment_in_a_language_the_table_lacks(comment: str) -> None:
    """hunt108-midlangs: the left-out code stands as one comment in a language or word the
    table lacks (中略 is the Japanese "middle omitted")."""
    _refused(_middle(comment))


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# le reste de la classe shlex est inchangé", id="fr"),
        pytest.param("# (le reste de la classe shlex est inchangé)", id="fr-brackets"),
        pytest.param("# Rest der Klasse shlex unverändert", id="de"),
        pytest.param("# resto de la clase shlex sin cambios", id="es"),
        pytest.param("# tout le reste inchangé", id="fr-tout"),
    ],
)
def test_placeholder_comment_naming_the_class(comment: str) -> None:
    """hunt108-midname: the placeholder names what it stands for after its subject word (the
    class ``shlex``) or says "all the rest"; English "# the rest of the class shlex is
    unchanged" refuses."""
    _refused(_middle(comment))


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# seule quote() change ; le reste de shlex.py est inchangé", id="fr"),
        pytest.param("# der Rest von shlex.py bleibt unverändert", id="de"),
        pytest.param("# restul fișierului neschimbat", id="ro"),
        pytest.param("# ostal'noe bez izmenenij", id="ru-translit"),
    ],
)
def test_first_comment_saying_the_rest_is_kept(comment: str) -> None:
    """hunt108-topcomment: the block's first comment (fix-prose95 reads it as prose) names the
    file by its path, or is in a language the table lacks."""
    _refused(f"`shlex.py`:\n\n```python\n{comment}\n{_PART}```\n")


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# the rest of the class shlex is unchanged", id="en-middle"),
        pytest.param("# ... restlicher Code unverändert ...", id="de-middle"),
        pytest.param("# ... 其余代码保持不变 ...", id="zh-middle"),
    ],
)
def test_guard_refused(comment: str) -> None:
    _refused(_middle(comment))
