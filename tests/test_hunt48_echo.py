"""hunt48: a line without a prompt after a Python prompt's line is taken as the value the
REPL printed when it parses as a repr-shaped Python expression (fix-sessions31,
heredoc.python_echo). A shell line can have that shape and still run: two quoted words
side by side are one Python string (implicit concatenation) and, to bash, a command and
its argument. The answer writes app.py as ``print(1)``; after it, a fence shows a Python
line, its value, then a command that deletes app.py. Expected by hand: app.py is changed
after it was written, so the result must not be usable over app.py as written."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"


@pytest.mark.parametrize(
    "fence",
    [
        "```\n>>> 1\n1\n'rm' 'app.py'\n```\n",
        '```\n>>> 1\n1\n"rm" "-f" "app.py"\n```\n',
        "```\n>>> import os\n>>> os.getcwd()\n'/src'\n'rm' 'app.py'\n```\n",
    ],
    ids=["single-quoted-words", "double-quoted-words", "after-a-string-value"],
)
def test_quoted_shell_words_after_a_python_value_still_run(fence: str) -> None:
    # bash runs ``'rm' 'app.py'`` as rm app.py (the same line without the >>> line above it is
    # weighed and refused today); app.py as written is stale
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))
