"""hunt145: fix-en175 reads a trimmed version named bare ("Condensed:", "Shortened version:",
"Cut-down version:") as a part lead; the same words also say the WHOLE file rewritten shorter,
as a model answers "make this shorter" ("Here's a condensed version:", "Trimmed down, as you
asked:"). Over the whole stdlib colorsys.py with its docstring and comments stripped (it
still declares __all__ and defines every converter, constant and name), each is refused. The
base 6056e91f wrote each: false refusals, regressions of fix-en175.

Expected by hand from what the model meant: a rewrite of the whole module, shorter: usable,
written as sent. (A reader can tell it from an excerpt by the block itself: it holds every
name its own __all__ declares.)"""

from __future__ import annotations

import re
import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_SHORT = (
    "\n".join(
        line
        for line in re.sub(r'^""".*?"""\n', "", _SRC, flags=re.S).splitlines()
        if not line.lstrip().startswith("#")
    )
    + "\n"
)


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Here's a condensed version:", id="condensed"),
        pytest.param(
            "Here's the shortened version, with the duplicate code removed:", id="shortened-with"
        ),
        pytest.param("Trimmed down, as you asked:", id="trimmed-as-asked"),
        pytest.param("Condensed, as requested:", id="condensed-as-requested"),
        pytest.param("Sure! Here's a condensed version:", id="sure-condensed"),
        pytest.param(
            "Here's the cut-down version, no comments or docstring:", id="cut-down-no-comments"
        ),
        pytest.param("Here's an abbreviated version:", id="abbreviated"),
        pytest.param("Here's a shortened version:", id="shortened"),
        # guards: read right today
        pytest.param("Here's a trimmed-down version of colorsys.py:", id="guard-of-path"),
        pytest.param("Here is a shorter version:", id="guard-shorter"),
        pytest.param(
            "Here's a slimmed-down version without the comments:", id="guard-without-comments"
        ),
    ],
)
def test_the_whole_module_rewritten_shorter_is_kept(prose: str) -> None:
    result = parse_response(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_SHORT}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SHORT)]
