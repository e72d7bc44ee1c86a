"""fix-lead162 (issue 20): a SHORT English lead whose one noun phrase names a part of the file
("Only the HSV part:", "Snippet:", "The HSV bit:", "Just the part that changed:", "HSV
functions only:", "Here's only what changed:", "Partial:", "Rest unchanged.") before a block
labelled with a real module's path.

Expected by hand: the block holds only the HSV converters of the real stdlib colorsys.py
(which also holds __all__, the constants and the YIQ and HLS converters); the lead says the
block is a part: writing it as the whole colorsys.py would delete the rest (not usable). Leads
that name the whole file, a numbering ("Part 1:") or a part of the PROJECT ("The backend
part:") before the whole module stay usable, the file written as sent."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str, body: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


def _cline(prose: str, body: str) -> str:
    return (
        f"{prose}\n\n<write_to_file>\n<path>colorsys.py</path>\n<content>\n{body}</content>\n"
        "</write_to_file>\n"
    )


_PART_LEADS = [
    # a noun of a part, alone or with a qualifier, with or without "only/just/merely/simply"
    "Only the HSV part:",
    "Just the part that changed:",
    "The HSV bit:",
    "Just the HSV bits:",
    "Merely the HSV piece:",
    "Here is the piece that changed:",
    "Here is the HSV section only:",
    "Here's the relevant section:",
    "Here's the relevant excerpt:",
    "Simply the relevant snippet:",
    "Only the relevant portion:",
    "Relevant part:",
    "Partial:",
    "Excerpt:",
    "Snippet:",
    "A fragment:",
    "Extract:",
    "The diff:",
    "The hunk:",
    "Only the relevant lines:",
    "Just the changed lines:",
    "Changed lines only:",
    # code of a kind said only
    "HSV functions only:",
    "Showing the HSV functions only:",
    "Only the changed functions:",
    "Just the changes:",
    # only what changed
    "Here's only what changed:",
    "Just what changed:",
    "Only what I changed:",
    # a partial listing named bare
    "Abridged:",
    "Truncated listing:",
    "Partial listing:",
    # the rest said unchanged with no verb
    "Rest unchanged.",
    "Remainder of the file as before.",
    # cut down to the code
    "Abridged to the HSV converters:",
    "Shortened to the HSV functions:",
    # marks around the lead
    "### Only the HSV part",
    "**Excerpt:**",
    "- Snippet:",
]


@pytest.mark.parametrize("prose", _PART_LEADS)
def test_a_short_lead_naming_a_part_refuses(prose: str) -> None:
    result = refused(_answer(prose, _HSV))
    assert "partial-file" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("prose", ["Only the HSV part:", "Snippet:", "Here's only what changed:"])
def test_a_short_lead_before_a_write_call_refuses(prose: str) -> None:
    refused(_cline(prose, _HSV))


_WHOLE_LEADS = [
    "Here is the full colorsys.py:",
    "The updated file:",
    "Replace the contents of colorsys.py with:",
    "Here's the updated code:",
    "Here's the fix:",
    "Here is the updated module:",
    "Here are the changes:",
    "Code only:",
    "Just the code:",
    "The changed file:",
    "Only the changed file:",
    "Just the new module:",
    "Here is the complete colorsys.py, only rgb_to_hsv changed:",
    # a numbering, a part of the project, not of the file
    "Part 1:",
    "Part 1: the converters",
    "Section 2:",
    "Here is the second part:",
    "The final piece:",
    "The backend part:",
    "The Python bit:",
    "Finally, the colorsys part:",
    "The new section of the project:",
]


@pytest.mark.parametrize("prose", _WHOLE_LEADS)
def test_a_whole_file_lead_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


@pytest.mark.parametrize("prose", ["Here is the full colorsys.py:", "The backend part:"])
def test_a_whole_file_lead_before_a_write_call_stays_usable(prose: str) -> None:
    result = parse_response(_cline(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


def test_a_part_lead_after_the_block_leads_the_next_one() -> None:
    # "Snippet:" after the whole file leads a later block (a quote in prose), not this one
    answer = (
        _answer("Here is the full colorsys.py:", _SRC)
        + "\nThen use it like this.\n\nSnippet:\n\n```python\nprint(rgb_to_hsv(1, 0, 0))\n```\n"
    )
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


# -- "the only function I changed is X" over a block that declares its module's public names --
# Expected by hand: the whole stdlib colorsys.py declares __all__ and defines every name it
# lists: the block is the whole module and the lead says what changed (usable, written as
# sent). The same lead over a block that lacks a name __all__ lists, or over the HSV
# converters alone (no __all__), is a part (refused).

_ONLY_FN_LEADS = [
    "The only function I changed is rgb_to_hsv:",
    "Here is the full colorsys.py. The only function I changed is rgb_to_hsv.",
    "Here is colorsys.py; the only function I changed is rgb_to_hsv:",
    "The one function I touched is `rgb_to_hsv()`:",
]
_LACKS_YIQ = _SRC.replace(_SRC[_SRC.index("def rgb_to_yiq") : _SRC.index("# HLS")], "")


@pytest.mark.parametrize("prose", _ONLY_FN_LEADS)
def test_only_fn_changed_over_a_module_declaring_all_of_its_names_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


@pytest.mark.parametrize("prose", _ONLY_FN_LEADS)
@pytest.mark.parametrize("body", [_HSV, _LACKS_YIQ], ids=["hsv-alone", "all-lists-missing-yiq"])
def test_only_fn_changed_over_a_part_still_refuses(prose: str, body: str) -> None:
    refused(_answer(prose, body))


def test_all_grown_later_is_no_declaration() -> None:
    # "__all__ += [...]" adds names declared elsewhere: the block proves nothing whole
    body = _LACKS_YIQ.replace("\nONE_THIRD", '\n__all__ += ["extra"]\nONE_THIRD', 1)
    refused(_answer("The only function I changed is rgb_to_hsv:", body))
