"""Hunt 76: two paths of one answer shown alike where the look-alike is a CAPITAL Cyrillic or
Greek letter (or a small Cyrillic letter the table leaves out).

Expected by hand: ``src/Main.py`` and ``src/\u041cain.py`` (Cyrillic capital Em) look the same
to a reader: two versions of the one file a reader sees, which is meant is not known, so the
answer is not usable (fix-hunt69-40's rule, docs/security.md ``shown-alike``). shown_key
case folds first, then maps only lower-case look-alikes; a capital folds to a small letter
the table does not hold (\u043c, \u0442, \u03b1, \u03b2, \u043d), so both files are written.
"""

from __future__ import annotations

import json

import pytest
from meant import refused


def _answer(*files: tuple[str, str]) -> str:
    return json.dumps(
        {"total_files": len(files), "files": [{"path": p, "content": c} for p, c in files]}
    )


def _markdown(*files: tuple[str, str]) -> str:
    return "".join(f"{p}\n```python\n{c}```\n\n" for p, c in files)


@pytest.mark.parametrize("render", [_answer, _markdown], ids=["json", "markdown"])
@pytest.mark.parametrize(
    ("plain", "alike"),
    [
        pytest.param("src/Main.py", "src/\u041cain.py", id="cyrillic-capital-em"),
        pytest.param("src/Task.py", "src/\u0422ask.py", id="cyrillic-capital-te"),
        pytest.param("src/Hello.py", "src/\u041dello.py", id="cyrillic-capital-en"),
        pytest.param("src/App.py", "src/\u0391pp.py", id="greek-capital-alpha"),
        pytest.param("src/Beta.py", "src/\u0392eta.py", id="greek-capital-beta"),
        pytest.param("src/kit.py", "src/\u043ait.py", id="cyrillic-small-ka"),
    ],
)
def test_a_capital_look_alike_is_shown_alike(render, plain: str, alike: str) -> None:  # type: ignore[no-untyped-def]
    refused(render((plain, "x = 1\n"), (alike, "x = 2\n")))
