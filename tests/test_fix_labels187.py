"""fix-labels187 (issue 20): the text above or after a block saying it is a part, short part
leads. A STATEMENT of which part changed ("Only the HSV part changed.") or of a version made
shorter ("Here's a condensed version:") over a block that declares its module's public names
(``__all__``) and binds each one is about the whole module; over a block that does not (the
HSV converters alone, a module lacking one of its listed names) it still says a part. A lead
saying a part is SENT ("Only the HSV part:", "Here's only the HSV part.", "Only the HSV part is
shown.") says a part whatever the block holds.

Expected by hand from what the model meant: the stdlib colorsys.py, whole (or without its
docstring and comments: it still lists and defines every name), under a remark on which part
changed is the whole module, written exactly; its HSV converters alone (from ``rgb_to_hsv``
on) or the module without ``rgb_to_yiq`` (its ``__all__`` still lists it) are parts, refused."""

from __future__ import annotations

import re
import sysconfig
from collections.abc import Callable
from pathlib import Path

import pytest
from meant import files_of, refused
from tool_renderings import bolt, cline, led_by

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]
_NO_YIQ = _SRC[: _SRC.index("def rgb_to_yiq")] + _SRC[_SRC.index("def yiq_to_rgb") :]
_SHORT = (
    "\n".join(
        line
        for line in re.sub(r'^""".*?"""\n', "", _SRC, flags=re.S).splitlines()
        if not line.lstrip().startswith("#")
    )
    + "\n"
)


def _answer(prose: str, body: str, *, after: bool = False) -> str:
    block = f"`colorsys.py`:\n\n```python\n{body}```\n"
    return f"{block}\n{prose}\n" if after else f"{prose}\n\n{block}"


_CHANGED = [
    pytest.param("Only the HSV part changed.", id="part-changed"),
    pytest.param("Only the HSV part has been changed.", id="has-been-changed"),
    pytest.param("Just the HSV section is different.", id="section-is-different"),
    pytest.param("Only the HSV bits got updated.", id="bits-got-updated"),
    pytest.param("Only the HSV part of the file changed.", id="of-the-file-changed"),
    pytest.param("The HSV part only changed.", id="only-after-noun"),
    pytest.param("Only the HSV portion was rewritten.", id="portion-rewritten"),
    pytest.param("OK. Only the HSV part changed.", id="after-opening-sentence"),
    pytest.param("Here you go \u2014 only the HSV part changed.", id="after-dash"),
    pytest.param("PS: only the HSV part changed.", id="ps-label"),
    pytest.param("Updated colorsys.py, only the HSV part changed:", id="path-comma"),
    pytest.param("Here it is (only the HSV part was modified):", id="paren-modified"),
]


@pytest.mark.parametrize("prose", _CHANGED)
@pytest.mark.parametrize("after", [False, True], ids=["above", "after"])
def test_a_statement_of_which_part_changed_over_the_whole_module_keeps_it(
    prose: str, after: bool
) -> None:
    result = parse_response(_answer(prose, _SRC, after=after))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


@pytest.mark.parametrize("prose", _CHANGED)
@pytest.mark.parametrize("body", [_HSV, _NO_YIQ], ids=["hsv-alone", "lists-yiq-lacks-it"])
def test_a_statement_of_which_part_changed_over_a_part_still_refuses(prose: str, body: str) -> None:
    refused(_answer(prose, body))


_SHORTER = [
    pytest.param("Here's a condensed version:", id="condensed"),
    pytest.param("Shortened version:", id="shortened-bare"),
    pytest.param("Here's a slimmed down version:", id="slimmed-down"),
    pytest.param("Abbreviated, as you asked:", id="abbreviated-as-asked"),
    pytest.param("Here is a pared-down version:", id="pared-down"),
]


@pytest.mark.parametrize("prose", _SHORTER)
def test_a_version_said_shorter_over_the_whole_module_keeps_it(prose: str) -> None:
    result = parse_response(_answer(prose, _SHORT))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SHORT)]


@pytest.mark.parametrize("prose", _SHORTER)
def test_a_version_said_shorter_over_a_part_still_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Only the HSV part:", id="only-part"),
        pytest.param("Here's only the HSV part.", id="heres-only-part"),
        pytest.param("Only the HSV part is shown.", id="part-is-shown"),
        pytest.param("Just the part that changed:", id="part-that-changed"),
        pytest.param("Only the parts I changed:", id="parts-i-changed"),
        pytest.param("The lines to be changed:", id="lines-to-be-changed"),
        pytest.param("Partial listing:", id="partial"),
        pytest.param("Abridged:", id="abridged"),
        pytest.param("Here's an excerpt:", id="excerpt"),
    ],
)
@pytest.mark.parametrize("body", [_SRC, _HSV], ids=["whole-module", "hsv-alone"])
def test_a_part_said_sent_refuses_whatever_the_block_holds(prose: str, body: str) -> None:
    refused(_answer(prose, body))


