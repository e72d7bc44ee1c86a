"""hunt143: the shapes of hunt143-outputlists/outputsizes/outputreads in a printed Cline
transcript (``[execute_command for '...'] Result:`` / ``Command executed.`` / ``Output:``),
which fix-output169 reads with the same rules as JSON transcripts: a ``tree`` or ``find -type
f`` listing without a.py, a ``with open`` print or an ``echo`` + ``cat`` of other lines, a
pipe into ``wc`` or ``ls -s`` showing it empty.

Expected by hand: Cline writes a.py (``x = 1``), the tool saves it, then runs the command,
whose output shows a.py gone, empty or other: refused (as ``head a.py`` printing ``x = 3`` is).
Guard: a run printing its own output keeps it.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_WRITE = (
    "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"
    "[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
)


def _cline(command: str, output: str) -> list[tuple[str, str]] | None:
    answer = (
        _WRITE + f"<execute_command>\n<command>{command}</command>\n"
        "<requires_approval>false</requires_approval>\n</execute_command>\n\n"
        f"[execute_command for '{command}'] Result:\nCommand executed.\nOutput:\n{output}\n\n"
        "<attempt_completion>\n<result>\nDone.\n</result>\n</attempt_completion>\n"
    )
    parsed = parse_response(answer)
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(
    ("command", "output"),
    [
        pytest.param("tree", ".\n└── b.py\n\n0 directories, 1 file", id="tree"),
        pytest.param("find . -type f", "./b.py", id="find-type-f"),
        pytest.param(
            "python -c \"with open('a.py') as f: print(f.read())\"", "x = 9", id="py-with-open"
        ),
        pytest.param("echo '--- a.py ---' && cat a.py", "--- a.py ---\nx = 9", id="echo-cat"),
        pytest.param("cat a.py | wc -l", "0", id="cat-pipe-wc"),
        pytest.param("ls -s a.py", "0 a.py", id="ls-s"),
    ],
)
def test_an_output_showing_it_otherwise_refuses_it(command: str, output: str) -> None:
    assert _cline(command, output) is None


def test_a_run_printing_its_own_output_keeps_it() -> None:
    assert _cline("python a.py", "ok") == [("a.py", "x = 1\n")]
