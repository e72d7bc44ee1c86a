"""Inline programs a command runs (docs/lenient.md, "Files a command writes"): each
interpreter's options read the way it reads them (where the program is, whether it edits in
place), and the program accepted only when it is KNOWN to write nothing -- Python and JS read
by ``hook_code``, another language only when it prints plain strings. Empty files made
without ``touch`` (``cp /dev/null``, ``install -D /dev/null``, ``truncate``) are the
answer's files too.
"""

from __future__ import annotations

import shlex

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.shell import Word, harmless_inline, inline_code

A = "x = 1\n"
_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(files: dict[str, str], command: str) -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n```bash\n" + command + "\n```\n"


def _words(command: str) -> list[Word]:
    return [Word(token, True) for token in shlex.split(command)]


#: A command -> (its language, its program), as the interpreter reads its options.
OPTIONS = {
    "python -W ignore -c 'print(1)'": ("py", "print(1)"),  # -W takes the next word
    "python -Wignore -c 'print(1)'": ("py", "print(1)"),
    "python -cprint(1)": ("py", "print(1)"),  # the program glued to -c
    "python3.11 -I -c 'print(1)'": ("py", "print(1)"),
    "perl -l0 -e 'print 1'": ("perl", "print 1"),  # -l takes only digits
    "perl -e 'print 1;' -e 'print 2'": ("perl", "print 1;\nprint 2"),  # joined by lines
    "perl -MFile::Copy -e 'copy 1'": ("perl", "copy 1"),  # -M's value is the bundle's rest
    "ruby -r json -e 'p 1'": ("ruby", "p 1"),  # ruby -r takes the next word
    "node -r ./hook.js -e 'f()'": ("js", "f()"),
    "node --print 'f()'": ("js", "f()"),
    "deno eval 'f()'": ("js", "f()"),
    "bun -e 'f()'": ("js", "f()"),
    "php -d x=1 -r 'echo 1;'": ("php", "echo 1;"),
    "Rscript --vanilla -e 'print(1)'": ("Rscript", "print(1)"),
}


@pytest.mark.parametrize("command", list(OPTIONS))
def test_the_program_is_found_where_the_interpreter_finds_it(command: str) -> None:
    program = inline_code(_words(command))
    assert program is not None
    assert (program.language, program.code.text) == OPTIONS[command]


@pytest.mark.parametrize(
    "command",
    [
        "python -m http.server -c 1",  # -m: a module runs, -c is its option
        "python app.py -c config.ini",  # a program file: -c is the program's option
        "node app.js -e 1",
        "perl -pie 's/1/2/' a.py",  # -i takes "e" as the backup suffix: no -e
        "php -f app.php",
        "deno run app.ts",
        "python - -c 1",  # the program is read from the input
    ],
)
def test_a_program_file_or_module_is_no_inline_program(command: str) -> None:
    assert inline_code(_words(command)) is None


def test_perl_pi_e_edits_in_place() -> None:
    program = inline_code(_words("perl -pi -e 's/1/2/' a.py"))
    assert program is not None
    assert program.in_place
    assert not harmless_inline(program)


@pytest.mark.parametrize(
    "command",
    [
        "perl -le 'print \"ok\"'",
        "ruby -e 'puts RUBY_VERSION'",
        "php -r 'echo PHP_VERSION;'",
        "Rscript -e 'print(\"ok\")'",
    ],
)
def test_a_program_that_only_prints_plain_strings_is_harmless(command: str) -> None:
    program = inline_code(_words(command))
    assert program is not None
    assert harmless_inline(program)


@pytest.mark.parametrize(
    "command",
    [
        "perl -le 'print \"$x\"'",  # interpolates
        "perl -e 'print F \"y\"'",  # prints to a handle
        "ruby -e 'puts `touch b.py`'",  # runs a command
        "ruby -e 'puts \"#{File.write(1, 2)}\"'",
        'Rscript -e \'cat("y", file = "b.py")\'',
        "php -r 'echo `touch b.py`;'",
    ],
)
def test_a_program_that_does_more_than_print_may_write(command: str) -> None:
    program = inline_code(_words(command))
    assert program is not None
    assert not harmless_inline(program)


