"""hunt53-magics: IPython's shell escapes and magics in a run Python block after app.py.

WRONG: a ``py3`` block (fix-shell32: run as Python, like ``python``) holding ``!rm app.py``,
``!sed -i s/1/2/ app.py``, ``%%bash`` / ``%%writefile app.py`` is read as changing nothing,
where the same cell in a ``python`` block is refused (its escapes and magics run commands,
write files, in Jupyter/IPython). ``get_ipython().system("rm app.py")`` (the escape's own
spelling, in an unlabelled or ``py3`` block) likewise. ``%run fix.py`` runs fix.py, a program
the answer does not hold (as ``python fix.py``, refused), in a ``python``, ``{python}`` or
unlabelled block. Each is read as app.py kept ``print(1)``, usable. Expected by hand: app.py
removed, rewritten or maybe changed: not kept as written in a usable result.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("info", "body"),
    [
        pytest.param("py3", "!rm app.py", id="py3-bang-rm"),
        pytest.param("py3", "!sed -i s/1/2/ app.py", id="py3-bang-sed"),
        pytest.param("py3", "%%bash\nrm app.py", id="py3-cell-bash"),
        pytest.param("py3", "%%writefile app.py\nprint(2)", id="py3-writefile"),
        pytest.param("", 'get_ipython().system("rm app.py")', id="bare-get-ipython-system"),
        pytest.param("py3", 'get_ipython().system("rm app.py")', id="py3-get-ipython-system"),
        pytest.param("python", "%run fix.py", id="python-run-magic"),
        pytest.param("", "%run fix.py", id="bare-run-magic"),
        pytest.param("{python}", "%run fix.py", id="quarto-run-magic"),
    ],
)
def test_a_magic_or_escape_in_a_run_python_block_may_change_app_py(info: str, body: str) -> None:
    text = f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```{info}\n{body}\n```\n"
    result = parse_response(text)
    assert not (result.usable and ("app.py", "print(1)\n") in files_of(result)), result.status
