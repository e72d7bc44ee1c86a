"""Hunt 18 (hooks): code a command runs that writes, yet the answer stays usable.

Attacked: fix-hooks16 (``hook_code.harmless_code``: the ``self.x`` rule, config files a JS
tool loads, pytest's configuration) and fix-conv18 (``shell.inline_code`` /
``harmless_inline``: an inline program found by reading each interpreter's options, accepted
only when known to write nothing). How searched: for each rule, another reading of what it
accepts: a ``self`` that is not the instance (a ``staticmethod``, the class under another
name); an option value read as the program (``deno eval --ext ts CODE``, ``node
--disable-warning X -e CODE``, ``python --check-hash-based-pycs always -c CODE``); code the
interpreter loads besides the inline program (``node -r``, ``perl -MW``, ``ruby -rw``,
R's ``.Rprofile``, bun's ``bunfig.toml`` ``preload``); an interpreter option or a config
value that names the file the tool writes (``node --cpu-prof-name``, pytest.ini ``addopts``,
webpack ``output``, vite ``build.outDir``). Verified for real (pytest 9, node 20, perl 5): the
conftest and pytest.ini cases, ``node --cpu-prof-name``, ``--disable-warning``, ``-r``,
``perl -I. -MW``: the answer's file was removed or rewritten. Not run (tool not installed):
deno, ruby, Rscript, bun, webpack, vite (their documented behaviour). Each test asserts what
the model meant: after the command the files are not the ones sent, so not usable; the last
tests are ordinary inline programs that stay usable. Families and counts:
benchmarks/hunt_hunt18-hooks.py.
"""

from __future__ import annotations

from artifact_codec import parse_response

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
_A = "def f():\n    return 1\n"
_TEST_A = "from a import f\n\n\ndef test_f():\n    assert f() == 1\n"
_JS = "module.exports = 1;\n"


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


# -- hook_code: the self.x rule -------------------------------------------------------------


def test_a_staticmethod_self_is_the_argument_not_the_instance() -> None:
    """``self.unlink`` is taken as the class's own ``unlink``; under ``@staticmethod`` the
    first parameter is whatever the caller passes (a Path), and ``add`` is a method name
    allowed on any value. pytest 9 removed a.py. Seen: recovered."""
    _conftest(
        "import pathlib\n\n\nclass C:\n    def unlink(self):\n        pass\n\n"
        "    @staticmethod\n    def add(self):\n        self.unlink()\n\n\n"
        "C().add(pathlib.Path('a.py'))\n"
    )


def test_a_class_read_under_another_name_calls_a_method_with_any_self() -> None:
    """The class read through its name (``C.add(path)``) is refused, but the same class
    bound to another name (``D = C``) is not: ``D.add(Path)`` runs ``Path.unlink``.
    pytest 9 removed a.py. Seen: recovered."""
    _conftest(
        "import pathlib\n\n\nclass C:\n    def unlink(self):\n        pass\n\n"
        "    def add(self):\n        self.unlink()\n\n\nD = C\nD.add(pathlib.Path('a.py'))\n"
    )


# -- a configuration that names the file the tool writes ------------------------------------


def test_pytest_ini_addopts_junitxml_names_a_written_file() -> None:
    """``pytest --junitxml=a.py`` is refused; the same option in a written pytest.ini's
    ``addopts`` (read for ``-p`` only) is not. pytest 9 rewrote a.py as XML. Seen:
    recovered."""
    _not_usable(
        {"a.py": _A, "test_a.py": _TEST_A, "pytest.ini": "[pytest]\naddopts = --junitxml=a.py\n"},
        "pytest",
    )


def test_webpack_output_naming_a_written_file_overwrites_it() -> None:
    """A string of the config naming a written file is weighed as code the tool loads (a.js
    is harmless), but ``output.filename`` is where webpack writes its bundle. Seen:
    recovered."""
    config = (
        "module.exports = { entry: './a.js', output: { path: __dirname, filename: 'a.js' } };\n"
    )
    _not_usable({"a.js": _JS, "webpack.config.js": config}, "npx webpack")


