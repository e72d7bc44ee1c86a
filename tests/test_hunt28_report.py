"""Hunt 28: closing.held_report (fix-legacy20): a JSON report after the answer whose values
the named file gives them changes nothing. The file is searched for any line giving the name
that value, so a report saying PORT is 8080 is taken as held when 8080 is on a line inside
a string, a function, or an earlier assignment the module's last one overrides, while the
file's PORT is 5000. The model's report and its file disagree, as in the plain case
(`PORT = 5000` alone, refused): which one it meant is not known. Expected by hand: not
usable."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "content",
    [
        pytest.param('HELP = """\nPORT = 8080\n"""\nPORT = 5000\n', id="in-a-string"),
        pytest.param("def test():\n    PORT = 8080\n\n\nPORT = 5000\n", id="in-a-function"),
        pytest.param("PORT = 8080\nPORT = 5000\n", id="overridden"),
        pytest.param('CONFIG = {\n    "PORT": 8080,\n}\nPORT = 5000\n', id="in-a-dict"),
    ],
)
def test_a_report_the_file_gives_only_in_another_place_is_not_held(content: str) -> None:
    files = [{"file_path": "app.py", "content": content}]
    answer = json.dumps({"files": files}, indent=2)
    answer += "\n\nSummary: " + json.dumps({"app.py": {"PORT": 8080}}) + "\n"
    result = parse_response(answer)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


def test_the_plain_disagreement_is_refused() -> None:
    # control: the file gives PORT only 5000
    files = [{"file_path": "app.py", "content": "PORT = 5000\n"}]
    answer = json.dumps({"files": files}, indent=2)
    answer += "\n\nSummary: " + json.dumps({"app.py": {"PORT": 8080}}) + "\n"
    assert not parse_response(answer).usable
