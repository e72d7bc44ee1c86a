"""hunt85-makewild: a Makefile whose rule lists ``$(wildcard *.py)`` (or a variable of it,
or ``$(shell find ...)``) as prerequisites, run by ``make run``, refused as changing the
files.

Expected values by hand: the prerequisites expand to app.py and old.py, files no rule of the
Makefile makes (its only target is ``run``), so make only checks they exist and runs
``python app.py`` (which prints): app.py, old.py and the Makefile stay as written, usable
and exact. The rule of lenient.md refuses a ``$(…)`` prerequisite only when it may spell a
target of the file; none can here. (Refused already at 68df3761.)
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = "app.py\n```python\nprint(1)\n```\n\nold.py\n```python\nprint(2)\n```\n\n"


def _answer(makefile: str) -> str:
    return _FILES + f"Makefile\n```makefile\n{makefile}```\n\nThen:\n\n```bash\nmake run\n```\n"


@pytest.mark.parametrize(
    "makefile",
    [
        pytest.param("run: $(wildcard *.py)\n\tpython app.py\n", id="wildcard-inline"),
        pytest.param(
            "SRC := $(wildcard *.py)\n\nrun: $(SRC)\n\tpython app.py\n", id="wildcard-variable"
        ),
        pytest.param(
            "SRC := $(shell find . -name '*.py')\n\nrun: $(SRC)\n\tpython app.py\n",
            id="shell-find-variable",
        ),
    ],
)
def test_source_files_as_prerequisites_keep_the_files(makefile: str) -> None:
    result = parse_response(_answer(makefile))
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [
        ("app.py", "print(1)\n"),
        ("old.py", "print(2)\n"),
        ("Makefile", makefile),
    ]


def test_a_plain_rule_keeps_the_files() -> None:
    makefile = "run:\n\tpython app.py\n"
    result = parse_response(_answer(makefile))
    assert result.usable
    assert files_of(result) == [
        ("app.py", "print(1)\n"),
        ("old.py", "print(2)\n"),
        ("Makefile", makefile),
    ]
