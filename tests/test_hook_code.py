"""A hook file's code is harmless only when it is KNOWN to write no file (hook_code.py).

The writing forms are the ways each language reaches a file, written by hand (other names,
other spellings, code built from text); the harmless forms are the hook files a model writes
most (a conftest of fixtures and markers, a jest/vite/playwright configuration of settings,
a build.rs that prints ``cargo:`` lines).
"""

from __future__ import annotations

import pytest
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.hook_code import harmless_code

PY_WRITES = {
    "open-write": 'open("a.py", "w").write("")\n',
    "open-append-kw": 'open("a.py", mode="a").close()\n',
    "open-plus": 'open("a.py", "r+").close()\n',
    "open-opener": 'open("a.py", opener=lambda p, f: 0)\n',
    "open-star": 'args = ("a.py", "w")\nopen(*args)\n',
    "open-mode-variable": 'm = "w"\nopen("a.py", m)\n',
    "open-passed": 'list(map(open, ["a.py"]))\n',
    "import-os-remove": 'import os\nos.remove("a.py")\n',
    "os-path-not-listed": 'import os\nos.unlink("a.py")\n',
    "from-os-import": 'from os import remove\nremove("a.py")\n',
    "import-shutil": 'import shutil\nshutil.rmtree("src")\n',
    "import-subprocess": 'import subprocess\nsubprocess.run(["rm", "a.py"])\n',
    "import-io": 'import io\nio.open("a.py", "w")\n',
    "import-builtins": 'import builtins\nbuiltins.open("a.py", "w")\n',
    "importlib": 'import importlib\nimportlib.import_module("os").remove("a.py")\n',
    "dunder-import": '__import__("os").remove("a.py")\n',
    "exec": 'exec("import os")\n',
    "eval": 'eval("1")\n',
    "compile": 'compile("x", "f", "exec")\n',
    "getattr": 'getattr(str, "x")\n',
    "setattr": 'setattr(str, "x", 1)\n',
    "globals": 'globals()["x"] = 1\n',
    "vars": "vars()\n",
    "dunder-builtins": '__builtins__["open"]("a.py", "w")\n',
    "print-file": 'import sys\nprint("x", file=sys.stderr)\n',
    "print-kwargs": 'print("x", **{"file": None})\n',
    "path-write-text": 'from pathlib import Path\nPath("a.py").write_text("")\n',
    "path-unlink": 'import pathlib\npathlib.Path("a.py").unlink()\n',
    "path-replace": 'from pathlib import Path\nPath("b.py").replace("a.py")\n',
    "path-open": 'from pathlib import Path\nPath("a.py").open("w")\n',
    "json-dump": "import json\njson.dump({}, None)\n",
    "tmp-path-write": "def test_x(tmp_path):\n    (tmp_path / 'a').write_text('')\n",
    "request-path": "def pytest_configure(config):\n    config.rootpath.joinpath('a').unlink()\n",
    "config-option": "def pytest_configure(config):\n    config.option.basetemp = '.'\n",
    "fspath-remove": "def test_x(request):\n    request.fspath.remove()\n",
    "subclasses": "().__class__.__base__.__subclasses__()\n",
    "monkeypatch-setattr": "def f(monkeypatch):\n    monkeypatch.setattr('os.getcwd', str)\n",
    "skipif-string": "import pytest\n\nm = pytest.mark.skipif(\"__import__('os').remove('a')\")\n",
    "skipif-alias": "import pytest\n\ns = pytest.mark.skipif\nm = s(\"__import__('os')\")\n",
    "xfail-condition": "import pytest\n\nm = pytest.mark.xfail(condition='1')\n",
    "skipif-or": "import pytest\n\nm = pytest.mark.skipif('' or 'x')\n",
    "skipif-own-eq": (
        "import pytest\n\n\nclass C:\n    def __eq__(self, o):\n        return 'x'\n\n\n"
        "m = pytest.mark.skipif(C() == 1)\n"
    ),
    "relative-import": "from .helpers import wipe\n",
    "local-module": "from helpers import wipe\n",
    "shadowed-json": "import json\n",
    "star-import": "from typing import *\n",
    "type-hints": "import typing\ntyping.get_type_hints(str)\n",
    "private-member": "import re\nre._compile('x', 0)\n",
    "setup-script-args": "from setuptools import setup\nsetup(script_args=['clean'])\n",
    "setup-kwargs": "from setuptools import setup\nsetup(**{'name': 'x'})\n",
    "os-rebound": "import os\nos = 1\nos.remove('a.py')\n",
    "syntax-error": "def f(:\n",
    "inherited-unlink": (
        "from pathlib import Path\n\n\nclass A:\n    def unlink(self):\n        pass\n\n\n"
        "class P(type(Path())):\n    def go(self):\n        self.unlink()\n"
    ),
    "inherited-unlink-base": (
        "import pathlib\n\n\nclass A:\n    def unlink(self):\n        pass\n\n\n"
        "class P(pathlib.PurePath):\n    def go(self):\n        self.unlink()\n"
    ),
    "annotations-evaluated": "import typing_extensions\ntyping_extensions.get_annotations(str)\n",
    "unbound-name": "wipe('a.py')\n",
    "own-type-checking": "TYPE_CHECKING = 1\nif TYPE_CHECKING:\n    import os\n    os.remove(1)\n",
}


