"""hunt147: a tool's output after a write (fix-outputs180), attacked with the neighbours of
the closed shapes.

Expected by hand: the transcript writes a.py ``x = 1\ny = 2\n`` (12 bytes, 2 lines), then runs
one bash command whose output is given. OTHER: the output shows a.py other than written
(another content printed by another reader, a dump of other bytes, another size or an empty
file, a listing of its folder without it): keeping a.py as written is usable-WRONG (refusing
is what we ask). AGREES: the output shows a.py as written, or leaves it out only because the
command excludes it: a.py stays usable, exactly as written.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"
_T = "\u251c\u2500\u2500 "
_L = "\u2514\u2500\u2500 "


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _params(table: dict[str, tuple[str, str]]) -> list[object]:
    return [pytest.param(*v, id=k) for k, v in table.items()]


READERS = {
    "pathlib": ("python -c \"import pathlib; print(pathlib.Path('a.py').read_text())\"", "x = 9"),
    "with-open": ("python3 -c \"with open('a.py') as f: print(f.read())\"", "x = 9"),
    "readlines": ("python -c \"print(open('a.py').readlines())\"", "['x = 9\\n']"),
    "node-e": (
        "node -e \"console.log(require('fs').readFileSync('a.py','utf8'))\"",
        "x = 9",
    ),
    "node-p": ("node -p \"require('fs').readFileSync('a.py','utf8')\"", "x = 9"),
    "perl-ne-print": ("perl -ne print a.py", "x = 9"),
    "cat-tee": ("cat a.py | tee /dev/null", "x = 9\ny = 2"),
    "strings": ("strings a.py", "x = 9\ny = 2"),
}


@pytest.mark.parametrize(("command", "output"), _params(READERS))
def test_another_reader_printing_other_content_refuses(command: str, output: str) -> None:
    assert _after(command, output) is None


DUMPS = {
    "xxd": ("xxd a.py", "00000000: 7820 3d20 390a                           x = 9."),
    "od-c": ("od -c a.py", "0000000   x       =       9  \\n\n0000006"),
    "hexdump-C": (
        "hexdump -C a.py",
        "00000000  78 20 3d 20 39 0a                                 |x = 9.|\n00000006",
    ),
}


@pytest.mark.parametrize(("command", "output"), _params(DUMPS))
def test_a_dump_of_other_bytes_refuses(command: str, output: str) -> None:
    assert _after(command, output) is None


SIZES = {
    "py-len-zero": ("python -c \"print(len(open('a.py').read()))\"", "0"),
    "py-len-lines-zero": ("python -c \"print(len(open('a.py').readlines()))\"", "0"),
    "cat-wc-l-zero": ("cat a.py | wc -l", "0"),
    "du-sh-zero": ("du -sh a.py", "0\ta.py"),
    "ls-lh-kilo": ("ls -lh a.py", "-rw-r--r-- 1 u u 2.1K Nov 28 23:00 a.py"),
    "ls-l-h-kilo": ("ls -l -h", "total 4.0K\n-rw-r--r-- 1 u u 3.4K Nov 28 23:00 a.py"),
    "find-empty": ("find . -type f -empty", "./a.py"),
    "find-size-zero": ("find . -size 0", "./a.py"),
}


@pytest.mark.parametrize(("command", "output"), _params(SIZES))
def test_another_size_or_an_empty_file_refuses(command: str, output: str) -> None:
    assert _after(command, output) is None


def _tree(*names: str) -> str:
    rows = [(_T if n < len(names) - 1 else _L) + name for n, name in enumerate(names)]
    return ".\n" + "\n".join(rows) + f"\n\n0 directories, {len(names)} files"


LISTINGS = {
    "tree-L1": ("tree -L 1", _tree("b.py")),
    "tree-dot": ("tree .", _tree("b.py")),
    "tree-L2": ("tree -L 2", _tree("b.py")),
    "tree-P-glob": ("tree -P '*.py'", _tree("b.py")),
    "find-maxdepth-type-f": ("find . -maxdepth 1 -type f", "./b.py"),
    "find-maxdepth": ("find . -maxdepth 1", ".\n./b.py"),
    "dir": ("dir", "b.txt  src"),
    "ls-glob-no-match": ("ls *.py", "ls: cannot access '*.py': No such file or directory"),
}


@pytest.mark.parametrize(("command", "output"), _params(LISTINGS))
def test_a_listing_of_its_folder_without_it_refuses(command: str, output: str) -> None:
    assert _after(command, output) is None


TREE_FLAGS = {
    "tree-h": ("tree -h", ".\n" + _L + "[  12]  a.py\n\n0 directories, 1 file"),
    "tree-s": ("tree -s", ".\n" + _L + "[         12]  a.py\n\n0 directories, 1 file"),
    "tree-ascii": ("tree --charset=ascii", ".\n|-- a.py\n`-- b.py\n\n0 directories, 2 files"),
    "tree-f": ("tree -f", ".\n" + _T + "./a.py\n" + _L + "./b.py\n\n0 directories, 2 files"),
    "tree-p": (
        "tree -p",
        ".\n" + _T + "[-rw-r--r--]  a.py\n" + _L + "[-rw-r--r--]  b.py\n\n0 directories, 2 files",
    ),
    "tree-D": (
        "tree -D",
        ".\n"
        + _T
        + "[Nov 28 23:00]  a.py\n"
        + _L
        + "[Nov 28 23:00]  b.py\n\n0 directories, 2 files",
    ),
    "ls-I-glob": ("ls -I '*.py'", "b.txt"),
}


@pytest.mark.parametrize(("command", "output"), _params(TREE_FLAGS))
def test_a_listing_with_it_in_another_shape_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]


EXCLUDED = {
    "find-not-name": ("find . -name '*.py' -not -name 'a.py'", "./b.py"),
    "find-prune": ("find . -name a.py -prune -o -type f -print", "./b.py"),
    "ls-hide": ("ls --hide='*.py'", "b.txt"),
    "ls-ignore-name": ("ls --ignore=a.py", "b.txt"),
    "ls-la-hide": ("ls -la --hide=a.py", "total 4\n-rw-r--r-- 1 u u 30 Nov 28 23:00 b.txt"),
    "fd-with": ("fd", "a.py\nb.txt"),
}


@pytest.mark.parametrize(("command", "output"), _params(EXCLUDED))
def test_a_listing_excluding_it_or_holding_it_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]
