"""fix-conv22: the prompts of other programs' sessions (IPython cells under ``In [1]:``,
Windows cmd's ``C:\\dir>``), the wrappers that run a command (``timeout 5 CMD``), a commit
message fed by a heredoc in a command substitution, and Python typed at ``>>>`` that writes a
file the answer does not hold. Expected by hand: the answer writes app.py as ``print(1)``
(Markdown) or a.py as ``x = 1`` (our format); a session line that writes a held file makes
the answer not usable (or applied), never usable with the stale file.
"""

from __future__ import annotations

import pytest
from meant import files_of, meant_or_refused, ours_then

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
A = "x = 1\n"


def _ours(after: str) -> str:
    return ours_then("Session:\n\n" + after)


def _errors(text: str) -> list[str]:
    return [d.message for d in parse_response(text).diagnostics]


# -- IPython cells under their prompts ------------------------------------------------------


@pytest.mark.parametrize(
    "session",
    [
        "```ipython\nIn [12]: %%writefile app.py\n    ...: print(2)\n```\n",
        "```python\nIn [1]: %%file app.py\n   ...: print(2)\n```\n",
        "```jupyter\nIn [3]: %%writefile -a app.py\n   ...: print(2)\n```\n",
        "```\nIn [7]: %%writefile app.py\n   ...: print(2)\n```\n",
        "```text\nIn [7]: %%writefile --append app.py\n   ...: print(2)\n```\n",
        "```\nIn[1]: %%bash\n   ...: rm app.py\n```\n",
        "```ipython\nIn [1]: x = 1\n\nIn [2]: %%bash\n   ...: sed -i s/1/2/ app.py\n```\n",
        "```jupyter\nIn [1]: !echo 'print(2)' > app.py\n```\n",
        "```\n!echo 'print(2)' > app.py\n```\n",
    ],
    ids=["ipython-width-4", "python-file", "jupyter-append", "bare", "text-append-long",
         "bare-bash-cell", "second-cell-bash", "jupyter-escape", "bare-escape"],
)  # fmt: skip
def test_an_ipython_cell_under_prompts_that_writes_app_py_is_weighed(session: str) -> None:
    # the cell replaces (or appends to) app.py: never usable with print(1) alone
    result = parse_response(BASE + session)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "session",
    [
        "```ipython\nIn [1]: %%writefile other.py\n   ...: print(2)\n```\n",
        "```\nIn [1]: %%writefile other.py\n   ...: print(2)\n```\n",
    ],
    ids=["ipython", "bare"],
)
def test_a_writefile_cell_of_a_file_not_held_is_not_lost(session: str) -> None:
    # other.py is what the cell writes; the answer does not hold it
    assert not parse_response(BASE + session).usable


@pytest.mark.parametrize(
    "session",
    [
        "```ipython\nIn [1]: from app import main\n\nIn [2]: main()\nOut[2]: 1\n```\n",
        "```\nIn [3]: x = 1\n   ...: y = 2\n\nIn [4]: x + y\nOut[4]: 3\n```\n",
        "```ipython\nIn [1]: %%bash\n   ...: echo hi\n\nIn [2]: print(1)\n```\n",
    ],
    ids=["ipython-import", "bare-sum", "harmless-bash-cell"],
)
def test_harmless_ipython_sessions_stay_usable(session: str) -> None:
    result = parse_response(BASE + session)
    assert result.usable, _errors(BASE + session)
    assert files_of(result) == [("app.py", "print(1)\n")]


# -- Windows cmd's prompt ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "session",
    [
        "```\nC:\\Users\\me\\my proj>echo print(2) > app.py\n```\n",
        "```text\nC:\\proj>type con > app.py\n```\n",
        "```\nC:\\proj>copy con app.py\n```\n",
        "```\nC:\\proj> del app.py\n```\n",
        "```\nd:\\work\\app>ren app.py main.py\n```\n",
        "```\nPS C:\\proj> Set-Content app.py 'print(2)'\n```\n",
    ],
    ids=["spaces-echo", "text-type-con", "copy-con", "del", "lower-drive-ren", "powershell"],
)
def test_a_cmd_line_that_changes_app_py_is_weighed(session: str) -> None:
    assert not parse_response(BASE + session).usable


