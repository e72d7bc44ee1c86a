"""hunt127: a removing script the answer does not hold, run in shapes the name rule misses."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, then_run

from artifact_codec import parse_response

# The answer writes app.py and data.csv, then runs a cleanup script it does not hold: that
# script may remove either file, so the answer must not be usable (as `python3 cleanup.py` is not).
CASES = {
    "python-m-cleanup": "$ python3 -m cleanup\n",
    "dot-slash-cleanup": "$ ./cleanup\n",
    "uv-run-cleanup": "$ uv run cleanup.py\n",
}


@pytest.mark.parametrize("block", list(CASES.values()), ids=list(CASES))
def test_removing_script_refused(block: str) -> None:
    result = parse_response(then_run(APP_AND_DATA, block))
    assert not result.usable
