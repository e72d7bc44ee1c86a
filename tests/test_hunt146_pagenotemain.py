"""hunt146 (issue 20): pagenotemain. A page's note standing for its main content left out
("<!-- main content unchanged -->", refused) in the words of other languages or with its
state after a colon: "contenu principal inchangé", "основное содержимое не меняется",
"本文は変更なし", "main content: no changes". fix-notes177 read page notes of the parts kept
in other languages' state phrases; the main content's own nouns in those languages are not
read, and the page with its content cut out is written as complete. The base (6056e91f) did
the same.

Expected by hand: index.html holds a header, the note and a footer; the model left the
page's content out (a part: refused). Remarks about the page stay usable (guards)."""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_HTML = (
    "<!DOCTYPE html>\n<html>\n<body>\n  <header><h1>Site</h1></header>\n"
    "  <!-- NOTE -->\n  <footer>bye</footer>\n</body>\n</html>\n"
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("main content: no changes", id="en-colon"),
        pytest.param("contenu principal inchangé", id="fr"),
        pytest.param("contenido principal sin cambios", id="es"),
        pytest.param("contenuto principale invariato", id="it"),
        pytest.param("conteúdo principal inalterado", id="pt"),
        pytest.param("основное содержимое не меняется", id="ru"),
        pytest.param("本文は変更なし", id="ja"),
        pytest.param("본문은 그대로", id="ko"),
    ],
)
def test_a_note_of_the_main_content_left_out_is_refused(note: str) -> None:
    refused_native("index.html", _HTML.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("main content unchanged", id="guard-en"),
        pytest.param("Hauptinhalt unverändert", id="guard-de"),
    ],
)
def test_the_listed_notes_stay_refused(note: str) -> None:
    refused_native("index.html", _HTML.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("page content is loaded by app.js", id="guard-loaded"),
        pytest.param("previous sections were removed", id="guard-removed"),
        pytest.param("中间内容由脚本生成", id="guard-zh-generated"),
    ],
)
def test_a_page_remark_stays_usable(note: str) -> None:
    content = _HTML.replace("NOTE", note)
    result = parse_response(native_answer("index.html", content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("index.html", content)]
