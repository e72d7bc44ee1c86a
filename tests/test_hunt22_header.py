"""Hunt 22: a JSON example of the header in the prose before an answer written without one
(issue 20, class 2).

Expected values by hand: the model explains the format with an example header (task
"EXAMPLE", dependency "example-pkg"), then says "Here are my files:" and writes its blocks
without a header of its own. What it meant: two files, and no task id, no dependencies. Taking
the example for the header gives a different header; the answer admits two readings, so the
result is not clean, and recovered only with a warning naming the other reading (docs/lenient.md,
issue 20); an `info` saying that text was ignored names neither.
"""

from __future__ import annotations

import pytest

from artifact_codec import Severity, parse_response

_BLOCKS = (
    "===FILE_CONTENT_BLOCK===\nPATH: app.py\n---\nprint(1)\n\n"
    "===FILE_CONTENT_BLOCK===\nPATH: b.py\n---\nx = 2\n\n===FILE_CONTENT_BLOCK===END\n"
)
_EXAMPLE = (
    '{"task_id": "EXAMPLE", "dependencies": ["example-pkg"], '
    '"files_delimiter": "===FILE_CONTENT_BLOCK==="}'
)


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "The header looks like:\n\n" + _EXAMPLE + "\n\nHere are my files:\n\n" + _BLOCKS,
            id="plain",
        ),
        pytest.param(
            "The header looks like:\n\n```json\n"
            + _EXAMPLE
            + "\n```\n\nHere are my files:\n\n"
            + _BLOCKS,
            id="json-fence",
        ),
    ],
)
def test_an_example_header_in_the_prose_is_not_the_answer_s_header(text: str) -> None:
    result = parse_response(text)
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("app.py", "print(1)\n"),
        ("b.py", "x = 2\n"),
    ]
    if result.usable and (result.code.task_id, result.code.dependencies) != (None, []):
        warnings = [d for d in result.diagnostics if d.severity is not Severity.INFO]
        assert warnings, (result.status, result.code.task_id, result.diagnostics)


def test_the_same_example_not_naming_the_delimiter_is_not_the_header() -> None:
    # (the control: header-not-adjacent)
    example = '{"task_id": "EXAMPLE", "dependencies": ["example-pkg"]}'
    result = parse_response(
        "The header looks like:\n\n" + example + "\n\nHere are my files:\n\n" + _BLOCKS
    )
    assert result.usable
    assert (result.code.task_id, result.code.dependencies) == (None, [])


_H = '{"task_id": "T1", "dependencies": ["flask"], "total_files": 1}'
_ONE = "===FILE_CONTENT_BLOCK===\nPATH: app.py\n---\nprint(1)\n\n===FILE_CONTENT_BLOCK===END\n"


# Two JSON objects before the blocks: the answer's header first (it opens the answer and counts
# the one block), then an example object. The nearer one becomes the header, and the only
# diagnostic is the info 'prose-before': the answer admits two headers (T1/flask, or EX/none),
# so it is not recovered without a warning naming the other.
@pytest.mark.parametrize(
    "between",
    [pytest.param("\n\n", id="blank"), pytest.param("\nFor example:\n", id="prose")],
)
def test_the_second_of_two_header_objects_is_not_taken_silently(between: str) -> None:
    text = _H + between + '{"task_id": "EX", "dependencies": []}\n\n' + _ONE
    result = parse_response(text)
    assert [f.file_path for f in result.code.files] == ["app.py"]
    if result.usable and (result.code.task_id, result.code.dependencies) != ("T1", ["flask"]):
        warnings = [d for d in result.diagnostics if d.severity is not Severity.INFO]
        assert warnings, (result.status, result.code.task_id, result.diagnostics)
