"""Findings of hunt 8 on the convention readers: commands run after the files (what fix-shell8
and fix-conv9 just taught the readers: runners read only what they model, commands in prose,
bare blocks, PowerShell, Claude artifacts) that change or replace a written file while the
result stays usable. The rule attacked (docs/lenient.md): a command after a file that may
change it makes the result not usable (``changed-after``); a usable result holding a file the
answer's own script would change is silently wrong.

Each test is one minimized finding. How found: hand probes of the command rules of
``artifact_codec/ingest/conventions/shell.py`` (its lists of runners, package managers, the
name rule of ``_rewrites``, the path rule for programs), with real commands that tutorials and
models write after the files; counted by ``benchmarks/hunt_hunt8-conventions.py``.
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


def assert_not_usable_after(files: dict[str, str], command: str) -> None:
    """The command may change a written file: the result must not be usable."""
    result = parse_response(document(files, f"```bash\n{command}\n```\n"))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- a runner's subcommand that rewrites a written file, not named like a formatter ---------
# Class: changed-after missed, a runner's (or package manager's) own subcommand that rewrites
# a file of the project. How found: hand probes of the _RUNNERS list (programs "that run what
# the answer wrote") with the subcommands each tool's docs give for changing project files.
# The library: status recovered (usable) with the file as written, no changed-after. What the
# tool does (its docs): prisma db pull overwrites schema.prisma from the database; rails
# db:migrate dumps db/schema.rb; php artisan key:generate writes APP_KEY into .env; flutter
# pub add / dart pub add add the dependency to pubspec.yaml; dotnet add package adds a
# PackageReference to the .csproj; corepack use writes packageManager into package.json;
# vercel env pull writes .env.local; mvn versions:set rewrites pom.xml's version; gradle
# spotlessApply and mvn spotless:apply reformat the sources; java -jar google-java-format.jar
# --replace reformats the file named; jest -u / vitest -u rewrite snapshot files; pytest
# --snapshot-update (syrupy) rewrites its snapshots; pyenv local writes .python-version.
RUNNER_REWRITES = {
    "prisma-db-pull": (
        {"prisma/schema.prisma": 'datasource db {\n  provider = "sqlite"\n}\n'},
        "npx prisma db pull",
    ),
    "rails-db-migrate": (
        {"db/schema.rb": "ActiveRecord::Schema[7.1].define(version: 1) do\nend\n"},
        "rails db:migrate",
    ),
    "rake-db-migrate": (
        {"db/schema.rb": "ActiveRecord::Schema[7.1].define(version: 1) do\nend\n"},
        "bundle exec rake db:migrate",
    ),
    "artisan-key-generate": ({".env": "APP_NAME=x\nAPP_KEY=\n"}, "php artisan key:generate"),
    "flutter-pub-add": ({"pubspec.yaml": "name: x\ndependencies:\n"}, "flutter pub add http"),
    "dart-pub-add": ({"pubspec.yaml": "name: x\ndependencies:\n"}, "dart pub add http"),
    "dotnet-add-package": (
        {"App.csproj": '<Project Sdk="Microsoft.NET.Sdk">\n</Project>\n'},
        "dotnet add package Newtonsoft.Json",
    ),
    "corepack-use": ({"package.json": '{"name": "x"}\n'}, "corepack use pnpm@9"),
    "vercel-env-pull": ({".env.local": "API_URL=http://localhost\n"}, "vercel env pull .env.local"),
    "mvn-versions-set": (
        {"pom.xml": "<project>\n  <version>1.0</version>\n</project>\n"},
        "mvn versions:set -DnewVersion=2.0",
    ),
    "mvn-spotless-apply": ({"src/main/java/App.java": "class App {}\n"}, "mvn spotless:apply"),
    "gradle-spotless-apply": (
        {"src/main/java/App.java": "class App {}\n"},
        "./gradlew spotlessApply",
    ),
    "google-java-format-replace": (
        {"Main.java": "class Main{}\n"},
        "java -jar google-java-format.jar --replace Main.java",
    ),
    "jest-update-snapshots": (
        {"__snapshots__/a.test.js.snap": "exports[`a 1`] = `1`;\n", "a.test.js": "test('a')\n"},
        "npx jest -u",
    ),
    "vitest-update-snapshots": (
        {"__snapshots__/a.test.js.snap": "exports[`a 1`] = `1`;\n", "a.test.js": "test('a')\n"},
        "npx vitest run -u",
    ),
    "syrupy-snapshot-update": (
        {"tests/__snapshots__/test_a.ambr": "# serializer version: 1\n"},
        "pytest --snapshot-update",
    ),
    "pyenv-local": ({".python-version": "3.11\n", "app.py": "x = 1\n"}, "pyenv local 3.12"),
}


@pytest.mark.parametrize("case", list(RUNNER_REWRITES.values()), ids=list(RUNNER_REWRITES))
def test_a_runner_subcommand_that_rewrites_a_written_file(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    assert_not_usable_after(files, command)


# -- a program run by its path: its arguments are not read ----------------------------------
# Class: changed-after missed, a program run by a path (``./x.py``, ``/usr/local/bin/x``,
# ``node_modules/.bin/x``) is read as "running what the answer wrote" and the written files
# given to it are left as written. How found: comparing the same program run three ways. The
# library: ``python update.py app.js`` and ``mytool app.js`` refuse (the program may change
# app.js), ``./update.py app.js``, ``/usr/local/bin/mytool app.js`` and
# ``node_modules/.bin/jscodeshift -t t.js app.js`` are usable (recovered) with app.js as
# written. Running the program by its path does not stop it from changing its arguments
# (jscodeshift rewrites every file it is given).
PATH_PROGRAMS = {
    "dot-slash-python": "./update.py app.js",
    "dot-slash-shell": "./bump.sh package.json",
    "absolute-system-tool": "/usr/local/bin/mytool app.js",
    "node-modules-bin": "node_modules/.bin/jscodeshift -t t.js app.js",
}


@pytest.mark.parametrize("command", list(PATH_PROGRAMS.values()), ids=list(PATH_PROGRAMS))
def test_a_program_run_by_its_path_may_change_the_files_it_is_given(command: str) -> None:
    files = {"app.js": "const a = 1\n", "package.json": '{"name": "x", "version": "1.0.0"}\n'}
    assert_not_usable_after(files, command)


# -- a scoped npm package run with npx is read as a program the answer wrote -----------------
# Class: changed-after missed, ``npx @scope/tool`` (a package fetched from the registry: a
# codemod, an upgrade tool) is read by the path rule (its name holds a "/") as a program the
# answer wrote, so it changes nothing; ``npx react-codemod`` (no scope) refuses. How found:
# probes of npx prefixes with the codemods the frameworks' upgrade guides give. The library:
# recovered (usable), files as written. @tailwindcss/upgrade rewrites the CSS, templates and
# config in place; @next/codemod rewrites the sources it is given; ``@angular/cli update`` is
# ``ng update`` (package.json and its migrations).
SCOPED = {
    "tailwind-upgrade": ({"src/app.css": "@tailwind base;\n"}, "npx @tailwindcss/upgrade"),
    "tailwind-upgrade-pnpm-dlx": (
        {"src/app.css": "@tailwind base;\n"},
        "pnpm dlx @tailwindcss/upgrade",
    ),
    "next-codemod": (
        {"app/page.jsx": 'export default function P() {\n  return <Link href="/">Home</Link>\n}\n'},
        "npx @next/codemod new-link .",
    ),
    "angular-cli-update": ({"package.json": '{"name": "x"}\n'}, "npx @angular/cli update"),
}


@pytest.mark.parametrize("case", list(SCOPED.values()), ids=list(SCOPED))
def test_a_scoped_package_run_with_npx_is_not_the_answers_program(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    assert_not_usable_after(files, command)


# -- a task named both "lint" and "format" is read as one that only checks -----------------
# Class: changed-after missed, the name rule (a name saying "lint" only checks unless it says
# fix/write) applied to a formatting task whose name holds "lint": ktlint-gradle's
# ``ktlintFormat`` reformats every Kotlin source. How found: probes of the name rule with
# real task names. The library: recovered (usable), the Kotlin file as written.


def test_ktlint_format_rewrites_the_kotlin_sources() -> None:
    assert_not_usable_after(
        {"src/main/kotlin/App.kt": "fun main( ) {}\n"}, "./gradlew ktlintFormat"
    )


# -- git commit runs the hooks the answer installed ----------------------------------------
# Class: changed-after missed, ``git commit`` read as reading (_GIT_READS) while it runs the
# pre-commit hook; the answer writes that hook itself (``.husky/pre-commit`` running prettier
# --write, or a .pre-commit-config.yaml then ``pre-commit install``). How found: probes of
# git subcommands after hook files. The library: recovered (usable), files as written; the
# hook reformats them when the commit runs (``pre-commit run`` alone refuses).


def test_git_commit_runs_the_husky_hook_the_answer_wrote() -> None:
    files = {".husky/pre-commit": "npx prettier --write .\n", "app.js": "const a=1\n"}
    assert_not_usable_after(files, "git add . && git commit -m init")


def test_git_commit_runs_the_pre_commit_hooks_installed_just_before() -> None:
    config = (
        "repos:\n- repo: local\n  hooks:\n  - id: fmt\n    name: fmt\n"
        "    entry: prettier --write\n    language: system\n"
    )
    files = {".pre-commit-config.yaml": config, "app.js": "const a=1\n"}
    assert_not_usable_after(files, "pre-commit install\ngit add .\ngit commit -m init")


# -- a package manager's own subcommand read as a script name ------------------------------
# Class: changed-after missed, yarn reads an unknown first word as a script of package.json
# (``yarn build``); its own subcommands that change the project are not on the list of
# changes (_ANY_MANAGER_CHANGE). How found: probes of yarn's command list. The library:
# recovered (usable), package.json / .yarnrc.yml as written. ``yarn upgrade-interactive``
# rewrites package.json's ranges; ``yarn config set`` (yarn 2+) writes .yarnrc.yml.


def test_yarn_upgrade_interactive_rewrites_package_json() -> None:
    files = {"package.json": '{"name": "x", "dependencies": {"a": "^1.0.0"}}\n'}
    assert_not_usable_after(files, "yarn upgrade-interactive")


def test_yarn_config_set_rewrites_the_written_yarnrc() -> None:
    files = {".yarnrc.yml": "nodeLinker: node-modules\n", "package.json": '{"name": "x"}\n'}
    assert_not_usable_after(files, "yarn config set nodeLinker pnp")


# -- the same misses in the other conventions ------------------------------------------------
# The command rules are shared: a labelled Markdown file, a heredoc and a prose instruction
# after a file miss the same commands. The library: recovered, files as written.


def test_a_labelled_file_then_prisma_db_pull() -> None:
    text = (
        '`prisma/schema.prisma`:\n```prisma\ndatasource db {\n  provider = "sqlite"\n}\n```\n\n'
        "Then run:\n\n```bash\nnpx prisma db pull\n```\n"
    )
    assert not parse_response(text).usable


def test_a_heredoc_then_prisma_db_pull() -> None:
    text = (
        "```bash\nmkdir -p prisma\ncat > prisma/schema.prisma <<'EOF'\ndatasource db {\n"
        '  provider = "sqlite"\n}\nEOF\nnpx prisma db pull\n```\n'
    )
    assert not parse_response(text).usable


def test_a_prose_instruction_after_the_env_file() -> None:
    text = "`.env`:\n```\nAPP_NAME=x\nAPP_KEY=\n```\n\nThen run `php artisan key:generate`.\n"
    assert not parse_response(text).usable


# -- a later file of another convention dropped when the first file quotes that convention --
# Class: mixed-conventions missed, a file silently lost. How found: benchmarks/hunt_hunt8-
# conventions.py ``mixed nested`` (real files, each in a convention picked at random, a file's
# content holding another convention's rendering of a file: "partial 3" of 40), minimized by
# hand. An answer whose first file (a Cline call, a bolt action, an OpenHands create) is a
# Markdown document quoting a labelled block (or a heredoc), then a second file written as a
# labelled Markdown block (or a heredoc): the library read the first convention only and kept
# a.md, status recovered, diagnostics only read-as; b.py, which the model wrote, is gone with
# no diagnostic (the same answer whose a.md quotes nothing, or quotes the other kind, is
# refused with mixed-conventions, as docs/lenient.md says mixed answers are).
_QUOTED_LABEL = "# Title\n`evil.py`:\n```python\nimport os\n```\nend\n"
_QUOTED_HEREDOC = "# Title\n```bash\ncat > evil.py <<'X'\nimport os\nX\n```\nend\n"
_CLINE = "<write_to_file>\n<path>a.md</path>\n<content>\n{}</content>\n</write_to_file>\n"
_BOLT = (
    '<boltArtifact id="a" title="A">\n<boltAction type="file" filePath="a.md">\n{}'
    "</boltAction>\n</boltArtifact>\n"
)
_OPENHANDS = (
    "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
    "<parameter=path>a.md</parameter>\n<parameter=file_text>\n{}</parameter>\n</function>\n"
)
LOST_LATER_FILE = {
    "cline-quotes-label-then-label": (_CLINE, _QUOTED_LABEL, "`b.py`:\n```python\ny = 2\n```\n"),
    "cline-quotes-label-then-info": (_CLINE, _QUOTED_LABEL, "```python b.py\ny = 2\n```\n"),
    "bolt-quotes-label-then-gpt-engineer": (_BOLT, _QUOTED_LABEL, "b.py\n```python\ny = 2\n```\n"),
    "cline-quotes-heredoc-then-heredoc": (
        _CLINE,
        _QUOTED_HEREDOC,
        "```bash\ncat > b.py <<'EOF'\ny = 2\nEOF\n```\n",
    ),
    "openhands-quotes-heredoc-then-heredoc": (
        _OPENHANDS,
        _QUOTED_HEREDOC,
        "```bash\ncat > b.py <<'EOF'\ny = 2\nEOF\n```\n",
    ),
}


@pytest.mark.parametrize("case", list(LOST_LATER_FILE.values()), ids=list(LOST_LATER_FILE))
def test_a_later_file_of_another_convention_is_not_dropped(case: tuple[str, str, str]) -> None:
    outer, quoting, second = case
    result = parse_response(outer.format(quoting) + "\n" + second)
    if result.usable:
        paths = {f.file_path for f in result.code.files}
        assert paths == {"a.md", "b.py"}, (result.status, paths, result.diagnostics)


# -- a block without an info string is run only when its FIRST line is on a short list -------
# Class: changed-after missed, a bare block of commands not run. How found: hand probes of
# fix-conv9's rule (6610d06: "a bare block is run only when its first line starts with a
# command's name"), against docs/lenient.md, which promises "a block without an info string
# (its lines that start with a command ...)". The rule reads the first line only, against
# _FIRST_COMMANDS (rm, sed, black, npm, pip...): a block that starts with a comment, with
# ``python -m venv``, ``source``, ``docker``, ``pytest`` or ``node`` is not read at all. The
# library: recovered (usable), app.py as written; the block's later line rewrites or removes
# it (``black .``, ``rm app.py``, ``sed -i``).
_APP = "`app.py`:\n```python\nimport os\nprint(os.getcwd())\n```\n\n"
BARE_BLOCKS = {
    "comment-first": "```\n# clean up\nrm app.py\n```\n",
    "venv-first": "```\npython -m venv .venv\nsource .venv/bin/activate\nblack .\n```\n",
    "python3-pip-first": "```\npython3 -m pip install black\nblack app.py\n```\n",
    "source-first": "```\nsource .venv/bin/activate\nruff format .\n```\n",
    "docker-first": "```\ndocker compose up -d\nsed -i 's/os/sys/' app.py\n```\n",
    "node-first": "```\nnode -v\nnpx prettier --write .\n```\n",
}


@pytest.mark.parametrize("block", list(BARE_BLOCKS.values()), ids=list(BARE_BLOCKS))
def test_a_bare_block_is_read_for_every_line_that_starts_with_a_command(block: str) -> None:
    result = parse_response(_APP + block)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- a prose instruction that quotes a command without "run" --------------------------------
# Class: changed-after missed (prose). How found: hand probes of the prose-instruction rule
# (b8c5289) with other wordings than "Run `...`" / "Execute `...`" / "Then `...`" (which
# refuse). The span is a whole command naming the written file (not a mention of a tool, as
# "you could use `rm`" is). The library: recovered (usable), app.py as written.
PROSE = {
    "use-to": "Use `sed -i 's/os/sys/' app.py` to switch modules.\n",
    "in-your-terminal": "In your terminal: `rm app.py`\n",
    "format-with": "Format with `black app.py`.\n",
}


@pytest.mark.parametrize("prose", list(PROSE.values()), ids=list(PROSE))
def test_a_prose_instruction_quoting_a_command_on_the_file(prose: str) -> None:
    result = parse_response(_APP + prose)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- AutoGen runs a Python file named by its # filename: line, not only a shell one ----------
# Class: changed-after missed (AutoGen). How found: probes of b8c5289 (a shell file named by
# its ``# filename:`` line is run, "AutoGen saves it and runs it", docs/lenient.md). AutoGen's
# executor saves and runs Python blocks the same way as shell ones (its assistant prompt:
# "put # filename: <filename> inside the code block as the first line" for the user to save
# and execute it). The library: the shell file refuses (changed-after), the Python file that
# truncates app.py is recovered (usable) with app.py as written.


def test_an_autogen_python_file_that_writes_a_written_file_is_run() -> None:
    text = (
        "```python\n# filename: app.py\nimport os\nprint(os.getcwd())\n```\n\n"
        "```python\n# filename: fix.py\nopen('app.py', 'w').write('')\n```\n"
    )
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- a PowerShell, cmd or fish block's package manager that rewrites the written manifest ----
# Class: changed-after missed (foreign shells). How found: probes of b8c5289's allow-list
# (a PowerShell, cmd or fish line runs "the way a POSIX shell does" when it is a runner or a
# package manager) with the manifest-changing subcommands that refuse in a bash block. The
# library: in ```bash, ``npm install vite`` after package.json refuses (changed-after); in
# ```powershell, ```cmd or ```fish the same line (and ``npm pkg set``, ``npm version``,
# ``poetry add``, ``uv add``, ``cargo add``) is recovered (usable), the manifest as written:
# the line's manifests are dropped (foreign_effect returns them, nobody asks about them).
_PACKAGE = '`package.json`:\n```json\n{\n  "name": "x",\n  "version": "1.0.0"\n}\n```\n\n'
_PYPROJECT = '`pyproject.toml`:\n```toml\n[project]\nname = "x"\n```\n\n'
_CARGO = '`Cargo.toml`:\n```toml\n[package]\nname = "x"\n```\n\n'
FOREIGN_MANIFESTS = {
    "powershell-npm-install": _PACKAGE + "```powershell\nnpm install vite\n```\n",
    "powershell-prompt-npm-install": _PACKAGE
    + "```powershell\nPS C:\\app> npm install vite\n```\n",
    "powershell-npm-pkg-set": _PACKAGE + "```powershell\nnpm pkg set name=y\n```\n",
    "cmd-npm-install": _PACKAGE + "```cmd\nnpm install vite\n```\n",
    "fish-npm-version": _PACKAGE + "```fish\nnpm version patch\n```\n",
    "powershell-poetry-add": _PYPROJECT + "```powershell\npoetry add requests\n```\n",
    "powershell-uv-add": _PYPROJECT + "```powershell\nuv add requests\n```\n",
    "powershell-cargo-add": _CARGO + "```powershell\ncargo add serde\n```\n",
}


@pytest.mark.parametrize("text", list(FOREIGN_MANIFESTS.values()), ids=list(FOREIGN_MANIFESTS))
def test_a_foreign_shell_package_manager_changes_the_written_manifest(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- a package manager's folder option: the manifest of that folder --------------------------
# Class: changed-after missed (a JS manager's folder/workspace option, f53c657). How found:
# probes of the folder options npm, pnpm and yarn document (``--prefix``, ``-C``, ``--cwd``,
# ``-w``, ``--filter``) against the same install after ``cd web`` (which refuses). The library:
# recovered (usable), web/package.json as written; the install adds vite to it.
_WEB = '`web/package.json`:\n```json\n{\n  "name": "x",\n  "version": "1.0.0"\n}\n```\n\n'
FOLDER_OPTIONS = {
    "npm-prefix-after": "npm install vite --prefix web",
    "npm-prefix-before": "npm --prefix web install vite",
    "npm-C": "npm -C web install vite",
    "pnpm-C": "pnpm -C web add vite",
    "pnpm-filter": "pnpm --filter web add vite",
    "yarn-cwd": "yarn --cwd web add vite",
    "npm-workspace": "npm install vite -w web",
}


@pytest.mark.parametrize("command", list(FOLDER_OPTIONS.values()), ids=list(FOLDER_OPTIONS))
def test_a_package_manager_folder_option_changes_that_folders_manifest(command: str) -> None:
    result = parse_response(_WEB + f"```bash\n{command}\n```\n")
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- bolt's attribute reader matches an attribute name inside another's ----------------------
# Class: the tool's own reading differs (bolt). How found: reading bolt.new's
# ``#extractAttribute`` (app/lib/runtime/message-parser.ts: ``tag.match(new RegExp(`${name}="
# ([^"]*)"`, 'i'))``, the first match anywhere in the tag, no word boundary) against
# bolt.py's ``_ATTRIBUTE`` (whole attribute names). An attribute whose name ends in
# ``filePath`` (or ``type``) before the real one: bolt.new takes its value. The library:
# recovered (usable) with a.py, no diagnostic; bolt.new writes old.py (first case) or no file
# at all (second: its type is "python", an unknown action). Two readings, one picked silently.


def test_bolt_reads_a_file_path_inside_a_longer_attribute_name() -> None:
    text = (
        '<boltArtifact id="a" title="A">\n<boltAction type="file" originalFilePath="old.py" '
        'filePath="a.py">\nx = 1\n</boltAction>\n</boltArtifact>\n'
    )
    result = parse_response(text)
    if result.usable:
        assert [f.file_path for f in result.code.files] == ["old.py"]


def test_bolt_reads_a_type_inside_a_longer_attribute_name() -> None:
    text = (
        '<boltArtifact id="a" title="A">\n<boltAction filetype="python" type="file" '
        'filePath="a.py">\nx = 1\n</boltAction>\n</boltArtifact>\n'
    )
    assert not parse_response(text).usable


# The same class the other way round and through prose (found by the benchmark's ``mixed
# hard`` and ``mixed quote`` lines, minimized by hand): a Markdown file whose content holds a
# one-line Cline call or a heredoc line, then a Cline call for b.json; a bolt file, then a
# sentence quoting a bolt tag in backquotes, then a labelled b.json. The library: recovered
# (usable) with a.py alone, b.json lost, no mixed-conventions (without the quoted line, each
# answer is refused with mixed-conventions).
_CLINE_B = (
    '<write_to_file>\n<path>b.json</path>\n<content>\n{"a": 1}\n</content>\n</write_to_file>\n'
)
_BOLT_A = (
    '<boltArtifact id="a" title="A">\n<boltAction type="file" filePath="a.py">\nx = 1\n'
    "</boltAction>\n</boltArtifact>\n"
)
LOST_LATER_FILE_TEXTS = {
    "label-holds-inline-cline-then-cline": (
        "`a.py`:\n```python\nx = 1\n"
        "<write_to_file><path>evil.py</path><content>x</content></write_to_file>\n```\n\n"
        + _CLINE_B
    ),
    "gpt-engineer-holds-inline-cline-then-cline": (
        "a.py\n```python\nx = 1\n"
        "<write_to_file><path>evil.py</path><content>x</content></write_to_file>\ny = 2\n```\n\n"
        + _CLINE_B
    ),
    "label-holds-heredoc-line-then-cline": (
        "`a.py`:\n```python\nx = 1\ncat > evil.py <<'EOF'\n```\n\n" + _CLINE_B
    ),
    "bolt-then-prose-quoting-bolt-then-label": (
        _BOLT_A
        + '\nbolt uses `<boltAction type="file" filePath="x.py">` for each file.\n\n'
        + '`b.json`:\n```json\n{"a": 1}\n```\n'
    ),
}


@pytest.mark.parametrize(
    "text", list(LOST_LATER_FILE_TEXTS.values()), ids=list(LOST_LATER_FILE_TEXTS)
)
def test_a_later_file_of_another_convention_is_not_dropped_either_way(text: str) -> None:
    result = parse_response(text)
    if result.usable:
        paths = {f.file_path for f in result.code.files}
        assert paths == {"a.py", "b.json"}, (result.status, paths, result.diagnostics)


# -- an answer cut inside a later tool call of another convention is usable -----------------
# Class: truncation missed (a cut answer read as complete, a written file lost). How found:
# benchmarks/hunt_hunt8-conventions.py ``mixed cut`` ("a written file lost: 1"), minimized by
# hand. A complete labelled a.py, then an OpenHands create call, a Cline call or a bolt action
# for b.py cut in its opening lines (the model stopped at max tokens): the library read the
# Markdown block only, status recovered (usable), a.py alone, no truncated and no
# mixed-conventions. The same cut in a heredoc or a Claude artifact, or after an OpenHands
# call, is ``truncated``.
_A_LABEL = "`a.py`:\n```python\nx = 1\n```\n\n"
CUT_LATER_CALLS = {
    "openhands": "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
    "<parameter=path>b",
    "cline": "<write_to_file>\n<path>b.p",
    "bolt": '<boltArtifact id="a" title="A">\n<boltAction type="file" filePath="b.p',
}


@pytest.mark.parametrize("cut", list(CUT_LATER_CALLS.values()), ids=list(CUT_LATER_CALLS))
def test_an_answer_cut_inside_a_later_call_is_not_usable(cut: str) -> None:
    result = parse_response(_A_LABEL + cut)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- make: a prerequisite built by a pattern rule is not followed ----------------------------
# Class: changed-after missed (fix-shell8's make reader, "make reads only what it models").
# How found: probes of Makefile constructs against ``make`` after the files (recipe prefixes
# @-+, variables, define, .DEFAULT_GOAL, double-colon, order-only, continuation lines, static
# patterns, suffix rules all refuse). A prerequisite that no explicit rule names is built by
# a pattern rule (``%.fmt: %.py``, or the match-anything ``%:``) whose recipe runs black: the
# library: recovered (usable), app.py as written; make runs ``black app.py`` for ``all``.
PATTERN_RULES = {
    "pattern-with-prerequisite": "all: app.fmt\n%.fmt: %.py\n\tblack $<\n",
    "pattern-literal-recipe": "all: app.fmt\n%.fmt:\n\tblack .\n",
    "match-anything": "all: app.fmt\n%:\n\tblack .\n",
    "pattern-rule-first-then-make-all": "%.fmt: %.py\n\tblack $<\nall: app.fmt\n",
}


@pytest.mark.parametrize("makefile", list(PATTERN_RULES.values()), ids=list(PATTERN_RULES))
def test_make_follows_a_prerequisite_built_by_a_pattern_rule(makefile: str) -> None:
    files = {"app.py": "import os\nprint(os.getcwd())\n", "Makefile": makefile}
    assert_not_usable_after(files, "make all")


# -- a false refusal: a label with Markdown-escaped underscores -----------------------------
# Class: false refusal (second class). How found: the dunder-path probes (``__init__.py``,
# ``**src/__main__.py**``, ``__tests__/a.test.js``, ``_app.tsx`` labels all read right). A
# model writing Markdown escapes the underscores of ``__init__.py`` in its bold label (it
# renders as **__init__.py**): the library refuses the file (unread-path).


def test_a_bold_label_with_escaped_underscores_names_the_dunder_file() -> None:
    result = parse_response("**pkg/\\_\\_init\\_\\_.py**\n```python\nx = 1\n```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [f.file_path for f in result.code.files] == ["pkg/__init__.py"]


# -- a task the answer defines in a file the reader does not read --------------------------
# Class: changed-after missed (fix-shell8: a script the answer defines is read from its
# definition; else by its name). How found: probes of every task runner of _TASK_RUNNERS and
# package manager with a definition the answer writes. ``composer run-script fmt`` is on
# composer's list of subcommands that only run (``composer fmt`` refuses); tox reads its
# configuration from tox.toml, pyproject.toml's [tool.tox] or setup.cfg's [tox:tox] when
# there is no tox.ini (only tox.ini is read); rake and invoke tasks are read by their name
# though the answer wrote their Rakefile / tasks.py. The library: recovered (usable), app.py
# as written; the task runs a fixer over the folder.
DEFINED_TASKS = {
    "composer-run-script": (
        {"composer.json": '{"scripts": {"fmt": "php-cs-fixer fix"}}\n'},
        "composer run-script fmt",
    ),
    "tox-toml": (
        {"tox.toml": "env_list = ['py']\n[env_run_base]\ncommands = [['black', '.']]\n"},
        "tox",
    ),
    "tox-setup-cfg": (
        {"setup.cfg": "[tox:tox]\nenvlist = py\n[testenv]\ncommands = black .\n"},
        "tox",
    ),
    "tox-pyproject-legacy": (
        {
            "pyproject.toml": '[tool.tox]\nlegacy_tox_ini = """\n[tox]\nenvlist = py\n'
            '[testenv]\ncommands = black .\n"""\n'
        },
        "tox",
    ),
    "rake": ({"Rakefile": "task :build do\n  sh 'rubocop -A'\nend\n"}, "rake build"),
    "invoke": (
        {"tasks.py": "from invoke import task\n\n@task\ndef build(c):\n    c.run('black .')\n"},
        "invoke build",
    ),
}


