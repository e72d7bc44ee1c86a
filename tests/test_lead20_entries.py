"""Lead, round 20: IPython escapes bound to a name, a library's command line entry given its
words, a library subclass's field that is the folder (docs/lenient.md, "Lead, round 20").

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); a block
that may change them refuses the answer, one that only reads or prints keeps it."""

from __future__ import annotations

import pytest
from meant import files_of
from run_blocks import APP_AND_DATA, run_after


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import black\nblack.main(['--check', '.'])\n", id="black-check-only-reads"),
        pytest.param("x = !ls\nprint(x)\n", id="bang-listing-printed"),
        pytest.param(
            "import unittest\n\nunittest.main('test.test_warnings')\n", id="unittest-main-module"
        ),
        pytest.param(
            "import autoformat\nhere = !echo hi\nautoformat.format_tree(here[0])\n",
            id="bang-output-no-folder",
        ),
        pytest.param(
            "import unittest\nclass T(unittest.TestCase):\n    sep = '.'\n"
            "    def test_x(self):\n        self.assertEqual(1, 1)\n",
            id="text-field-dot",
        ),
        pytest.param(
            "import autoformat\nclass Mine(autoformat.Formatter):\n    width = 80\nMine().run()\n",
            id="subclass-field-number",
        ),
    ],
)
def test_read_only_forms_keep_the_files(block: str) -> None:
    result = run_after(APP_AND_DATA, block)
    assert result.usable
    assert [path for path, _ in files_of(result)] == ["app.py", "data.csv"]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import black\nblack.main(['.'])\n", id="black-formats-folder"),
        pytest.param(
            "from pre_commit.main import main\nmain(['run', '--all-files'])\n", id="pre-commit"
        ),
        pytest.param(
            "import black, sys\nblack.main(sys.argv[1:] + ['x'])\n", id="words-not-spelled"
        ),
        pytest.param(
            "import os, autoformat\nclass Mine(autoformat.Formatter):\n    root = os.getcwd()\n",
            id="subclass-field-getcwd",
        ),
        pytest.param(
            "import autoformat\nclass Mine(autoformat.Formatter):\n    root: str = './'\n",
            id="subclass-annotated-field",
        ),
        pytest.param("import autoformat\nd = %pwd\nautoformat.format_tree(d)\n", id="pwd-magic"),
        pytest.param("import autoformat\nautoformat.format_tree(_dh[-1])\n", id="dh-last"),
    ],
)
def test_forms_that_may_change_the_folder_refuse(block: str) -> None:
    assert not run_after(APP_AND_DATA, block).usable
