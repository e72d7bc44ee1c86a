"""fix-calls65: the folder a run block runs in as a source of the fallback, IPython's API
forms of ``%alias_magic``, and the streams that are no file: the readings the rules must
keep (a '.' that is text, ``sys.path`` grown by the block) and those they must refuse.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); a
block whose values name no file of its folder keeps them as written; one that gives the
folder, or a command not read, to a call not known may change them: refused."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import sys, lib\nsys.path.append('.')\nfrom app import main\nlib.show(main.path)\n",
            id="sys-path-grown-then-another-path-attribute",
        ),
        pytest.param("import lib\nparts = 'a.b'.split('.')\nlib.go(parts)\n", id="split-dot"),
        pytest.param("import lib\nname = '.'.join(['a', 'b'])\nlib.go(name)\n", id="join-dot"),
        pytest.param("import lib, sys\nlib.run(sys.argv[1:])\n", id="argv-past-first"),
        pytest.param(
            "import yaml, sys\nyaml.dump({'a': 1}, stream=sys.stdout)\n", id="yaml-stream"
        ),
    ],
)
def test_text_and_streams_keep_the_files(block: str) -> None:
    assert run_after(APP_AND_DATA, block).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import os, lib\nBASE = os.path.dirname(__file__)\nlib.go(BASE)\n", id="file"),
        pytest.param("import os, lib\nlib.go(os.listdir())\n", id="bare-listdir"),
        pytest.param("import glob, lib\nfs = glob.glob('*')\nlib.fix(fs)\n", id="glob-star"),
        pytest.param("from pathlib import Path\nimport lib\nr = Path()\nlib.go(r)\n", id="path"),
        pytest.param("import os, lib\nr = os.getenv('PWD')\nlib.go(r)\n", id="getenv-pwd"),
        pytest.param("import os, lib\nlib.go(os.curdir)\n", id="curdir"),
        pytest.param(
            "import lib, sys\nlib.save(m, lib.where(), log=sys.stdout)\n", id="log-keyword"
        ),
        pytest.param(
            "ip = get_ipython()\nip.define_macro('zap', '!rm data.csv')\nzap\n", id="macro"
        ),
        pytest.param(
            "ip = get_ipython()\nip.register_magic_function(f, 'line', 'zap')\n%zap data.csv\n",
            id="magic-function",
        ),
    ],
)
def test_the_folder_or_a_command_not_read_is_refused(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
