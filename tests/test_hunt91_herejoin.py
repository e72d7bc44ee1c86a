"""hunt91: the block's folder joined with a name that is no file of the answer (HERE /
'logo.png'), given to a library that opens it, is refused since fix-calls65 made the folder a
source of the fallback; usable at BASE 0a3051ca.

Expected values by hand: the answer holds app.py and data.csv (:data:`APP_AND_DATA`); each
block opens a file beside them that the answer does not hold (an image, a database, a font,
weights) and prints something of it: app.py and data.csv are not named, nor a glob or folder
of them: the answer is usable with the two files as written (``changed_by`` is None)."""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA, changed_by

MEANT = [("app.py", "def main():\n    return 1\n"), ("data.csv", "a,b\n1,2\n")]
HERE = "import os\nHERE = os.path.dirname(os.path.abspath(__file__))\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            HERE + "from PIL import Image\nimg = Image.open(os.path.join(HERE, 'logo.png'))\n"
            "print(img.size)\n",
            id="pil-image-beside",
        ),
        pytest.param(
            HERE + "import sqlite3\nconn = sqlite3.connect(os.path.join(HERE, 'app.db'))\n"
            "print(conn.execute('select 1').fetchone())\n",
            id="sqlite-database-beside",
        ),
        pytest.param(
            HERE + "import cv2\nimg = cv2.imread(os.path.join(HERE, 'photo.jpg'))\n"
            "print(img.shape)\n",
            id="cv2-imread-beside",
        ),
        pytest.param(
            "from pathlib import Path\nfrom PIL import Image\n"
            "img = Image.open(Path(__file__).parent / 'logo.png')\nprint(img.size)\n",
            id="pathlib-file-parent-slash-name",
        ),
        pytest.param(
            HERE + "import h5py\nwith h5py.File(os.path.join(HERE, 'weights.h5'), 'r') as f:\n"
            "    print(list(f.keys()))\n",
            id="h5py-read-beside",
        ),
        pytest.param(
            HERE + "import duckdb\ncon = duckdb.connect(os.path.join(HERE, 'analytics.duckdb'))\n"
            "print(con.sql('select 42').fetchall())\n",
            id="duckdb-beside",
        ),
        pytest.param(
            "import os, sys\nfrom PIL import Image\n"
            "img = Image.open(os.path.join(sys.path[0], 'logo.png'))\nprint(img.size)\n",
            id="sys-path-0-join",
        ),
        pytest.param(
            HERE + "from PIL import ImageFont\n"
            "font = ImageFont.truetype(os.path.join(HERE, 'DejaVuSans.ttf'), 14)\nprint(font)\n",
            id="font-beside",
        ),
    ],
)
def test_a_file_beside_the_answer_opened_keeps_the_files(block: str) -> None:
    assert changed_by(APP_AND_DATA, MEANT, block) is None


def test_a_held_file_read_beside_keeps_the_files() -> None:
    block = HERE + "import pandas as pd\ndf = pd.read_csv(os.path.join(HERE, 'data.csv'))\n"
    assert changed_by(APP_AND_DATA, MEANT, block + "print(df.shape)\n") is None
