"""hunt143: doc comments and block comments over code whose names the file's class inherits
or binds, refused by fix-notes173's new note shapes (regressions: the base bee7c794 kept
them): C#'s ``///`` among the members of a class with a base (``: FormBase``) or of a
``partial`` class, a TypeScript ``///`` in a class that ``extends`` an imported base and calls
``this.validate()``, Lua's ``--[[ ]]`` over a module whose metatable's ``__index`` is a
required base, or whose names are bound by ``local validate, save = steps.validate,
steps.save``. The same notes written as line comments (``//``, ``--``) were refused by the base
already, so the first four follow that rule; the Lua multiple assignment binds both names
outright (its line-comment version is a false refusal of the base too, last case).

Expected by hand: the names are given by the base, the other part of the class, or bound in
the file: the note is a remark, the file is whole: kept as written.
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CS = (
    "public {KIND}class Form{BASE}\n{\n    private int n;\n\n    /// validate and save unchanged\n"
    "    public bool Submit(F form)\n    {\n        return Validate(form) && Save(form);\n"
    "    }\n}\n"
)
_TS = (
    "import { FormBase } from './base';\n\nexport class Form extends FormBase {\n  n = 0;\n\n"
    "  /// validate and save unchanged\n  submit(): boolean {\n"
    "    return this.validate() && this.save();\n  }\n}\n"
)
_LUA_META = (
    "local Base = require('base')\nlocal M = setmetatable({}, { __index = Base })\n\n"
    "--[[ validate and save unchanged ]]\nfunction M.submit(f)\n"
    "  return M.validate(f) and M.save(f)\nend\n\nreturn M\n"
)
_LUA_BOUND = (
    "local steps = require('steps')\nlocal validate, save = steps.validate, steps.save\n\n"
    "{NOTE}\nlocal function submit(f)\n  return validate(f) and save(f)\nend\n\n"
    "return { submit = submit }\n"
)

_CASES = {
    "cs-base-class": (
        "src/Form.cs",
        _CS.replace("{KIND}", "").replace("{BASE}", " : FormBase"),
    ),
    "cs-partial-class": ("src/Form.cs", _CS.replace("{KIND}", "partial ").replace("{BASE}", "")),
    "ts-extends-imported": ("src/form.ts", _TS),
    "lua-block-metatable-base": ("form.lua", _LUA_META),
    "lua-block-multiple-assignment": (
        "form.lua",
        _LUA_BOUND.replace("{NOTE}", "--[[ validate and save unchanged ]]"),
    ),
    "lua-line-multiple-assignment": (
        "form.lua",
        _LUA_BOUND.replace("{NOTE}", "-- validate and save unchanged"),
    ),
}


@pytest.mark.parametrize(
    ("path", "content"), [pytest.param(*value, id=key) for key, value in _CASES.items()]
)
def test_a_note_of_names_given_to_the_file_keeps_it(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [(path, content)]
