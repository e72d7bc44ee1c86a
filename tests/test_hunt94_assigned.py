"""hunt94: a note of names over a function bound by an assignment the definition rule does not
read: a property (`module.exports =`, `exports.f =`, `A.prototype.f =`, `window.f =`), Lua's
`local function f()` and `local f = function()`, R's `f <- function()`.

Expected by hand from what the model meant: the function under the note calls g and k, and the
file binds neither (no import, require, parameter or definition), so the note stands for those
functions, left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nmodule.exports = function f() {\n  return g() + k();\n};\n",
            id="js-module-exports-function",
        ),
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nexports.f = function () {\n  return g() + k();\n};\n",
            id="js-exports-property",
        ),
        pytest.param(
            "src/a.js",
            "function A() {}\n\n// g and k unchanged\nA.prototype.f = function () {\n"
            "  return g() + k();\n};\n\nmodule.exports = A;\n",
            id="js-prototype-method",
        ),
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nwindow.f = function () {\n  return g() + k();\n};\n",
            id="js-window-property",
        ),
        pytest.param(
            "a.lua",
            "-- g and k unchanged\nlocal function f()\n  return g() + k()\nend\n",
            id="lua-local-function",
        ),
        pytest.param(
            "a.lua",
            "-- g and k unchanged\nlocal f = function()\n  return g() + k()\nend\n",
            id="lua-local-assigned-function",
        ),
        pytest.param(
            "R/a.R",
            "# g and k unchanged\nf <- function() {\n  g() + k()\n}\n",
            id="r-arrow-assigned-function",
        ),
    ],
)
def test_a_note_over_a_function_bound_by_assignment_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
