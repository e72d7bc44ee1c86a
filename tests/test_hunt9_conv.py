"""Findings of hunt 9 on the convention readers: what fix-shell9, fix-runs9 and fix-mix9 just
taught them (runners read by an allow-list of forms, test runners by their options, prose
instructions, bolt attributes read as bolt.new does), attacked for a usable result whose files
differ from what the model meant. The rule attacked (docs/lenient.md): a command after a file
that may change it makes the result not usable (``changed-after``).

Each test is one minimized finding. How found: hand probes (about 550 commands, prose forms,
build files and conventions) with real commands and configuration that tutorials and models
write; counted by ``benchmarks/hunt_hunt9-conventions.py``.
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


# -- a test runner's options given by a configuration file the answer writes ---------------
# Class: changed-after missed, a test runner in an allowed form whose options come from a
# configuration file the answer writes (pytest's addopts in pytest.ini, pyproject.toml,
# setup.cfg, tox.ini) or from PYTEST_ADDOPTS / ``-o addopts=``. How found: the
# ``_TEST_OPTIONS`` allow-list reads only the command's own words; ``pytest --snapshot-update``
# is refused (hunt 8) but the same option from a written config is not. The library: status
# recovered (usable), no changed-after; syrupy's ``--snapshot-update`` rewrites the written
# ``__snapshots__`` files.
SNAPSHOT = {"tests/__snapshots__/test_app.ambr": "# serializer version: 1\n# name: test_app\n  1\n"}
ADDOPTS = {
    "pytest.ini": ({"pytest.ini": "[pytest]\naddopts = --snapshot-update\n"}, "pytest"),
    "pyproject.toml": (
        {"pyproject.toml": '[tool.pytest.ini_options]\naddopts = "--snapshot-update"\n'},
        "pytest",
    ),
    "setup.cfg": ({"setup.cfg": "[tool:pytest]\naddopts = --snapshot-update\n"}, "pytest -q"),
    "tox.ini": ({"tox.ini": "[pytest]\naddopts = --snapshot-update\n"}, "pytest"),
    "PYTEST_ADDOPTS": ({}, "PYTEST_ADDOPTS=--snapshot-update pytest"),
    "export-PYTEST_ADDOPTS": ({}, "export PYTEST_ADDOPTS=--snapshot-update\npytest"),
    "-o-addopts": ({}, "pytest -o addopts=--snapshot-update"),
}


@pytest.mark.parametrize("case", list(ADDOPTS.values()), ids=list(ADDOPTS))
def test_a_test_runner_option_from_a_written_config_rewrites_snapshots(
    case: tuple[dict[str, str], str],
) -> None:
    config, command = case
    files = {**SNAPSHOT, **config, "tests/test_app.py": "def test_app(snapshot):\n    pass\n"}
    usable, status, found = codes(document(files, f"```bash\n{command}\n```\n"))
    assert not usable, (status, found)


# -- a build tool's lifecycle bound by a build file the answer writes ------------------------
# Class: changed-after missed, an allowed build form (``mvn package``, ``gradle build``,
# ``dotnet build``) whose build file, written by the answer, binds a goal or target that
# rewrites the sources (spotless:apply bound to a phase; compileJava.dependsOn spotlessApply;
# an MSBuild target that runs ``dotnet format`` before Build). How found: the allow-list reads
# the goals on the command line, never the written pom.xml / build.gradle / .csproj (a make
# target's recipe, by contrast, is read from the written Makefile). The library: status
# recovered (usable), no changed-after; the build reformats App.java / Program.cs.
POM = (
    "<project>\n  <build>\n    <plugins>\n      <plugin>\n"
    "        <groupId>com.diffplug.spotless</groupId>\n"
    "        <artifactId>spotless-maven-plugin</artifactId>\n"
    "        <executions>\n          <execution>\n            <phase>compile</phase>\n"
    "            <goals><goal>apply</goal></goals>\n          </execution>\n"
    "        </executions>\n      </plugin>\n    </plugins>\n  </build>\n</project>\n"
)
GRADLE = (
    "plugins {\n    id 'java'\n    id 'com.diffplug.spotless' version '6.25.0'\n}\n"
    "compileJava.dependsOn 'spotlessApply'\n"
)
CSPROJ = (
    '<Project Sdk="Microsoft.NET.Sdk">\n'
    '  <Target Name="Format" BeforeTargets="Build">\n'
    '    <Exec Command="dotnet format" />\n  </Target>\n</Project>\n'
)
JAVA = {"src/main/java/App.java": "class App {}\n"}
BUILDS = {
    "mvn-package": ({**JAVA, "pom.xml": POM}, "mvn package"),
    "mvnw-compile": ({**JAVA, "pom.xml": POM}, "./mvnw compile"),
    "gradle-build": ({**JAVA, "build.gradle": GRADLE}, "gradle build"),
    "gradlew-build": ({**JAVA, "build.gradle": GRADLE}, "./gradlew build"),
    "dotnet-build": ({"Program.cs": "class P {}\n", "App.csproj": CSPROJ}, "dotnet build"),
}


@pytest.mark.parametrize("case", list(BUILDS.values()), ids=list(BUILDS))
def test_a_build_file_the_answer_writes_binds_a_formatter(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    usable, status, found = codes(document(files, f"```bash\n{command}\n```\n"))
    assert not usable, (status, found)


# -- python -m of the answer's own fixing module ---------------------------------------------
# Class: changed-after missed, the name rule (a program named like a fixer) applied to
# ``python fix.py`` but not to ``python -m fix`` running the same written module. How found:
# hand probes of ``_interpreter``. The library: ``python fix.py`` refused (changed-after),
# ``python -m fix`` recovered (usable) while fix.py rewrites app.py.
def test_python_dash_m_of_a_written_fix_module_is_read_like_its_path() -> None:
    files = {"app.py": "x=1\n", "fix.py": "open('app.py', 'w').write('x = 1\\n')\n"}
    by_path = codes(document(files, "```bash\npython fix.py\n```\n"))
    assert not by_path[0], by_path  # (the control: refused today)
    usable, status, found = codes(document(files, "```bash\npython -m fix\n```\n"))
    assert not usable, (status, found)


# -- commands after the files of a bolt artifact, a Cline call, a tool call, a JSON document ---
# Class: changed-after missed, the text after the files of bolt, Cline, OpenAI tool calls and
# the legacy JSON shape is never weighed (a bash block, a bare block, a ``$`` line, a prose
# instruction): the same text after a Markdown file, a Claude artifact or our format is
# refused. How found: one file then four tails, across every convention. The library: status
# recovered (usable) with a.js as written; ``sed -i`` / ``prettier --write`` change it.
HEADS = {
    "bolt": (
        '<boltArtifact id="x" title="x">\n<boltAction type="file" filePath="a.js">\n'
        "console.log(1)\n</boltAction>\n</boltArtifact>\n"
    ),
    "cline": (
        "<write_to_file>\n<path>a.js</path>\n<content>\nconsole.log(1)\n</content>\n"
        "</write_to_file>\n"
    ),
    "tool_calls": (
        '{"tool_calls": [{"type": "function", "function": {"name": "write_file", '
        '"arguments": "{\\"path\\": \\"a.js\\", \\"content\\": \\"console.log(1)\\\\n\\"}"}}]}\n'
    ),
    "legacy_json": '{"files": [{"path": "a.js", "content": "console.log(1)\\n"}]}\n',
}
TAILS = {
    "fence": "\nThen run:\n\n```bash\nsed -i 's/1/2/' a.js\n```\n",
    "prose": "\nThen run `npx prettier --write a.js`.\n",
    "dollar": "\nThen run:\n\n    $ sed -i 's/1/2/' a.js\n",
}


@pytest.mark.parametrize("tail", list(TAILS))
@pytest.mark.parametrize("head", list(HEADS))
def test_a_command_after_the_files_of_another_convention(head: str, tail: str) -> None:
    usable, status, found = codes(HEADS[head] + TAILS[tail])
    assert not usable, (status, found)


def test_the_same_command_after_a_claude_artifact_is_refused() -> None:
    """Control (passes today): the text after a Claude artifact is weighed."""
    text = (
        '<antArtifact identifier="a" type="application/vnd.ant.code" language="javascript" '
        'title="a.js">\nconsole.log(1)\n</antArtifact>\n' + TAILS["fence"]
    )
    usable, status, found = codes(text)
    assert not usable, (status, found)
    assert "changed-after" in found


# -- a bolt action whose type is given twice -------------------------------------------------
# Class: bolt attribute read other than bolt.new does: ``type="shell" type="file"
# filePath="a.js"``: bolt.new takes the first ``type="`` (a shell action: no file is written,
# the content runs), the library the last (``_attributes`` builds a dict) and writes a.js.
# How found: attribute orders and duplicates after fix-mix9's ``_tool_attribute``. The
# library: status recovered (usable) holding a.js, no diagnostic naming the other reading.
def test_a_bolt_action_with_two_types_is_not_read_by_the_last() -> None:
    text = (
        '<boltArtifact id="x" title="x">\n'
        '<boltAction type="shell" type="file" filePath="a.js">\nconsole.log(1)\n</boltAction>\n'
        "</boltArtifact>\n"
    )
    usable, status, found = codes(text)
    assert not usable, (status, found)


# -- a line of a bare block the new starts_with_command misses -------------------------------
# Class: changed-after missed, a bare block (no info string) after a file whose only changing
# line starts with a shell prefix ``starts_with_command`` does not know (``exec``, ``env``,
# an assignment ``X=1``, ``nohup``, a group ``{ ...; }`` or subshell ``( ... )``, ``if``/
# ``for``), or with a program run by its path (``./update.py app.js``: starts_with_command
# says yes, yet the block is not run; hunt 8's own benchmark still prints these as WRONG).
# How found: each prefix of the brief in a bare block after a labelled file. The library:
# status recovered (usable), app.js as written, only ``fence-without-path``.
_JS = "`app.js`:\n```js\nconsole.log(1)\n```\n\n"
BARE_LINES = {
    "exec": "exec sed -i s/1/2/ app.js",
    "env": "env X=1 sed -i s/1/2/ app.js",
    "assignment": "NODE_ENV=dev npx prettier -w app.js",
    "nohup": "nohup npx prettier -w app.js",
    "group": "{ npx prettier -w app.js; }",
    "subshell": "(cd . && npx prettier -w app.js)",
    "if": "if true; then sed -i s/1/2/ app.js; fi",
    "for": "for f in *.js; do sed -i s/1/2/ $f; done",
    "path-program": "./update.py app.js",
    "node-modules-bin": "node_modules/.bin/jscodeshift -t t.js app.js",
}


@pytest.mark.parametrize("line", list(BARE_LINES.values()), ids=list(BARE_LINES))
def test_a_bare_block_line_with_a_shell_prefix_is_run(line: str) -> None:
    usable, status, found = codes(_JS + f"```\n{line}\n```\n")
    assert not usable, (status, found)


def test_the_same_bare_line_without_a_prefix_is_refused() -> None:
    """Control (passes today): ``sed -i`` first in a bare block is run."""
    usable, status, found = codes(_JS + "```\nsed -i s/1/2/ app.js\n```\n")
    assert not usable, (status, found)
    assert "changed-after" in found


# -- a file of another convention lost beside a convention with no file spans ---------------
# Class: a written file lost (mixed conventions): the legacy JSON shape then a labelled
# Markdown file (or the Markdown file after it), and a Markdown file beside a bash block
# whose ``echo``/``printf`` redirection writes another file. fix-mix9 looks for the other
# conventions outside the winner's files (``file_spans``); legacy_json and a redirection
# writing a file have none, and a heredoc (``cat > b.py <<EOF``) beside the same Markdown
# file is refused (mixed-conventions) where ``echo ... > b.py`` is not. How found: one file
# in each convention before and after one labelled Markdown file. The library: status
# recovered (usable) holding one of the two files, no mixed-conventions.
_MD = "`a.py`:\n```python\nx = 1\n```\n\n"
MIXED = {
    "legacy-json-then-markdown": '{"files": [{"path": "b.py", "content": "y = 2\\n"}]}\n\n' + _MD,
    "fenced-legacy-json-then-markdown": (
        '```json\n{"files": [{"path": "b.py", "content": "y = 2\\n"}]}\n```\n\n' + _MD
    ),
    "markdown-then-echo": _MD + "And:\n\n```bash\necho 'y = 2' > b.py\n```\n",
    "markdown-then-printf": _MD + "And:\n\n```bash\nprintf 'y = 2\\n' > b.py\n```\n",
    "echo-then-markdown": "```bash\necho 'y = 2' > b.py\n```\n\nAnd:\n\n" + _MD,
}


@pytest.mark.parametrize("text", list(MIXED.values()), ids=list(MIXED))
def test_a_file_of_another_convention_beside_one_without_spans_is_not_lost(text: str) -> None:
    result = parse_response(text)
    if result.usable:
        assert result.code is not None
        assert sorted(f.file_path for f in result.code.files) == ["a.py", "b.py"]


def test_a_heredoc_beside_the_same_markdown_file_is_refused() -> None:
    """Control (passes today): the same second file as a heredoc is mixed-conventions."""
    usable, status, found = codes(_MD + "And:\n\n```bash\ncat > b.py <<'EOF'\ny = 2\nEOF\n```\n")
    assert not usable, (status, found)
    assert "mixed-conventions" in found


# -- an allowed runner form followed by words that change a written file ----------------------
# Class: changed-after missed, ``_runner_form`` reads an allowed first word (or two) and not
# what follows: ``rails db:create db:migrate`` (a second task, db:migrate dumps the written
# db/schema.rb; ``rails db:migrate`` alone is refused), an option of an allowed form that
# writes a file the answer wrote (``gradle dependencies --write-locks`` rewrites
# gradle.lockfile; ``dotnet restore --force-evaluate`` rewrites packages.lock.json;
# ``pytest --cov-report=html:site`` writes site/index.html), ``dart run build_runner build``
# (``run`` is allowed: build_runner regenerates the written ``*.g.dart``; ``flutter pub run
# build_runner build`` is refused), ``vercel link`` (adds ``.vercel`` to the written
# .gitignore). How found: each allowed form with the options and extra words the tools'
# docs give. The library: status recovered (usable), the file as written.
FORM_WORDS = {
    "rails-two-tasks": (
        {"db/schema.rb": "ActiveRecord::Schema[7.1].define(version: 1) do\nend\n"},
        "rails db:create db:migrate",
    ),
    "bin-rails-two-tasks": (
        {"db/schema.rb": "ActiveRecord::Schema[7.1].define(version: 1) do\nend\n"},
        "bin/rails db:create db:migrate",
    ),
    "gradle-write-locks": (
        {"gradle.lockfile": "empty=\n", "build.gradle": "plugins { id 'java' }\n"},
        "./gradlew dependencies --write-locks",
    ),
    "dotnet-restore-force-evaluate": (
        {"packages.lock.json": '{"version": 1}\n', "App.csproj": "<Project />\n"},
        "dotnet restore --force-evaluate",
    ),
    "pytest-cov-html-dir": (
        {"site/index.html": "<h1>Docs</h1>\n", "app.py": "x = 1\n"},
        "pytest --cov=app --cov-report=html:site",
    ),
    "dart-run-build-runner": (
        {"lib/model.dart": "part 'model.g.dart';\n", "lib/model.g.dart": "// generated\n"},
        "dart run build_runner build --delete-conflicting-outputs",
    ),
    "vercel-link-gitignore": ({".gitignore": "node_modules\n", "index.js": "x\n"}, "vercel link"),
}


@pytest.mark.parametrize("case", list(FORM_WORDS.values()), ids=list(FORM_WORDS))
def test_an_allowed_form_with_words_that_change_a_written_file(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    usable, status, found = codes(document(files, f"```bash\n{command}\n```\n"))
    assert not usable, (status, found)


# -- a shell block after our format's end marker, in another info notation -------------------
# Class: changed-after missed, the text after our format's end marker reads a shell block by
# an older test of its info string than ``shell_fence`` (fix-runs9): ``{.bash}`` (Pandoc),
# ``{bash}``, ``language-bash``, ``bash-session`` are run after a Markdown file (refused
# there) but not after our end marker. How found: 50 info strings after each convention.
# The library: status recovered (usable), app.py as written, only prose-after.
INFOS = ["{.bash}", "{bash}", "{.sh}", "language-bash", "bash-session"]


@pytest.mark.parametrize("info", INFOS)
def test_a_shell_block_in_another_notation_after_our_end_marker(info: str) -> None:
    text = document({"app.py": "x = 1\n"}, f"```{info}\nsed -i s/1/2/ app.py\n```\n")
    usable, status, found = codes(text)
    assert not usable, (status, found)


@pytest.mark.parametrize("info", INFOS)
def test_the_same_block_after_a_markdown_file_is_refused(info: str) -> None:
    """Control (passes today): after a labelled Markdown file the notation is read."""
    text = f"`app.py`:\n```python\nx = 1\n```\n\nThen:\n\n```{info}\nsed -i s/1/2/ app.py\n```\n"
    usable, status, found = codes(text)
    assert not usable, (status, found)


# -- a JS folder given by npm's environment configuration ------------------------------------
# Class: changed-after missed, fix-shell9 reads npm's folder options (``--prefix``, ``-C``,
# ``-w``: all refused here) but not the same setting given in the environment
# (``npm_config_prefix=web npm i lodash``; npm reads every ``npm_config_*`` variable as its
# configuration), so lodash is added to the written web/package.json. How found: each folder
# option of the brief rewritten as an environment variable. The library: status recovered
# (usable), web/package.json as written.
NPM_ENV = {
    "assignment": "npm_config_prefix=web npm i lodash",
    "env": "env npm_config_prefix=web npm i lodash",
    "upper-case": "NPM_CONFIG_PREFIX=web npm i lodash",
}


@pytest.mark.parametrize("command", list(NPM_ENV.values()), ids=list(NPM_ENV))
def test_npm_prefix_from_the_environment_changes_that_folders_manifest(command: str) -> None:
    files = {"web/package.json": '{"name": "w"}\n', "web/index.js": "x\n"}
    by_option = codes(document(files, "```bash\nnpm --prefix web i lodash\n```\n"))
    assert not by_option[0], by_option  # (the control: refused today)
    usable, status, found = codes(document(files, f"```bash\n{command}\n```\n"))
    assert not usable, (status, found)
