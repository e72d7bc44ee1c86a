"""hunt106-pyfromsub: Python code the tool runs imports a module of the answer as a name
from its package, ``from tools import clean`` (``as``, parentheses, a list; a regular or a
namespace package), in a pathless block AutoGen runs, a written run.py run by ``python
run.py``, or a ``# filename: run.py`` block.

Expected values by hand: ``from PKG import NAME`` imports the submodule PKG/NAME.py when the
package does not define NAME (tools/__init__.py is empty, or absent), so tools/clean.py's
top-level ``os.remove('app.py')`` deletes the root app.py the answer writes. Never usable, as
``import tools.clean``, ``from tools.clean import *`` and ``python -c "from tools import
clean"`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_APP = "app.py\n```python\nprint('app')\n```\n\n"
_INIT = "tools/__init__.py\n```python\n```\n\n"
_CLEAN = (
    "tools/clean.py\n```python\n"
    '"""Start over: drop the generated entry point."""\n\n'
    "import os\n\n"
    "if os.path.exists('app.py'):\n"
    "    os.remove('app.py')\n```\n\n"
)
_CASES = {
    "pathless-block": (_INIT, "Then run:\n\n```python\nfrom tools import clean\n```\n"),
    "pathless-as": (_INIT, "Then run:\n\n```python\nfrom tools import clean as c\n```\n"),
    "pathless-parens": (_INIT, "Then run:\n\n```python\nfrom tools import (clean)\n```\n"),
    "pathless-list": (
        _INIT,
        "Then run:\n\n```python\nfrom tools import clean, other\n```\n",
    ),
    "namespace-package": ("", "Then run:\n\n```python\nfrom tools import clean\n```\n"),
    "written-run-py": (
        _INIT,
        "run.py\n```python\nfrom tools import clean  # noqa: F401\n\nprint('done')\n```\n\n"
        "Then:\n\n```bash\npython run.py\n```\n",
    ),
    "autogen-filename": (
        _INIT,
        "```python\n# filename: run.py\nfrom tools import clean\n\nprint('done')\n```\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES), ids=list(_CASES))
def test_a_submodule_imported_from_its_package_is_weighed(case: str) -> None:
    init, tail = _CASES[case]
    assert not parse_response(_APP + init + _CLEAN + tail).usable


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param("Then run:\n\n```python\nimport tools.clean\n```\n", id="import-dotted"),
        pytest.param(
            "Then run:\n\n```python\nfrom tools.clean import *\n```\n", id="from-module-star"
        ),
        pytest.param('Then:\n\n```bash\npython -c "from tools import clean"\n```\n', id="python-c"),
    ],
)
def test_the_listed_forms_are_refused(tail: str) -> None:
    assert not parse_response(_APP + _INIT + _CLEAN + tail).usable
