"""hunt146 (issue 20): pagenoteothers. A page's note standing for the sections between its
header and footer, left out, in shapes fix-notes177's page notes (the parts kept, the parts
in between) do not read: "everything else stays put", "everything in between stays put",
"page body stays put", "sections between: as they were", "previous sections", "earlier
sections", Portuguese "as secções do meio mantêm-se", "中间内容不变". The page with its
sections cut out is written as complete. The base (6056e91f) did the same.

Expected by hand: index.html holds a header, the note and a footer; the model left the
sections out (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_HTML = (
    "<!DOCTYPE html>\n<html>\n<body>\n  <header><h1>Site</h1></header>\n"
    "  <!-- NOTE -->\n  <footer>bye</footer>\n</body>\n</html>\n"
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("everything else stays put", id="else-stays-put"),
        pytest.param("everything in between stays put", id="between-stays-put"),
        pytest.param("page body stays put", id="body-stays-put"),
        pytest.param("sections between: as they were", id="between-colon"),
        pytest.param("previous sections", id="previous"),
        pytest.param("earlier sections", id="earlier"),
        pytest.param("as secções do meio mantêm-se", id="pt-meio"),
        pytest.param("中间内容不变", id="zh-zhongjian"),
    ],
)
def test_a_note_of_the_sections_left_out_is_refused(note: str) -> None:
    refused_native("index.html", _HTML.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("the sections in between remain", id="guard-in-between-remain"),
        pytest.param("existing content", id="guard-existing"),
        pytest.param("其余部分不变", id="guard-zh-rest"),
    ],
)
def test_the_read_notes_stay_refused(note: str) -> None:
    refused_native("index.html", _HTML.replace("NOTE", note))
