"""hunt44: fix-literals31's literal-as-string reading (a text pasted in triple quotes read as a
plain JSON string when no place of its closer leaves a rest ``_rest_parses`` reads). In a
complete answer it is only a guess: where the rest is one the JSON repair mends (a comma left
out, strings joined with +), the file gains quotes the model never wrote and is still usable.
Expected values by hand from what the model pasted."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _files(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    if not result.usable:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        pytest.param(
            # a comma left out after the literal (the repair inserts it: json-missing-comma)
            '{"files": [{"path": "a.py", "content": """x = 1\n""" "type": "source"}]}',
            [("a.py", "x = 1\n")],
            id="comma-left-out-after-it",
        ),
        pytest.param(
            # a later file's text joined with + (the repair joins it: json-concatenation)
            '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
            '{"path": "b.py", "content": "y = " + "2\\n"}]}',
            [("a.py", "x = 1\n"), ("b.py", "y = 2\n")],
            id="later-strings-joined-with-plus",
        ),
    ],
)
def test_a_literal_before_a_rest_the_repair_mends_gains_no_quotes(
    answer: str, meant: list[tuple[str, str]]
) -> None:
    assert _files(answer) in (None, meant)