def test_vite_build_out_dir_holding_written_files_is_emptied() -> None:
    """vite empties ``build.outDir`` when it is inside the root (its default
    ``emptyOutDir``), then writes index.html and assets there: src/a.js is removed. Seen:
    recovered."""
    config = (
        "import { defineConfig } from 'vite';\n"
        "export default defineConfig({ build: { outDir: 'src' } });\n"
    )
    html = '<script type="module" src="/src/a.js"></script>\n'
    _not_usable({"src/a.js": _JS, "index.html": html, "vite.config.js": config}, "npx vite build")


# -- inline_code: an option's value read as the program -------------------------------------


def test_deno_eval_option_value_is_not_the_program() -> None:
    """``deno eval`` takes the first word not starting with ``-`` as the code: ``--ext ts``
    gives ``ts`` (harmless), while deno runs the next word. Seen: recovered."""
    _not_usable({"a.ts": "export const a = 1;\n"}, "deno eval --ext ts \"Deno.removeSync('a.ts')\"")


def test_node_option_value_is_not_a_program_file() -> None:
    """``--disable-warning`` takes the next word (not in the list of node's valued options):
    ``ExperimentalWarning`` is read as a program file and the ``-e`` code is never read.
    node 20 removed a.js. Seen: recovered."""
    _not_usable(
        {"a.js": _JS},
        "node --disable-warning ExperimentalWarning -e \"require('fs').rmSync('a.js')\"",
    )


def test_python_long_option_value_is_not_a_program_file() -> None:
    """``--check-hash-based-pycs always``: Python's long option with a value; ``always``
    is read as the program and ``-c`` is never read. Seen: recovered."""
    _not_usable(
        {"a.py": _A}, "python --check-hash-based-pycs always -c \"import os; os.remove('a.py')\""
    )


def test_node_cpu_prof_name_writes_the_named_file() -> None:
    """``node --cpu-prof --cpu-prof-name=a.js`` writes its profile to a.js at exit (node 20
    did), whatever the program. Seen: recovered."""
    _not_usable({"a.js": _JS}, 'node --cpu-prof --cpu-prof-name=a.js -e "console.log(1)"')


# -- inline_code: code the interpreter loads besides the inline program ---------------------


def test_node_preload_of_a_written_file_with_inline_code() -> None:
    """``node -r ./w.js a.js`` is refused (w.js weighed), ``node -r ./w.js -e CODE`` is not:
    only the inline code is read. node 20 removed a.js. Seen: recovered."""
    _not_usable(
        {"a.js": _JS, "w.js": "require('fs').rmSync('a.js');\n"},
        'node -r ./w.js -e "console.log(1)"',
    )


def test_perl_module_of_the_answer_loaded_by_m() -> None:
    """``-MW`` runs the answer's W.pm (``-I.``) before the print program. perl 5 removed
    a.pl. Seen: recovered."""
    _not_usable(
        {"a.pl": "print 1;\n", "W.pm": "package W; unlink 'a.pl'; 1;\n"},
        "perl -I. -MW -le 'print \"ok\"'",
    )


def test_ruby_require_of_the_answer_file() -> None:
    """``ruby -r./w`` requires the answer's w.rb before ``-e``. Seen: recovered."""
    _not_usable({"a.rb": "puts 1\n", "w.rb": "File.delete('a.rb')\n"}, "ruby -r./w -e 'puts 1'")


def test_rscript_runs_a_written_rprofile_first() -> None:
    """Rscript (no ``--vanilla``) sources ``.Rprofile`` of the working folder before
    ``-e``. Seen: recovered."""
    _not_usable({"a.R": "x <- 1\n", ".Rprofile": "file.remove('a.R')\n"}, "Rscript -e 'print(1)'")


def test_bun_preloads_what_a_written_bunfig_names() -> None:
    """bun reads ``preload`` of the bunfig.toml in its folder before running a script.
    Seen: recovered."""
    _not_usable(
        {
            "a.ts": "export const a = 1;\n",
            "w.ts": "import fs from 'fs';\nfs.rmSync('a.ts');\n",
            "bunfig.toml": 'preload = ["./w.ts"]\n',
        },
        'bun -e "console.log(1)"',
    )


# -- what holds -----------------------------------------------------------------------------


def test_an_inline_writer_is_refused() -> None:
    _not_usable({"a.py": _A}, "python -c \"import os; os.remove('a.py')\"")


