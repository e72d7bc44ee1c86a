"""hunt143: neighbours of fix-notes173's overloads without an implementation and fix-names174's
CommonJS exports binding nothing: Python overloads decorated ``@t.overload`` (``import typing
as t``) or with ``pass`` bodies, TypeScript overloads followed by a Spanish note ('parse sin
cambios'), and exports of names the file defines nowhere by ``Object.defineProperty(exports,
...)``, an array ``module.exports = [validate, save]`` or ``this.validate = validate``.

Expected by hand: the note names code the file declares but never implements (parse) or
hands out but never binds (validate, save): it stands for that code, left out: a part, not
usable (as ``@typing.overload`` stubs then '# parse unchanged' and ``module.exports = {
validate, save }`` are). Main writes each whole (usable-WRONG). Guards: the same files with
the code defined are kept whole.
"""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_PY_ALIAS = (
    "import typing as t\n\n\n@t.overload\ndef parse(x: int) -> int: ...\n@t.overload\n"
    "def parse(x: str) -> int: ...\n{DEFS}# parse unchanged\n\n\nVERSION = 2\n"
)
_PY_PASS = (
    "from typing import overload\n\n\n@overload\ndef parse(x: int) -> int:\n    pass\n"
    "@overload\ndef parse(x: str) -> int:\n    pass\n{DEFS}# parse unchanged\n\n\nVERSION = 2\n"
)
_PY_IMPL = "def parse(x):\n    return int(x)\n"
_TS = (
    "export function parse(x: number): number;\nexport function parse(x: string): number;\n"
    "{DEFS}// parse sin cambios\n\nexport const V = 2;\n"
)
_TS_IMPL = "export function parse(x: number | string): number {\n  return Number(x);\n}\n"
_NOTE = "// validate and save unchanged\n"
_JS_DEFS = "function validate(f) {\n  return !!f;\n}\n\nfunction save(f) {\n  return f;\n}\n\n"

_CASES = {
    "py-typing-alias-overloads": ("parse.py", _PY_ALIAS, _PY_IMPL),
    "py-overloads-pass-bodies": ("parse.py", _PY_PASS, _PY_IMPL),
    "ts-overloads-spanish-note": ("src/parse.ts", _TS, _TS_IMPL),
    "cjs-define-property": (
        "src/f.js",
        "{DEFS}" + _NOTE + "Object.defineProperty(exports, 'validate', { get: () => validate });\n",
        _JS_DEFS,
    ),
    "cjs-exports-array": (
        "src/f.js",
        "{DEFS}" + _NOTE + "module.exports = [validate, save];\n",
        _JS_DEFS,
    ),
    "this-assignments": (
        "src/f.js",
        "{DEFS}" + _NOTE + "this.validate = validate;\nthis.save = save;\n",
        _JS_DEFS,
    ),
}
_PARAMS = [pytest.param(*value, id=key) for key, value in _CASES.items()]


@pytest.mark.parametrize(("path", "template", "defs"), _PARAMS)
def test_declared_or_handed_out_code_never_bound_is_a_part(
    path: str, template: str, defs: str
) -> None:
    refused_native(path, template.replace("{DEFS}", ""))


@pytest.mark.parametrize(("path", "template", "defs"), _PARAMS)
def test_the_code_defined_keeps_it_whole(path: str, template: str, defs: str) -> None:
    content = template.replace("{DEFS}", defs)
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [(path, content)]
