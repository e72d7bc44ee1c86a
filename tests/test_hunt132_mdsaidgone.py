"""hunt132-mdsaidgone: a bolt artifact or a Markdown answer writes a.py, and the prose after it
says a.py was deleted, renamed, listed as removed, or asks the reader to delete it: the words the
transcript readers refuse on (tool_calls.says_not_kept: ``I deleted a.py.``, ``Removed files:``)
keep a.py usable here; docs/lenient.md says a file listed to go is a change of it, "as 'Also
delete a.py.' after the answer is". The round's base 9ec80bf0 did the same (no regression).

Expected by hand: a.py ``x = 1`` is not what the model means to leave on disk (removed, renamed,
or to be deleted): keeping it usable as written is usable-WRONG (refusing is fine). The guard: a
plain run hint keeps it.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_BOLT = (
    'Here it is.\n\n<boltArtifact id="p" title="P">\n'
    '  <boltAction type="file" filePath="a.py">\nx = 1\n  </boltAction>\n</boltArtifact>\n\n'
)
_MARKDOWN = "**a.py**\n\n```python\nx = 1\n```\n\n"


def _kept(answer: str) -> bool:
    parsed = parse_response(answer)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_BOLT + "I deleted a.py.\n", id="bolt-deleted"),
        pytest.param(_BOLT + "Also delete a.py.\n", id="bolt-also-delete"),
        pytest.param(_BOLT + "a.py is now called b.py.\n", id="bolt-now-called"),
        pytest.param(_MARKDOWN + "I deleted a.py.\n", id="md-deleted"),
        pytest.param(_MARKDOWN + "Also delete a.py.\n", id="md-also-delete"),
        pytest.param(_MARKDOWN + "Removed files:\n- a.py\n", id="md-removed-list"),
    ],
)
def test_prose_saying_the_file_goes_does_not_keep_it(answer: str) -> None:
    assert not _kept(answer)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_BOLT + "Run it with python a.py.\n", id="bolt-run-hint"),
        pytest.param(_MARKDOWN + "Run it with python a.py.\n", id="md-run-hint"),
    ],
)
def test_guard_a_run_hint_keeps_the_file(answer: str) -> None:
    assert _kept(answer)
