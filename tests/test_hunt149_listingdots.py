"""hunt149: listings that leave a written file out by their own rule, or show its name in
another spelling. ``ls`` and ``tree`` (and ``tree -P '*'``, ``ls *``: the shell's glob) do not
list a dotfile without ``-a``; ``tree -Q`` and ``ls`` of a name with a space quote it, and a
name with a space is one entry, not two words. An OpenAI transcript writes the files, runs the
listing of the working folder, and its output is what the files as written give: main refuses
(tool-call-changed: "which does not list it"). ``tree -P '*'`` was kept by the base 3dfe17cf
(false refusal, regression of lead29 27edf09d's -P patterns); the others the base refused too.
The listings with ``-a`` stay usable (guards)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"
_DOT = {"a.py": CONTENT, ".env": "KEY=1\n"}
_SPACE = {"my notes.txt": CONTENT}


def _after(files: dict[str, str], command: str, output: str) -> list[tuple[str, str]] | None:
    messages = []
    for n, (path, content) in enumerate(files.items()):
        messages += write_messages(f"w{n}", path, content)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _tree(*names: str) -> str:
    rules = ["\u251c\u2500\u2500"] * (len(names) - 1) + ["\u2514\u2500\u2500"]
    lines = "".join(f"{rule} {name}\n" for rule, name in zip(rules, names, strict=True))
    count = len(names)
    return f".\n{lines}\n0 directories, {count} file{'s' if count > 1 else ''}\n"


_LISTINGS = {
    "tree-hides-dotfile": (_DOT, "tree", _tree("a.py")),
    "tree-P-star-hides-dotfile": (_DOT, "tree -P '*'", _tree("a.py")),
    "ls-hides-dotfile": (_DOT, "ls", "a.py\n"),
    "ls-one-a-line-hides-dotfile": (_DOT, "ls -1", "a.py\n"),
    "ls-star-hides-dotfile": (_DOT, "ls *", "a.py\n"),
    "tree-Q-quotes": ({"a.py": CONTENT}, "tree -Q", _tree('"a.py"')),
    "ls-quotes-a-space": (_SPACE, "ls", "'my notes.txt'\n"),
    "ls-name-with-a-space": (_SPACE, "ls", "my notes.txt\n"),
}
_GUARDS = {
    "tree-a-lists-dotfile": (_DOT, "tree -a", _tree(".env", "a.py")),
    "ls-a-lists-dotfile": (_DOT, "ls -a", ".  ..  .env  a.py\n"),
}


@pytest.mark.parametrize(
    ("files", "command", "output"), list(_LISTINGS.values()), ids=list(_LISTINGS)
)
def test_a_listing_of_the_files_as_written_keeps_them(
    files: dict[str, str], command: str, output: str
) -> None:
    assert _after(files, command, output) == list(files.items())


@pytest.mark.parametrize(("files", "command", "output"), list(_GUARDS.values()), ids=list(_GUARDS))
def test_a_listing_showing_dotfiles_keeps_them(
    files: dict[str, str], command: str, output: str
) -> None:
    assert _after(files, command, output) == list(files.items())
