"""hunt85-runners: a function of the block that only reads data.csv, run by a standard
library runner in a shape fix-calls53's runner list does not hold (a submit inside a
comprehension, a pool of a multiprocessing context, run_in_executor, threading.Timer, a
Thread subclass's run, gather of to_thread), refused as changing the held files.

Expected values by hand: each runs ``rows('data.csv')``/``show('data.csv')``, which only
reads data.csv with pandas and prints: the answer's files are app.py and data.csv as
written, usable and exact. (Refused already at 68df3761: no regression of the change, the
shapes next to the ones it lists.)
"""

from __future__ import annotations

import pytest
from meant import files_of
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]
_ROWS = "import pandas as pd\n\n\ndef rows(p):\n    return len(pd.read_csv(p))\n\n\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "from concurrent.futures import ThreadPoolExecutor, as_completed\n"
            + _ROWS
            + "with ThreadPoolExecutor() as ex:\n"
            "    futures = [ex.submit(rows, p) for p in ['data.csv']]\n"
            "    for f in as_completed(futures):\n        print(f.result())\n",
            id="submit-in-comprehension",
        ),
        pytest.param(
            "import multiprocessing as mp\n" + _ROWS + "if __name__ == '__main__':\n"
            "    ctx = mp.get_context('spawn')\n"
            "    with ctx.Pool(2) as pool:\n        print(pool.map(rows, ['data.csv']))\n",
            id="context-pool",
        ),
        pytest.param(
            "import asyncio\n" + _ROWS + "async def go():\n"
            "    loop = asyncio.get_running_loop()\n"
            "    print(await loop.run_in_executor(None, rows, 'data.csv'))\n\n\n"
            "asyncio.run(go())\n",
            id="run-in-executor",
        ),
        pytest.param(
            "import threading\n" + _ROWS + "t = threading.Timer(0.1, rows, args=('data.csv',))\n"
            "t.start()\nt.join()\n",
            id="threading-timer",
        ),
        pytest.param(
            "import threading\nimport pandas as pd\n\n\nclass Loader(threading.Thread):\n"
            "    def __init__(self, p):\n        super().__init__()\n        self.p = p\n\n"
            "    def run(self):\n        print(len(pd.read_csv(self.p)))\n\n\n"
            "t = Loader('data.csv')\nt.start()\nt.join()\n",
            id="thread-subclass",
        ),
        pytest.param(
            "import asyncio\n" + _ROWS + "async def go():\n"
            "    print(await asyncio.gather(asyncio.to_thread(rows, 'data.csv')))\n\n\n"
            "asyncio.run(go())\n",
            id="gather-to-thread",
        ),
    ],
)
def test_a_reading_function_run_by_a_runner_keeps_the_files(block: str) -> None:
    result = parse_response(APP_AND_DATA + f"```python\n{block}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "from concurrent.futures import ThreadPoolExecutor\n" + _ROWS + "with "
            "ThreadPoolExecutor(max_workers=2) as ex:\n"
            "    for n in ex.map(rows, ['data.csv']):\n        print(n)\n",
            id="executor-map",
        ),
        pytest.param(
            "import multiprocessing as mp\n" + _ROWS + "if __name__ == '__main__':\n"
            "    with mp.Pool(2) as pool:\n        print(pool.map(rows, ['data.csv']))\n",
            id="module-pool",
        ),
    ],
)
def test_the_listed_shapes_keep_the_files(block: str) -> None:
    result = parse_response(APP_AND_DATA + f"```python\n{block}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import os\nimport threading\n\n\ndef rm(p):\n    os.remove(p)\n\n\n"
            "threading.Timer(0.1, rm, args=('app.py',)).start()\n",
            id="timer-removing",
        ),
        pytest.param(
            "import asyncio\nimport os\n\n\ndef rm(p):\n    os.remove(p)\n\n\nasync def go():\n"
            "    await asyncio.get_running_loop().run_in_executor(None, rm, 'app.py')\n\n\n"
            "asyncio.run(go())\n",
            id="run-in-executor-removing",
        ),
    ],
)
def test_a_removing_function_run_so_is_refused(block: str) -> None:
    assert not parse_response(APP_AND_DATA + f"```python\n{block}```\n").usable
