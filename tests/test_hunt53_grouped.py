"""hunt53-grouped: python's one-letter options grouped, the last one ``W`` or ``X`` taking the
next word as its value (``python -uW error app.py``: CPython 3.11 reads ``-u -W error``,
``sys.warnoptions == ['error']``, and runs app.py). fix-shell32 drops the word after a lone
``-W``/``-X`` only, so ``error``/``dev`` is read as the script.

False refusal: each is refused (rejected_files), as ``python -u -W error app.py`` is not.
Expected by hand: usable, app.py ``print(1)`` as written (running it changes nothing).
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("python -uW error app.py", id="uW"),
        pytest.param("python -bW error app.py", id="bW"),
        pytest.param("python -BW error app.py", id="BW"),
        pytest.param("python -OX dev app.py", id="OX"),
    ],
)
def test_grouped_options_ending_in_w_or_x_run_the_file(command: str) -> None:
    text = f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]
