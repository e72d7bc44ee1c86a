"""hunt137: fix-names156 reads Visual Basic's ``Imports``, ``Inherits`` and a ``Partial``
class (VB's, C#'s ``partial class``) as binding every bare name the file calls, anywhere in
the file (its _MODULE_IMPORT, a line-start match over the whole file). So a note
'Validate and Save unchanged' over ``Submit()`` calling ``Validate()``/``Save()`` is a remark
when the file merely imports a .NET namespace of types (``Imports System``, ``System.Linq``,
``System.IO``: no module's members come in bare), when ANOTHER class of the file inherits or
is partial, or when a comment line starts with 'partial class'.

Expected by hand: the class holding the note is no partial, inherits nothing, and no import
brings a bare Validate/Save: the note stands for the two methods left out: a part, not
usable. The base (9ec80bf0) refused every one; main writes each whole (usable-WRONG,
regressions of fix-names156)."""

from __future__ import annotations

import pytest
from meant import refused_native

_VB = (
    "Public Class Form\n    ' Validate and Save unchanged\n    Public Sub Submit()\n"
    "        If Validate() Then\n            Save()\n        End If\n    End Sub\nEnd Class\n"
)
_VB_MODULE = (
    "Module Tools\n    ' Validate and Save unchanged\n    Sub Submit()\n"
    "        If Validate() Then\n            Save()\n        End If\n    End Sub\nEnd Module\n"
)
_CS = (
    "public class Form\n{\n    private int n;\n\n    // Validate and Save unchanged\n"
    "    public bool Submit()\n    {\n        if (!Validate()) return false;\n"
    "        return Save();\n    }\n}\n"
)

_CASES = {
    "vb-imports-system": ("Form.vb", "Imports System\n\n" + _VB),
    "vb-imports-linq": (
        "Form.vb",
        "Imports System.Collections.Generic\nImports System.Linq\n\n" + _VB,
    ),
    "vb-imports-io-module": ("Tools.vb", "Imports System.IO\n\n" + _VB_MODULE),
    "vb-other-class-inherits": (
        "Form.vb",
        "Public Class FormError\n    Inherits Exception\nEnd Class\n\n" + _VB,
    ),
    "vb-other-class-partial": ("Form.vb", "Partial Public Class MainWindow\nEnd Class\n\n" + _VB),
    "cs-other-class-partial": ("Form.cs", "public partial class MainWindow\n{\n}\n\n" + _CS),
    "cs-other-record-partial": ("Form.cs", "public partial record Settings;\n\n" + _CS),
    "cs-comment-line-partial": ("Form.cs", "/*\npartial class notes\n*/\n" + _CS),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_nothing_binds_the_names_the_note_left_out(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
