"""hunt86: fix-yaml55's colon rule (_COLON_STATE: "words: state" read as "words unchanged") in
every file, against real whole files whose comment says, with a colon, what the code does to the
other items of its DATA (a case arm passing other commands on as they are, a function changing
one key of a row and returning the rest as they were).

Expected by hand: each file is whole (nothing is left out: the comment documents the line under
it): usable and exact. Each was usable just before the colon commit (eca597e7); the same words
without the colon were refused already (the older own-line reading, not this change)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

ENTRYPOINT = (
    '#!/bin/sh\nset -e\n\ncase "$1" in\n  serve)\n    exec gunicorn app:app\n    ;;\n'
    '  *)\n    {note}\n    exec "$@"\n    ;;\nesac\n'
)
ROW = "def upgrade(row):\n    row['name'] = row['name'].lower()\n    {note}\n    return row\n"
CONFIG = (
    "export function withDefaults(config) {{\n  config.port ??= 8080;\n  {note}\n"
    "  return config;\n}}\n"
)


@pytest.mark.parametrize(
    ("path", "lang", "body"),
    [
        pytest.param(
            "docker-entrypoint.sh",
            "sh",
            ENTRYPOINT.format(note="# other commands: unchanged"),
            id="entrypoint-commands",
        ),
        pytest.param(
            "docker-entrypoint.sh",
            "sh",
            ENTRYPOINT.format(note="# Any other commands: as-is"),
            id="entrypoint-any-other",
        ),
        pytest.param(
            "migrate.py", "python", ROW.format(note="# All other keys: unchanged"), id="py-keys"
        ),
        pytest.param(
            "migrate.py",
            "python",
            ROW.format(note="# Remaining fields: unchanged"),
            id="py-fields",
        ),
        pytest.param(
            "config.js", "js", CONFIG.format(note="// other options: unchanged"), id="js-options"
        ),
        pytest.param(
            "config.js", "js", CONFIG.format(note="// All other fields: as is"), id="js-fields"
        ),
    ],
)
def test_a_colon_comment_on_the_other_items_of_data_keeps_the_file_whole(
    path: str, lang: str, body: str
) -> None:
    result = parse_response(f"**{path}**\n```{lang}\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