@pytest.mark.parametrize(
    "session",
    [
        "```\nC:\\proj>dir\n```\n",
        "```\nC:\\Users\\me\\my proj>python app.py\n1\n```\n",
        "```\nPS C:\\proj> python app.py\n```\n",
    ],
    ids=["dir", "python-spaces", "powershell-python"],
)
def test_a_cmd_line_that_reads_or_runs_stays_usable(session: str) -> None:
    result = parse_response(BASE + session)
    assert result.usable, _errors(BASE + session)
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_a_cmd_line_after_our_format_is_read_as_cmd() -> None:
    # ``C:\proj>python a.py`` runs a.py; it is no POSIX redirection into a file "python"
    result = parse_response(_ours("```\nC:\\proj>python a.py\n```\n"))
    assert result.usable, _errors(_ours("```\nC:\\proj>python a.py\n```\n"))
    assert files_of(result) == [("a.py", A)]


# -- wrappers that run the command after them ---------------------------------------------------


@pytest.mark.parametrize(
    "script",
    [
        "timeout -k 5 10 rm a.py\n",
        "timeout --signal=KILL 10 sed -i s/1/2/ a.py\n",
        "timeout 10s black a.py\n",
        "sudo timeout 5 rm a.py\n",
    ],
    ids=["kill-after", "signal-sed", "black", "sudo-timeout"],
)
def test_what_timeout_runs_is_weighed(script: str) -> None:
    assert not parse_response(_ours(f"```bash\n{script}```\n")).usable


def test_timeout_of_a_runner_with_options_is_the_runner() -> None:
    text = _ours("```bash\ntimeout -s INT 30 python a.py\n```\n")
    result = parse_response(text)
    assert result.usable, _errors(text)
    assert files_of(result) == [("a.py", A)]


# -- a command substitution whose output is a heredoc's body -------------------------------------


@pytest.mark.parametrize(
    "session",
    [
        "```bash\ngit commit -am \"$(cat <<'EOF'\nFix: print one\n\n- app.py prints 1\nEOF\n"
        ')"\n```\n',
        '```bash\ngit commit -m "$(cat <<-EOF\n\tPrint one\n\tEOF\n)"\n```\n',
        "```bash\ngit tag -a v1 -m \"$(cat <<'EOF'\nRelease $1\nEOF\n)\"\n```\n",
    ],
    ids=["quoted-am", "tabs-stripped", "quoted-dollar"],
)  # fmt: skip
def test_a_heredoc_message_changes_no_file(session: str) -> None:
    result = parse_response(BASE + session)
    assert result.usable, _errors(BASE + session)
    assert files_of(result) == [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "session",
    [
        '```bash\nrm "$(cat <<EOF\napp.py\nEOF\n)"\n```\n',
        "```bash\nrm $(cat <<'EOF'\nold.txt app.py\nEOF\n)\n```\n",
        "```bash\nsed \"$(cat <<'EOF'\n-i\nEOF\n)\" s/1/2/ app.py\n```\n",
        '```bash\ngit commit -m "$(cat <<EOF\n$(rm app.py)\nEOF\n)"\n```\n',
        "```bash\ngit commit -m \"$(cat <<'EOF'\nmsg\nEOF\nrm app.py\n)\"\n```\n",
        '```bash\ngit commit -m "$(date)" && rm app.py\n```\n',
    ],
    ids=["rm-quoted", "rm-split", "sed-option", "expanded-body", "more-after", "date-then-rm"],
)
def test_what_a_substitution_prints_or_runs_is_weighed(session: str) -> None:
    result = parse_response(BASE + session)
    meant_or_refused(result, [])  # (app.py changed: never usable)
    assert not result.usable


# -- Python typed at a REPL --------------------------------------------------------------------


