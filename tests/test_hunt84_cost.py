"""hunt84-cost: a run block of many classes whose methods share a name (``run``), each
calling a library with its parameter and each called on an object, costs more than linear
time: 10x input, more than 20x time.

Expected by hand (the linear-time rule of DESIGN.md): every method ``run`` is given the
arguments of every ``.run(...)`` call of the block (fix-calls48 reads a method's calls by
its name on any object), so n methods times n calls. Measured on this machine at 8f4601e9:
100 classes 0.28 s, 1000 classes 15.9 s (56x; at 68df3761, before the change, 96x: the
shape was already quadratic).
"""

from __future__ import annotations

from run_blocks import APP_AND_DATA
from timing import assert_linear

from artifact_codec import parse_response

_FILES = APP_AND_DATA


def _answer(n: int) -> str:
    classes = "".join(
        f"class C{i}:\n    def run(self, q):\n        lib.go(q)\n\nC{i}().run('z{i}.txt')\n"
        for i in range(n)
    )
    return _FILES + f"```python\nimport lib\n{classes}```\n"


def test_many_methods_of_one_name_called_on_objects_cost_linear_time() -> None:
    assert_linear(_answer, parse_response, 30, repeat=2)
