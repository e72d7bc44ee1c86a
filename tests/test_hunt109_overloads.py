"""hunt109: a note over a definition names functions the file gives only overload signatures
(TypeScript ``function f(x: string): T;`` lines, Python ``@overload`` stubs), no
implementation.

fix-heads83/96 keep a note of names over a definition as a remark when every name is defined
in the file; an overload signature is no definition: TypeScript refuses the file ("Function
implementation is missing or not immediately following the declaration") and a Python
``@overload`` stub alone raises at the call (``typing`` requires the implementation after it).

Expected by hand from what the model meant: the note stands for the implementations left out
(after the signatures): the file is a part, not usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.ts",
            "export function validate(x: string): boolean;\n"
            "export function validate(x: number): boolean;\n\n"
            "export function save(x: string): void;\nexport function save(x: number): void;\n\n"
            "// validate and save unchanged\nexport function submit(form: string): void {\n"
            "  if (validate(form)) save(form);\n}\n",
            id="ts-two-overloaded-functions",
        ),
        pytest.param(
            "src/a.ts",
            "export function parse(x: string): number;\n"
            "export function parse(x: number): number;\n\n// parse unchanged\n"
            "export function total(xs: string[]): number {\n"
            "  return xs.map(parse).reduce((a, b) => a + b, 0);\n}\n",
            id="ts-one-overloaded-function",
        ),
        pytest.param(
            "src/form.ts",
            "export class Form {\n  validate(x: string): boolean;\n"
            "  validate(x: number): boolean;\n\n  // validate unchanged\n"
            "  submit(form: string): boolean {\n    return this.validate(form);\n  }\n}\n",
            id="ts-method-overloads",
        ),
        pytest.param(
            "app/forms.py",
            "from typing import overload\n\n\n@overload\ndef validate(x: int) -> bool: ...\n"
            "@overload\ndef validate(x: str) -> bool: ...\n\n\n@overload\n"
            "def save(x: int) -> None: ...\n@overload\ndef save(x: str) -> None: ...\n\n\n"
            "# validate and save unchanged\ndef submit(form):\n    if validate(form):\n"
            "        save(form)\n",
            id="py-two-overloaded-functions",
        ),
        pytest.param(
            "app/forms.py",
            "from typing import overload\n\n\n@overload\ndef parse(x: int) -> int: ...\n"
            "@overload\ndef parse(x: str) -> int: ...\n\n\n# parse unchanged\n"
            "def total(xs):\n    return sum(parse(x) for x in xs)\n",
            id="py-one-overloaded-function",
        ),
        pytest.param(
            "app/forms.py",
            "from typing import overload\n\n\nclass Form:\n    @overload\n"
            "    def validate(self, x: int) -> bool: ...\n    @overload\n"
            "    def validate(self, x: str) -> bool: ...\n\n    # validate unchanged\n"
            "    def submit(self, form):\n        return self.validate(form)\n",
            id="py-method-overloads",
        ),
    ],
)
def test_overload_signatures_alone_define_nothing(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_overloads_with_implementation_are_whole() -> None:
    content = (
        "export function parse(x: string): number;\nexport function parse(x: number): number;\n"
        "export function parse(x: string | number): number {\n  return Number(x);\n}\n\n"
        "// parse unchanged\nexport function total(xs: string[]): number {\n"
        "  return xs.map(parse).reduce((a, b) => a + b, 0);\n}\n"
    )
    result = parse_response(native_answer("src/a.ts", content.rstrip("\n")))
    assert files_of(result) == [("src/a.ts", content)]
