"""Hunt 25: session prompts in an unlabelled fence (issue 24, fix-conv22). Expected values by
hand: a session that writes a.py with a heredoc and then changes a.py on a later line meant
the changed a.py; a result holding the heredoc's a.py as written is stale (WRONG) — it must be
refused (as ``$ cp b.py a.py`` and ``>>> open('a.py', 'w')`` already are)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

HEAD = "```\n$ cat > a.py <<'EOF'\nx = 1\nEOF\n"


def _refused_or_not_stale(text: str) -> None:
    result = parse_response(text)
    # a.py is not 'x = 1\n' after the session; the model's a.py is not in the text: refuse.
    assert not result.usable, (result.status, files_of(result), result.diagnostics)


# A command under a prefix the session reader peels (timeout, ionice) that overwrites a.py.
@pytest.mark.parametrize(
    "line",
    [
        pytest.param("$ timeout 5 cp b.py a.py\n", id="timeout-cp"),
        pytest.param("$ ionice -c3 cp b.py a.py\n", id="ionice-cp"),
    ],
)
def test_a_prefixed_command_that_overwrites_the_file_is_not_ignored(line: str) -> None:
    _refused_or_not_stale(HEAD + line + "```\n")


# A ``>>>`` line that writes a.py through a name or an f-string, not a literal path.
@pytest.mark.parametrize(
    "lines",
    [
        pytest.param(">>> p = 'a.py'\n>>> open(p, 'w').write('y = 2\\n')\n", id="variable"),
        pytest.param(
            ">>> name = 'a'\n>>> open(f'{name}.py', 'a').write('y = 2\\n')\n", id="f-string"
        ),
    ],
)
def test_a_python_line_that_writes_the_file_by_a_name_is_not_ignored(lines: str) -> None:
    _refused_or_not_stale(HEAD + lines + "```\n")


# The same lines in a ```bash fence without prompts are refused (heredoc-changed); under a
# ``$`` prompt a command after a prefix (``nice``, ``env``, an assignment) is not read at all.
@pytest.mark.parametrize(
    "line",
    [
        pytest.param("nice sed -i s/1/2/ a.py", id="nice-sed"),
        pytest.param("env rm a.py", id="env-rm"),
        pytest.param("FOO=1 cp b.py a.py", id="assignment-cp"),
        pytest.param("nohup tee a.py < b.py", id="nohup-tee"),
    ],
)
def test_a_session_line_under_a_prefix_reads_as_the_script_line_does(line: str) -> None:
    script = "```bash\ncat > a.py <<'EOF'\nx = 1\nEOF\n" + line + "\n```\n"
    assert not parse_response(script).usable  # the script reader refuses: the control
    _refused_or_not_stale(HEAD + "$ " + line + "\n```\n")