@pytest.mark.parametrize("case", list(PY_WRITES))
def test_python_hook_code_that_may_write_is_not_harmless(case: str) -> None:
    written = ["conftest.py", "a.py", "json.py"]
    assert not harmless_code("conftest.py", PY_WRITES[case], written)


PY_HARMLESS = {
    "fixture": "import pytest\n\n\n@pytest.fixture\ndef n():\n    return 1\n",
    "fixture-scope": (
        "import pytest\n\n\n@pytest.fixture(scope='session', autouse=True)\n"
        "def data():\n    yield {'a': [1, 2]}\n"
    ),
    "markers": (
        "def pytest_configure(config):\n"
        "    config.addinivalue_line('markers', 'slow: a slow test')\n"
    ),
    "addoption-and-skip": (
        "import pytest\n\n\ndef pytest_addoption(parser):\n"
        "    parser.addoption('--runslow', action='store_true', default=False)\n\n\n"
        "def pytest_collection_modifyitems(config, items):\n"
        "    if config.getoption('--runslow'):\n        return\n"
        "    skip = pytest.mark.skip(reason='need --runslow')\n"
        "    for item in items:\n        if 'slow' in item.keywords:\n"
        "            item.add_marker(skip)\n"
    ),
    "sys-path": (
        "import os\nimport sys\n\n"
        "sys.path.insert(0, os.path.abspath(os.path.join(os.path.dirname(__file__), 'src')))\n"
    ),
    "pathlib-sys-path": (
        "import sys\nfrom pathlib import Path\n\nsys.path.insert(0, str(Path(__file__).parent))\n"
    ),
    "reads": "DATA = open('data.txt', encoding='utf-8').read()\n",
    "environ": "import os\n\nos.environ.setdefault('APP_ENV', 'test')\n",
    "dataclass": (
        "from dataclasses import dataclass\n\n\n@dataclass\nclass User:\n    name: str\n\n"
        "    def greet(self):\n        return self.name.upper()\n"
    ),
    "subclass": (
        "class Base:\n    def __init__(self, n):\n        self.n = n\n\n\n"
        "class Child(Base):\n    def __init__(self):\n        super().__init__(1)\n"
        "        self.twice = self.n * 2\n"
    ),
    "own-attributes": (
        "class Counter:\n    def __init__(self):\n        self.count = 0\n\n"
        "    def bump(self):\n        self.count += 1\n        return self.count\n"
    ),
    "skipif-condition": (
        "import sys\n\nimport pytest\n\n"
        "windows = pytest.mark.skipif(sys.platform == 'win32', reason='posix')\n"
    ),
    "param-marks": "import pytest\n\nP = pytest.param(1, marks=pytest.mark.xfail)\n",
    "setup": "from setuptools import find_packages, setup\n\nsetup(packages=find_packages())\n",
    "type-checking": (
        "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
        "    from _pytest.config import Config\n"
    ),
    "future": "from __future__ import annotations\n\nfrom typing import Any\n\nX: Any = 1\n",
}


@pytest.mark.parametrize("case", list(PY_HARMLESS))
def test_python_hook_code_that_only_builds_objects_is_harmless(case: str) -> None:
    assert harmless_code("conftest.py", PY_HARMLESS[case], ["conftest.py", "a.py"])


