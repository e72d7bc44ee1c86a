"""hunt48: shell lines with a parenthesis bash does not read as a syntax error: an escaped
``\\(`` is a literal character (``find . \\( -name x \\)``, ``sed -i s/f\\(1\\)/.../``),
``coproc (...)`` runs a subshell, and ``{rm,app.py}`` is brace expansion to ``rm app.py``.
fix-sessions31 made :func:`heredoc.shell_syntax_error` decide that a line outside a shell
script is no command; a ``\\(`` makes it say "syntax error". The answer writes app.py as
``print(1)``; after it, a command changes or deletes app.py. Expected by hand: the result
is not usable over app.py as written."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"


@pytest.mark.parametrize(
    "after",
    [
        "Clean up:\n\n    find . \\( -name app.py -o -name '*.pyc' \\) -delete\n",
        "```\n>>> 1\n1\nfind . \\( -name app.py -o -name '*.pyc' \\) -delete\n```\n",
        "Then:\n\n    echo 'print(2)' > app.py;#f(x)\n",
        "```\n>>> 1\n1\necho 'print(2)' > app.py;#f(x)\n```\n",
    ],
    ids=[
        "indented-find",
        "find-after-python-value",
        "indented-comment-after-semicolon",
        "comment-after-semicolon-after-python-value",
    ],
)
def test_an_escaped_parenthesis_is_no_syntax_error(after: str) -> None:
    # refused before fix-sessions31 (shell_syntax_error now reads ``\(`` as bash's error):
    # find deletes app.py
    result = parse_response(BASE + after)
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "fence",
    [
        "```\nsed -i s/print\\(1\\)/print\\(2\\)/ app.py\n```\n",
        "```\nperl -pi -e s/print\\(1\\)/print\\(2\\)/ app.py\n```\n",
        "```\necho \\(done\\) > app.py\n```\n",
        "```\nfind . \\( -name app.py -o -name '*.pyc' \\) -delete\n```\n",
        "```\ncoproc (rm app.py)\n```\n",
        "```\n{rm,app.py}\n```\n",
    ],
    ids=[
        "sed-escaped",
        "perl-escaped",
        "echo-escaped-redirect",
        "find-escaped",
        "coproc",
        "brace-command",
    ],
)
def test_a_plain_fence_command_with_a_parenthesis_bash_reads_runs(fence: str) -> None:
    # (already usable before this round: a plain fence's line with ``\(`` or ``coproc (`` or a
    # brace-expanded command word is not weighed; the same line in a ```bash fence is refused)
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))
