"""hunt150 (issue 20): fix-notes185 reads Julia's ``#= =#``, Nim's ``#[ ]#`` and PowerShell's
``<# #>`` block comments as notes when the note is on the opening's line ("#= validate and save
unchanged =#"). Written over lines, with the opening and the close on lines of their own (the
way Lua's "--[[" over lines is read), or as Nim's doc block ``##[ ]##`` or a Julia string
over lines, the note is not read, and the file with both functions cut out is written as
complete. The base (3dfe17cf) did the same (not regressions).

Expected by hand: each file calls ``validate`` and ``save`` and defines or imports neither;
the note in their place says they were left out (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JL = "using JSON\n\nNOTE\n\nfunction submit(f)\n    validate(f) && save(f)\nend\n"
_NIM = "import strutils\n\nNOTE\n\nproc submit(f: F): bool =\n  validate(f) and save(f)\n"
_PS = (
    "$ErrorActionPreference = 'Stop'\n\nNOTE\n\nfunction Submit($f) {\n"
    "    if (Validate $f) { Save $f }\n}\n"
)
_LUA = (
    "local json = require('json')\n\nNOTE\n\nlocal function submit(f)\n"
    "  return validate(f) and save(f)\nend\n\nreturn { submit = submit }\n"
)

_CASES = [
    pytest.param("form.jl", _JL, "#=\n  validate and save unchanged\n=#", id="julia-lines"),
    pytest.param(
        "form.jl",
        _JL.replace("using JSON\n\n", ""),
        "#=\nvalidate and save unchanged\n=#",
        id="julia-lines-first",
    ),
    pytest.param("form.jl", _JL, '"""\n    validate and save unchanged\n"""', id="julia-string"),
    pytest.param("form.nim", _NIM, "#[\n  validate and save unchanged\n]#", id="nim-lines"),
    pytest.param("form.nim", _NIM, "##[ validate and save unchanged ]##", id="nim-doc-block"),
    pytest.param("form.ps1", _PS, "<#\n    Validate and Save unchanged\n#>", id="powershell-lines"),
    pytest.param(
        "form.ps1",
        _PS.replace("$ErrorActionPreference = 'Stop'\n\n", ""),
        "<#\nValidate and Save unchanged\n#>",
        id="powershell-lines-first",
    ),
]


@pytest.mark.parametrize(("path", "template", "note"), _CASES)
def test_a_block_note_over_lines_is_a_part(path: str, template: str, note: str) -> None:
    refused_native(path, template.replace("NOTE", note))


@pytest.mark.parametrize(
    ("path", "template", "note"),
    [
        pytest.param("form.jl", _JL, "#= validate and save unchanged =#", id="guard-julia-line"),
        pytest.param("form.psm1", _PS, "<# Validate and Save unchanged #>", id="guard-psm1"),
        pytest.param("form.nim", _NIM, "## validate and save unchanged", id="guard-nim-doc"),
        pytest.param("form.lua", _LUA, "--[[\n  validate and save unchanged\n]]", id="guard-lua"),
    ],
)
def test_the_shapes_read_stay_refused(path: str, template: str, note: str) -> None:
    refused_native(path, template.replace("NOTE", note))
