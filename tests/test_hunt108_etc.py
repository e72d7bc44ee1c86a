"""hunt108: a placeholder comment that is only "and so on" in another language, or a CJK mark
of omission (略 "omitted", ・・・ and 。。。 as dots), standing for the left-out code.

English "# and so on", "# etc.", Chinese "# 等等", "# 以下省略" and "# ⋯" refuse (the guards).

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
        pytest.param("# и т.д.", id="ru-i-t-d"),
        pytest.param("# など", id="ja-nado"),
        pytest.param("# u.s.w.", id="de-usw-dotted"),
        pytest.param("# und so weiter", id="de-und-so-weiter"),
        pytest.param("# et ainsi de suite", id="fr-et-ainsi-de-suite"),
        pytest.param("# y así sucesivamente", id="es-y-asi-sucesivamente"),
        pytest.param("# e così via", id="it-e-cosi-via"),
        pytest.param("# i tak dalej", id="pl-i-tak-dalej"),
    ],
)
def test_and_so_on_in_another_language(comment: str) -> None:
    """hunt108-etc."""
    _refused(comment)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# 以下略", id="ja-ika-ryaku"),
        pytest.param("# (略)", id="ja-ryaku-brackets"),
        pytest.param("# [略]", id="ja-ryaku-square"),
        pytest.param("# 略", id="ryaku"),
        pytest.param("# 后略", id="zh-houlue"),
        pytest.param("# ・・・", id="ja-nakaguro-dots"),
        pytest.param("# 。。。", id="cjk-full-stops"),
        pytest.param("# ．．．", id="fullwidth-dots"),  # noqa: RUF001
    ],
)
def test_cjk_marks_of_omission(comment: str) -> None:
    """hunt108-cjkdots."""
    _refused(comment)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# and so on", id="en-and-so-on"),
        pytest.param("# etc.", id="etc"),
        pytest.param("# usw.", id="de-usw"),
        pytest.param("# 等等", id="zh-dengdeng"),
        pytest.param("# 以下省略", id="ja-ika-shouryaku"),
        pytest.param("# ⋯", id="midline-ellipsis"),
    ],
)
def test_guard_refused(comment: str) -> None:
    _refused(comment)
