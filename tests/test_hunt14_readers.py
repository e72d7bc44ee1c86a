"""Findings of hunt 14 on the readers: what fix-after13 just taught the check of text after
our end marker (``ingest/conventions/held_tokens.py``: ``HeldTokens``, ``_novel_after``),
attacked for a usable result whose files differ from what the model meant.

Each test is one minimized finding. How found: hand probes (about 75 sentences after two
small files, config.py and app.py) and ``benchmarks/hunt_hunt14-readers.py`` (real
standard-library modules with one sentence after the end marker, fixed seeds), which counts
them.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

FILES = {
    "config.py": "PORT = 8080\nDEBUG = True\nHOST = 'localhost'\n",
    "app.py": (
        "from config import HOST\n\nPORT = 5000\n\n\ndef a():\n    return 1\n\n\n"
        "def b():\n    return 2\n\n\ndef main():\n    x = a()\n    return x\n"
    ),
}


def document(files: dict[str, str], after: str) -> str:
    """A document in our format as a model writes it, then ``after`` past the end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines += ["===FILE_CONTENT_BLOCK===END", "", after]
    return "\n".join(lines) + "\n"


# -- an offer in one clause, "done" in the next ---------------------------------------------
# Class: change missed, an offer whose next clause says it was done. ``_weigh`` exempts a
# clause that opens as an offer ("Shall I", "Let me know if", "Would you like me to")
# unless *that clause* holds a word of "done"; the clause ends at "?", ";" or "." so the
# "I went ahead"/"I already switched it" after it is weighed alone, and it holds no held
# name. Found by hand; the benchmark's change/offer-then-done and change/let-me-know-already
# count it (12 of 12 each, real stdlib NAME = number lines). The library returned
# ``recovered`` (prose-after only) with app.py's PORT = 5000, where the model said 9000.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Shall I set PORT to 9000? I went ahead and made that change.", id="shall-i"),
        pytest.param(
            "Let me know if you want PORT on 9000 - I went ahead and changed it.",
            id="let-me-know-dash",
        ),
        pytest.param(
            "Let me know if you'd prefer 9000 for PORT; I already switched it.",
            id="let-me-know-semicolon",
        ),
        pytest.param(
            "Would you like me to also set PORT to 9000? I went ahead and did it.",
            id="would-you-like",
        ),
    ],
)
def test_an_offer_said_done_in_the_next_clause_is_not_usable(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, f"usable ({result.status}) after {after!r}"


# -- a change said with held tokens only ------------------------------------------------------
# Class: change missed, a change whose every code token the files hold. A clause is weighed
# by its values; "I made `main()` call `b()`" names only held names and no value, and
# "made"/"added" are not in ``_SAYS_CHANGED`` (now, changed, becomes, instead, swapped,
# renamed, replaced), so ``_weigh`` returns None and ``HeldTokens.describes`` is never
# asked. Found by hand; the benchmark's change/made-call, change/made-return,
# change/default-of (12 of 12) and change/added-to-import (9 of 12) count it. The library
# returned ``recovered`` (prose-after only) with app.py as sent.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("I made `main()` call `b()` in app.py.", id="made-call"),
        pytest.param("I made `main` return `b()` in app.py.", id="made-return"),
        pytest.param("I added `DEBUG` to the import in app.py.", id="added-to-import"),
        pytest.param("app.py imports `DEBUG` from config.py too.", id="imports-too"),
        pytest.param("I made `HOST` the default for `PORT` in app.py.", id="default-for"),
    ],
)
def test_a_change_said_with_held_tokens_only_is_not_usable(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, f"usable ({result.status}) after {after!r}"


# -- false refusals of ordinary closings -------------------------------------------------------
# Class: false refusal (never wrong, an answer lost). A sentence that only describes what the
# files hold is refused when a value it says is held by another file than the one it names
# (5000 is app.py's PORT; the sentence names config.py), or when a number in it is no value
# of a held name ("returns its result (1)": 1 is what a() returns). Found by hand (2 of 14
# ordinary closings refused); the benchmark's closing/* generators (real files, one file)
# refused none.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            "The app reads `HOST` from config.py and serves on port 5000.", id="other-file"
        ),
        pytest.param("`main()` calls `a()` and returns its result (1).", id="returned-value"),
    ],
)
def test_an_ordinary_closing_is_not_refused(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert result.usable, f"refused ({result.status}) after {after!r}"
    assert [f.content for f in result.code.files] == [c.rstrip("\n") + "\n" for c in FILES.values()]


# -- a dependency's version said changed in prose -------------------------------------------
# Class: change missed, a requirement's new version in prose. requirements.txt holds
# ``django==4.2`` and package.json ``"express": "^4.18.2"``; a sentence giving them another
# version is let through when the name is a lower-case prose word ("django", "requests": not
# ``codeish``) and no file is named, when the number follows a word of ``_RUNTIME`` ("node
# 23"), or when the number is held by another file (5 is config.py's TODO_LIMIT; "express 7"
# is refused). Found by hand. The library returned ``recovered`` (prose-after only) with
# requirements.txt/package.json as sent.
DEPENDENCY_FILES = {
    "config.py": "PORT = 8080\nTODO_LIMIT = 5\n",
    "requirements.txt": "django==4.2\nrequests==2.31.0\n",
    "package.json": (
        '{\n  "name": "x",\n  "engines": {"node": ">=18"},\n'
        '  "dependencies": {"express": "^4.18.2"}\n}\n'
    ),
}


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("The project now requires Django 5.0.", id="now-requires-capitalized"),
        pytest.param("I updated django to 5.0.", id="updated-prose-name"),
        pytest.param("I updated requests to 2.99.", id="updated-requests"),
        pytest.param("The engines field now says node 23.", id="runtime-word-before"),
        pytest.param("package.json requires express 5.", id="number-held-by-another-file"),
    ],
)
def test_a_dependency_version_said_changed_is_not_usable(after: str) -> None:
    result = parse_response(document(DEPENDENCY_FILES, after))
    assert not result.usable, f"usable ({result.status}) after {after!r}"
