"""Hunt 60: a program a toolchain builds and runs, given a written file by name, may change it.

Expected by hand: in each answer the model writes app.py, then runs a program of the project
(built by ``go run``/``cargo run``/``mix run``/``gradle run``) with app.py as its argument. The
program may rewrite app.py (its name even says it fixes or formats), so the written app.py is not
known to be the file the user ends with: never usable over app.py as written (changed-after).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


# A program whose name says it rewrites (fix, format, fmt, codegen), given the file: the
# rewriting name sends it past the "given" rule, and `sub in runs` then reads it as harmless.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run ./cmd/fix app.py", id="go-run-cmd-fix"),
        pytest.param("go run ./cmd/fix -w app.py", id="go-run-cmd-fix-w"),
        pytest.param("go run ./cmd/format app.py", id="go-run-cmd-format"),
        pytest.param("cargo run --bin fix -- app.py", id="cargo-bin-fix"),
        pytest.param("cargo run --bin fmt -- app.py", id="cargo-bin-fmt"),
        pytest.param("cargo run --bin codegen -- app.py", id="cargo-bin-codegen"),
    ],
)
def test_a_rewriting_program_run_by_its_toolchain_given_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# The toolchain passes the words after its own options to the program without ``--``
# (cargo run [OPTIONS] [ARGS]..., mix run FILE ARGS, gradle run --args=..., sbt "run ARGS").
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cargo run app.py", id="cargo-run-no-dashes"),
        pytest.param("cargo run --bin tool app.py", id="cargo-bin-no-dashes"),
        pytest.param("mix run tool.exs app.py", id="mix-run-script"),
        pytest.param("gradle run --args='app.py'", id="gradle-args"),
        pytest.param('sbt "run app.py"', id="sbt-run"),
    ],
)
def test_a_program_given_the_file_without_dashes(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# False refusals: the file is given to a test runner (``npm run test`` is ``npm test``): it
# is read, the file as written is what the user has. Expected by hand: usable over exactly
# the written file.
@pytest.mark.parametrize(
    ("path", "lang", "body", "command"),
    [
        pytest.param(
            "app.test.js",
            "js",
            "test('x', () => {});\n",
            "npm run test -- app.test.js",
            id="npm-run-test",
        ),
        pytest.param(
            "app.test.js",
            "js",
            "test('x', () => {});\n",
            "npm run test:unit -- app.test.js",
            id="npm-run-test-unit",
        ),
    ],
)
def test_a_file_the_program_only_reads_keeps_the_result(
    path: str, lang: str, body: str, command: str
) -> None:
    text = f"{path}\n```{lang}\n{body}```\n\nThen:\n\n```console\n$ {command}\n```\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]


# The file given as an option's value joined by "=" (the program's own option), to a program
# run by a tool that runs a command line (nodemon --exec), or by yarn's node.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("cargo run -- --input=app.py", id="cargo-option-equals"),
        pytest.param("cargo run -- --fix=app.py", id="cargo-fix-equals"),
        pytest.param("npm start -- --file=app.py", id="npm-start-option-equals"),
        pytest.param("go run . -o=app.py", id="go-run-o-equals"),
        pytest.param("go run main.go -file=app.py", id="go-run-file-equals"),
        pytest.param('nodemon --exec "go run . app.py"', id="nodemon-exec"),
        pytest.param("yarn node fix.js app.py", id="yarn-node"),
    ],
)
def test_the_file_given_in_another_shape(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# Go's package pattern "./..." given to the program go run builds names every package of the
# tree, main.go's among them: goimports -w rewrites each of their files.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run golang.org/x/tools/cmd/goimports -w ./...", id="goimports-w-tree"),
        pytest.param("go run mvdan.cc/gofumpt@latest -w ./...", id="gofumpt-w-tree"),
        pytest.param("go run ./cmd/tool ./...", id="project-tool-tree"),
    ],
)
def test_a_program_given_the_package_pattern_of_the_tree(command: str) -> None:
    text = (
        "main.go\n```go\npackage main\n\nfunc main() {}\n```\n\nThen:\n\n```console\n$ "
        + command
        + "\n```\n"
    )
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# yarn and pnpm run a package's binary by its name (yarn tsx fix.ts app.py is tsx fix.ts
# app.py), and pass a script the words after its name without "--" (yarn start app.py),
# as deno task and bun do.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("yarn tsx fix.ts app.py", id="yarn-bin"),
        pytest.param("pnpm tsx fix.ts app.py", id="pnpm-bin"),
        pytest.param("yarn start app.py", id="yarn-start-no-dashes"),
        pytest.param("pnpm start app.py", id="pnpm-start-no-dashes"),
        pytest.param("deno task start app.py", id="deno-task-start"),
        pytest.param("bun start app.py", id="bun-start"),
    ],
)
def test_a_js_runner_gives_the_file_without_dashes(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# Decided (fix-toolchain35): a written file given to the project's own program as an option's
# value stays refused (changed-after). The option belongs to a program this reader cannot see:
# ``-config config.yaml`` and ``-o config.yaml`` (an output) have the same shape, and only
# the option's name (a word list of guessed meanings) would tell them apart; a refusal here is
# the smaller bug, a file rewritten after the result was taken would be the worst one.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run . -config config.yaml", id="go-config"),
        pytest.param("go run . -o config.yaml", id="go-output"),
        pytest.param("cargo run -- --config config.yaml", id="cargo-config"),
    ],
)
def test_a_file_given_as_the_value_of_the_programs_option_is_refused(command: str) -> None:
    text = f"config.yaml\n```yaml\nport: 8080\n```\n\nThen:\n\n```console\n$ {command}\n```\n"
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# fix-toolchain35: each toolchain's own command line, read further. Expected by hand: app.py
# given to the program (npm passes a script its positional words too, its docs: "any
# positional arguments are passed to the specified script"; mix run's options before the
# script; gradlew is gradle; sbt's runMain gives the words after the main class, ``~run``
# reruns run; deno task's option value; nodemon -x, nodemon's script given words).
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("npm start app.py", id="npm-start-positional"),
        pytest.param("npm run start app.py", id="npm-run-start-positional"),
        pytest.param("mix run -r lib/x.ex tool.exs app.py", id="mix-run-require"),
        pytest.param("./gradlew run --args='app.py'", id="gradlew-args"),
        pytest.param("gradle run --args 'in app.py'", id="gradle-args-spaced"),
        pytest.param('sbt "runMain Main app.py"', id="sbt-run-main"),
        pytest.param('sbt "~run app.py"', id="sbt-watch-run"),
        pytest.param("deno task start --input=app.py", id="deno-task-option-equals"),
        pytest.param("nodemon -x 'go run . app.py'", id="nodemon-x"),
        pytest.param("nodemon server.js app.py", id="nodemon-script-args"),
        pytest.param("cargo run --bin tool -- --input=app.py", id="cargo-bin-option-equals"),
        pytest.param("dotnet run app.py", id="dotnet-run-positional"),
        pytest.param("dotnet run -c Release app.py", id="dotnet-run-configuration"),
    ],
)
def test_the_toolchains_own_command_line_gives_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# ...and what those readings must not take for a given file: a toolchain's own option's value
# (cargo's --manifest-path, nodemon's --watch), the script or program run itself (mix run's
# script, yarn node's, go run's main.go), a test script given a test, bun's own bundler.
@pytest.mark.parametrize(
    ("path", "command"),
    [
        pytest.param("Cargo.toml", "cargo run --manifest-path Cargo.toml", id="cargo-manifest"),
        pytest.param("App.csproj", "dotnet run --project App.csproj", id="dotnet-project"),
        pytest.param("server.js", "nodemon --watch src server.js", id="nodemon-watch"),
        pytest.param("tool.exs", "mix run tool.exs", id="mix-run-script-itself"),
        pytest.param("run.js", "yarn node run.js", id="yarn-node-program-itself"),
        pytest.param("main.go", "go run main.go", id="go-run-main-itself"),
        pytest.param("app.test.js", "pnpm run test:unit app.test.js", id="pnpm-test-unit"),
        pytest.param("app.test.js", "yarn test app.test.js", id="yarn-test"),
        pytest.param("app.ts", "bun build ./app.ts --outdir dist", id="bun-build"),
    ],
)
def test_what_the_toolchain_runs_or_reads_keeps_the_result(path: str, command: str) -> None:
    body = "x = 1\n"
    text = f"{path}\n```\n{body}```\n\nThen:\n\n```console\n$ {command}\n```\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]


# Found by fix-toolchain35, fixed by fix-toolchain38: a program whose name says it rewrites,
# built and run by its toolchain with no words (``go run ./cmd/fmt``, ``cargo run --bin
# codegen``), may rewrite the tree as ``npm run format`` (refused) does. (Fed the file on its
# input, ``go run ./cmd/fix < app.py``, it is a filter and stays usable: test_hunt47_fed.py,
# and the cases below.) Expected by hand: not usable over main.go as written.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run ./cmd/fmt", id="go-run-fmt-bare"),
        pytest.param("cargo run --bin codegen", id="cargo-codegen-bare"),
    ],
)
def test_a_rewriting_program_run_bare_by_its_toolchain(command: str) -> None:
    text = (
        "main.go\n```go\npackage main\n\nfunc main() {}\n```\n\nThen:\n\n```console\n$ "
        + command
        + "\n```\n"
    )
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# A program whose name says it rewrites, fed its input (a ``<`` redirection, the last command
# of a pipe) and given no word, reads what it is fed (a filter): main.go kept as written; a
# program whose name says nothing of rewriting, given no word, runs the project.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run ./cmd/fix < main.go", id="go-run-fix-stdin"),
        pytest.param("cat main.go | go run ./cmd/fmt", id="go-run-fmt-piped"),
        pytest.param("cargo run --bin codegen < spec.txt", id="cargo-codegen-stdin"),
        pytest.param("go run ./cmd/server", id="go-run-server-bare"),
        pytest.param("cargo run --bin server", id="cargo-server-bare"),
    ],
)
def test_a_rewriting_program_fed_its_input_keeps_the_result(command: str) -> None:
    body = "package main\n\nfunc main() {}\n"
    text = f"main.go\n```go\n{body}```\n\nThen:\n\n```console\n$ {command}\n```\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("main.go", body)]


# Not fed (the first command of a pipe, ``go run ./cmd/fmt | tee log.txt``, feeds the next
# one) and given no word, such a program may rewrite the tree. Expected by hand: not usable.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("go run ./cmd/fmt | tee log.txt", id="go-run-fmt-piping-out"),
        pytest.param("cargo run --release --bin codegen", id="cargo-codegen-release"),
    ],
)
def test_a_rewriting_program_not_fed_is_doubted(command: str) -> None:
    text = (
        "main.go\n```go\npackage main\n\nfunc main() {}\n```\n\nThen:\n\n```console\n$ "
        + command
        + "\n```\n"
    )
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
