"""hunt131: fix-scope141 reads a note of one bare name ('// parse unchanged') over a
definition as a note for code left out when the file gives the name only overload signatures
(no implementation). Three whole files have no implementation to give and are refused: a
declaration file (.d.ts, where signatures are all there is), a name bound by a const from an
object typed by an interface of overloaded signatures (const parse = p.parse), an interface's
overloads merged into the class of its name. Each file is whole, the note a remark (false
refusals; regressions: usable at 4685abd8)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CASES = {
    "declaration-file": (
        "src/parse.d.ts",
        "export function parse(x: string): number;\nexport function parse(x: number): number;\n\n"
        "// parse unchanged\nexport function total(xs: string[]): number;\n",
    ),
    "const-bound-from-interface": (
        "src/a.ts",
        "interface Parser {\n  parse(x: string): number;\n  parse(x: number): number;\n}\n\n"
        "declare const p: Parser;\nconst parse = p.parse;\n\n// parse unchanged\n"
        "export function total(xs: string[]): number {\n"
        "  return xs.map(parse).reduce((a, b) => a + b, 0);\n}\n",
    ),
    "interface-merged-into-class": (
        "src/form.ts",
        "export interface Form {\n  validate(x: string): boolean;\n"
        "  validate(x: number): boolean;\n}\n\nexport class Form {\n  // validate unchanged\n"
        "  submit(form: string): boolean {\n"
        "    return this.validate(form);\n  }\n}\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_signatures_that_need_no_implementation(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable
    assert files_of(result) == [(path, content)]
