"""The note bed (tests/note_renderings.py): real stdlib modules with a function left out and a
note in its place (named, a stub's body, the rest of the module said unchanged), dressed and in
several languages, in a Markdown, native, bolt or OpenAI answer; and whole modules with a real
remark (the control).

A file with code left out is never a usable file as written; a whole module is read exactly.
The seeds are fixed (deterministic); ``benchmarks/words_counts.py --bed note`` runs thousands
more. The cases that fail today are listed in tests/data/open_findings.tsv (xfail strict)."""

from __future__ import annotations

import ast
import dataclasses

import pytest
from lead_renderings import modules
from note_renderings import check_note, render_note

from artifact_codec import parse_response

_CUT = range(32_000_000, 32_000_040)
_KEPT = range(32_000_000, 32_000_024)


def _public_functions(text: str) -> set[str]:
    return {
        node.name
        for node in ast.parse(text).body
        if isinstance(node, ast.FunctionDef) and not node.name.startswith("_")
    }


@pytest.mark.parametrize("seed", range(30))
def test_the_bed_builds_what_it_says(seed: int) -> None:
    for form in ("named", "stub", "rest", "kept"):
        case = render_note(seed, form)
        module = {m.path: m.content for m in modules()}[case.path]
        assert case.note in case.content
        assert case.path in case.text
        ast.parse(case.content)  # still Python
        if form == "kept":
            assert case.whole
            assert case.content.replace(f"# {case.note}\n", "", 1) == module
        else:
            assert not case.whole
            assert len(case.content) < len(module)
        if form in ("named", "rest"):  # a whole function is gone
            assert _public_functions(case.content) < _public_functions(module)
        assert render_note(seed, form) == case  # the seed alone decides


def test_the_check_tells_code_left_out_written_whole_from_a_refusal() -> None:
    drawn = render_note(32_000_000, "named")
    content = "def a():\n    return 1\n"
    case = dataclasses.replace(drawn, path="m.py", content=content)
    kept = parse_response(f"`m.py`:\n\n```python\n{content}```\n")
    assert kept.usable
    assert (check_note(case, kept) or "").startswith("WRONG: m.py with code left out")
    nothing = parse_response("no files here")
    assert not nothing.usable
    assert check_note(case, nothing) is None
    whole = dataclasses.replace(case, whole=True, form="kept")
    assert check_note(whole, kept) is None
    assert (check_note(whole, nothing) or "").startswith("refused")


@pytest.mark.parametrize("form", ["named", "stub", "rest"])
@pytest.mark.parametrize("seed", _CUT)
def test_a_module_with_code_left_out_is_never_a_usable_file(form: str, seed: int) -> None:
    case = render_note(seed, form)
    problem = check_note(case, parse_response(case.text))
    assert problem is None, (case.convention, case.note, problem)


@pytest.mark.parametrize("seed", _KEPT)
def test_a_whole_module_with_a_remark_is_read(seed: int) -> None:
    case = render_note(seed, "kept")
    problem = check_note(case, parse_response(case.text))
    assert problem is None, (case.convention, case.note, problem)
