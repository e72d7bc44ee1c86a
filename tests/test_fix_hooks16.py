"""fix-hooks16: the rules behind the hunt16-hooks fixes, each on a case of its own."""

from __future__ import annotations

import pytest
from test_hunt16_hooks import _A, _JS_A, _JS_WRITER, _PY_WRITER, _TEST_A, _not_usable, _usable

from artifact_codec.ingest.conventions.hook_code import harmless_code

_WRITTEN = ["conftest.py", "a.py"]


def _py(code: str, written: list[str] = _WRITTEN) -> bool:
    return harmless_code("conftest.py", code, written)


def _js(code: str) -> bool:
    return harmless_code("webpack.config.js", code, ["webpack.config.js"])


# -- Python ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "code",
    [
        "from enum import bltns\n",  # a module enum imports, by an import
        "from dataclasses import inspect\n",
        "import typing_extensions\n\ntyping_extensions.inspect.os.remove('a.py')\n",
        "import typing\n\ndel typing.Any\n",  # a module's member deleted
        "import pytest\n\npytest.skip = print\n",  # a module's member replaced
        # a method of the class called through the class with a Path as self
        "import pathlib\n\n\nclass C:\n    unlink = None\n\n    def get(self):\n"
        "        self.unlink()\n\n\nC.get(pathlib.Path('a.py'))\n",
        # self bound again inside the method
        "import pathlib\n\n\nclass C:\n    unlink = None\n\n    def f(self):\n"
        "        self = pathlib.Path('a.py')\n        self.unlink()\n",
        # a base not of the file
        "class C(dict):\n    unlink = None\n\n    def f(self):\n        self.unlink()\n",
        "from setuptools import setup\n\nsetup(name='x', cmdclass={})\n",
        "import pytest\n\nm = pytest.mark.skipif(*['1'], reason='x')\n",
    ],
    ids=[
        "bltns",
        "imported-module",
        "chain",
        "del",
        "store",
        "unbound",
        "rebound",
        "base",
        "cmdclass",
        "star-condition",
    ],
)
def test_python_hooks_that_may_write(code: str) -> None:
    assert not _py(code)


@pytest.mark.parametrize(
    "code",
    [
        "from collections.abc import Mapping\n\nX: Mapping[str, int] = {}\n",
        "import pytest\n\n\nclass C:\n    x = 1\n\n    @pytest.fixture(autouse=True)\n"
        "    def f(self):\n        return self.x\n",
        "from datetime import datetime\nfrom copy import copy\nfrom random import random\n\n"
        "X = copy([random(), datetime.now()])\n",
        "import datetime\n\nNOW = datetime.datetime.now()\n",
        "from setuptools import find_packages, setup\n\n"
        "setup(name='x', version='0.1', packages=find_packages(), install_requires=['click'])\n",
    ],
    ids=["submodule", "method-fixture", "members-named-like-modules", "datetime", "setup-metadata"],
)
def test_python_hooks_that_write_nothing(code: str) -> None:
    assert _py(code)


def test_a_written_package_named_like_a_stdlib_module_shadows_it() -> None:
    """``email/__init__.py`` is the module ``email`` for Python run from the folder; a file
    of another name is not."""
    code = "import pytest\n"
    assert not _py(code, [*_WRITTEN, "email/__init__.py"])
    assert _py(code, [*_WRITTEN, "helpers.py"])


# -- JS --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "code",
    [
        "let of = 4;\nconst n = of / 2; const m = 1 / 1;\nmodule.exports = {};\n",
        "module.exports = {};\n--> x\n",
        "// a\u2029module.exports = {};\n",
        "// a\rmodule.exports = {};\n",
        "module.exports = { apply({ fs: { unlinkSync: of } }) { of`a.js`; } };\n",
        "process.env.NODE_OPTIONS += ' --require ./w.js';\nmodule.exports = {};\n",
        "delete process.env.X;\nmodule.exports = {};\n",
        "Object.assign(process.env, { X: '1' });\nmodule.exports = {};\n",
        "module.exports = { apply({ fs: { unlinkSync } }) { ['a.js'].forEach(unlinkSync); } };\n",
        "import type, { rmSync } from 'fs';\nexport default {};\n",
        "module.exports = { webServer: { command: 'npm start' } };\n",
    ],
    ids=[
        "divide-after-of",
        "html-close-comment",
        "u2029",
        "lone-cr",
        "tag-named-of",
        "env-compound",
        "env-delete",
        "env-whole",
        "name-as-callback",
        "type-and-names",
        "command-key",
    ],
)
def test_js_hooks_that_may_write(code: str) -> None:
    assert not _js(code)


