"""hunt53-devfd: a file fed on a descriptor (``< app.py``, ``3<app.py``, ``exec 0<app.py``)
and then named again by that descriptor's path (``/dev/stdin``, ``/dev/fd/0``, ``/dev/fd/3``).

On Linux ``/dev/stdin`` is ``/proc/self/fd/0``: opening it opens app.py again, by its path,
with the mode the program asks (not the read-only descriptor the shell opened): ``tee
/dev/fd/0 < app.py`` truncates app.py, and so do ``cp /dev/null /dev/fd/0 < app.py``,
``truncate -s 0 /dev/fd/0 < app.py``, ``echo x < app.py > /dev/fd/0`` (app.py becomes
``x``), ``exec 3<app.py; echo > /dev/fd/3``, checked with bash 5 on Linux. The program is given
the name another way: the fed rule (stdin is read-only, so the file stays) does not hold.

WRONG: each of these is read as app.py kept ``print(1)``, usable (recovered). Expected by hand:
app.py changed after the answer wrote it: not kept as written in a usable result.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("tee /dev/stdin < app.py", id="tee-dev-stdin"),
        pytest.param("tee /dev/fd/0 < app.py", id="tee-dev-fd-0"),
        pytest.param("cp /dev/null /dev/fd/0 < app.py", id="cp-null-dev-fd-0"),
        pytest.param("truncate -s 0 /dev/fd/0 < app.py", id="truncate-dev-fd-0"),
        pytest.param("sed -i s/1/2/ /dev/stdin < app.py", id="sed-i-dev-stdin"),
        pytest.param("echo x < app.py > /dev/fd/0", id="echo-redirect-dev-fd-0"),
        pytest.param("./x < app.py > /dev/stdin", id="program-redirect-dev-stdin"),
        pytest.param("exec 0<app.py; echo y > /dev/fd/0", id="exec-0-then-dev-fd-0"),
        pytest.param("exec 3<app.py; echo > /dev/fd/3", id="exec-3-then-dev-fd-3"),
        pytest.param("echo z 3<app.py >/dev/fd/3", id="same-command-fd-3"),
        pytest.param("./x /dev/fd/0 < app.py", id="program-given-dev-fd-0"),
        pytest.param("./x /dev/stdin < app.py", id="program-given-dev-stdin"),
    ],
)
def test_a_fed_file_named_again_by_its_descriptor_path_may_change(command: str) -> None:
    result = parse_response(_answer(command))
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status
