"""hunt97: a lead that describes the module as defining one function ("In `utils.py` only
`slugify()` is defined", "The only function in `utils.py` is `slugify()`") above the whole
utils.py: the module-description words are read as "only slugify() changes" and the whole file
is refused (partial-file). Other describing shapes ("`utils.py` defines only `slugify()`",
"The module has one function, `slugify()`") are kept.

Expected by hand: the lead says what the whole module holds, and the block holds exactly that:
the whole utils.py: usable, written byte for byte.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_UTILS = (
    "import re\n\n\ndef slugify(s):\n    if not s:\n        return ''\n"
    "    return re.sub(r'[^a-z0-9]+', '-', s.lower()).strip('-')\n"
)
_BLOCK = f"`utils.py`:\n\n```python\n{_UTILS}```\n"


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("In `utils.py` only `slugify()` is defined:", id="only-is-defined"),
        pytest.param(
            "In `utils.py` only `slugify()` is defined, and it now handles empty strings:",
            id="only-is-defined-it-now",
        ),
        pytest.param(
            "The only function in `utils.py` is `slugify()`; it now handles empty strings:",
            id="the-only-function-in-is",
        ),
        pytest.param(
            "`slugify()` is the only function in `utils.py`, and it now handles empty strings:",
            id="is-the-only-function-in",
        ),
    ],
)
def test_a_lead_describing_the_module_keeps_the_whole_file(lead: str) -> None:
    result = parse_response(f"{lead}\n\n{_BLOCK}")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("utils.py", _UTILS)]


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param(
            "`utils.py` defines only `slugify()`, which now handles empty strings:",
            id="defines-only",
        ),
        pytest.param(
            "The module has one function, `slugify()`, which now handles empty strings:",
            id="has-one-function",
        ),
    ],
)
def test_guard_describing_shapes_read_today_keep_it(lead: str) -> None:
    result = parse_response(f"{lead}\n\n{_BLOCK}")
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [("utils.py", _UTILS)]