#: Programs that write a file not held with no spelling the former list of writes had: the
#: reading is inverted, so code not known to write nothing is refused.
NOT_LISTED = {
    "python-open-rebound": "python -c \"f = open; f('b.py', 'w').write('y = 2')\"",
    "perl-sysopen": "perl -e 'sysopen(F, \"b.py\", 65)'",
    "node-promises": "node -e \"require('fs/promises').writeFile('b.py', 'y = 2')\"",
    "python-unknown-module": "python -c \"import mylib; mylib.save('b')\"",
    "ruby-without-a-name": "ruby -e 'x = 1'",
}


@pytest.mark.parametrize("case", list(NOT_LISTED))
def test_a_program_not_known_to_write_nothing_is_refused(case: str) -> None:
    result = parse_response(_ours({"a.py": A}, NOT_LISTED[case]))
    assert not result.usable, result.status
    # (``f('b.py', 'w').write(...)``: the object write is asked of is a call's result, a value
    # not spelled: any file, a.py too, fix-pycon26)
    expected = ("changed-after",) if case == "python-open-rebound" else ("mixed-conventions",)
    assert set(expected) & {d.code for d in result.diagnostics}


#: Programs known to write nothing: the result is usable, the files as written.
HARMLESS = [
    "node -e \"console.log(require('path').join('a', 'b'))\"",
    'node -p "process.platform"',
    "node -p \"require('./package.json').version\"",  # a JSON file is data
    'python -c "import sys; print(sys.executable)"',
    'python -Bc "import os; print(os.getcwd())"',
    "perl -le 'print \"ok\"'",
    "ruby -e 'puts RUBY_VERSION'",
]


@pytest.mark.parametrize("command", HARMLESS)
def test_a_program_known_to_write_nothing_is_usable(command: str) -> None:
    result = parse_response(_ours({"a.py": A}, command))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", A)]  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "command",
    [
        "python -c \"import shutil; shutil.copy('a.py', 'b.py')\"",  # which is listed, copy not
        "node -e \"console.log(require('fs').writeFileSync('b.py', ''))\"",
        "node -e \"x.console.log('b.py')\"",  # not the global console
        "node -e \"require('b.json')\"",  # a bare name: a package, whose code runs
        "node -e \"require('./b.json.js')\"",
    ],
)
def test_a_listed_member_does_not_accept_the_rest(command: str) -> None:
    assert not parse_response(_ours({"a.py": A}, command)).usable


def test_a_program_file_given_a_c_option_is_a_producer() -> None:
    # ``-c`` after the program file is the program's option: its output is a by-product
    result = parse_response(_ours({"a.py": A}, "python a.py -c config.ini > out.txt"))
    assert result.usable, result.status
    assert "runs-write-files" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "command",
    ["truncate --size=0 pkg/__init__.py", "truncate -s0 pkg/__init__.py", "cp /dev/null b.py"],
)
def test_an_empty_file_the_answer_means_is_not_lost(command: str) -> None:
    assert not parse_response(_ours({"pkg/a.py": A}, command)).usable


@pytest.mark.parametrize("command", ["truncate -c -s 0 pkg/__init__.py", "truncate -s 0 pkg/a.py"])
def test_no_empty_file_is_made(command: str) -> None:
    # -c creates nothing; a held file truncated is changed-after's business (refused there
    # or not, it is no file lost)
    files = {"pkg/a.py": A, "a.py": A}
    result = parse_response(_ours(files, command))
    assert "mixed-conventions" not in [d.code for d in result.diagnostics]


#: Programs that write nothing, refused because a module they import is not read (the
#: answer's own module, an installed one): false refusals, the safe side (open findings).
NOT_READ = {
    "answer-module": 'python -c "import a"',
    "installed-version": 'python -c "import django; print(django.__version__)"',
}


@pytest.mark.parametrize("case", list(NOT_READ))
def test_a_program_importing_a_module_not_read_is_usable(case: str) -> None:
    result = parse_response(_ours({"a.py": A}, NOT_READ[case]))
    assert result.usable, result.status
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", A)]  # type: ignore[union-attr]
