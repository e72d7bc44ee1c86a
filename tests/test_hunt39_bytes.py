"""hunt39: fix-legacy28's legacy_json._bytes_as_text refuses a file of bytes by its suffix and a
data: URI content; some suffixes of the stdlib's image types are text formats, and a text
file may start with a data: URI it documents. Expected by hand: the text the model wrote."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # (X BitMap and X PixMap images are C source text; a plain PBM is ASCII digits)
        pytest.param(
            "icon.xbm",
            "#define icon_width 2\n#define icon_height 1\n"
            "static unsigned char icon_bits[] = { 0x01 };\n",
            id="xbm-c-source",
        ),
        pytest.param(
            "icon.xpm",
            '/* XPM */\nstatic char *icon[] = {\n"1 1 1 1",\n". c #000000",\n"."\n};\n',
            id="xpm-c-source",
        ),
        pytest.param("dot.pbm", "P1\n1 1\n1\n", id="plain-pbm"),
        # (a Markdown note whose first line names a data: URI, then explains it)
        pytest.param(
            "notes.md",
            "data:image/png;base64,... URIs embed an image in the page.\n\n"
            "Use them for icons under 2 KB.\n",
            id="markdown-about-data-uris",
        ),
    ],
)
def test_a_text_file_is_kept(path: str, content: str) -> None:
    result = parse_response(json.dumps({"files": [{"path": path, "content": content}]}))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
