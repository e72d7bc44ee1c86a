# ruff: noqa: E501
"""Hunt 16 (hooks): probe families of hook code that writes yet may pass as harmless, and of
ordinary hook files that may be refused.

Each family generates answers (our hybrid format, a command after the end marker) whose hook
file (conftest.py, setup.py, a JS config, build.rs, or a file a runner loads another way)
either writes a file of the answer (meant: not usable) or writes nothing (meant: usable with
the files as sent). Counts per family: total, usable-right, refused, WRONG (usable although
the command changes a file). Fixed seed; ``--count`` answers per family.

    python benchmarks/hunt_hunt16-hooks.py --count 40 --seed 16
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable

from artifact_codec import parse_response

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
A = "def f():\n    return 1\n"
T = "from a import f\n\n\ndef test_f():\n    assert f() == 1\n"
JS_A = "module.exports = 1;\n"
CARGO = '[package]\nname = "x"\nversion = "0.1.0"\nedition = "2021"\n'
PY_W = "import os\n\nos.remove('a.py')\n"
JS_W = "require('fs').rmSync('a.js');\n"

Case = tuple[dict[str, str], str, bool]  # files, command, whether the command writes


def ours(files: dict[str, str], command: str) -> str:
    blocks = "".join(f"===FILE_CONTENT_BLOCK===\nPATH: {p}\n---\n{t}\n" for p, t in files.items())
    return _HEAD + blocks + f"===FILE_CONTENT_BLOCK===END\n\nRun:\n```bash\n{command}\n```\n"


def _wrap_py(rng: random.Random, body: str) -> str:
    """The writing statements at the top, in a hook, or in an autouse fixture."""
    place = rng.choice(["top", "hook", "fixture"])
    if place == "top":
        return body
    indented = "".join("    " + line + "\n" for line in body.splitlines())
    if place == "hook":
        return "def pytest_configure(config):\n" + indented
    return "import pytest\n\n\n@pytest.fixture(autouse=True)\ndef w():\n" + indented


def _conftest(code: str) -> Case:
    return {"a.py": A, "test_a.py": T, "conftest.py": code}, "pytest", True


def py_any_reexport(rng: random.Random) -> Case:
    module, chain = rng.choice(
        [
            ("dataclasses", "builtins.exec(\"import os; os.remove('a.py')\")"),
            ("dataclasses", "inspect.os.remove('a.py')"),
            ("typing_extensions", "inspect.os.remove('a.py')"),
            ("typing_extensions", "builtins.exec(\"import os; os.remove('a.py')\")"),
            ("enum", "bltns.exec(\"import os; os.remove('a.py')\")"),
            ("typing_extensions", "io.open('a.py', 'w').close()"),
        ]
    )
    style = rng.choice(["import", "alias", "from"])
    head, rest = chain.split(".", 1)
    if style == "import":
        code = f"import {module}\n\n" + _wrap_py(rng, f"{module}.{chain}")
    elif style == "alias":
        code = f"import {module} as m\n\n" + _wrap_py(rng, f"m.{chain}")
    else:
        code = f"from {module} import {head}\n\n" + _wrap_py(rng, f"{head}.{rest}")
    return _conftest(code)


def py_type_checking_store(rng: random.Random) -> Case:
    module = rng.choice(["typing", "typing_extensions"])
    form = rng.choice(["attr", "name"])
    test = f"{module}.TYPE_CHECKING" if form == "attr" else "TYPE_CHECKING"
    imports = f"import {module}\n" + (
        f"from {module} import TYPE_CHECKING\n" if form == "name" else ""
    )
    code = imports + f"\n{module}.TYPE_CHECKING = True\n"
    if form == "name":  # the name bound before the store keeps False: store, then re-read
        code = f"import {module}\n\n{module}.TYPE_CHECKING = True\nfrom {module} import TYPE_CHECKING\n"
    code += f"if {test}:\n    import os\n\n    os.remove('a.py')\n"
    return _conftest(code)


def py_self_by_name(rng: random.Random) -> Case:
    attr, call = rng.choice(
        [
            ("unlink", "()"),
            ("write_text", "('x = 2\\n')"),
            ("rename", "('b.py')"),
            ("write_bytes", "(b'')"),
        ]
    )
    param = rng.choice(["self", "cls"])
    own = rng.choice(
        [
            f"    {attr} = None\n\n",
            f"    def {attr}(self):\n        pass\n\n",
            f"    def x(self):\n        if 0:\n            {param}.{attr} = 0\n\n",
        ]
    )
    code = (
        "import pathlib\n\n\nclass C:\n"
        + own
        + f"    def w({param}):\n        {param}.{attr}{call}\n\n"
        "    w(pathlib.Path('a.py'))\n"
    )
    return _conftest(code)


def py_mark_string(rng: random.Random) -> Case:
    name = rng.choice(["skipif", "xfail"])
    code = (
        "import pytest\n\n\ndef pytest_collection_modifyitems(items):\n    for item in items:\n"
        f"        item.add_marker(pytest.MarkDecorator(pytest.Mark({name!r}, "
        "(\"__import__('os').remove('a.py')\",), {}, _ispytest=True), _ispytest=True))\n"
    )
    return _conftest(code)


def py_shadow_setuptools(rng: random.Random) -> Case:
    module = rng.choice(["plistlib", "getopt", "configparser", "pkgutil"])
    setup = "from setuptools import setup\n\nsetup(name='x', version='0.1', py_modules=['a'])\n"
    command = rng.choice(
        ["python setup.py sdist", "python setup.py --version", "python setup.py build"]
    )
    return {"a.py": A, "setup.py": setup, f"{module}.py": PY_W}, command, True


def py_mark_kwargs(rng: random.Random) -> Case:
    name = rng.choice(["skipif", "xfail"])
    where = rng.choice(["marker", "decorator-var"])
    mark = f"pytest.mark.{name}(**{{'condition': \"__import__('os').remove('a.py')\"}}, reason='x')"
    if where == "marker":
        code = (
            "import pytest\n\n\ndef pytest_collection_modifyitems(items):\n"
            f"    for item in items:\n        item.add_marker({mark})\n"
        )
    else:
        code = (
            "import pytest\n\n\ndef pytest_collection_modifyitems(items):\n"
            f"    m = {mark}\n    for item in items:\n        item.add_marker(m)\n"
        )
    return _conftest(code)


def py_setup_command_options(rng: random.Random) -> Case:
    command = rng.choice(["build", "build_py"])
    setup = (
        "from setuptools import setup\n\nsetup(\n    name='app',\n    version='0.1',\n"
        "    packages=['app'],\n    package_dir={'app': 'stash'},\n"
        "    command_options={'build': {'build_lib': ('setup.py', '.'), 'force': ('setup.py', 1)}},\n"
        ")\n"
    )
    files = {
        "app/__init__.py": "MEANT = 1\n",
        "stash/__init__.py": "MEANT = 2\n",
        "setup.py": setup,
    }
    return files, f"python setup.py {command}", True


def js_env_to_workers(rng: random.Random) -> Case:
    option = rng.choice(
        [
            "--import=data:text/javascript,import%7BrmSync%7Dfrom%22fs%22;rmSync(%22a.js%22)",
            "--require ./w.js",
            "-r ./w.js",
        ]
    )
    tool, path = rng.choice(
        [("npx jest", "jest.config.js"), ("npx vitest run", "vitest.config.js")]
    )
    body = "module.exports = { testEnvironment: 'node' };\n"
    if path.startswith("vitest"):
        body = "import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({});\n"
    code = f"process.env.NODE_OPTIONS = '{option}';\n" + body
    files = {"a.js": JS_A, path: code}
    if "w.js" in option:
        files["w.js"] = JS_W
    return files, tool, True


def js_config_command(rng: random.Random) -> Case:
    command = rng.choice(["rm a.js && npm run start", "sed -i s/1/2/ a.js; npm start"])
    config = (
        "import { defineConfig } from '@playwright/test';\n\nexport default defineConfig({\n"
        f"  webServer: {{ command: '{command}', url: 'http://localhost:3000' }},\n}});\n"
    )
    return (
        {"a.js": JS_A, "e2e/a.spec.js": "test(1);\n", "playwright.config.js": config},
        "npx playwright test",
        True,
    )


def _webpack(code: str, path: str = "webpack.config.js", command: str = "npx webpack") -> Case:
    return {"a.js": JS_A, path: code}, command, True


def js_regex_hide(rng: random.Random) -> Case:
    kind = rng.choice(["member", "postfix", "default"])
    if kind == "member":
        key = rng.choice(
            [
                "in",
                "of",
                "return",
                "typeof",
                "delete",
                "void",
                "new",
                "case",
                "else",
                "yield",
                "await",
                "throw",
                "do",
            ]
        )
        code = (
            f"const o = {{ {key}: 2 }};\nconst n = o.{key} / 1; require('fs').rmSync('a.js');"
            " const m = 1 / 1;\nmodule.exports = {};\n"
        )
        return _webpack(code)
    if kind == "postfix":
        op = rng.choice(["++", "--"])
        code = (
            f"let i = 0;\nconst n = i{op} / 1; require('fs').rmSync('a.js'); const m = 1 / 1;\n"
            "module.exports = {};\n"
        )
        return _webpack(code)
    code = 'export default /\'/; (await import("fs")).rmSync("a.js"); /\'/;\n'
    return _webpack(code, "vite.config.mjs", "npx vite build")


def js_comment_terminator(rng: random.Random) -> Case:
    end = rng.choice(["\u2028", "\u2029", "\r", "html"])
    if end == "html":
        return _webpack("<!-- `\nrequire('fs').rmSync('a.js');\n// `\nmodule.exports = {};\n")
    return _webpack(f"// settings{end}require('fs').rmSync('a.js');\nmodule.exports = {{}};\n")


def js_keyword_call(rng: random.Random) -> Case:
    name = rng.choice(["of", "async", "await", "yield", "extends"])
    if name == "extends":  # a call in a class heritage, read as a method definition
        code = (
            "module.exports = {\n  plugins: [{\n"
            "    apply({ outputFileSystem: { unlinkSync } }) {\n"
            "      class A extends unlinkSync('a.js') {}\n    },\n  }],\n};\n"
        )
        return _webpack(code)
    code = (
        "module.exports = {\n  plugins: [{\n"
        f"    apply({{ outputFileSystem: {{ unlinkSync: {name} }} }}) {{\n      {name}('a.js');\n"
        "    },\n  }],\n};\n"
    )
    return _webpack(code)


def js_callback(rng: random.Random) -> Case:
    method = rng.choice(["forEach", "map", "filter", "some", "every", "find"])
    source = rng.choice(["compiler.outputFileSystem", "compiler.inputFileSystem"])
    code = (
        "module.exports = {\n  plugins: [{\n    apply(compiler) {\n"
        f"      ['a.js'].{method}({source}.unlinkSync);\n    }},\n  }}],\n}};\n"
    )
    return _webpack(code.replace("}},", "},").replace("}}]", "}]").replace("}};", "};"))


def js_type_import(rng: random.Random) -> Case:
    module = rng.choice(["fs", "node:fs", "fs/promises", "child_process"])
    use = "unlinkSync" if "promises" not in module else "unlink"
    if module == "child_process":
        body = "['rm a.js'].forEach(type.execSync);\n"
    else:
        body = f"['a.js'].forEach(type.{use});\n"
    code = f"import type from '{module}';\n\n" + body + "export default {};\n"
    return _webpack(code, "vite.config.mjs", "npx vite build")


def rs_root_crate(rng: random.Random) -> Case:
    root = rng.choice(["env", "path", "collections", "fmt"])
    files = {
        "Cargo.toml": CARGO
        + f'\n[build-dependencies]\n{root} = {{ path = "helper", package = "helper" }}\n',
        "helper/Cargo.toml": CARGO.replace('"x"', '"helper"'),
        "helper/src/lib.rs": 'pub fn run() {\n    std::fs::write("src/main.rs", "").unwrap();\n}\n',
        "src/main.rs": "fn main() {}\n",
        "build.rs": f"fn main() {{\n    {root}::run();\n}}\n",
    }
    return files, rng.choice(["cargo build", "cargo run", "cargo test", "cargo check"]), True


def hook_files_missed(rng: random.Random) -> Case:
    pyproject = '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "x"\nversion = "0.1"\n'
    cases: list[Callable[[], Case]] = [
        lambda: ({"a.py": A, "test_a.py": T, "helper.py": PY_W, "conftest.py": "pytest_plugins = ['hel' 'per']\n"}, "pytest", True),
        lambda: ({"a.py": A, "test_a.py": T, "helper.py": PY_W}, "PYTEST_PLUGINS=helper pytest", True),
        lambda: ({"a.py": A, "backend.py": PY_W + "from setuptools.build_meta import *\n", "pyproject.toml": pyproject.replace('"setuptools.build_meta"', '"backend"\nbackend-path = ["."]')}, "pip install .", True),
        lambda: ({"a.py": A, "hatch_build.py": PY_W, "pyproject.toml": pyproject.replace('"setuptools"]', '"hatchling"]').replace("setuptools.build_meta", "hatchling.build") + "\n[tool.hatch.build.hooks.custom]\n"}, "pip install .", True),
        lambda: ({"a.py": A, "test_a.py": T, "setup.py": PY_W + "from setuptools import setup\n\nsetup(name='x')\n", "pyproject.toml": pyproject}, "uv run pytest", True),
        lambda: ({"a.py": A, "test_a.py": T, "helper.py": PY_W, "pyproject.toml": pyproject + '\n[project.entry-points.pytest11]\nh = "helper"\n'}, "pip install -e .\npytest", True),
        lambda: ({"Cargo.toml": CARGO + 'build = "gen.rs"\n', "src/main.rs": "fn main() {}\n", "gen.rs": 'fn main() {\n    std::fs::write("src/main.rs", "").unwrap();\n}\n'}, "cargo build", True),
        lambda: ({"a.js": JS_A, "w.js": JS_W, "package.json": '{"name": "x", "jest": {"setupFiles": ["./w.js"]}}\n'}, "npx jest", True),
        lambda: ({"a.js": JS_A, "jest.setup.js": JS_W, "jest.config.js": "const path = require('path');\n\nmodule.exports = { setupFiles: [path.join(__dirname, 'jest.setup.js')] };\n"}, "npx jest", True),
        lambda: ({"a.js": JS_A, "jest.setup.js": JS_W, "jest.config.js": "module.exports = { setupFiles: ['./jest.setup'] };\n"}, "npx jest", True),
        lambda: ({"a.js": JS_A, "setup.js": JS_W, ".mocharc.yml": "require: ./setup.js\n"}, "npx mocha", True),
    ]  # fmt: skip
    return rng.choice(cases)()


HARMLESS_PY = [
    "import pytest\n\n\n@pytest.fixture\ndef n():\n    return 1\n",
    "import os\n\nos.environ['APP_ENV'] = 'test'\n",
    "import json\n\nimport pytest\n\n\n@pytest.fixture\ndef data():\n    with open('data.json') as f:\n        return json.load(f)\n",
    "import logging\n\nlogging.basicConfig(level=logging.DEBUG)\n",
    "from unittest.mock import MagicMock\n\nimport pytest\n\n\n@pytest.fixture\ndef m():\n    return MagicMock()\n",
    "import warnings\n\nwarnings.filterwarnings('ignore', category=DeprecationWarning)\n",
    "from pathlib import Path\n\nimport pytest\n\n\n@pytest.fixture\ndef data_dir():\n    return Path(__file__).parent / 'fixtures'\n",
    "import pytest\n\n\n@pytest.fixture(autouse=True)\ndef env(monkeypatch):\n    monkeypatch.setenv('APP_ENV', 'test')\n",
    "import random\n\nimport pytest\n\n\n@pytest.fixture(autouse=True)\ndef seed():\n    random.seed(0)\n",
    "import pytest\n\n\n@pytest.fixture(params=[1, 2])\ndef n(request):\n    return request.param\n",
]
HARMLESS_JS = [
    (
        "vite.config.js",
        "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\n// https://vite.dev/config/\nexport default defineConfig({\n  plugins: [react()],\n})\n",
    ),
    (
        "vite.config.js",
        "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react-swc'\n\nexport default defineConfig({\n  plugins: [react()],\n})\n",
    ),
    (
        "vite.config.js",
        "import { fileURLToPath, URL } from 'node:url'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({\n  resolve: {\n    alias: {\n      '@': fileURLToPath(new URL('./src', import.meta.url))\n    }\n  }\n})\n",
    ),
    (
        "jest.config.js",
        "/** @type {import('ts-jest').JestConfigWithTsJest} */\nmodule.exports = {\n  preset: 'ts-jest',\n  testEnvironment: 'node',\n  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },\n};\n",
    ),
    (
        "tailwind.config.js",
        "/** @type {import('tailwindcss').Config} */\nexport default {\n  content: ['./index.html', './src/**/*.{js,ts,jsx,tsx}'],\n  theme: { extend: {} },\n  plugins: [],\n}\n",
    ),
    (
        "eslint.config.js",
        "import js from '@eslint/js'\nimport globals from 'globals'\n\nexport default [\n  { ignores: ['dist'] },\n  { files: ['**/*.{js,jsx}'], languageOptions: { globals: globals.browser }, rules: { ...js.configs.recommended.rules } },\n]\n",
    ),
    (
        "postcss.config.js",
        "export default {\n  plugins: {\n    tailwindcss: {},\n    autoprefixer: {},\n  },\n}\n",
    ),
]
HARMLESS_RS = [
    'fn main() {\n    println!("cargo:rerun-if-changed=build.rs");\n}\n',
    'fn main() {\n    if cfg!(target_os = "linux") {\n        println!("cargo:rustc-cfg=is_linux");\n    }\n}\n',
    'fn main() {\n    println!("cargo:rustc-link-lib=dylib=ssl");\n    println!("cargo:rustc-link-search=native=/usr/lib");\n}\n',
    'fn main() {\n    let target = std::env::var("TARGET").unwrap();\n    println!("cargo:rustc-env=BUILD_TARGET={}", target);\n}\n',
]  # fmt: skip


def harmless_common(rng: random.Random) -> Case:
    language = rng.choice(["py", "js", "rs"])
    if language == "py":
        files = {
            "a.py": A,
            "test_a.py": T,
            "data.json": "{}\n",
            "conftest.py": rng.choice(HARMLESS_PY),
        }
        return files, rng.choice(["pytest", "python -m pytest", "pytest -q"]), False
    if language == "js":
        path, code = rng.choice(HARMLESS_JS)
        command = {"vite": "npx vite build", "jest": "npx jest", "tailwind": "npx vite build"}
        first = path.split(".")[0]
        return (
            {"src/main.js": "console.log(1);\n", path: code},
            command.get(first, "npx eslint ."),
            False,
        )
    build = rng.choice(HARMLESS_RS)
    return (
        {"Cargo.toml": CARGO, "src/main.rs": "fn main() {}\n", "build.rs": build},
        "cargo build",
        False,
    )


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "py-any-module-reexport": py_any_reexport,
    "py-type-checking-store": py_type_checking_store,
    "py-self-by-name": py_self_by_name,
    "py-mark-string-condition": py_mark_string,
    "py-setuptools-imports-shadowed": py_shadow_setuptools,
    "py-mark-condition-double-star": py_mark_kwargs,
    "py-setup-command-options": py_setup_command_options,
    "js-regex-or-divide": js_regex_hide,
    "js-comment-terminator": js_comment_terminator,
    "js-keyword-named-call": js_keyword_call,
    "js-member-as-callback": js_callback,
    "js-import-type-default": js_type_import,
    "js-node-options-to-workers": js_env_to_workers,
    "js-config-shell-command": js_config_command,
    "rs-root-is-a-crate": rs_root_crate,
    "hook-files-missed": hook_files_missed,
    "harmless-common-hooks": harmless_common,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=40, help="answers per family")
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args()
    print(f"{'family':34} {'total':>6} {'usable-right':>13} {'refused':>8} {'WRONG':>6}")
    for name, make in FAMILIES.items():
        rng = random.Random(f"{args.seed}:{name}")
        right = refused = wrong = 0
        for _ in range(args.count):
            files, command, writes = make(rng)
            result = parse_response(ours(files, command))
            sent = [(f.file_path, f.content) for f in result.code.files]
            if not result.usable:
                refused += 1
            elif writes or sent != list(files.items()):
                wrong += 1
            else:
                right += 1
        print(f"{name:34} {args.count:>6} {right:>13} {refused:>8} {wrong:>6}")


if __name__ == "__main__":
    main()
