"""hunt150 (issue 20): fix-notes185 reads a note in another language right under a TypeScript
function's overload signatures, "// parse sin cambios", as standing for its implementation, left
out (:func:`_implementation_left_out` spells the state in English). A note that names the
implementation itself in another language, or the English possessive, is not read:
"implementación de parse sin cambios", "implémentation de parse inchangée", "реализация parse
без изменений", "parse 的实现保持不变", "parse 구현은 변경 없음", "parse-Implementierung
unverändert", "parse's implementation stays the same". The module with only the signatures
left and its implementation cut out is written as complete. The base (3dfe17cf) did the same.

Expected by hand: ``parse`` has two overload signatures and no implementation in a ``.ts``
source file (not a declaration file); the note in the implementation's place says it was left
out (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_TS = (
    "import { log } from './log';\n\nexport function parse(x: number): number;\n"
    "export function parse(x: string): number;\nNOTE\n\nexport const n = parse(1);\n"
)

_NOTES = [
    pytest.param("// implementación de parse sin cambios", id="es-implementacion"),
    pytest.param("// implémentation de parse inchangée", id="fr-implementation"),
    pytest.param("// implementazione di parse invariata", id="it-implementazione"),
    pytest.param("// реализация parse без изменений", id="ru-realizatsiya"),
    pytest.param("// parse 的实现保持不变", id="zh-shixian"),
    pytest.param("// parse 구현은 변경 없음", id="ko-guhyeon"),
    pytest.param("// parse-Implementierung unverändert", id="de-compound"),
    pytest.param("// parse's implementation stays the same", id="en-possessive"),
]


@pytest.mark.parametrize("note", _NOTES)
def test_a_note_naming_the_implementation_is_a_part(note: str) -> None:
    refused_native("src/p.ts", _TS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// parse sin cambios", id="guard-es"),
        pytest.param("// parse 保持不变", id="guard-zh"),
        pytest.param("// parse unverändert", id="guard-de"),
        pytest.param("// the implementation of parse is unchanged", id="guard-en-of"),
        pytest.param("// parse body unchanged", id="guard-en-body"),
    ],
)
def test_the_notes_already_read_stay_refused(note: str) -> None:
    refused_native("src/p.ts", _TS.replace("NOTE", note))
