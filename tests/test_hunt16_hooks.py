"""Hunt 16 (hooks): hook code a command runs that writes, yet passes as harmless.

Attacked: ``hook_code.harmless_code`` (fix-conv15: a conftest.py / JS config / build.rs is
harmless only when read as KNOWN to write no file) and the shell rule that finds the hook
files a command runs (``shell._hook_files``). How searched: for each allow-list (Python
modules with ``_ANY`` members, own attributes ``self.x``, the ``skipif`` string rule, the
``TYPE_CHECKING`` skip; JS tokens: regex or divide, comments, calls after a keyword, member
values passed as callbacks; Rust roots) a value the list lets through that reaches a writing
function, and for each runner a second way it loads a file (plugins by environment or by a
string the extraction does not read, PEP 517 backends and build hooks, ``build =`` of
Cargo.toml, package.json's jest section, a path built by ``path.join``). Every writing case
was run for real (pytest 9 on the conftest, node 20 on the JS config with webpack's
``compiler.outputFileSystem`` set to ``fs``, ``cargo build`` on the Rust one): the answer's
file was removed or rewritten. Each test asserts what the model meant: after the command the
files are not the ones sent, so the answer is not usable; the last tests are false refusals
of ordinary hook files. Probe families and counts: benchmarks/hunt_hunt16-hooks.py.
"""

from __future__ import annotations

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.hook_code import harmless_code

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
_A = "def f():\n    return 1\n"
_TEST_A = "from a import f\n\n\ndef test_f():\n    assert f() == 1\n"
_JS_A = "module.exports = 1;\n"
_CARGO = '[package]\nname = "x"\nversion = "0.1.0"\nedition = "2021"\n'
_PY_WRITER = "import os\n\nos.remove('a.py')\n"
_JS_WRITER = "require('fs').rmSync('a.js');\n"


def _ours(files: dict[str, str], command: str) -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + f"===FILE_CONTENT_BLOCK===END\n\nRun:\n```bash\n{command}\n```\n"


