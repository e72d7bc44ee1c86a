"""hunt100-errexit and hunt100-cdcase: fix-shell80's "a cd that may fail is two readings",
in shapes where the reader takes the cd as sure.

hunt100-errexit: ``set -e`` that does not hold where the ``cd build`` runs: undone by ``set
+e`` / ``set +o errexit``, set only in a subshell ``(set -e)`` or in a function never called,
or the cd negated (``! cd build``, which errexit ignores).
Expected by hand: errexit is off for that cd, so when build does not exist the shell stays
at the root and ``rm app.js`` deletes the written app.js: two readings, never usable, as
``cd build`` then ``rm app.js`` without ``set -e`` is refused.

hunt100-cdcase: ``cd Web`` / ``cd WEB`` when the answer writes web/index.js.
Expected by hand: on a case-insensitive file system (macOS, Windows) the cd enters web and
``rm index.js`` deletes the written web/index.js; on Linux it fails and removes nothing: two
readings with different files, never usable, as ``cd web && rm index.js`` is refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("set -e\nset +e\ncd build\nrm app.js\n", id="set-plus-e"),
        pytest.param("set -e\nset +o errexit\ncd build\nrm app.js\n", id="set-plus-o-errexit"),
        pytest.param("(set -e)\ncd build\nrm app.js\n", id="set-e-in-subshell"),
        pytest.param("f() { set -e; }\ncd build\nrm app.js\n", id="set-e-in-uncalled-function"),
        pytest.param("set -e\n! cd build\nrm app.js\n", id="negated-cd"),
    ],
)
def test_a_cd_errexit_does_not_cover_may_fail(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("cd Web\nrm index.js\n", id="cd-capitalised"),
        pytest.param("cd WEB && rm index.js\n", id="cd-upper-and"),
    ],
)
def test_a_cd_differing_only_in_case_is_two_readings(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("cd build\nrm app.js\n", id="no-errexit"),
        pytest.param("cd web && rm index.js\n", id="cd-web-and"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
