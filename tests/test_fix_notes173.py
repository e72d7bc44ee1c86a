"""fix-notes173: note shapes the note readers did not read (issue 20, hunt137). A note that
stands where code was left out (``validate and save unchanged``, the file defining neither) is
read in the shapes the hunt found and their neighbours: Visual Basic's note over a
``Function`` whose body says ``Return Save()`` (VB's capitalized statement words are no C-like
head defining the name), a Lua block comment (``--[[ ]]``, ``--[==[ ]==]``, over lines, and
``-- [[ ]]``), a doc comment's ``///`` among a class's members, C#'s empty ``#region`` fold
last in a class, and overload signatures with no implementation then a note naming them in a
source file (``.ts``, ``.py``; a ``.d.ts`` or ``.pyi`` keeps them). The same shapes over code
the file holds, and doc comments that describe the code under them, stay usable."""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response


def _kept(path: str, content: str) -> None:
    content = content if content.endswith("\n") else content + "\n"
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]


# -- Visual Basic -------------------------------------------------------------------------------

_VB_NOTE = "    ' Validate and Save unchanged\n"
_VB_DEFINED = (
    "    Private Function Validate() As Boolean\n        Return n > 0\n    End Function\n\n"
    "    Private Function Save() As Boolean\n        Return True\n    End Function\n"
)

_VB_PARTS = {
    "return-andalso": "Public Class Form\n"
    + _VB_NOTE
    + "    Public Function Submit() As Boolean\n        Return Validate() AndAlso Save()\n"
    "    End Function\nEnd Class",
    "friend-function": "Public Class Form\n"
    + _VB_NOTE
    + "    Friend Function Submit() As Boolean\n        If Not Validate() Then Return False\n"
    "        Return Save()\n    End Function\nEnd Class",
    "call-then-return": "Public Class Form\n"
    + _VB_NOTE
    + "    Public Function Submit() As Boolean\n        Call Validate()\n"
    "        Return Save()\n    End Function\nEnd Class",
    "rem-in-module": "Module Tools\n    REM Validate and Save unchanged\n"
    "    Function Submit() As Boolean\n        Return Validate() AndAlso Save()\n"
    "    End Function\nEnd Module",
}

_VB_KEPT = {
    "defined-in-class": "Public Class Form\n    Private n As Integer\n\n"
    + _VB_DEFINED
    + "\n"
    + _VB_NOTE
    + "    Public Function Submit() As Boolean\n        If Not Validate() Then Return False\n"
    "        Return Save()\n    End Function\nEnd Class",
    "no-note": "Public Class Form\n    Private n As Integer\n\n"
    + _VB_DEFINED
    + "\n    Public Function Submit() As Boolean\n        Return Validate() AndAlso Save()\n"
    "    End Function\nEnd Class",
    "describes-function": "Public Class Form\n    Private n As Integer\n\n"
    + "    ' Returns whether the form was saved.\n"
    + "    Public Function Submit() As Boolean\n        Return n > 0\n    End Function\n"
    "End Class",
}


@pytest.mark.parametrize("content", list(_VB_PARTS.values()), ids=list(_VB_PARTS))
def test_vb_note_over_a_function_calling_what_is_left_out_is_a_part(content: str) -> None:
    refused_native("Form.vb", content)


@pytest.mark.parametrize("content", list(_VB_KEPT.values()), ids=list(_VB_KEPT))
def test_vb_function_whose_names_the_file_holds_is_kept(content: str) -> None:
    _kept("Form.vb", content)


# -- Lua block comments -------------------------------------------------------------------------

_LUA = (
    "local M = {}\n\n{NOTE}\nfunction M.submit(f)\n  if not validate(f) then\n    return false\n"
    "  end\n  return save(f)\nend\n\nreturn M"
)
_LUA_DEFINED = (
    "local M = {}\n\nlocal function validate(f)\n  return f ~= nil\nend\n\n"
    "local function save(f)\n  return true\nend\n\n{NOTE}\nfunction M.submit(f)\n"
    "  if not validate(f) then\n    return false\n  end\n  return save(f)\nend\n\nreturn M"
)