# -- the marks a lead is dressed in, read by their Unicode class (hunt145-enbullets, -enemoji,
# -enends, -eninline): their neighbours
@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("\u2605 Only the HSV part:", id="star"),
        pytest.param("\u2705 Excerpt:", id="check-emoji"),
        pytest.param("\U0001f539 Only the HSV part:", id="blue-diamond"),
        pytest.param("3\ufe0f\u20e3 Excerpt:", id="keycap-three"),
        pytest.param("Only the HSV part \U0001f449", id="point-right-after"),
        pytest.param("Excerpt \u2935\ufe0f", id="arrow-curving-down"),
        pytest.param("Excerpt \u2014>", id="dash-arrow"),
        pytest.param("Only the HSV part \u00bb", id="guillemet"),
        pytest.param("Only the HSV part::", id="double-colon"),
        pytest.param("Only the **HSV** part:", id="bold-word"),
        pytest.param("Just the <em>HSV</em> part:", id="html-em"),
        pytest.param("Step 3 - only the HSV part:", id="step-dash"),
        pytest.param("**Note:** excerpt only.", id="bold-note"),
    ],
)
def test_a_part_lead_in_other_marks_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


_WHOLE_LEADS = [
    pytest.param("\u2705 Here's the full file:", id="check-full"),
    pytest.param("Here's the updated file \U0001f449", id="updated-point-right"),
    pytest.param("\u2605 Updated colorsys.py:", id="star-updated"),
    pytest.param("Here is the complete file...", id="complete-dots"),
    pytest.param("I'm sharing the whole file:", id="sharing-whole"),
    pytest.param("It's the complete module:", id="its-complete"),
    pytest.param("Here comes the full file:", id="here-comes-full"),
]


@pytest.mark.parametrize("prose", _WHOLE_LEADS)
def test_a_whole_file_lead_in_marks_or_heads_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


# -- other heads and speakers (hunt145-enheads, -enspeaker): their neighbours
@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("It is only the HSV part:", id="it-is-only"),
        pytest.param("Here comes the HSV part:", id="here-comes"),
        pytest.param("We're only showing the HSV part:", id="were-only-showing"),
        pytest.param("I'm only sharing the HSV part:", id="im-only-sharing"),
        pytest.param("Sharing just the HSV part:", id="sharing-just"),
        pytest.param("I've cut everything except the HSV part:", id="cut-everything-except"),
        pytest.param("The HSV snippet follows:", id="snippet-follows"),
        pytest.param("Excerpt is below:", id="excerpt-is-below"),
    ],
)
def test_a_part_lead_with_another_head_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


# -- the lead a line above, and the note right after, an agent's write (hunt145-convearlier,
# -convnote): read as beside a block, the statement of what changed too
@pytest.mark.parametrize("writer", [bolt, cline], ids=["bolt", "cline"])
@pytest.mark.parametrize(
    ("prose", "after"),
    [
        pytest.param("Just the HSV bit:\nThe hue now wraps.", False, id="bit-above-another"),
        pytest.param("Only the HSV converters are included.", True, id="note-included"),
        pytest.param("Snippet only.", True, id="note-snippet-only"),
    ],
)
def test_a_part_lead_beside_a_write_refuses(
    writer: Callable[[str, str], str], prose: str, after: bool
) -> None:
    written = writer("colorsys.py", _HSV)
    refused(f"Here you go:\n\n{written}\n{prose}\n" if after else led_by(prose, written))


@pytest.mark.parametrize("writer", [bolt, cline], ids=["bolt", "cline"])
@pytest.mark.parametrize(
    ("prose", "after"),
    [
        pytest.param("Only the HSV part changed.\nThe hue now wraps.", False, id="changed-above"),
        pytest.param("Only the HSV part changed.", True, id="changed-note"),
        pytest.param("Hope this helps!", True, id="ordinary-note"),
    ],
)
def test_a_statement_of_what_changed_beside_the_whole_module_s_write_keeps_it(
    writer: Callable[[str, str], str], prose: str, after: bool
) -> None:
    written = writer("colorsys.py", _SRC)
    answer = f"Here you go:\n\n{written}\n{prose}\n" if after else led_by(prose, written)
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


@pytest.mark.parametrize("writer", [bolt, cline], ids=["bolt", "cline"])
def test_a_statement_of_what_changed_beside_a_part_s_write_refuses(
    writer: Callable[[str, str], str],
) -> None:
    refused(f"Here you go:\n\n{writer('colorsys.py', _HSV)}\nOnly the HSV part changed.\n")