@pytest.mark.parametrize(
    "code",
    [
        "module.exports = { module: { rules: [{ test: /\\.js$/ }] } };\n",
        "import { defineConfig } from 'vite';\n\n"
        "export default defineConfig(async () => ({ plugins: [] }));\n",
        "module.exports = { mode: process.env.CI ? 'production' : 'development' };\n",
        "module.exports = { names: ['a', 'b'].map(String) };\n",
        "import { fileURLToPath } from 'url';\n\n"
        "export default { root: fileURLToPath(import.meta.url) };\n",
    ],
    ids=["regex-after-colon", "async-arrow", "env-read", "builtin-callback", "import-meta"],
)
def test_js_hooks_that_write_nothing(code: str) -> None:
    assert _js(code)


# -- the hook files a command runs -------------------------------------------------------------


def test_pytest_plugins_not_a_literal_weighs_every_module() -> None:
    files = {"a.py": _A, "test_a.py": _TEST_A, "helper.py": _PY_WRITER}
    files["conftest.py"] = "name = 'helper'\npytest_plugins = [name]\n"
    _not_usable(files, "pytest")


def test_pytest_plugins_exported_for_the_runner() -> None:
    files = {"a.py": _A, "test_a.py": _TEST_A, "helper.py": _PY_WRITER}
    _not_usable(files, "export PYTEST_PLUGINS=helper\npytest")


def test_a_cmdclass_of_pyproject_weighs_every_module() -> None:
    pyproject = (
        '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n'
        '[project]\nname = "x"\nversion = "0.1"\n\n[tool.setuptools.cmdclass]\n'
        'build_py = "helper.B"\n'
    )
    files = {"a.py": _A, "helper.py": _PY_WRITER, "pyproject.toml": pyproject}
    _not_usable(files, "pip install .")


def test_hatch_run_builds_the_project_first() -> None:
    pyproject = '[project]\nname = "x"\nversion = "0.1"\n'
    files = {"a.py": _A, "test_a.py": _TEST_A, "hatch_build.py": _PY_WRITER}
    files["pyproject.toml"] = pyproject
    _not_usable(files, "hatch run pytest")


def test_package_json_outside_the_tool_s_section_names_no_loaded_file() -> None:
    """``"main": "w.js"`` is not jest's: w.js (the answer's program) is not run by jest."""
    files = {"a.js": _JS_A, "w.js": _JS_WRITER, "package.json": '{"name": "x", "main": "w.js"}\n'}
    _usable(files, "npx jest --listTests")


def test_vite_runs_the_postcss_config() -> None:
    files = {"src/main.js": "console.log(1);\n", "postcss.config.js": _JS_WRITER}
    _not_usable(files, "npx vite build")


@pytest.mark.parametrize(
    "code",
    [
        "++process.env.X;\nmodule.exports = {};\n",
        "process.env.X ??= '1';\nmodule.exports = {};\n",
        "process.env.X <<= 1;\nmodule.exports = {};\n",
    ],
    ids=["prefix-increment", "nullish-assignment", "shift-assignment"],
)
def test_the_environment_changed_by_any_operator(code: str) -> None:
    assert not _js(code)


@pytest.mark.parametrize(
    "code",
    [
        "module.exports = { port: '--port=' + process.env.PORT };\n",
        "module.exports = { ci: process.env.CI === 'true', n: process.env.N <= 2 };\n",
    ],
    ids=["concatenated", "compared"],
)
def test_the_environment_read_keeps_the_config(code: str) -> None:
    assert _js(code)
