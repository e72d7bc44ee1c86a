"""hunt91: the folder classes in OpenHands' form: an ``execute_ipython_cell`` after its
``str_replace_editor create`` of app.py, run in /workspace where app.py is.

Expected values by hand: ``os.path.curdir`` is /workspace, given to a formatter not known it
may rewrite app.py: refused; a cell that opens /workspace/logo.png (no file of the answer) and
prints its size changes nothing: usable with app.py as written."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_CREATE = (
    "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
    "<parameter=path>app.py</parameter>\n<parameter=file_text>\n"
    "def main():\n    return 1\n</parameter>\n</function>\n"
)


def _cell(code: str) -> str:
    return f"<function=execute_ipython_cell>\n<parameter=code>{code}</parameter>\n</function>\n"


def test_curdir_given_to_a_formatter_is_refused() -> None:
    code = "import os, autoformat\nautoformat.format_tree(os.path.curdir)\n"
    assert not parse_response(_CREATE + _cell(code)).usable


@pytest.mark.parametrize(
    "code",
    [
        pytest.param(
            "import os\nfrom PIL import Image\nHERE = os.path.dirname(os.path.abspath(__file__))\n"
            "print(Image.open(os.path.join(HERE, 'logo.png')).size)\n",
            id="here-join-logo",
        ),
        pytest.param(
            "import os\nfrom PIL import Image\n"
            "print(Image.open(os.path.join('/workspace', 'logo.png')).size)\n",
            id="workspace-join-logo",
        ),
        pytest.param(
            "import os\nfrom PIL import Image\n"
            "print(Image.open(os.path.join(os.getcwd(), 'logo.png')).size)\n",
            id="getcwd-join-logo",
        ),
    ],
)
def test_a_cell_opening_a_file_beside_app_py_keeps_it(code: str) -> None:
    result = parse_response(_CREATE + _cell(code))
    assert result.usable
    assert files_of(result) == [("app.py", "def main():\n    return 1\n")]
