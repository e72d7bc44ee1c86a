"""hunt106-nodeext: the answer's JavaScript program run by ``node`` given its path without the
``.js`` suffix (``node scripts/reset``, ``./scripts/reset``, under ``timeout``, with an
option, with ``--watch``, or from its folder after ``cd``).

Expected values by hand: node resolves a main entry as ``require`` does, so ``scripts/reset``
is scripts/reset.js (the answer writes it, and no file ``scripts/reset``); its
``fs.unlinkSync('app.js')`` deletes the root app.js the answer writes (from scripts/, the
``'../app.js'`` copy does). Never usable, as ``node scripts/reset.js`` and ``node -r
./scripts/reset app.js`` (the same resolution, for a preload) are refused.
"""

from __future__ import annotations

import pytest
from run_blocks import JS_RESET_FILES, then_run

from artifact_codec import parse_response


def _answer(block: str) -> str:
    return then_run(JS_RESET_FILES, block, "Run:")


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("node scripts/reset\n", id="no-suffix"),
        pytest.param("node ./scripts/reset\n", id="dot-slash-no-suffix"),
        pytest.param("timeout 5 node scripts/reset\n", id="timeout-no-suffix"),
        pytest.param("node --trace-warnings scripts/reset\n", id="option-no-suffix"),
        pytest.param("node --watch scripts/reset\n", id="watch-no-suffix"),
        pytest.param("cd scripts && node reset\n", id="cd-then-no-suffix"),
        pytest.param("npm exec -- node scripts/reset\n", id="npm-exec-no-suffix"),
    ],
)
def test_node_given_a_written_program_without_its_suffix_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("node scripts/reset.js\n", id="node-suffix"),
        pytest.param("node -r ./scripts/reset app.js\n", id="preload-no-suffix"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
