"""Hunt 28: extract_json and the log-stamp rule of fix-held24 (a list of numbers followed by a
word is a log field only on a log line, one with a time or a date before it). A sentence may
say a time or a date before its answer without being a log line: no other line shares its
prefix, no level, host or process tag is there. which="last" must give that answer, not the
list before it. Expected values by hand."""

from __future__ import annotations

import pytest

from artifact_codec import extract_json


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        pytest.param(
            "Run 1 gave [3, 1, 2].\nAt 10:30 the sorted result was [1, 2, 3] as expected.",
            [1, 2, 3],
            id="time-in-sentence",
        ),
        pytest.param(
            "Before: [9, 8]\nOn 2026-11-20 we measured [12, 15] ms per call.",
            [12, 15],
            id="date-in-sentence",
        ),
        pytest.param(
            "Input [5, 3]\nPython 3.11 sorted it at 12:00 into [3, 5] ascending",
            [3, 5],
            id="time-after-words",
        ),
        pytest.param(
            "Slots were [9, 10]\nBetween 9:00 and 17:00 the free slots are [13, 14] today.",
            [13, 14],
            id="time-range",
        ),
    ],
)
def test_a_sentence_saying_a_time_or_date_is_no_log_line(text: str, meant: list[int]) -> None:
    assert extract_json(text, which="last") == meant


# A list of two or more numbers followed by ":" in a sentence is no process tag (``app[1234]:``
# is a name joined to one number): it is the answer the sentence goes on to explain.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        pytest.param(
            "Input: [5, 2, 9]\nThe sorted indices [1, 0, 2]: that is the answer.",
            [1, 0, 2],
            id="indices-colon",
        ),
        pytest.param("Before: [3, 4]\n[7, 8]: the new pair", [7, 8], id="line-start-colon"),
    ],
)
def test_a_list_followed_by_a_colon_in_a_sentence_is_the_answer(
    text: str, meant: list[int]
) -> None:
    assert extract_json(text, which="last") == meant


# The other side of the stamp rule: a log line without a time or a date is a log line by its
# level word or its process tag. A list of numbers in it followed by a word is a field, as it
# was before fix-held24; the answer is the JSON object before the log lines.
@pytest.mark.parametrize(
    "log",
    [
        pytest.param("INFO  [12, 3] rows flushed\nWARN  [0, 1] rows skipped\n", id="levels"),
        pytest.param("worker[3]: [12, 3] flushed\n", id="process-tag"),
    ],
)
def test_a_list_field_of_an_unstamped_log_line_is_passed_over(log: str) -> None:
    assert extract_json('{"rows": 15}\n' + log, which="last") == {"rows": 15}
