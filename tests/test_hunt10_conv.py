"""Findings of hunt 10 on the convention readers: what fix-shell10 and fix-runs10 just taught
them (runner forms read with all their words, configured runners: addopts in written
configuration, PYTEST_ADDOPTS, build files binding work; the text after bolt, Cline, tool-call
and legacy JSON files; shell prefixes in bare blocks; echo/printf/cat redirections beside
Markdown files), attacked for a usable result whose files differ from what the model meant.

Each test is one minimized finding. How found: hand probes (about 280 commands, configuration
files and conventions, ``/tmp`` scripts) and ``benchmarks/hunt_hunt10-conventions.py``
(real standard-library files, fixed seeds), which counts them.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def document(files: dict[str, str], after: str) -> str:
    """A document in our format as a model writes it, then ``after`` below its end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n\n" + after


def codes(text: str) -> tuple[bool, str, list[str]]:
    result = parse_response(text)
    return result.usable, result.status, [d.code for d in result.diagnostics]


def paths(text: str) -> list[str] | None:
    """The files of a usable result, sorted; None when it is not usable."""
    result = parse_response(text)
    if not result.usable:
        return None
    assert result.code is not None
    return sorted(f.file_path for f in result.code.files)


# -- a second file written beside a Markdown file by a command other than echo/printf/cat ----
# Class: a written file lost (mixed conventions missed): a labelled Markdown file, then a bash
# block (or a ``$`` line, or prose quoting it) whose command writes another file: ``tee b.py``
# fed by a pipe, ``cp``, ``install``, ``dd of=``, a filter redirected into a new file
# (``sed ... a.py > b.py``, ``head``). fix-runs10's ``say_runs_write_files`` reads only echo,
# printf and cat redirections (``echo 'y = 2' > b.py`` there is mixed-conventions, and so is
# ``cat < a.py > b.py``); the heredoc reader itself reads ``echo ... | tee b.py``. How found:
# every writer of docs/lenient.md's "Changes what its arguments name" beside one Markdown
# file. The library: status recovered (usable) holding a.py only, no diagnostic naming b.py.
_MD = "`a.py`:\n```python\nx = 1\n```\n\n"
WRITERS = {
    "tee": "```bash\necho 'y = 2' | tee b.py\n```\n",
    "tee-devnull": "```bash\necho 'y = 2' | tee b.py > /dev/null\n```\n",
    "tee-dollar-line": "    $ echo 'y = 2' | tee b.py\n",
    "tee-prose": "Then run `echo 'y = 2' | tee b.py`.\n",
    "cp": "```bash\ncp a.py b.py\n```\n",
    "install": "```bash\ninstall -m 644 a.py b.py\n```\n",
    "dd": "```bash\necho 'y = 2' | dd of=b.py\n```\n",
    "sed-redirect": "```bash\nsed s/1/2/ a.py > b.py\n```\n",
    "head-redirect": "```bash\nhead -1 a.py > b.py\n```\n",
}


@pytest.mark.parametrize("after", list(WRITERS.values()), ids=list(WRITERS))
def test_a_command_writing_another_file_beside_markdown_is_not_dropped(after: str) -> None:
    assert paths(_MD + "And:\n\n" + after) in (None, ["a.py", "b.py"])


def test_an_echo_writing_another_file_beside_markdown_is_refused() -> None:
    """Control (passes today): the same second file by ``echo`` is mixed-conventions."""
    usable, status, found = codes(_MD + "And:\n\n```bash\necho 'y = 2' > b.py\n```\n")
    assert not usable, (status, found)
    assert "mixed-conventions" in found


# -- a file written by a command after our end marker (or bolt, Cline, legacy JSON files) ---
# Class: a written file lost: a bash block after our end marker whose ``echo``/``tee``
# writes a file the answer does not hold. The ``changed-after`` rule weighs only the files
# the answer holds; the same block beside a Markdown file is mixed-conventions. How found:
# the Markdown writers above, after our format. The library: status recovered (usable)
# holding a.py only, only ``prose-after``.
OURS_WRITERS = {
    "echo": "```bash\necho 'y = 2' > b.py\n```\n",
    "tee": "```bash\necho 'y = 2' | tee b.py\n```\n",
}


@pytest.mark.parametrize("after", list(OURS_WRITERS.values()), ids=list(OURS_WRITERS))
def test_a_command_writing_another_file_after_our_end_marker_is_not_dropped(after: str) -> None:
    assert paths(document({"a.py": "x = 1\n"}, after)) in (None, ["a.py", "b.py"])


# The same after bolt, Cline and legacy JSON files (fix-runs10 reads the text after them).
HEADS = {
    "bolt": (
        '<boltArtifact id="x" title="x">\n<boltAction type="file" filePath="a.js">\n'
        "console.log(1)\n</boltAction>\n</boltArtifact>\n"
    ),
    "cline": (
        "<write_to_file>\n<path>a.js</path>\n<content>\nconsole.log(1)\n</content>\n"
        "</write_to_file>\n"
    ),
    "legacy_json": '{"files": [{"path": "a.js", "content": "console.log(1)\\n"}]}\n',
}


