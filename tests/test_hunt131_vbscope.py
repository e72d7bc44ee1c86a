"""hunt131: fix-scope141 reads a Visual Basic "'" note over a Sub naming what the Sub calls
(' Validate and Save unchanged) as a note for methods left out when the file defines neither.
VB brings names from elsewhere in three everyday ways the rule does not see: 'Inherits
BaseForm' (the base class's methods), a 'Partial' class (its other part in another file, as
the Windows Forms designer writes it), 'Imports' of a module (a Module's members are called
unqualified). Each file is whole, the note a remark on the calls: false refusals (regressions:
usable at 4685abd8)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_SUBMIT = (
    "    ' Validate and Save unchanged\n    Public Sub Submit()\n        If Validate() Then\n"
    "            Save()\n        End If\n    End Sub\nEnd Class\n"
)

_CASES = {
    "inherits-base-class": "Public Class Form\n    Inherits BaseForm\n\n" + _SUBMIT,
    "partial-class": "Partial Public Class Form\n" + _SUBMIT,
    "imports-module": "Imports MyApp.FormHelpers\n\nPublic Class Form\n" + _SUBMIT,
}


@pytest.mark.parametrize("content", list(_CASES.values()), ids=list(_CASES))
def test_names_from_elsewhere_make_the_vb_note_a_remark(content: str) -> None:
    result = parse_response(native_answer("Form.vb", content))
    assert result.usable
    assert files_of(result) == [("Form.vb", content)]
