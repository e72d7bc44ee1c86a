"""Hunt 22: a Markdown answer that shows an example input in the format, in a fence under
prose (issue 20, class 9).

Expected by hand: the model wrote one file, parser.py, and then showed what it reads: an answer
in the native format inside a ```text fence under "Example input it reads:" (no path: it is not
a file). What it meant: parser.py alone. The result is refused (the example document is taken
for the answer, superseded-document, and the Markdown file for a second convention,
mixed-conventions): a false refusal, never a wrong file.
"""

from __future__ import annotations

from meant import hybrid_doc, meant_or_refused

from artifact_codec import parse_response

_PARSER = "import sys\n\nprint(sys.stdin.read())\n"


def test_an_example_input_in_a_text_fence_after_the_file_is_not_the_answer() -> None:
    example = hybrid_doc(("example.py", "print(0)\n"))
    answer = (
        f"`parser.py`:\n```python\n{_PARSER}```\n\nExample input it reads:\n\n"
        f"```text\n{example}```\n"
    )
    result = parse_response(answer)
    meant_or_refused(result, [("parser.py", _PARSER)])
    assert result.usable, (result.status, [d.code for d in result.diagnostics])


def test_the_rest_of_the_answer_in_a_text_fence_after_the_file_is_not_dropped() -> None:
    # The twin with the same shape (a Markdown file, prose, a native document in a ```text
    # fence whose files the Markdown lacks) whose document is the rest of the answer: it
    # meant parser.py and reader.py. Reading the fixture above as "parser.py alone" would
    # drop reader.py here: both stay refused (only the prose tells them apart).
    rest = hybrid_doc(("reader.py", "print(1)\n"))
    answer = f"`parser.py`:\n```python\n{_PARSER}```\n\nAnd the rest:\n\n```text\n{rest}```\n"
    result = parse_response(answer)
    meant_or_refused(result, [("parser.py", _PARSER), ("reader.py", "print(1)\n")])
