"""hunt87: attacks on fix-prose56's rule that a lead describing the module by its public names
('is the only public function', 'exposes', 'the public API is', 'the rest is private') names no
part (labels._DESCRIBES_MODULE).

Expected by hand: each lead says only ``slugify()`` changes (a part of slug.py), the words the
rule reads only describe the part or say the rest is kept; the block is that one function, so
the rest of slug.py was left out: writing the block as the whole slug.py loses it. The right
answer is a refusal (as 'Only `slugify()` changes:' alone is refused).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_PART = "def slugify(text, sep='-'):\n    return sep.join(text.lower().split())\n"


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Only `slugify()` changes; it now exposes `sep`:", id="only-changes-exposes"),
        pytest.param(
            "Only `slugify()` changed, the rest is private and unchanged:",
            id="only-changed-rest-private",
        ),
        pytest.param(
            "Only `slugify()` changes - the public API is the same:", id="only-changes-public-api"
        ),
        pytest.param(
            "Only `slugify()` changes (it is the only public function):",
            id="only-changes-only-public",
        ),
        pytest.param(
            "Only `slugify()` changes; the public functions are otherwise the same:",
            id="only-changes-public-functions-are",
        ),
    ],
)
def test_a_one_part_lead_with_module_words_stays_a_part(lead: str) -> None:
    result = parse_response(f"{lead}\n\n`slug.py`:\n\n```python\n{_PART}```\n")
    written = [(f.file_path, f.content) for f in result.code.files] if result.usable else []
    assert written != [("slug.py", _PART)], (result.status, [d.code for d in result.diagnostics])


def test_guard_only_change_alone_is_refused() -> None:
    result = parse_response(f"Only `slugify()` changes:\n\n`slug.py`:\n\n```python\n{_PART}```\n")
    assert not result.usable
