"""hunt79: 'commands' as a noun of a script's parts (fix-yaml43, placeholders._SETTING_NOUNS)
against scripts and code as people and models write them.

Expected by hand: a note standing between two commands for the ones left out is a part of the
file (not usable), in its colon form too; a remark after code on the commands the line passes
through (data of the line, not lines of the file) keeps a whole file usable and exact."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_SCRIPT = "#!/bin/sh\nset -e\nnpm ci\n{note}\nnpm test\n"
_RUN_BLOCK = """name: CI
on: push
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: |
          npm ci
          {note}
          npm test
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "ci.sh", _SCRIPT.format(note="# other commands: unchanged"), id="sh-colon-unchanged"
        ),
        pytest.param(
            "ci.sh", _SCRIPT.format(note="# other commands: no changes"), id="sh-colon-no-changes"
        ),
        pytest.param(
            "ci.sh",
            _SCRIPT.format(note="# Other commands: same as before"),
            id="sh-colon-same-as-before",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            _RUN_BLOCK.format(note="# other commands: unchanged"),
            id="run-block-colon",
        ),
    ],
)
def test_other_commands_colon_state_between_two_commands_is_a_part(path: str, content: str) -> None:
    # "# other commands unchanged" and "# other commands (unchanged)" there are refused; the
    # colon form ("other X: state", read for YAML items) is the same note.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_PY_ALIAS = """import sys

ALIASES = {"s": "serve", "t": "test"}


def rewrite(argv):
    if argv[:1] == ["serve"]:
        return ["gunicorn", "app:app"]
    return argv  # other commands unchanged


def alias(cmd):
    return ALIASES.get(cmd, cmd)  # other commands are returned unchanged
"""

_JS_ALIAS = """const ALIASES = { s: "serve", t: "test" };

export function alias(cmd) {
  return ALIASES[cmd] ?? cmd; // other commands unchanged
}
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("cli.py", _PY_ALIAS.split("\n\n\ndef alias")[0] + "\n", id="py-return-argv"),
        pytest.param("cli.py", _PY_ALIAS, id="py-returned-unchanged"),
        pytest.param("alias.js", _JS_ALIAS, id="js-return-alias"),
    ],
)
def test_a_remark_on_the_commands_a_line_passes_through_keeps_the_file(
    path: str, content: str
) -> None:
    # The remark speaks of the commands the function hands back (its data); at 68df3761
    # "return argv  # other commands unchanged" and the JS line were kept.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


_ENTRY_CASE = """#!/bin/sh
set -e
case "$1" in
  migrate) python manage.py migrate ;;
  *) ;;  # other commands unchanged
esac
exec "$@"
"""

_ENTRY_IF = """#!/bin/sh
if [ "$1" = web ]; then set -- gunicorn app:app; fi  # other commands unchanged
exec "$@"
"""

_BOT = """client.on("message", (msg) => {
  if (msg.content === "!ping") msg.reply("pong");
  else handle(msg); // other commands unchanged
});
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("entrypoint.sh", _ENTRY_CASE, id="sh-case-fallthrough"),
        pytest.param("entrypoint.sh", _ENTRY_IF, id="sh-if-rewrite"),
        pytest.param("bot.js", _BOT, id="js-else-branch"),
    ],
)
def test_a_remark_on_the_commands_a_branch_lets_through_keeps_the_file(
    path: str, content: str
) -> None:
    # An entrypoint rewrites one command and lets the others through as given: the remark
    # after the branch is about the script's arguments (its data), the file is whole; all
    # three were kept at 68df3761.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
