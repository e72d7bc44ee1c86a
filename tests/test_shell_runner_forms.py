"""Runners read by an allow-list of their forms (``artifact_codec/ingest/conventions/shell.py``:
``_RUNNER_FORMS``, the test runners' options, ``php artisan``, programs run by a path, task
runners, git hooks, package managers' folder options and the lines of other shells).

A runner's own subcommand may rewrite the files the answer wrote (``prisma db pull``, ``rails
db:migrate``, ``jest -u``): only the forms known to read, serve, run, test or build into
output the answer does not write leave the written files as written; any other form makes
the result not usable (``changed-after``). Both directions are tested: the refusals (each
form a tool's docs give for changing project files) and the forms that must stay usable (the
commands tutorials run after the files), so a list that grows too short or too long fails.
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


_FILES = {
    "app.py": "import os\nprint(os.getcwd())\n",
    "package.json": '{"name": "x", "version": "1.0.0"}\n',
    "web/package.json": '{"name": "web"}\n',
    "src/main/java/App.java": "class App {}\n",
}

#: Commands run after the files that must leave them as written (usable, no changed-after).
LEAVING = [
    "npx prisma generate",
    "npx prisma migrate dev --name init",
    "npx prisma db push",
    "rails server -p 3000",
    "bin/rails db:create",
    "bundle exec rails test",
    "dotnet run --project App",
    "dotnet build -c Release",
    "dotnet restore",
    "mvn clean install",
    "mvn -DskipTests package",
    "mvn -pl core -am test",
    "./mvnw spring-boot:run",
    "./gradlew build",
    "./gradlew :app:test --info",
    "gradle bootRun -x test",
    "flutter run -d chrome",
    "flutter pub get",
    "dart run bin/main.dart",
    "pyenv install 3.12.1",
    "corepack enable",
    "vercel --prod",
    "vercel deploy",
    "pytest",
    "pytest -q -x tests/",
    "pytest -xvs tests/test_app.py -k smoke",
    "pytest --cov=app --cov-report=term-missing",
    "python -m pytest -q tests/",
    "npx @biomejs/biome check .",
    "npx jest --coverage",
    "npx vitest run",
    "php artisan serve",
    "php artisan migrate",
    "./manage.py runserver",
    "java -jar target/app.jar",
    "git add . && git commit -m init",
    "yarn config get nodeLinker",
    "make --help",
]


@pytest.mark.parametrize("command", LEAVING)
def test_a_known_harmless_form_leaves_the_files(command: str) -> None:
    files = _FILES
    result = parse_response(document(files, f"```bash\n{command}\n```\n"))
    assert result.usable, (command, [(d.code, d.message) for d in result.diagnostics])
    assert result.code is not None
    assert {f.file_path: f.content for f in result.code.files} == files


#: (the files written, the command): each may change a written file.
REFUSED = {
    "rails-db-rollback": ({"db/schema.rb": "x\n"}, "rails db:rollback"),
    "rails-runner": ({"app.rb": "x\n"}, 'rails runner \'File.write("app.rb", "")\''),
    "pytest-plugin-option": ({"tests/snap.ambr": "x\n"}, "pytest --snapshot-update -q"),
    "python-m-pytest-plugin": ({"tests/snap.ambr": "x\n"}, "python -m pytest --snapshot-update"),
    "scoped-named-like-a-known-tool": ({"app.js": "x\n"}, "npx @acme/jest app.js"),
    "jest-long-update": ({"a.snap": "x\n"}, "npx jest --updateSnapshot"),
    "vitest-update": ({"a.snap": "x\n"}, "npx vitest -u"),
    "gradle-wrapper": ({"gradlew": "#!/bin/sh\n"}, "gradle wrapper --gradle-version 8.5"),
    "gradle-subproject-format": ({"App.kt": "x\n"}, "./gradlew :app:spotlessApply"),
    "mvnw-spotless": ({"App.java": "x\n"}, "./mvnw spotless:apply"),
    "mvn-plugin-test-goal": ({"App.java": "x\n"}, "mvn fmt:test"),
    "dart-format": ({"lib/main.dart": "x\n"}, "dart format ."),
    "dart-fix": ({"lib/main.dart": "x\n"}, "dart fix --apply"),
    "flutter-pub-upgrade-major": ({"pubspec.yaml": "x\n"}, "flutter pub upgrade --major-versions"),
    "dotnet-format": ({"App.cs": "x\n"}, "dotnet format"),
    "dotnet-ef": ({"App.cs": "x\n"}, "dotnet ef migrations add Init"),
    "corepack-up": ({"package.json": "{}\n"}, "corepack up"),
    "vercel-pull": ({".vercel/project.json": "{}\n"}, "vercel pull"),
    "prisma-format": ({"prisma/schema.prisma": "x\n"}, "npx prisma format"),
    "prisma-init": ({".env": "X=1\n"}, "npx prisma init"),
    "artisan-vendor-publish": ({"config/app.php": "x\n"}, "php artisan vendor:publish"),
    "artisan-make": ({"app/User.php": "x\n"}, "php artisan make:model User"),
    "scoped-with-version": ({"src/app.css": "x\n"}, "npx @tailwindcss/upgrade@latest"),
    "bunx-scoped": ({"src/app.css": "x\n"}, "bunx @biomejs/biome format --write ."),
    "path-program-option-value": ({"app.js": "x\n"}, "./tools/fix --file=app.js"),
    "java-jar-given-file": ({"Main.java": "x\n"}, "java -jar tool.jar Main.java"),
    "lefthook-then-commit": ({"lefthook.yml": "x\n", "a.js": "x\n"}, "git commit -am wip"),
    "husky-init-then-commit": ({"a.js": "x\n"}, "npx husky init\ngit commit -m init"),
    "pre-commit-config-then-push": (
        {".pre-commit-config.yaml": "repos: []\n", "a.js": "x\n"},
        "git push",
    ),
    "pnpm-filter-add": ({"web/package.json": "{}\n"}, "pnpm --filter web add vite"),
    "npm-prefix-equals": ({"web/package.json": "{}\n"}, "npm install vite --prefix=web"),
    "yarn-cwd-after": ({"web/package.json": "{}\n"}, "yarn add vite --cwd web"),
    "npm-config-set-project": ({".npmrc": "x=1\n"}, "npm config set y=2 --location project"),
    "yarn-plugin": ({".yarnrc.yml": "x: 1\n"}, "yarn plugin import typescript"),
    "composer-run": ({"composer.json": "{}\n", "a.php": "x\n"}, "composer run fmt"),
    "rake-no-rakefile": ({"a.rb": "x\n"}, "rake test"),
    "make-no-makefile": ({"a.c": "x\n"}, "make lint"),
    "tox-no-config": ({"a.py": "x\n"}, "tox -e lint"),
    "mage": ({"magefile.go": "x\n", "a.go": "x\n"}, "mage build"),
    "make-pattern-prerequisite-deep": (
        {"a.py": "x\n", "Makefile": "all: b\nb: a.fmt\n\techo\n%.fmt: %.py\n\tblack $<\n"},
        "make",
    ),
}


@pytest.mark.parametrize("case", list(REFUSED.values()), ids=list(REFUSED))
def test_any_other_form_may_change_the_written_files(case: tuple[dict[str, str], str]) -> None:
    files, command = case
    result = parse_response(document(files, f"```bash\n{command}\n```\n"))
    assert not result.usable, (command, result.status)
    assert "changed-after" in [d.code for d in result.diagnostics]


def test_a_folder_option_names_only_that_folders_manifest() -> None:
    """``npm install vite --prefix web`` in a Markdown answer rewrites web/package.json, not
    the root's: with only the root's written, the answer stays usable; with web's, not."""
    root = '`package.json`:\n```json\n{"name": "x"}\n```\n\n'
    web = '`web/package.json`:\n```json\n{"name": "web"}\n```\n\n'
    for option in ("--prefix web", "--prefix=web", "-C web", "--prefix web/"):
        run = f"```bash\nnpm install vite {option}\n```\n"
        assert parse_response(root + run).usable, option
        result = parse_response(web + run)
        assert not result.usable, option
        message = next(d.message for d in result.diagnostics if d.code == "changed-after")
        assert "web/package.json" in message


