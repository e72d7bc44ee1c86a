"""hunt63: a lead-in putting the block into a place of app.py, or swapping a piece of its code
for it, that labels._INTO_PLACE / _PLACE / _CODE_SWAPPED do not read: the one route is written
over the whole app.py. Expected by hand: the block is one part of app.py, so the answer is not
usable (partial-file)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

PART = "@app.route('/health')\ndef health():\n    return {'ok': True}\n"


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Add this to app.py, right before app.run():", id="before-a-dotted-call"),
        pytest.param("Add this to app.py right before the main guard:", id="before-the-main-guard"),
        pytest.param(
            "Add this to your app.py file, under the existing routes:", id="your-file-under-routes"
        ),
        pytest.param("Add this below the index route in app.py:", id="place-before-the-file"),
        pytest.param("Under the index route in app.py, add:", id="place-first-then-add"),
        pytest.param("Right after the imports in app.py, add this:", id="after-imports-first"),
        pytest.param("Replace `app.health()` in app.py with:", id="swap-dotted-code"),
        pytest.param("In app.py, swap `health()` for this:", id="swap-for-this"),
        pytest.param("Add this route to app.py:", id="add-a-route-to-the-file"),
    ],
)
def test_a_route_put_into_app_py_is_one_part(lead: str) -> None:
    result = parse_response(f"{lead}\n\n**app.py**\n```python\n{PART}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
