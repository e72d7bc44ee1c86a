"""hunt49-prose: prose around a native document saying code named as code was left out
(conventions, 32010b45: "none of it in the files" makes them partial). Expected by hand: the
model says g() and k() are not in app.py; app.py does not define them; the answer is never
usable (the same prose after a file that never names g or k is refused partial-file)."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CALLS = "import os\n\n\ndef f():\n    return g() + 1\n\n\ndef h():\n    return k()\n"
_PLAIN = "import os\n\n\ndef f():\n    return 1\n\n\ndef h():\n    return 3\n"


def _doc(body: str, *, before: str = "", after: str = "") -> str:
    return (
        before
        + f'{{"total_files": 1}}\n\n===FILE_CONTENT_BLOCK===\nPATH: app.py\n---\n{body}\n===FILE_CONTENT_BLOCK===END\n'
        + after
    )


@pytest.mark.parametrize(
    ("body", "before", "after"),
    [
        # the file calls the helpers it leaves out (why the model mentions them at all)
        pytest.param(
            _CALLS,
            "",
            "\nNote: g() and k() were omitted for brevity; they are unchanged.\n",
            id="omitted-helpers-the-file-calls",
        ),
        pytest.param(
            _PLAIN,
            "I left g() and k() out since they are unchanged.\n\n",
            "",
            id="left-out-before-the-document",
        ),
        pytest.param(_PLAIN, "", "\n(g() and k() not shown.)\n", id="not-shown"),
    ],
)
def test_prose_saying_named_code_is_left_out_is_not_usable(
    body: str, before: str, after: str
) -> None:
    result = parse_response(_doc(body, before=before, after=after))
    assert not result.usable, (result.status, result.diagnostics)