JS_WRITES = {
    "require-fs": "require('fs').rmSync('a.js');\n",
    "require-concat": "require('f' + 's');\n",
    "require-variable": "const m = 'fs';\nrequire(m);\n",
    "require-resolve": "require.resolve('x');\n",
    "module-require": "module.require('fs');\n",
    "module-constructor": "module.constructor._load('fs');\n",
    "process-builtin": "process.getBuiltinModule('fs');\n",
    "process-main": "process.mainModule.require('fs');\n",
    "create-require": "import { createRequire } from 'module';\n",
    "import-fs": "import fs from 'node:fs';\nexport default {};\n",
    "import-dynamic": "import('fs');\n",
    "import-relative": "import base from './base.config.js';\nexport default base;\n",
    "eval": "eval('1');\n",
    "function": "new Function('return 1')();\n",
    "function-value": "['x'].map(Function);\n",
    "constructor": "const F = [].map.constructor;\n",
    "constructor-key": "const F = [].map['constructor'];\n",
    "computed-key": "const k = 'x';\nconst v = {}[k];\n",
    "destructure-computed": "const k = 'x';\nconst { [k]: v } = {};\n",
    "optional-call": "const o = {};\no.x?.();\n",
    "arrow-alias": "const f = (o.x);\nf();\n",
    "export-from": "export { rmSync } from 'fs'\n",
    "import-side-effect": "import 'fs'\n",
    "global-this": "globalThis.process;\n",
    "set-timeout": "['x'].map(setTimeout);\n",
    "iife": "(() => 1)();\n",
    "call-of-index": "const a = [() => 1];\na[0]();\n",
    "unknown-call": "cleanup('a.js');\nmodule.exports = {};\n",
    "unknown-method": "const p = require('path');\np.unlinkSync('a.js');\n",
    "tagged-template": "const s = tag`x`;\n",
    "new-unknown": "const p = new CopyPlugin({ patterns: [] });\n",
    "unclosed-string": "module.exports = { a: 'x };\n",
    "regex-after-paren": "if (a) /'/.test(b);\n",
    "template-code": "const s = `${require('fs')}`;\n",
    "deno": "Deno.removeSync('a.js');\n",
    "escaped-name": "['x'].map(\\u0046unction);\n",
    "vite-build": "import { build } from 'vite';\nbuild({ build: { outDir: '.' } });\n",
    "vite-namespace": "import * as vite from 'vite';\nvite.build({});\n",
    "asi-call": "module.exports = {\n  apply(c) {\n    c.fs.writeFile('a.js')\n    {}\n  },\n};\n",
    "asi-name": "function g(writeFile) {\n  writeFile('a.js')\n  {}\n}\n",
    "shadowed-function": (
        "function w() {}\nmodule.exports = { apply(c) { const { w } = c.fs; w('a.js'); } };\n"
    ),
    "reassigned-function": "let f = () => 1;\nf = process.env;\nf();\n",
}


@pytest.mark.parametrize("case", list(JS_WRITES))
def test_js_hook_code_that_may_write_is_not_harmless(case: str) -> None:
    assert not harmless_code("jest.config.js", JS_WRITES[case])


JS_HARMLESS = {
    "object": "module.exports = { testEnvironment: 'node', verbose: true };\n",
    "type-comment": (
        "/** @type {import('jest').Config} */\nconst config = {\n  testMatch: ['**/*.test.js'],\n"
        "  transform: { '^.+\\\\.tsx?$': 'ts-jest' },\n};\n\nmodule.exports = config;\n"
    ),
    "path-resolve": (
        "const path = require('path');\n\nmodule.exports = {\n"
        "  rootDir: path.resolve(__dirname, 'src'),\n"
        "  testEnvironment: process.env.CI ? 'node' : 'jsdom',\n};\n"
    ),
    "vite": (
        "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\n"
        "export default defineConfig({\n  plugins: [react()],\n  server: { port: 3000 },\n});\n"
    ),
    "vitest-function": (
        "import { defineConfig } from 'vitest/config';\n\n"
        "export default defineConfig(({ mode }) => ({ test: { environment: mode } }));\n"
    ),
    "playwright": (
        "import { defineConfig, devices } from '@playwright/test';\n\n"
        "export default defineConfig({\n"
        "  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],\n});\n"
    ),
    "ts-type-import": (
        "import type { Config } from 'jest';\n\nconst config: Config = { verbose: true };\n\n"
        "export default config;\n"
    ),
    "regex": "module.exports = { module: { rules: [{ test: /\\.css$/, use: ['css'] }] } };\n",
    "object-keys": "module.exports = { module: 'x', process: 1, require: [] };\n",
    "method": "module.exports = {\n  setup(on) {\n    return on;\n  },\n};\n",
    "default-as": (
        "import { default as react } from '@vitejs/plugin-react';\n"
        "export default { plugins: [react()] };\n"
    ),
    "arrow": "const f = (x) => x + 1;\nmodule.exports = { n: f(1) };\n",
    "template": "const name = 'x';\nmodule.exports = { displayName: `unit ${name}` };\n",
}


