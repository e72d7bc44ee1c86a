"""hunt84-dot: the working folder ``'.'`` given as where a call copies a remote folder,
beside a source without a ``/`` in it, read as a plot marker.

Expected values by hand: pysftp's ``get_d(remotedir, localdir)`` and ``get_r`` copy every
file of the remote folder into ``localdir``; a sync call not known given ``(source, '.')``
copies into the working folder whatever the source is: a relative remote folder
(``'exports'``), rsync's ``host:exports``, a Windows path, a value read at run time. The
``.`` is the folder (fix-calls48's rule keeps it so beside ``'/srv'``) and any file there,
data.csv too, may change: not usable (``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
    "Now fetch the server's copy:\n\n"
)
_P = "import pysftp\nwith pysftp.Connection('h') as s:\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(_P + "    s.get_d('exports', '.')\n", id="pysftp-get-d-relative-folder"),
        pytest.param(_P + "    s.get_r('exports', '.')\n", id="pysftp-get-r-relative-folder"),
        pytest.param("import lib\nlib.sync('host:exports', '.')\n", id="sync-rsync-remote"),
        pytest.param("import lib\nlib.sync('C:\\\\srv', '.')\n", id="sync-windows-path"),
        pytest.param("import lib\nsrc = input()\nlib.sync(src, '.')\n", id="sync-source-read"),
    ],
)
def test_a_copy_into_the_working_folder(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
