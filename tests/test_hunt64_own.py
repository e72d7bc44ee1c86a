"""hunt64-own: a file of the answer that AutoGen saves and runs (``# filename: app.py``, the
answer's own program, run.own) that changes another file of the answer, read as usable with
the files as written.

Expected values by hand: the answer writes utils.py, then app.py, which AutoGen saves and
runs; app.py removes, rewrites or appends to a file the answer holds, so the files the tool
leaves are not the ones written: not usable (``changed-after``), never usable as written.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_UTILS = (
    "Here is the helper module and the program.\n\n"
    "```python\n# filename: utils.py\ndef helper():\n    return 1\n```\n\n"
)


def _answer(program: str) -> str:
    return _UTILS + "```python\n# filename: app.py\n" + program + "```\n"


@pytest.mark.parametrize(
    "program",
    [
        # the code folds to exactly utils.py, which is every held file before app.py: read
        # as "may reach every file" (len(changed) == len(paths)) and then only whole strings
        # naming a held file count, so the folded removal is lost
        pytest.param("import os\nstem = 'utils'\nos.remove(stem + '.py')\n", id="concat-sole-file"),
        pytest.param("import os\nos.remove('%s.py' % 'utils')\n", id="percent-sole-file"),
        pytest.param("import os\nos.remove('{}.py'.format('utils'))\n", id="format-sole-file"),
        pytest.param(
            "import os\nname = 'utils'\nos.remove(f'{name}.py')\n", id="fstring-sole-file"
        ),
    ],
)
def test_own_program_folding_to_the_only_held_file(program: str) -> None:
    result = parse_response(_answer(program))
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("utils.py" in message for message in said)


@pytest.mark.parametrize(
    "program",
    [
        pytest.param(
            "import os\nHERE = os.path.dirname(os.path.abspath(__file__))\n"
            "os.remove(os.path.join(HERE, 'utils' + '.py'))\n",
            id="file-dir-joined-name",
        ),
        pytest.param(
            "from pathlib import Path\nfor p in Path(__file__).parent.glob('*.py'):\n"
            "    if p.name != 'app.py':\n        p.unlink()\n",
            id="file-dir-glob-siblings",
        ),
        pytest.param("import shutil\nshutil.rmtree('.')\n", id="rmtree-dot"),
        pytest.param("from shutil import *\nrmtree('.')\n", id="star-rmtree-dot"),
        pytest.param(
            "import os\nfor f in os.listdir(os.path.dirname(__file__) or '.'):\n"
            "    if f.endswith('.py') and f != 'app.py':\n        os.remove(f)\n",
            id="listdir-siblings",
        ),
    ],
)
def test_own_program_reaching_every_file(program: str) -> None:
    # the program removes utils.py (or every file): the tool leaves no utils.py
    result = parse_response(_answer(program))
    assert not result.usable


@pytest.mark.parametrize(
    "program",
    [
        pytest.param("with open(__file__, 'a') as f:\n    f.write('# ran\\n')\n", id="append-file"),
        pytest.param(
            "import sys\nwith open(sys.argv[0], 'w') as f:\n    f.write('print(1)\\n')\n",
            id="rewrite-argv0",
        ),
    ],
)
def test_own_program_rewriting_itself(program: str) -> None:
    # app.py as saved is not the app.py the tool leaves after running it
    result = parse_response(_answer(program))
    assert not result.usable


@pytest.mark.parametrize(
    ("held", "program"),
    [
        pytest.param("src/utils.py", "import shutil\nshutil.rmtree('src')\n", id="rmtree-folder"),
        pytest.param(
            "src/utils.py", "import shutil\nshutil.move('src', 'old_src')\n", id="move-folder"
        ),
        pytest.param(
            "src/utils.py",
            "import glob, os\nfor f in glob.glob('src/*.py'):\n    os.remove(f)\n",
            id="glob-folder",
        ),
        pytest.param(
            "data.csv",
            "import glob, os\nfor f in glob.glob('*.csv'):\n    os.remove(f)\n",
            id="glob-csv",
        ),
        pytest.param(
            "src/utils.py",
            "import os\nfor f in os.listdir('src'):\n    os.remove(os.path.join('src', f))\n",
            id="listdir-folder",
        ),
    ],
)
def test_own_program_removing_a_folder_or_glob_of_the_only_held_file(
    held: str, program: str
) -> None:
    # the folder, glob or listing folds to exactly the one held file: it goes, so the tool
    # leaves no such file (with a second held file elsewhere the same answer is refused)
    answer = (
        f"Here.\n\n```python\n# filename: {held}\ndef helper():\n    return 1\n```\n\n"
        f"```python\n# filename: app.py\n{program}```\n"
    )
    result = parse_response(answer)
    assert not result.usable


@pytest.mark.parametrize(
    "run",
    [
        pytest.param("```sh\npython tool.py\n```\n", id="sh-python"),
        pytest.param("```sh\npython3 -m tool\n```\n", id="sh-python-m"),
        pytest.param("Run `python tool.py`.\n", id="prose-python"),
    ],
)
@pytest.mark.parametrize(
    "program",
    [
        pytest.param(
            "import os\nfor f in os.listdir('.'):\n    if f.endswith('.csv'):\n"
            "        os.remove(f)\n",
            id="listdir-csv",
        ),
        pytest.param("import shutil\nshutil.rmtree('.')\n", id="rmtree-dot"),
    ],
)
def test_the_answers_own_program_run_by_a_command_removing_data_csv(program: str, run: str) -> None:
    # tool.py, a file of the answer, removes every .csv (or every file) where it runs; the
    # answer then runs it: data.csv is gone (`import tool` in a Python block is refused)
    answer = (
        "Here.\n\ndata.csv\n```csv\na,b\n1,2\n```\n\n"
        f"```python\n# filename: tool.py\n{program}```\n\n{run}"
    )
    result = parse_response(answer)
    assert not result.usable


@pytest.mark.parametrize(
    "program",
    [
        pytest.param(
            "import os\nos.remove(os.environ.get('OUT', 'data') + '.csv')\n", id="environ-parts"
        ),
        pytest.param(
            "import os, sys\nstem = sys.argv[1] if len(sys.argv) > 1 else 'data'\n"
            "os.remove(stem + '.csv')\n",
            id="argv-parts",
        ),
        pytest.param(
            "import os\nfor f in os.listdir():\n    if f.endswith('.csv'):\n        os.remove(f)\n",
            id="listdir-ext",
        ),
        pytest.param(
            "import os\nfor stem in ['data']:\n    os.remove(stem + '.csv')\n", id="loop-stem"
        ),
        pytest.param(
            "import pandas as pd, sys\n"
            "src = sys.argv[1] if len(sys.argv) > 1 else 'data' + '.csv'\n"
            "pd.read_csv(src).to_csv(src)\n",
            id="pandas-overwrite-default",
        ),
        pytest.param(
            "import os\nbase = os.path.dirname(os.path.abspath(__file__))\n"
            "with open(os.path.join(base, 'data' '.csv'), 'w') as f:\n    f.write('x')\n",
            id="file-dir-adjacent-literals",
        ),
    ],
)
def test_own_program_changing_data_csv_by_a_built_name(program: str) -> None:
    # two held files before app.py (data.csv, utils.py); app.py, run without arguments or
    # environment, removes or rewrites data.csv by a name built from parts
    answer = (
        "Here.\n\ndata.csv\n```csv\na,b\n1,2\n```\n\n"
        "```python\n# filename: utils.py\nX = 1\n```\n\n"
        f"```python\n# filename: app.py\n{program}```\n"
    )
    result = parse_response(answer)
    assert not result.usable
