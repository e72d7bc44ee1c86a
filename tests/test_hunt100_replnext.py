"""hunt100-replnext and hunt100-replfolder: a shell block that opens an interactive program
at its end, and the next fenced block typed at that program's prompt (fix-shell80's "one
terminal" rule), in shapes the rule does not see.

hunt100-replnext: the opener followed by a comment on its line (``node  # opens the REPL``,
``sqlite3 app.db  # open the database``) or on the next line (``node`` then ``# then
type:``), or the program's banner shown in a ```text block before the code.
Expected by hand: the shell ignores the comments, the banner block is output, so the code
block is typed at the prompt: ``unlinkSync('app.js')`` deletes app.js, ``.output app.py``
truncates app.py. Never usable, as the same answers with a bare ``node`` are refused.

hunt100-replfolder: the program opened after a ``cd web`` (same block, ``&&``, or the block
before), and the code typed at its prompt removes ``index.js``.
Expected by hand: the REPL runs in web, so ``index.js`` is the written web/index.js: deleted.
Read from the root (no index.js there) it changes nothing. Never usable, as ``$ cd web`` /
``$ node`` / ``> …unlinkSync('index.js')`` in one console block is refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)
_JS = ("javascript", "require('fs').unlinkSync('app.js')\n")
_JS_WEB = ("javascript", "require('fs').unlinkSync('index.js')\n")
_PY_WEB = "import os; os.remove('index.js')\n"


def _blocks(*blocks: tuple[str, str]) -> str:
    return _FILES + "".join(f"Next:\n\n```{info}\n{body}```\n\n" for info, body in blocks)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_blocks(("bash", "node  # opens the REPL\n"), _JS), id="comment-on-line"),
        pytest.param(
            _blocks(
                ("bash", "sqlite3 app.db  # open the database\n"),
                ("sql", ".output app.py\nselect 1;\n"),
            ),
            id="sqlite-comment-on-line",
        ),
        pytest.param(_blocks(("bash", "node\n# then type:\n"), _JS), id="comment-line-after"),
        pytest.param(
            _blocks(
                ("bash", "node\n"),
                ("text", 'Welcome to Node.js v20.11.0.\nType ".help" for more information.\n'),
                _JS,
            ),
            id="banner-block-between",
        ),
    ],
)
def test_the_code_typed_at_the_opened_prompt_is_weighed(answer: str) -> None:
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_blocks(("bash", "cd web\nnode\n"), _JS_WEB), id="cd-line-node"),
        pytest.param(_blocks(("bash", "cd web && node\n"), _JS_WEB), id="cd-and-node"),
        pytest.param(
            _blocks(("bash", "cd web\npython3\n"), ("python", _PY_WEB)),
            id="cd-line-python",
        ),
        pytest.param(
            _blocks(("bash", "cd web\n"), ("bash", "node\n"), _JS_WEB), id="cd-block-before-node"
        ),
    ],
)
def test_the_session_runs_in_the_folder_the_shell_entered(answer: str) -> None:
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_blocks(("bash", "node\n"), _JS), id="bare-node"),
        pytest.param(
            _blocks(("console", "$ cd web\n$ node\n> require('fs').unlinkSync('index.js')\n")),
            id="console-cd-node",
        ),
    ],
)
def test_the_listed_forms_are_refused(answer: str) -> None:
    assert not parse_response(answer).usable
