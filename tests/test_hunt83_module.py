"""hunt83: attacks on fix-prose47's Python rules: capitals-only names beside a Python file
reading such a key are environment names (_env_names), and names an ``__all__`` lists
unbound are module code (_python_wanted).

Expected by hand: a part of app.py whose sentence says constants/functions were left out
(or kept as they were, unshown) is not usable; a real whole stdlib file stays usable and exact.
"""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

from artifact_codec import parse_response

# a part of app.py: the module constants its other functions use are left out; it reads
# one environment key and passes a capitals string to a call, as real modules do
_APP = (
    "import logging\nimport os\n\nimport requests\n\nlog = logging.getLogger(__name__)\n"
    'log.setLevel("INFO")\n\n\ndef fetch(url):\n'
    '    return requests.get(url, headers={"X-Token": os.environ["API_TOKEN"]})\n'
)
_GETENV = 'import os\n\n\ndef load():\n    return os.getenv("DATABASE_URL")\n'


def _md(path: str, content: str) -> str:
    return f"`{path}`:\n\n```python\n{content}```\n"


@pytest.mark.parametrize(
    ("content", "sentence"),
    [
        pytest.param(
            _APP, "The `MAX_RETRIES` and `TIMEOUT` constants are unchanged.", id="constants-kind"
        ),
        pytest.param(_APP, "`TIMEOUT` is unchanged (omitted for brevity).", id="one-omitted"),
        pytest.param(_APP, "I omitted `MAX_RETRIES` and `TIMEOUT` for brevity.", id="i-omitted"),
        pytest.param(
            _GETENV, "`DEFAULT_PAGE_SIZE` and `MAX_PAGE_SIZE` are unchanged.", id="getenv-file"
        ),
    ],
)
def test_constants_left_out_of_a_part_that_reads_the_environment_refuse(
    content: str, sentence: str
) -> None:
    refused(_md("app.py", content) + "\n" + sentence + "\n")


# a part of pkg/io.py: its module function open() is left out; __all__ lists it in a
# spelling _python_wanted does not read (annotated, augmented, concatenated)
_READER = "\n\nclass Reader:\n    def open(self):\n        return builtins.open(self.path)\n"


@pytest.mark.parametrize(
    ("content", "sentence"),
    [
        pytest.param(
            'import builtins\n\n__all__: list[str] = ["open", "Reader"]\n' + _READER,
            "`open()` is unchanged (omitted for brevity).",
            id="all-annotated",
        ),
        pytest.param(
            'import builtins\n\n__all__ = ["Reader"]\n__all__ += ["open"]\n' + _READER,
            "`open()` is unchanged (omitted for brevity).",
            id="all-augmented",
        ),
        pytest.param(
            'import builtins\n\n__all__ = ["Reader"] + ["open"]\n' + _READER,
            "`open()` is unchanged (omitted for brevity).",
            id="all-concatenated",
        ),
        # no __all__: the sentence itself says the module's own open() was omitted
        pytest.param(
            "import builtins\n\n\nclass Reader:\n    pass\n\n\ndef read(p):\n"
            "    with open(p) as fh:\n        return fh.read()\n",
            "The module's own `open()` wrapper is unchanged (omitted for brevity).",
            id="no-all-module-own",
        ),
    ],
)
def test_a_module_function_named_like_a_builtin_left_out_refuses(
    content: str, sentence: str
) -> None:
    refused(_md("pkg/io.py", content) + "\n" + sentence + "\n")


_STDLIB = Path(sysconfig.get_paths()["stdlib"])


@pytest.mark.parametrize(
    ("rel", "sentence"),
    [
        # its module __getattr__ (PEP 562) imports them lazily: whole file
        pytest.param(
            "concurrent/futures/__init__.py",
            "The lazy `ThreadPoolExecutor` and `ProcessPoolExecutor` imports are unchanged.",
            id="futures-lazy-getattr",
        ),
        # "from _codecs import *" inside a try binds them: whole file
        pytest.param("codecs.py", "`lookup()` and `register()` are unchanged.", id="codecs-star"),
    ],
)
def test_a_whole_stdlib_module_whose_all_names_come_from_elsewhere_stays_usable(
    rel: str, sentence: str
) -> None:
    source = (_STDLIB / rel).read_text(encoding="utf-8")
    result = parse_response(_md(rel, source) + "\n" + sentence + "\n")
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(rel, source)]


def _without_functions(source: str, names: set[str]) -> str:
    import ast

    lines = source.splitlines(keepends=True)
    drop: set[int] = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and node.name in names:
            start = (node.decorator_list[0].lineno if node.decorator_list else node.lineno) - 1
            drop.update(range(start, node.end_lineno or node.lineno))
    return "".join(line for at, line in enumerate(lines) if at not in drop)


@pytest.mark.parametrize(
    ("rel", "name"),
    [
        # __all__ lists open, but a top-level "from _lzma import *" turns the reading off
        pytest.param("lzma.py", "open", id="lzma-star-import"),
        pytest.param("webbrowser.py", "open", id="webbrowser"),
        # no __all__: the module's own open() / any() read as the builtins
        pytest.param("_pyio.py", "open", id="pyio-no-all"),
        pytest.param("tokenize.py", "any", id="tokenize-any"),
    ],
)
def test_a_real_module_part_without_its_builtin_named_function_refuses(rel: str, name: str) -> None:
    path = _STDLIB / rel
    if not path.exists():
        pytest.skip(f"{rel} is not in this Python")
    part = _without_functions(path.read_text(encoding="utf-8"), {name})
    assert f"\ndef {name}(" not in part
    answer = _md(rel, part) + f"\n`{name}()` is unchanged (omitted for brevity).\n"
    refused(answer)
