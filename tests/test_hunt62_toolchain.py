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
    ],
)
def test_a_program_given_the_file_by_its_build_tool(command: str) -> None:
    result = parse_response(_answer(command))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
