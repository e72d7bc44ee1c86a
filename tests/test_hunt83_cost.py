"""hunt83: cost of fix-prose47's new scans: an input 10x larger must take < 20x the time.

Measured at 68df3761 (before the change): ratio 3.2 on the same shape. (Tried and held,
barely: a sentence keeping n capitals names beside a Python file reading an environment
key, _env_names searching the text once per name: about 18x at 100 -> 1000 names.)
"""

from __future__ import annotations

import itertools

import pytest
from timing import assert_linear

from artifact_codec import parse_response


def _js_spaces(n: int) -> str:
    # an object key whose value starts with a capital, then a run of spaces before a comma:
    # _JS_MEMBER's typed-field branch "[A-Z][\w$<>\[\]|. ]*[ \t]*$" backtracks on it
    return (
        "`app.js`:\n\n```javascript\n// MARK\nfunction f() {\n  const r = {\n    a: A"
        + " " * n
        + ",\n  };\n  return g(r);\n}\n```\n\n`g()` and `k()` are unchanged.\n"
    )


@pytest.mark.parametrize(
    ("make", "small"),
    [
        pytest.param(_js_spaces, 1000, id="js-key-capital-then-spaces"),
    ],
)
def test_fix_prose47_scans_are_linear(make: object, small: int) -> None:
    assert callable(make)
    runs = itertools.count()

    def run(answer: str) -> object:
        # each run's file content differs: the reader caches what it read of one content
        return parse_response(answer.replace("MARK", f"run {next(runs)}", 1))

    run(make(small // 10))  # (first call: the reader's regexes compile)
    assert_linear(make, run, small, repeat=1, min_seconds=0.02)