@pytest.mark.parametrize("case", list(DEFINED_TASKS.values()), ids=list(DEFINED_TASKS))
def test_a_task_the_answer_defines_is_read_from_its_definition(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    assert_not_usable_after({"app.py": "import os\nprint(os.getcwd())\n", **files}, command)


# -- a shell block whose info string names the shell in another notation --------------------
# Class: changed-after missed (shell block not recognized). How found: a sweep of ~50 info
# strings over ``sed -i 's/os/sys/' app.py`` after app.py (``Bash``, `` bash``, ``sh
# title="setup"``, ``bash {.line-numbers}``, ``shellscript``, ``zsh``, ``ksh``, ``ps1``, ``bat``,
# ``fish``, ``nu`` all refuse). Quarto/R Markdown run ```` ```{bash} ```` chunks when the
# document is rendered, Pandoc's attribute form is ```` ```{.bash} ````, Qiita and Zenn write
# ```` ```bash:terminal ```` (language:caption), GitHub Linguist lists ``shell-script`` as a
# Shell alias, ``tcsh`` as a shell and ``posh`` as a PowerShell alias. The library:
# recovered (usable), app.py as written.
SHELL_INFOS = {
    "quarto-chunk": ("{bash}", "sed -i 's/os/sys/' app.py"),
    "pandoc-class": ("{.bash}", "sed -i 's/os/sys/' app.py"),
    "qiita-caption": ("bash:terminal", "sed -i 's/os/sys/' app.py"),
    "linguist-shell-script": ("shell-script", "sed -i 's/os/sys/' app.py"),
    "tcsh": ("tcsh", "sed -i 's/os/sys/' app.py"),
    "linguist-posh": ("posh", "Remove-Item app.py"),
}


@pytest.mark.parametrize("case", list(SHELL_INFOS.values()), ids=list(SHELL_INFOS))
def test_a_shell_block_in_another_info_notation_is_run(case: tuple[str, str]) -> None:
    info, command = case
    result = parse_response(_APP + f"Then:\n\n```{info}\n{command}\n```\n")
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# -- a cd inside a pipeline moves no folder ---------------------------------------------------
# Class: heredoc file placed where bash does not write it. How found: the benchmark's
# ``bash-diff`` generator (random scripts of mkdir/cd/pushd/heredoc/echo/cp steps run by bash
# itself in a scratch folder, compared with the library's files): every WRONG it printed was
# this. bash runs each command of a pipeline in a subshell, so ``echo | cd src`` (or ``cd src
# | cat``) leaves the script where it was. The library: recovered (usable) with src/a.py and a
# heredoc-cd note; bash writes a.py at the root.


def test_a_cd_in_a_pipeline_does_not_move_the_script() -> None:
    text = "```bash\nmkdir -p src\necho | cd src\ncat > a.py <<'EOF'\nx = 1\nEOF\n```\n"
    result = parse_response(text)
    if result.usable:
        assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]


