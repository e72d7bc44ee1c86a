"""hunt80: margin notes of names for left-out code in the spellings next to the ones
fix-labels44 taught _noted_names (an arrow, "as in step N", "your ... here", "keep your
versions", a kind after each name, "definitions"): other arrows ("==>", "\u279c", "\u2794",
"\u21e8"), other pointers to an earlier part of the answer ("step two", "steps 1-2", "part 2",
"section 2"), the user's-code frame with a verb or behind a label ("your load and save go
here", "# TODO: your load and save here"), other ways of saying "keep your versions" ("keep
yours", "use your versions"), other kind words ("defs", "definitions of", mixed kinds).
Expected by hand: each comment, alone between blank lines at the margin of a module that
defines f and h and neither load nor save, stands for load and save left out, so the answer
is not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _python(comment: str) -> str:
    return f"import os\n\n\ndef f():\n    return 1\n\n\n{comment}\n\n\ndef h():\n    return 3\n"


def _javascript(comment: str) -> str:
    return (
        "const fs = require('fs');\n\nfunction f() {\n  return 1;\n}\n\n"
        f"{comment}\n\nfunction h() {{\n  return 3;\n}}\n\nmodule.exports = {{ f, h }};\n"
    )


def _refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("app.py", _python("# load and save ==> unchanged"), id="long-ascii-arrow"),
        pytest.param("app.js", _javascript("// load and save ==> unchanged"), id="long-arrow-js"),
        pytest.param("app.py", _python("# load and save \u279c unchanged"), id="heavy-arrow"),
        pytest.param("app.py", _python("# load and save \u2794 unchanged"), id="wide-arrow"),
        pytest.param("app.py", _python("# load and save \u21e8 unchanged"), id="white-arrow"),
        pytest.param("app.py", _python("# load and save -> unchanged"), id="control-ascii-arrow"),
    ],
)
def test_a_note_with_another_arrow_is_refused(path: str, content: str) -> None:
    _refused(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("app.py", _python("# load and save same as in step two"), id="step-two"),
        pytest.param("app.js", _javascript("// load and save same as in step two"), id="js"),
        pytest.param("app.py", _python("# load and save same as in step II"), id="step-roman"),
        pytest.param("app.py", _python("# load and save as in steps 1-2"), id="steps-range"),
        pytest.param("app.py", _python("# load and save as in step 2a"), id="step-2a"),
        pytest.param("app.py", _python("# load and save same as in part 2"), id="part-2"),
        pytest.param("app.py", _python("# load and save same as in section 2"), id="section-2"),
        pytest.param(
            "app.py", _python("# load and save as in step 2 of the answer"), id="step-2-of"
        ),
        pytest.param("app.py", _python("# load and save same as in step 2"), id="control-step-2"),
    ],
)
def test_a_note_pointing_to_an_earlier_part_is_refused(path: str, content: str) -> None:
    _refused(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("app.py", _python("# your load and save go here"), id="go-here"),
        pytest.param("app.py", _python("# (your load and save go here)"), id="go-here-paren"),
        pytest.param("app.js", _javascript("// your load and save go here"), id="go-here-js"),
        pytest.param(
            "app.py", _python("# your load and save implementations go here"), id="kind-go-here"
        ),
        pytest.param("app.py", _python("# TODO: your load and save here"), id="todo-label"),
        pytest.param(
            "app.py", _python("# TODO(bob): your load and save here"), id="todo-owner-label"
        ),
        pytest.param("app.py", _python("# your load and save here"), id="control-bare"),
        pytest.param("app.py", _python("# NB: your load and save here"), id="control-nb"),
    ],
)
def test_a_frame_for_the_users_code_is_refused(path: str, content: str) -> None:
    _refused(path, content)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# load and save: keep yours", id="keep-yours"),
        pytest.param("# load and save: keep your own", id="keep-your-own"),
        pytest.param("# load and save: use your versions", id="use-your-versions"),
        pytest.param("# keep your versions of load and save", id="versions-of-first"),
        pytest.param("# load and save: keep your versions", id="control-keep-your-versions"),
    ],
)
def test_a_note_keeping_the_users_versions_is_refused(comment: str) -> None:
    _refused("app.py", _python(comment))


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# load and save defs unchanged", id="defs"),
        pytest.param("# definitions of load and save unchanged", id="definitions-of"),
        pytest.param("# load method and save function unchanged", id="mixed-kinds-after"),
        pytest.param("# load and save definitions unchanged", id="control-definitions"),
    ],
)
def test_a_note_with_another_kind_word_is_refused(comment: str) -> None:
    _refused("app.py", _python(comment))