@pytest.mark.parametrize("case", list(JS_HARMLESS))
def test_js_hook_code_of_settings_is_harmless(case: str) -> None:
    assert harmless_code("jest.config.js", JS_HARMLESS[case])


RS_WRITES = {
    "fs-write": 'fn main() { std::fs::write("src/main.rs", "").unwrap(); }\n',
    "leading-colons": 'fn main() { ::std::fs::remove_file("src/main.rs").unwrap(); }\n',
    "use-fs": 'use std::fs;\nfn main() { fs::remove_file("x").unwrap(); }\n',
    "use-as": 'use std::fs as f;\nfn main() { f::remove_file("x").unwrap(); }\n',
    "use-brace-as": 'use std::{fs as f};\nfn main() { f::remove_file("x").unwrap(); }\n',
    "use-env-as": "use std::env as e;\nfn main() {}\n",
    "file": 'use std::fs::File;\nfn main() { File::create("x").unwrap(); }\n',
    "process": 'fn main() { std::process::Command::new("rm").status().unwrap(); }\n',
    "io": "fn main() { std::io::copy(&mut std::io::empty(), &mut std::io::sink()).unwrap(); }\n",
    "crate": 'fn main() { cc::Build::new().file("x.c").compile("x"); }\n',
    "extern": 'extern "C" { fn unlink(p: *const u8) -> i32; }\nfn main() {}\n',
    "unsafe": "fn main() { unsafe {} }\n",
    "mod": "mod helper;\nfn main() {}\n",
    "include": 'include!("gen.rs");\nfn main() {}\n',
    "macro-rules": "macro_rules! m { () => {} }\nfn main() {}\n",
    "link-arg": 'fn main() { println!("cargo:rustc-link-arg=-o/src/main.rs"); }\n',
    "printed-argument": 'fn main() { let x = "cargo:rustc-link-arg=-o"; println!("{}", x); }\n',
    "print-no-newline": 'fn main() { print!("cargo:rustc-link-arg="); }\n',
    "interpolated": (
        'fn main() { let v = "a\\ncargo:rustc-link-arg=-o"; println!("cargo:rustc-cfg={v}"); }\n'
    ),
    "escape-newline": 'fn main() { println!("cargo:warning=x\\x0acargo:rustc-link-arg=-o"); }\n',
    "crate-root": 'fn main() { ::cc::Build::new().file("x.c").compile("x"); }\n',
    "second-line": 'fn main() { println!("x\\ncargo:rustc-flags=-l x"); }\n',
    "unclosed-comment": "fn main() {} /* \n",
    "comment-hides-nothing": 'fn main() { /* " */ std::fs::write("a", "").unwrap(); /* " */ }\n',
}


@pytest.mark.parametrize("case", list(RS_WRITES))
def test_rust_build_script_that_may_write_is_not_harmless(case: str) -> None:
    assert not harmless_code("build.rs", RS_WRITES[case])


RS_HARMLESS = {
    "rerun": 'fn main() {\n    println!("cargo:rerun-if-changed=build.rs");\n}\n',
    "env": (
        "use std::env;\n\nfn main() {\n"
        '    let target = env::var("TARGET").unwrap_or_default();\n'
        '    if target.contains("linux") {\n        println!("cargo:rustc-cfg=linux");\n    }\n'
        '    println!("cargo::rerun-if-env-changed=TARGET\\ncargo:rustc-env=KIND={{x}}");\n}\n'
    ),
    "lifetime-and-char": (
        "fn first<'a>(s: &'a str) -> char { s.chars().next().unwrap_or('x') }\n"
        'fn main() { let _ = first("a"); println!("cargo:warning=built"); }\n'
    ),
}


@pytest.mark.parametrize("case", list(RS_HARMLESS))
def test_rust_build_script_that_only_prints_cargo_lines_is_harmless(case: str) -> None:
    assert harmless_code("build.rs", RS_HARMLESS[case])


def test_other_languages_are_not_read() -> None:
    assert not harmless_code("conftest.rb", "x = 1\n")
    assert not harmless_code("Makefile", "all:\n")


# -- end to end: the diagnostic names the hook, the command and the fix ---------------------

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(files: dict[str, str], after: str) -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


def test_a_hook_not_proven_harmless_is_named_with_its_command_and_the_fix() -> None:
    files = {"a.py": "x = 1\n", "conftest.py": "import os as o\no.remove('a.py')\n"}
    result = parse_response(_ours(files, "Run:\n```bash\npytest -q\n```\n"))
    assert not result.usable
    message = next(d.message for d in result.diagnostics if d.code == "changed-after")
    assert "runs pytest, which runs conftest.py" in message
    assert "send the files as they end up" in message


