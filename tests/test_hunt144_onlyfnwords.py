"""hunt144: fix-lead154's lead "the only function I changed is X" over a block holding other
public code is refused (a part of a larger file, or the whole file: no rule tells; lead27 took
fix-lead162's whole-module exception out because hunt140-allcomplete showed such blocks cut
short). The SAME statement in other words is still written whole: another verb ("The only
function I've altered/tweaked is X"), the participle with no subject ("The only function
changed is X"), another noun ("The only routine I changed", "The one thing I touched is X",
"X is the only thing I changed"), "I only edited X", "Just one function was modified, X", over
the stdlib shlex.py and textwrap.py cut before their tail (hunt140-allcomplete's bodies: the
``_print_tokens``/``__main__`` tail gone). Not regressions: the base bee7c794 wrote them too.

Expected by hand from what the model meant: the lead names the one function changed and the
block stops where the model stopped copying: written whole it deletes the module's tail (not
usable), as the exact words of fix-lead154 are read."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_STD = Path(sysconfig.get_paths()["stdlib"])
_SHLEX = (_STD / "shlex.py").read_text(encoding="utf-8")
_TEXTWRAP = (_STD / "textwrap.py").read_text(encoding="utf-8")
_SHLEX_NO_TAIL = _SHLEX[: _SHLEX.index("def _print_tokens")]
_TEXTWRAP_NO_TAIL = _TEXTWRAP[: _TEXTWRAP.index("if __name__")]


@pytest.mark.parametrize(
    ("prose", "path", "body"),
    [
        pytest.param(
            "The one thing I touched is `split()`:", "shlex.py", _SHLEX_NO_TAIL, id="one-thing"
        ),
        pytest.param("I only edited `split()`:", "shlex.py", _SHLEX_NO_TAIL, id="i-only-edited"),
        pytest.param(
            "The only function I've altered is split:", "shlex.py", _SHLEX_NO_TAIL, id="altered"
        ),
        pytest.param(
            "The only function changed is split:", "shlex.py", _SHLEX_NO_TAIL, id="no-subject"
        ),
        pytest.param(
            "The only routine I changed is dedent:", "textwrap.py", _TEXTWRAP_NO_TAIL, id="routine"
        ),
        pytest.param(
            "`dedent()` is the only thing I changed:",
            "textwrap.py",
            _TEXTWRAP_NO_TAIL,
            id="only-thing-after",
        ),
        pytest.param(
            "The only function I tweaked is dedent:", "textwrap.py", _TEXTWRAP_NO_TAIL, id="tweaked"
        ),
        pytest.param(
            "Just one function was modified, `dedent`:",
            "textwrap.py",
            _TEXTWRAP_NO_TAIL,
            id="just-one-modified",
        ),
    ],
)
def test_the_only_function_changed_in_other_words_refuses(prose: str, path: str, body: str) -> None:
    refused(f"{prose}\n\n`{path}`:\n\n```python\n{body}```\n")


@pytest.mark.parametrize(
    "prose",
    [
        # guards: read right today
        pytest.param("The only method I changed is split:", id="method"),
        pytest.param("The sole function I changed is split:", id="sole"),
        pytest.param("The only modified function is split:", id="modified-function"),
        pytest.param("Die einzige Funktion, die ich geändert habe, ist `split()`:", id="de"),
        pytest.param("La única función que cambié es `split()`:", id="es"),
    ],
)
def test_the_only_function_changed_guard(prose: str) -> None:
    refused(f"{prose}\n\n`shlex.py`:\n\n```python\n{_SHLEX_NO_TAIL}```\n")
