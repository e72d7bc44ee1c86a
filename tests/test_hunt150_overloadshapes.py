"""hunt150 (issue 20): fix-notes173/fix-notes185 read "// parse unchanged" right under a
TypeScript function's overload signatures as its implementation, left out. The signature is
read by ``_OVERLOAD_SIGNATURE``: one line, no brace, closed by ";" at the line's end. A last
signature written otherwise is not read, and the note under it is not found: a parameter or a
return of an object type (``x: { raw: string }``, ``): { n: number };``), a return of a
function type (``(): () => number;``), a signature over lines (its parameters, or its return
type on the next line), a comment after the ";". The module with only the signatures and its
implementation cut out is written as complete. The base (3dfe17cf) did the same.

Expected by hand: ``parse`` has two overload signatures and no implementation in a ``.ts``
source file; the note in the implementation's place says it was left out (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_SIGNATURES = [
    pytest.param(
        "export function parse(x: string): number;\n"
        "export function parse(x: { raw: string }): number;\n",
        id="object-parameter",
    ),
    pytest.param(
        "export function parse(x: number): { n: number };\n"
        "export function parse(x: string): { n: number };\n",
        id="object-return",
    ),
    pytest.param(
        "export function parse(x: number): () => number;\n"
        "export function parse(x: string): () => number;\n",
        id="function-return",
    ),
    pytest.param(
        "export function parse(x: number): number;\nexport function parse(\n  x: string,\n"
        "): number;\n",
        id="parameters-over-lines",
    ),
    pytest.param(
        "export function parse(\n  x: number,\n): number;\nexport function parse(\n"
        "  x: string,\n): number;\n",
        id="both-over-lines",
    ),
    pytest.param(
        "export function parse(x: number): number;\nexport function parse(x: string):\n  number;\n",
        id="return-on-next-line",
    ),
    pytest.param(
        "export function parse(x: number): number; // number\n"
        "export function parse(x: string): number; // string\n",
        id="comment-after-semicolon",
    ),
]


@pytest.mark.parametrize("signatures", _SIGNATURES)
def test_a_note_under_signatures_of_another_shape_is_a_part(signatures: str) -> None:
    refused_native(
        "src/p.ts",
        "import { log } from './log';\n\n"
        + signatures
        + "// parse unchanged\n\nexport const n = parse(1);\n",
    )


@pytest.mark.parametrize(
    "signatures",
    [
        pytest.param(
            "export function parse(x: number): number | null;\n"
            "export function parse(x: string): number | null;\n",
            id="guard-union",
        ),
        pytest.param(
            "export function parse(x: number): [number, string];\n"
            "export function parse(x: string): [number, string];\n",
            id="guard-tuple",
        ),
        pytest.param(
            "export function parse(x: unknown): x is number;\n"
            "export function parse(x: unknown, y: boolean): x is number;\n",
            id="guard-predicate",
        ),
        pytest.param(
            "export async function parse(x: number): Promise<number>;\n"
            "export async function parse(x: string): Promise<number>;\n",
            id="guard-promise",
        ),
    ],
)
def test_the_shapes_already_read_stay_refused(signatures: str) -> None:
    refused_native(
        "src/p.ts",
        "import { log } from './log';\n\n"
        + signatures
        + "// parse unchanged\n\nexport const n = parse(1);\n",
    )