@pytest.mark.parametrize(
    "session",
    [
        '```\n>>> open("b.py", "w").write("y = 2")\n```\n',
        '```text\n>>> with open("b.py", mode="a") as f: f.write("y")\n```\n',
        '```\n>>> from pathlib import Path\n>>> Path("b.py").write_text("y = 2")\n```\n',
        '```\nIn [1]: open("pkg/b.py", "x").write("y = 2")\n```\n',
    ],
    ids=["open-w", "open-mode-a", "path-write-text", "ipython-open-x"],
)
def test_a_repl_line_that_writes_a_file_not_held_is_not_lost(session: str) -> None:
    assert not parse_response(_ours(session)).usable


@pytest.mark.parametrize(
    "session",
    [
        '```\n>>> import json\n>>> json.load(open("config.json"))\n```\n',
        '```\n>>> import pandas as pd\n>>> df = pd.read_csv("data.csv")\n```\n',
        '```\n>>> from pathlib import Path\n>>> Path("notes.txt").read_text()\n```\n',
        '```\n>>> open("data.bin", "rb").read(4)\n```\n',
        "```\n>>> x = [1, 2]\n>>> x.append(3)\n>>> x\n[1, 2, 3]\n```\n",
    ],
    ids=["json-load-open", "read-csv", "path-read-text", "open-rb", "list-append"],
)
def test_a_repl_line_that_reads_stays_usable(session: str) -> None:
    result = parse_response(_ours(session))
    assert result.usable, _errors(_ours(session))
    assert files_of(result) == [("a.py", A)]


# -- one table of prompts: a cmd fence's prompt without a blank ---------------------------------


@pytest.mark.parametrize(
    "block",
    ["```cmd\nC:\\proj>dir\n```\n", "```bat\nC:\\Users\\me\\my proj>python app.py\n```\n"],
    ids=["cmd-dir", "bat-python-spaces"],
)
def test_a_cmd_fence_line_after_its_prompt_is_read_by_the_allow_list(block: str) -> None:
    # the prompt is taken off by the same table (no blank after ``>``): dir reads, python runs
    result = parse_response(BASE + block)
    assert result.usable, _errors(BASE + block)
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_a_cmd_fence_line_that_deletes_after_its_prompt_is_weighed() -> None:
    assert not parse_response(BASE + "```cmd\nC:\\proj>del app.py\n```\n").usable


# -- after our format: a session line that writes the held a.py --------------------------------


@pytest.mark.parametrize(
    "session",
    [
        "```\nC:\\proj>echo x = 2 > a.py\n```\n",
        "```text\nC:\\Users\\me\\my proj> type con > a.py\n```\n",
        "```\nPS C:\\proj> Set-Content a.py 'x = 2'\n```\n",
        "```\nIn [1]: %%writefile a.py\n   ...: x = 2\n```\n",
        "```ipython\nIn [10]: %%writefile a.py\n    ...: x = 2\n\nIn [11]: import a\n```\n",
        "```\nIn [1]: !sed -i s/1/2/ a.py\n```\n",
        '```\n>>> open("a.py", "w").write("x = 2\\n")\n```\n',
        "```bash\ntimeout 5 sed -i s/1/2/ a.py\n```\n",
        "```bash\nnice -n 5 timeout 5 sed -i s/1/2/ a.py\n```\n",
    ],
    ids=["cmd-echo", "cmd-type-con", "powershell", "ipython-writefile", "ipython-fence",
         "ipython-escape", "repl-open", "timeout-sed", "nice-timeout-sed"],
)  # fmt: skip
def test_a_session_line_that_writes_the_held_file_is_never_stale(session: str) -> None:
    # a.py after the session is x = 2: usable only with that, never with x = 1
    meant_or_refused(parse_response(_ours(session)), [("a.py", "x = 2\n")])


def test_a_bare_doctest_session_is_python_not_a_redirection() -> None:
    # ``>>> from app import add`` was read as a POSIX line (``>`` into a file ``>``...):
    # refused on main; it is Python typed at the REPL, which imports and calls
    text = (
        "`app.py`:\n```python\ndef add(a, b):\n    return a + b\n```\n\nUsage:\n\n"
        "```\n>>> from app import add\n>>> add(1, 2)\n3\n```\n"
    )
    result = parse_response(text)
    assert result.usable, _errors(text)
    assert files_of(result) == [("app.py", "def add(a, b):\n    return a + b\n")]
