"""hunt64-refusals: ordinary AutoGen answers (a ``# filename:`` module, then a block that
uses it) refused as if the block might change the module.

Expected values by hand: nothing here writes a file. An exception class whose ``__init__``
calls ``super().__init__`` or ``Exception.__init__`` (getopt.GetoptError's shape, found by
running 520 stdlib modules through parse_response) and an in-memory buffer
(``io.BytesIO()``/``io.StringIO()``, quopri_codec's shape) written to change nothing, so
the answer is usable with util.py as written.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_MODULE = "Here is the module.\n\n```python\n# filename: util.py\n{module}```\n\nUsage:\n\n{usage}"

_EXC_SUPER = (
    "class ParseError(Exception):\n    def __init__(self, msg):\n        super().__init__(msg)\n"
    "        self.msg = msg\n\n\ndef f():\n    return 1\n"
)
_EXC_BASE = (
    "class ParseError(Exception):\n    def __init__(self, msg, opt=''):\n"
    "        self.msg = msg\n        self.opt = opt\n        Exception.__init__(self, msg, opt)\n"
    "\n\ndef f():\n    return 1\n"
)
_PLAIN = "def f():\n    return 1\n"


@pytest.mark.parametrize(
    ("module", "usage"),
    [
        pytest.param(
            _EXC_SUPER, "```python\nimport util\nprint(util.f())\n```\n", id="import-super"
        ),
        pytest.param(_EXC_BASE, "```python\nimport util\nprint(util.f())\n```\n", id="import-base"),
        pytest.param(
            _EXC_SUPER, "```python\nfrom util import *\nprint(f())\n```\n", id="star-super"
        ),
        pytest.param(
            _PLAIN,
            "```python\nclass E(Exception):\n    def __init__(self, msg):\n"
            "        super().__init__(msg)\n\nprint(E('x'))\n```\n",
            id="block-exception-super",
        ),
        pytest.param(
            _PLAIN,
            "```python\nfrom io import BytesIO\ng = BytesIO()\ng.write(b'x')\n"
            "print(g.getvalue())\n```\n",
            id="block-bytesio-write",
        ),
        pytest.param(
            _PLAIN,
            "```python\nimport io\ns = io.StringIO()\ns.write('x')\nprint(s.getvalue())\n```\n",
            id="block-stringio-write",
        ),
    ],
)
def test_an_autogen_answer_that_changes_nothing_is_usable(module: str, usage: str) -> None:
    result = parse_response(_MODULE.format(module=module, usage=usage))
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["util.py"]


@pytest.mark.parametrize(
    ("name", "usage"),
    [
        pytest.param(
            "formatter",
            "```python\nimport formatter\nprint(formatter.X)\n```\n",
            id="import-formatter",
        ),
        pytest.param("style", "```sh\npython style.py\n```\n", id="python-style"),
        pytest.param("fix", "```sh\npython fix.py\n```\n", id="python-fix"),
        pytest.param("generate", "```python\nimport generate\n```\n", id="import-generate"),
        pytest.param("tidy", "```sh\npython tidy.py\n```\n", id="python-tidy"),
    ],
)
def test_the_answers_own_harmless_program_named_like_a_fixer(name: str, usage: str) -> None:
    # the program is a file of the answer and its code (X = 1, print) writes nothing: its
    # name (shell._REWRITES: format, fix, style, tidy, generat) says nothing more than its code
    answer = _MODULE.format(module="X = 1\nprint(X)\n", usage=usage).replace(
        "util.py", f"{name}.py"
    )
    result = parse_response(answer)
    assert result.usable
    assert [f.file_path for f in result.code.files] == [f"{name}.py"]


_TESTS = (
    "import os\nimport unittest\n\nTESTFN = os.environ.get('TMP', '/tmp') + '/t'\n\n\n"
    "class T(unittest.TestCase):\n    def test_write(self):\n"
    "        with open(TESTFN, 'w') as f:\n            f.write('x')\n\n\n"
    "if __name__ == '__main__':\n    unittest.main()\n"
)


def test_importing_a_test_module_runs_no_test() -> None:
    # importing test_util.py defines the TestCase and runs none of its tests (the main guard
    # is false): nothing is written; found importing stdlib test modules
    answer = (
        f"Here.\n\n```python\n# filename: test_util.py\n{_TESTS}```\n\n"
        "```python\nimport test_util\nprint(test_util.T)\n```\n"
    )
    result = parse_response(answer)
    assert result.usable


@pytest.mark.parametrize(
    "usage",
    [
        pytest.param("```python\nimport util\nprint(util.f())\n```\n", id="import"),
        pytest.param("```python\nfrom util import *\nprint(f())\n```\n", id="star"),
    ],
)
def test_a_module_whose_first_line_is_a_relative_import(usage: str) -> None:
    # util.py's first statement, ``from .models import User``, fails outside a package
    # (ImportError: no known parent package) before anything runs: nothing is written;
    # 87 of 103 site-packages modules refused this way
    module = "from .models import User\n\n\ndef f():\n    return User\n"
    result = parse_response(_MODULE.format(module=module, usage=usage))
    assert result.usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("import tempfile\nx = tempfile.mkdtemp()\nprint(x)\n", id="mkdtemp"),
        pytest.param("from tempfile import *\nx = mkdtemp()\nprint(x)\n", id="star-mkdtemp"),
        pytest.param(
            "import tempfile\nwith tempfile.TemporaryDirectory() as d:\n    print(d)\n",
            id="temporary-directory",
        ),
    ],
)
def test_a_block_making_a_temporary_folder(block: str) -> None:
    # tempfile makes a new folder under the system's temporary folder (not the working one):
    # util.py is left as written
    result = parse_response(_MODULE.format(module=_PLAIN, usage=f"```python\n{block}```\n"))
    assert result.usable
