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
