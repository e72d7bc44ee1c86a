"""hunt48: a session line is read after the statements above it that bind its names
(fix-sessions31: ``m = re.match(...)`` is kept as the statement, and ``m.group(0)`` later
is weighed with it). A name bound again by a statement that is no assignment (``def m():``,
a ``case m:`` capture) is not that object any more, and an attribute stored on a module or
on a made object (``re.match = os.remove``, ``c.most_common = os.remove``) makes its
later call another function. The answer writes app.py as ``print(1)``; each session then
deletes app.py (Python runs it so). Expected by hand: not usable over app.py as written."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
MATCH = ">>> import re, os\n>>> m = re.match('a', 'a')\n"


@pytest.mark.parametrize(
    "session",
    [
        MATCH + ">>> def m(): return os\n...\n>>> m().remove('app.py')\n",
        MATCH + ">>> match os:\n...     case m: pass\n...\n>>> m.remove('app.py')\n",
        ">>> import collections, os\n>>> c = collections.Counter('a')\n"
        ">>> c.most_common = os.remove\n>>> c.most_common('app.py')\n",
        ">>> import re, os\n>>> re.match = os.remove\n>>> re.match('app.py')\n",
        ">>> import collections, os\n>>> collections.Counter = os.remove\n"
        ">>> collections.Counter('app.py')\n",
        MATCH + ">>> class m:\n...     remove = os.remove\n...\n>>> m.remove('app.py')\n",
        ">>> import collections, os\n>>> d = collections.OrderedDict()\n"
        ">>> d['f'] = os.remove\n>>> d['f']('app.py')\n",
    ],
    ids=[
        "def-rebinds",
        "case-capture-rebinds",
        "made-attribute-stored",
        "module-attribute-stored",
        "module-class-stored",
        "class-rebinds",
        "made-item-stored",
    ],
)
def test_a_name_or_member_bound_again_above_is_not_the_value(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))
