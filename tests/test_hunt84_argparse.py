"""hunt84-argparse: an option's default (``app.py``) reached through
``parse_known_args()``'s pair or optparse, given to a call not known (``isort.file``), read
as given nothing held.

Expected values by hand: fix-calls48 reads ``ap.parse_args().file`` as the default of
``--file`` (the block runs with no arguments; refused). ``parse_known_args()`` returns the
pair (namespace, rest): ``args, rest = ap.parse_known_args()`` and
``ap.parse_known_args()[0]`` hold the same namespace; optparse's ``opts, _ =
p.parse_args()`` holds ``add_option``'s default the same way. isort.file is given 'app.py'
and may rewrite it: not usable (``changed-after`` naming app.py).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
_A = (
    "import isort, argparse\nap = argparse.ArgumentParser()\n"
    "ap.add_argument('--file', default='app.py')\n"
)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _A + "args, rest = ap.parse_known_args()\nisort.file(args.file)\n",
            id="parse-known-args-unpacked",
        ),
        pytest.param(
            _A + "isort.file(ap.parse_known_args()[0].file)\n", id="parse-known-args-indexed"
        ),
        pytest.param(
            "import isort, optparse\np = optparse.OptionParser()\n"
            "p.add_option('--file', default='app.py')\nopts, _ = p.parse_args()\n"
            "isort.file(opts.file)\n",
            id="optparse-default",
        ),
    ],
)
def test_an_option_default_of_app_py_given_to_an_unknown_call(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("app.py" in m for m in said)
