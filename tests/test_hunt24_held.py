"""Hunt 24: text after the end marker that gives a name of the written files a value they do
not hold with it (held_tokens: keyword arguments and mapping members give their names
values). The files hold port=8080, host="0.0.0.0" and "debug": False; a sentence after the
answer says otherwise, so the files may not be what the model meant (the rule of
changed-after, as for "The app listens on port 9000."). Expected by hand: not usable."""

from __future__ import annotations

import pytest
from meant import hybrid_doc

from artifact_codec import parse_response

APP = (
    "from flask import Flask\n\napp = Flask(__name__)\n\n"
    'if __name__ == "__main__":\n    app.run(host="0.0.0.0", port=8080)\n'
)
CFG = 'SETTINGS = {\n    "port": 8080,\n    "debug": False,\n}\n'


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Note: port is now 9000.", id="note-port"),
        pytest.param("Debug is on (debug: True).", id="debug-true"),
        pytest.param("The server binds host 127.0.0.1.", id="host"),
    ],
)
def test_a_value_said_after_the_answer_that_no_file_holds_is_refused(after: str) -> None:
    text = hybrid_doc(("app.py", APP), ("config.py", CFG)) + "\n" + after + "\n"
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