def test_a_conftest_of_markers_and_fixtures_keeps_the_result() -> None:
    files = {
        "a.py": "def f():\n    return 1\n",
        "test_a.py": "from a import f\n\n\ndef test_f():\n    assert f() == 1\n",
        "conftest.py": PY_HARMLESS["addoption-and-skip"],
    }
    result = parse_response(_ours(files, "Run:\n```bash\npytest\n```\n"))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert {f.file_path: f.content for f in result.code.files}["a.py"] == files["a.py"]


def test_a_vite_config_of_settings_keeps_the_result() -> None:
    files = {"src/main.js": "console.log(1);\n", "vite.config.js": JS_HARMLESS["vite"]}
    result = parse_response(_ours(files, "Run:\n```bash\nnpx vite build\n```\n"))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]


def test_a_build_script_reading_the_environment_keeps_the_result() -> None:
    files = {
        "Cargo.toml": '[package]\nname = "x"\nversion = "0.1.0"\nedition = "2021"\n',
        "src/main.rs": "fn main() {}\n",
        "build.rs": RS_HARMLESS["env"],
    }
    result = parse_response(_ours(files, "Run:\n```bash\ncargo build\n```\n"))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]


# -- open false refusals: hook code that writes nothing of the answer's, not proven ----------
# A fixture writing into pytest's tmp_path (a file of its own, outside the answer), a
# conftest importing the answer's own module (its code runs as the tests run it): the rule
# reads neither where a path points nor another file's code, so both are refused.
OPEN_FALSE_REFUSALS = {
    "tmp-path-fixture": (
        "import pytest\n\n\n@pytest.fixture\ndef cfg(tmp_path):\n"
        "    p = tmp_path / 'c.json'\n    p.write_text('{}')\n    return p\n"
    ),
    "imports-the-answer": (
        "import pytest\n\nfrom app import create_app\n\n\n@pytest.fixture\ndef client():\n"
        "    return create_app()\n"
    ),
}


@pytest.mark.parametrize("case", list(OPEN_FALSE_REFUSALS))
def test_a_conftest_writing_nothing_of_the_answer_keeps_the_result(case: str) -> None:
    files = {"app.py": "def create_app():\n    return 1\n"}
    files["conftest.py"] = OPEN_FALSE_REFUSALS[case]
    result = parse_response(_ours(files, "Run:\n```bash\npytest\n```\n"))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]


# -- reading hook code is linear -------------------------------------------------------------


def test_reading_a_long_js_config_is_linear() -> None:
    """Settings, and calls nested as deep as the file is long (each call's closing
    parenthesis found once, not by a scan from each call)."""

    def make(count: int) -> str:
        nested = "path.join(" * count + "'a'" + ")" * count
        lines = "".join(f"  k{i}: path.resolve(__dirname, 'x{i}'),\n" for i in range(count))
        return f"const path = require('path');\n\nmodule.exports = {{\n{lines}  n: {nested},\n}};\n"

    assert harmless_code("jest.config.js", make(10))
    assert_linear(make, lambda text: harmless_code("jest.config.js", text), 200)


def test_reading_a_long_conftest_is_linear() -> None:
    def make(count: int) -> str:
        classes = "".join(f"class C{i}(C{i + 1}):\n    x{i} = 1\n\n\n" for i in range(count))
        fixtures = "".join(
            f"@pytest.fixture\ndef f{i}(request):\n    return request.param + {i}\n\n\n"
            for i in range(count)
        )
        return f"import pytest\n\n\nclass C{count}:\n    pass\n\n\n" + classes + fixtures

    assert harmless_code("conftest.py", make(10), ["conftest.py"])
    assert_linear(make, lambda text: harmless_code("conftest.py", text, ()), 20)


def test_an_attribute_inherited_from_far_up_the_file_s_classes_is_not_proven() -> None:
    """``self.x`` is looked for in the class and the first 32 of its bases in the file."""

    def chain(count: int) -> str:
        classes = "".join(f"class C{i + 1}(C{i}):\n    pass\n" for i in range(count))
        use = f"class D(C{count}):\n    def f(self):\n        return self.x\n"
        return "class C0:\n    x = 1\n" + classes + use

    assert harmless_code("conftest.py", chain(5), ())
    assert not harmless_code("conftest.py", chain(100), ())
