"""hunt51: comments after code (fix-elide32) and comments naming parts (fix-css32) that stand
for code the model left out, yet the file is written as the whole file.

Expected by hand from what the model meant: each comment says the rest of a function, a class,
a loop or a style sheet's rules were left out of the answer, so the file written is not the
file meant: never usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _answer(path: str, content: str) -> str:
    return (
        f'{{"total_files": 1}}\n\n===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n'
        f"{content}\n===FILE_CONTENT_BLOCK===END\n"
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # the class the file defines, named with its own capitals (the names compared are
        # lowercased, the file's definitions are not)
        pytest.param(
            "service.py",
            "class UserService:\n    def __init__(self, db):\n"
            "        self.db = db  # rest of UserService unchanged\n",
            id="mixed-case-class",
        ),
        pytest.param(
            "user.js",
            "function loadUser(id) {\n  const user = db.get(id); // rest of loadUser unchanged\n}\n",
            id="camel-case-function",
        ),
        # an annotation's subscript is no item set: "rest" is the function's rest
        pytest.param(
            "app.py",
            "def collect():\n    found: list[int] = []  # rest unchanged\n",
            id="annotation-is-no-item",
        ),
        pytest.param(
            "app.ts",
            "function collect() {\n  const found: number[] = []; // rest unchanged\n}\n",
            id="ts-array-type-is-no-item",
        ),
        # a loop is code: the rest of its body was left out
        pytest.param(
            "app.py",
            "def run(jobs):\n    for job in jobs:\n        job.start()  # rest of the loop unchanged\n",
            id="rest-of-the-loop",
        ),
        # the beyond word is a variable of the line, but a noun of code follows it
        pytest.param(
            "app.py",
            "def progress(total, done):\n"
            "    remaining = total - done  # remaining code unchanged\n",
            id="beyond-word-is-a-variable",
        ),
    ],
)
def test_a_comment_after_code_leaving_code_out_is_refused(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)
