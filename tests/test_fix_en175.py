"""fix-en175 (issue 20): short English leads saying a block is only a part of its file, read
however they are dressed: before the block or right after it, in a list item, block quote,
italics or inline code, set off by a dash, after an opening on the same line ("Sure!",
"Fixed."), a qualifier set off ("Excerpt (HSV):", "An excerpt, HSV only:"), the block's names
said alone ("HSV only:", "Just rgb_to_hsv/hsv_to_rgb:"), what the part is for ("The part in
question:", "Lines to replace:"), a trimmed version ("Condensed:", "Cut-down version:"), or a
line above another sentence before the block. And what must stay usable: whole files under
ordinary leads and notes, and an answer opening "Here is the project." whose leads name its
pieces ("The auth part:", "The new piece:").

Expected by hand: the block holds only the HSV converters of the stdlib colorsys.py (which
also holds __all__, the constants, the YIQ and HLS converters): written whole it deletes the
rest, so every such answer is refused; the whole colorsys.py under an ordinary lead is the
file as sent."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused
from timing import assert_linear

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _before(prose: str, body: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


def _after(note: str, body: str) -> str:
    return f"`colorsys.py`:\n\n```python\n{body}```\n\n{note}\n"


@pytest.mark.parametrize(
    "prose",
    [
        "Partial:",
        "Just a piece:",
        "Here's the relevant bit",
        "Pared-down version:",
        "The slimmed-down version:",
        "> *Excerpt:*",
        "- `Only the HSV part:`",
        "3. Snippet below:",
        "**Excerpt** \u2014",
        "OK! Just the HSV part:",
        "Alright, the relevant lines:",
        "Sure thing \u2014 only the HSV converters:",
        "Only `rgb_to_hsv()` and `hsv_to_rgb()`:",
        "rgb_to_hsv / hsv_to_rgb only:",
        "Just HSV:",
        "HSV functions only (the rest is unchanged):",
        "Excerpt (HSV converters):",
        "Here\u2019s the part you need:",
        "The snippet in question:",
        "Lines to change:",
        "<em>Excerpt:</em>",
        "Note: only the HSV part.",
        "Heads up: this is only the HSV part.",
        "Only showing the HSV part:",
        "Sure:\u00a0only the HSV part",
        "[Excerpt]",
        "Here is a short excerpt:",
    ],
)
def test_a_dressed_short_part_lead_refuses(prose: str) -> None:
    refused(_before(prose, _HSV))


@pytest.mark.parametrize(
    ("lead", "then"),
    [
        ("Excerpt:", "Note the hue now wraps."),
        ("Only the HSV part:", "> I fixed the rounding."),
        ("Trimmed version.", "It wraps now."),
    ],
)
def test_a_short_part_lead_above_another_line_refuses(lead: str, then: str) -> None:
    refused(_before(f"{lead}\n{then}", _HSV))


@pytest.mark.parametrize(
    "note",
    [
        "Only the HSV part is shown.",
        "*Excerpt only.*",
        "> Excerpt.",
        "That's just a snippet.",
        "(excerpt)",
        "Condensed.",
        "Note: excerpt only.",
        "(Only the HSV part shown.)",
        "Only HSV shown.",
    ],
)
def test_a_short_part_note_after_the_block_refuses(note: str) -> None:
    refused(_after(note, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        "Here's the updated `colorsys.py`:",
        "Sure! Here is the complete file:",
        "Done. Here's the whole module:",
        "Fixed, here's the file:",
        "1. Update `colorsys.py`:",
        "> Here is the file:",
        "*Full file:*",
        "Sure \u2014 here you go:",
        "Here's the full file, only the HSV part changed:",
        "Here is the fix:",
        "I fixed the hue rounding.\nHere's the file:",
        "Sure! I fixed it.\nUpdated file:",
        "Short version: the rounding was off.\nHere's the file:",
    ],
)
def test_a_whole_file_under_an_ordinary_lead_stays_usable(prose: str) -> None:
    result = parse_response(_before(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


@pytest.mark.parametrize(
    "note",
    [
        "Let me know if you need anything else.",
        "Hope this helps!",
        "Short version: the hue now wraps.",
        "That's it.",
        "This is the whole file.",
        "The HSV part is where the fix is.",
    ],
)
def test_a_whole_file_under_an_ordinary_note_stays_usable(note: str) -> None:
    result = parse_response(_after(note, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


_APP = "import auth\n"
_AUTH = (
    "from functools import wraps\n\n\ndef auth_required(view):\n    @wraps(view)\n"
    "    def wrapper(*a, **k):\n        return view(*a, **k)\n    return wrapper\n\n\n"
    "def auth_token(user):\n    return user.token\n"
)


@pytest.mark.parametrize("opening", ["Here is the project.", "Here are the files:"])
@pytest.mark.parametrize("lead", ["The token piece:", "The key part:", "## The new piece"])
def test_a_project_s_piece_is_a_whole_file(opening: str, lead: str) -> None:
    answer = (
        f"{opening}\n\n`app.py`:\n\n```python\n{_APP}```\n\n{lead}\n\n"
        f"`auth.py`:\n\n```python\n{_AUTH}```\n"
    )
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", _APP), ("auth.py", _AUTH)]


@pytest.mark.parametrize(
    "lead", ["The HSV part:", "The changed part:", "The relevant bit:", "Only the HSV part:"]
)
def test_a_part_of_a_file_in_a_project_still_refuses(lead: str) -> None:
    # the qualifier names every public name of the block, or a change: a part of a file
    refused(
        f"Here are the files.\n\n`app.py`:\n\n```python\n{_APP}```\n\n{lead}\n\n"
        f"`colorsys.py`:\n\n```python\n{_HSV}```\n"
    )


@pytest.mark.parametrize(
    "make",
    [
        # many lines of leads and notes above one block (two lines above the lead are read)
        lambda k: (
            "> *Only the HSV part:*\nI fixed it.\n" * k
            + "\n`colorsys.py`:\n\n```python\nx = 1\n```\n\nExcerpt only.\n"
        ),
        # one long lead line of many pieces and names
        lambda k: (
            "Sure! "
            + ", ".join(f"only a_{i}" for i in range(k))
            + ":\n\n`colorsys.py`:\n\n```python\nx = 1\n```\n"
        ),
        # one long opening line
        lambda k: "Here is the " + "very " * k + "project.\n\n`a.py`:\n\n```python\nx = 1\n```\n",
    ],
    ids=["many-lines", "long-lead", "long-opening"],
)
def test_the_lead_reading_is_linear(make) -> None:  # type: ignore[no-untyped-def]
    assert_linear(make, parse_response, 50)
