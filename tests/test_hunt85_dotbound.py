"""hunt85-dotbound: the working folder '.' as a fallback value bound to a name (an
environment default, ``or``, an if-else, a tuple's name, a dict's get default, a class
field, a walrus) then given to a library call not known, read as changing nothing.

Expected values by hand: each value is '.' when the block runs as AutoGen runs it (no
arguments, no such environment variable): black.main given the folder of app.py and
data.csv may rewrite them, refused, as ``black.main('.')``, the same expression written
inline in the call, or the same shapes holding 'app.py' are.
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after

_H = "import os\nimport sys\nimport black\n\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("root = os.environ.get('SRC', '.')\nblack.main(root)\n", id="environ-get"),
        pytest.param("root = os.getenv('SRC') or '.'\nblack.main(root)\n", id="getenv-or"),
        pytest.param(
            "root = sys.argv[1] if len(sys.argv) > 1 else '.'\nblack.main(root)\n",
            id="argv-if-else",
        ),
        pytest.param("paths = sys.argv[1:] or ['.']\nblack.main(paths)\n", id="argv-slice-or"),
        pytest.param(
            "root = os.path.dirname(__file__) or '.'\nblack.main([str(root), '--quiet'])\n",
            id="dirname-or-dot",
        ),
        pytest.param("src, out = '.', 'build'\nblack.main(src)\n", id="tuple-names"),
        pytest.param(
            "cfg = {}\nroot = cfg.get('root', '.')\nblack.main(root)\n", id="dict-get-default"
        ),
        pytest.param("class Cfg:\n    root = '.'\n\nblack.main(Cfg.root)\n", id="class-field"),
    ],
)
def test_the_working_folder_bound_as_a_fallback_is_refused(block: str) -> None:
    result = run_after(APP_AND_DATA, _H + block)
    assert not result.usable, "black may rewrite app.py and data.csv in the folder '.'"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("black.main(os.environ.get('SRC', '.'))\n", id="inline-environ-get"),
        pytest.param("black.main(os.getenv('SRC') or '.')\n", id="inline-getenv-or"),
        pytest.param("root = '.'\nblack.main(root)\n", id="plain-binding"),
        pytest.param("root = os.environ.get('SRC', 'app.py')\nblack.main(root)\n", id="app-get"),
        pytest.param("paths = sys.argv[1:] or ['app.py']\nblack.main(paths)\n", id="app-or"),
    ],
)
def test_the_same_shapes_inline_or_holding_a_file_are_refused(block: str) -> None:
    assert not run_after(APP_AND_DATA, _H + block).usable
