"""hunt67: attacks on fix-literals35's join readings (two JSON strings side by side in a member's
value read as Python joins them). Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response


# A model pasting Python code without escaping its quotes: the code holds a string literal whose
# text is blanks (" ") right after another quote of the code. The first unescaped quote, then a
# blank, then a one-line string whose rest parses is read as two strings side by side joined,
# and the code's own " " is dropped: a usable file the model did not write. The reading over the
# whole text (the code byte for byte) is the other; never the joined text.
@pytest.mark.parametrize(
    ("content", "meant"),
    [
        ('sep = " ".join(x)\\n', 'sep = " ".join(x)\n'),
        ('print(" " * 4)', 'print(" " * 4)'),
        ('s = " " + name', 's = " " + name'),
        ('log(" ", x)\\n', 'log(" ", x)\n'),
        ('el.className = " " + cls;\\n', 'el.className = " " + cls;\n'),
    ],
    ids=["join-method", "repeat", "plus-name", "argument", "js-plus"],
)
def test_unescaped_code_with_a_blank_string_is_not_joined(content: str, meant: str) -> None:
    answer = '{"files": [{"path": "a.py", "content": "' + content + '"}]}'
    meant_or_refused(parse_response(answer), [("a.py", meant)])


# A cut answer: its first file complete, the second cut inside a string joined to its value
# ('+' or side by side). Before fix-literals35 the complete a.py was kept (truncated); now
# nothing is (no artifact).
@pytest.mark.parametrize("tail", [' + "z', ' "', ' "z'], ids=["plus", "adjacent-quote", "adjacent"])
def test_a_cut_inside_a_joined_string_keeps_the_complete_file(tail: str) -> None:
    answer = (
        '{"files": [{"path": "a.py", "content": "x = 1\\n"}, '
        '{"path": "b.py", "content": "y = 2\\n"' + tail
    )
    result = parse_response(answer)
    assert not result.usable
    assert result.status == "truncated"
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]


# Unescaped code whose first string literal is " " followed by more code that is no one-line
# string ending the value: the join in view does not read, and the reading over the whole text
# (read so before fix-literals35) is now refused by refuse_kept_join. The model meant the code
# byte for byte.
@pytest.mark.parametrize(
    ("content", "meant"),
    [
        ('print(" ", end="")\\n', 'print(" ", end="")\n'),
        ('print(" " + "x")\\n', 'print(" " + "x")\n'),
    ],
    ids=["keyword-argument", "plus-string"],
)
def test_unescaped_code_with_a_blank_string_is_not_refused(content: str, meant: str) -> None:
    answer = '{"files": [{"path": "a.py", "content": "' + content + '"}]}'
    result = parse_response(answer)
    assert result.usable, result.status
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", meant)]
