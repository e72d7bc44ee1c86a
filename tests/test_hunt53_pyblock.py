"""hunt53-pyblock: markdown._run_as_python and _python_file read the info string's first word
split at a space only, and know ``{python}`` only bare.

WRONG: an R Markdown / Quarto cell with chunk options or a label (``{python echo=FALSE}``,
``{python, echo=FALSE}``, ``{python setup, include=FALSE}``: knitr runs them; only
``eval=FALSE`` does not) is weighed as no run, and a block whose info string separates its
first word by a tab (``python<TAB>title``, ``py3<TAB>x``: CommonMark's first word ends at any
whitespace; GitHub highlights it as python) neither, while ``python title`` is a run. The block
``open('app.py', 'w').write('x')`` then leaves app.py ``print(1)`` in a usable result. Expected
by hand: app.py is ``x`` after the run: not kept as written in a usable result.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(info: str) -> str:
    return (
        "app.py\n```python\nprint(1)\n```\n\nThen:\n\n"
        f"```{info}\nopen('app.py', 'w').write('x')\n```\n"
    )


@pytest.mark.parametrize(
    "info",
    [
        pytest.param("{python echo=FALSE}", id="rmd-echo-false"),
        pytest.param("{python, echo=FALSE}", id="rmd-comma-echo-false"),
        pytest.param("{python setup, include=FALSE}", id="rmd-label-include-false"),
        pytest.param("{python label}", id="rmd-label"),
        pytest.param("python\ttitle", id="python-tab-title"),
        pytest.param("py3\tx", id="py3-tab"),
    ],
)
def test_a_python_cell_with_options_or_a_tab_runs(info: str) -> None:
    result = parse_response(_answer(info))
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status


def test_a_cell_not_evaluated_keeps_the_file() -> None:
    # held: ``eval=FALSE`` shows the code and does not run it
    result = parse_response(_answer("{python, eval=FALSE}"))
    assert result.usable
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_a_quarto_cell_with_eval_false_is_not_run() -> None:
    # False refusal: Quarto does not run a ``{python}`` cell whose ``#| eval: false`` option
    # says so (it only shows it); expected by hand: usable, app.py ``print(1)`` as written
    text = (
        "app.py\n```python\nprint(1)\n```\n\nThen:\n\n"
        "```{python}\n#| eval: false\nopen('app.py', 'w').write('x')\n```\n"
    )
    result = parse_response(text)
    assert result.usable, result.status
    assert files_of(result) == [("app.py", "print(1)\n")]
