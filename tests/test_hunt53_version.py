"""hunt53-version: a second, corrected version of app.py given without its path after it
("The corrected version:"), in a block whose info string fix-shell32 reads as run Python
(``py3``, ``{python}``). In a ``python`` or unlabelled block the same is refused
(unlabelled-version: it is a version of app.py by its definitions, which one is meant cannot be
told).

WRONG: with ``py3`` it is read as a run that changes nothing: app.py's first version
(``print(1)``) is kept, usable (recovered), though the model's last word on it prints 2.
Expected by hand: no usable result holding the stale first version.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

V1 = 'def main():\n    print(1)\n\n\nif __name__ == "__main__":\n    main()\n'
V2 = V1.replace("print(1)", "print(2)")


@pytest.mark.parametrize(
    "info", [pytest.param("py3", id="py3"), pytest.param("{python}", id="quarto")]
)
@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Change it to:", id="change-it"),
        pytest.param("The corrected file:", id="corrected-file"),
        pytest.param("Oops, a bug. The corrected version:", id="corrected-version"),
    ],
)
def test_a_corrected_version_in_a_py3_block_is_no_harmless_run(info: str, prose: str) -> None:
    text = f"app.py\n```python\n{V1}```\n\n{prose}\n\n```{info}\n{V2}```\n"
    result = parse_response(text)
    assert not (result.usable and ("app.py", V1) in files_of(result)), result.status
