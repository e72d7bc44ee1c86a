"""Hunt 34: extract_json over real logs around the answer (fix-repair26's log line by its
start). A process id a server logs is a field of its log line, never the answer. Expected
by hand: the JSON value the agent printed."""

from __future__ import annotations

from typing import Literal

import pytest

from artifact_codec.jsonfix.extract import extract_json

_UVICORN_STOP = (
    "INFO:     Shutting down\n"
    "INFO:     Waiting for application shutdown.\n"
    "INFO:     Application shutdown complete.\n"
    "INFO:     Finished server process [12345]"
)
_UVICORN_START = (
    "INFO:     Started server process [12345]\nINFO:     Waiting for application startup."
)


@pytest.mark.parametrize(
    ("text", "which"),
    [
        # uvicorn's own lines: the pid in brackets ends its line, under the level 'INFO:'
        pytest.param('{"ok": true}\n' + _UVICORN_STOP, "last", id="uvicorn-shutdown-after"),
        pytest.param(_UVICORN_START + '\n{"ok": true}', "first", id="uvicorn-startup-before"),
        # one gunicorn line: the pid after its stamp, before the level in brackets
        pytest.param(
            '{"ok": true}\n[2026-11-20 10:16:00 +0000] [1234] [INFO] Booting worker with pid: 1240',
            "last",
            id="gunicorn-one-line-after",
        ),
    ],
)
def test_a_server_s_process_id_ending_its_log_line_is_no_answer(
    text: str, which: Literal["first", "last"]
) -> None:
    assert extract_json(text, which=which) == {"ok": True}