@pytest.mark.parametrize("after", list(OURS_WRITERS.values()), ids=list(OURS_WRITERS))
@pytest.mark.parametrize("head", list(HEADS))
def test_a_command_writing_another_file_after_another_convention_is_not_dropped(
    head: str, after: str
) -> None:
    text = HEADS[head] + "\n" + after.replace("b.py", "b.js")
    assert paths(text) in (None, ["a.js", "b.js"])


# -- pytest's addopts in a form the configuration reader misses ----------------------------
# Class: changed-after missed, a configured test runner: ``addopts`` in a written
# pyproject.toml as a TOML multi-line string (``"""`` or ``'''``), or PYTEST_ADDOPTS exported
# by a written Makefile whose ``test`` recipe runs pytest. fix-shell10 reads the one-line
# string, the array (one line or several), setup.cfg/tox.ini continuation lines, and
# PYTEST_ADDOPTS before the command or in a recipe line; not these. How found: every TOML
# string form and every Makefile way to set a variable. The library: status recovered
# (usable), no changed-after; syrupy's ``--snapshot-update`` rewrites the written snapshot.
SNAPSHOT = {
    "tests/__snapshots__/test_app.ambr": "# serializer version: 1\n# name: test_app\n  1\n",
    "tests/test_app.py": "def test_app(snapshot):\n    pass\n",
}
ADDOPTS = {
    "toml-multiline-basic": (
        {"pyproject.toml": '[tool.pytest.ini_options]\naddopts = """\n-q --snapshot-update\n"""\n'},
        "pytest",
    ),
    "toml-multiline-literal": (
        {"pyproject.toml": "[tool.pytest.ini_options]\naddopts = '''\n-q --snapshot-update\n'''\n"},
        "python -m pytest",
    ),
    "makefile-export-assign": (
        {"Makefile": "export PYTEST_ADDOPTS := --snapshot-update\ntest:\n\tpytest\n"},
        "make test",
    ),
    "makefile-export-name": (
        {
            "Makefile": "PYTEST_ADDOPTS = --snapshot-update\n"
            "export PYTEST_ADDOPTS\ntest:\n\tpytest\n"
        },
        "make test",
    ),
}


@pytest.mark.parametrize("case", list(ADDOPTS.values()), ids=list(ADDOPTS))
def test_addopts_the_configuration_reader_misses_rewrites_snapshots(
    case: tuple[dict[str, str], str],
) -> None:
    config, command = case
    usable, status, found = codes(document({**SNAPSHOT, **config}, f"```bash\n{command}\n```\n"))
    assert not usable, (status, found)


def test_addopts_on_one_line_in_pyproject_is_refused() -> None:
    """Control (passes today): the one-line TOML string is read."""
    config = {"pyproject.toml": '[tool.pytest.ini_options]\naddopts = "-q --snapshot-update"\n'}
    usable, status, found = codes(document({**SNAPSHOT, **config}, "```bash\npytest\n```\n"))
    assert not usable, (status, found)
    assert "changed-after" in found


# -- a build tool's work bound where the build-file reader does not look ----------------------
# Class: changed-after missed, a configured build tool: Maven's ``<defaultGoal>`` in a written
# pom.xml run by a bare ``mvn``; ``MAVEN_ARGS`` (Maven 3.9+ prepends it to the command line)
# naming ``spotless:apply``; a written Gradle init script (``-I``/``--init-script``) or
# another build file (``gradle -b``, ``mvn -f``) that binds spotlessApply. fix-shell10 reads
# the written pom.xml's executions and build.gradle's dependsOn; ``mvn spotless:apply`` itself
# is refused. How found: each way Maven/Gradle take goals or build files other than the
# command's own words. The library: status recovered (usable), no changed-after; spotless
# reformats App.java.
_JAVA = {"src/main/java/App.java": "class App {}\n"}
_SPOTLESS_POM = (
    "<project><build><plugins><plugin><groupId>com.diffplug.spotless</groupId>"
    "<artifactId>spotless-maven-plugin</artifactId><executions><execution>"
    "<phase>compile</phase><goals><goal>apply</goal></goals></execution></executions>"
    "</plugin></plugins></build></project>\n"
)
_INIT = "allprojects { tasks.matching { it.name == 'build' }.all { dependsOn 'spotlessApply' } }\n"
BUILDS = {
    "mvn-defaultGoal": (
        {
            "pom.xml": "<project><build><defaultGoal>spotless:apply</defaultGoal>"
            "</build></project>\n"
        },
        "mvn",
    ),
    "MAVEN_ARGS": ({"pom.xml": "<project></project>\n"}, "MAVEN_ARGS=spotless:apply mvn package"),
    "mvn-f": (
        {"pom.xml": "<project></project>\n", "fmt.xml": _SPOTLESS_POM},
        "mvn -f fmt.xml package",
    ),
    "gradle-init-script": (
        {"build.gradle": "plugins { id 'java' }\n", "init.gradle": _INIT},
        "gradle build --init-script init.gradle",
    ),
    "gradle-I": (
        {"build.gradle": "plugins { id 'java' }\n", "init.gradle": _INIT},
        "gradle build -I init.gradle",
    ),
    "gradle-b": (
        {
            "build.gradle": "plugins { id 'java' }\n",
            "fmt.gradle": "plugins { id 'java' }\ncompileJava.dependsOn 'spotlessApply'\n",
        },
        "gradle -b fmt.gradle build",
    ),
}


