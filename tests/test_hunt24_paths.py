"""Hunt 24: a PATH value holding a URL after a folder ('vendor/https://cdn.example.com/lib.js').
A URL path is refused (url, docs/security.md), at the start of the value; here the URL comes
after a folder and the path is written with its '//' collapsed, 'vendor/https:/cdn...', a
path the model never wrote (the Markdown reader does not take the same label). Expected by
hand: refused."""

from __future__ import annotations

import pytest
from meant import refused

D = "===FILE_CONTENT_BLOCK==="
HEADER = '{"total_files": 1, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


@pytest.mark.parametrize(
    "path",
    [
        pytest.param("vendor/https://cdn.example.com/lib.js", id="vendor-cdn"),
        pytest.param("docs/http://example.com/x.md", id="docs-http"),
    ],
)
def test_a_url_after_a_folder_is_no_path(path: str) -> None:
    refused(HEADER + f"{D}\nPATH: {path}\n---\nx = 1\n{D}END\n")
