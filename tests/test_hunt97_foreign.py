"""hunt97: prose in another language (French, German, Spanish, Chinese, Italian, Portuguese)
that says the block is a part of the file: the partial-file rule reads English sentences only.

Expected by hand: shlex.py is sent as ONE function (quote) under a label, with a sentence in
another language saying only this function changes or that the rest of the file is unchanged:
a part of shlex.py, not the whole file: not usable. (The same sentence in English refuses.)
"""

from __future__ import annotations

import pytest
from meant import refused
from native_answers import native_answer
from shlex_part import QUOTE_BLOCK as _BLOCK
from shlex_part import QUOTE_PART as _PART

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("sentence", "where"),
    [
        pytest.param("Voici uniquement la fonction `quote()` modifiée :", "above", id="fr-only"),
        pytest.param("Le reste du fichier ne change pas.", "below", id="fr-rest"),
        pytest.param("Hier ist nur die geänderte Funktion `quote()`:", "above", id="de-only"),
        pytest.param("Der Rest der Datei bleibt unverändert.", "below", id="de-rest"),
        pytest.param("Solo cambia la función `quote()`:", "above", id="es-only"),
        pytest.param("El resto del archivo no cambia.", "below", id="es-rest"),
        pytest.param("只需修改 `quote()` 函数\uff1a", "above", id="zh-only"),
        pytest.param("文件的其余部分保持不变。", "below", id="zh-rest"),
    ],
)
def test_a_part_said_in_another_language_is_no_whole_file(sentence: str, where: str) -> None:
    answer = f"{sentence}\n\n{_BLOCK}" if where == "above" else f"{_BLOCK}\n{sentence}\n"
    refused(answer)


@pytest.mark.parametrize(
    ("sentence", "where"),
    [
        pytest.param("Only the changed function `quote()`:", "above", id="en-only"),
        pytest.param("The rest of the file stays the same.", "below", id="en-rest"),
    ],
)
def test_guard_the_same_sentence_in_english_refuses(sentence: str, where: str) -> None:
    answer = f"{sentence}\n\n{_BLOCK}" if where == "above" else f"{_BLOCK}\n{sentence}\n"
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    ("sentence", "where"),
    [
        pytest.param("Voici uniquement la fonction `quote()` modifiée :", "above", id="fr-only"),
        pytest.param("Der Rest der Datei bleibt unverändert.", "below", id="de-rest"),
    ],
)
def test_a_native_answer_s_part_said_in_another_language_is_no_whole_file(
    sentence: str, where: str
) -> None:
    native = native_answer("shlex.py", _PART.rstrip("\n"))
    answer = f"{sentence}\n\n{native}" if where == "above" else f"{native}\n{sentence}\n"
    refused(answer)
