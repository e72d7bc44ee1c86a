"""hunt87: attacks on fix-prose56's _env_names: capitals names no file holds are environment
names when the sentence says 'variables'/'env' or each is a conventional environment name
(HOST, PORT, *_URL/_KEY/...) in a sentence not saying something was omitted.

Expected by hand: a part of app.py (it reads API_TOKEN from the environment); the sentence
after it calls the named capitals the module's constants or module-level/class variables,
or says they are defined above: module code left out of the block, not environment
variables. The block is not the whole app.py: not usable (all refused at 68df3761).
"""

from __future__ import annotations

import pytest
from meant import refused

_APP = (
    "import logging\nimport os\n\nimport requests\n\nlog = logging.getLogger(__name__)\n"
    'log.setLevel("INFO")\n\n\ndef fetch(url):\n'
    '    return requests.get(url, headers={"X-Token": os.environ["API_TOKEN"]})\n'
)


@pytest.mark.parametrize(
    "sentence",
    [
        pytest.param(
            "The `BASE_URL` and `API_KEY` constants are unchanged.", id="conventional-constants"
        ),
        pytest.param(
            "The `BASE_URL` and `API_KEY` constants at the top are the same as before.",
            id="conventional-constants-at-top",
        ),
        pytest.param(
            "`DB_HOST` and `DB_PORT` (module constants) are unchanged.",
            id="conventional-module-constants",
        ),
        pytest.param(
            "`REDIS_URL` and `CACHE_KEY` are defined above as before.",
            id="conventional-defined-above",
        ),
        pytest.param(
            "The module-level variables `MAX_RETRIES` and `TIMEOUT` are unchanged.",
            id="module-level-variables",
        ),
        pytest.param(
            "The `MAX_RETRIES` and `TIMEOUT` class variables are unchanged.",
            id="class-variables",
        ),
    ],
)
def test_module_constants_named_after_a_part_are_not_environment_names(sentence: str) -> None:
    refused(f"`app.py`:\n\n```python\n{_APP}```\n\n{sentence}\n")
