"""fix-pyrun36: the narrowings of the run reader keep refusing what writes.

Expected values by hand: each block below writes, removes or runs something that changes
app.py or data.csv after the answer wrote them (not usable, ``changed-after`` naming it),
or only reads and shows them (usable with the files as written).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA
from run_blocks import refused_naming as _refused_naming

from artifact_codec import parse_response

_FILES = APP_AND_DATA


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        # a reading name that also writes is weighed as writing
        pytest.param("import lib\nlib.load_and_save('data.csv')\n", "data.csv", id="load-and-save"),
        # basicConfig is no message: its filename is where the log goes
        pytest.param(
            "import logging\nlogging.basicConfig(filename='app.py')\n", "app.py", id="log-file"
        ),
        # a frame read, then written back: the write is weighed
        pytest.param(
            "import pandas as pd\ndf = pd.read_csv('data.csv')\ndf.to_csv('data.csv')\n",
            "data.csv",
            id="read-then-to-csv",
        ),
        # a folder given first to a library stays the folder (every file)
        pytest.param("import black\nblack.main(['.'])\n", "app.py", id="folder-first"),
        # codecs.open to write
        pytest.param(
            "import codecs\ncodecs.open('app.py', 'w', 'utf-8').write('x')\n",
            "app.py",
            id="codecs-open-w",
        ),
        # io.open with a mode that appends
        pytest.param("import io\nio.open('app.py', 'a').write('x')\n", "app.py", id="io-a"),
        # a def shadowed by the import that runs last: both weighed
        pytest.param(
            "def remove(p):\n    pass\nfrom os import remove\nremove('data.csv')\n",
            "data.csv",
            id="def-then-import",
        ),
        # fileinput given inplace=0 positionally reads; 1 rewrites
        pytest.param(
            "import fileinput\nfor line in fileinput.input('app.py', 1):\n    print(line)\n",
            "app.py",
            id="fileinput-1",
        ),
        # an f-string over a loop's names: each name written
        pytest.param(
            "for n in ['out', 'app']:\n    open(f'{n}.py', 'w').close()\n",
            "app.py",
            id="fstring-loop-open-w",
        ),
        # a path returned by the block's own function, opened to write
        pytest.param(
            "def target():\n    return 'data.csv'\nopen(target(), 'w').close()\n",
            "data.csv",
            id="returned-open-w",
        ),
        # a library's command line that names the file
        pytest.param("import envoy\nenvoy.run('rm data.csv')\n", "data.csv", id="envoy-rm"),
        # a subclass of a library class: its construction is the library's
        pytest.param(
            "import zipfile\nclass Z(zipfile.ZipFile):\n    pass\nZ('app.py', mode='w').close()\n",
            "app.py",
            id="subclass-mode-w",
        ),
        # a test function a runner calls by name, never named in the block
        pytest.param(
            "import unittest\nclass T(unittest.TestCase):\n    pass\n"
            "def setUpModule():\n    open('data.csv', 'w').close()\nunittest.main()\n",
            "data.csv",
            id="setupmodule",
        ),
    ],
)
def test_a_narrowed_reading_still_weighs_a_write(block: str, changed: str) -> None:
    assert _refused_naming(block, changed)


@pytest.mark.parametrize(
    "block",
    [
        "import fileinput\nfor line in fileinput.input('app.py', False):\n    print(line)\n",
        "import xml.etree.ElementTree as ET\nroot = ET.Element('a')\n"
        "ET.ElementTree(root).write('out.xml')\n",
        "import io\nprint(io.open('app.py', 'r').read())\n",
        "from fabric import Connection\nc = Connection('h')\nc.get('/srv/app.py', 'copy.py')\n",
        "import matplotlib.pyplot as plt\nplt.scatter([1], [2], 1, 'r', '.')\n",
        "%timeit -n 3 sum(range(10))\n%time print(open('app.py').read())\n",
        "run = 'app.py'\nprint(run)\n",  # (Python: no automagic %run)
        "for n in ['out', 'log']:\n    open(f'{n}.py', 'w').write('%s.py' % n)\n",
        "def target():\n    return 'out.csv'\nopen(target(), 'w').close()\n",
        "def f():\n    return f() + f()\nprint(f())\n",
        "import sh\nprint(sh.ls('-l'))\n",
        "from invoke import run\nrun('echo hi')\n",
        "def f(x):\n    return f(x) if x else f(x)\nprint(f(1))\n",
        "import json\nwith open('out.json', 'w') as f:\n    json.dump({'n': 1}, f)\n",
    ],
    ids=[
        "fileinput-false",
        "tree-write-new-file",
        "io-open-r",
        "get-to-new-file",
        "marker",
        "timed-reads",
        "run-is-a-name",
        "fstring-new-file",
        "returned-new-file",
        "recursive-return",
        "sh-ls",
        "invoke-echo",
        "recursive-kind",
        "json-dump-into-handle",
    ],
)
def test_a_block_writing_no_held_file_keeps_the_files(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable, [d.message for d in result.diagnostics if d.code == "changed-after"]
