"""hunt125-abroadboth: a JSON transcript writes a.py (``x = 1``) and b.py (``y = 2``), the tools
answer success; the assistant then says, in another language and naming no path, that both
files were deleted. The round-23 reading of other languages (``_said_abroad``) reads a word of
``said_words.FOREIGN_UNDO`` in a foreign sentence naming no path as of every written file
(``Removi os dois arquivos.`` is refused), but misses these: the participle inflected for the
plural (``removidos``, ``apagados``, ``eliminados``, ``eliminati``, ``usunięte``), the casual
verb (``消しました``, ``删了``), and a German sentence of ASCII words none of which is in
``FOREIGN_SMALL`` (read as English). (``said_words.FOREIGN_ALL``, "both" in other languages, is
defined and used nowhere.)

Expected by hand: both files were deleted: neither written content is on disk; refusing is
fine, keeping both (usable) is usable-WRONG.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, write_messages

from artifact_codec import parse_response


def _kept(words: str) -> bool:
    messages = write_messages("c1", "a.py", "x = 1\n") + write_messages("c2", "b.py", "y = 2\n")
    messages.append({"role": "assistant", "content": words})
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Ambos os arquivos foram removidos.", id="pt-ambos-removidos"),
        pytest.param("Os dois arquivos foram apagados.", id="pt-os-dois-apagados"),
        pytest.param("Ambos archivos fueron eliminados.", id="es-ambos-eliminados"),
        pytest.param("Entrambi i file sono stati eliminati.", id="it-entrambi-eliminati"),
        pytest.param("Beide Dateien wurden entfernt.", id="de-beide-entfernt"),
        pytest.param("Oba pliki zostały usunięte.", id="pl-oba-usuniete"),
        pytest.param("両方のファイルを消しました。", id="ja-ryouhou-keshimashita"),
        pytest.param("两个文件都删了。", id="zh-liangge-shanle"),
    ],
)
def test_both_files_deleted_said_abroad_do_not_keep_them(words: str) -> None:
    assert not _kept(words)


def test_the_portuguese_shape_of_round_23_is_refused() -> None:
    assert not _kept("Removi os dois arquivos.")
