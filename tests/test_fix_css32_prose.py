"""fix-css32: a sentence after a native document naming code as left out, read against the
code the files DEFINE or import.

Expected by hand: each sentence names code the file holds (defines or imports), or code left
out of another file: app.py as written is what the model meant, and the answer stays usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="
MOD = "from util import g\n\n\ndef f():\n    return g()\n\n\ndef h():\n    return 3\n"


def _doc(content: str) -> str:
    return f'{{"total_files": 1}}\n\n{D}\nPATH: app.py\n---\n{content}\n{D}END\n'


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("I left out `h()`'s docstring for brevity.", id="one-name-defined"),
        pytest.param("I omitted `g` for brevity.", id="one-name-imported"),
        pytest.param("`f()` and `h()` were not shown before.", id="names-defined"),
        pytest.param("`pytest` was omitted from requirements-dev.txt.", id="from-another-file"),
        pytest.param("I omitted `print()` calls.", id="one-call-no-name-of-the-file"),
    ],
)
def test_names_the_file_holds_keep_it(prose: str) -> None:
    result = parse_response(_doc(MOD) + "\n" + prose + "\n")
    assert result.usable, (result.status, result.diagnostics)
    assert result.code.files[0].content == MOD


def test_one_name_left_out_of_the_file_itself_is_refused() -> None:
    result = parse_response(_doc(MOD) + "\n`k()` was omitted from app.py for brevity.\n")
    assert not result.usable, (result.status, result.diagnostics)
