"""Hunt 17 on the convention readers (fix-conv17: one shell reading of the commands after the
files; fix-legacy14: setup_instructions as one script, cd kept), counted.

    python benchmarks/hunt_hunt17-conv.py [--count 20] [--seed 17]

Real files (the standard library corpus of ``tests/renderings.py``) are the answer's files,
rendered in a convention chosen at random (our format, Markdown, legacy JSON, Cline, bolt,
OpenHands: ``tests/test_hunt15_conv.py``'s renderings) unless the family names one; ``{p}`` is
one of them, picked at random (``sed -i 1d {p}`` changes it: every file has a first line).

Families (``meant``: refused, unless it says otherwise):
``runner <case>``: a command that runs another (env -S, source <(...), timeout sh -c, eval...).
``setup-cd <case>``: legacy setup_instructions that leave the folder where it was, then rm {p}.
``fence-cd <case>``: the same as one fenced script after the files.
``setup-shape <case>``: legacy setup_instructions steps in other shapes that rm {p}.
``heredoc <case>``: a heredoc script (background cd: meant the files at the root; a heredoc in
a quoted string / a python heredoc writing extra.py: refused). ``tool-call-heredoc <case>``:
a JSON tool-call answer whose bash call feeds a heredoc that removes {p} to an interpreter.
``substitution[-tool-call|-setup] <case>``: a command substitution or one-line case arm that
removes {p} (in a random convention / a JSON tool call's bash command / setup_instructions).
``walk-up-script <case>``: ``cd web && <case>`` with no web/package.json: the root's script
removes web/{p}. ``make-shell-function <case>``: a Makefile's ``X := $(shell rm {p})``.
``console [label] <case>`` / ``md-console``: a console/text fence session that removes {p}.
``init <case>``: a command that writes a manifest the answer does not hold.
``prose <case>`` (our format) / ``md-prose <case>`` (Markdown): a container after the files.
``notebook <label> <case>``: a notebook cell after our format's files.
``across-lines <case>``: an apostrophe the shell does not read as a quote before sed of {p}.
``ordinary <case>`` / ``ordinary-md <case>``: meant usable with the files as written (README
lines, commit messages across lines, console transcripts, <code>/<kbd> sentences, timeout and
eval lines); a refusal is a false refusal (``refused``), usable with other files ``WRONG``.

Prints ``<family> tried N right R refused F WRONG W`` (for ``meant: refused`` families a usable
result is WRONG: the files differ from what running the command leaves).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings
import test_hunt15_conv as h

Files = dict[str, str]
Pool = list[tuple[str, str]]
Make = Callable[[random.Random], tuple[str, "Files | None"]]

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'

RUNNERS = {
    "env-S": "env -S 'sed -i 1d {p}'",
    "env-split-string": "env --split-string='sed -i 1d {p}'",
    "source-proc": "source <(echo 'sed -i 1d {p}')",
    "bash-proc": "bash <(echo 'sed -i 1d {p}')",
    "eval": "eval 'sed -i 1d {p}'",
    "eval-nested": "eval \"eval 'sed -i 1d {p}'\"",
    "timeout-sh-c": "timeout 5 sh -c 'sed -i 1d {p}'",
    "timeout-k-bash-c": "timeout -k 1 5 bash -c 'sed -i 1d {p}'",
    "timeout-direct": "timeout 5 sed -i 1d {p}",
    "sudo-sh-c": "sudo sh -c 'sed -i 1d {p}'",
    "sh-c-dollar0": "sh -c 'sed -i 1d \"$0\"' {p}",
    "xargs": "echo {p} | xargs sed -i 1d",
    "flock-c": "flock /tmp/l -c 'sed -i 1d {p}'",
}
SETUP_CD = {
    "cd-dash": ["cd web", "cd -", "rm {p}"],
    "cd-dotdot": ["cd web", "cd ..", "rm {p}"],
    "subshell": ["(cd web && ls)", "rm {p}"],
    "pushd-popd": ["pushd web", "popd", "rm {p}"],
    "function-not-called": ["f() { cd web; }", "rm {p}"],
    "background": ["cd web &", "rm {p}"],
    "sh-c": ["sh -c 'cd web'", "rm {p}"],
    "numbered": ["1. cd web", "2. cd ..", "3. rm {p}"],
}
SETUP_SHAPES: dict[str, list[object]] = {
    "prose-colon": ["Remove the old file: rm {p}"],
    "then": ["Then rm {p}"],
    "bold": ["**rm {p}**"],
    "step-object": [{"step": 1, "command": "rm {p}"}],
    "nested-list": [["rm {p}"]],
    "run-colon": ["Run: rm {p}"],
    "numbered": ["1. rm {p}"],
}
HEREDOC = {  # what runs before the script's cat lines
    "background-cd": "cd src &\n",
    "quoted-heredoc": "git commit -m \"notes\n\ncat > extra.py <<'EOF'\ny = 2\nEOF\n\"\n",
    "python-heredoc-first": "python3 - <<'PY'\nopen('extra.py', 'w').write('y')\nPY\n",
}
TOOL_HEREDOC = {
    "python": "python3 <<'EOF'\nimport os\nos.remove('{p}')\nEOF",
    "node": "node <<'EOF'\nrequire('fs').unlinkSync('{p}')\nEOF",
    "sh": "sh <<'EOF'\nrm {p}\nEOF",
    "python-dash": "python3 - <<'EOF'\nimport os\nos.remove('{p}')\nEOF",
}
SUBSTITUTION = {
    "unquoted-heredoc": "cat <<EOF\n$(rm {p})\nEOF",
    "unquoted-heredoc-backquotes": "cat <<EOF\n`rm {p}`\nEOF",
    "case-arm-one-line": 'case "$1" in\n  clean) rm {p} ;;\n  *) echo hi ;;\nesac',
    "commit-across-lines": 'git commit -m "Fix\n\n$(rm {p})"',
    "echo-dq": 'echo "$(rm {p})"',
    "assignment": "X=$(rm {p})",
}
WALK_UP_SCRIPTS = ("npm run clean", "npm install", "yarn build", "npm test")
MAKE_SHELL = {"make": "", "make -C web": "web/"}
CONSOLE = {
    "ps2-loop": '$ for f in {p}; do\n>   rm "$f"\n> done',
    "ps2-backslash": "$ echo hi && \\\n> rm {p}",
    "python-repl": ">>> import os; os.remove('{p}')",
    "ipython-prompt": "In [1]: import os; os.remove('{p}')",
    "zsh-prompt": "app % rm {p}",
    "root-prompt": "# rm {p}",
    "dollar": "$ rm {p}",
}
INIT = {
    c: c
    for c in ("npm init -y", "yarn init -y", "uv init", "poetry init -n", "go mod init ex.com/r")
} | {
    "npm-install-in-web": "cd web && npm install vite",
    "npm-prefix": "npm install vite --prefix web",
}
PROSE = {
    "code": "Then run <code>sed -i 1d {p}</code>.\n",
    "typographic-double": "Then run \u201csed -i 1d {p}\u201d.\n",
    "typographic-single": "Then run \u2018sed -i 1d {p}\u2019.\n",
    "bullet": "- sed -i 1d {p}\n",
    "task": "- [ ] sed -i 1d {p}\n",
    "bold": "**sed -i 1d {p}**\n",
    "bold-underscores": "__sed -i 1d {p}__\n",
    "italic": "*sed -i 1d {p}*\n",
    "table": "| Step | Command |\n|---|---|\n| 1 | sed -i 1d {p} |\n",
    "bare-table": "Step | Command\n---|---\n1 | sed -i 1d {p}\n",
    "pre-code": "<pre><code>sed -i 1d {p}</code></pre>\n",
    "text-dollar": "```text\n$ sed -i 1d {p}\n```\n",
    "text-user-prompt": "```text\nuser@host:~/app$ sed -i 1d {p}\n```\n",
    "text-venv-prompt": "```text\n(.venv) $ sed -i 1d {p}\n```\n",
}
NOTEBOOK = {
    "bang": "!sed -i 1d {p}\n",
    "percent-rm": "%rm {p}\n",
    "automagic-rm": "rm {p}\n",
    "automagic-mv": "mv {p} moved.py\n",
    "bash-cell": "%%bash\nsed -i 1d {p}\n",
    "shell-cell": "%%shell\nsed -i 1d {p}\n",
    "time-bang": "%%time\n!sed -i 1d {p}\n",
    "writefile": "%%writefile {p}\nx = 2\n",
    "get-ipython": "get_ipython().system('sed -i 1d {p}')\n",
}
ACROSS = {
    "heredoc-body": "cat <<EOF\nDon't forget\nEOF\nsed -i 1d {p}\necho 'done'\n",
    "escaped": "echo don\\'t\nsed -i 1d {p}\necho it\\'s\n",
    "comment": "# don't run twice\nsed -i 1d {p}\n# it's done\n",
    "ansi-c": "echo $'it\\'s'\nsed -i 1d {p}\necho 'done'\n",
    "commit-then-sed": 'git commit -am "Fix\n\nIt\'s done" && sed -i 1d {p}\n',
}
ORDINARY = {
    "readme": "Run `npm install` then `npm start`.\n",
    "commit": '```bash\ngit add .\ngit commit -m "Add it\n\nIt\'s small."\n```\n',
    "console": "```console\n$ python {p}\nDon't panic\n$ ls\n{p}\n```\n",
    "text-session": "```text\n$ python {p}\nit's done\n```\n",
    "prose-apostrophes": "That's it! Don't forget to run `python {p}`.\n",
    "code-sentence": "Then <code>python {p}</code> prints the result.\n",
    "kbd": "Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to stop the server.\n",
    "timeout": "```bash\ntimeout 10 python {p}\n```\n",
    "eval-pyenv": '```bash\neval "$(pyenv init -)"\npython {p}\n```\n',
    "ipython-cell": "```python\n%load_ext autoreload\n%autoreload 2\n!python {p}\n```\n",
}


def _pick(rng: random.Random, pool: Pool, n: int) -> Files:
    files: Files = {}
    while len(files) < n:
        name, content = rng.choice(pool)
        name = name.rsplit("/", 1)[-1]
        if content.strip() and name not in files and " " not in name and name.endswith(".py"):
            files[name] = content if content.endswith("\n") else content + "\n"
    return files


def _ours(files: Files, after: str) -> str:
    blocks = "".join(f"===FILE_CONTENT_BLOCK===\nPATH: {p}\n---\n{t}\n" for p, t in files.items())
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


def _markdown(files: Files, after: str) -> str:
    return "".join(f"`{p}`:\n```python\n{t}```\n\n" for p, t in files.items()) + after


def _count(name: str, count: int, seed: int, make: Make) -> None:
    """``make`` gives an answer and the files meant (None: meant refused)."""
    rng = random.Random(f"{seed}-{name}")
    right = refused = wrong = 0
    for _ in range(count):
        text, meant = make(rng)
        result = h._parse(text)
        if not result.usable:
            refused += 1
            right += meant is None
        elif meant is not None and dict(h.files_of(result)) == meant:
            right += 1
        else:
            wrong += 1
    print(f"{name} tried {count} right {right} refused {refused} WRONG {wrong}")


def run(pool: Pool, count: int, seed: int) -> None:
    conventions = list(h.CONVENTIONS)

    def files(rng: random.Random, web: bool = False) -> tuple[Files, str]:
        chosen = _pick(rng, pool, rng.randint(1, 3))
        target = rng.choice(list(chosen))
        if web:  # a folder the answer writes, with no manifest
            chosen["web/" + target] = chosen[target]
        return chosen, target

    def command(template: str, web: bool = False, conv: str | None = None) -> Make:
        def make(rng: random.Random) -> tuple[str, Files | None]:
            chosen, p = files(rng, web)
            return h.CONVENTIONS[conv or rng.choice(conventions)](
                chosen, template.replace("{p}", p)
            ), None

        return make

    for case, template in RUNNERS.items():
        _count(f"runner {case}", count, seed, command(template))
    for case, steps in SETUP_CD.items():

        def setup(rng: random.Random, steps: list[str] = steps) -> tuple[str, Files | None]:
            chosen, p = files(rng)
            chosen = {p: chosen[p], "web/other.py": "y = 2\n"}
            listed = [{"file_path": k, "content": v} for k, v in chosen.items()]
            instructions = [s.replace("{p}", p) for s in steps]
            return json.dumps({"files": listed, "setup_instructions": instructions}), None

        _count(f"setup-cd {case}", count, seed, setup)
        if case != "numbered":  # step marks are setup_instructions' own
            _count(f"fence-cd {case}", count, seed, command("\n".join(steps), conv="ours"))
    for case, shape in SETUP_SHAPES.items():

        def shaped(rng: random.Random, shape: list[object] = shape) -> tuple[str, Files | None]:
            chosen, p = files(rng)
            listed = [{"file_path": k, "content": v} for k, v in chosen.items()]
            steps = json.loads(json.dumps(shape).replace("{p}", p))
            return json.dumps({"files": listed, "setup_instructions": steps}), None

        _count(f"setup-shape {case}", count, seed, shaped)
    for case, before in HEREDOC.items():

        def script(rng: random.Random, before: str = before) -> tuple[str, Files | None]:
            chosen, _p = files(rng)
            cats = "".join(f"cat > {k} <<'EOF'\n{v}EOF\n" for k, v in chosen.items())
            meant = None if "open(" in before else chosen  # a lost extra.py: refused
            return "```bash\n" + before + cats + "```\n", meant

        _count(f"heredoc {case}", count, seed, script)
    for case, template in TOOL_HEREDOC.items():

        def call(rng: random.Random, t: str = template) -> tuple[str, Files | None]:
            chosen, p = files(rng)
            return h._tool_calls(chosen, t.replace("{p}", p)), None

        _count(f"tool-call-heredoc {case}", count, seed, call)
    for case, template in SUBSTITUTION.items():
        _count(f"substitution {case}", count, seed, command(template))

        def in_call(rng: random.Random, t: str = template) -> tuple[str, Files | None]:
            chosen, p = files(rng)
            return h._tool_calls(chosen, t.replace("{p}", p)), None

        _count(f"substitution-tool-call {case}", count, seed, in_call)

        def in_setup(rng: random.Random, t: str = template) -> tuple[str, Files | None]:
            chosen, p = files(rng)
            listed = [{"file_path": k, "content": v} for k, v in chosen.items()]
            steps = [t.replace("{p}", p)]
            return json.dumps({"files": listed, "setup_instructions": steps}), None

        _count(f"substitution-setup {case}", count, seed, in_setup)
    for case in WALK_UP_SCRIPTS:

        def walk(rng: random.Random, case: str = case) -> tuple[str, Files | None]:
            chosen, p = files(rng)
            scripts = dict.fromkeys(("postinstall", "clean", "build", "test"), f"rm web/{p}")
            chosen["web/" + p] = chosen[p]
            chosen["package.json"] = json.dumps({"name": "r", "scripts": scripts}) + "\n"
            return _ours(chosen, "```bash\ncd web && " + case + "\n```\n"), None

        _count(f"walk-up-script {case}", count, seed, walk)
    for case, where in MAKE_SHELL.items():

        def shell_function(rng: random.Random, c: str = case, w: str = where):
            chosen, p = files(rng)
            chosen[w + "Makefile"] = f"X := $(shell rm {p})\nall:\n\techo hi\n"
            chosen["web/" + p] = chosen[p]
            return _ours(chosen, "```bash\n" + c + "\n```\n"), None

        _count(f"make-shell-function {case}", count, seed, shell_function)
    for case, template in CONSOLE.items():
        for label in ("console", "text"):
            for head, render in (("console", _ours), ("md-console", _markdown)):

                def session(rng: random.Random, t: str = template, lab: str = label, r=render):
                    chosen, p = files(rng)
                    return r(chosen, f"Session:\n\n```{lab}\n{t.replace('{p}', p)}\n```\n"), None

                _count(f"{head} [{label}] {case}", count, seed, session)
    for case, template in INIT.items():
        _count(f"init {case}", count, seed, command(template))
    for case, template in PROSE.items():
        for head, render in (("prose", _ours), ("md-prose", _markdown)):

            def prose(rng: random.Random, t: str = template, r: Callable[..., str] = render):
                chosen, p = files(rng)
                return r(chosen, "Next steps:\n\n" + t.replace("{p}", p)), None

            _count(f"{head} {case}", count, seed, prose)
    for label in ("python", "ipython", ""):
        for case, template in NOTEBOOK.items():

            def cell(rng: random.Random, t: str = template, lab: str = label):
                chosen, p = files(rng)
                body = t.replace("{p}", p)
                return _ours(chosen, f"In the notebook:\n\n```{lab}\n{body}```\n"), None

            _count(f"notebook [{label}] {case}", count, seed, cell)
    for case, template in ACROSS.items():
        _count(f"across-lines {case}", count, seed, command(template))
    for case, template in ORDINARY.items():
        for head, render in (("ordinary", _ours), ("ordinary-md", _markdown)):

            def usable(rng: random.Random, t: str = template, r: Callable[..., str] = render):
                chosen, p = files(rng)
                return r(chosen, t.replace("{p}", p)), chosen

            _count(f"{head} {case}", count, seed, usable)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    pool = [(f.name, f.content) for f in renderings.corpus()]
    run(pool, args.count, args.seed)


if __name__ == "__main__":
    main()
