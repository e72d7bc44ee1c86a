"""hunt137: Visual Basic notes over a ``Function`` (fix-names156/fix-notes155 read VB's
``' Validate and Save unchanged`` and ``REM`` over a ``Sub``). The same note over a
``Function Submit() As Boolean`` calling ``Validate()`` and ``Save()``, which the file defines
nowhere (no Imports, no Inherits, no Partial), is never read: right under the class head, under
a field, after another Sub, Private/Shared, in a Module, as ``REM``, with an If block.

Expected by hand: the two functions the note names are left out: a part, not usable. Main and
the base (9ec80bf0) write each whole (usable-WRONG, not regressions). Neighbours that hold: the note
over a ``Sub`` calling both ('If Validate() Then Save()') is refused."""

from __future__ import annotations

import pytest
from meant import refused_native

_F = (
    "    {MOD}Function Submit() As Boolean\n        If Not Validate() Then Return False\n"
    "        Return Save()\n    End Function\n"
)
_NOTE = "    ' Validate and Save unchanged\n"
_CLASS = "Public Class Form\n"

_CASES = {
    "under-head": _CLASS + _NOTE + _F.replace("{MOD}", "Public ") + "End Class\n",
    "under-field": _CLASS
    + "    Private n As Integer\n\n"
    + _NOTE
    + _F.replace("{MOD}", "Public ")
    + "End Class\n",
    "private": _CLASS + _NOTE + _F.replace("{MOD}", "Private ") + "End Class\n",
    "shared": _CLASS + _NOTE + _F.replace("{MOD}", "Public Shared ") + "End Class\n",
    "in-module": "Module Tools\n" + _NOTE + _F.replace("{MOD}", "") + "End Module\n",
    "rem": _CLASS
    + "    REM Validate and Save unchanged\n"
    + _F.replace("{MOD}", "Public ")
    + "End Class\n",
    "if-block": _CLASS
    + _NOTE
    + "    Public Function Submit() As Boolean\n        If Validate() Then\n"
    "            Return Save()\n        End If\n        Return False\n    End Function\n"
    "End Class\n",
    "after-a-sub": _CLASS
    + "    Public Sub Reset()\n    End Sub\n\n"
    + _NOTE
    + _F.replace("{MOD}", "Public ")
    + "End Class\n",
}


@pytest.mark.parametrize("content", list(_CASES.values()), ids=list(_CASES))
def test_vb_note_over_a_function_is_a_part(content: str) -> None:
    refused_native("Form.vb", content)
