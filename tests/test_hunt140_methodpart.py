"""hunt140: a short lead naming one method of a class by its name or by what it does ("Only
read_token:", "Just read_token():", "read_token only:", "Only the tokenizer:", "Just the
tokenizer loop:", "The class, cut down to read_token:", "The one method:"), before a block
labelled shlex.py holding ``class shlex:`` with only its ``read_token`` method (the real stdlib
method). fix-lead162 reads "Only the read_token method:" (the kind word) but not a bare name
or a description. The base b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: the real shlex.py holds the class's ``__init__``
and a dozen other methods, ``split``, ``join``, ``quote``; the lead says the block is one
method of it: written as the whole shlex.py it deletes the rest (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SHLEX = (Path(sysconfig.get_paths()["stdlib"]) / "shlex.py").read_text(encoding="utf-8")
_CLASS = (
    "class shlex:\n"
    + _SHLEX[_SHLEX.index("    def read_token") : _SHLEX.index("    def sourcehook")]
)


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Only read_token:", id="only-name"),
        pytest.param("Just read_token():", id="just-call"),
        pytest.param("read_token only:", id="name-only"),
        pytest.param("Only the tokenizer:", id="only-the-tokenizer"),
        pytest.param("Just the tokenizer loop:", id="just-the-loop"),
        pytest.param("The class, cut down to read_token:", id="class-cut-down"),
        pytest.param("The one method:", id="the-one-method"),
        pytest.param("Only the class body you need:", id="class-body-you-need"),
        # guards: read today
        pytest.param("Only the read_token method:", id="guard-kind-word"),
        pytest.param("Only the changed method:", id="guard-changed-method"),
    ],
)
def test_a_lead_naming_one_method_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`shlex.py`:\n\n```python\n{_CLASS}```\n")
