"""hunt137: overload signatures with no implementation, then a note naming the function
('// parse unchanged', '# parse unchanged'), in a SOURCE file (.ts, .py), not a declaration file
(.d.ts, .pyi). fix-names156 reads a one-name note over signatures of a name used nowhere past
them as a remark (right for a .d.ts or .pyi: there is no implementation to leave out). In a .ts
file TypeScript requires the implementation right after the signatures ("Function
implementation is missing"); in a .py file the stubs alone raise NotImplementedError when
called: the note stands where the implementation was, left out.

Expected by hand: a part, not usable. Main and the base (9ec80bf0) write each whole
(usable-WRONG, not regressions). The same files as .d.ts / .pyi are kept (right)."""

from __future__ import annotations

import pytest
from meant import refused_native

_TS = "export function parse(x: number): number;\nexport function parse(x: string): number;\n"
_PY = (
    "from typing import overload\n\n\n@overload\ndef parse(x: int) -> int: ...\n"
    "@overload\ndef parse(x: str) -> int: ...\n"
)

_CASES = {
    "ts-function": (
        "src/parse.ts",
        _TS + "// parse unchanged\n\nexport function total(xs: number[]): number {\n"
        "  return xs.reduce((a, b) => a + b, 0);\n}\n",
    ),
    "ts-implementation-word": (
        "src/parse.ts",
        _TS + "// parse implementation unchanged\n\nexport const VERSION = 2;\n",
    ),
    "ts-block-note": ("src/parse.ts", _TS + "/* parse unchanged */\n\nexport const VERSION = 2;\n"),
    "ts-exported-after": (
        "src/parse.ts",
        _TS + "// parse unchanged\n\nexport default { parse };\n",
    ),
    "ts-method": (
        "src/parser.ts",
        "export class Parser {\n  parse(x: number): number;\n  parse(x: string): number;\n"
        "  // parse unchanged\n\n  reset(): void {\n    this.n = 0;\n  }\n\n  n = 0;\n}\n",
    ),
    "py-function": ("parse.py", _PY + "# parse unchanged\n\n\nVERSION = 2\n"),
    "py-implementation-said": (
        "parse.py",
        _PY + "# parse() implementation unchanged\n\n\nVERSION = 2\n",
    ),
    "py-method": (
        "parser.py",
        "from typing import overload\n\n\nclass Parser:\n    @overload\n"
        "    def parse(self, x: int) -> int: ...\n    @overload\n"
        "    def parse(self, x: str) -> int: ...\n    # parse unchanged\n\n"
        "    def reset(self):\n        self.n = 0\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_signatures_then_a_note_in_a_source_file_is_a_part(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
