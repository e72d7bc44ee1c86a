"""The results of ``artifact-codec validate`` as one HTML page a person can look at.

:class:`HtmlReport` collects results -- the dicts ``validate`` prints with ``--json``
(``ParseResult.to_dict``) or the rows of ``validate --jsonl`` (:data:`ROW_KEYS`), each with its
diagnostics and, when it is not ``clean``, the response's text -- and writes a page that needs
nothing else: no network, no CDN, its CSS and script inline.

- The counts by status and by format are drawn on the server side as inline SVG, so they show
  before any script runs.
- The responses are data, not markup: one JSON document in a ``<script
  type="application/json">`` element, in which every ``<``, ``>``, ``&``, U+2028 and U+2029 is
  written as a ``\\uXXXX`` escape, so no model text can end the element or open another one.
  The script builds the table from it on demand (only the rows in view exist: 10,000 responses
  open at once) and shows a response -- its text with each diagnostic under its line, at its
  column, and the files found -- by setting ``textContent``, never HTML.
- A Content-Security-Policy allows only the page's own script and style (by their SHA-256) and
  no connection at all: even a text that escaped the escaping could not run or call out.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
from collections import Counter
from collections.abc import Iterable
from importlib.resources import files
from typing import Any, Final

from ..result import CAUSE_CODES, Format, Status
from .read import RECORD_STATUSES

__all__ = ["MAX_TEXT_CHARS", "HtmlReport"]

#: A response's text is kept up to this many characters (the page says what was left out).
MAX_TEXT_CHARS: Final = 200_000

# Colours of the statuses: usable ones green, the others from amber to red.
_STATUS_COLOURS: Final = {
    "clean": "#2e7d32",
    "recovered": "#66bb6a",
    "repaired": "#9ccc65",
    "rejected_files": "#ffa726",
    "edit_blocks": "#ab47bc",
    "truncated": "#ef6c00",
    "invalid": "#c62828",
    "no_artifact": "#8d6e63",
    "invalid_record": "#6d4c41",
    "missing_field": "#78909c",
    "not_text": "#90a4ae",
}


class HtmlReport:
    """Collects validation results and writes them as one self-contained HTML page."""

    def __init__(self, title: str = "artifact-codec validation report") -> None:
        self.title = title
        self.entries: list[dict[str, Any]] = []
        self.by_status: Counter[str] = Counter()
        self.by_format: Counter[str] = Counter()

    def add(self, result: dict[str, Any]) -> None:
        """Add one result: a ``validate`` result dict or a ``validate --jsonl`` row."""
        partial = result.get("partial_file")
        if isinstance(partial, dict):
            partial = partial.get("file_path")
        diagnostics = result.get("diagnostics")
        if diagnostics is None:  # a log row without detail: what the row itself says
            message = result.get("first_error")
            diagnostics = [
                {"line": 0, "column": 0, "severity": "error", "code": code, "message": message}
                for code in result.get("diagnostic_codes", [])[:1]
                if message
            ]
        text = result.get("response")
        left_out = 0
        if isinstance(text, str) and len(text) > MAX_TEXT_CHARS:
            left_out = len(text) - MAX_TEXT_CHARS
            text = text[:MAX_TEXT_CHARS]
        self.by_status[result["status"]] += 1
        self.by_format[result["format"]] += 1
        self.entries.append(
            {
                "source": result["source"],
                "line": result.get("line"),
                "id": result.get("id"),
                "status": result["status"],
                "format": result["format"],
                "usable": bool(result["usable"]),
                "expected": result.get("expected_files"),
                "found": result.get("found_files", 0),
                "paths": list(result.get("paths", [])),
                "partial": partial,
                "diagnostics": [
                    [d["line"], d["column"], d["severity"], d["code"], d["message"]]
                    for d in diagnostics
                ],
                "text": text,
                "left_out": left_out,
            }
        )

    def add_all(self, results: Iterable[dict[str, Any]]) -> None:
        for result in results:
            self.add(result)

    def html(self) -> str:
        """The page."""
        total = len(self.entries)
        usable = sum(entry["usable"] for entry in self.entries)
        statuses = [s.value for s in Status] + list(RECORD_STATUSES)
        status_counts = [(name, self.by_status[name]) for name in statuses if self.by_status[name]]
        formats = [f.value for f in Format]
        format_counts = [(name, self.by_format[name]) for name in formats if self.by_format[name]]
        data = {
            "title": self.title,
            "statuses": statuses,
            "formats": formats,
            "causes": CAUSE_CODES,
            "responses": self.entries,
        }
        plural = "s" if total != 1 else ""
        body = _BODY.format(
            title=html.escape(self.title),
            summary=html.escape(
                f"{total} response{plural}: {usable} usable, {total - usable} unusable"
            ),
            status_chart=_bar_chart("status", status_counts, total),
            format_chart=_bar_chart("format", format_counts, total),
            data=_script_json(data),
        )
        csp = (
            "default-src 'none'; "
            f"style-src '{_digest(_STYLE)}'; script-src '{_digest(_SCRIPT)}'; "
            "img-src data:; base-uri 'none'; form-action 'none'"
        )
        return _PAGE.format(
            csp=html.escape(csp),
            title=html.escape(self.title),
            style=_STYLE,
            body=body,
            script=_SCRIPT,
        )

    def write(self, path: str) -> None:
        """Write the page to ``path``: complete, or not at all (it is renamed into place)."""
        temporary = f"{path}.part-{os.getpid()}"
        try:
            with open(temporary, "w", encoding="utf-8", newline="\n") as out:
                out.write(self.html())
            os.replace(temporary, path)
        except BaseException:
            if os.path.exists(temporary):
                os.remove(temporary)
            raise


def _script_json(value: Any) -> str:
    """JSON that is safe inside ``<script type="application/json">``: the characters that could
    end the element or start markup (``<``, ``>``, ``&``) and the two line separators that
    JavaScript once read as line ends are written as escapes, which JSON reads back unchanged
    (they can only occur inside strings)."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    for char, escape in _SCRIPT_ESCAPES:
        text = text.replace(char, escape)
    return text


