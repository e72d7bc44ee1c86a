"""The HTML report of ``validate --html``, in a real headless browser.

Debian's ``chromium`` and ``chromium-driver`` drive it through selenium (``.ci/run`` installs
them). A missing browser FAILS these tests: a skip would hide that the report went untested.
Set ``ARTIFACT_CODEC_NO_BROWSER=1`` to leave them out on a machine without one (never in CI).
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from artifact_codec import GeneratedCode, GeneratedFile, dumps
from artifact_codec.cli import main
from artifact_codec.logs.html import HtmlReport

ROOT = Path(__file__).parent.parent
SCREENSHOT_FOR_THE_LEAD = Path("/tmp/report-screenshot.png")

if os.environ.get("ARTIFACT_CODEC_NO_BROWSER"):
    pytest.skip("ARTIFACT_CODEC_NO_BROWSER is set", allow_module_level=True)

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

# Text a model might send that would break a page which pasted it in as HTML: each tries to run
# a script that marks the page (its title, a global), or to end the data element early.
HOSTILE = [
    "<script>document.title = 'pwned-1'; window.pwned = 1;</script>",
    "</script><script>document.title = 'pwned-2'; window.pwned = 2;</script>",
    "<!-- <script>window.pwned = 3</script> -->",
    "]]><img src=x onerror=\"document.title = 'pwned-4'; window.pwned = 4\">",
    'line\u2028separator\u2029paragraph <svg onload="window.pwned = 5"></svg>',
    "&lt;b&gt; & <b>bold?</b> \\u003c/script\\u003e",
]


def _browser() -> Any:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if chromium is None or driver is None:
        pytest.fail(
            "the report is tested in a real browser: install Debian's chromium and "
            "chromium-driver (apt-get install chromium chromium-driver), or set "
            "ARTIFACT_CODEC_NO_BROWSER=1 to leave these tests out on this machine"
        )
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in (
        "--headless=new",
        "--no-sandbox",  # root in a container
        "--disable-dev-shm-usage",
        "--window-size=1280,2000",
        "--disable-gpu",
    ):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(driver), options=options)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    driver = _browser()
    try:
        yield driver
    finally:
        driver.quit()


def _responses(folder: Path) -> None:
    """A folder of responses of every kind, some holding hostile text."""
    folder.mkdir()
    good = GeneratedCode(files=[GeneratedFile(file_path="a.py", content="print('a')\n")])
    (folder / "01-clean.txt").write_text(dumps(good), "utf-8")
    hostile = GeneratedCode(
        files=[
            GeneratedFile(file_path="evil.html", content="\n".join(HOSTILE) + "\n"),
            GeneratedFile(file_path="b.py", content="x = 1\n"),
        ]
    )
    document = dumps(hostile)
    (folder / "02-recovered.txt").write_text(
        "Here it is <script>window.pwned = 6</script>:\n```\n" + document + "```\n", "utf-8"
    )
    cut = document[: document.index("x = 1")]
    (folder / "03-truncated.txt").write_text("\n".join(HOSTILE) + "\n" + cut, "utf-8")
    (folder / "04-none.txt").write_text("Sorry </script><script>window.pwned=7</script>", "utf-8")


def _open(browser: Any, page: Path) -> None:
    browser.get(page.as_uri())
    WebDriverWait(browser, 30).until(
        lambda b: b.execute_script("return typeof window.reportReady === 'number'")
    )


def _rows(browser: Any) -> list[list[str]]:
    cells = browser.execute_script(
        "return Array.from(document.querySelectorAll('#viewport .row')).map("
        "r => Array.from(r.children).map(c => c.textContent))"
    )
    return sorted(cells, key=lambda row: int(row[0]))


def _no_script_ran(browser: Any, title: str) -> None:
    assert browser.title == title
    assert browser.execute_script("return typeof window.pwned") == "undefined"


def test_the_report_in_a_browser(browser: Any, tmp_path: Path) -> None:
    folder = tmp_path / "responses"
    _responses(folder)
    page = tmp_path / "report.html"
    result = CliRunner().invoke(main, ["validate", str(folder), "--html", str(page)])
    assert result.exit_code == 1  # two responses are not usable
    assert result.stderr.splitlines()[-1] == f"report written to {page}"
    html = page.read_text("utf-8")
    for needle in ("<script>document.title", "</script><script>", "<!-- <script>", "]]><img"):
        assert needle not in html  # every model text is escaped in the page itself
    assert "http://" not in html  # nothing to fetch
    assert "https://" not in html

    _open(browser, page)
    _no_script_ran(browser, "artifact-codec validation report")
    summary = browser.find_element(By.ID, "summary").text
    assert summary == "4 responses: 2 usable, 2 unusable"
    chart = browser.execute_script(
        "return Array.from(document.querySelectorAll('svg.chart .bar')).map("
        "g => [g.dataset.status || g.dataset.format, g.querySelector('.count').textContent])"
    )
    assert chart == [
        ["clean", "1"],
        ["recovered", "1"],
        ["truncated", "1"],
        ["no_artifact", "1"],
        ["hybrid", "3"],
        ["none", "1"],
    ]
    rows = _rows(browser)
    assert [row[3] for row in rows] == ["clean", "recovered", "truncated", "no_artifact"]
    assert rows[2][5] == "1 of 2"  # files found of expected
    assert rows[2][6].startswith("the answer was cut off")  # the cause, as the CLI says
    assert browser.find_element(By.ID, "shown").text == "showing 4 of 4"

    # filter: not usable, then one format, then a search
    Select(browser.find_element(By.ID, "filter-status")).select_by_value("!usable")
    assert [row[3] for row in _rows(browser)] == ["truncated", "no_artifact"]
    Select(browser.find_element(By.ID, "filter-format")).select_by_value("hybrid")
    assert [row[3] for row in _rows(browser)] == ["truncated"]
    Select(browser.find_element(By.ID, "filter-status")).select_by_value("")
    Select(browser.find_element(By.ID, "filter-format")).select_by_value("")
    search = browser.find_element(By.ID, "filter-text")
    search.send_keys("evil.html")  # a path found in two responses
    assert [row[3] for row in _rows(browser)] == ["recovered", "truncated"]
    search.clear()
    search.send_keys("cut off")  # a message
    assert [row[3] for row in _rows(browser)] == ["truncated"]
    search.clear()
    search.send_keys(" ")  # clear() sends no input event; a blank search matches all
    assert len(_rows(browser)) == 4
    browser.execute_script(
        "document.querySelector('svg.chart .bar[data-status=truncated]')"
        ".dispatchEvent(new MouseEvent('click', {bubbles: true}))"
    )
    assert [row[3] for row in _rows(browser)] == ["truncated"]

    # open the cut-off response: its text, each diagnostic under its line, the files
    # (rows are rebuilt as the view scrolls: click through the page, not a kept element)
    browser.execute_script("document.querySelector('#viewport .row').click()")
    detail = browser.find_element(By.ID, "detail")
    assert detail.is_displayed()
    assert "03-truncated.txt" in browser.find_element(By.ID, "detail-title").text
    files = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#detail-files li")]
    assert files == ["evil.html", "b.py (cut off: not among the files)"]
    lines = browser.execute_script(
        "return Array.from(document.querySelectorAll('#detail-text .line .code'))"
        ".map(e => e.textContent)"
    )
    text = (folder / "03-truncated.txt").read_text("utf-8")
    assert lines == text.split("\n")  # the text as it is: hostile lines shown, not run
    markers = browser.execute_script(
        "return Array.from(document.querySelectorAll('#detail-text .marker')).map(m => "
        "[m.previousElementSibling && m.previousElementSibling.id, m.textContent.trim()])"
    )
    diagnostics = json.loads(
        CliRunner()
        .invoke(main, ["validate", "--json", str(folder / "03-truncated.txt")])
        .stdout.splitlines()[0]
    )["diagnostics"]
    placed = [d for d in diagnostics if d["line"]]
    assert len(markers) == len(placed)
    for diagnostic in placed:
        line = min(diagnostic["line"], len(text.split("\n")))
        wanted = f"^ {diagnostic['severity']} [{diagnostic['code']}] {diagnostic['message']}"
        assert any(
            where == f"text-line-{line}" or message.endswith(wanted) for where, message in markers
        ), diagnostic
    truncated = next(d for d in diagnostics if d["code"] == "truncated")
    caret = browser.execute_script(
        "const m = Array.from(document.querySelectorAll('#detail-text .marker'))"
        ".find(m => m.textContent.includes('[truncated]')); return m.textContent;"
    )
    assert caret.index("^") == truncated["column"] - 1  # the caret stands at the column
    _no_script_ran(browser, "artifact-codec validation report")

    assert browser.find_element(By.ID, "detail-summary").text == (
        "truncated (hybrid), 1 of 2 files, partial b.py"
    )
    browser.execute_script("window.scrollTo(0, 0)")
    shot = tmp_path / "report.png"
    assert browser.save_screenshot(str(shot))
    shutil.copyfile(shot, SCREENSHOT_FOR_THE_LEAD)
    print(f"\nscreenshot of the report: {shot} (also {SCREENSHOT_FOR_THE_LEAD})")
    assert shot.stat().st_size > 10_000


def test_hostile_text_in_every_field_runs_nothing(browser: Any, tmp_path: Path) -> None:
    report = HtmlReport(title="<script>window.pwned = 9</script> report")
    for index, text in enumerate(HOSTILE):
        report.add(
            {
                "source": text,
                "line": index + 1,
                "id": text,
                "status": "invalid",
                "format": "none",
                "usable": False,
                "expected_files": None,
                "found_files": 1,
                "paths": [text],
                "partial_file": {"file_path": text},
                "diagnostics": [
                    {"line": 1, "column": 3, "severity": "error", "code": text, "message": text}
                ],
                "response": text + "\n" + text,
            }
        )
    page = tmp_path / "hostile.html"
    report.write(str(page))
    _open(browser, page)
    _no_script_ran(browser, "<script>window.pwned = 9</script> report")
    rows = _rows(browser)
    assert [row[1] for row in rows] == [f"{text}:{n}" for n, text in enumerate(HOSTILE, 1)]
    for index, text in enumerate(HOSTILE):
        browser.execute_script(
            "document.querySelector(`#viewport .row[data-index='${arguments[0]}']`).click()", index
        )
        shown = browser.execute_script(
            "return Array.from(document.querySelectorAll('#detail-text .line .code'))"
            ".map(e => e.textContent)"
        )
        assert shown == [text, text] or shown == (text + "\n" + text).split("\n")
        paths = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#detail-files li")]
        assert paths[0] == text.strip() or paths[0].split() == text.split()
    _no_script_ran(browser, "<script>window.pwned = 9</script> report")
    errors = [entry for entry in browser.get_log("browser") if entry.get("level") == "SEVERE"]
    assert errors == []  # no script error, and no blocked inline script (CSP) either


def test_ten_thousand_responses_open_at_once(browser: Any, tmp_path: Path) -> None:
    report = HtmlReport()
    statuses = ["clean", "recovered", "truncated", "no_artifact", "invalid"]
    text = "x = 1\n" * 40
    for index in range(10_000):
        status = statuses[index % len(statuses)]
        report.add(
            {
                "source": f"logs/{index:05d}.txt",
                "status": status,
                "format": "hybrid" if status != "no_artifact" else "none",
                "usable": status in ("clean", "recovered"),
                "expected_files": 2,
                "found_files": 2 if status in ("clean", "recovered") else 1,
                "paths": ["a.py", "b.py"],
                "partial_file": None,
                "diagnostics": [
                    {"line": 3, "column": 1, "severity": "error", "code": "c", "message": "m"}
                ],
                "response": None if status == "clean" else text,
            }
        )
    page = tmp_path / "big.html"
    report.write(str(page))
    started = time.perf_counter()
    _open(browser, page)
    opened = time.perf_counter() - started
    paint = browser.execute_script(
        "const e = performance.getEntriesByName('first-contentful-paint')[0];"
        "return e ? e.startTime : null"
    )
    ready = browser.execute_script("return window.reportReady")
    print(
        f"\n10,000 responses ({page.stat().st_size / 1e6:.1f} MB): first contentful paint "
        f"{paint:.0f} ms, table ready {ready:.0f} ms, load in selenium {opened:.2f} s"
    )
    # Generous bounds for a shared, busy machine; a page that built every row (or parsed the
    # data more than once) takes several times longer.
    assert paint is not None
    assert paint < 3000
    assert ready < 5000
    rendered = browser.execute_script("return document.querySelectorAll('#viewport .row').length")
    assert 0 < rendered < 100  # only the rows in view exist
    assert browser.find_element(By.ID, "shown").text == "showing 10000 of 10000"
    browser.execute_script(
        "const v = document.getElementById('viewport'); v.scrollTop = v.scrollHeight;"
        "v.dispatchEvent(new Event('scroll'));"
    )
    WebDriverWait(browser, 10).until(
        lambda b: (
            "10000"
            in b.execute_script(
                "return Array.from(document.querySelectorAll('#viewport .row span:first-child'))"
                ".map(s => s.textContent).join(' ')"
            )
        )
    )
