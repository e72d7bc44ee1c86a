"""hunt150 (issue 20): fix-en186 reads "the only function I changed is X" in other words ("The
only routine changed is split:", "We've only altered `split()`:", "Only one function changed:
`split()`") as lead27's part lead, over shlex.py cut before its tail. Other everyday wordings of
the same are not read: "I just changed `split()`:", "Only touched `split()`:", "I changed only
`split()`:", "Changed just `split()`:", "My only edit is in `split()`:", "All I changed was
`split()`:", "The lone function I changed is `split()`:", "Changes are limited to `split()`:".
shlex.py without ``_print_tokens`` and its ``__main__`` tail is written whole, deleting them.
The base (3dfe17cf) did the same (not regressions).

Expected by hand (as in tests/test_fix_en186.py): the block is shlex.py cut before its tail,
under a lead naming the one function changed: a part (refused)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SHLEX = (Path(sysconfig.get_paths()["stdlib"]) / "shlex.py").read_text(encoding="utf-8")
_NO_TAIL = _SHLEX[: _SHLEX.index("def _print_tokens")]

_LEADS = [
    pytest.param("I just changed `split()`:", id="i-just-changed"),
    pytest.param("Only touched `split()`:", id="only-touched"),
    pytest.param("I changed only `split()`:", id="i-changed-only"),
    pytest.param("Changed just `split()`:", id="changed-just"),
    pytest.param("My only edit is in `split()`:", id="my-only-edit"),
    pytest.param("All I changed was `split()`:", id="all-i-changed"),
    pytest.param("The lone function I changed is `split()`:", id="the-lone-function"),
    pytest.param("Changes are limited to `split()`:", id="limited-to"),
]


@pytest.mark.parametrize("lead", _LEADS)
def test_the_one_function_changed_in_everyday_words_refuses(lead: str) -> None:
    refused(f"{lead}\n\n`shlex.py`:\n\n```python\n{_NO_TAIL}```\n")


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Just `split()` changed:", id="guard-just-x-changed"),
        pytest.param("The sole change is to `split()`:", id="guard-sole-change"),
        pytest.param("Nothing but `split()` changed:", id="guard-nothing-but"),
        pytest.param("I only touched the `split()` function:", id="guard-i-only-touched"),
    ],
)
def test_the_wordings_read_stay_refused(lead: str) -> None:
    refused(f"{lead}\n\n`shlex.py`:\n\n```python\n{_NO_TAIL}```\n")
