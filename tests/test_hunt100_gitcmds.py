"""hunt100-gitconfig and hunt100-gitreadfr: git subcommands after the answer's files.

hunt100-gitconfig: ``git config --file FILE`` / ``-f FILE`` / ``--file=FILE`` names the
config file git writes, here a file the answer writes (app.js; under ``git -C web``,
``index.js`` is web/index.js).
Expected by hand: git rewrites that file as an INI config holding ``[a] b = c`` (or
``[user] name = me``): the written file is changed, never usable. ``git -C web config -f
index.js`` was refused at 73979a35 and is usable since fix-shell80's git -C reading.

hunt100-gitreadfr: git subcommands that only read (``ls-files``, ``ls-tree``, ``cat-file
-p``, ``grep``), plain or under ``git -C web``.
Expected by hand: no file changes; app.js and web/index.js as written is the one reading,
usable and exact, as ``git -C web status -s`` and ``git -C web log`` are.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)
_MEANT = [("app.js", "console.log(1)\n"), ("web/index.js", "console.log(2)\n")]


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("git config --file app.js a.b c\n", id="file-space"),
        pytest.param("git config -f app.js user.name me\n", id="f"),
        pytest.param("git config --file=app.js a.b c\n", id="file-equals"),
        pytest.param("git -C web config -f index.js a.b c\n", id="C-web-f"),
    ],
)
def test_git_config_writing_a_written_file_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("git ls-files\n", id="ls-files"),
        pytest.param("git -C web ls-files\n", id="C-ls-files"),
        pytest.param("git -C web ls-tree HEAD\n", id="C-ls-tree"),
        pytest.param("git -C web cat-file -p HEAD\n", id="C-cat-file"),
        pytest.param("git -C web grep console\n", id="C-grep"),
    ],
)
def test_a_read_only_git_subcommand_keeps_the_files(block: str) -> None:
    result = parse_response(_answer(block))
    assert result.usable
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("git -C web status -s\n", id="C-status"),
        pytest.param("git -C web log --oneline -- index.js\n", id="C-log"),
    ],
)
def test_the_listed_read_only_forms_keep_the_files(block: str) -> None:
    result = parse_response(_answer(block))
    assert result.usable
    assert files_of(result) == _MEANT
