"""hunt137: notes among a class's members (fix-notes155's shapes, the member position of
fix-scope141) in neighbouring shapes: a doc comment ``///`` (Rust's and C#'s doc comment,
Doxygen's in C++, one PHP models write too) over or after the method, and C#'s empty
``#region Validate and Save (unchanged)`` / ``#endregion`` fold LAST in the class (after the
method: fix-notes155 reads it over the method). The same ``///`` note over a top-level
function of Rust or C is read (refused).

Expected by hand: the class defines neither validate nor save, extends nothing, the file
includes nothing local; the methods are called (``self.validate()``, ``Validate(form)``,
``$this->validate()``): the note stands for them, left out: a part, not usable. Main and the
base (9ec80bf0) write each whole (usable-WRONG, not regressions)."""

from __future__ import annotations

import pytest
from meant import refused_native

_RS = (
    "pub struct Form {\n    n: u32,\n}\n\nimpl Form {\n{PRE}\n    pub fn submit(&self) -> bool {\n"
    "        self.validate() && self.save()\n    }\n{POST}}\n"
)
_CS = (
    "public class Form\n{\n    private int n;\n{PRE}\n    public bool Submit(F form)\n    {\n"
    "        if (!Validate(form)) return false;\n        return Save(form);\n    }\n{POST}}\n"
)
_CPP = (
    "#include <string>\n\nclass Form {\npublic:\n    int n = 0;\n{PRE}\n    bool submit() {\n"
    "        if (!validate()) return false;\n        return save();\n    }\n{POST}};\n"
)
_PHP = (
    "<?php\n\nclass Form\n{\n    private $n = 0;\n{PRE}\n    public function submit($form)\n"
    "    {\n        if (!$this->validate($form)) {\n            return false;\n        }\n"
    "        return $this->save($form);\n    }\n{POST}}\n"
)
_DOC = "    /// validate and save unchanged"
_REGION = "    #region Validate and Save (unchanged)\n    #endregion"


def _pre(template: str, note: str) -> str:
    return template.replace("{PRE}", "\n" + note).replace("{POST}", "")


def _post(template: str, note: str) -> str:
    return template.replace("{PRE}", "").replace("{POST}", "\n" + note + "\n")


_CASES = {
    "rs-doc-over": ("src/form.rs", _pre(_RS, _DOC)),
    "rs-doc-last": ("src/form.rs", _post(_RS, _DOC)),
    "cs-doc-over": ("src/Form.cs", _pre(_CS, _DOC)),
    "cs-doc-last": ("src/Form.cs", _post(_CS, _DOC)),
    "cs-region-last": ("src/Form.cs", _post(_CS, _REGION)),
    "cpp-doc-over": ("form.cpp", _pre(_CPP, _DOC)),
    "cpp-doc-last": ("form.cpp", _post(_CPP, _DOC)),
    "php-doc-over": ("src/Form.php", _pre(_PHP, _DOC)),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_member_note_in_a_doc_or_fold_shape_is_a_part(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