_LUA_PARTS = {
    "level-lines": _LUA.replace("{NOTE}", "--[=[\n  validate and save unchanged\n]=]"),
    "dashed-close": _LUA.replace("{NOTE}", "--[[\n  validate and save unchanged\n--]]"),
    "one-line-dashed-close": _LUA.replace("{NOTE}", "--[[ validate and save unchanged --]]"),
    "bracket-space": _LUA.replace("{NOTE}", "--[[  validate and save unchanged  ]]"),
}

_LUA_KEPT = {
    "defined-block": _LUA_DEFINED.replace("{NOTE}", "--[[ validate and save unchanged ]]"),
    "defined-block-lines": _LUA_DEFINED.replace(
        "{NOTE}", "--[[\n  validate and save unchanged\n]]"
    ),
    "doc-block": _LUA_DEFINED.replace("{NOTE}", "--[[ Submits the form. ]]"),
    "doc-block-lines": _LUA_DEFINED.replace("{NOTE}", "--[[\n  Submits the form.\n]]"),
}


@pytest.mark.parametrize("content", list(_LUA_PARTS.values()), ids=list(_LUA_PARTS))
def test_lua_block_note_is_a_part(content: str) -> None:
    refused_native("form.lua", content)


@pytest.mark.parametrize("content", list(_LUA_KEPT.values()), ids=list(_LUA_KEPT))
def test_lua_block_comment_over_code_the_file_holds_is_kept(content: str) -> None:
    _kept("form.lua", content)


# -- doc comments and folds among a class's members ---------------------------------------------

_CS = (
    "public class Form\n{\n    private int n;\n{PRE}\n    public bool Submit(F form)\n    {\n"
    "        if (!Validate(form)) return false;\n        return Save(form);\n    }\n{POST}}"
)
_CS_DEFINED = (
    "public class Form\n{\n    private int n;\n\n    private bool Validate(F form)\n    {\n"
    "        return form != null;\n    }\n\n    private bool Save(F form)\n    {\n"
    "        return true;\n    }\n{PRE}\n    public bool Submit(F form)\n    {\n"
    "        if (!Validate(form)) return false;\n        return Save(form);\n    }\n{POST}}"
)
_RS_DEFINED = (
    "pub struct Form {\n    n: u32,\n}\n\nimpl Form {\n    fn validate(&self) -> bool {\n"
    "        self.n > 0\n    }\n\n    fn save(&self) -> bool {\n        true\n    }\n{PRE}\n"
    "    pub fn submit(&self) -> bool {\n        self.validate() && self.save()\n    }\n{POST}}"
)
_TS = (
    "export class Form {\n  n = 0;\n{PRE}\n  submit(): boolean {\n"
    "    return this.validate() && this.save();\n  }\n{POST}}"
)


def _pre(template: str, note: str) -> str:
    return template.replace("{PRE}", "\n" + note).replace("{POST}", "")


def _post(template: str, note: str) -> str:
    return template.replace("{PRE}", "").replace("{POST}", "\n" + note + "\n")


_MEMBER_PARTS = {
    "cs-doc-under-field": (
        "src/Form.cs",
        _CS.replace("    private int n;\n{PRE}\n", "    private int n;\n{PRE}")
        .replace("{PRE}", "    /// validate and save unchanged\n")
        .replace("{POST}", ""),
    ),
    "cs-region-over": (
        "src/Form.cs",
        _pre(_CS, "    #region Validate and Save (unchanged)\n    #endregion\n"),
    ),
    "cs-region-last-endregion-named": (
        "src/Form.cs",
        _post(_CS, "    #region Validate and Save (unchanged)\n    #endregion Validate and Save"),
    ),
    "ts-doc-over": ("src/form.ts", _pre(_TS, "  /// validate and save unchanged")),
    "ts-doc-last": ("src/form.ts", _post(_TS, "  /// validate and save unchanged")),
}

