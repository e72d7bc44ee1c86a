"""Hunt 20: Python strings read by the scanner (ingest/python_strings.py) as the held-token
index uses them.

``PythonStrings.prose`` counts the first and last line of a string over lines as the string's
text whole, code before or after the quotes too. The held-token index then gives no name on
such a line a value, so a closing that contradicts that value is not weighed: an answer whose
closing says the port is 5000 while the file holds 8080 stays usable, though the same closing
over the same value on a line of its own is refused (changed-after). Expected values by hand:
the file holds PORT 8080; the closing says 5000; the answer contradicts itself, never usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def document(content: str, after: str) -> str:
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    lines += ["===FILE_CONTENT_BLOCK===", "PATH: config.py", "---", content.rstrip("\n"), ""]
    lines += ["===FILE_CONTENT_BLOCK===END", "", after]
    return "\n".join(lines) + "\n"


# The same value, PORT 8080, on the first or the last line of a string over lines.
@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            'CONFIG = dict(BANNER="""Welcome\nto the app""", PORT=8080)\nDEBUG = True\n',
            id="call-first-row",
        ),
        pytest.param(
            'CONFIG = {\n    "PORT": 8080, "BANNER": """Welcome\nto the app""",\n}\n',
            id="dict-first-row",
        ),
        pytest.param(
            'BANNER = """Welcome\nto the app"""; PORT = 8080\nDEBUG = True\n',
            id="last-row",
        ),
    ],
)
def test_a_value_on_a_line_that_opens_or_closes_a_string_is_weighed(content: str) -> None:
    result = parse_response(document(content, "The port is 5000."))
    assert not result.usable, (result.status, result.diagnostics)


def test_the_same_value_on_a_line_of_its_own_is_weighed() -> None:
    # (the control: the contradiction is seen when no string shares the value's line)
    content = 'PORT = 8080\nBANNER = """Welcome\nto the app"""\nDEBUG = True\n'
    result = parse_response(document(content, "The port is 5000."))
    assert not result.usable
    assert "changed-after" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "content",
    [
        pytest.param('CONFIG = dict(BANNER="Welcome", PORT=8080)\n', id="call-keyword"),
        pytest.param('CONFIG = {"BANNER": "Welcome", "PORT": 8080}\n', id="dict-member"),
        pytest.param(
            'import server\n\nserver.run(host="0.0.0.0", PORT=8080)\n', id="after-a-string"
        ),
    ],
)
def test_a_value_given_inside_a_call_or_a_mapping_is_weighed(content: str) -> None:
    # (the lead: a line's keyword arguments and members give their names values, as a line
    # of its own does; the closing contradicts 8080, or agrees with it)
    assert not parse_response(document(content, "The port is 5000.")).usable
    agrees = parse_response(document(content, "The port is 8080."))
    assert agrees.usable
    assert [f.content for f in agrees.code.files] == [content]
