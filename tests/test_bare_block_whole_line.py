"""A line of a block without an info string is harmless only when ALL of it has a harmless
shape (``artifact_codec/ingest/conventions/runs.py``: ``weighed_in_bare_block``): a sentence,
a requirement, words of output or code, each joined by the shell's operators to a command
that changes the written file, must refuse the answer; a command whose name starts with a
capital (PowerShell's cmdlets, cmd.exe's names, ``Rscript``) is a command; program output
(whose first word no program is called, or names no held file) stays usable.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.runs import (
    held_names,
    weighed_in_bare_block,
    weighed_lines,
)

_JS = "`app.js`:\n```js\nconsole.log(1)\n```\n\nThen:\n\n"

#: Lines that alone have a harmless shape.
HEADS = [
    "Output",
    "Server running at http://localhost:3000",
    "Success!",
    "flask==2.3.0",
    "requests>=2.31",
    "numpy<2",
    "django~=4.2",
    "x == 1",
    "added 57 packages in 3s",
    "test result: ok. 1 passed",
    "ok  \texample.com/calc\t0.002s",
    "listening on port 8080",
    "-rw-r--r-- 1 u u 120 Jan  1 10:00 main.go",
]
#: How the shell joins a second command to the first (each runs the second here: a first
#: word that is no program fails, so ``&&`` is left out).
JOINS = [" | ", " |& ", " & ", "; ", " ; ", " || ", " \\\n| ", " \\\n; ", ";"]
#: Commands that change or empty app.js.
TAILS = [
    "rm app.js",
    "tee app.js",
    "sed -i s/1/2/ app.js",
    "Remove-Item app.js",
    "Set-Content app.js 'x'",
    "DEL app.js",
    "Copy-Item b.js app.js",
    "timeout 5 sed -i s/1/2/ app.js",
    "frobnicate app.js",
]


def _usable(block: str) -> tuple[bool, str, list[str]]:
    result = parse_response(_JS + f"```\n{block}\n```\n")
    return result.usable, result.status, [d.code for d in result.diagnostics]


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.sampled_from(HEADS), st.sampled_from(JOINS), st.sampled_from(TAILS))
def test_a_harmless_shape_joined_to_a_command_is_weighed(head: str, join: str, tail: str) -> None:
    usable, status, found = _usable(head + join + tail)
    assert not usable, (head, join, tail, status, found)


def test_each_head_alone_stays_usable() -> None:
    """The other direction: the heads of the test above, alone, are harmless."""
    for head in HEADS:
        usable, status, found = _usable(head)
        assert usable, (head, status, found)


#: Commands whose name starts with a capital, or is cmd.exe's in any case.
CAPITALIZED = [
    "Remove-Item app.js",
    "Clear-Content app.js",
    "Move-Item app.js b.js",
    "Rename-Item app.js b.js",
    "New-Item app.js -Force",
    "Out-File -FilePath app.js",
    "DEL app.js",
    "Del app.js",
    "ERASE app.js",
    "COPY b.js app.js",
    "Copy b.js app.js",
    "copy /Y b.js app.js",
    "MOVE b.js app.js",
    "Rscript fmt.R",
    "Rscript -e \"writeLines('x', 'app.js')\"",
]


def test_a_capitalized_command_is_weighed() -> None:
    for line in CAPITALIZED:
        usable, status, found = _usable(line)
        assert not usable, (line, status, found)


#: Prose and output that start like a command name in a title's case, or hold one as a word.
PROSE = [
    "Copy the files to the server.",
    "Move on to the next step.",
    "Start the app and open the browser.",
    "listening on port 8080",
    "ready for the next request",
    "Set-up takes a minute.",
    "thread 'main' panicked at 'index out of bounds', src/main.rs:4:5",
    "./main.go:5:2: fmt.Printf format %d has arg x of wrong type string",
    "tests/test_app.py ..                    [100%]",
    " main.go | 2 +-",
    "test tests::adds ... ok",
    'pywin32==306; sys_platform == "win32"',
    "numpy>=1.24,<2",
]


def test_prose_and_output_stay_usable() -> None:
    for line in PROSE:
        usable, status, found = _usable(line)
        assert usable, (line, status, found)


def test_an_unknown_program_is_weighed_by_the_files_it_names() -> None:
    """With the names of the held files, an unknown first word with no option weighs only
    a line naming one of them (or their folder, ``.``, a pattern that matches one); without
    them, any path-shaped argument."""
    held = held_names(["src/app.js"])
    assert weighed_in_bare_block("frob src/app.js", held=held)
    assert weighed_in_bare_block("frob app.js", held=held)  # from inside src/
    assert weighed_in_bare_block("frob src", held=held)
    assert weighed_in_bare_block("frob .", held=held)
    assert weighed_in_bare_block("frob src/*.js", held=held)
    assert weighed_in_bare_block("frob --fix", held=held)
    assert not weighed_in_bare_block("ok example.com/calc 0.002s", held=held)
    assert not weighed_in_bare_block("frob [100%]", held=held)
    assert weighed_in_bare_block("ok example.com/calc 0.002s")  # held not known


def test_lines_continued_by_a_backslash_are_weighed_together() -> None:
    assert weighed_lines("Output \\\n| tee app.js\nDone") == [True, True, False]
    assert weighed_lines("Output \\\r\n| tee app.js\r\n") == [True, True, False]
    assert weighed_lines("Hello \\\nworld") == [False, False]


def test_a_prompted_prose_line_is_weighed_as_a_bare_line() -> None:
    """A ``$`` line of prose whose command ``starts_with_command`` does not list (``head``)
    is still read: it writes b.js, which the result lacks."""
    result = parse_response(_JS + "    $ head -1 app.js > b.js\n")
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
    result = parse_response(_JS + "    $ 5 per month\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])


@pytest.mark.parametrize(
    "block",
    [
        'int main(void)\n{\n    printf("%d", tax(1));\n    return 0;\n}\n',
        "<?php\n$shop = new Shop();\necho $shop->total(1);\n",
    ],
)
def test_code_the_shell_cannot_run_is_not_weighed(block: str) -> None:
    """A lone ``{`` opens code, and ``echo $shop->total(1);`` is a syntax error to the shell
    (a ``(`` after a word): the shell runs nothing of either line, so neither is a command."""
    assert not any(weighed_lines(block.rstrip("\n"), held=held_names(["tax.c", "Shop.php"])))
