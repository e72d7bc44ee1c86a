"""hunt131: the scope rules of named notes (fix-scope130/141) read '# validate and save
unchanged' over a method calling self.validate()/this.validate() as a note for methods left out
when the class defines neither. Members bound another way are not seen: attributes set in
__init__ (self.validate = validate), TS parameter properties (constructor(private validate:
...)), declared fields (declare validate: ...; save!: ...), an interface merged into the class,
methods added with Object.assign(Form.prototype, {...}). Each file is whole, every name the
note gives bound in it: a remark, refused (false refusals; not regressions: refused at
4685abd8 too)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CASES = {
    "py-init-attributes": (
        "form.py",
        "class Form:\n    def __init__(self, validate, save):\n        self.validate = validate\n"
        "        self.save = save\n\n    # validate and save unchanged\n    def submit(self):\n"
        "        if self.validate():\n            self.save()\n",
    ),
    "ts-parameter-properties": (
        "src/form.ts",
        "export class Form {\n  constructor(\n    private validate: () => boolean,\n"
        "    private save: () => void,\n  ) {}\n\n  // validate and save unchanged\n"
        "  submit(): void {\n    if (this.validate()) {\n      this.save();\n    }\n  }\n}\n",
    ),
    "ts-declared-fields": (
        "src/form.ts",
        "export class Form {\n  declare validate: () => boolean;\n  save!: () => void;\n\n"
        "  // validate and save unchanged\n  submit(): void {\n    if (this.validate()) {\n"
        "      this.save();\n    }\n  }\n}\n",
    ),
    "ts-interface-merged": (
        "src/form.ts",
        "export interface Form {\n  validate(): boolean;\n  save(): void;\n}\n\n"
        "export class Form {\n  // validate and save unchanged\n  submit(): void {\n"
        "    if (this.validate()) {\n      this.save();\n    }\n  }\n}\n",
    ),
    "js-object-assign-prototype": (
        "src/form.js",
        "export class Form {\n  // validate and save unchanged\n  submit() {\n"
        "    if (this.validate()) {\n      this.save();\n    }\n  }\n}\n\n"
        "Object.assign(Form.prototype, {\n  validate() {\n    return true;\n  },\n"
        "  save() {\n    console.log('saved');\n  },\n});\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_members_bound_otherwise_make_the_note_a_remark(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable
    assert files_of(result) == [(path, content)]
