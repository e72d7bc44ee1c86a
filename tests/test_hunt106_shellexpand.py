"""hunt106-shellexpand: the answer's program named to its runner by a word the shell expands
before it runs: a glob (``python cl*.py``, ``clea?.py``, ``[c]lean.py``), a brace expansion
(``python {clean,app}.py``), a variable set just before (``f=clean.py; python $f``), or a
``for`` loop's variable over a list or a glob.

Expected values by hand: the shell expands each word to clean.py (the only written file the
glob matches, or the first word of the brace expansion, or the loop's value), so python runs
clean.py, whose ``os.remove('app.py')`` deletes the root app.py the answer writes. Never
usable, as ``python clean.py`` and ``python $(ls clean.py)`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.py\n```python\n"
    "def main() -> None:\n"
    "    print('app')\n\n\n"
    "if __name__ == '__main__':\n"
    "    main()\n```\n\n"
    "clean.py\n```python\n"
    '"""Remove the build leftovers before a fresh run."""\n\n'
    "import os\n\n"
    "for name in ('app.py',):\n"
    "    if os.path.exists(name):\n"
    "        os.remove(name)\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then run:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("python cl*.py\n", id="glob-star"),
        pytest.param("python clea?.py\n", id="glob-question"),
        pytest.param("python [c]lean.py\n", id="glob-bracket"),
        pytest.param("python {clean,app}.py\n", id="brace"),
        pytest.param("f=clean.py; python $f\n", id="variable"),
        pytest.param('for f in clean.py; do python "$f"; done\n', id="for-list"),
        pytest.param('for f in c*.py; do python "$f"; done\n', id="for-glob"),
    ],
)
def test_a_word_the_shell_expands_to_a_written_program_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("python clean.py\n", id="plain"),
        pytest.param("python $(ls clean.py)\n", id="command-substitution"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
