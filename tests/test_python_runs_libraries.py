"""A Python block a tool runs that calls a library the model does not know (numpy, pandas,
requests, an unmodelled standard-library function): weighed as a call into the answer's own
module (python_runs.py ``_unknown``, docs/lenient.md "Run Python blocks"): it changes exactly
the held files its arguments name after folding; a value not folded names no file; a name
that writes given a path not folded, a download or an archive extracted, a module reached
by name: every file. Expected values by hand: the files the model meant (app.py and
notes.txt as written) or those the block changes."""

from __future__ import annotations

import pytest
from run_blocks import changed_by
from timing import assert_linear

from artifact_codec.ingest.conventions.python_runs import python_run_changes

_FILES = (
    "app.py\n```python\ndef greet(name):\n    return f'hello {name}'\n```\n\n"
    "notes.txt\n```text\nhello\n```\n\n"
)
_MEANT = [("app.py", "def greet(name):\n    return f'hello {name}'\n"), ("notes.txt", "hello\n")]
_EVERY = ["app.py", "notes.txt"]


def _changed(block: str) -> list[str] | None:
    """The files the refusal says the block changes (None: usable, nothing changed)."""
    return changed_by(_FILES, _MEANT, block, "python")


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import numpy as np\nfrom app import greet\nx = np.array([1, 2, 3])\n"
            "print(greet('np'), np.mean(x))\n",
            id="numpy-mean",
        ),
        pytest.param(
            "import pandas as pd\ndf = pd.read_csv('data.csv')\nprint(df.head())\n"
            "print(df.describe())\n",
            id="pandas-read",
        ),
        pytest.param(
            "import pandas as pd\ndf = pd.DataFrame({'a': [1]})\n"
            "df = df.rename(columns={'a': 'b'}).copy()\nprint(df)\n",
            id="pandas-rename-copy",
        ),
        pytest.param(
            "import pandas as pd\ndf = pd.DataFrame({'a': [1]})\n"
            "df.to_csv('out.csv', index=False)\n",
            id="pandas-to-csv-new-file",
        ),
        pytest.param(
            "import requests\nr = requests.get('https://api.example.com/data', timeout=5)\n"
            "print(r.json())\n",
            id="requests-json",
        ),
        pytest.param(
            "import matplotlib.pyplot as plt\nplt.plot([1, 2], [3, 4])\nplt.title('Sales')\n"
            "plt.show()\n",
            id="matplotlib-show",
        ),
        pytest.param(
            "import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.savefig('chart.png')\n",
            id="matplotlib-savefig-new-file",
        ),
        pytest.param("import time\ntime.sleep(1)\nprint(time.time())\n", id="time-sleep"),
        pytest.param("import sys\nprint('done')\nsys.exit(0)\n", id="sys-exit"),
        pytest.param(
            "import json\nd = {'a': 1}\nwith open('out.json', 'w') as f:\n    json.dump(d, f)\n",
            id="json-dump-new-file",
        ),
        pytest.param(
            "import json\nwith open('notes.txt') as f:\n    text = f.read()\n"
            "print(json.dumps({'text': text}))\n",
            id="json-dumps-of-a-read-file",
        ),
        pytest.param(
            "import logging\nlogging.basicConfig(level=logging.INFO)\n"
            "log = logging.getLogger(__name__)\nlog.info('started %s', 'app')\n",
            id="logging",
        ),
        pytest.param(
            "import random\nxs = [1, 2, 3]\nrandom.seed(1)\nprint(random.choice(xs))\n",
            id="random-choice",
        ),
        pytest.param(
            "from datetime import datetime\nprint(datetime.now().strftime('%Y-%m-%d'))\n",
            id="datetime-now",
        ),
        pytest.param(
            "from collections import Counter\nprint(Counter('hello').most_common(2))\n",
            id="collections-counter",
        ),
        pytest.param(
            "import itertools\nprint(list(itertools.permutations([1, 2, 3])))\n",
            id="itertools",
        ),
        pytest.param("import re\nprint(re.findall(r'\\d+', 'a1b22'))\n", id="re-findall"),
        pytest.param("import math\nprint(math.factorial(5), math.gcd(4, 6))\n", id="math"),
        pytest.param(
            "from sklearn.linear_model import LinearRegression\nm = LinearRegression()\n"
            "m.fit([[1], [2]], [1, 2])\nprint(m.predict([[3]]))\n",
            id="sklearn-fit",
        ),
        pytest.param(
            "from PIL import Image\nimg = Image.new('RGB', (10, 10))\nimg.save('thumb.png')\n",
            id="pillow-save-new-file",
        ),
        pytest.param(
            "import csv\nfor row in csv.reader(open('data.csv')):\n    print(row)\n",
            id="csv-reader",
        ),
        pytest.param(
            "from tqdm import tqdm\nimport time\nfor i in tqdm(range(3)):\n    time.sleep(0.1)\n",
            id="tqdm",
        ),
        pytest.param(
            "import numpy as np\nimport pandas as pd\ndf = pd.DataFrame(np.random.rand(3, 2))\n"
            "df['total'] = df.sum(axis=1)\nprint(df.to_string())\n",
            id="pandas-numpy-frame",
        ),
        pytest.param("import statistics\nprint(statistics.median([3, 1, 2]))\n", id="statistics"),
    ],
)
def test_a_run_block_calling_a_library_keeps_the_files(block: str) -> None:
    assert _changed(block) is None


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import pandas as pd\npd.read_csv('a.csv').to_csv('app.py')\n",
            ["app.py"],
            id="to-csv-over-app",
        ),
        pytest.param("import numpy as np\nnp.save('app.py', [1, 2])\n", ["app.py"], id="np-save"),
        pytest.param(
            "import numpy as np\nnp.save('app.py', np.zeros(3))\n", _EVERY, id="np-save-of-a-value"
        ),
        pytest.param(
            "import pandas as pd\ndf = pd.DataFrame()\np = input()\ndf.to_csv(p)\n",
            _EVERY,
            id="to-csv-path-unknown",
        ),
        pytest.param(
            "import sys\nimport matplotlib.pyplot as plt\nname = sys.argv[1]\nplt.savefig(name)\n",
            _EVERY,
            id="savefig-path-unknown",
        ),
        pytest.param(
            "import shutil\nsrc = input()\nshutil.copy(src, 'app.py')\n", ["app.py"], id="copy"
        ),
        pytest.param(
            "from PIL import Image\nImage.open('in.png').save('app.py')\n",
            ["app.py"],
            id="pillow-save-over-app",
        ),
        pytest.param(
            "import json\nd = {}\njson.dump(d, open('app.py', 'w'))\n", ["app.py"], id="json-dump"
        ),
        pytest.param(
            "import json\nwith open('notes.txt', 'w') as f:\n    json.dump({'a': 1}, f)\n",
            ["notes.txt"],
            id="json-dump-with-open",
        ),
        pytest.param("import lib\nlib.process('app.py')\n", ["app.py"], id="lib-given-a-file"),
        pytest.param("import lib\nlib.clean('.')\n", _EVERY, id="lib-given-the-folder"),
        pytest.param(
            "import glob, lib\nlib.run(glob.glob('*.py'))\n", ["app.py"], id="lib-given-a-glob"
        ),
        pytest.param(
            "import os, pandas as pd\nd = input()\n"
            "pd.DataFrame().to_csv(os.path.join(d, 'x.csv'))\n",
            _EVERY,
            id="to-csv-joined-with-a-value",
        ),
        pytest.param(
            "import tarfile\ntarfile.open('x.tar').extractall()\n", _EVERY, id="extractall"
        ),
        pytest.param("import wget\nwget.download('http://x/app.py')\n", _EVERY, id="download"),
        pytest.param(
            "from fabric import local\nlocal('rm notes.txt')\n", ["notes.txt"], id="a-line-of-words"
        ),
        pytest.param(
            "import importlib\nm = importlib.import_module('os')\nm.system('rm notes.txt')\n",
            _EVERY,
            id="import-module",
        ),
        pytest.param("import sys\nsys.modules['os'].system('rm x')\n", _EVERY, id="sys-modules"),
        pytest.param("x = ().__class__.__base__.__subclasses__()\n", _EVERY, id="introspection"),
        pytest.param(
            "import numpy as np\nlist(map(np.save, ['x.npy'], [1]))\n", _EVERY, id="save-as-a-value"
        ),
        pytest.param("import os\nos.chdir(input())\n", _EVERY, id="chdir"),
        pytest.param(
            "__builtins__.open('app.py', 'w').write('x')\n", ["app.py"], id="dunder-builtins"
        ),
    ],
)
def test_a_run_block_calling_a_library_changes_these(block: str, changed: list[str]) -> None:
    assert _changed(block) == changed


