"""hunt108: the sentence after the one block says the rest of the file is kept, in a language
the note table of issue 20 (``ingest/note_words.py``) lacks.

fix-words94 reads such sentences in en de fr es pt it nl pl cs ru uk tr vi id sv zh ja ko. A
model answering in Hindi, Arabic, Hebrew, Greek, Thai, Romanian, Hungarian, Finnish, Catalan,
Tagalog, Persian or Swahili writes the same sentence in its own words.

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``); the
sentence says the rest of the file stays as it is: a part. Writing it whole deletes the rest of
shlex.py: the answer must not be usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("फ़ाइल का बाकी हिस्सा अपरिवर्तित रहता है।", id="hi"),
        pytest.param("بقية الملف تبقى كما هي.", id="ar"),
        pytest.param("שאר הקובץ נשאר ללא שינוי.", id="he"),
        pytest.param("Το υπόλοιπο αρχείο παραμένει αμετάβλητο.", id="el"),  # noqa: RUF001
        pytest.param("ส่วนที่เหลือของไฟล์ไม่เปลี่ยนแปลง", id="th"),
        pytest.param("Restul fișierului rămâne neschimbat.", id="ro"),
        pytest.param("A fájl többi része változatlan marad.", id="hu"),
        pytest.param("Muu tiedosto pysyy ennallaan.", id="fi"),
    ],
)
def test_the_rest_of_the_file_unchanged_in_languages_the_table_lacks(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("La resta del fitxer es manté igual.", id="ca"),
        pytest.param("Ang natitirang bahagi ng file ay hindi nagbago.", id="tl"),
        pytest.param("بقیه فایل بدون تغییر باقی می‌ماند.", id="fa"),
        pytest.param("Sehemu iliyobaki ya faili haijabadilika.", id="sw"),
        pytest.param("Bagian lain dari file tetap sama.", id="id-bagian-lain"),
    ],
)
def test_the_rest_of_the_file_unchanged_in_more_languages(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Resten af filen forbliver uændret.", id="da"),
        pytest.param("Resten av filen er uendret.", id="no"),
    ],
)
def test_guard_refused_scandinavian(after: str) -> None:
    result = parse_response(f"{_BLOCK}\n{after}\n")
    assert not result.usable
