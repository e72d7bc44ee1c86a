"""hunt91: the block's own name, its folder or ``sys.argv`` given to a call that uses it as a
label, a program's arguments or an application's root (a logger's name, argparse's ``prog``,
``QApplication(sys.argv)``) are refused since fix-calls65 made ``__file__``, ``sys.argv`` and
the folder sources of the fallback; usable at BASE 0a3051ca.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); each
block shows a window, logs, parses no arguments or runs its own tests: nothing names app.py or
data.csv (the block's own file is the saved block, not app.py), so the answer is usable with
the two files as written (``changed_by`` is None)."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, changed_by

MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]
TEST = (
    "import sys, unittest\nclass T(unittest.TestCase):\n    def test_a(self):\n"
    "        self.assertEqual(1, 1)\n"
)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import logging, os\nlogger = logging.getLogger(os.path.basename(__file__))\n"
            "logger.info('start')\n",
            id="logger-named-by-file",
        ),
        pytest.param(
            "import logging\nfrom pathlib import Path\n"
            "log = logging.getLogger(Path(__file__).stem)\nlog.warning('x')\n",
            id="logger-named-by-stem",
        ),
        pytest.param(
            "import argparse, os\np = argparse.ArgumentParser(prog=os.path.basename(__file__))\n"
            "print(p.parse_args([]))\n",
            id="argparse-prog",
        ),
        pytest.param(
            "import os\nfrom tqdm import tqdm\n"
            "for i in tqdm(range(3), desc=os.path.basename(__file__)):\n    pass\n",
            id="tqdm-desc",
        ),
        pytest.param(
            "import os, pygame\npygame.init()\n"
            "pygame.display.set_caption(os.path.basename(__file__))\n",
            id="pygame-caption",
        ),
        pytest.param(
            "import sys\nfrom PyQt5.QtWidgets import QApplication, QLabel\n"
            "app = QApplication(sys.argv)\nlabel = QLabel('Hello')\nlabel.show()\n"
            "sys.exit(app.exec_())\n",
            id="pyqt5-qapplication-argv",
        ),
        pytest.param(
            "import sys\nfrom PySide6.QtWidgets import QApplication, QMainWindow\n"
            "app = QApplication(sys.argv)\nw = QMainWindow()\nw.show()\napp.exec()\n",
            id="pyside6-qapplication-argv",
        ),
        pytest.param(
            TEST + "unittest.main(argv=[sys.argv[0]], exit=False)\n", id="unittest-main-argv0"
        ),
    ],
)
def test_the_blocks_own_name_as_a_label_keeps_the_files(block: str) -> None:
    assert changed_by(APP_AND_DATA, MEANT, block) is None


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import os\nfrom flask import Flask\n"
            "app = Flask(__name__, root_path=os.path.dirname(__file__))\nprint(app.name)\n",
            id="flask-root-path",
        ),
        pytest.param(
            "import gettext, os\nt = gettext.translation('app', localedir=os.path.join("
            "os.path.dirname(__file__), 'locale'), fallback=True)\nprint(t.gettext('hi'))\n",
            id="gettext-localedir",
        ),
        pytest.param(
            "import functools\nfrom http.server import SimpleHTTPRequestHandler, HTTPServer\n"
            "H = functools.partial(SimpleHTTPRequestHandler, directory='.')\n"
            "HTTPServer(('localhost', 8000), H).serve_forever()\n",
            id="http-server-directory",
        ),
    ],
)
def test_the_folder_as_a_root_to_read_keeps_the_files(block: str) -> None:
    assert changed_by(APP_AND_DATA, MEANT, block) is None
