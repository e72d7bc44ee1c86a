"""Hunt 62: the program a toolchain runs, given a written file by name, may change it.

Expected by hand: each answer writes app.py, then runs the project's own program with app.py
as its argument (by the build tool's own command line). The program may rewrite app.py, so
the written app.py is not known to be the file the user ends with: never usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _answer(command: str) -> str:
    return f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n$ {command}\n```\n"


# gradle's task path (``:app:run``, a subproject's run task) and sbt's scoped keys
# (``tools/run``), command lists (``;compile ;run ARGS``) and maven's exec plugin
# (``-Dexec.args=``) give the program its words as ``gradle run --args`` does.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("./gradlew :app:run --args=app.py", id="gradle-task-path"),
        pytest.param("gradle :tools:run --args='app.py'", id="gradle-task-path-quoted"),
        pytest.param("sbt ';compile ;run app.py'", id="sbt-command-list"),
        pytest.param("sbt 'tools/run app.py'", id="sbt-scoped-run"),
        pytest.param("sbt 'fixer/runMain x.Fix app.py'", id="sbt-scoped-runmain"),
        pytest.param("mvn exec:java -Dexec.args=app.py", id="mvn-exec-args"),
        pytest.param("sbt 'Test/run app.py'", id="sbt-config-scoped-run"),
        pytest.param(
            "./mvnw spring-boot:run -Dspring-boot.run.arguments=app.py", id="spring-boot-run-args"
        ),
    ],
)
def test_a_program_given_the_file_by_its_build_tool(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# A watcher or a task list that runs the toolchain's run (``dotnet watch run``: dotnet watch
# runs ``dotnet run`` with the words after it; ``mix do compile, run FILE ARGS`` / ``mix do
# compile + run``: mix runs each task with its own words) gives the program app.py as the
# plain ``dotnet run -- app.py`` / ``mix run fix.exs app.py`` (both refused today) do.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("dotnet watch run -- app.py", id="dotnet-watch-run-dashes"),
        pytest.param("dotnet watch -- run app.py", id="dotnet-watch-dashes-run"),
        pytest.param("dotnet watch run app.py", id="dotnet-watch-run"),
        pytest.param("dotnet watch --project tools/Fix run -- app.py", id="dotnet-watch-project"),
        pytest.param("mix do compile, run priv/fix.exs app.py", id="mix-do-comma"),
        pytest.param("mix do compile + run priv/fix.exs app.py", id="mix-do-plus"),
    ],
)
def test_a_watcher_or_task_list_running_the_program_given_the_file(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# fix-toolchain38: each tool's own grammar, beyond the forms above: gradle's ``--args`` taken
# by the run task of a task list; sbt's spaced and watched scopes, ``;``-separated lists
# without the leading ``;``; maven's list property (commas), its ``exec.args`` with the
# java command line of ``exec:exec`` (a phase of the pom may run exec), ``mix do --app``;
# ``dotnet watch`` given no command runs ``dotnet run`` (``-- ARGS`` is the program's).
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("gradle build run --args=app.py", id="gradle-task-list"),
        pytest.param("sbt 'tools / Test / run app.py'", id="sbt-spaced-scope"),
        pytest.param("sbt '~tools/run app.py'", id="sbt-watched-scope"),
        pytest.param("sbt 'compile; run app.py'", id="sbt-list-no-leading"),
        pytest.param("mvn exec:java -Dexec.arguments=x.py,app.py", id="mvn-exec-arguments-list"),
        pytest.param(
            "mvn package -Dexec.args='-cp target/classes Main app.py'", id="mvn-exec-args-java"
        ),
        pytest.param("mix do --app web compile, run fix.exs app.py", id="mix-do-app"),
        pytest.param("mix do compile , run fix.exs app.py", id="mix-do-lone-comma"),
        # the code a task of the list runs (``mix run -e CODE``, ``mix eval CODE``: refused
        # alone), a comma inside it no task separator
        pytest.param(
            """mix do compile, run -e 'File.write!("app.py", "x")'""", id="mix-do-run-code"
        ),
        pytest.param("""mix do compile + eval 'File.write!("app.py", "")'""", id="mix-do-eval"),
        pytest.param("dotnet watch -- app.py", id="dotnet-watch-no-command"),
    ],
)
def test_a_program_given_the_file_by_the_tools_own_grammar(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# The same forms given no written file (only the program's own flags, another file, a test
# task, the main class's name) run the program on nothing the answer writes: usable, app.py
# as written.
@pytest.mark.parametrize(
    "command",
    [
        pytest.param("./gradlew :app:run", id="gradle-task-path-bare"),
        pytest.param("gradle app:run --args='--verbose'", id="gradle-args-flags"),
        pytest.param("sbt 'tools/run --port 8080'", id="sbt-scoped-run-flags"),
        pytest.param("sbt ';compile ;run'", id="sbt-command-list-bare"),
        pytest.param("sbt 'Test/run'", id="sbt-config-scoped-bare"),
        pytest.param("sbt 'runMain app.py'", id="sbt-runmain-class"),
        pytest.param("mvn exec:java -Dexec.mainClass=x.Main", id="mvn-exec-main-class"),
        pytest.param("mvn exec:java -Dexec.args=other.py", id="mvn-exec-args-other"),
        pytest.param(
            "./mvnw spring-boot:run -Dspring-boot.run.arguments=--server.port=8081",
            id="spring-boot-run-flags",
        ),
        pytest.param("dotnet watch run", id="dotnet-watch-run-bare"),
        pytest.param(
            "dotnet watch --project tools/Api run -- --port 5000", id="dotnet-watch-flags"
        ),
        pytest.param("dotnet watch test", id="dotnet-watch-test"),
        pytest.param("mix do compile, run priv/seeds.exs", id="mix-do-run-bare"),
        pytest.param("mix do compile + test", id="mix-do-test"),
        pytest.param("mix do compile, run -e 'IO.puts(1)'", id="mix-do-run-code-harmless"),
    ],
)
def test_a_program_given_no_written_file_keeps_the_result(command: str) -> None:
    result = parse_response(_answer(command))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", "print(1)\n")]
