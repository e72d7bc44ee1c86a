"""hunt129: a note of names over a definition that points at the names' code elsewhere in
words fix-scope130's table of pointers does not list.

fix-scope130 reads ``// validate and save defined above``, ``from earlier``, ``from the
previous answer``, ``(see earlier)``, ``from above`` over ``submit()`` (which calls both, bound
nowhere in the file) as a note: refused. The same pointer in other words models write
(``from before``, ``see below``, ``defined below``, ``from the original``, ``as in your code``,
``from my last reply``, ``as shown earlier``, ``are already in your file``) is read as a remark
and the file is written whole.

Expected by hand from what the model meant: the two functions are in the model's earlier text
or the user's file, not in this block; nothing in the file defines them (nothing below either),
so the file written whole throws when submit runs: a part, not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_FN = "\nexport function submit(form) {\n  validate(form);\n  return save(form);\n}\n"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate and save from before", id="from-before"),
        pytest.param("// validate and save: see below", id="see-below"),
        pytest.param("// validate and save defined below", id="defined-below"),
        pytest.param("// validate and save from the original", id="from-the-original"),
        pytest.param("// validate and save as in your code", id="as-in-your-code"),
        pytest.param("// validate and save from my last reply", id="from-my-last-reply"),
        pytest.param("// validate and save as shown earlier", id="as-shown-earlier"),
        pytest.param("// validate and save are already in your file", id="already-in-your-file"),
    ],
)
def test_a_note_pointing_at_the_names_elsewhere_is_a_part(note: str) -> None:
    refused_native("src/form.js", note + _FN)
