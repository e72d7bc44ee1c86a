"""hunt75: two files written, utils.py a part (it lacks g, which app.py calls from it), and a
sentence after it saying g is kept: utils.py is then a part, and the answer is not usable.
Expected by hand: the model kept g in utils.py, which it sent without g."""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

UTILS = "def f():\n    return 1\n"
APP_ALIAS = "import utils as u\n\n\ndef main():\n    print(u.f(), u.g())\n"
APP_FROM = (
    "from collections import OrderedDict\nfrom utils import f, g\n\n\n"
    "def main():\n    print(f(), g(), OrderedDict())\n"
)


def _answer(app: str, after: str) -> str:
    return f"**app.py**\n```python\n{app}```\n\n**utils.py**\n```python\n{UTILS}```\n\n{after}\n"


@pytest.mark.parametrize(
    ("app", "after"),
    [
        # the module's dotted member, the module a written file (_module_of/_is_module)
        pytest.param(APP_ALIAS, "`utils.g()` is unchanged.", id="utils-member"),
        pytest.param(
            APP_ALIAS, "`utils.g` is unchanged in `utils.py`.", id="utils-member-in-utils-py"
        ),
        pytest.param(APP_ALIAS, "`os.getenv()` and `utils.g()` are unchanged.", id="beside-os"),
        # a name app.py imports FROM utils.py, which is sent without it
        pytest.param(APP_FROM, "The `g` helper stays as it was.", id="from-import-helper"),
        pytest.param(APP_FROM, "`g()` stays as it was.", id="from-import-stays"),
        pytest.param(APP_FROM, "The `g()` helper is unchanged.", id="from-import-unchanged"),
    ],
)
def test_a_name_kept_in_the_written_utils_py_refuses(app: str, after: str) -> None:
    assert "def g" not in UTILS
    refused(_answer(app, after))


def test_bare_g_kept_refuses_today() -> None:
    # guard: the bare name with the aliased import is refused
    result = parse_response(_answer(APP_ALIAS, "`g()` is unchanged."))
    assert not result.usable
