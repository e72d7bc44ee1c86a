"""hunt145: fix-kinds176 reads "Add this test to the existing test file:" as a block to ADD
into a file that exists (a part, :func:`labels._one_kind_lead`); the same lead in another
language ("Füge diesen Test zur bestehenden Testdatei hinzu:", "Ajoute ce test au fichier de
test existant :", "Voeg deze test toe aan het bestaande testbestand:") is no word on the
block, and the one test is written as the whole test file: usable-WRONG (the base 6056e91f
wrote them too).

Expected by hand from what the model meant: the block holds one test to add into
tests/test_cli.py, which holds others: written whole it deletes them (refused)."""

from __future__ import annotations

import pytest
from meant import refused

_TEST = "from cli import Cli\n\n\ndef test_parse_args_empty():\n    assert Cli().parse_args([])\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Füge diesen Test zur bestehenden Testdatei hinzu:", id="de"),
        pytest.param("Ajoute ce test au fichier de test existant :", id="fr"),
        pytest.param("Añade este test al archivo de pruebas existente:", id="es"),
        pytest.param("Voeg deze test toe aan het bestaande testbestand:", id="nl"),
        pytest.param("Dodaj ten test do istniejącego pliku testów:", id="pl"),
        pytest.param("Aggiungi questo test al file di test esistente:", id="it"),
        pytest.param("Adicione este teste ao arquivo de testes existente:", id="pt"),
        pytest.param("Добавь этот тест в существующий файл тестов:", id="ru"),
        # guard: read right today
        pytest.param("Add this test to the existing test file:", id="guard-en"),
    ],
)
def test_a_foreign_lead_adding_a_test_to_the_file_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`tests/test_cli.py`:\n\n```python\n{_TEST}```\n")
