"""A file of the answer that AutoGen runs (``# filename: app.py``) is the answer's own program
run as ``python app.py`` is: it changes the files its code names, not every file it could
reach; a pathless block run by the tool is weighed in full. A star import binds the names the
block never binds to the module's members. Expected by hand."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

DATA = "```text\n# filename: data.txt\nhello\n```\n\n"


def test_an_own_program_reaching_files_it_does_not_name_keeps_the_answer() -> None:
    program = "import os\n\nTESTFN = os.environ.get('TMP', '/tmp') + '/x'\nos.remove(TESTFN)\n"
    answer = DATA + f"```python\n# filename: app.py\n{program}```\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    # (the ``# filename:`` line is kept in the file, as AutoGen saves it: docs/lenient.md)
    assert files_of(result) == [
        ("data.txt", "# filename: data.txt\nhello\n"),
        ("app.py", "# filename: app.py\n" + program),
    ]


def test_an_own_program_naming_a_held_file_it_writes_changes_it() -> None:
    program = "open('data.txt', 'w').write('bye')\n"
    result = parse_response(DATA + f"```python\n# filename: app.py\n{program}```\n")
    assert not result.usable
    assert any(d.code == "changed-after" for d in result.diagnostics)


def test_a_pathless_block_reaching_files_it_does_not_name_is_weighed_in_full() -> None:
    block = "import os\n\nfor name in os.listdir('.'):\n    os.remove(name)\n"
    result = parse_response(DATA + f"```python\n{block}```\n")
    assert not result.usable


@pytest.mark.parametrize(
    ("block", "usable"),
    [
        ("from math import *\nprint(sqrt(2))\n", True),
        ("from os import *\nremove('data.txt')\n", False),
        ("from shutil import *\nrmtree('.')\n", False),
    ],
    ids=["math", "os-remove", "shutil-rmtree"],
)
def test_a_star_import_binds_the_modules_names(block: str, usable: bool) -> None:
    result = parse_response(DATA + f"```python\n{block}```\n")
    assert result.usable is usable, (result.status, [d.code for d in result.diagnostics])
