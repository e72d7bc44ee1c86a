"""hunt108: a placeholder comment in shlex.py naming the left-out code with a state word of
another language, or a note split over several comment lines.

English "# shlex, split, join: unchanged" refuses (a guard), and so do "# the rest of the
module\n# is unchanged" and its French and Spanish forms. The same list of names with
"inchangés", "unverändert" or "без изменений", the German note split over two lines, and a
bracketed note spread over three lines are not read.

Expected by hand: shlex.py is sent as its docstring, two imports, the comment standing for the
shlex class, split() and join() of the real module, and ``quote``: a part; writing it whole
deletes them. Not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_PART as _PART
from shlex_part import SHLEX_HEAD as _HEAD


def _refused(comment: str) -> None:
    refused(f"`shlex.py`:\n\n```python\n{_HEAD}{comment}\n\n{_PART}```\n")


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# shlex, split, join :\n# inchangés", id="fr-two-lines"),
        pytest.param("# shlex, split, join : inchangés", id="fr-one-line"),
        pytest.param("# shlex, split, join: unverändert", id="de"),
        pytest.param("# shlex, split, join — без изменений", id="ru-dash"),
        pytest.param("# shlex, split, join: sin cambios", id="es"),
        pytest.param("# shlex, split, join: 保持不变", id="zh"),
    ],
)
def test_left_out_names_with_a_foreign_state(comment: str) -> None:
    """hunt108-codenames."""
    _refused(comment)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# der Rest des Codes\n# bleibt unverändert", id="de-two-lines"),
        pytest.param(
            "# (the shlex class,\n# split() and join()\n# are unchanged)", id="en-three-lines"
        ),
        pytest.param(
            "# (la classe shlex, split() et join()\n# sont inchangées)", id="fr-two-lines"
        ),
    ],
)
def test_note_split_over_comment_lines(comment: str) -> None:
    """hunt108-commentsplit."""
    _refused(comment)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# shlex, split, join: unchanged", id="en-names"),
        pytest.param("# the rest of the module\n# is unchanged", id="en-two-lines"),
        pytest.param("# le reste du module\n# est inchangé", id="fr-two-lines"),
        pytest.param("# el resto del código\n# no cambia", id="es-two-lines"),
    ],
)
def test_guard_refused(comment: str) -> None:
    _refused(comment)
