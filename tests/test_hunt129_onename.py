"""hunt129: a note of ONE function right over a definition that calls it, in shapes the
one-name reader of fix-scope133 does not read while the two-name note in the same shape is
refused.

``// formatDate helper unchanged``, ``// formatDate() as before``, ``// formatDate helper
omitted`` over ``renderRow()`` (which calls formatDate, bound nowhere in the file) are refused
(fix-scope133). The same note with a longer state (``omitted for brevity``), a kind word and
``as before``, a comma before its state, the name between dots (``... formatDate() ...``, read
for two names by fix-scope130), or a call and ``here`` (``formatDate() here``, as ``goes here``)
is read as a remark and the file is written whole; the two-name notes ``validate and save
omitted for brevity``, ``validate and save helpers as before``, ``... validate(), save() ...``,
``validate and save helpers, unchanged`` are refused.

Expected by hand from what the model meant: renderRow calls formatDate and the file has no
definition, import or parameter of it: the note stands for the helper left out, the file written
whole throws: a part, not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = "\nexport function renderRow(r) {\n  return '<td>' + formatDate(r.when) + '</td>';\n}\n"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// formatDate helper omitted for brevity", id="omitted-for-brevity"),
        pytest.param("// formatDate helper as before", id="kind-as-before"),
        pytest.param("// formatDate helper from before", id="kind-from-before"),
        pytest.param("// ... formatDate() ...", id="between-dots"),
        pytest.param("// formatDate helper, unchanged", id="comma-state"),
        pytest.param("// formatDate() here", id="call-here"),
        pytest.param("// formatDate: unchanged", id="camel-name-colon-state"),
    ],
)
def test_a_note_of_one_function_called_and_bound_nowhere_is_a_part(note: str) -> None:
    refused_native("src/row.js", note + _JS)
