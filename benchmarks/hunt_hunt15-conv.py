"""Hunt 15 on the convention readers (fix-conv14: named installs with a folder option; inline
programs', ``sh -c`` scripts' and ``touch``'s writes; the one normaliser of quoted, listed and
``<pre>`` commands; notebook cells), counted.

    python benchmarks/hunt_hunt15-conv.py [--count 20] [--seed 15]

Real files (the standard library corpus of ``tests/renderings.py``) are the answer's files,
rendered in a convention chosen at random (our format, Markdown, legacy JSON, Cline, bolt,
OpenHands) unless the family names one; ``{p}`` is one of them, picked at random, and stands
for ``a.py`` in the commands of ``tests/test_hunt15_conv.py`` (``sed -i s/1/2/`` becomes
``sed -i 1d``; b.py is a file not held).

Families (``meant``: refused, unless it says otherwise):
``tool-call <case>``: a JSON tool-call answer, then a bash call that writes b.py.
``heredoc-write <case>`` / ``heredoc-npm <case>``: a heredoc script writing the files, then a
line that writes b.py / runs the answer's postinstall.
``make-C <conv>`` / ``make-tool <conv>``: web/Makefile (a Makefile) whose recipe changes
``{p}``, then ``make -C web`` (``make``).
``inline <case>`` / ``inline-option <case>`` / ``empty <case>`` / ``eval <conv>`` /
``timeout <wrap>`` / ``upwards <case>``: the files, then the command.
``notebook <case>`` (our format) / ``md-notebook <case>`` (Markdown): a ```python cell.
``prose <case>`` (our format) / ``md-prose <case>`` (Markdown): a container after the files.
``held <case>``: fix-conv14's own refusals (regression).
``across-lines <case> <conv>``: a quoted string across lines, then ``&& sed -i`` / ``; rm``
of ``{p}`` after its closing quote. ``multiline-inline <case>``: a bare block holding an
inline program across lines that writes b.py.
``read-only <case>`` and ``control-ls``: meant usable with the files as written; a refusal is
a false refusal (``refused``), usable with other files ``WRONG``.

Prints ``<family> tried N right R refused F WRONG W`` (for ``meant: refused`` families a usable
result is WRONG: the files differ from what running the command leaves).
"""

from __future__ import annotations

import argparse
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
Head = Callable[[Files, str], str]


def _pick(rng: random.Random, pool: Pool, n: int, under: str = "") -> Files:
    files: Files = {}
    while len(files) < n:
        name, content = rng.choice(pool)
        name = under + name.rsplit("/", 1)[-1]
        if content.strip() and name not in files and " " not in name and name.endswith(".py"):
            files[name] = content if content.endswith("\n") else content + "\n"
    return files


