"""hunt102: false refusals of whole plain HTML pages whose remark "footer unchanged" stands
right over the element that brings the footer in by plain HTML means: a server-side include,
an iframe, an object, an htmx load, a data-include loader, a fetch into a placeholder, a custom
element, or an element with the footer's ARIA role.

Expected by hand from what the model meant: the page holds its footer (the element under the
remark loads or is it); nothing is left out: usable, the page written exactly as given."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_PAGE = """<!DOCTYPE html>
<html>
<body>
  <h1>Hi</h1>
  <p>Bye</p>
  <!-- footer unchanged -->
  {footer}
</body>
</html>
"""


def _whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    "footer",
    [
        pytest.param('<!--#include virtual="/footer.html" -->', id="ssi-include"),
        pytest.param('<iframe src="footer.html"></iframe>', id="iframe"),
        pytest.param('<object data="footer.html"></object>', id="object"),
        pytest.param('<div hx-get="/footer" hx-trigger="load"></div>', id="htmx-load"),
        pytest.param('<div data-include="footer.html"></div>', id="data-include"),
        pytest.param(
            '<div id="footer-placeholder"></div>\n  <script>fetch("footer.html").then((r) => '
            'r.text()).then((t) => { document.getElementById("footer-placeholder").innerHTML = '
            "t; });</script>",
            id="fetch-into-placeholder",
        ),
        pytest.param("<site-footer></site-footer>", id="custom-element"),
        pytest.param('<div role="contentinfo">&copy; 2024</div>', id="aria-contentinfo"),
    ],
)
def test_a_remark_over_the_footers_loader_keeps_the_whole_page(footer: str) -> None:
    _whole("index.html", _PAGE.format(footer=footer))


def test_footer_class_guard() -> None:
    _whole("index.html", _PAGE.format(footer='<div class="footer">&copy; 2024</div>'))
