"""Hunt 24: extract_json and the log-field rule (a bracketed number in a log line's prefix is
no answer). A list of numbers followed on its line by a word of a sentence is the answer
of that sentence, not a log field; no line here is a log line. Expected values by hand."""

from __future__ import annotations

import pytest

from artifact_codec import extract_json


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        pytest.param(
            "Input: [9, 4, 1]\nOutput: [1, 4, 9] sorted ascending.", [1, 4, 9], id="output-word"
        ),
        pytest.param(
            "The input was [9, 4, 1].\n\nAnswer: [1, 4, 9] in order.", [1, 4, 9], id="answer-word"
        ),
        pytest.param("The ids are [2, 3]\n[7, 11] are the new ids", [7, 11], id="line-start-word"),
    ],
)
def test_the_last_list_of_numbers_in_a_sentence_is_the_answer(text: str, meant: list[int]) -> None:
    assert extract_json(text, which="last") == meant


# Controls: a log line by its stamp alone (no second line under its prefix) still holds a
# field, passed over for the answer after it.
@pytest.mark.parametrize(
    "line",
    [
        pytest.param("[   12.345678] usb 1-1: new device", id="dmesg-seconds"),
        pytest.param("[1700000000] boot", id="epoch"),
        pytest.param("Nov 20 10:16:00 host kernel: [5, 1] usb attached", id="syslog-time"),
        pytest.param("2026-11-20 worker [3, 4] started", id="date"),
    ],
)
def test_a_field_of_one_stamped_log_line_is_still_passed_over(line: str) -> None:
    text = line + '\n{"ok": true}\n'
    assert extract_json(text, which="first") == {"ok": True}
