"""hunt92-chdirflag: a command that runs another one in a folder given by an option of a
wrapper (``env -C``/``--chdir``, ``sudo -D``, ``yarn --cwd``, ``pnpm -C``, ``uv run
--directory``, ``poetry -C``), or a ``pushd +N`` that rotates the directory stack, in a shell
block after the answer's files, whose command deletes a written file by a path relative to that
folder.

Expected values by hand: the answer writes app.js and web/index.js; each wrapper runs ``rm
index.js`` in web, deleting web/index.js (``pushd web; pushd ..; pushd +1`` brings web back to
the top of the stack: the shell is in web). Never usable, as ``cd web && rm index.js``, ``env
rm web/index.js`` and ``yarn exec rm web/index.js`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("env -C web rm index.js\n", id="env-C"),
        pytest.param("env --chdir=web rm index.js\n", id="env-chdir"),
        pytest.param("sudo -D web rm index.js\n", id="sudo-D"),
        pytest.param("yarn --cwd web exec rm index.js\n", id="yarn-cwd-exec"),
        pytest.param("pnpm -C web exec rm index.js\n", id="pnpm-C-exec"),
        pytest.param("uv run --directory web rm index.js\n", id="uv-run-directory"),
        pytest.param("poetry -C web run rm index.js\n", id="poetry-C-run"),
        pytest.param("pushd web\npushd ..\npushd +1\nrm index.js\n", id="pushd-rotate"),
    ],
)
def test_a_command_run_in_the_folder_an_option_names_is_weighed_there(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("env rm web/index.js\n", id="env"),
        pytest.param("yarn exec rm web/index.js\n", id="yarn-exec"),
        pytest.param("git -C web rm -f index.js\n", id="git-C"),
        pytest.param("npm exec --prefix web -- rm index.js\n", id="npm-exec-prefix"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