_SCRIPT_ESCAPES: Final = (
    ("<", "\\u003c"),
    (">", "\\u003e"),
    ("&", "\\u0026"),
    ("\u2028", "\\u2028"),
    ("\u2029", "\\u2029"),
)


def _digest(source: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(source.encode("utf-8")).digest()).decode()


def _bar_chart(kind: str, counts: list[tuple[str, int]], total: int) -> str:
    """Horizontal bars, one per name, as inline SVG (presentation attributes only: a strict
    Content-Security-Policy blocks ``style`` attributes)."""
    row, label_width, bar_width = 26, 150, 360
    height = row * len(counts) + 8
    parts = [
        f'<svg class="chart" role="img" aria-label="responses by {kind}" '
        f'width="{label_width + bar_width + 80}" height="{height}" '
        f'viewBox="0 0 {label_width + bar_width + 80} {height}">'
    ]
    for index, (name, count) in enumerate(counts):
        y = index * row + 4
        width = max(2, round(bar_width * count / total)) if total else 0
        colour = _STATUS_COLOURS.get(name, "#5c6bc0") if kind == "status" else "#5c6bc0"
        label = html.escape(name)
        parts.append(
            f'<g class="bar" data-{kind}="{label}" tabindex="0">'
            f"<title>{label}: {count}</title>"
            f'<text x="{label_width - 8}" y="{y + 16}" text-anchor="end">{label}</text>'
            f'<rect x="{label_width}" y="{y}" width="{width}" height="{row - 6}" '
            f'fill="{colour}" rx="3"></rect>'
            f'<text class="count" x="{label_width + width + 6}" y="{y + 16}">{count}</text>'
            "</g>"
        )
    parts.append("</svg>")
    return "".join(parts)


_PAGE: Final = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>{style}</style>
</head>
<body>
{body}
<script>{script}</script>
</body>
</html>
"""

_BODY: Final = """<header>
<h1>{title}</h1>
<p id="summary">{summary}</p>
</header>
<section class="charts">
<figure><figcaption>by status</figcaption>{status_chart}</figure>
<figure><figcaption>by format</figcaption>{format_chart}</figure>
</section>
<section id="responses">
<div class="filters">
<label>status <select id="filter-status"><option value="">any</option>\
<option value="!usable">not usable</option></select></label>
<label>format <select id="filter-format"><option value="">any</option></select></label>
<label>search <input id="filter-text" type="search" placeholder="source, id, path, message">\
</label>
<span id="shown"></span>
</div>
<div class="row head"><span>#</span><span>source</span><span>id</span><span>status</span>\
<span>format</span><span>files</span><span>first problem</span></div>
<div id="viewport" tabindex="0"><div id="spacer"></div></div>
</section>
<section id="detail" hidden>
<div class="detail-head"><h2 id="detail-title"></h2>\
<button id="detail-close" type="button">close</button></div>
<p id="detail-summary"></p>
<h3>files found</h3>
<ul id="detail-files"></ul>
<h3>diagnostics</h3>
<ul id="detail-diagnostics"></ul>
<h3>response</h3>
<p id="detail-note"></p>
<div id="detail-text"></div>
</section>
<script type="application/json" id="report-data">{data}</script>"""

# The page's own style and script, kept as files of the package (package data) so that they
# read as CSS and JavaScript; the colours of the statuses are put into the script from here.
_STYLE: Final = (files(__package__) / "report.css").read_text("utf-8")
_SCRIPT: Final = (
    (files(__package__) / "report.js")
    .read_text("utf-8")
    .replace("STATUS_COLOURS", json.dumps(_STATUS_COLOURS))
)
