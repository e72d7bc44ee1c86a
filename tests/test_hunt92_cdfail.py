"""hunt92-cdfail: a ``cd``/``pushd`` that fails (or may fail) in a shell block run after the
answer's files, so the commands after it run in the folder the block was in, not the one the
reader entered: ``cd`` into a path the answer writes as a FILE (never a folder), the same
``cd web`` twice (there is no web/web), ``popd`` after a failed ``pushd`` (it pops the folder
the first ``pushd`` entered), and ``cd`` into a folder the answer never mentions, its failure
not stopping the block (``;``, ``|| true``, a new line without ``set -e``).

Expected values by hand: the answer writes app.js and web/index.js. A failed ``cd`` leaves the
shell where it was, so ``rm app.js`` deletes the root app.js and ``rm index.js`` after the
second ``cd web`` deletes web/index.js: never usable (at best, for a folder that may exist, two
readings, so not usable either), as ``cd web && rm index.js`` is refused.
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
        pytest.param("cd web/index.js; rm app.js\n", id="cd-into-a-written-file"),
        pytest.param("cd web; cd web; rm index.js\n", id="cd-web-twice"),
        pytest.param("cd web\ncd web\nrm ../app.js\n", id="cd-web-twice-parent"),
        pytest.param("pushd web\npushd nosuch\npopd\nrm app.js\n", id="popd-after-failed-pushd"),
        pytest.param("cd build 2>/dev/null; rm app.js\n", id="cd-unknown-quiet"),
        pytest.param("cd build || true\nrm app.js\n", id="cd-unknown-or-true"),
        pytest.param("pushd build\nrm app.js\n", id="pushd-unknown"),
    ],
)
def test_commands_after_a_failed_cd_run_where_the_block_was(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("cd web && rm index.js\n", id="cd-and"),
        pytest.param("(cd web; rm index.js)\n", id="subshell"),
        pytest.param("(cd web); rm app.js\n", id="subshell-cd-then-root"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
