"""hunt71-stdin: a run block that starts an interpreter with no program argument
(``['python3']``, ``['bash']``, ``'sh'``, ``['perl']``, ``['node']``) and gives it its
program on standard input (``subprocess.run(..., input=...)``, ``check_output``, a Popen's
``stdin.write``), read as changing nothing.

Expected values by hand: an interpreter given no script reads its program from standard input
(``bash`` as ``bash -s``, ``python3`` as ``python3 -``: both refused today), so the text given
as ``input`` runs, and it removes data.csv: not usable (``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA
_S = "import subprocess\n"
_PY = 'import os; os.remove("data.csv")'


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _S + f"subprocess.run(['python3'], input='{_PY}', text=True)\n", id="python3-text"
        ),
        pytest.param(_S + f"subprocess.run(['python3'], input=b'{_PY}')\n", id="python3-bytes"),
        pytest.param(
            _S + f"subprocess.run(['python3'], input='{_PY}'.encode())\n", id="python3-encoded"
        ),
        pytest.param(_S + "subprocess.run(['bash'], input='rm data.csv', text=True)\n", id="bash"),
        pytest.param(
            _S + "subprocess.run('bash', input='rm data.csv', text=True)\n", id="bash-str"
        ),
        pytest.param(_S + "subprocess.run(['sh'], input=b'rm data.csv')\n", id="sh-bytes"),
        pytest.param(
            _S + "cmd = 'rm data.csv'\nsubprocess.run('sh', input=cmd, text=True)\n",
            id="sh-input-name",
        ),
        pytest.param(
            _S + "subprocess.check_output(['bash'], input='rm data.csv', text=True)\n",
            id="check-output-bash",
        ),
        pytest.param(
            _S + "p = subprocess.Popen(['bash'], stdin=subprocess.PIPE, text=True)\n"
            "p.stdin.write('rm data.csv\\n')\np.stdin.close()\np.wait()\n",
            id="popen-stdin-write",
        ),
        pytest.param(
            _S + "subprocess.run(['perl'], input='unlink \"data.csv\";', text=True)\n", id="perl"
        ),
        pytest.param(
            _S + "subprocess.run(['node'], input='require(\"fs\").unlinkSync(\"data.csv\")', "
            "text=True)\n",
            id="node",
        ),
    ],
)
def test_an_interpreter_fed_its_program_on_stdin_removes_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