@pytest.mark.parametrize("case", list(BUILDS.values()), ids=list(BUILDS))
def test_build_work_bound_outside_the_read_build_file_reformats_sources(
    case: tuple[dict[str, str], str],
) -> None:
    build, command = case
    usable, status, found = codes(document({**_JAVA, **build}, f"```bash\n{command}\n```\n"))
    assert not usable, (status, found)


def test_spotless_bound_in_the_written_pom_is_refused() -> None:
    """Control (passes today): the same execution in pom.xml and ``mvn package``."""
    text = document({**_JAVA, "pom.xml": _SPOTLESS_POM}, "```bash\nmvn package\n```\n")
    usable, status, found = codes(text)
    assert not usable, (status, found)
    assert "changed-after" in found


# -- a bare block line behind a prefix starts_with_command does not know ---------------------
# Class: changed-after missed, a bare block (no info string) after a labelled file whose only
# line runs ``sed -i`` behind a prefix fix-runs10's ``starts_with_command`` does not take:
# ``timeout``, ``nice``, ``stdbuf``, ``eval``, ``set -e;``, a test or ``true`` then ``&&``,
# ``!``. It takes ``exec``, ``env``, ``X=1``, ``nohup``, ``time``, ``sudo``, ``{``, ``(``,
# ``if``, ``for`` and ``sh -c '...'``. How found: about 40 prefixes from the bash manual and
# coreutils before the same ``sed -i``. The library: status recovered (usable), app.js
# as written, only ``fence-without-path``.
_JS = "`app.js`:\n```js\nconsole.log(1)\n```\n\n"
BARE_PREFIXES = {
    "timeout": "timeout 5 sed -i s/1/2/ app.js",
    "nice": "nice sed -i s/1/2/ app.js",
    "stdbuf": "stdbuf -oL sed -i s/1/2/ app.js",
    "eval": "eval sed -i s/1/2/ app.js",
    "set-e": "set -e; sed -i s/1/2/ app.js",
    "test-and": "test -f app.js && sed -i s/1/2/ app.js",
    "bracket-and": "[ -f app.js ] && sed -i s/1/2/ app.js",
    "true-and": "true && sed -i s/1/2/ app.js",
    "bang": "! sed -i s/1/2/ app.js",
}


@pytest.mark.parametrize("line", list(BARE_PREFIXES.values()), ids=list(BARE_PREFIXES))
def test_a_bare_block_line_behind_another_prefix_is_run(line: str) -> None:
    usable, status, found = codes(_JS + f"```\n{line}\n```\n")
    assert not usable, (status, found)


def test_a_bare_block_line_behind_exec_is_refused() -> None:
    """Control (passes today): ``exec`` is a prefix fix-runs10 reads."""
    usable, status, found = codes(_JS + "```\nexec sed -i s/1/2/ app.js\n```\n")
    assert not usable, (status, found)
    assert "changed-after" in found


# -- commands inside the legacy JSON shape ------------------------------------------------
# Class: changed-after missed (an unknown key dropped silently): the legacy ``{"files": [...]}``
# shape with a ``commands`` (or ``run``) key next to ``files``, holding a command that changes
# a written file. fix-runs10 reads the text after the JSON; a key inside it that the reader
# does not know is dropped with no diagnostic. How found: keys agents put beside ``files``.
# The library: status clean (usable), no diagnostic at all.
LEGACY = {
    "commands": '{"files": [{"path": "a.js", "content": "console.log(1)\\n"}], '
    '"commands": ["sed -i s/1/2/ a.js"]}\n',
    "run": '{"files": [{"path": "a.js", "content": "console.log(1)\\n"}], '
    '"run": "npx prettier --write ."}\n',
}


@pytest.mark.parametrize("text", list(LEGACY.values()), ids=list(LEGACY))
def test_a_command_key_beside_legacy_files_is_not_dropped(text: str) -> None:
    usable, status, found = codes(text)
    assert not usable, (status, found)
