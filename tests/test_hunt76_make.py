"""Hunt 76: make given VAR=value (fix-hunt72-40 reads $(VAR) in the recipe as the value) where
the variable names a prerequisite, so it chooses which other rule runs.

Expected by hand: the answer writes app.py, old.py and a Makefile, then runs make. In each
case make runs a rule whose recipe deletes app.py or copies old.py over it: ``clean:
clean-$(MODE)`` with MODE=dev runs clean-dev (rm -f app.py); ``run: $(DEP)`` with DEP=fix
runs fix (cp old.py app.py) before python app.py; ``all: $(TARGETS)`` with TARGETS=nuke runs
nuke. app.py is not what the model wrote after the run: never usable. The same prerequisite
named by a variable the Makefile sets (MODE = dev) is the same reading.
"""

from __future__ import annotations

import pytest
from meant import refused

_FILES = "app.py\n```python\nprint(1)\n```\n\nold.py\n```python\nprint(2)\n```\n\n"
_CLEAN = "clean: clean-$(MODE)\nclean-prod:\n\trm -f build.log\nclean-dev:\n\trm -f app.py\n"


def _answer(makefile: str, command: str) -> str:
    return _FILES + f"Makefile\n```makefile\n{makefile}```\n\nThen:\n\n```bash\n{command}\n```\n"


@pytest.mark.parametrize(
    ("makefile", "command"),
    [
        pytest.param(_CLEAN, "make clean MODE=dev", id="prerequisite-suffix"),
        pytest.param(
            "run: $(DEP)\n\tpython app.py\nfix:\n\tcp old.py app.py\n",
            "make run DEP=fix",
            id="prerequisite-whole",
        ),
        pytest.param(
            "all: $(TARGETS)\nnuke:\n\trm -f app.py\nok:\n\techo ok\n",
            "make TARGETS=nuke",
            id="default-goal-prerequisites",
        ),
        pytest.param("MODE = dev\n" + _CLEAN, "make clean", id="set-by-the-makefile"),
    ],
)
def test_a_variable_naming_a_prerequisite_runs_that_rule(makefile: str, command: str) -> None:
    refused(_answer(makefile, command))
