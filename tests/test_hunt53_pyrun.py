"""hunt53-pyrun: a Python block run after app.py (a ``python`` block with no path, or an
unlabelled block that compiles as Python: AutoGen runs both, fix-shell32 weighs both as run
Python) whose code removes or truncates app.py in ways the Python run reader does not see.

WRONG: ``os.system("rm app.py")``, ``os.popen("rm app.py")``, ``subprocess.call("rm app.py",
shell=True)`` (a shell command string: the run's shell removes it), ``from os import remove``
then ``remove("app.py")`` (also ``as r``, ``unlink``), ``__import__("os").remove("app.py")``,
``open("app" + ".py", "w")`` (a name built by ``+``: truncated), ``for f in glob.glob("*.py"):
os.remove(f)``. Each is read as app.py kept ``print(1)``, usable (recovered), where
``os.truncate("app.py", 0)``, ``subprocess.check_call(["sed", "-i", ..., "app.py"])`` and
``Path("app.py").write_text(...)`` are refused. Expected by hand: app.py removed or emptied
after the answer wrote it: not kept as written in a usable result.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

CODES = [
    pytest.param('import os; os.system("rm app.py")', id="os-system"),
    pytest.param('import os; os.popen("rm app.py")', id="os-popen"),
    pytest.param('import subprocess; subprocess.call("rm app.py", shell=True)', id="shell-true"),
    pytest.param('from os import remove\nremove("app.py")', id="from-os-import-remove"),
    pytest.param('from os import remove as r; r("app.py")', id="from-os-import-as"),
    pytest.param('from os import unlink; unlink("app.py")', id="from-os-import-unlink"),
    pytest.param('__import__("os").remove("app.py")', id="dunder-import"),
    pytest.param('open("app" + ".py", "w")', id="name-built-by-plus"),
    pytest.param('import glob, os\nfor f in glob.glob("*.py"): os.remove(f)', id="glob-remove"),
]


@pytest.mark.parametrize("info", [pytest.param("python", id="python"), pytest.param("", id="bare")])
@pytest.mark.parametrize("code", CODES)
def test_a_python_run_that_removes_app_py(code: str, info: str) -> None:
    text = f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```{info}\n{code}\n```\n"
    result = parse_response(text)
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status
