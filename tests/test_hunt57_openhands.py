"""hunt57-openhands: OpenHands' ``execute_ipython_cell`` after its ``str_replace_editor
create`` of app.py, whose code only READS app.py, refused as changing it (``changed-after``);
the same code in a Markdown ``python`` block after app.py is usable. And a cell that rewrites
app.py in place through ``fileinput.input('app.py', True)`` read as usable.

Expected by hand: reading changes nothing (usable, app.py as written); an in-place
``fileinput`` rewrites app.py (not usable)."""

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


@pytest.mark.parametrize(
    "code",
    [
        pytest.param("print(open('app.py').read())\n", id="print-open-read"),
        pytest.param("with open('app.py') as f:\n    print(f.read())\n", id="with-open-read"),
    ],
)
def test_a_cell_that_reads_the_file_keeps_it(code: str) -> None:
    result = parse_response(_CREATE + _cell(code))
    assert result.usable, [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert files_of(result) == [("app.py", "def main():\n    return 1\n")]


def test_a_cell_that_rewrites_the_file_in_place_with_fileinput() -> None:
    code = (
        "import fileinput\nfor line in fileinput.input('app.py', True):\n    print(line, end='')\n"
    )
    result = parse_response(_CREATE + _cell(code))
    assert not result.usable
