"""hunt129: a note of names over a definition in comment shapes of the C family that the note
reader (fix-cshape131's shapes) does not read.

``// validate and save unchanged``, ``/* ... */`` on one line and a block comment whose note
line starts with `` * `` are refused over a definition calling both, bound nowhere. Not read:
a block comment whose note line has no `` * `` (``/*`` / the note indented / ``*/``), an empty
folding region named by the note (C# ``#region Validate and Save (unchanged)`` then
``#endregion``, the editors' ``//region`` and ``// #region``: the collapsed region IS the code
left out), Xcode's ``// MARK: -`` before the note and an arrow ``// =>`` before it.

Expected by hand from what the model meant: the methods the note names are called below and
defined nowhere in the file (the class extends nothing; C's file includes no local header): the
note stands for them, left out: the file written whole does not compile or throws: a part, not
usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = "\nexport function submit(form) {\n  validate(form);\n  return save(form);\n}\n"
_C = (
    "#include <stdio.h>\n\n{NOTE}\nint submit(struct form *f)\n{\n    if (!validate(f))\n"
    "        return -1;\n    return save(f);\n}\n"
)
_CS = (
    "public class Form\n{\n    private int n;\n\n{NOTE}\n    public bool Submit(F form)\n    {\n"
    "        Validate(form);\n        return Save(form);\n    }\n}\n"
)
_TS = (
    "export class Form {\n  n = 0;\n\n  {NOTE}\n  submit(form: F): boolean {\n"
    "    this.validate(form);\n    return this.save(form);\n  }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.js", "/*\n   validate and save unchanged\n*/" + _JS, id="js-block-no-stars"
        ),
        pytest.param(
            "src/form.c",
            _C.replace("{NOTE}", "/*\n   validate() and save() unchanged\n*/"),
            id="c-block-no-stars",
        ),
        pytest.param(
            "src/Form.cs",
            _CS.replace("{NOTE}", "    /*\n       Validate and Save unchanged\n    */"),
            id="cs-block-no-stars",
        ),
        pytest.param(
            "src/Form.cs",
            _CS.replace("{NOTE}", "    #region Validate and Save (unchanged)\n    #endregion"),
            id="cs-empty-region",
        ),
        pytest.param(
            "src/form.ts",
            _TS.replace("{NOTE}", "//region validate and save (unchanged)\n  //endregion"),
            id="ts-empty-region",
        ),
        pytest.param(
            "src/form.ts",
            _TS.replace("{NOTE}", "// #region validate and save unchanged\n  // #endregion"),
            id="ts-empty-hash-region",
        ),
        pytest.param("src/form.js", "// MARK: - validate and save unchanged" + _JS, id="js-mark"),
        pytest.param("src/form.js", "// => validate and save unchanged" + _JS, id="js-arrow"),
    ],
)
def test_a_note_in_another_comment_shape_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)
