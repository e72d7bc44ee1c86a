"""hunt137: fix-names156 reads a note right over ``export default wrap(g, k);``, a call's
arguments one per line or an ES export list of names bound nowhere as a part. Its neighbours
are not read: CommonJS exports of names the file binds nowhere (``module.exports = { validate,
save };`` on one line or over lines, ``module.exports.validate = validate;``, ``exports.save =
save;``, ``Object.assign(module.exports, {...})``), a Lua module's fields (``M.validate =
validate``, ``M.steps = { validate, save }``), PHP hooks naming the functions as callables by
strings (``add_action('init', 'validate')``). ES ``export const api = { validate, save };``
and ``export = {...}`` are refused (hold).

Expected by hand: '// validate and save unchanged' stands for the two functions the export
hands on, left out (the file written whole throws a ReferenceError / calls an undefined
function): a part, not usable. Main and the base (9ec80bf0) write each whole (usable-WRONG,
not regressions)."""

from __future__ import annotations

import pytest
from meant import refused_native

_NOTE = "// validate and save unchanged\n"

_CASES = {
    "cjs-object": (
        "src/form.js",
        "const { compose } = require('./fp');\n\n"
        + _NOTE
        + "module.exports = { validate, save };\n",
    ),
    "cjs-object-lines": (
        "src/form.js",
        "'use strict';\n\n" + _NOTE + "module.exports = {\n  validate,\n  save,\n};\n",
    ),
    "cjs-module-exports-props": (
        "src/form.js",
        "'use strict';\n\n" + _NOTE + "module.exports.validate = validate;\n"
        "module.exports.save = save;\n",
    ),
    "cjs-exports-props": (
        "src/form.js",
        "'use strict';\n\n" + _NOTE + "exports.validate = validate;\nexports.save = save;\n",
    ),
    "cjs-object-assign": (
        "src/form.js",
        _NOTE + "Object.assign(module.exports, { validate, save });\n",
    ),
    "lua-module-fields": (
        "form.lua",
        "local M = {}\n\n-- validate and save unchanged\nM.validate = validate\nM.save = save\n\n"
        "return M\n",
    ),
    "lua-module-list": (
        "form.lua",
        "local M = {}\n\n-- validate and save unchanged\nM.steps = { validate, save }\n\n"
        "return M\n",
    ),
    "php-hook-callables": (
        "hooks.php",
        "<?php\n\n" + _NOTE + "add_action('init', 'validate');\nadd_action('shutdown', 'save');\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_names_handed_on_and_bound_nowhere_are_a_part(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
