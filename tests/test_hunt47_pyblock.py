"""hunt47-pyblock: a pathless Python block after the files (AutoGen saves and runs it, in
order: markdown._shell_runs) that changes a.py in a way the reading of the block does not
weigh: the shell it starts (os.system, os.popen, subprocess with shell=True), pathlib's
open('w') and replace(), fileinput in place, os.open with O_TRUNC, os.symlink over it, a
glob over *.py, a module of the answer given a.py, removing the whole folder. Expected by
hand: a.py is not what the model leaves after its own block runs: a.py ``x = 1`` is never
kept in a usable result (changed-after), as the block writing it with open('a.py', 'w') is.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_BASE = "a.py\n```python\nx = 1\n```\n\nb.py\n```python\ny = 2\n```\n\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import os\nos.system('rm a.py')\n", id="os-system-rm"),
        pytest.param("import os\nos.popen('sed -i s/1/2/ a.py')\n", id="os-popen-sed"),
        pytest.param(
            "import subprocess\nsubprocess.run('black a.py', shell=True)\n",
            id="subprocess-shell-true-black",
        ),
        pytest.param(
            "import os\nos.execvp('sed', ['sed', '-i', 's/1/2/', 'a.py'])\n", id="execvp-sed"
        ),
        pytest.param(
            "import pathlib\npathlib.Path('a.py').open('w').write('x = 9')\n",
            id="pathlib-open-w",
        ),
        pytest.param(
            "import pathlib\npathlib.Path('b.py').replace('a.py')\n", id="pathlib-replace"
        ),
        pytest.param(
            "import fileinput\nfor line in fileinput.input('a.py', inplace=True):\n"
            "    print(line.replace('1', '2'), end='')\n",
            id="fileinput-inplace",
        ),
        pytest.param(
            "import os\nfd = os.open('a.py', os.O_WRONLY | os.O_TRUNC)\nos.write(fd, b'x = 9')\n",
            id="os-open-trunc",
        ),
        pytest.param("import os\nos.symlink('b.py', 'a.py')\n", id="symlink-over-it"),
        pytest.param("p = 'a' + '.py'\nopen(p, 'w').write('x = 9')\n", id="name-joined"),
        pytest.param(
            "from pathlib import Path\nfor p in Path('.').glob('*.py'):\n    p.write_text('')\n",
            id="glob-write-text",
        ),
        pytest.param(
            "import glob, os\nfor p in glob.glob('*.py'):\n    os.remove(p)\n", id="glob-remove"
        ),
        pytest.param("import shutil\nshutil.rmtree('.')\n", id="rmtree-the-folder"),
        pytest.param("import b\nb.fix('a.py')\n", id="answer-module-given-a-py"),
        pytest.param(
            "import os\nopen(os.path.join('.', 'a.py'), 'w').write('x = 9')\n",
            id="os-path-join-dot",
        ),
        pytest.param(
            "import os\nopen(os.path.join(os.getcwd(), 'a.py'), 'w').write('x = 9')\n",
            id="os-path-join-getcwd",
        ),
        pytest.param("open('sub/../a.py', 'w').write('x = 9')\n", id="dot-dot-path"),
    ],
)
def test_a_python_block_changing_a_py_otherwise_does_not_keep_it(block: str) -> None:
    result = parse_response(_BASE + "```python\n" + block + "```\n")
    assert not (result.usable and ("a.py", "x = 1\n") in files_of(result)), (
        result.status,
        files_of(result),
    )


# False refusals: a pathless Python block that runs nothing changing a.py: the call only in a
# comment or a string, inside a function or class never called, under ``if False``, or a
# program run (``python a.py``, which a shell block may run) or a check (black --check).
# Expected by hand: a.py and b.py as written, usable.
@pytest.mark.parametrize(
    "block",
    [
        pytest.param("# open('a.py', 'w')\nprint('done')\n", id="in-a-comment"),
        pytest.param("print(\"run: open('a.py', 'w')\")\n", id="in-a-string"),
        pytest.param('doc = """\nopen(\'a.py\', \'w\')\n"""\n', id="in-a-triple-quoted-string"),
        pytest.param(
            "def reset():\n    with open('a.py', 'w') as f:\n        f.write('')\n",
            id="in-a-function-never-called",
        ),
        pytest.param("if False:\n    open('a.py', 'w')\n", id="under-if-false"),
        pytest.param(
            "import subprocess\nsubprocess.run(['python', 'a.py'])\n", id="subprocess-python-a-py"
        ),
        pytest.param(
            "import subprocess\nsubprocess.run(['python', '-m', 'black', '--check', 'a.py'])\n",
            id="subprocess-black-check",
        ),
    ],
)
def test_a_python_block_changing_nothing_keeps_the_files(block: str) -> None:
    result = parse_response(_BASE + "```python\n" + block + "```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


# The same removing block under another info string: none (AutoGen infers the language of an
# unlabelled block: Python when it compiles as Python, and runs it), ``py3``, ``{python}``
# (Quarto and R Markdown's executable cell). Expected by hand: a.py is removed: never kept.
@pytest.mark.parametrize(
    "info",
    [
        pytest.param("", id="no-info-string"),
        pytest.param("py3", id="py3"),
        pytest.param("{python}", id="braced-python"),
    ],
)
def test_a_python_block_under_another_info_string_removing_a_py(info: str) -> None:
    result = parse_response(_BASE + f"```{info}\nimport os\nos.remove('a.py')\n```\n")
    assert not (result.usable and ("a.py", "x = 1\n") in files_of(result)), (
        result.status,
        files_of(result),
    )
