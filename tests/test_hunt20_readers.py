"""Hunt 20: elided Markdown sections (fix-readers17) under setext headings. A section whose
whole body is a line of dots or "Same as before." is an elision under an ATX heading
(``## Install``); the same page written with setext headings (``Install`` over ``-------``,
Markdown's other heading syntax) is kept whole. Expected by hand: the model left the Install
section out, so the README is not the file it meant; never usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _answer(content: str) -> str:
    return "Updated README:\n\n`README.md`:\n```markdown\n" + content + "```\n"


@pytest.mark.parametrize(
    "body",
    [pytest.param("...", id="dots"), pytest.param("Same as before.", id="same-as-before")],
)
def test_an_elided_section_under_a_setext_heading_is_refused(body: str) -> None:
    page = f"App\n===\n\nIntro.\n\nInstall\n-------\n\n{body}\n\nUsage\n-----\n\nRun it.\n"
    result = parse_response(_answer(page))
    assert not result.usable, (result.status, [f.content for f in result.code.files])


def test_the_same_section_under_an_atx_heading_is_refused() -> None:
    # (the control)
    page = "# App\n\nIntro.\n\n## Install\n\n...\n\n## Usage\n\nRun it.\n"
    result = parse_response(_answer(page))
    assert not result.usable
    assert "elided-code" in [d.code for d in result.diagnostics]


def _closing(after: str) -> str:
    content = "PORT = 8080\nDEBUG = True\nHOST = 'localhost'"
    return (
        '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n===FILE_CONTENT_BLOCK===\n'
        f"PATH: config.py\n---\n{content}\n\n===FILE_CONTENT_BLOCK===END\n\n{after}\n"
    )


# A flag said off in words (fix-readers18) that the reading misses: config.py holds
# DEBUG = True, the closing says it is off; the answer contradicts itself, never usable.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("DEBUG is turned off.", id="turned-off"),
        pytest.param("DEBUG is set to off.", id="set-to-off"),
    ],
)
def test_a_flag_said_off_in_other_words_is_refused(after: str) -> None:
    assert not parse_response(_closing("DEBUG is switched off.")).usable  # (the control)
    result = parse_response(_closing(after))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
