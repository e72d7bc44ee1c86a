"""Runners in an allowed form read with all their words and with what configures them
(``artifact_codec/ingest/conventions/shell.py``: ``_form_rest``, ``_configured``).

An allowed form is read past its first word(s): its options are allow-listed and its extra
words checked (each rails task is a form; ``dart run`` runs a path, not a package). A test
runner given options by a configuration the answer writes (pytest's ``addopts``) is read with
them, refused when they cannot be read (``PYTEST_ADDOPTS``, an ``addopts`` over several
lines); ``npm_config_*`` settings that are not known refuse npm; a build file the answer
writes that binds work this reader does not model refuses its build tool's forms. Both
directions are tested: the refusals, and the forms and configurations that must stay usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def document(files: dict[str, str], after: str) -> str:
    """Our format with ``files``, then ``after`` below its end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n\n" + after


def markdown(files: dict[str, str], command: str) -> str:
    """The same files as labelled Markdown blocks, then the command in a bash block."""
    blocks = [f"`{path}`:\n```\n{content}```\n" for path, content in files.items()]
    return "\n".join(blocks) + f"\nThen run:\n\n```bash\n{command}\n```\n"


def usable(files: dict[str, str], command: str) -> tuple[bool, bool]:
    """Whether the result is usable after our format and after Markdown files."""
    ours = parse_response(document(files, f"```bash\n{command}\n```\n"))
    labelled = parse_response(markdown(files, command))
    return ours.usable, labelled.usable


_TESTS = {"tests/test_app.py": "def test_app():\n    assert True\n"}
_POM_PLAIN = "<project>\n  <build>\n    <plugins>\n      <plugin>\n" + (
    "        <artifactId>spring-boot-maven-plugin</artifactId>\n"
    "      </plugin>\n    </plugins>\n  </build>\n</project>\n"
)
_POM_BOUND = _POM_PLAIN.replace(
    "</artifactId>\n",
    "</artifactId>\n        <executions><execution><phase>compile</phase>"
    "<goals><goal>repackage</goal></goals></execution></executions>\n",
)
_GRADLE_PLAIN = "plugins {\n    id 'java'\n    id 'application'\n}\ndependencies {}\n"
_CSPROJ_PLAIN = '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup />\n</Project>\n'
_JAVA = {"src/main/java/App.java": "class App {}\n"}

#: (files, command) that must leave the written files as written.
LEAVING = {
    "addopts-q": ({**_TESTS, "pytest.ini": "[pytest]\naddopts = -q --tb=short\n"}, "pytest"),
    "pyproject-addopts-list": (
        {**_TESTS, "pyproject.toml": '[tool.pytest.ini_options]\naddopts = ["-q", "-x"]\n'},
        "python -m pytest",
    ),
    "setup.cfg-without-addopts": ({**_TESTS, "setup.cfg": "[metadata]\nname = x\n"}, "pytest"),
    "cov-report-term": (_TESTS, "pytest --cov=app --cov-report=term-missing"),
    "rails-test-file": ({"app.rb": "x\n"}, "rails test test/models/user_test.rb"),
    "rails-two-allowed-tasks": ({"app.rb": "x\n"}, "rails db:create db:seed"),
    "dotnet-property": ({"P.cs": "class P {}\n"}, "dotnet build -p:Version=1.0 -c Release"),
    "dart-run-path": ({"bin/main.dart": "void main() {}\n"}, "dart run bin/main.dart"),
    "npm-cache-variable": ({"package.json": '{"name": "x"}\n'}, "npm_config_cache=/tmp/c npm test"),
    "pom-plain": ({**_JAVA, "pom.xml": _POM_PLAIN}, "mvn package"),
    "gradle-plain": ({**_JAVA, "build.gradle": _GRADLE_PLAIN}, "./gradlew build"),
    "csproj-plain": ({"P.cs": "class P {}\n", "App.csproj": _CSPROJ_PLAIN}, "dotnet build"),
    "python-m-module": ({"app.py": "x = 1\n"}, "python -m http.server 8000"),
    # pyproject.toml read as TOML: a multi-line string of harmless options, pytest 9's table
    "toml-multiline-harmless": (
        {**_TESTS, "pyproject.toml": '[tool.pytest.ini_options]\naddopts = """\n-q\n-x\n"""\n'},
        "pytest",
    ),
    "toml-pytest-table": (
        {**_TESTS, "pyproject.toml": '[tool.pytest]\naddopts = ["-q"]\n'},
        "pytest",
    ),
    "toml-other-tool-addopts": (
        {**_TESTS, "pyproject.toml": '[tool.other]\naddopts = "--snapshot-update"\n'},
        "pytest",
    ),
    "mvn-java-home": ({**_JAVA, "pom.xml": _POM_PLAIN}, "JAVA_HOME=/opt/jdk mvn package"),
    "mvn-project-list": ({**_JAVA, "pom.xml": _POM_PLAIN}, "mvn -pl core package"),
}

