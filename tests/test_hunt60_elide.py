"""Hunt 60: style sheets, pages, JSX and YAML files whose comment stands for parts left out.

Expected by hand: each file as written holds a comment naming rules/elements/jobs the file
does not hold, with a state ("unchanged", "no changes", "keep ... as they are"): the model
meant "keep those parts from the old file". The file as written loses them: never usable
(docs/lenient.md, partial files).
"""

from __future__ import annotations

import pytest
from native_answers import native_answer as _answer

from artifact_codec import parse_response

_CARD = ".card {\n  padding: 1rem;\n}\n\n"
_BTN = ".btn {\n  color: red;\n}\n\n"


# The names are selectors the sheet does not define, in shapes _PART_ITEM does not read (a
# pseudo-class, an attribute, SCSS's "&"), or compounds whose FIRST simple selector is defined
# (".card .title": .card is a rule, ".card .title" is none).
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "styles.css", _CARD + "/* .card .title and .card .body unchanged */\n", id="compound"
        ),
        pytest.param(
            "styles.css",
            ".nav {\n  color: red;\n}\n\n/* .nav > li and .nav > a unchanged */\n",
            id="child-combinator",
        ),
        pytest.param(
            "styles.css", _BTN + "/* .link:hover and .link:focus unchanged */\n", id="pseudo-class"
        ),
        pytest.param(
            "styles.css", _BTN + "/* input[type=text] and textarea unchanged */\n", id="attribute"
        ),
        pytest.param(
            "styles.scss",
            ".nav {\n  color: red;\n  /* &:hover and .item unchanged */\n}\n",
            id="scss-ampersand",
        ),
    ],
)
def test_a_style_comment_naming_selectors_the_sheet_lacks(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


# The same comment in other wordings models write.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("/* .footer and .sidebar unchanged ... */", id="ellipsis-after"),
        pytest.param("/* existing .footer styles unchanged */", id="existing-styles"),
        pytest.param("/* .footer and .sidebar: no changes */", id="no-changes"),
        pytest.param("/* keep .footer and .sidebar as they are */", id="keep-as-they-are"),
        pytest.param("/* @media rules unchanged */", id="media-rules"),
    ],
)
def test_a_style_comment_in_other_words(comment: str) -> None:
    content = ".nav {\n  color: red;\n}\n\n" + comment + "\n"
    result = parse_response(_answer("styles.css", content))
    assert not result.usable, (result.status, result.diagnostics)


def test_a_leading_ellipsis_right_under_a_rule() -> None:
    # the same comment after a blank line is refused; right under the rule's close it is clean
    content = ".nav {\n  color: red;\n}\n/* ... .footer and .sidebar unchanged */\n"
    result = parse_response(_answer("styles.css", content))
    assert not result.usable, (result.status, result.diagnostics)
