"""hunt97: ONE make or just target said left out or unchanged after a Makefile / justfile that
does not define it: a lone lowercase word in backquotes (`test`, `clean`) is not read as a name
of code, though two of them (`test` and `lint`) are, and the file is written without the target.

Expected by hand: the model sent the Makefile (justfile) without the target it names and says
that target is unchanged or was left out: a part of the file; writing it drops the target: not
usable.
"""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

_MAKE = "build:\n\tgo build ./...\n"
_JUST = "build:\n    cargo build --release\n"


@pytest.mark.parametrize(
    ("path", "lang", "content", "sentence"),
    [
        pytest.param(
            "Makefile",
            "makefile",
            _MAKE,
            "I left out the `test` target; it is unchanged.",
            id="make-test-left-out",
        ),
        pytest.param(
            "Makefile",
            "makefile",
            _MAKE,
            "The `clean` target is unchanged.",
            id="make-clean-unchanged",
        ),
        pytest.param(
            "Makefile",
            "makefile",
            _MAKE,
            "The `deploy` rule is unchanged (not shown).",
            id="make-deploy-not-shown",
        ),
        pytest.param(
            "build/common.mk",
            "makefile",
            _MAKE,
            "The `lint` target is omitted for brevity.",
            id="mk-lint-omitted",
        ),
        pytest.param(
            "justfile",
            "just",
            _JUST,
            "The `test` recipe is unchanged.",
            id="just-test-unchanged",
        ),
        pytest.param(
            "justfile",
            "just",
            _JUST + "\nalias t := test\n",
            "The `test` recipe is unchanged.",
            id="just-alias-names-it",
        ),
    ],
)
def test_one_target_said_unchanged_keeps_the_file_a_part(
    path: str, lang: str, content: str, sentence: str
) -> None:
    answer = f"`{path}`:\n\n```{lang}\n{content}```\n\n{sentence}\n"
    refused(answer)


@pytest.mark.parametrize(
    ("path", "lang", "content"),
    [
        pytest.param("Makefile", "makefile", _MAKE, id="make"),
        pytest.param("justfile", "just", _JUST, id="just"),
    ],
)
def test_guard_two_targets_said_unchanged_refuse(path: str, lang: str, content: str) -> None:
    answer = (
        f"`{path}`:\n\n```{lang}\n{content}```\n\nThe `test` and `lint` targets are unchanged.\n"
    )
    assert not parse_response(answer).usable
