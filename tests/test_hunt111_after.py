"""hunt111 readings after a write that the round's rules do not see.

hunt111-probsaid: an older Cline answer to a ``write_to_file`` of a.py (``x = 1``), ``The
content was successfully saved to a.py.`` then ``New problems detected after saving the
file:`` and the editor's problems, then the assistant's own words that it reverted or deleted
a.py. Expected by hand: the problems are the editor's, but the words after them are the
model's: a.py ``x = 1`` is not the file left; refusing is fine, keeping it is not.

hunt111-dbfr: a heredoc writes a.py, then a database client writes its output to ANOTHER place
(psql ``\\o out.txt``, sqlite3 ``.output stdout``, which is the terminal). Expected by hand: a.py
``x = 1`` as written (no command names a.py): refusing it is a false refusal.

hunt111-autogenfr: an AutoGen block named by ``# filename: gen.py`` whose second
``# filename:`` line is inside a string or docstring of the program (a template it prints, a
docstring describing the convention). Expected by hand: one file gen.py, the whole block (the
line is text of the program, not a second file): refusing it is a false refusal.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_WRITE = "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"
_SAVED = (
    "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
    "New problems detected after saving the file:\na.py\n"
    '- [Pylance Error] Line 1: "y" is not defined\n\n'
)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I reverted a.py.\n", id="reverted"),
        pytest.param("<thinking>The file is broken.</thinking>\nI deleted a.py.\n", id="deleted"),
        pytest.param("I rolled back a.py; it no longer exists.\n", id="rolled-back"),
    ],
)
def test_the_models_words_after_the_problems_count(words: str) -> None:
    parsed = parse_response(_WRITE + _SAVED + words)
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")])


def _sh(after: str) -> str:
    return "```bash\ncat > a.py <<'EOF'\nx = 1\nEOF\n" + after + "\n```\n"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(_sh("psql -d db -c '\\o out.txt' -c 'select 1'"), id="psql-o-other-file"),
        pytest.param(_sh("sqlite3 db.sqlite '.output stdout' 'select 1;'"), id="sqlite-stdout"),
    ],
)
def test_a_client_writing_elsewhere_keeps_the_written_file(text: str) -> None:
    parsed = parse_response(text)
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]


_TEMPLATE = (
    "# filename: gen.py\nTEMPLATE = '''\n# filename: out.py\nprint(1)\n'''\nprint(TEMPLATE)\n"
)
_DOC = (
    '# filename: gen.py\n"""Write files.\n\nEach block starts with a line like\n'
    '# filename: example.py\n"""\nx = 1\n'
)


@pytest.mark.parametrize(
    "body",
    [pytest.param(_TEMPLATE, id="in-string"), pytest.param(_DOC, id="in-docstring")],
)
def test_a_filename_line_inside_a_string_is_the_programs_text(body: str) -> None:
    parsed = parse_response("```python\n" + body + "```\n")
    assert parsed.usable
    assert files_of(parsed) == [("gen.py", body)]
