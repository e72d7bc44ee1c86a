"""fix-unbound41: the unbound-name rule reads the compiler's scopes, guards only what a
NameError handler guards, counts only the module's own namespace, and knows the names a
host gives (ingest/unbound.py, docs/lenient.md "partial files"). The hunt68 cases are in
tests/test_hunt68_unbound.py; these are the edges of each rule, written by hand."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.unbound import find_unbound

#: (id, content, the first use's line and the names; None: whole).
_CASES = [
    # an `except NameError` guards its own try body, not the file
    (
        "nameerror-guards-its-body",
        "try:\n    VERSION = __version__\nexcept NameError:\n    VERSION = 'dev'\n",
        None,
    ),
    (
        "nameerror-guards-only-its-body",
        "try:\n    VERSION = __version__\nexcept NameError:\n    VERSION = 'dev'\nprint(app)\n",
        (5, ["app"]),
    ),
    # a test asserting a NameError uses unbound names on purpose
    (
        "pytest-raises-nameerror",
        "import pytest\n\n\ndef test_x():\n    with pytest.raises(NameError):\n        xyzzy\n",
        None,
    ),
    # isinstance(e, NameError) asserts nothing
    (
        "isinstance-nameerror-is-no-test",
        "def f(e):\n    return isinstance(e, NameError) and app\n",
        (2, ["app"]),
    ),
    # a module-level locals() is the module's namespace; another module's __dict__ is not
    ("module-level-locals-handed", "register(locals())\nprint(LATER)\n", None),
    (
        "another-modules-dict",
        "import sys\n\n\ndef f(cls):\n    sys.modules[cls.__module__].__dict__.update({})\n"
        "    return db\n",
        (6, ["db"]),
    ),
    (
        "this-modules-dict",
        "import sys\n\nsys.modules[__name__].__dict__['X'] = 1\nprint(X)\n",
        None,
    ),
    # an Enum's _convert_ is still not weighed (tests/data/unbound: enum-convert), nor a
    # class decorated @global_enum (re/__init__.py: its members become the module's globals)
    (
        "global-enum",
        "import enum\n\n\n@enum.global_enum\nclass F(enum.IntFlag):\n    A = 1\n\n\nprint(A)\n",
        None,
    ),
    # a name an enclosing function binds is bound (a free variable)
    (
        "closure",
        "def outer():\n    db = 1\n\n    def inner():\n        return db\n\n    return inner\n",
        None,
    ),
    # a class body's names are not its methods'
    (
        "class-name-in-a-method",
        "class A:\n    size = 4\n\n    def f(self):\n        return size\n",
        (5, ["size"]),
    ),
    # super() inside a class is bound; outside, the method was cut from its class
    (
        "super-in-a-class",
        "class A:\n    def f(self):\n        return super().f()\n",
        None,
    ),
    ("super-a-parameter", "def f(super=None):\n    return super\n", None),
    (
        "super-in-a-method-and-outside",
        "class A:\n    def f(self):\n        return super().f()\n\n\n"
        "def g(self):\n    return super().g()\n",
        (7, ["super()"]),
    ),
    ("super-with-arguments", "def f(cls):\n    return super(A, cls).f()\n", (2, ["A"])),
    ("super-outside", "def f(self):\n    return super().f()\n", (2, ["super()"])),
    # annotations: evaluated by a def, not under the future import, not in a string
    ("string-annotation", "def f(x: 'Item') -> 'Decimal':\n    return x\n", None),
    ("evaluated-annotation", "def f(x) -> Decimal:\n    return x\n", (1, ["Decimal"])),
    # global + a plain assignment binds; + an augmented one reads
    ("global-assigned", "def f():\n    global n\n    n = 0\n\n\ndef g():\n    return n\n", None),
    ("global-augmented", "def f():\n    global n\n    n += 1\n", (3, ["n"])),
    # a module __getattr__ is never asked for its own body's names
    ("module-getattr-alone", "def __getattr__(name):\n    return _lazy[name]\n", (2, ["_lazy"])),
]


@pytest.mark.parametrize(("content", "expected"), [pytest.param(c, e, id=i) for i, c, e in _CASES])
def test_the_rule_reads_scopes_guards_and_namespaces(
    content: str, expected: tuple[int, list[str]] | None
) -> None:
    assert find_unbound("app.py", content) == expected


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # the host's names are given only to the host's files
        ("settings.py", "c = get_config()\nc.App.port = 1\n"),
        ("build.py", 'if tags.has("x"):\n    pass\n'),
        ("etl.py", 'df = spark.read.table("raw.events")\n'),
        ("turn_on.py", 'hass.services.call("light", "turn_on", {}, False)\n'),
        # and only the names listed: a config file's other names are still counted
        ("jupyter_notebook_config.py", "c = get_config()\nc.NotebookApp.ip = HOST\n"),
    ],
)
def test_hosted_names_are_given_only_where_the_host_runs_the_file(path: str, content: str) -> None:
    result = parse_response(f"{path}\n```python\n{content}```\n")
    assert not result.usable
    assert result.refused_paths == [path]


def test_the_class_body_fragment_names_its_bare_annotations() -> None:
    part = "name: str\nprice: float\n\ndef __str__(self):\n    return self.name\n"
    assert find_unbound("models.py", part) == (1, ["name", "price"])
    # a module of bare annotations alone, or one with a class, is not the shape
    assert find_unbound("models.py", "name: str\n\n\ndef f(x):\n    return x\n") is None
    whole = (
        "name: str\n\n\nclass A:\n    def f(self):\n        return 1\n\n\n"
        "def g(self):\n    return 1\n"
    )
    assert find_unbound("models.py", whole) is None


def test_python2_names_are_implicit() -> None:
    assert find_unbound("legacy.py", "class E(StandardError):\n    pass\n") is None


def test_a_test_module_handling_a_name_error_is_not_weighed() -> None:
    # test_raise.py: the NameError its test catches is raised in a context manager's
    # __exit__, outside the try body; in a test module, a NameError handled is a test
    content = (
        "import unittest\n\n\nclass T(unittest.TestCase):\n    def test_cm(self):\n"
        "        class CM:\n            def __enter__(self):\n                pass\n\n"
        "            def __exit__(self, *args):\n                xyzzy\n\n"
        "        try:\n            with CM():\n                1 / 0\n"
        "        except NameError:\n            pass\n"
    )
    assert find_unbound("test_raise.py", content) is None
    # in a module that is no test, the handler guards its own try body only
    assert find_unbound("raise_.py", content) == (11, ["xyzzy"])
