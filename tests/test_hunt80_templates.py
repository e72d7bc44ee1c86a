"""hunt80: real example/template files (copied by the user and filled in) whose header says
"# your <thing> and <thing> here" over the lines to fill in, alone between blank lines. Before
fix-labels44 they were usable; its frame rule ("# your g and k here" is a placeholder for the
user's code) now refuses them as files that leave code out. Expected by hand: each file is
whole (the framed things are the values right below, named in words, not code left out), so
it is written exactly (a false refusal otherwise; a judgment call: the comment's shape is the
frame's). Also guards: the same comment right above the values (no blank line) stays usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_SETTINGS = '''"""Local settings: copy this file to local_settings.py and fill it in."""

import os

# your username and password here

USERNAME = os.environ.get("MAIL_USER", "")
PASSWORD = os.environ.get("MAIL_PASSWORD", "")
'''

_ENV = """# Copy to .env

# your token and secret here

TOKEN=
SECRET=
"""

_YAML = """# Copy to config.yaml

# your username and password here

auth:
  user: ""
  pass: ""
"""

_INI = """; Copy to settings.ini

; your user and password here

[auth]
login =
secret =
"""

_SHELL = """#!/bin/sh
set -e

# your host and port here

HOST="${HOST:-localhost}"
PORT="${PORT:-8080}"
exec ./server --host "$HOST" --port "$PORT"
"""

_JS = """// Copy to config.js and fill in.

// your apiKey and apiSecret here

module.exports = {
  key: process.env.API_KEY || "",
  secret: process.env.API_SECRET || "",
};
"""

_SETTINGS_TIGHT = '''"""Local settings."""

import os

# your username and password here
USERNAME = os.environ.get("MAIL_USER", "")
PASSWORD = os.environ.get("MAIL_PASSWORD", "")
'''


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("local_settings.py", _SETTINGS, id="python-settings"),
        pytest.param(".env.example", _ENV, id="dotenv"),
        pytest.param("config.example.yaml", _YAML, id="yaml"),
        pytest.param("settings.example.ini", _INI, id="ini"),
        pytest.param("run.sh", _SHELL, id="shell"),
        pytest.param("config.example.js", _JS, id="javascript"),
        pytest.param("local_settings.py", _SETTINGS_TIGHT, id="guard-no-blank-line"),
    ],
)
def test_a_template_framing_its_values_is_written_exactly(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [(path, content)]  # (the reader adds the final newline)