_MEMBER_KEPT = {
    "cs-doc-describes": ("src/Form.cs", _pre(_CS_DEFINED, "    /// Validates the form.")),
    "cs-doc-defined": ("src/Form.cs", _pre(_CS_DEFINED, "    /// Validate and Save unchanged")),
    "cs-doc-summary": (
        "src/Form.cs",
        _pre(_CS_DEFINED, "    /// <summary>\n    /// Submits the form.\n    /// </summary>"),
    ),
    "cs-region-holding-members": (
        "src/Form.cs",
        _CS_DEFINED.replace(
            "\n    private bool Validate",
            "\n    #region Validate and Save\n    private bool Validate",
        )
        .replace("{PRE}", "    #endregion\n")
        .replace("{POST}", ""),
    ),
    "rs-doc-describes": ("src/form.rs", _pre(_RS_DEFINED, "    /// Validates the form.")),
    "rs-doc-defined-last": (
        "src/form.rs",
        _post(_RS_DEFINED, "    /// validate and save unchanged"),
    ),
}


@pytest.mark.parametrize("case", list(_MEMBER_PARTS.values()), ids=list(_MEMBER_PARTS))
def test_member_note_in_doc_or_fold_shape_is_a_part(case: tuple[str, str]) -> None:
    refused_native(*case)


@pytest.mark.parametrize("case", list(_MEMBER_KEPT.values()), ids=list(_MEMBER_KEPT))
def test_member_doc_comment_or_fold_over_code_the_file_holds_is_kept(case: tuple[str, str]) -> None:
    _kept(*case)


# -- overload signatures with no implementation -------------------------------------------------

_TS_SIGNATURES = (
    "export function parse(x: number): number;\nexport function parse(x: string): number;\n"
)
_PY_STUBS = (
    "import typing\n\n\n@typing.overload\ndef parse(x: int) -> int: ...\n"
    "@typing.overload\ndef parse(x: str) -> int: ...\n"
)
_TS_IMPLEMENTED = (
    _TS_SIGNATURES + "export function parse(x: number | string): number {\n  return Number(x);\n}\n"
)

_OVERLOAD_PARTS = {
    "mts-blank-then-note": (
        "src/parse.mts",
        _TS_SIGNATURES + "\n// parse unchanged\n\nexport const VERSION = 2;",
    ),
    "tsx-note": ("src/parse.tsx", _TS_SIGNATURES + "// parse() unchanged\n\nexport const V = 2;"),
    "py-typing-overload": ("parse.py", _PY_STUBS + "# parse unchanged\n\n\nVERSION = 2"),
    "py-kind-note": ("parse.py", _PY_STUBS + "# the parse implementation is unchanged"),
}

_OVERLOAD_KEPT = {
    "d-ts": ("src/parse.d.ts", _TS_SIGNATURES + "// parse unchanged\n"),
    "d-mts": ("src/parse.d.mts", _TS_SIGNATURES + "// parse unchanged\n"),
    "pyi": ("parse.pyi", _PY_STUBS + "# parse unchanged\n"),
    "ts-implemented": ("src/parse.ts", _TS_IMPLEMENTED + "\n// parse unchanged\n"),
    "ts-remark-on-other": (
        "src/parse.ts",
        _TS_IMPLEMENTED + "// total unchanged\nexport function total(): number {\n  return 0;\n}\n",
    ),
}


@pytest.mark.parametrize("case", list(_OVERLOAD_PARTS.values()), ids=list(_OVERLOAD_PARTS))
def test_signatures_then_a_note_in_a_source_file_is_a_part(case: tuple[str, str]) -> None:
    refused_native(*case)


@pytest.mark.parametrize("case", list(_OVERLOAD_KEPT.values()), ids=list(_OVERLOAD_KEPT))
def test_signatures_in_a_declaration_file_or_implemented_are_kept(case: tuple[str, str]) -> None:
    _kept(*case)
