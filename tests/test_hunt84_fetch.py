"""hunt84-fetch: downloads that land on data.csv, read as usable.

Expected values by hand: fabric's ``Connection.get(remote, local=None)``, pysftp's
``Connection.get(remotepath, localpath=None)`` and scp's ``SCPClient.get(remote_path,
local_path='')`` put the remote file in the working folder under its own name, a name
without ``/`` being one in the remote home. Below, the connection is bound by ``with ... as``
or passed as a parameter (the library that made it is the same), or the remote path is
built of a loop's ``'data.csv'`` or a parameter given it by ``os.path.join``, ``%``,
``str.format`` or ``+`` (``'/srv/' + f`` in a loop is refused). Each lands on ./data.csv.
Not usable, data.csv named (``changed-after``).
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
_F = "from fabric import Connection\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _F + "with Connection('h') as c:\n    c.get('data.csv')\n", id="fabric-with-as"
        ),
        pytest.param(
            "import pysftp\nwith pysftp.Connection('h') as s:\n    s.get('data.csv')\n",
            id="pysftp-with-as",
        ),
        pytest.param(
            "import paramiko\nfrom scp import SCPClient\nssh = paramiko.SSHClient()\n"
            "with SCPClient(ssh.get_transport()) as scp:\n"
            "    scp.get('data.csv', local_path='.')\n",
            id="scp-with-as-local-dot",
        ),
        pytest.param(
            _F + "def fetch(c, name):\n    c.get(name)\n\nfetch(Connection('h'), 'data.csv')\n",
            id="fabric-connection-as-parameter",
        ),
    ],
)
def test_a_connection_not_bound_once_fetching_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)


_C = _F + "c = Connection('h')\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _C + "import os\nfor f in ['data.csv']:\n    c.get(os.path.join('/srv', f))\n",
            id="loop-os-path-join",
        ),
        pytest.param(_C + "for f in ['data.csv']:\n    c.get('/srv/%s' % f)\n", id="loop-percent"),
        pytest.param(
            _C + "for f in ['data.csv']:\n    c.get('/srv/{}'.format(f))\n", id="loop-str-format"
        ),
        pytest.param(
            _F + "def fetch(name):\n    Connection('h').get('/srv/' + name)\n\nfetch('data.csv')\n",
            id="parameter-concat",
        ),
    ],
)
def test_a_remote_path_built_of_data_csv_fetched(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
