"""Hunt 24: text after the end marker that gives a name of the written files a value they do
not hold with it (held_tokens: keyword arguments and mapping members give their names
values). The files hold port=8080, host="0.0.0.0" and "debug": False; a sentence after the
answer says otherwise, so the files may not be what the model meant (the rule of
changed-after, as for "The app listens on port 9000."). Expected by hand: not usable."""

from __future__ import annotations

import pytest
from meant import files_of, hybrid_doc

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


# Controls: a sentence that gives a name a value the files hold with it, or that says no
# value of a name of the files, stays usable.
@pytest.mark.parametrize(
    "after",
    [
        pytest.param("The port 8080 is the default.", id="port-held"),
        pytest.param("Note: port is still 8080.", id="note-port-held"),
        pytest.param("Debug stays off.", id="debug-off"),
        pytest.param("Debug is off (debug: False).", id="debug-false-held"),
        pytest.param("The server binds host 0.0.0.0.", id="host-held"),
        pytest.param("Requires Python 3.11.", id="python-version"),
        pytest.param("Tested with Flask 2.3.", id="flask-version"),
        pytest.param("It runs for 5 minutes.", id="for-minutes"),
        pytest.param("Note: Redis listens on port 6379.", id="other-subject-after-label"),
    ],
)
def test_a_value_said_after_the_answer_that_the_files_hold_stays_usable(after: str) -> None:
    text = hybrid_doc(("app.py", APP), ("config.py", CFG)) + "\n" + after + "\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", APP), ("config.py", CFG)]


def test_a_keyword_argument_said_with_another_value_in_one_file_is_refused() -> None:
    # (host is only a keyword argument of a call, no mapping key and no other case)
    text = hybrid_doc(("app.py", APP)) + "\nThe server binds host 127.0.0.1.\n"
    assert not parse_response(text).usable


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("The call is on line 3.", id="line"),
        pytest.param("Tested with version 2.3 of Flask.", id="version"),
    ],
)
def test_a_position_or_version_word_that_is_a_keyword_argument_gives_no_value(after: str) -> None:
    # ("line 3" points into the file, "version 2" numbers the answer: no value of the
    # call's ``line=1`` or ``version="1.0"``)
    code = 'report(line=1, version="1.0", text="x")\n'
    text = hybrid_doc(("app.py", code)) + "\n" + after + "\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
