"""fix-readers22: a Markdown page's sections are read from its blocks (every heading syntax),
and a flag's value said in prose is the value word after the linking words between the name
and it. Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from test_hunt20_readers import _answer, _closing
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.ingest.placeholders import find_placeholder
from artifact_codec.models import GeneratedFile


# The Install section left out, under each heading syntax Markdown has: never usable.
@pytest.mark.parametrize(
    "page",
    [
        pytest.param(
            "App\n===\n\nIntro.\n\nInstall\n=======\n\n...\n\nUsage\n=====\n\nRun it.\n",
            id="setext-equals",
        ),
        pytest.param(
            "<h1>App</h1>\n\nIntro.\n\n<h2>Install</h2>\n\n...\n\n<h2>Usage</h2>\n\nRun it.\n",
            id="html-h2",
        ),
        pytest.param(
            "**App**\n\nIntro.\n\n**Install**\n\nSame as before.\n\n**Usage**\n\nRun it.\n",
            id="bold-line",
        ),
        pytest.param(
            "# App\n\nIntro.\n\n## Install\n\n<!-- unchanged -->\n\n## Usage\n\nRun it.\n",
            id="html-comment-body",
        ),
        pytest.param(
            "App\n===\n\nIntro.\n\nInstall\n-------\n\n<!-- same as before -->\n\n"
            "Usage\n-----\n\nRun.\n",
            id="setext-html-comment-body",
        ),
    ],
)
def test_a_section_left_out_under_any_heading_is_refused(page: str) -> None:
    result = parse_response(_answer(page))
    assert not result.usable, (result.status, [f.content for f in result.code.files])
    assert "elided-code" in [d.code for d in result.diagnostics]


# Pages whose sections have bodies of their own: kept whole, as written.
@pytest.mark.parametrize(
    "page",
    [
        pytest.param(
            "App\n===\n\nIntro.\n\nInstall\n-------\n\npip install app\n\nUsage\n-----\n\nRun.\n",
            id="setext",
        ),
        pytest.param("# App\n\nIntro.\n\n---\n\nMore text.\n\n- a\n- b\n", id="thematic-break"),
        pytest.param("# App\n\n## Install\n\n<!-- TODO -->\n\n## Usage\n\nRun.\n", id="todo"),
        pytest.param(
            "**Note:** read this first.\n\n**Install**\n\npip install app\n", id="bold-in-text"
        ),
    ],
)
def test_a_page_whose_sections_have_bodies_is_kept(page: str) -> None:
    result = parse_response(_answer(page))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("README.md", page)]


def test_reading_setext_headings_is_linear() -> None:
    def make(n: int) -> GeneratedFile:
        return GeneratedFile(
            file_path="README.md", content="Title\n-----\n\nSome text, *emph*.\n\n" * n
        )

    assert_linear(make, find_placeholder, 500)


# config.py holds DEBUG = True; a closing that says it is off, in any of the words a model
# writes, contradicts the file: never usable.
@pytest.mark.parametrize(
    "after",
    [
        "DEBUG is now off.",
        "DEBUG has been disabled.",
        "DEBUG was set to False.",
        "DEBUG gets turned off.",
        "I turned DEBUG off.",
        "DEBUG flipped to false.",
        "DEBUG: off",
        "DEBUG will be set to false.",
        "DEBUG is set to `False`.",
    ],
)
def test_a_flag_said_off_is_refused(after: str) -> None:
    result = parse_response(_closing(after))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# The same words saying the value the file holds: no contradiction, the file as written.
@pytest.mark.parametrize(
    "after",
    [
        "DEBUG is turned on.",
        "DEBUG is set to on.",
        "DEBUG has been enabled.",
        "DEBUG was set to True.",
        "I turned DEBUG on.",
        "DEBUG stays enabled.",
    ],
)
def test_a_flag_said_as_the_file_holds_it_is_kept(after: str) -> None:
    result = parse_response(_closing(after))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("config.py", "PORT = 8080\nDEBUG = True\nHOST = 'localhost'\n")
    ]
