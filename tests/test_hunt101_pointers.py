"""hunt101: a note of names over a definition that points at code elsewhere instead of saying
a state the reader knows.

``// validate and save unchanged`` over ``submit()`` calling both, bound nowhere in the file, is
refused (fix-heads83). The same note saying where the code is instead (``defined above``, ``see
... above``, ``as above``, ``from earlier``, ``from the previous answer``, ``(as previously)``,
``are defined elsewhere in this file``, ``still here``) or a list of the names between dots
(``// ... validate, save ...``) says the same: the functions are in the file the model edits,
not in this text. Nothing above holds them.

Expected by hand from what the model meant: the two functions were left out; the file written
whole throws when submit runs: a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_FN = "\nexport function submit(form) {\n  validate(form);\n  return save(form);\n}\n"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate and save defined above", id="defined-above"),
        pytest.param("// see validate and save above", id="see-above"),
        pytest.param("// validate and save as above", id="as-above"),
        pytest.param("// validate and save from earlier", id="from-earlier"),
        pytest.param("// validate and save from the previous answer", id="previous-answer"),
        pytest.param("// validate and save (as previously)", id="as-previously"),
        pytest.param("// validate and save are defined elsewhere in this file", id="elsewhere"),
        pytest.param("// ... validate, save ...", id="names-between-dots"),
    ],
)
def test_a_note_pointing_at_the_names_elsewhere_is_a_part(note: str) -> None:
    result = parse_response(native_answer("src/a.js", (note + _FN).rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