def test_an_inline_print_after_a_valued_option_stays_usable() -> None:
    _usable({"a.py": _A}, 'python -W ignore -c "print(1)"')
    _usable({"a.js": _JS}, 'node --title x -e "console.log(1)"')


def test_an_inline_program_printing_the_node_version_stays_usable() -> None:
    """``process.version`` is text (as ``process.platform`` is, which is accepted): printing
    it writes nothing. Seen: rejected_files (mixed-conventions), a false refusal."""
    _usable({"a.js": _JS}, 'node -e "console.log(process.version)"')


# -- fix-hooks17: the neighbours of the rules fixed -----------------------------------------


def test_a_decorator_of_the_file_makes_the_first_parameter_any_value() -> None:
    """A decorator but pytest's may give the first parameter another value (here a
    function of the file returning ``staticmethod(f)``): ``C().add(Path)`` unlinks a.py."""
    _conftest(
        "import pathlib\n\n\ndef deco(f):\n    return staticmethod(f)\n\n\nclass C:\n"
        "    def unlink(self):\n        pass\n\n"
        "    @deco\n    def add(self):\n        self.unlink()\n\n\n"
        "C().add(pathlib.Path('a.py'))\n"
    )


def test_a_pytest_decorator_bound_to_another_value_is_not_pytest() -> None:
    """``pytest`` bound by a class of the file: ``@pytest.fixture`` is a staticmethod."""
    _conftest(
        "import pathlib\n\n\nclass pytest:\n    fixture = staticmethod\n\n\nclass C:\n"
        "    def unlink(self):\n        pass\n\n"
        "    @pytest.fixture\n    def add(self):\n        self.unlink()\n\n\n"
        "C().add(pathlib.Path('a.py'))\n"
    )


def test_a_class_passed_as_a_value_is_foreign() -> None:
    """``f(C)`` hands the class to code that may call its methods with any self."""
    _conftest(
        "import pathlib\n\n\nclass C:\n    def unlink(self):\n        pass\n\n"
        "    def add(self):\n        self.unlink()\n\n\n"
        "def g(k):\n    k.add(pathlib.Path('a.py'))\n\n\ng(C)\n"
    )


def test_a_subclass_and_instances_of_the_file_stay_usable() -> None:
    """A class read only as ``C()`` and as a base of the file's class: self is the
    instance; a pytest fixture method keeps it too."""
    code = (
        "import pytest\n\n\nclass C:\n    def helper(self):\n        return 1\n\n"
        "    def add(self):\n        return self.helper()\n\n\nclass D(C):\n"
        "    @pytest.fixture(autouse=True)\n    def f(self):\n        return self.add()\n\n\n"
        "X = D().add()\n"
    )
    _usable({"a.py": _A, "test_a.py": _TEST_A, "conftest.py": code}, "pytest")


def test_an_inline_program_printing_process_text_stays_usable() -> None:
    _usable({"a.js": _JS}, 'node -e "console.log(process.versions.node, process.arch)"')
    _usable({"a.js": _JS}, 'node -e "console.log(process.argv.length)"')


def test_a_configuration_report_over_a_written_file_or_folder_is_refused() -> None:
    """The addopts of every configuration pytest reads are weighed like its command line:
    a report or folder it names over a written file (or a folder holding one)."""
    ini = "[pytest]\naddopts = --junitxml=./a.py\n"
    _not_usable({"a.py": _A, "test_a.py": _TEST_A, "pytest.ini": ini}, "pytest")
    toml = '[tool.pytest.ini_options]\naddopts = "--basetemp=pkg"\n'
    files = {"pkg/a.py": _A, "test_a.py": _TEST_A, "pyproject.toml": toml}
    _not_usable(files, "pytest")
    cfg = "[tool:pytest]\naddopts = --junitxml=a.py -q\n"
    _not_usable({"a.py": _A, "test_a.py": _TEST_A, "setup.cfg": cfg}, "pytest")


def test_a_configuration_report_to_a_new_file_stays_usable() -> None:
    ini = "[pytest]\naddopts = -q --junitxml=report.xml\n"
    _usable({"a.py": _A, "test_a.py": _TEST_A, "pytest.ini": ini}, "pytest")