# What an argument is made of through its names: every binding of each, a listing of the
# folder in a comprehension. Expected by hand: the files that value may name.
@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import lib\np = 'x.txt'\nif input():\n    p = 'notes.txt'\nlib.process(p)\n",
            ["notes.txt"],
            id="a-name-bound-twice",
        ),
        pytest.param(
            "import os, lib\nfiles = [f for f in os.listdir('.') if f.endswith('.py')]\n"
            "lib.process(files)\n",
            _EVERY,
            id="a-listing-in-a-comprehension",
        ),
        pytest.param(
            "import glob, lib\nfiles = sorted(glob.glob('*.txt'))\nlib.process(files)\n",
            ["notes.txt"],
            id="a-glob-sorted",
        ),
        pytest.param(
            "import os, lib\nfor p in os.listdir(input()):\n    lib.process(p)\n",
            _EVERY,
            id="a-listing-of-a-folder-not-known",
        ),
    ],
)
def test_what_a_library_is_given_through_names(block: str, changed: list[str]) -> None:
    assert _changed(block) == changed


# A library that runs what it is given: code in a string, a class of the block whose methods
# it calls by name (a handler's ``do_GET``). Expected by hand: the file that code removes.
@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import lib\nlib.run_code('import os; os.remove(\"app.py\")')\n",
            ["app.py"],
            id="code-in-a-string",
        ),
        pytest.param(
            "import os\nfrom http.server import BaseHTTPRequestHandler, HTTPServer\n"
            "class H(BaseHTTPRequestHandler):\n    def do_GET(self):\n"
            "        os.remove('notes.txt')\n"
            "HTTPServer(('', 8000), H).serve_forever()\n",
            ["notes.txt"],
            id="a-handler-the-library-calls",
        ),
    ],
)
def test_what_a_library_runs_of_the_block(block: str, changed: list[str]) -> None:
    assert _changed(block) == changed


