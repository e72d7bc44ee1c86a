"""hunt58: the join of a JSON string and a triple-quoted/backtick literal (fix-literals34).
Expected values by hand from what the model meant."""

from __future__ import annotations

from pathlib import Path

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response
from artifact_codec.ingest.stream import parse_stream
from artifact_codec.result import ParseResult
from artifact_codec.write.incremental import IncrementalWriter


# A string joined to a literal and then to a string again ("head" + """body""" + "tail"): the
# model meant the three texts joined; never a file holding the join's own text.
@pytest.mark.parametrize(
    ("value", "path", "meant"),
    [
        (
            '"#!/usr/bin/env python3\\n" + """import sys\n\nprint(sys.argv)\n""" + "\\n"',
            "tool.py",
            "#!/usr/bin/env python3\nimport sys\n\nprint(sys.argv)\n\n",
        ),
        ('"// a\\n" + `const a = 1;\n` + "// end\\n"', "a.js", "// a\nconst a = 1;\n// end\n"),
        ('"Use " + `npm test` + " to run.\\n"', "README.md", "Use npm test to run.\n"),
    ],
    ids=["python-tail-string", "js-tail-string", "readme-inline"],
)
def test_a_string_after_the_joined_literal_is_joined_too(value: str, path: str, meant: str) -> None:
    result = parse_response(f'{{"files": [{{"path": "{path}", "content": {value}}}]}}')
    meant_or_refused(result, [(path, meant)])


# A joined literal holding its own triple quotes (a docstring, as models paste Python): Python
# could not write it; the join is the model's, so either the joined text or a refusal, never a
# file holding '\\n" + """'.
def test_a_joined_literal_holding_a_docstring_never_keeps_the_join_text() -> None:
    answer = (
        '{"files": [{"path": "m.py", "content": "# generated\\n" + '
        '"""def f():\n    """Doc."""\n    return 1\n"""}]}'
    )
    meant_or_refused(
        parse_response(answer), [("m.py", '# generated\ndef f():\n    """Doc."""\n    return 1\n')]
    )


# Every file written the documented way (a JSON string joined to a literal): each is its two
# texts, as one such file among plain ones is.
@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        (
            '{"files": [{"path": "a.js", "content": "// a.js\\n" + `const a = 1;\n`}, '
            '{"path": "b.js", "content": "// b.js\\n" + `const b = 2;\n`}]}',
            [("a.js", "// a.js\nconst a = 1;\n"), ("b.js", "// b.js\nconst b = 2;\n")],
        ),
        (
            '{"files": [{"path": "a.py", "content": "# a.py\\n" + """x = 1\n"""}, '
            '{"path": "b.py", "content": "# b.py\\n" + """y = 2\n"""}]}',
            [("a.py", "# a.py\nx = 1\n"), ("b.py", "# b.py\ny = 2\n")],
        ),
        (
            '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
            '{"path": "b.py", "content": "# b\\n" + """y = 2\n"""}]}',
            [("a.py", "x = 1\n"), ("b.py", "# b\ny = 2\n")],
        ),
        (
            '{"files": [{"path": "a.js", "content": `x;\n`}, '
            '{"path": "b.js", "content": "// b\\n" + `y;\n`}]}',
            [("a.js", "x;\n"), ("b.js", "// b\ny;\n")],
        ),
    ],
    ids=[
        "two-backtick-files",
        "two-triple-quoted-files",
        "plain-triple-quoted-then-joined",
        "plain-backtick-then-joined",
    ],
)
def test_two_files_each_joined_are_read(answer: str, meant: list[tuple[str, str]]) -> None:
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == meant


# A long head string (a license of twenty lines, escaped onto one JSON line, over a thousand
# characters) joined to a literal: the two texts, never the head's escapes and the join's text.
def test_a_long_head_string_joined_to_a_literal_is_the_two_texts() -> None:
    head = "".join(
        f"# Licensed line {i}: Permission is hereby granted, free of charge.\n" for i in range(20)
    )
    escaped = head.replace("\n", "\\n")
    answer = (
        f'{{"files": [{{"path": "a.py", "content": "{escaped}" + '
        '"""import os\nprint(os.name)\n"""}]}'
    )
    meant_or_refused(parse_response(answer), [("a.py", head + "import os\nprint(os.name)\n")])


