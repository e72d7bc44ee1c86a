"""The lead bed (tests/lead_renderings.py): real stdlib modules sent in part or whole, with the
words a model writes around the block, dressed, placed and carried by a convention at random.

A part (one function of the module, under words saying so) must never be a file of a usable
result; a whole module under words saying it is whole must be read exactly. The seeds are
fixed (deterministic); ``benchmarks/words_counts.py --bed lead`` runs thousands more. The cases
that fail today are listed in tests/data/open_findings.tsv (xfail strict), each with what the
model meant."""

from __future__ import annotations

import dataclasses
import json

import pytest
from lead_renderings import check_lead, modules, render_lead

from artifact_codec import parse_response

_PARTS = range(30_000_000, 30_000_160)
_WHOLES = range(30_000_000, 30_000_032)


def _said(text: str) -> str:
    """The answer's words as a reader sees them: an OpenAI transcript's messages decoded."""
    try:
        messages = json.loads(text)
    except ValueError:
        return text
    return "\n".join(str(message.get("content")) for message in messages)


@pytest.mark.parametrize("seed", range(40))
def test_the_bed_builds_what_it_says(seed: int) -> None:
    for kind in ("part", "whole"):
        case = render_lead(seed, kind)
        module = {m.path: m.content for m in modules()}[case.path]
        assert case.words in _said(case.text)
        assert case.path in case.text
        if kind == "whole":
            assert case.whole
            assert case.content == module
        else:
            assert not case.whole
            assert case.content in module
            assert len(case.content) < len(module) // 2
            assert case.content.startswith(("def ", "@", "async def "))
        assert render_lead(seed, kind) == case  # the seed alone decides


def test_the_bed_draws_every_dressing_position_and_convention() -> None:
    cases = [render_lead(seed) for seed in range(600)]
    assert {c.convention for c in cases} == {"markdown", "bolt", "cline", "openai"}
    assert {c.position for c in cases} == {"above-label", "between", "on-label", "tight", "after"}
    assert len({c.dressing for c in cases}) == 15
    assert {c.kind for c in cases} == {"part", "whole"}


def test_the_check_tells_a_part_written_whole_from_a_refusal() -> None:
    drawn = render_lead(30_000_000, "part")
    part = "def area(width, height):\n    return width * height\n"
    case = dataclasses.replace(drawn, path="shapes.py", content=part, others=(), at=0)
    # with no words around it, no reader can know the block is a part: it keeps it
    kept = parse_response(f"`shapes.py`:\n\n```python\n{part}```\n")
    assert kept.usable
    assert (check_lead(case, kept) or "").startswith("WRONG: the part of shapes.py")
    nothing = parse_response("no files here")
    assert not nothing.usable
    assert check_lead(case, nothing) is None
    whole = dataclasses.replace(case, whole=True, kind="whole")
    assert check_lead(whole, kept) is None
    assert (check_lead(whole, nothing) or "").startswith("refused")


@pytest.mark.parametrize("seed", _PARTS)
def test_a_part_under_words_saying_so_is_never_a_usable_file(seed: int) -> None:
    case = render_lead(seed, "part")
    problem = check_lead(case, parse_response(case.text))
    assert problem is None, (case.convention, case.position, case.words, problem)


@pytest.mark.parametrize("seed", _WHOLES)
def test_a_whole_module_under_words_saying_what_changed_is_read(seed: int) -> None:
    case = render_lead(seed, "whole")
    problem = check_lead(case, parse_response(case.text))
    assert problem is None, (case.convention, case.position, case.words, problem)
