"""Edit blocks of the format survive dumps -> loads / parse_response, whatever their texts.

The texts and anchors are lines of the installed standard library mixed with atoms of the
format itself (the hunk markers' words, delimiter lines, field lines, fences), so that an
anchor or text that looks like a marker (``def GOLD():``, ``# OLD``, a delimiter) is tried.
"""

from __future__ import annotations

import inspect
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import (
    FileOperation,
    GeneratedCode,
    GeneratedFile,
    Hunk,
    dumps,
    loads,
    parse_response,
)

_STDLIB_LINES = sorted(
    set(inspect.getsource(json).splitlines() + inspect.getsource(inspect).splitlines())
)[:400]
_ATOMS = [
    "OLD",
    "NEW",
    "END",
    " OLD {",
    'OLD {"anchor": "x"}',
    "===FILE_CONTENT_BLOCK===",
    "===FILE_CONTENT_BLOCK===OLD",
    "===FILE_CONTENT_BLOCK===NEW",
    "===FILE_CONTENT_BLOCK===END",
    "===FILE_CONTENT_BLOCK_1===",
    "---",
    "PATH: a.py",
    "OPERATION: edit",
    "```",
    "def GOLD():",
    "class OLD_API:",
    "{",
    "}",
    "",
]
_line = st.sampled_from(_STDLIB_LINES) | st.sampled_from(_ATOMS)
_text = st.lists(_line, max_size=5).map(lambda lines: "".join(f"{line}\n" for line in lines))
_anchor = st.lists(_line, min_size=1, max_size=3).map(" ".join)


@st.composite
def _hunks(draw: st.DrawFn) -> Hunk:
    old = draw(_text)
    new = draw(_text)
    where = draw(st.sampled_from(("none", "anchor", "hint", "after")))
    if where == "anchor":
        return Hunk(old=old, new=new, anchor=draw(_anchor) or None)
    if where == "hint":
        return Hunk(old=old, new=new, line_hint=draw(st.integers(1, 99)))
    if where == "after":
        return Hunk(old="", new=new, after_line=draw(st.integers(0, 9)))
    return Hunk(old=old, new=new)


@st.composite
def _documents(draw: st.DrawFn) -> GeneratedCode:
    operations = []
    for index in range(draw(st.integers(1, 3))):
        path = f"d{index}/f.py"
        kind = draw(st.sampled_from(("edit", "rename", "create", "replace", "delete")))
        if kind in ("edit", "rename"):
            hunks = draw(st.lists(_hunks(), min_size=kind == "edit", max_size=3))
            new_path = f"{path}.new" if kind == "rename" else None
            operations.append(FileOperation(kind=kind, path=path, hunks=hunks, new_path=new_path))
        elif kind in ("create", "replace"):
            operations.append(FileOperation(kind=kind, path=path, content=draw(_text)))
        else:
            operations.append(FileOperation(kind=kind, path=path))
    files = [
        GeneratedFile(file_path="w.txt", content=text) for text in draw(st.lists(_text, max_size=1))
    ]
    return GeneratedCode(files=files, edits=operations)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_documents(), st.sampled_from(("", "Here you go:\n\n")))
def test_edit_blocks_round_trip(code: GeneratedCode, prose: str) -> None:
    document = dumps(code)
    assert loads(document) == code
    assert parse_response(prose + document).code == code


def test_an_anchor_holding_the_old_marker_round_trips() -> None:
    # The fields of an OLD line start at its first "OLD {": an anchor may hold "OLD" (and
    # "OLD {") itself.
    for anchor in ("def GOLD():", "x OLD {", 'OLD {"anchor": 1}'):
        code = GeneratedCode(
            edits=[
                FileOperation(
                    kind="edit", path="a.py", hunks=[Hunk(old="x\n", new="y\n", anchor=anchor)]
                )
            ]
        )
        assert loads(dumps(code)).edits[0].hunks[0].anchor == anchor
