"""Hunt 72: build tools and tool runners the round-16 toolchain rules did not read.

Expected by hand: each answer writes app.py (print(1)) and then runs a command. Where the
command deletes, replaces or hands app.py to a program that may rewrite it (cmake -E rm,
cmake -P SCRIPT app.py, uv tool run black app.py, mamba run ..., Spring Boot 1.x's
-Drun.arguments, a docker bind mount of the working folder), the user does not end with
the app.py written: never usable. Where the command only checks or builds (cargo fmt
--check, mix format --check-formatted, zig run main.zig), the file is as written: usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _answer(command: str, path: str = "app.py", lang: str = "python", body: str = "") -> str:
    body = body or "print(1)\n"
    return f"{path}\n```{lang}\n{body}```\n\nThen:\n\n```console\n$ {command}\n```\n"


# cmake's command mode (-E) is a portable coreutils: rm, copy, rename, create_symlink
# change the file they name; chdir and env run the command after them. cmake sits in
# _RUNNERS ("leaves the written files as written"), so every -E form is usable today.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cmake -E rm app.py", id="cmake-e-rm"),
        pytest.param("cmake -E remove -f app.py", id="cmake-e-remove"),
        pytest.param("cmake -E copy other.py app.py", id="cmake-e-copy-over"),
        pytest.param("cmake -E copy_if_different other.py app.py", id="cmake-e-copy-if-different"),
        pytest.param("cmake -E rename app.py old.py", id="cmake-e-rename-away"),
        pytest.param("cmake -E create_symlink other.py app.py", id="cmake-e-symlink-over"),
        pytest.param("cmake -E chdir . python fix.py app.py", id="cmake-e-chdir-runs"),
        pytest.param("cmake -E env FOO=1 black app.py", id="cmake-e-env-runs"),
    ],
)
def test_cmake_command_mode_changes_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# cmake -P runs a cmake script (file(WRITE), file(REMOVE) ...): given app.py after the script,
# after --, or as a -D variable before -P, it may change it, as python fix.py app.py may
# (refused). The script given nothing is as python fix.py given nothing (refused too).
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cmake -P fix.cmake app.py", id="cmake-p-after"),
        pytest.param("cmake -P fix.cmake -- app.py", id="cmake-p-dashes"),
        pytest.param("cmake -DFILE=app.py -P fix.cmake", id="cmake-p-define"),
        pytest.param("cmake -P fix.cmake", id="cmake-p-bare"),
    ],
)
def test_cmake_script_mode_runs_a_script(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# uv tool run is uvx's long spelling (uvx black app.py is refused); mamba run is conda run's
# (conda run / micromamba run black app.py are refused); Spring Boot 1.x's run goal takes the
# program's arguments as -Drun.arguments (2.x: -Dspring-boot.run.arguments, refused); docker
# CLI 23+ takes a relative bind-mount source (-v .:/app), the working folder, as -v $PWD does.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("uv tool run black app.py", id="uv-tool-run-black"),
        pytest.param("uv tool run --from black black app.py", id="uv-tool-run-from"),
        pytest.param("uv tool run ruff format app.py", id="uv-tool-run-ruff-format"),
        pytest.param("uv tool run isort app.py", id="uv-tool-run-isort"),
        pytest.param("mamba run black app.py", id="mamba-run-black"),
        pytest.param("mamba run -n env python fix.py app.py", id="mamba-run-named"),
        pytest.param(
            "mvn spring-boot:run -Drun.arguments=app.py", id="spring-boot-1-run-arguments"
        ),
        pytest.param(
            "docker run --rm -v .:/app python:3 rm /app/app.py", id="docker-relative-mount"
        ),
    ],
)
def test_another_spelling_of_a_refused_runner(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# A formatter asked only to check (cargo fmt --check, mix format --check-formatted; deno fmt
# --check and gofmt -l are usable already) and a zig run of the written program leave the
# written file as written: usable, the file as written.
@pytest.mark.parametrize(
    ("command", "path", "lang", "body"),
    [
        pytest.param(
            "cargo fmt --check", "src/main.rs", "rust", "fn main() {}\n", id="cargo-fmt-check"
        ),
        pytest.param(
            "cargo fmt -- --check",
            "src/main.rs",
            "rust",
            "fn main() {}\n",
            id="cargo-fmt-dashes-check",
        ),
        pytest.param(
            "mix format --check-formatted",
            "lib/app.ex",
            "elixir",
            "defmodule App do\nend\n",
            id="mix-format-check",
        ),
        pytest.param(
            "dotnet format --verify-no-changes",
            "Program.cs",
            "csharp",
            "class P {}\n",
            id="dotnet-format-verify",
        ),
        pytest.param(
            "zig run main.zig", "main.zig", "zig", "pub fn main() void {}\n", id="zig-run"
        ),
        pytest.param(
            "zig test main.zig", "main.zig", "zig", "pub fn main() void {}\n", id="zig-test"
        ),
    ],
)
def test_a_check_or_run_keeps_the_result(command: str, path: str, lang: str, body: str) -> None:
    result = parse_response(_answer(command, path, lang, body))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]


# sbt's other run tasks: fgRun / fgRunMain (sbt 1.x, the foreground twins of bgRun /
# bgRunMain, which are refused) and sbt 0.13's run-main (runMain's old spelling, still
# written), scoped or watched; the JavaFX plugin's run goal takes the program's arguments
# as -Djavafx.args (its commandlineArgs property), as exec:java takes -Dexec.args (refused).
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("sbt 'fgRun app.py'", id="sbt-fgrun"),
        pytest.param("sbt 'fgRunMain x.Fix app.py'", id="sbt-fgrunmain"),
        pytest.param("sbt '~fgRun app.py'", id="sbt-fgrun-watched"),
        pytest.param('sbt "run-main x.Fix app.py"', id="sbt-run-main-013"),
        pytest.param('sbt "tools/run-main x.Fix app.py"', id="sbt-run-main-scoped"),
        pytest.param("mvn javafx:run -Djavafx.args=app.py", id="mvn-javafx-args"),
    ],
)
def test_a_run_task_of_the_build_tool_given_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


def _with(path: str, lang: str, body: str, command: str) -> str:
    return (
        f"app.py\n```python\nprint(1)\n```\n\n{path}\n```{lang}\n{body}```\n\n"
        f"Then:\n\n```console\n$ {command}\n```\n"
    )


# An argument file the answer writes and the launcher expands (java's @argfiles since JDK 9,
# the dotnet CLI's response files): its words are the command line, so the program Fix /
# the project's program is given app.py, as java -cp . Fix app.py and dotnet run -- app.py
# (both refused) are. Expected by hand: not usable.
@pytest.mark.parametrize(
    ("path", "body", "command"),
    [
        pytest.param("args.txt", "-cp . Fix app.py\n", "java @args.txt", id="java-argfile"),
        pytest.param("args.rsp", "-- app.py\n", "dotnet run @args.rsp", id="dotnet-response-file"),
    ],
)
def test_the_file_given_in_an_argument_file_the_answer_writes(
    path: str, body: str, command: str
) -> None:
    result = parse_response(_with(path, "text", body, command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# A task runner whose recipe the answer writes and which only tests or runs the written
# program: task (Taskfile.yml) is not read as make/just are (make test, just test usable);
# make given a variable (VERBOSE=1, APP=app.py for python $(APP)) is refused while make -s
# test is usable. Expected by hand: usable, app.py and the recipe file as written.
@pytest.mark.parametrize(
    ("path", "lang", "body", "command"),
    [
        pytest.param(
            "Taskfile.yml",
            "yaml",
            "version: '3'\ntasks:\n  test:\n    cmds:\n      - pytest\n",
            "task test",
            id="taskfile-test",
        ),
        pytest.param(
            "Taskfile.yml",
            "yaml",
            "version: '3'\ntasks:\n  run:\n    cmds:\n      - python app.py\n",
            "task run",
            id="taskfile-run",
        ),
        pytest.param(
            "Makefile", "make", "test:\n\tpytest\n", "make VERBOSE=1 test", id="make-var-test"
        ),
        pytest.param(
            "Makefile", "make", "run:\n\tpython $(APP)\n", "make run APP=app.py", id="make-var-run"
        ),
    ],
)
def test_a_task_runner_that_tests_or_runs_keeps_the_result(
    path: str, lang: str, body: str, command: str
) -> None:
    result = parse_response(_with(path, lang, body, command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    files = [(f.file_path, f.content) for f in result.code.files]
    assert files == [("app.py", "print(1)\n"), (path, body)]


_MAIN_GO = "package main\n\nfunc main() {}\n"


def _go_answer(command: str) -> str:
    return f"main.go\n```go\n{_MAIN_GO}```\n\nThen:\n\n```console\n$ {command}\n```\n"


# fix-toolchain38 reads a rewriting-named program given no word as a filter when it is "fed"
# (any < redirection, the last command of a pipe). Fed nothing (/dev/null, an empty
# here-string, true's or echo's empty line) or a prompt's answer (echo y; yes | ... is
# refused), it reads no file: it runs as go run ./cmd/fmt bare does (refused), and may
# rewrite the tree. Expected by hand: not usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run ./cmd/fmt < /dev/null", id="devnull"),
        pytest.param("go run ./cmd/fix 0</dev/null", id="devnull-fd0"),
        pytest.param('go run ./cmd/codegen <<< ""', id="empty-herestring"),
        pytest.param("true | go run ./cmd/fmt", id="piped-from-true"),
        pytest.param("echo | go run ./cmd/fmt", id="piped-empty-line"),
        pytest.param("echo y | cargo run --bin codegen", id="piped-prompt-answer"),
    ],
)
def test_a_rewriting_program_fed_nothing_is_doubted(command: str) -> None:
    result = parse_response(_go_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# The bare rewriting-named program rule (go run ./cmd/fmt, cargo run --bin codegen, gradle
# :fix:run, swift run fix, dotnet run --project Codegen, mvn -pl codegen exec:java: refused)
# does not reach the same program run by the other build tools of this round: dotnet run /
# watch --project tools/Fix, sbt fix/run, sbt codegen/runMain, mvn exec:java with a Fix main
# class, mix run fix.exs (elixir fix.exs and python fix.py bare are refused), nor go's
# ./cmd/gen (./cmd/generate is refused). Expected by hand: not usable over main.go.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("dotnet run --project tools/Fix", id="dotnet-run-project-path"),
        pytest.param("dotnet watch run --project tools/Fix", id="dotnet-watch-project-path"),
        pytest.param("sbt fix/run", id="sbt-project-run"),
        pytest.param('sbt "codegen/runMain x.Gen"', id="sbt-project-runmain"),
        pytest.param("mvn exec:java -Dexec.mainClass=x.Fix", id="mvn-main-class-fix"),
        pytest.param("mix run fix.exs", id="mix-run-fix-script"),
        pytest.param("go run ./cmd/gen", id="go-run-gen"),
    ],
)
def test_a_rewriting_program_run_bare_by_another_build_tool(command: str) -> None:
    result = parse_response(_go_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


_APP_EX = "defmodule App do\nend\n"


def _ex_answer(command: str) -> str:
    return f"lib/app.ex\n```elixir\n{_APP_EX}```\n\nThen:\n\n```console\n$ {command}\n```\n"


# mix do's list as mix splits it: "format," is the task format (mix do compile, format and
# mix do format + compile are refused: mix format rewrites lib/app.ex); mix cmd runs a shell
# command (black, rm) given the file; mix run's -p is --parallel (a flag, aliases r: require,
# p: parallel), so fix.exs is the script run and lib/app.ex its argument (mix run --parallel
# fix.exs lib/app.ex is refused). Expected by hand: not usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("mix do format, compile", id="mix-do-format-first"),
        pytest.param("mix do deps.get, format, compile", id="mix-do-format-middle"),
        pytest.param("mix cmd black lib/app.ex", id="mix-cmd"),
        pytest.param("mix do compile, cmd rm lib/app.ex", id="mix-do-cmd-rm"),
        pytest.param("mix run -p fix.exs lib/app.ex", id="mix-run-p-flag"),
    ],
)
def test_mix_tasks_that_change_the_file(command: str) -> None:
    result = parse_response(_ex_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# The program's own flags only (no written file): maven's exec.args with more than one word
# is refused while one word (-Dexec.args=8080, -Dexec.args=--port=8080) and gradle's
# --args="--port 8080" are usable; iex -S mix [phx.server] (the project run in a shell) is
# refused while mix phx.server is usable. Expected by hand: usable, app.py as written.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param('mvn exec:java -Dexec.args="--port 8080"', id="mvn-exec-args-two-words"),
        pytest.param(
            'mvn exec:java -Dexec.mainClass=com.x.Main -Dexec.args="8080 9090"',
            id="mvn-exec-args-two-numbers",
        ),
        pytest.param("mvn exec:java -Dexec.args='-p 8080'", id="mvn-exec-args-short-flag"),
        pytest.param("iex -S mix", id="iex-s-mix"),
        pytest.param("iex -S mix phx.server", id="iex-s-mix-phx-server"),
    ],
)
def test_the_program_given_only_its_own_flags_keeps_the_result(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", "print(1)\n")]


# A rewriting-named program fed its input but given its own flags is not a bare filter: -w
# is gofmt's "write the result to the source files" (--write is refused: go run ./cmd/fmt
# --write < main.go), --all / -r ask it to fix every file / the tree. The fed-filter rule
# reads only "given no word"; these flags are words. Expected by hand: not usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run ./cmd/fmt -w < main.go", id="go-fmt-w-fed"),
        pytest.param("cat main.go | cargo run --bin fmt -- -w", id="cargo-fmt-w-piped"),
        pytest.param("go run ./cmd/fix --all < main.go", id="go-fix-all-fed"),
        pytest.param("go run ./cmd/fix -r < main.go", id="go-fix-recursive-fed"),
    ],
)
def test_a_rewriting_program_fed_but_given_flags_is_doubted(command: str) -> None:
    result = parse_response(_go_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# cmake -E commands that only print, compare or make a folder leave app.py as written;
# -E chdir into another folder runs a command whose names are not known there.
@pytest.mark.parametrize(
    ("command", "usable"),
    [
        pytest.param("cmake -E echo hello", True, id="cmake-e-echo"),
        pytest.param("cmake -E make_directory build", True, id="cmake-e-mkdir"),
        pytest.param("cmake -E env FOO=1 python app.py", True, id="cmake-e-env-runs-app"),
        pytest.param("cmake -E chdir build black app.py", False, id="cmake-e-chdir-elsewhere"),
        pytest.param("cmake -E tar cf out.tar app.py", False, id="cmake-e-unknown"),
    ],
)
def test_cmake_command_mode_read_as_the_command_it_spells(command: str, usable: bool) -> None:
    result = parse_response(_answer(command))
    assert result.usable is usable, (result.status, [d.code for d in result.diagnostics])
    if usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", "print(1)\n")]


# The same spellings given no file, or only checking, leave app.py as written; a container
# given the folder by $PWD removes it by its path in the container as -v .:/app does.
@pytest.mark.parametrize(
    ("command", "usable"),
    [
        pytest.param("uv tool run black --check app.py", True, id="uv-tool-run-check"),
        pytest.param("mamba run -n env python app.py", True, id="mamba-run-app"),
        pytest.param("mvn spring-boot:run -Drun.arguments=--port=8080", True, id="boot1-port"),
        pytest.param("sbt fgRun", True, id="sbt-fgrun-bare"),
        pytest.param('sbt "run-main x.Main 8080"', True, id="sbt-run-main-port"),
        pytest.param(
            "docker run --rm -v .:/app python:3 python /app/app.py", True, id="docker-runs-app"
        ),
        pytest.param(
            "docker run --rm -v $PWD:/app python:3 rm /app/app.py", False, id="docker-pwd-rm"
        ),
    ],
)
def test_another_spelling_read_as_the_runner_it_spells(command: str, usable: bool) -> None:
    result = parse_response(_answer(command))
    assert result.usable is usable, (result.status, [d.code for d in result.diagnostics])
    if usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", "print(1)\n")]


# An argument file that gives the program only its own words leaves app.py as written; one
# the answer does not write holds words not known (it may give app.py).
@pytest.mark.parametrize(
    ("path", "body", "command", "usable"),
    [
        pytest.param("args.txt", "-cp . Main 8080\n", "java @args.txt", True, id="java-port"),
        pytest.param(
            "args.rsp", "# port\n-- --port 8080\n", "dotnet run @args.rsp", True, id="dotnet-port"
        ),
        pytest.param("args.txt", "-cp . Main\n", "java @other.txt", False, id="java-not-written"),
    ],
)
def test_an_argument_file_read_as_its_words(
    path: str, body: str, command: str, usable: bool
) -> None:
    result = parse_response(_with(path, "text", body, command))
    assert result.usable is usable, (result.status, [d.code for d in result.diagnostics])
    if usable:
        files = [(f.file_path, f.content) for f in result.code.files]
        assert files == [("app.py", "print(1)\n"), (path, body)]


# Fed a written file's text (by < or by cat's pipe) and given no word, the program is a
# filter: main.go as written. Expected by hand: usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run ./cmd/fmt < main.go", id="fed-the-file"),
        pytest.param("cat main.go | go run ./cmd/fmt", id="piped-the-file"),
        pytest.param("go run ./cmd/fix 0< main.go", id="fed-on-fd0"),
    ],
)
def test_a_rewriting_program_fed_a_file_is_a_filter(command: str) -> None:
    result = parse_response(_go_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("main.go", _MAIN_GO)]


# The same run forms naming a program that does not say it rewrites leave main.go as
# written. Expected by hand: usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("dotnet run --project src/Api", id="dotnet-run-api"),
        pytest.param("sbt api/run", id="sbt-api-run"),
        pytest.param('sbt "runMain x.Main"', id="sbt-runmain-main"),
        pytest.param("mvn exec:java -Dexec.mainClass=com.x.Main", id="mvn-main-class-main"),
        pytest.param("go run ./cmd/server", id="go-run-server"),
    ],
)
def test_a_program_run_bare_by_a_build_tool_keeps_the_result(command: str) -> None:
    result = parse_response(_go_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("main.go", _MAIN_GO)]


# mix do of tasks that only build or run, and mix cmd of a command that reads, leave
# lib/app.ex as written. Expected by hand: usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("mix do deps.get, compile", id="mix-do-build"),
        pytest.param("mix do compile + test", id="mix-do-plus"),
        pytest.param("mix cmd echo hello", id="mix-cmd-echo"),
    ],
)
def test_mix_tasks_that_keep_the_file(command: str) -> None:
    result = parse_response(_ex_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("lib/app.ex", _APP_EX)]


# The same readings where the file is given or rewritten: zig's program given app.py after
# --, iex's mix task that formats, iex running code, exec.args naming app.py among two
# words, cargo fmt without --check. Expected by hand: not usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("zig run main.zig -- app.py", id="zig-run-given"),
        pytest.param("iex -S mix format", id="iex-mix-format"),
        pytest.param("iex -e 'File.rm(\"app.py\")'", id="iex-eval"),
        pytest.param('mvn exec:java -Dexec.args="app.py 8080"', id="mvn-exec-args-file"),
        pytest.param("cargo fmt", id="cargo-fmt-writes"),
    ],
)
def test_a_check_or_run_form_that_changes_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# make given a variable: its value in the recipe (black $(APP) given app.py formats it); a
# variable the Makefile sets too is overridden, not modelled. Expected by hand: not usable.
@pytest.mark.parametrize(
    ("body", "command"),
    [
        pytest.param("fmt:\n\tblack $(APP)\n", "make fmt APP=app.py", id="make-var-formats"),
        pytest.param(
            "APP = main.py\nrun:\n\tpython $(APP)\n", "make run APP=fix.py", id="make-var-override"
        ),
    ],
)
def test_make_given_a_variable_that_changes_the_file(body: str, command: str) -> None:
    result = parse_response(_with("Makefile", "make", body, command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


def test_make_exports_a_variable_given_on_its_line_to_the_recipe() -> None:
    # make exports PYTEST_ADDOPTS=-u to the recipe's pytest (options not read, which may
    # rewrite files): not usable, as PYTEST_ADDOPTS=... make test is not
    body = "test:\n\tpytest\n"
    result = parse_response(_with("Makefile", "make", body, "make test PYTEST_ADDOPTS=-u"))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