# -- a bare block of commands under a line that only mentions output ------------------------
# Class: changed-after missed (a bare block taken for program output). How found: probes of
# the rule "not one the line before calls output, `Output:`" (docs/lenient.md): _OUTPUT_WORDS
# is searched anywhere in the line before the fence, so a line that tells the reader to run
# the block and only mentions output, results or what they will see makes the commands
# output. The library: recovered (usable), app.py as written; ``Run:`` above the same block
# refuses.
OUTPUT_MENTIONS = {
    "run-and-check-results": "Run the formatter and check the results:",
    "run-prints-nothing": "Run this (it prints nothing on success):",
    "then-you-will-see": "Format it, then you will see the changes:",
}


@pytest.mark.parametrize("line", list(OUTPUT_MENTIONS.values()), ids=list(OUTPUT_MENTIONS))
def test_a_line_mentioning_output_does_not_make_commands_output(line: str) -> None:
    result = parse_response(_APP + f"{line}\n\n```\nblack app.py\n```\n")
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# More prose forms of the same instruction (a second sweep): a list item that labels the
# command, a table row of steps, a prompted line, an indented code block under "Then run:".
# The library: recovered (usable), app.py as written; "- `black app.py` (formats it)" and
# "Run: `black app.py`" refuse.
PROSE_FORMS = {
    "numbered-bold-label": "1. **Format:** `black app.py`\n",
    "bullet-label": "* Format: `black app.py`\n",
    "bullet-with": "- Format the code with `black app.py`\n",
    "table-row": "| Step | Command |\n|---|---|\n| format | `black app.py` |\n",
    "prompted-line": "$ black app.py\n",
    "indented-block-under-run": "Then run:\n\n    black app.py\n",
}


@pytest.mark.parametrize("prose", list(PROSE_FORMS.values()), ids=list(PROSE_FORMS))
def test_a_prose_form_of_a_command_on_the_file(prose: str) -> None:
    result = parse_response(_APP + prose)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