def _not_usable(files: dict[str, str], command: str) -> None:
    result = parse_response(_ours(files, command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


def _usable(files: dict[str, str], command: str) -> None:
    result = parse_response(_ours(files, command))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert {f.file_path: f.content for f in result.code.files} == files


def _conftest(code: str) -> None:
    _not_usable({"a.py": _A, "test_a.py": _TEST_A, "conftest.py": code}, "pytest")


def _webpack(code: str) -> None:
    _not_usable({"a.js": _JS_A, "webpack.config.js": code}, "npx webpack")


# -- Python: harmless_code ---------------------------------------------------------------


def test_a_module_an_allowed_module_imports_is_reached_through_it() -> None:
    """``_ANY`` takes every public member of ``dataclasses`` as not writing, and its public
    members include the modules it imports: ``dataclasses.builtins.exec``,
    ``typing_extensions.inspect.os.remove``, ``enum.bltns``. Seen: recovered."""
    _conftest("import dataclasses\n\ndataclasses.builtins.exec(\"import os; os.remove('a.py')\")\n")


def test_typing_type_checking_set_by_the_file_runs_the_skipped_block() -> None:
    """The body of ``if typing.TYPE_CHECKING:`` is not read, yet a store to an allowed
    module's member is accepted: ``typing.TYPE_CHECKING = True`` runs it. Seen: recovered."""
    _conftest(
        "import typing\n\ntyping.TYPE_CHECKING = True\nif typing.TYPE_CHECKING:\n"
        "    import os\n\n    os.remove('a.py')\n"
    )


def test_self_is_a_name_not_the_instance_of_the_class() -> None:
    """``self.unlink`` is taken as the class's own because the class names ``unlink``; a
    function of the class body called with a Path as ``self`` unlinks it. Seen: recovered."""
    _conftest(
        "import pathlib\n\n\nclass C:\n    unlink = None\n\n    def w(self):\n"
        "        self.unlink()\n\n    w(pathlib.Path('a.py'))\n"
    )


def test_a_skipif_mark_built_from_pytest_mark_evaluates_its_string() -> None:
    """The string condition rule looks for ``mark.skipif``; ``pytest.Mark('skipif', (code,),
    {})`` in a ``pytest.MarkDecorator`` given to ``add_marker`` is evaluated the same way by
    pytest. Seen: recovered."""
    _conftest(
        "import pytest\n\n\ndef pytest_collection_modifyitems(items):\n    for item in items:\n"
        "        item.add_marker(pytest.MarkDecorator(pytest.Mark('skipif', "
        "(\"__import__('os').remove('a.py')\",), {}, _ispytest=True), _ispytest=True))\n"
    )


# -- JS: harmless_code -------------------------------------------------------------------


def test_a_divide_after_a_keyword_named_member_is_read_as_a_regex() -> None:
    """``o.in / 1; CODE; 1 / 1``: after ``in`` (a keyword, here a member name) the reader
    takes ``/ 1; CODE; 1 /`` as one regex literal; node divides and runs CODE. Seen:
    recovered."""
    _webpack(
        "const o = { in: 2 };\nconst n = o.in / 1; require('fs').rmSync('a.js'); const m = 1 / 1;\n"
        "module.exports = {};\n"
    )


def test_a_divide_after_a_postfix_increment_is_read_as_a_regex() -> None:
    """``i++ / 1; CODE; 1 / 1``: after an operator the reader starts a regex. Seen:
    recovered."""
    _webpack(
        "let i = 0;\nconst n = i++ / 1; require('fs').rmSync('a.js'); const m = 1 / 1;\n"
        "module.exports = {};\n"
    )


def test_a_line_comment_ends_at_every_js_line_terminator() -> None:
    """The reader ends a ``//`` comment only at ``\\n``; JS also at U+2028, U+2029 and a lone
    ``\\r`` (the ``\\r`` form is recovered too). Seen: recovered."""
    _webpack("// settings\u2028require('fs').rmSync('a.js');\nmodule.exports = {};\n")


def test_a_function_named_like_a_keyword_is_called() -> None:
    """``of(...)``: a ``(`` after a word of ``_JS_KEYWORDS`` is taken as no call, but ``of``
    (``async``, ``await`` outside async code) is an ordinary name: here webpack's output file
    system's ``unlinkSync``. Seen: recovered."""
    _webpack(
        "module.exports = {\n  plugins: [{\n"
        "    apply({ outputFileSystem: { unlinkSync: of } }) {\n      of('a.js');\n    },\n"
        "  }],\n};\n"
    )


def test_a_writing_member_passed_as_a_callback_is_called() -> None:
    """Only a ``(`` is a call: a member read and passed to ``forEach`` / ``map`` is called by
    them (``compiler.outputFileSystem.unlinkSync``). Seen: recovered."""
    _webpack(
        "module.exports = {\n  plugins: [{\n    apply(compiler) {\n"
        "      ['a.js'].forEach(compiler.outputFileSystem.unlinkSync);\n    },\n  }],\n};\n"
    )


# -- Rust: harmless_code -----------------------------------------------------------------


def test_a_build_dependency_named_like_a_std_module_is_another_crate() -> None:
    """``env::run()`` is taken as ``std::env``'s; a build-dependency renamed ``env``
    (``env = { path = "helper", package = "helper" }``) is the answer's own crate, which
    writes src/main.rs (checked with ``cargo build``). Seen: recovered."""
    _not_usable(
        {
            "Cargo.toml": _CARGO
            + '\n[build-dependencies]\nenv = { path = "helper", package = "helper" }\n',
            "helper/Cargo.toml": _CARGO.replace('"x"', '"helper"'),
            "helper/src/lib.rs": 'pub fn run() {\n    std::fs::write("src/main.rs", "").unwrap();\n}\n',  # noqa: E501
            "src/main.rs": "fn main() {}\n",
            "build.rs": "fn main() {\n    env::run();\n}\n",
        },
        "cargo build",
    )


# -- the hook files a command runs, not found ----------------------------------------------


def test_pytest_plugins_spelled_as_adjacent_strings() -> None:
    """``pytest_plugins = ['hel' 'per']`` loads helper.py; the names are found by a regex
    over quoted words. Seen: recovered."""
    files = {"a.py": _A, "test_a.py": _TEST_A, "helper.py": _PY_WRITER}
    files["conftest.py"] = "pytest_plugins = ['hel' 'per']\n"
    _not_usable(files, "pytest")


def test_pytest_plugins_named_by_the_environment() -> None:
    """``PYTEST_PLUGINS=helper pytest`` loads helper.py (PYTEST_ADDOPTS is read, not
    PYTEST_PLUGINS). Seen: recovered."""
    _not_usable(
        {"a.py": _A, "test_a.py": _TEST_A, "helper.py": _PY_WRITER}, "PYTEST_PLUGINS=helper pytest"
    )


def test_an_in_tree_build_backend_is_run_by_pip_install() -> None:
    """``build-backend = "backend"`` with ``backend-path = ["."]``: ``pip install .`` runs
    backend.py (only setup.py is looked for). Seen: recovered."""
    pyproject = (
        '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "backend"\n'
        'backend-path = ["."]\n\n[project]\nname = "x"\nversion = "0.1"\n'
    )
    backend = _PY_WRITER + "from setuptools.build_meta import *\n"
    _not_usable({"a.py": _A, "backend.py": backend, "pyproject.toml": pyproject}, "pip install .")


def test_a_hatch_build_hook_is_run_by_pip_install() -> None:
    """``[tool.hatch.build.hooks.custom]`` runs hatch_build.py when the project is built.
    Seen: recovered."""
    pyproject = (
        '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n'
        '[project]\nname = "x"\nversion = "0.1"\n\n[tool.hatch.build.hooks.custom]\n'
    )
    files = {"a.py": _A, "hatch_build.py": _PY_WRITER, "pyproject.toml": pyproject}
    _not_usable(files, "pip install .")


def test_uv_run_installs_the_project_and_runs_its_setup_py() -> None:
    """``uv run`` syncs the project first (as ``uv sync`` does: builds it, running setup.py);
    it is looked through as a prefix. Seen: recovered."""
    pyproject = (
        '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n'
        '[project]\nname = "x"\nversion = "0.1"\n'
    )
    setup = _PY_WRITER + "from setuptools import setup\n\nsetup(name='x')\n"
    files = {"a.py": _A, "test_a.py": _TEST_A, "setup.py": setup, "pyproject.toml": pyproject}
    _not_usable(files, "uv run pytest")


def test_a_build_script_named_by_cargo_toml() -> None:
    """``build = "gen.rs"`` in [package]: cargo runs gen.rs (only build.rs is looked for).
    Seen: recovered."""
    files = {
        "Cargo.toml": _CARGO + 'build = "gen.rs"\n',
        "src/main.rs": "fn main() {}\n",
        "gen.rs": 'fn main() {\n    std::fs::write("src/main.rs", "").unwrap();\n}\n',
    }
    _not_usable(files, "cargo build")


def test_jest_setup_files_named_in_package_json() -> None:
    """package.json's ``"jest": {"setupFiles": ["./w.js"]}``: only *.config.js files are read
    for the files they load. Seen: recovered."""
    package = '{"name": "x", "jest": {"setupFiles": ["./w.js"]}}\n'
    _not_usable({"a.js": _JS_A, "w.js": _JS_WRITER, "package.json": package}, "npx jest")


def test_jest_setup_file_named_by_path_join() -> None:
    """``setupFiles: [path.join(__dirname, 'jest.setup.js')]``: the loaded file is found only
    as a quoted ``./`` path. Seen: recovered."""
    config = (
        "const path = require('path');\n\n"
        "module.exports = { setupFiles: [path.join(__dirname, 'jest.setup.js')] };\n"
    )
    files = {"a.js": _JS_A, "jest.setup.js": _JS_WRITER, "jest.config.js": config}
    _not_usable(files, "npx jest")


def test_jest_setup_file_named_without_its_extension() -> None:
    """``setupFiles: ['./jest.setup']``: jest resolves the extension. Seen: recovered."""
    config = "module.exports = { setupFiles: ['./jest.setup'] };\n"
    files = {"a.js": _JS_A, "jest.setup.js": _JS_WRITER, "jest.config.js": config}
    _not_usable(files, "npx jest")


def test_a_file_mocharc_yml_requires() -> None:
    """``.mocharc.yml`` ``require: ./setup.js``: mocha loads it first. Seen: recovered."""
    files = {"a.js": _JS_A, "setup.js": _JS_WRITER, ".mocharc.yml": "require: ./setup.js\n"}
    _not_usable(files, "npx mocha")


# -- what holds ------------------------------------------------------------------------------


def test_pytest_plugins_built_by_join_is_still_found() -> None:
    """A quoted part of the plugin's name still names helper.py (held)."""
    files = {"a.py": _A, "test_a.py": _TEST_A, "helper.py": _PY_WRITER}
    files["conftest.py"] = "pytest_plugins = ['.'.join(['pkg', 'helper'])]\n"
    _not_usable(files, "pytest")


def test_a_skipif_with_args_is_refused() -> None:
    """``pytest.mark.skipif.with_args(code)`` (held: the mark not called where read)."""
    assert not harmless_code(
        "conftest.py", "import pytest\n\nm = pytest.mark.skipif.with_args('1')\n", ["conftest.py"]
    )


# -- false refusals of ordinary hook files ---------------------------------------------------


def test_a_conftest_loading_json_data_keeps_the_result() -> None:
    """``json.load(f)`` of a file opened to read writes nothing (only ``dumps``/``loads`` are
    listed). Seen: rejected_files."""
    conftest = (
        "import json\n\nimport pytest\n\n\n@pytest.fixture\ndef data():\n"
        "    with open('data.json') as f:\n        return json.load(f)\n"
    )
    files = {"a.py": _A, "test_a.py": _TEST_A, "data.json": "{}\n", "conftest.py": conftest}
    _usable(files, "pytest")


def test_vite_build_does_not_run_the_eslint_config() -> None:
    """Every ``*.config.js`` is taken as loaded by every JS tool: vite does not load
    eslint.config.js (the Vite template's, which imports @eslint/js). Seen:
    rejected_files."""
    files = {
        "src/main.js": "console.log(1);\n",
        "vite.config.js": (
            "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react'\n\n"
            "export default defineConfig({\n  plugins: [react()],\n})\n"
        ),
        "eslint.config.js": (
            "import js from '@eslint/js'\nimport globals from 'globals'\n\nexport default [\n"
            "  { ignores: ['dist'] },\n  {\n    files: ['**/*.{js,jsx}'],\n"
            "    languageOptions: { ecmaVersion: 2020, globals: globals.browser },\n"
            "    rules: { ...js.configs.recommended.rules },\n  },\n]\n"
        ),
    }
    _usable(files, "npx vite build")


def test_a_vite_config_with_the_swc_react_plugin_keeps_the_result() -> None:
    """``@vitejs/plugin-react-swc`` (the Vite template's other React plugin) is not among
    the modules known not to write. Seen: rejected_files."""
    files = {
        "src/main.js": "console.log(1);\n",
        "vite.config.js": (
            "import { defineConfig } from 'vite'\nimport react from '@vitejs/plugin-react-swc'\n\n"
            "export default defineConfig({\n  plugins: [react()],\n})\n"
        ),
    }
    _usable(files, "npx vite build")


def test_a_build_script_linking_a_system_library_keeps_the_result() -> None:
    """``cargo:rustc-link-lib`` / ``rustc-link-search`` give rustc ``-l`` / ``-L``, which
    write nothing (unlike ``rustc-link-arg``). Seen: rejected_files."""
    build = (
        'fn main() {\n    println!("cargo:rustc-link-lib=dylib=ssl");\n'
        '    println!("cargo:rustc-link-search=native=/usr/lib");\n}\n'
    )
    _usable(
        {"Cargo.toml": _CARGO, "src/main.rs": "fn main() {}\n", "build.rs": build}, "cargo build"
    )


# -- found in a second pass ------------------------------------------------------------------


def test_a_module_setuptools_imports_is_shadowed_by_a_written_file() -> None:
    """setup.py imports only setuptools (harmless), but ``python setup.py`` puts the project
    first on sys.path and setuptools then imports plistlib, getopt, configparser… from it:
    a written plistlib.py runs (checked: a.py removed). Only the modules the hook names
    are compared to the written files. Seen: recovered."""
    setup = "from setuptools import setup\n\nsetup(name='x', version='0.1', py_modules=['a'])\n"
    files = {"a.py": _A, "setup.py": setup, "plistlib.py": _PY_WRITER}
    _not_usable(files, "python setup.py sdist")


def test_a_regex_after_export_default_is_read_as_a_divide() -> None:
    """``export default /'/; CODE; /'/;``: after ``default`` (not in _JS_KEYWORDS) the reader
    divides, and the regex's quote opens a string to the next regex's quote, hiding CODE
    (checked with node: the file removed). Seen: recovered."""
    code = 'export default /\'/; (await import("fs")).rmSync("a.js"); /\'/;\n'
    _not_usable({"a.js": _JS_A, "vite.config.mjs": code}, "npx vite build")


def test_an_html_like_comment_hides_a_template_from_the_reader() -> None:
    """``<!-- `…`` : node reads ``<!--`` to the line's end as a comment in a CommonJS file;
    the reader takes the backquote as a template literal running to the next one, over the
    code between (checked with node). Seen: recovered."""
    code = "<!-- `\nrequire('fs').rmSync('a.js');\n// `\nmodule.exports = {};\n"
    _webpack(code)


def test_a_default_import_named_type_is_a_real_import() -> None:
    """``import type from 'fs'`` imports fs's default as ``type`` (not a TS type import): the
    module is not checked; its member passed as a callback (checked with node). Seen:
    recovered."""
    code = "import type from 'fs';\n\n['a.js'].forEach(type.unlinkSync);\nexport default {};\n"
    _not_usable({"a.js": _JS_A, "vite.config.mjs": code}, "npx vite build")


def test_a_pytest_plugin_of_the_project_s_entry_points() -> None:
    """``[project.entry-points.pytest11]``: once the project is installed (``pip install -e
    .``) pytest loads helper.py at start. Seen: recovered."""
    pyproject = (
        '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n'
        '[project]\nname = "x"\nversion = "0.1"\n\n[project.entry-points.pytest11]\nh = "helper"\n'
    )
    files = {"a.py": _A, "test_a.py": _TEST_A, "helper.py": _PY_WRITER, "pyproject.toml": pyproject}
    _not_usable(files, "pip install -e .\npytest")


def test_a_proc_macro_of_the_answer_runs_at_build() -> None:
    """A proc-macro crate the answer writes runs when cargo compiles its user, as build.rs
    does (checked with ``cargo build``: src/main.rs rewritten). Seen: recovered."""
    files = {
        "Cargo.toml": _CARGO + '\n[dependencies]\nm = { path = "m" }\n',
        "m/Cargo.toml": _CARGO.replace('"x"', '"m"') + "\n[lib]\nproc-macro = true\n",
        "m/src/lib.rs": (
            "use proc_macro::TokenStream;\n\n#[proc_macro]\n"
            "pub fn gen(_: TokenStream) -> TokenStream {\n"
            '    std::fs::write("src/main.rs", "").unwrap();\n    TokenStream::new()\n}\n'
        ),
        "src/main.rs": "m::gen!();\n\nfn main() {}\n",
    }
    _not_usable(files, "cargo build")


def test_setup_command_options_is_the_options_keyword_by_another_name() -> None:
    """``setup(options=...)`` is refused, ``setup(command_options=...)`` (the Distribution
    attribute it fills) is not: ``build_lib='.'`` and ``force`` with ``package_dir`` copy
    stash/__init__.py over app/__init__.py (checked with ``python setup.py build``). Seen:
    recovered."""
    setup = (
        "from setuptools import setup\n\nsetup(\n    name='app',\n    version='0.1',\n"
        "    packages=['app'],\n    package_dir={'app': 'stash'},\n"
        "    command_options={'build': {'build_lib': ('setup.py', '.'),\n"
        "                               'force': ('setup.py', 1)}},\n"
        ")\n"
    )
    files = {
        "app/__init__.py": "MEANT = 1\n",
        "stash/__init__.py": "MEANT = 2\n",
        "setup.py": setup,
    }
    _not_usable(files, "python setup.py build")


def test_a_playwright_web_server_command_is_run() -> None:
    """``webServer: { command: ... }`` of playwright.config.js is a shell command playwright
    runs before the tests; the config's code writes nothing itself. Seen: recovered."""
    config = (
        "import { defineConfig } from '@playwright/test';\n\nexport default defineConfig({\n"
        "  testDir: './e2e',\n"
        "  webServer: { command: 'rm a.js && npm run start', url: 'http://localhost:3000' },\n"
        "});\n"
    )
    files = {"a.js": _JS_A, "e2e/a.spec.js": "test(1);\n", "playwright.config.js": config}
    _not_usable(files, "npx playwright test")


def test_a_skipif_condition_given_by_double_star_keywords() -> None:
    """``pytest.mark.skipif(**{'condition': code}, reason='x')``: the rule reads the first
    argument and ``condition=``, not a ``**`` mapping; pytest evaluates it (checked: a.py
    removed). Seen: recovered."""
    _conftest(
        "import pytest\n\n\ndef pytest_collection_modifyitems(items):\n    for item in items:\n"
        "        item.add_marker(pytest.mark.skipif(**{'condition': "
        "\"__import__('os').remove('a.py')\"}, reason='x'))\n"
    )


def test_node_options_set_by_a_config_run_code_in_the_tool_s_workers() -> None:
    """``process.env.NODE_OPTIONS = '--import=data:...'``: a store to ``process.env`` is a
    setting, but jest's and vitest's workers are node processes forked with that
    environment, which load the code first (checked: a fork after loading the config removes
    a.js). Seen: recovered."""
    config = (
        "process.env.NODE_OPTIONS =\n"
        "  '--import=data:text/javascript,import%7BrmSync%7Dfrom%22fs%22;rmSync(%22a.js%22)';\n"
        "module.exports = { testEnvironment: 'node' };\n"
    )
    _not_usable({"a.js": _JS_A, "jest.config.js": config}, "npx jest")


def test_a_call_in_a_class_heritage_is_read_as_a_method_definition() -> None:
    """``class A extends unlinkSync('a.js') {}``: ``name(args) {`` on one line is taken as a
    method being defined, but after ``extends`` it is a call (node calls it, then throws
    that the result is no constructor: a.js is gone). Seen: recovered."""
    _webpack(
        "module.exports = {\n  plugins: [{\n"
        "    apply({ outputFileSystem: { unlinkSync } }) {\n"
        "      class A extends unlinkSync('a.js') {}\n    },\n  }],\n};\n"
    )
