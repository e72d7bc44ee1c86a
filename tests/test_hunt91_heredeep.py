"""hunt91: the block's folder reaching a call not known by routes the fix-calls65 table does
not follow: a runner given the library function (``map``, ``functools.partial``), a field of
a class made of the library's class, ``os.extsep``, ``realpath('')``, a split of ``'./x'``,
a JSON text.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); each
block hands '.' (the folder they are in) to a formatter not known, which may rewrite every
file under it: the answer is refused, as ``autoformat.format_tree('.')`` is."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import autoformat\nlist(map(autoformat.format_tree, ['.']))\n",
            id="map-library-function-over-dot",
        ),
        pytest.param(
            "import functools, autoformat\nfunctools.partial(autoformat.format_tree, '.')()\n",
            id="partial-library-function-dot",
        ),
        pytest.param(
            "import autoformat\nclass Mine(autoformat.Formatter):\n    root = '.'\nMine().run()\n",
            id="subclass-field-read-by-the-library",
        ),
        pytest.param(
            "import os, autoformat\nautoformat.format_tree(os.extsep)\n", id="os-extsep-is-a-dot"
        ),
        pytest.param(
            "import os, autoformat\nautoformat.format_tree(os.path.realpath(''))\n",
            id="realpath-of-empty",
        ),
        pytest.param(
            "import os, autoformat\nautoformat.format_tree(os.path.split('./x')[0])\n",
            id="split-of-dot-path",
        ),
        pytest.param(
            'import json, autoformat\ncfg = json.loads(\'{"root": "."}\')\n'
            "autoformat.format_tree(cfg['root'])\n",
            id="json-config-root",
        ),
    ],
)
def test_the_folder_by_another_route_is_refused(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
