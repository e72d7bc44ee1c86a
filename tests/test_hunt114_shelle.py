"""hunt114-shelle: a shell given ``-e`` alone before a written script (``sh -e reset.sh``,
``bash -e reset.sh``), shown after the files.

Expected values by hand: ``-e`` only makes the shell stop at the first failing command; the
shell still runs reset.sh, which deletes config.json, so the answer must be refused
(changed-after), as ``sh -x reset.sh``, ``sh -eu reset.sh`` and ``sh reset.sh`` are. Usable
now: usable-WRONG (config.json kept as written though the block deletes it).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CONFIG = '{\n  "port": 3000\n}\n'
_RESET_SH = "#!/bin/sh\nrm -f config.json\n"
_FILES = f"config.json\n```json\n{_CONFIG}```\n\nreset.sh\n```bash\n{_RESET_SH}```\n\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("sh -e reset.sh\n", id="sh-e"),
        pytest.param("bash -e reset.sh\n", id="bash-e"),
        pytest.param("sh -eu reset.sh\n", id="guard-sh-eu"),
        pytest.param("sh -x reset.sh\n", id="guard-sh-x"),
    ],
)
def test_a_shell_with_e_runs_the_written_script(block: str) -> None:
    result = parse_response(_FILES + f"Then start over:\n\n```bash\n{block}```\n")
    assert not result.usable
    assert any(d.code == "changed-after" for d in result.diagnostics)
