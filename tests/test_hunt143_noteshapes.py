"""hunt143: note shapes fix-notes173 does not read, neighbours of its Lua block comments, VB
notes over a Function, overloads without an implementation and CommonJS exports: Julia's
``#= =#``, Nim's ``#[ ]#`` and PowerShell's ``<# #>`` block comments, a VB note over a
``Property`` whose getter calls the left-out code, C++ declarations of ``parse`` with no
definition then '// parse unchanged' in a ``.cpp`` source file, an ES module's ``export
default { validate, save }`` of names the file defines nowhere.

Expected by hand: the note names code the file calls and binds nowhere (validate/save,
parse): it stands for that code, left out: a part, not usable (as the Lua ``--[[ ]]`` note,
the VB note over a Function, the .ts overloads and ``module.exports = { validate, save }``
are). Main and the base write each whole (usable-WRONG, not regressions). Guards: the same
shapes with the code defined in the file are remarks, kept whole.
"""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_JULIA = (
    "{DEFS}#= validate and save unchanged =#\n\nfunction submit(f)\n"
    "    validate(f) && save(f)\nend\n"
)
_JULIA_DEFS = "validate(f) = f !== nothing\n\nsave(f) = true\n\n"
_NIM = (
    "{DEFS}#[ validate and save unchanged ]#\n\nproc submit(f: F): bool =\n"
    "  validate(f) and save(f)\n"
)
_NIM_DEFS = "proc validate(f: F): bool = true\n\nproc save(f: F): bool = true\n\n"
_PS = (
    "{DEFS}<# Validate and Save unchanged #>\n\nfunction Submit($f) {\n"
    "    if (Validate $f) { Save $f }\n}\n"
)
_PS_DEFS = (
    "function Validate($f) {\n    return $true\n}\n\nfunction Save($f) {\n    return $true\n}\n\n"
)
_VB = (
    "Public Class Form\n{DEFS}    ' Validate and Save unchanged\n"
    "    Public ReadOnly Property Ok As Boolean\n        Get\n"
    "            Return Validate() AndAlso Save()\n        End Get\n    End Property\nEnd Class\n"
)
_VB_DEFS = (
    "    Private Function Validate() As Boolean\n        Return True\n    End Function\n\n"
    "    Private Function Save() As Boolean\n        Return True\n    End Function\n\n"
)
_CPP = (
    "#include <string>\n\nint parse(int x);\nint parse(const std::string& x);\n{DEFS}"
    "// parse unchanged\n\nint main() { return parse(1); }\n"
)
_CPP_DEFS = (
    "\nint parse(int x) { return x; }\nint parse(const std::string& x) { return std::stoi(x); }\n\n"
)
_ESM = "{DEFS}// validate and save unchanged\nexport default { validate, save };\n"
_ESM_DEFS = "function validate(f) {\n  return !!f;\n}\n\nfunction save(f) {\n  return f;\n}\n\n"

_CASES = {
    "julia-block": ("form.jl", _JULIA, _JULIA_DEFS),
    "nim-block": ("form.nim", _NIM, _NIM_DEFS),
    "powershell-block": ("form.ps1", _PS, _PS_DEFS),
    "vb-property": ("Form.vb", _VB, _VB_DEFS),
    "cpp-declarations": ("parse.cpp", _CPP, _CPP_DEFS),
    "esm-export-default": ("src/f.js", _ESM, _ESM_DEFS),
}
_PARAMS = [pytest.param(*value, id=key) for key, value in _CASES.items()]


@pytest.mark.parametrize(("path", "template", "defs"), _PARAMS)
def test_a_note_of_code_bound_nowhere_is_a_part(path: str, template: str, defs: str) -> None:
    refused_native(path, template.replace("{DEFS}", ""))


@pytest.mark.parametrize(("path", "template", "defs"), _PARAMS)
def test_the_code_defined_keeps_it_whole(path: str, template: str, defs: str) -> None:
    content = template.replace("{DEFS}", defs)
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [(path, content)]