#: (files, command) that may change a written file: never usable.
CHANGING = {
    "addopts-continued": (
        {**_TESTS, "pytest.ini": "[pytest]\naddopts =\n    -q\n    --snapshot-update\n"},
        "pytest",
    ),
    "addopts-python-m": (
        {**_TESTS, "tox.ini": "[pytest]\naddopts = --snapshot-update\n"},
        "python -m pytest -q",
    ),
    "override-ini-long": (_TESTS, "pytest --override-ini=addopts=--snapshot-update"),
    "env-PYTEST_ADDOPTS": (_TESTS, "env PYTEST_ADDOPTS=--snapshot-update pytest"),
    "cov-report-separate-word": ({"site/index.html": "x\n"}, "pytest --cov-report html:site"),
    "rails-task-after-option": ({"db/schema.rb": "x\n"}, "rails db:create -e test db:migrate"),
    "gradle-update-locks": (
        {"gradle.lockfile": "x=\n", "build.gradle": _GRADLE_PLAIN},
        "gradle build --update-locks org:lib",
    ),
    "dotnet-use-lock-file": ({"packages.lock.json": "{}\n"}, "dotnet restore --use-lock-file"),
    "dart-run-package": ({"lib/a.g.dart": "//\n"}, "dart run build_runner watch"),
    "vercel-link": ({".gitignore": "x\n"}, "vercel link --yes"),
    "pom-bound": ({**_JAVA, "pom.xml": _POM_BOUND}, "./mvnw -q verify"),
    "gradle-unknown-plugin": (
        {**_JAVA, "build.gradle": "plugins {\n    id 'com.example.codegen'\n}\n"},
        "gradle assemble",
    ),
    "gradle-kts-task-action": (
        {**_JAVA, "build.gradle.kts": 'tasks.named("compileJava") { doFirst { } }\n'},
        "./gradlew build",
    ),
    "msbuild-targets": (
        {
            "P.cs": "class P {}\n",
            "Directory.Build.targets": "<Project><Target Name='x'/></Project>\n",
        },
        "dotnet test",
    ),
    "npm-config-dir-exported": (
        {"web/package.json": '{"name": "w"}\n'},
        "export npm_config_prefix=web\nnpm install lodash",
    ),
    "python-m-dotted-fixer": ({"app.py": "x=1\n", "tools/fix.py": "pass\n"}, "python -m tools.fix"),
    # pyproject.toml read as TOML: the multi-line string and pytest 9's table are read
    "toml-multiline-writes": (
        {
            **_TESTS,
            "pyproject.toml": "[tool.pytest.ini_options]\naddopts = '''\n--snapshot-update\n'''\n",
        },
        "pytest",
    ),
    "toml-pytest-table-writes": (
        {**_TESTS, "pyproject.toml": '[tool.pytest]\naddopts = ["--snapshot-update"]\n'},
        "pytest",
    ),
    "toml-not-toml": (
        {**_TESTS, "pyproject.toml": '[tool.pytest.ini_options]\naddopts = "-q\n'},
        "pytest",
    ),
    # PYTEST_ADDOPTS set by any written file configures the run
    "dotenv-PYTEST_ADDOPTS": ({**_TESTS, ".env": "PYTEST_ADDOPTS=--snapshot-update\n"}, "pytest"),
    "tox-setenv-PYTEST_ADDOPTS": (
        {**_TESTS, "tox.ini": "[testenv]\nsetenv =\n    PYTEST_ADDOPTS = --snapshot-update\n"},
        "tox",
    ),
    # build work bound outside the build file read: another file, the environment, a default
    "gradle-init-joined": ({**_JAVA, "build.gradle": _GRADLE_PLAIN}, "gradle -Iinit.gradle build"),
    "mvn-file-equals": ({**_JAVA, "pom.xml": _POM_PLAIN}, "mvn --file=fmt.xml package"),
    "mvn-settings": ({**_JAVA, "pom.xml": _POM_PLAIN}, "mvn -s ci.xml package"),
    "gradle-opts-exported": (
        {**_JAVA, "build.gradle": _GRADLE_PLAIN},
        "export GRADLE_OPTS=-Dx=1\n./gradlew build",
    ),
    "gradle-default-tasks": (
        {**_JAVA, "build.gradle": _GRADLE_PLAIN + "defaultTasks 'spotlessApply'\n"},
        "gradle",
    ),
    "maven-config-file": (
        {**_JAVA, "pom.xml": _POM_PLAIN, ".mvn/maven.config": "spotless:apply\n"},
        "mvn package",
    ),
}


@pytest.mark.parametrize("case", list(LEAVING.values()), ids=list(LEAVING))
def test_an_allowed_form_and_configuration_leave_the_files(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    assert usable(files, command) == (True, True)


@pytest.mark.parametrize("case", list(CHANGING.values()), ids=list(CHANGING))
def test_a_form_or_configuration_that_may_write_is_refused(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    # (after Markdown files a command is read without the written files: not yet checked)
    assert usable(files, command)[0] is False
