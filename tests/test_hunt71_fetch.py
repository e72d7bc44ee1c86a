"""hunt71-fetch: downloads and syncs into the working folder that land on data.csv, read as
usable.

Expected values by hand: fabric's ``Connection.get(remote, local=None)`` puts the remote
file in the working folder under its own name, whatever folder the remote path is in: a
remote path relative to the remote home (``c.get('data.csv')``) lands on ./data.csv as
``c.get('exports/data.csv')`` (refused today) does; ``'/srv/' + f`` for f in ['data.csv'] is
'/srv/data.csv' (``f'/srv/{f}'`` is refused today). A call the model does not know given
the working folder ``'.'`` (``lib.sync('/srv', '.')``, pysftp's ``get_d(remotedir, '.')``,
which copies every file of the remote folder into it) may change every file there (the
documented rule for ``.``). Not usable, data.csv named (``changed-after``).
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
_F = "from fabric import Connection\nc = Connection('h')\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(_F + "c.get('data.csv')\n", id="fabric-home-relative"),
        pytest.param(_F + "c.get('data.csv', local=None)\n", id="fabric-home-relative-none"),
        pytest.param(
            _F + "for f in ['data.csv']:\n    c.get('/srv/' + f)\n", id="fabric-loop-concat"
        ),
        pytest.param("import lib\nlib.sync('/srv', '.')\n", id="unknown-call-dot"),
        pytest.param(
            "import pysftp\nwith pysftp.Connection('h') as s:\n    s.get_d('/srv', '.')\n",
            id="pysftp-get-d-dot",
        ),
    ],
)
def test_a_download_landing_on_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
