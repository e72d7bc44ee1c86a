"""hunt66: a CSS comment standing for left-out rules (fix-elide35: "/* .card and .btn
unchanged */") read as a remark because the selectors occur in the file, but never as a
rule's own selector: inside :not()/:where(), as the last part of a descendant selector
(".nav .card"), or only inside an @media block. The stylesheet is written with the
top-level .card and .btn rules lost. Expected by hand: the note, at the top level between
two rules, stands for rules .card and .btn the file does not hold there, so the answer is
not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _sheet(middle: str, note: str = "/* .card and .btn unchanged */") -> str:
    return f"body {{\n  margin: 0;\n}}\n\n{middle}\n\n{note}\n\n.footer {{\n  color: blue;\n}}\n"


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_sheet("a:not(.card):not(.btn) { color: red; }"), id="inside-not"),
        pytest.param(
            _sheet(":where(.card) { color: red; }\n:not(.btn) { color: red; }"),
            id="inside-where-and-not",
        ),
        pytest.param(
            _sheet(
                ".nav .card,\n.nav .btn { color: red; }", "/* .card and .btn rules unchanged */"
            ),
            id="descendant-only",
        ),
        pytest.param(
            _sheet('a[href$=".card"], a[data-x=".btn"] { color: red; }'),
            id="inside-attribute-value-string",
        ),
        pytest.param(_sheet("main:has(.card, .btn) { color: red; }"), id="inside-has"),
        pytest.param(_sheet(".x > .card,\n.x > .btn { color: red; }"), id="child-only"),
        pytest.param(
            _sheet(
                "@media (max-width: 600px) {\n  .card { color: red; }\n  .btn { color: red; }\n}"
            ),
            id="inside-media-only",
        ),
    ],
)
def test_a_css_note_for_rules_defined_only_elsewhere_is_refused(content: str) -> None:
    result = parse_response(native_answer("style.css", content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
