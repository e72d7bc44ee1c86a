"""hunt129: a note of names over a definition whose kind noun is one the note table does not
list: ``utils``, ``utilities``, ``funcs``, ``fns``, ``handlers``, ``callbacks`` (two names) and
``util``, ``fn`` (one name, fix-scope133).

``// validate and save helpers unchanged`` (and ``functions``, ``methods``, ``defs``) over
``submit()`` calling both, bound nowhere in the file, is refused; ``// formatDate helper
unchanged`` too. The same notes with these kind nouns, which developers write as often, are
read as remarks and the file is written whole.

Expected by hand from what the model meant: the functions the note names are called below and
the file has no definition, import or parameter of them: the note stands for code left out,
the file written whole throws: a part, not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_TWO = "\nexport function submit(form) {\n  validate(form);\n  return save(form);\n}\n"
_ONE = "\nexport function renderRow(r) {\n  return '<td>' + formatDate(r.when) + '</td>';\n}\n"


@pytest.mark.parametrize(
    "content",
    [
        pytest.param("// validate and save utils unchanged" + _TWO, id="two-utils"),
        pytest.param("// validate and save utilities unchanged" + _TWO, id="two-utilities"),
        pytest.param("// validate and save funcs unchanged" + _TWO, id="two-funcs"),
        pytest.param("// validate and save fns unchanged" + _TWO, id="two-fns"),
        pytest.param("// validate and save handlers unchanged" + _TWO, id="two-handlers"),
        pytest.param("// validate and save callbacks unchanged" + _TWO, id="two-callbacks"),
        pytest.param("// formatDate util unchanged" + _ONE, id="one-util"),
        pytest.param("// formatDate fn unchanged" + _ONE, id="one-fn"),
    ],
)
def test_a_note_with_another_kind_noun_is_a_part(content: str) -> None:
    refused_native("src/form.js", content)
