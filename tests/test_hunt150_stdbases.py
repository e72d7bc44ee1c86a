"""hunt150 (issue 20): fix-notes185 weighs a Python class with one base by what the base gives:
a builtin type its attributes, a class of the file its definitions, and "any other base may
give any name" (the note is then a remark). A base of the standard library gives a known, small
set of names: ``enum.Enum``, ``typing.NamedTuple``, ``abc.ABC``, ``unittest.TestCase``,
``threading.Thread``, ``json.JSONEncoder``, ``http.server.BaseHTTPRequestHandler``. None of them
gives ``validate``/``save`` nor a test's ``test_validate``; a note naming those right under the
class's head stands for methods cut out of the class, and the file is written as complete. The
base (3dfe17cf) did the same (not regressions).

Expected by hand: the class calls (or a test class lists) methods that neither the class nor
its standard base defines; the note in their place says they were left out (a part: refused).
"""

from __future__ import annotations

import pytest
from meant import refused_native

_SUB = "    def submit(self):\n        return self.validate() and self.save()\n"
_NOTE = "    # validate and save unchanged\n"
_TEST = "    def test_submit(self):\n        self.assertTrue(submit({}))\n"

_CASES = [
    pytest.param(
        "f.py", "from enum import Enum\n\n\nclass Form(Enum):\n" + _NOTE + _SUB, id="enum"
    ),
    pytest.param(
        "f.py",
        "from typing import NamedTuple\n\n\nclass Form(NamedTuple):\n" + _NOTE + _SUB,
        id="namedtuple",
    ),
    pytest.param("f.py", "from abc import ABC\n\n\nclass Form(ABC):\n" + _NOTE + _SUB, id="abc"),
    pytest.param(
        "test_form.py",
        "import unittest\n\nfrom form import submit\n\n\nclass TestForm(unittest.TestCase):\n"
        "    # test_validate and test_save unchanged\n" + _TEST,
        id="testcase-dotted",
    ),
    pytest.param(
        "test_form.py",
        "from unittest import TestCase\n\nfrom form import submit\n\n\nclass TestForm(TestCase):\n"
        "    # test_validate and test_save unchanged\n" + _TEST,
        id="testcase-imported",
    ),
    pytest.param(
        "worker.py",
        "import threading\n\n\nclass Worker(threading.Thread):\n    # fetch and store unchanged\n"
        "    def run(self):\n        self.store(self.fetch())\n",
        id="thread",
    ),
    pytest.param(
        "enc.py",
        "import json\n\n\nclass Encoder(json.JSONEncoder):\n"
        "    # encode_date and encode_money unchanged\n    def default(self, o):\n"
        "        return self.encode_date(o) or self.encode_money(o)\n",
        id="jsonencoder",
    ),
    pytest.param(
        "handler.py",
        "from http.server import BaseHTTPRequestHandler\n\n\n"
        "class Handler(BaseHTTPRequestHandler):\n    # parse_form and render unchanged\n"
        "    def do_POST(self):\n        self.wfile.write(self.render(self.parse_form()))\n",
        id="http-handler",
    ),
]


@pytest.mark.parametrize(("path", "content"), _CASES)
def test_a_standard_base_gives_no_such_names(path: str, content: str) -> None:
    refused_native(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "f.py",
            "from dataclasses import dataclass\n\n\n@dataclass\nclass Form:\n" + _NOTE + _SUB,
            id="guard-dataclass",
        ),
        pytest.param("f.py", "class Form(Exception):\n" + _NOTE + _SUB, id="guard-exception"),
        pytest.param(
            "f.py", "class Form(dict):\n    x = 1\n\n" + _NOTE + "\n" + _SUB, id="guard-dict"
        ),
    ],
)
def test_the_bases_already_weighed_stay_refused(path: str, content: str) -> None:
    refused_native(path, content)
