"""hunt48: Python sessions after the answer. The answer writes app.py as ``print(1)``.

1. A compound statement typed at ``>>>`` (``if True:``, ``def clean():``, ``try:``) whose
   body lines the model wrote without the ``...`` prompt: the REPL prints nothing before the
   block is closed, so an indented line right after a ``>>> ...:`` line is its body, not
   output. The body deletes app.py (``clean()`` then runs it): expected by hand, not usable.
2. A name bound to a literal then given to a module known not to write (``re.match(r'\\w+',
   s)``, ``datetime.date(y, 1, 2)``): plain data, as the literal written inline is
   (fix-sessions31's rule); nothing is written: expected by hand, usable with app.py as
   written."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "session",
    [
        ">>> import os\n>>> if True:\n    os.remove('app.py')\n",
        ">>> import os\n>>> def clean():\n    os.remove('app.py')\n>>> clean()\n",
        ">>> import os\n>>> try:\n    os.remove('app.py')\n... except OSError:\n...     pass\n",
    ],
    ids=["if-body", "def-then-call", "try-body"],
)
def test_a_block_body_typed_without_the_continuation_prompt_runs(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "session",
    [
        ">>> import re\n>>> s = 'app.py'\n>>> m = re.match(r'\\w+', s)\n>>> m.group(0)\n'app'\n",
        ">>> import datetime\n>>> y = 2024\n>>> d = datetime.date(y, 1, 2)\n>>> d.isoformat()\n"
        "'2024-01-02'\n",
    ],
    ids=["match-of-a-bound-string", "date-of-a-bound-number"],
)
def test_an_object_made_of_a_name_bound_to_a_literal_is_a_value(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "fence",
    [
        "```pycon\n>>> from pathlib import Path\nPath('app.py').write_text('print(2)\\n')\n"
        ">>> Path('app.py').read_text()\n'print(2)\\n'\n```\n",
        "```pycon\n>>> import shutil\n>>> src = 'new.py'\nshutil.copy(src, 'app.py')\n"
        ">>> open('app.py').read()\n'print(2)\\n'\n```\n",
        "```python\n>>> import os\nos.remove('app.py')\n>>> os.path.exists('app.py')\nFalse\n```\n",
    ],
    ids=["write-after-an-import", "copy-after-an-assignment", "remove-after-an-import"],
)
def test_a_line_after_a_statement_that_prints_nothing_is_no_output(fence: str) -> None:
    # an import or an assignment at >>> prints nothing: the prompt-less line after it is a
    # statement the model typed (the session's next value shows it ran: app.py is print(2)
    # or gone); app.py as written is stale
    result = parse_response(BASE + fence)
    assert not result.usable, (result.status, files_of(result))
