"""fix-conv20: the prompts of a terminal session (one table of shapes in
``heredoc._shown_prompt``) and notebook cells outside a ```python fence, read after the files
of our format. The findings themselves are in tests/test_hunt17_conv.py; these pin the rules'
edges: what each prompt runs, and the lines that stay text (no false refusal)."""

from __future__ import annotations

import pytest
from meant import ours_then

from artifact_codec import parse_response

A = "x = 1\n"


def _ours(after: str) -> str:
    return ours_then("Session:\n\n" + after)


@pytest.mark.parametrize(
    "session",
    [
        # Python typed at a REPL, its ``...`` lines one program with it
        '```\n>>> with open("a.py", "w") as f:\n...     f.write("")\n```\n',
        # IPython's escape after its prompt runs the shell
        "```text\nIn [3]: !rm a.py\n```\n",
        # zsh's default prompt with user@host before the folder
        "```console\nme@mac app % sed -i s/1/2/ a.py\n```\n",
        # a PS2 line of a command left open by a pipe
        "```console\n$ ls |\n> xargs rm\n```\n",
        # a cell's %%writefile in a block without an info string writes a.py
        "```\n%%writefile a.py\nx = 2\n```\n",
        # a root shell's prompt below ``$ sudo -i`` in a session that shows ``$`` prompts
        "```console\n$ sudo -i\n# rm a.py\n```\n",
        # what an IPython escape writes is a file the answer gives (lost)
        '```\nIn [1]: !echo "y = 2" > b.py\n```\n',
        # Colab's %%shell in an ipython fence
        "```ipython\n%%shell\nrm a.py\n```\n",
        # automagic cd, then a heredoc-free rm in the folder above: still rm of a.py
        "```python\nrm -f a.py\n```\n",
    ],
    ids=["repl-block", "ipython-escape", "zsh-user-host", "ps2-pipe", "bare-writefile",
         "root-after-sudo", "ipython-echo-b", "shell-magic-ipython", "automagic-rm-flags"],
)  # fmt: skip
def test_what_a_prompt_or_cell_runs_is_weighed(session: str) -> None:
    # each changes a.py, which the answer holds: not usable
    result = parse_response(_ours(session))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "text",
    [
        # a REPL that only reads and prints
        "```text\n>>> print(1 + 1)\n2\n```\n",
        "```\nIn [2]: %timeit sum(range(10))\n```\n",
        # a text fence of quotes: no prompt above, so ``>`` is no PS2
        "```text\n> Note: this is a quote\n> rm is used\n```\n",
        # output that starts with ``>`` after a complete command
        "```console\n$ cat notes.md\n> quote here\n```\n",
        # a comment in a session that shows ``$`` prompts is a comment
        "```console\n# remove the cache first\n$ ls\n```\n",
        # Python statements named like the aliases run as Python
        "```python\nrm = 1\nls = [rm]\n```\n",
        # a REPL's ``>>> x`` is Python, not an append into a file x
        "```\n>>> x = [1, 2]\n>>> x.append(3)\n>>> x\n[1, 2, 3]\n```\n",
        # a percent in a line of text is no zsh prompt
        "```text\nTotal: 50 % done\n```\n",
        # a loop whose PS2 lines change nothing
        '```console\n$ for f in *.txt; do\n>   echo "$f"\n> done\n```\n',
    ],
    ids=["repl-print", "ipython-timeit", "text-quotes", "output-quote", "session-comment",
         "python-names", "repl-list", "percent-text", "harmless-loop"],
)  # fmt: skip
def test_lines_that_change_nothing_stay_usable(text: str) -> None:
    result = parse_response(_ours(text))
    assert result.usable, [d.message for d in result.diagnostics]


def _markdown(after: str) -> str:
    return f"`a.py`:\n```python\n{A}```\n\nNext:\n\n" + after


@pytest.mark.parametrize(
    "block",
    [
        "```text\nPS C:\\app> Remove-Item a.py\n```\n",
        "```text\n>>> import os; os.remove('a.py')\n```\n",
        "```\n!rm a.py\n```\n",
    ],
    ids=["powershell-prompt", "python-repl", "bare-bang-rm"],
)
def test_markdown_answers_read_the_same_prompts_and_cells(block: str) -> None:
    # after Markdown files a text fence is a session when a line starts with a prompt of the
    # same table (heredoc.session_prompt), and a block without an info string holding a cell's
    # own lines is a cell: refused as after our format
    result = parse_response(_markdown(block))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "block",
    [
        "```text\n>>> print(1 + 1)\n2\n```\n",
        "```text\n> Note: this is a quote\n> rm is used\n```\n",
        "```\n!pip list\n```\n",
        "```text\nPS C:\\app> Get-ChildItem\n```\n",
    ],
    ids=["repl-print", "text-quotes", "bare-bang-list", "powershell-list"],
)
def test_markdown_answers_keep_harmless_sessions_usable(block: str) -> None:
    result = parse_response(_markdown(block))
    assert result.usable, [d.message for d in result.diagnostics]


def test_a_repl_line_that_writes_a_file_not_held_is_lost() -> None:
    # ``>>> open("b.py", "w")`` writes b.py, which the answer does not hold: runs'
    # _writes_elsewhere does not read Python (as for a Python cell), changed-after weighs only
    # the held files
    result = parse_response(_ours('```\n>>> open("b.py", "w").write("y = 2")\n```\n'))
    assert not result.usable, result.status
