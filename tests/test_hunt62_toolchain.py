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
