"""A Python block a tool runs (AutoGen's pathless ``python`` block), weighed with ``ast``
(python_runs.py, docs/lenient.md "Run blocks"): proven harmless (usable), known targets
(exactly those files change), anything else (every file it could reach). Expected values by
hand: the files the block leaves as the model wrote them, and those it changes."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from meant import files_of
from run_blocks import changed_by
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.python_runs import python_run_changes

_FILES = (
    "a.py\n```python\ndef f():\n    return 1\n```\n\n"
    "b.py\n```python\ny = 2\n```\n\n"
    "notes.txt\n```text\nhello\n```\n\n"
)
_MEANT = [("a.py", "def f():\n    return 1\n"), ("b.py", "y = 2\n"), ("notes.txt", "hello\n")]


def _changed(block: str, info: str = "python") -> list[str] | None:
    """The files the refusal says the block changes (None: usable, nothing changed)."""
    return changed_by(_FILES, _MEANT, block, info)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("from a import f\nprint(f())\n", id="answer-module-called"),
        pytest.param("import a\nprint(a.f() + 1)\n", id="answer-module-attribute"),
        pytest.param("import math\nprint(math.sqrt(4))\n", id="allowed-module"),
        pytest.param("x = make(42)\n", id="name-never-bound"),
        pytest.param("import requests\nrequests.get('http://x')\n", id="library-call"),
        pytest.param("print(open('notes.txt').read())\n", id="open-to-read"),
        pytest.param("import subprocess\nsubprocess.run(['python', 'a.py'])\n", id="run-a-py"),
        pytest.param("%run a.py\n", id="run-magic-of-a-held-program"),
        pytest.param("if 0:\n    import shutil\n    shutil.rmtree('.')\n", id="if-zero"),
    ],
)
def test_a_run_block_proven_harmless_keeps_the_files(block: str) -> None:
    assert _changed(block) is None


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param("open('b.py', 'w').write('y = 3')\n", ["b.py"], id="open-w"),
        pytest.param(
            "from pathlib import Path\n(Path('.') / 'notes.txt').write_text('x')\n",
            ["notes.txt"],
            id="path-divided",
        ),
        pytest.param("import os\nos.remove('sub/../b.py')\n", ["b.py"], id="dot-dot"),
        pytest.param(
            "import os\nname = 'notes'\nos.remove(f'{name}.txt')\n", ["notes.txt"], id="f-string"
        ),
        pytest.param(
            "import glob, os\nfor p in glob.glob('*.txt'):\n    os.remove(p)\n",
            ["notes.txt"],
            id="glob-matches-only",
        ),
        pytest.param(
            "import subprocess\nsubprocess.run(['sed', '-i', 's/2/3/', 'b.py'])\n",
            ["b.py"],
            id="subprocess-list-sed",
        ),
        pytest.param("import os\nos.system('rm notes.txt')\n", ["notes.txt"], id="os-system"),
        pytest.param(
            "import os\ndef reset():\n    os.remove('b.py')\nreset()\n",
            ["b.py"],
            id="called-function",
        ),
        pytest.param("import b\nb.fix('notes.txt')\n", ["notes.txt"], id="own-module-given-a-file"),
        pytest.param(
            "import atexit, os\n@atexit.register\ndef bye():\n    os.remove('b.py')\n",
            ["b.py"],
            id="decorated-function-registered",
        ),
        pytest.param(
            "import shutil\nshutil.rmtree('.')\n", ["a.py", "b.py", "notes.txt"], id="rmtree-dot"
        ),
        pytest.param(
            "import os\nfor p in os.listdir(input()):\n    os.remove(p)\n",
            ["a.py", "b.py", "notes.txt"],
            id="unknown-folder",
        ),
    ],
)
def test_a_run_block_changes_exactly_what_it_can_reach(block: str, changed: list[str]) -> None:
    assert _changed(block) == changed


# What a block may call where it is not read: a writing function used as a value, a
# subprocess run in another folder, a function got by getattr. Expected by hand: the file may
# change (the block gives it no value the reader folds): every file.
@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import os\nlist(map(os.remove, ['b.py']))\n", id="map-os-remove"),
        pytest.param(
            "import subprocess\nsubprocess.run(['rm', 'x.py'], cwd='sub')\n", id="subprocess-cwd"
        ),
        pytest.param("import os\ng = getattr(os, 'remove')\ng('b.py')\n", id="getattr-module"),
    ],
)
def test_a_run_block_calling_what_it_does_not_spell_may_change_every_file(block: str) -> None:
    assert _changed(block) == ["a.py", "b.py", "notes.txt"]


# Calls of the block's own functions and classes, strings' methods: harmless. Expected: usable.
@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "class Box:\n    def __init__(self, v):\n        self.v = v\n"
            "    def show(self):\n        print(self.v)\nBox(1).show()\n",
            id="own-class",
        ),
        pytest.param("for w in ['a', 'b']:\n    print(w.replace('a', 'c'))\n", id="str-replace"),
        pytest.param(
            "def main():\n    print('hi')\n\nif __name__ == '__main__':\n    main()\n", id="main"
        ),
    ],
)
def test_a_run_block_of_its_own_code_keeps_the_files(block: str) -> None:
    assert _changed(block) is None


# A function of the answer's own module called: its code runs (any of its functions, with
# values not known), as its statements run when it is imported. Expected by hand: b.py,
# which clean() removes, changes; a.py (only a function defined) and the block do not change it
# when clean is not called.
_CLEANER = (
    "a.py\n```python\nimport os\n\ndef clean():\n    os.remove('b.py')\n```\n\n"
    "b.py\n```python\ny = 2\n```\n\n"
)


def test_calling_the_answers_module_runs_its_code() -> None:
    result = parse_response(_CLEANER + "```python\nfrom a import clean\nclean()\n```\n")
    assert not result.usable
    [said] = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert said.split("after writing ", 1)[1].startswith("b.py, may change")


def test_importing_the_answers_module_runs_only_its_statements() -> None:
    result = parse_response(_CLEANER + "```python\nimport a\nprint(a.__name__)\n```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [
        ("a.py", "import os\n\ndef clean():\n    os.remove('b.py')\n"),
        ("b.py", "y = 2\n"),
    ]


# The reading is linear: names folded once each (``a1 = a0 + a0`` doubling), every target
# matched by the files' index, not against each file.
def _doubling(n: int) -> tuple[str, list[str]]:
    lines = ["import os", "a0 = 'x'"] + [f"a{i} = a{i - 1} + a{i - 1}" for i in range(1, n)]
    return "\n".join([*lines, f"os.remove(a{n - 1})", ""]), ["a.py"]


def _many_writes(n: int) -> tuple[str, list[str]]:
    held = [f"d{i}/f{i}.py" for i in range(n)]
    return "\n".join(f"open('d{i}/g.py', 'w')" for i in range(n)) + "\n", held


@pytest.mark.parametrize("make", [_doubling, _many_writes], ids=["doubling", "many-writes"])
def test_weighing_a_run_block_is_linear(make: Callable[[int], tuple[str, list[str]]]) -> None:
    def run(made: tuple[str, list[str]]) -> object:
        return python_run_changes(made[0], made[1], lambda line: [])

    assert_linear(make, run, 200)


# More of the same reading. Expected by hand: what each block removes or rewrites.
@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "from pathlib import Path\nfor p in Path('.').rglob('*.txt'):\n    p.unlink()\n",
            ["notes.txt"],
            id="rglob",
        ),
        pytest.param(
            "import os, subprocess\nos.environ['PATH'] = 'bin'\n"
            "subprocess.run(['black', '--check', 'a.py'])\n",
            ["a.py", "b.py", "notes.txt"],
            id="environment-changed",
        ),
        pytest.param(
            "import os\nos.remove('/home/u/proj/b.py')\n", ["b.py"], id="absolute-ending-in-it"
        ),
        pytest.param(
            "import os\n[os.remove(p) for p in ['b.py', 'notes.txt']]\n",
            ["b.py", "notes.txt"],
            id="comprehension-over-a-list",
        ),
    ],
)
def test_a_run_block_changes_these(block: str, changed: list[str]) -> None:
    assert _changed(block) == changed
