"""hunt102: a page comment in another human language saying the rest of the PAGE is unchanged.
The placeholder rule reads "rest of the code" in German, French, Spanish and Portuguese (and the
YAML rule reads Russian and Japanese states), but a page's note names the page ("Seite",
"page", "página", "pagina", "страницы") and is not read.

Expected by hand from what the model meant: the comment says the page's other markup is left
out: a part, not a whole file: not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_PAGE = """<!DOCTYPE html>
<html>
<body>
  <h1>Hi</h1>
  {note}
  <p>Bye</p>
</body>
</html>
"""


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("<!-- Rest der Seite unverändert -->", id="german"),
        pytest.param("<!-- le reste de la page est inchangé -->", id="french"),
        pytest.param("<!-- resto de la página sin cambios -->", id="spanish"),
        pytest.param("<!-- el resto de la página sin cambios -->", id="spanish-article"),
        pytest.param("<!-- resto da página inalterado -->", id="portuguese"),
        pytest.param("<!-- resto della pagina invariato -->", id="italian"),
        pytest.param("<!-- остальная часть страницы без изменений -->", id="russian"),
        pytest.param("<!-- 残りは変更なし -->", id="japanese"),
    ],
)
def test_a_page_note_in_another_language_is_a_part(note: str) -> None:
    refused_native("index.html", _PAGE.format(note=note))


def test_chinese_guard() -> None:
    refused_native("index.html", _PAGE.format(note="<!-- 页面其余部分保持不变 -->"))