# Two JSON strings then a literal, all joined with + (each join alone is read).
def test_two_strings_then_a_literal_are_the_three_texts() -> None:
    answer = (
        '{"files": [{"path": "a.js", "content": "// a\\n" + "const x = 1;\\n" + `const y = 2;\n`}]}'
    )
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [("a.js", "// a\nconst x = 1;\nconst y = 2;\n")]


# A plain answer whose explanation quotes the join unescaped (as models write prose in JSON):
# the file is clear; the explanation is no file.
@pytest.mark.parametrize(
    "explanation",
    ['You can write "a" + """b""" in Python.', 'You can write "a" + `b` in JS.'],
    ids=["triple-quoted", "backtick"],
)
def test_an_explanation_quoting_a_join_keeps_the_plain_file(explanation: str) -> None:
    answer = (
        f'{{"files": [{{"path": "a.py", "content": "x = 1\\n"}}], "explanation": "{explanation}"}}'
    )
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [("a.py", "x = 1\n")]


# A head string joined to a literal the join reader does not take (a raw-prefixed r"""...""",
# as models write regular expressions; a comment between): the joined text or a refusal, never
# a file holding the join's text.
@pytest.mark.parametrize(
    "value",
    [
        '"# head\\n" + r"""import re\nPAT = re.compile(r"\\d+")\n"""',
        '"# head\\n" + /* body */ """import re\nPAT = re.compile(r"\\d+")\n"""',
    ],
    ids=["raw-prefixed-literal", "comment-in-the-join"],
)
def test_a_join_not_read_never_keeps_its_text(value: str) -> None:
    result = parse_response(f'{{"files": [{{"path": "a.py", "content": {value}}}]}}')
    meant_or_refused(result, [("a.py", '# head\nimport re\nPAT = re.compile(r"\\d+")\n')])


# An answer cut after a file written as a string joined to a literal: the complete files of a
# cut answer are kept (a stream's writer keeps them: docs/streaming.md), so each is the two texts
# joined, never the join's text (the whole answer reads z.py right).
@pytest.mark.parametrize(
    "tail",
    ["}, {", '}, {"pa', '}, {"path": "c.py", "content": "c'],
    ids=["cut-at-next-object", "cut-in-next-key", "cut-in-next-content"],
)
def test_a_cut_answer_keeps_the_joined_file_as_the_two_texts(tail: str) -> None:
    answer = (
        '{"files": [{"path": "b.py", "content": "b = 1\\n"}, '
        '{"path": "z.py", "content": "# generated\\n" + """x = 1\n"""' + tail
    )
    result = parse_response(answer)
    meant = {"b.py": "b = 1\n", "z.py": "# generated\nx = 1\n"}
    for path, content in files_of(result):
        assert meant.get(path) == content, (result.status, path, content)


# The same through a stream and its writer: what is on disk after the cut answer's undo.
def test_a_stream_cut_after_a_joined_file_writes_it_as_the_two_texts(tmp_path: Path) -> None:
    answer = (
        '{"files": [{"path": "b.py", "content": "b = 1\\n"}, '
        '{"path": "z.py", "content": "# generated\\n" + """x = 1\n"""}, {"pa'
    )
    writer = IncrementalWriter(tmp_path, fsync=False)
    final = None
    for event in parse_stream([answer[i : i + 7] for i in range(0, len(answer), 7)]):
        if isinstance(event, ParseResult):
            final = event
        else:
            writer.handle([event])
    assert final is not None
    writer.undo(final)
    on_disk = {p.name: p.read_text() for p in tmp_path.iterdir()}
    assert on_disk.get("z.py", "# generated\nx = 1\n") == "# generated\nx = 1\n"
    assert on_disk.get("b.py") == "b = 1\n"
