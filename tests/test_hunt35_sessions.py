"""hunt35: Python sessions, pdb, IPython magics and heredocs after fix-pycon26. The answer
writes app.py as ``print(1)``, then shows a session. Expected values by hand from what the
model meant: a session that changes app.py after it leaves no usable stale app.py; one that
writes a file the answer does not hold is not usable (that file would be lost); one that only
computes or prints stays usable with app.py as written."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "fence",
    [
        "```bash\n$ cat <<'EOF'\n> hello\n> EOF\n$ echo y > app.py\n```\n",
        '```bash\n$ cat <<"EOF"\n> hello\n> EOF\n$ cp b.py app.py\n```\n',
        "```console\n$ cat <<'EOF'\n> hello\n> EOF\n$ cat b.py > app.py\n```\n",
    ],
    ids=["single-echo", "double-cp", "console-cat"],
)
def test_a_command_after_a_quoted_heredoc_at_ps2_is_weighed(fence: str) -> None:
    # the heredoc ends at ``> EOF``; the next ``$`` line overwrites app.py after the answer
    # wrote it: app.py as print(1) is stale
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))