def _on(command: str, p: str) -> str:
    """``command`` changing the real file ``p`` (``sed -i 1d``: every file has a first line)
    where the test's command changes a.py."""
    return command.replace("s/1/2/", "1d").replace("a.py", p)


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

    def files_and_target(rng: random.Random, under: str = "") -> tuple[Files, str]:
        files = _pick(rng, pool, rng.randint(1, 3), under)
        return files, rng.choice(list(files))

    def in_convention(command: str, conv: str | None = None) -> Make:
        def make(rng: random.Random) -> tuple[str, Files | None]:
            files, p = files_and_target(rng)
            chosen = conv or rng.choice(conventions)
            return h.CONVENTIONS[chosen](files, _on(command, p)), None

        return make

    for case, command in h.TOOL_CALL_WRITES.items():

        def tool(rng: random.Random, command: str = command) -> tuple[str, Files | None]:
            files, _ = files_and_target(rng)
            return h._tool_calls(files, command), None

        _count(f"tool-call {case}", count, seed, tool)
    for case, command in h.HEREDOC_WRITES.items():

        def here(rng: random.Random, command: str = command) -> tuple[str, Files | None]:
            files, p = files_and_target(rng)
            return h._heredoc(files, command.replace("a.py", p)), None

        _count(f"heredoc-write {case}", count, seed, here)
    for case, (base, command) in h.HEREDOC_NPM.items():

        def npm(
            rng: random.Random, base: Files = base, command: str = command
        ) -> tuple[str, Files | None]:
            return h._heredoc({**_pick(rng, pool, 1), **base}, command), None

        _count(f"heredoc-npm {case}", count, seed, npm)
    for conv in conventions:

        def make_c(rng: random.Random, conv: str = conv) -> tuple[str, Files | None]:
            files, p = files_and_target(rng, "web/")
            name = p.removeprefix("web/")
            files["web/Makefile"] = f"all:\n\tsed -i 1d {name}\n"
            return h.CONVENTIONS[conv](files, "make -C web"), None

        _count(f"make-C {conv}", count, seed, make_c)
    for conv in ("cline", "bolt", "openhands"):

        def make_t(rng: random.Random, conv: str = conv) -> tuple[str, Files | None]:
            files, p = files_and_target(rng)
            files["Makefile"] = f"all:\n\tsed -i 1d {p}\n"
            return h.CONVENTIONS[conv](files, "make"), None

        _count(f"make-tool {conv}", count, seed, make_t)
    for family, table in (
        ("inline", h.INLINE_MISSED),
        ("inline-option", h.INLINE_OPTIONS),
        ("empty", h.EMPTY_FILES),
        ("upwards", h.UPWARDS),
        ("held", h.HELD_REFUSED),
    ):
        for case, command in table.items():
            if family == "upwards":

                def up(rng: random.Random, command: str = command) -> tuple[str, Files | None]:
                    files = {"package.json": h._ROOT, **_pick(rng, pool, 2, "web/")}
                    return h._ours(files, h._FENCE.format(command)), None

                _count(f"{family} {case}", count, seed, up)
            else:
                _count(f"{family} {case}", count, seed, in_convention(command))
    for conv in conventions:
        _count(f"eval {conv}", count, seed, in_convention("eval 'echo y = 2 > b.py'", conv))
    for wrap, text in h.TIMEOUT_WRAPS.items():

        def timeout(rng: random.Random, text: str = text) -> tuple[str, Files | None]:
            files, _ = files_and_target(rng)
            return h._ours(files, text.format("timeout 5 sh -c 'echo y = 2 > b.py'")), None

        _count(f"timeout {wrap}", count, seed, timeout)
    for family, table, head, lead in (
        ("notebook", h.NOTEBOOK, h._ours, "In the notebook:\n\n```python\n{}```\n"),
        ("md-notebook", h.MD_NOTEBOOK, h._markdown, "In the notebook:\n\n{}"),
        ("prose", h.PROSE_WRITES, h._ours, "Next steps:\n\n{}"),
        ("md-prose", h.MD_PROSE, h._markdown, "Next steps:\n\n{}"),
    ):
        for case, body in table.items():

            def after(
                rng: random.Random,
                body: str = body,
                head: Head = head,
                lead: str = lead,
            ) -> tuple[str, Files | None]:
                files, p = files_and_target(rng)
                return head(files, lead.format(_on(body, p))), None

            _count(f"{family} {case}", count, seed, after)
    for case, command in h.ACROSS_LINES.items():
        for conv, render in h._ACROSS_CONVENTIONS.items():

            def across(
                rng: random.Random, command: str = command, render: Head = render
            ) -> tuple[str, Files | None]:
                files, p = files_and_target(rng)
                return render(files, _on(command, p)), None

            _count(f"across-lines {case} {conv}", count, seed, across)
    for case, command in h.MULTILINE_INLINE.items():

        def multiline(rng: random.Random, command: str = command) -> tuple[str, Files | None]:
            files, _ = files_and_target(rng)
            return h._ours(files, "Then:\n\n```\n" + command + "\n```\n"), None

        _count(f"multiline-inline {case}", count, seed, multiline)
    for case, command in {**h.READ_ONLY, "control-ls": "ls"}.items():

        def usable(rng: random.Random, command: str = command) -> tuple[str, Files | None]:
            files, p = files_and_target(rng)
            conv = rng.choice(conventions)
            return h.CONVENTIONS[conv](files, command.replace("a.py", p)), files

        _count(case if case.startswith("control") else f"read-only {case}", count, seed, usable)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    pool = [(f.name, f.content) for f in renderings.corpus()]
    run(pool, args.count, args.seed)


if __name__ == "__main__":
    main()
