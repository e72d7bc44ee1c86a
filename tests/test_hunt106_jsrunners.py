"""hunt106-jsrunners: the answer's JavaScript program run by a tool fix-runs91's list of
runners does not name: ``pnpm node FILE`` (pnpm runs a command that is not its own), ``yarn
node FILE`` (Yarn's node with its hooks), ``pm2 start FILE``, ``mocha FILE`` (plain or
through ``npx``).

Expected values by hand: each runs (mocha: requires) scripts/reset.js, whose
``fs.unlinkSync(target)`` deletes the root app.js the answer writes. Never usable, as ``node
scripts/reset.js`` and ``pnpm exec node scripts/reset.js`` are refused.
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
        pytest.param("pnpm node scripts/reset.js\n", id="pnpm-node"),
        pytest.param("yarn node scripts/reset.js\n", id="yarn-node"),
        pytest.param("pm2 start scripts/reset.js\n", id="pm2-start"),
        pytest.param("npx pm2 start scripts/reset.js --no-daemon\n", id="npx-pm2-start"),
        pytest.param("mocha scripts/reset.js\n", id="mocha"),
        pytest.param("npx mocha scripts/reset.js\n", id="npx-mocha"),
    ],
)
def test_a_written_program_run_by_another_js_tool_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("node scripts/reset.js\n", id="node"),
        pytest.param("pnpm exec node scripts/reset.js\n", id="pnpm-exec-node"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
