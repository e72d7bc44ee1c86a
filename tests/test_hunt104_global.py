"""hunt104: fix-prose84 counts a name a function declares ``global`` as bound by the file, so a
sentence saying that name is unchanged no longer says it was left out. But ``global x`` binds
nothing at the top level: a function that reads the module's ``_registry`` before assigning it
(``if _registry is None:``) or bumps ``_count += 1`` needs the module-level ``_registry = None``
/ ``_count = 0`` the model left out; the sentence says so.

Expected by hand: registry.py (counter.py) is sent as ONE function of a module whose top-level
``_registry = None`` (``_count = 0``) the sentence says is kept as it was: a part; written whole
it raises NameError on its first call. Refused at 73979a35; not usable.
"""

from __future__ import annotations

import pytest
from meant import refused

_REGISTRY = (
    "def get_registry():\n    global _registry\n    if _registry is None:\n"
    "        _registry = {}\n    return _registry\n"
)
_TWO = (
    "def get_registry():\n    global _registry, _hits\n    _hits += 1\n"
    "    if _registry is None:\n        _registry = {}\n    return _registry\n"
)
_COUNTER = "def bump():\n    global _count\n    _count += 1\n    return _count\n"


@pytest.mark.parametrize(
    ("path", "code", "after"),
    [
        pytest.param("registry.py", _REGISTRY, "`_registry` is unchanged.", id="is-unchanged"),
        pytest.param(
            "registry.py",
            _REGISTRY,
            "I left `_registry` out; it is unchanged.",
            id="left-out-it-is-unchanged",
        ),
        pytest.param(
            "registry.py", _TWO, "`_registry` and `_hits` are unchanged.", id="two-globals"
        ),
        pytest.param("counter.py", _COUNTER, "`_count` is unchanged.", id="augmented-counter"),
    ],
)
def test_a_global_declared_name_said_kept_is_left_out(path: str, code: str, after: str) -> None:
    refused(f"`{path}`:\n\n```python\n{code}```\n\n{after}\n")
