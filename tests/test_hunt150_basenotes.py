"""hunt150 (issue 20): fix-notes185 now reads a note right under a Python class's head with one
base (``class HTTPError(Exception):``, ``class Form(dict):``), which the base (3dfe17cf) did not
read there (fix-regress150). The reading is the one of a class with no base: the note's names
are looked up in the class's own scope and in what the base gives, not in the module's. A remark
naming what the file imports or defines at the module's level (``from .checks import validate,
save``, ``TIMEOUT = 5``, module helpers, ``log = logging.getLogger()``), the parameters and
attributes ``__init__`` sets, or methods the file gives the base by assignment
(``Base.validate = ...``) now refuses the whole file. The base wrote each one.

Expected by hand: each file is complete: every name the class uses is imported, defined or
assigned in it; the comment is a remark on the class. The file is kept as written."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CASES = [
    pytest.param(
        "from .checks import validate, save\n\n\nclass FormError(ValueError):\n"
        "    # validate and save unchanged\n    def submit(self):\n"
        "        return validate(self) and save(self)\n",
        id="imported-functions",
    ),
    pytest.param(
        "def validate(x):\n    return True\n\n\ndef save(x):\n    return True\n\n\n"
        "class Form(dict):\n    # validate and save unchanged\n    def submit(self):\n"
        "        return validate(self) and save(self)\n",
        id="module-functions",
    ),
    pytest.param(
        "TIMEOUT = 5\nRETRIES = 3\n\n\nclass Client(dict):\n    # TIMEOUT and RETRIES unchanged\n"
        "    def opts(self):\n        return {'timeout': TIMEOUT, 'retries': RETRIES}\n",
        id="module-constants",
    ),
    pytest.param(
        "import re\n\n\ndef _norm(s):\n    return re.sub(r'\\s+', ' ', s)\n\n\n"
        "def _strip(s):\n    return s.strip()\n\n\nclass Text(str):\n"
        "    # _norm and _strip unchanged\n    def clean(self):\n"
        "        return Text(_strip(_norm(self)))\n",
        id="module-helpers",
    ),
    pytest.param(
        "import logging\n\nlog = logging.getLogger(__name__)\n\n\nclass AppError(Exception):\n"
        "    # log and exit unchanged\n    def report(self):\n        log.error(self)\n"
        "        raise SystemExit(1)\n",
        id="module-logger",
    ),
    pytest.param(
        "class HTTPError(Exception):\n    # status and body unchanged\n"
        "    def __init__(self, status, body):\n        super().__init__(status)\n"
        "        self.status = status\n        self.body = body\n",
        id="init-parameters",
    ),
    pytest.param(
        "class RetryError(Exception):\n    # attempts and delay unchanged\n"
        "    def __init__(self, attempts, delay):\n        super().__init__(attempts, delay)\n"
        "        self.attempts = attempts\n        self.delay = delay\n",
        id="init-attributes",
    ),
    pytest.param(
        "class Base:\n    pass\n\n\nBase.validate = lambda self: True\n"
        "Base.save = lambda self: True\n\n\nclass Form(Base):\n"
        "    # validate and save unchanged\n    def submit(self):\n"
        "        return self.validate() and self.save()\n",
        id="base-given-by-assignment",
    ),
]


@pytest.mark.parametrize("content", _CASES)
def test_a_remark_under_a_based_class_head_keeps_the_file(content: str) -> None:
    result = parse_response(native_answer("f.py", content.rstrip("\n")))
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("f.py", content)]


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "class Headers(dict):\n    # Content-Type and Accept unchanged\n"
            "    def __getitem__(self, key):\n        return super().__getitem__(key.lower())\n",
            id="guard-header-names",
        ),
        pytest.param(
            "class Port(int):\n    # bit_length and to_bytes unchanged\n    def ok(self):\n"
            "        return 0 < self < 65536 and self.bit_length() <= 16\n",
            id="guard-builtin-methods",
        ),
        pytest.param(
            "class Base(dict):\n    def validate(self):\n        return True\n\n\n"
            "class Form(Base):\n    # validate and keys unchanged\n    def submit(self):\n"
            "        return self.validate() and self.keys()\n",
            id="guard-base-of-the-file",
        ),
        pytest.param(
            "class Row(list):\n    # header and footer unchanged\n    header: str = ''\n"
            "    footer: str = ''\n",
            id="guard-fields",
        ),
    ],
)
def test_the_remarks_kept_stay_kept(content: str) -> None:
    result = parse_response(native_answer("f.py", content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [("f.py", content)]