@pytest.mark.parametrize(
    "pipeline", ["echo | cd src", "cd src | cat", "true | pushd src", "echo x | cd src && :"]
)
def test_a_cd_in_a_pipeline_moves_nothing(pipeline: str) -> None:
    text = f"```bash\nmkdir -p src\n{pipeline}\ncat > a.py <<'EOF'\nx = 1\nEOF\n```\n"
    result = parse_response(text)
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert result.code is not None
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    ("info", "line"),
    [
        ("powershell", "npm install vite"),
        ("powershell", "PS C:\\app> npm install vite"),
        ("cmd", "npm install vite"),
        ("fish", "npm version patch"),
        ("powershell", "cd web; npm install vite"),
    ],
)
def test_a_foreign_shell_package_manager_names_its_manifest(info: str, line: str) -> None:
    """The manifest a package manager rewrites in a PowerShell/cmd/fish line is refused; a
    file it does not name stays usable."""
    manifest = '`package.json`:\n```json\n{"name": "x"}\n```\n\n'
    result = parse_response(manifest + f"```{info}\n{line}\n```\n")
    assert not result.usable
    other = "`app.py`:\n```python\nx = 1\n```\n\n"
    if not line.startswith("cd "):
        assert parse_response(other + f"```{info}\n{line}\n```\n").usable


@pytest.mark.parametrize(
    "after",
    [
        "Then commit:\n\n```bash\ngit commit -am init\n```\n",
        "Then run `git commit -am init`.\n",
    ],
)
def test_a_commit_runs_the_hooks_of_a_markdown_answer(after: str) -> None:
    """A labelled hook file, then git commit (a Markdown answer, read without the files'
    contents): every file is unsure; without the hook file the answer stays usable."""
    hook = "`.husky/pre-commit`:\n```sh\nnpx prettier --write .\n```\n\n"
    app = "`app.js`:\n```js\nconst a=1\n```\n\n"
    result = parse_response(hook + app + after)
    assert not result.usable
    message = next(d.message for d in result.diagnostics if d.code == "changed-after")
    assert "app.js" in message  # (the hook may rewrite it, not only the hook file)
    assert parse_response(app + after).usable


@pytest.mark.parametrize(
    "prose",
    [
        "Run `./gradlew spotlessApply`.\n",
        "Then run `./update.py app.js`.\n",
        "Run `/usr/local/bin/mytool app.js` once.\n",
        "Then run `node_modules/.bin/jscodeshift -t t.js app.js`.\n",
    ],
)
def test_prose_quoting_a_program_run_by_its_path(prose: str) -> None:
    app = "`app.js`:\n```js\nconst a=1\n```\n\n"
    assert not parse_response(app + prose).usable
    assert parse_response(app + "Run `./gradlew build`.\n").usable


def test_git_merge_and_rebase_still_change_the_files() -> None:
    app = "`app.js`:\n```js\nconst a=1\n```\n\n"
    for command in ("git merge main", "git rebase main", "git am < fix.patch"):
        assert not parse_response(app + f"```bash\n{command}\n```\n").usable, command
