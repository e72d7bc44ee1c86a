"""hunt38-shell: a path to a known program taken as that installed program (shell_command_name,
_INSTALLED_FOLDER) when it is a program of the project: any folder ending in ``bin/``
(``tools/bin/cat``, ``src/bin/cat``), an absolute path outside any installed folder
(``/tmp/cat``), and above all a ``bin/cat`` the answer itself writes. Expected by hand: the
command may change app.py (the answer's own bin/cat runs ``sed -i`` on it): app.py is not
kept as first written (changed-after), never a usable result holding ``print(1)``."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("tools/bin/cat app.py", id="tools-bin"),
        pytest.param("scripts/bin/cat app.py", id="scripts-bin"),
        pytest.param("tools/env/bin/cat app.py", id="tools-env-bin"),
        pytest.param("/tmp/cat app.py", id="absolute-tmp"),
        pytest.param("/home/me/project/cat app.py", id="absolute-project"),
    ],
)
def test_a_program_of_the_project_under_a_bin_like_path_may_change_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert files_of(result) != [("app.py", "print(1)\n")] or not result.usable
    assert "changed-after" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "folder", [pytest.param("bin", id="bin"), pytest.param("tools/bin", id="tools-bin")]
)
def test_a_bin_program_the_answer_writes_is_not_the_installed_one(folder: str) -> None:
    text = (
        "app.py\n```python\nprint(1)\n```\n\n"
        f"{folder}/cat\n```bash\n#!/bin/sh\nsed -i 's/1/2/' \"$1\"\n```\n\n"
        f"Then:\n\n```console\n$ {folder}/cat app.py\n```\n"
    )
    result = parse_response(text)
    # the model's bin/cat changes app.py to print(2): print(1) kept is a stale file
    assert not (result.usable and ("app.py", "print(1)\n") in files_of(result)), files_of(result)


# False refusals: installed programs the rule does not see as installed: a folder under the
# home folder (``~`` is expanded by the shell, yet the program is the user's installed one:
# pipx's ~/.local/bin, pyenv's shims, conda's bin), a versioned interpreter (python3.11), a
# Windows venv's python.exe. Expected by hand: running or checking app.py leaves it as written.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("~/.local/bin/black --check app.py", id="pipx-local-bin"),
        pytest.param("~/.pyenv/shims/python app.py", id="pyenv-shim"),
        pytest.param("~/miniconda3/bin/python app.py", id="conda-bin"),
        pytest.param(".venv/bin/python3.11 app.py", id="venv-versioned-python"),
        pytest.param("python3.12 app.py", id="versioned-python"),
        pytest.param("venv/Scripts/python.exe app.py", id="windows-venv-python-exe"),
    ],
)
def test_an_installed_program_outside_the_known_folders_leaves_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# A program of the project named like a known reader (./cat, tools/cat), given app.py on
# its input rather than as an argument. Stdin is a read-only descriptor; the program is not
# given the name: it cannot change app.py (a program changes a file it is given by name).
# ./fix.sh < app.py stays refused for another reason: a shell script of the project may
# change every file, whatever its input. Expected by hand: app.py kept as written, usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("./cat < app.py", id="dot-slash-stdin"),
        pytest.param("tools/cat < app.py", id="tools-stdin"),
        pytest.param("cat app.py | ./cat", id="dot-slash-in-a-pipe"),
        pytest.param("cat app.py | tools/cat", id="tools-in-a-pipe"),
    ],
)
def test_a_program_of_the_project_reading_its_input_leaves_the_file(command: str) -> None:
    assert "changed-after" in [
        d.code for d in parse_response(_answer("./fix.sh < app.py")).diagnostics
    ]
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# The file given by name as well as on its input, or opened read-write by ``<>``, or written
# by a redirection: the program may change it. Expected by hand: not usable, changed-after.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("./x <> app.py", id="read-write-redirection"),
        pytest.param("./x app.py < app.py", id="also-by-name"),
        pytest.param("./cat < app.py > app.py", id="also-written"),
        pytest.param("cat app.py | ./x app.py", id="piped-and-by-name"),
    ],
)
def test_a_program_given_the_file_by_name_or_read_write_may_change_it(command: str) -> None:
    result = parse_response(_answer(command))
    assert not (result.usable and files_of(result) == [("app.py", "print(1)\n")]), result.status
    assert "changed-after" in [d.code for d in result.diagnostics]


# A command after ``;`` or ``&&`` is fed nothing: ``cat app.py; ./cat`` prints app.py, then
# runs ./cat on no file.
# Expected by hand: app.py stays as written, usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cat app.py; ./cat", id="after-a-semicolon"),
        pytest.param("cat app.py && tools/cat", id="after-and"),
        pytest.param("./cat < notes.txt", id="another-file-on-its-input"),
    ],
)
def test_a_program_of_the_project_fed_no_file_of_the_answer_leaves_it(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


# The installed programs above are still the programs they name: one that changes the file
# given changes it (black without --check formats app.py, sed -i edits it), and a path in
# the home folder outside an installed one, or a versioned name in a folder of the project,
# is a program of no known place. Expected by hand: app.py may be changed: not usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("~/.local/bin/black app.py", id="home-black-formats"),
        pytest.param("~/.local/bin/sed -i s/1/2/ app.py", id="home-sed-in-place"),
        pytest.param("~/project/bin/cat app.py", id="home-not-installed"),
        pytest.param("~/.local/bin/$X app.py", id="home-expanded"),
        pytest.param("tools/python3.12 app.py", id="versioned-in-the-project"),
        pytest.param("./python3 app.py", id="dot-slash-python"),
        pytest.param("sed.exe -i s/1/2/ app.py", id="exe-sed-in-place"),
        pytest.param("python3.12 -m black app.py", id="versioned-python-runs-black"),
    ],
)
def test_an_installed_program_changing_the_file_or_a_path_of_no_known_place(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, files_of(result)
    assert "changed-after" in [d.code for d in result.diagnostics]


# A program an interpreter runs, given app.py on its input: stdin is a read-only descriptor;
# the program is not given the name (``sh ./run.sh app.py`` may change app.py; ``< app.py``
# may not). Expected by hand: app.py kept as written, usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cat app.py | sh ./run.sh", id="sh-script-in-a-pipe"),
        pytest.param("sh ./run.sh < app.py", id="sh-script-stdin"),
        pytest.param("python tools/x.py < app.py", id="python-program-stdin"),
        pytest.param("cat app.py | python tools/x.py", id="python-program-in-a-pipe"),
    ],
)
def test_a_program_an_interpreter_runs_reading_the_file_leaves_it(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cat app.py | python -m json.tool", id="json-tool"),
        pytest.param("cat app.py | grep x", id="grep"),
        pytest.param("python app.py < notes.txt", id="another-file-on-its-input"),
    ],
)
def test_a_reader_given_the_file_on_its_input_leaves_it(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", "print(1)\n")]
