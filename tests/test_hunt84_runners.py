"""hunt84-runners: a function of the block that only reads data.csv (``pd.read_csv(p)``),
run through a standard library runner given the function and 'data.csv', refused as
changing the held files.

Expected values by hand: ``size('data.csv')`` and ``map(size, ['data.csv'])`` are usable
(the function only reads). ``threading.Thread(target=size, args=('data.csv',))``,
``Pool.map``, ``ThreadPoolExecutor.map``/``submit``, ``functools.partial``,
``asyncio.to_thread`` call the same function with the same argument (fix-calls48 reads
their arguments as the function's): data.csv is only read; the answer's files are app.py
and data.csv as written, usable and exact. (Refused already at 68df3761.)
"""

from __future__ import annotations

import pytest
from meant import files_of
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
_MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]
_R = "import pandas as pd\ndef size(p):\n    return len(pd.read_csv(p))\n\n"
_EX = (
    "from concurrent.futures import ThreadPoolExecutor\n"
    + _R
    + "with ThreadPoolExecutor() as ex:\n"
)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _R + "import threading\nt = threading.Thread(target=size, args=('data.csv',))\n"
            "t.start()\nt.join()\n",
            id="thread-target-args",
        ),
        pytest.param(
            "from multiprocessing import Pool\n" + _R + "if __name__ == '__main__':\n"
            "    with Pool(2) as pool:\n        print(pool.map(size, ['data.csv']))\n",
            id="pool-map",
        ),
        pytest.param(_EX + "    print(list(ex.map(size, ['data.csv'])))\n", id="executor-map"),
        pytest.param(
            _EX + "    print(ex.submit(size, 'data.csv').result())\n", id="executor-submit"
        ),
        pytest.param(
            "import functools\n" + _R + "f = functools.partial(size, 'data.csv')\nprint(f())\n",
            id="functools-partial",
        ),
        pytest.param(
            "import asyncio\n" + _R + "async def main():\n"
            "    print(await asyncio.to_thread(size, 'data.csv'))\n\nasyncio.run(main())\n",
            id="asyncio-to-thread",
        ),
    ],
)
def test_a_reading_function_run_by_a_runner_keeps_the_files(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(_R + "print(size('data.csv'))\n", id="direct-call"),
        pytest.param(_R + "print(list(map(size, ['data.csv'])))\n", id="builtin-map"),
    ],
)
def test_a_reading_function_called_keeps_the_files(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == _MEANT