# A file a library opens to write, at a path not known; what a writer made of a file the
# block opened writes (there, weighed at the open). Expected by hand.
@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import aiofiles\np = input()\naiofiles.open(p, 'w')\n", _EVERY, id="open-mode-w"
        ),
        pytest.param(
            "import zipfile\nzipfile.ZipFile(input(), mode='w')\n", _EVERY, id="zipfile-mode-w"
        ),
        pytest.param(
            "import csv\nwith open('notes.txt', 'w') as f:\n    w = csv.writer(f)\n"
            "    w.writerow([input(), 1])\n",
            ["notes.txt"],
            id="csv-writer-of-an-opened-file",
        ),
    ],
)
def test_a_library_writing_a_file(block: str, changed: list[str]) -> None:
    assert _changed(block) == changed


def test_a_csv_writer_of_a_new_file_keeps_the_files() -> None:
    block = (
        "import csv\nrows = [[1, 2]]\nwith open('out.csv', 'w', newline='') as f:\n"
        "    writer = csv.writer(f)\n    for row in rows:\n        writer.writerow(row)\n"
    )
    assert _changed(block) is None


# A mapping of keywords given to a library; a library writing into a file the block opened.
# Expected by hand.
@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import lib\nopts = {'path': 'app.py'}\nlib.f(**opts)\n", ["app.py"], id="kwargs-name"
        ),
        pytest.param(
            "import lib\nopts = {'path': input()}\nlib.save(**opts)\n", _EVERY, id="kwargs-unknown"
        ),
        pytest.param(
            "import json\nwith open('notes.txt', 'w') as f:\n    json.dump({'k': input()}, f)\n",
            ["notes.txt"],
            id="dump-of-a-value-into-an-opened-file",
        ),
    ],
)
def test_a_library_given_a_mapping_or_a_file(block: str, changed: list[str]) -> None:
    assert _changed(block) == changed


# What library calls are given is read once per name: a chain of lists given to one call
# each, many calls each given strings of words. Linear.
def _chained(n: int) -> str:
    lines = [f"v{i} = [v{i - 1}, 'p {i}.py']" for i in range(1, n)]
    return "\n".join(["import lib", "v0 = 'a'", *lines, *(f"lib.h(v{i})" for i in range(n)), ""])


def test_weighing_what_libraries_are_given_is_linear() -> None:
    def run(code: str) -> object:
        return python_run_changes(code, ["app.py"], lambda line: [])

    assert_linear(_chained, run, 200)


# Open (false refusals, fix-pyrun35): a URL route or a plot marker is a string a library
# call is given that the reader takes for the folder (``/``, ``.``). Expected by hand: a
# Flask usage block and a plot with a dot marker change no file.
@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "from flask import Flask\napp = Flask(__name__)\n@app.route('/')\ndef index():\n"
            "    return 'hi'\napp.run()\n",
            id="flask-route",
        ),
        pytest.param(
            "import matplotlib.pyplot as plt\nplt.plot([1, 2], [3, 4], '.')\nplt.show()\n",
            id="plot-dot-marker",
        ),
    ],
)
def test_a_library_given_a_route_or_a_marker_keeps_the_files(block: str) -> None:
    assert _changed(block) is None
