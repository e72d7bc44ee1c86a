"""hunt102: a page script's note under its last statement naming functions the script calls
and binds nowhere, where fix-pages82's pagescript rule stands down or does not match: the page
loads a library from a CDN (Chart.js, Tailwind's play script: neither defines fetchData nor
renderChart), or the note adds the kind word "functions", or names them only by their kind
("helper functions unchanged").

Expected by hand from what the model meant: fetchData and renderChart are the page's own
helpers, left out with a note; the page as written throws a ReferenceError: a part, not a
whole file: not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_PAGE = """<!DOCTYPE html>
<html>
<head>
  {head}
</head>
<body>
  <canvas id="chart"></canvas>
  <script>
    const ctx = document.getElementById('chart');
    fetchData().then((rows) => renderChart(ctx, rows));
    // {note}
  </script>
</body>
</html>
"""
_CHART = '<script src="https://cdn.jsdelivr.net/npm/chart.js"></script>'
_TAILWIND = '<script src="https://cdn.tailwindcss.com"></script>'
_NONE = "<title>Chart</title>"


@pytest.mark.parametrize(
    ("head", "note"),
    [
        pytest.param(_CHART, "fetchData and renderChart unchanged", id="chartjs-cdn"),
        pytest.param(_CHART, "fetchData() and renderChart() unchanged", id="chartjs-cdn-parens"),
        pytest.param(_TAILWIND, "fetchData and renderChart unchanged", id="tailwind-cdn"),
        pytest.param(
            _NONE, "fetchData and renderChart functions unchanged", id="no-script-kind-word"
        ),
        pytest.param(_NONE, "helper functions unchanged", id="no-script-kind-only"),
    ],
)
def test_a_page_scripts_note_of_its_own_helpers_is_a_part(head: str, note: str) -> None:
    refused_native("index.html", _PAGE.format(head=head, note=note))


def test_no_other_script_guard() -> None:
    refused_native(
        "index.html", _PAGE.format(head=_NONE, note="fetchData and renderChart unchanged")
    )