def test_an_unknown_option_taking_a_word_before_inline_code_is_refused() -> None:
    """Which word is the program is not known: the code is not the one read for sure."""
    _not_usable({"a.js": _JS}, "node --some-new-option X -e \"require('fs').rmSync('a.js')\"")
    _not_usable({"a.js": _JS}, 'node --some-new-option X -e "console.log(1)"')
    _not_usable({"a.py": _A}, 'python --some-new-option X -c "print(1)"')


def test_an_unknown_flag_or_valued_option_in_one_word_stays_usable() -> None:
    _usable({"a.js": _JS}, 'node --no-warnings -e "console.log(1)"')
    _usable({"a.js": _JS}, 'node --some-new-option=1 -e "console.log(1)"')
    _usable({"a.py": _A}, 'python --check-hash-based-pycs always -c "print(1)"')
    _usable({"a.ts": "export const a = 1;\n"}, 'deno eval --ext ts "console.log(1)"')


def test_node_options_that_write_a_file_are_refused() -> None:
    _not_usable({"a.js": _JS}, 'node --redirect-warnings=a.js -e "console.log(1)"')
    _not_usable({"a.js": _JS}, 'node --heap-prof --heap-prof-name a.js -e "console.log(1)"')


def test_a_relative_preload_is_refused_and_a_package_preload_is_not() -> None:
    files = {"a.js": _JS, "w.js": "console.log(2);\n"}
    _not_usable(files, 'node --require=./w.js -e "console.log(1)"')
    _not_usable(files, 'node --import ./w.js -e "console.log(1)"')
    _usable({"a.js": _JS}, 'node -r dotenv/config -e "console.log(1)"')


def test_perl_and_ruby_modules_not_of_the_answer_stay_usable() -> None:
    _usable({"a.pl": "print 1;\n"}, "perl -MData::Dumper -le 'print \"ok\"'")
    _usable({"a.rb": "puts 1\n"}, "ruby -rset -e 'puts 1'")
    files = {"a.rb": "puts 1\n", "w.rb": "File.delete('a.rb')\n"}
    _not_usable(files, "ruby -I. -rw -e 'puts 1'")
    files = {"a.pl": "print 1;\n", "lib/W/X.pm": "package W::X; unlink 'a.pl'; 1;\n"}
    _not_usable(files, "perl -Ilib -MW::X -le 'print \"ok\"'")


def test_rscript_vanilla_and_bunfig_without_preload_stay_usable() -> None:
    files = {"a.R": "x <- 1\n", ".Rprofile": "file.remove('a.R')\n"}
    _usable(files, "Rscript --vanilla -e 'print(1)'")
    files = {"a.ts": "export const a = 1;\n", "bunfig.toml": "[install]\nexact = true\n"}
    _usable(files, 'bun -e "console.log(1)"')


def test_a_config_output_elsewhere_stays_usable_and_over_a_written_file_is_refused() -> None:
    config = "module.exports = { entry: './a.js', output: { filename: 'bundle.js' } };\n"
    _usable({"a.js": _JS, "webpack.config.js": config}, "npx webpack")
    vitest = (
        "import { defineConfig } from 'vitest/config';\n"
        "export default defineConfig({ test: { outputFile: './src/a.js' } });\n"
    )
    _not_usable({"src/a.js": _JS, "vitest.config.js": vitest}, "npx vitest run")
    vite = (
        "import { defineConfig } from 'vite';\n"
        "export default defineConfig({ build: { outDir: 'dist' } });\n"
    )
    html = '<script type="module" src="/src/a.js"></script>\n'
    _usable({"src/a.js": _JS, "index.html": html, "vite.config.js": vite}, "npx vite build")


def test_a_webpack_name_pattern_into_dist_stays_usable() -> None:
    """``[name].bundle.js`` under ``output.path`` = dist lands in dist/ (no written file);
    the pattern is read as naming any file (a refusal, open)."""
    config = (
        "const path = require('path');\n"
        "module.exports = { entry: './a.js', output: { path: path.resolve(__dirname, 'dist'),"
        " filename: '[name].bundle.js' } };\n"
    )
    _usable({"a.js": _JS, "webpack.config.js": config}, "npx webpack")
