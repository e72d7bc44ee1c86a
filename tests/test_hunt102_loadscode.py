"""hunt102: fix-pages82's page-script rule (a note naming only functions the script calls and
binds nowhere is a part) stands down when the page "loads other code", a search over the WHOLE
page text: a `<script src>` inside an HTML comment (commented out, loads nothing), a line of
the page's text starting with "import", or "require(" in a <pre> listing or a sentence, stand
it down though the page loads nothing. And the rule weighs at most eight notes: a ninth, after
eight remarks on calls right under them, is never read.

Expected by hand from what the model meant: fetchData and renderChart are the page's own
helpers, left out with the note; the page as written throws a ReferenceError: a part, not a
whole file: not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_PAGE = """<!DOCTYPE html>
<html>
<head>
  <title>Chart</title>
  {head}
</head>
<body>
  {body}
  <canvas id="chart"></canvas>
  <script>
{before}    const ctx = document.getElementById('chart');
    fetchData().then((rows) => renderChart(ctx, rows));
    // fetchData and renderChart unchanged
  </script>
</body>
</html>
"""


def _remarks(count: int) -> str:
    return "".join(
        f"    function step{i}() {{ return {i}; }}\n    // step{i} unchanged\n    step{i}();\n"
        for i in range(count)
    )


@pytest.mark.parametrize(
    ("head", "body"),
    [
        pytest.param('<!-- <script src="old.js"></script> -->', "", id="commented-out-script-src"),
        pytest.param("", "<p>\n  import your CSV file below.\n</p>", id="text-line-import"),
        pytest.param("", "<pre>const x = require('x');</pre>", id="require-in-pre"),
        pytest.param("", "<p>These fields require (at least) a name.</p>", id="require-in-prose"),
    ],
)
def test_text_that_loads_nothing_keeps_the_rule(head: str, body: str) -> None:
    refused_native("index.html", _PAGE.format(head=head, body=body, before=""))


def test_a_ninth_note_after_eight_remarks_is_read() -> None:
    refused_native("index.html", _PAGE.format(head="", body="", before=_remarks(8)))


@pytest.mark.parametrize(
    ("head", "before"),
    [
        pytest.param(
            '<script type="application/ld+json">{"@type": "WebSite"}</script>', "", id="ld-json"
        ),
        pytest.param("", _remarks(4), id="four-remarks"),
    ],
)
def test_guards(head: str, before: str) -> None:
    refused_native("index.html", _PAGE.format(head=head, body="", before=before))
