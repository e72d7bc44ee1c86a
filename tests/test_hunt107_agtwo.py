"""hunt107-agtwo: one AutoGen-style code block whose first line is ``# filename: app.py`` and
which holds a second ``# filename: test_app.py`` line further down, the model's way of giving
two files in one block.

Expected by hand: two readings with different files. AutoGen's executor reads only the first
line, so it writes app.py holding both parts (the test file's imports and tests inside app.py);
the model, naming a second file, meant app.py and test_app.py. Never usable as one app.py
without a diagnostic naming the other reading: refused, or the two files.
"""

from __future__ import annotations

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

_APP = "def add(a, b):\n    return a + b\n"
_TEST = "from app import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n"


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        pytest.param(
            f"```python\n# filename: app.py\n{_APP}\n\n# filename: test_app.py\n{_TEST}```\n",
            [
                ("app.py", f"# filename: app.py\n{_APP}\n"),
                ("test_app.py", f"# filename: test_app.py\n{_TEST}"),
            ],
            id="python-two-filename-lines",
        ),
        pytest.param(
            "```javascript\n// filename: add.js\nexports.add = (a, b) => a + b;\n\n"
            "// filename: add.test.js\nconst { add } = require('./add');\n"
            "test('add', () => expect(add(1, 2)).toBe(3));\n```\n",
            [
                ("add.js", "// filename: add.js\nexports.add = (a, b) => a + b;\n"),
                (
                    "add.test.js",
                    "// filename: add.test.js\nconst { add } = require('./add');\n"
                    "test('add', () => expect(add(1, 2)).toBe(3));\n",
                ),
            ],
            id="javascript-two-filename-lines",
        ),
    ],
)
def test_a_second_filename_line_in_one_block_is_a_second_reading(
    answer: str, meant: list[tuple[str, str]]
) -> None:
    meant_or_refused(parse_response(answer), meant)
