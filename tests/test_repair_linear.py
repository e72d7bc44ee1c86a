"""Growth-ratio tests: the repair layer stays linear on inputs built to make it search a lot.

Each test times an input and the same input ten times larger (best of a few runs, so that a
busy machine does not decide) and requires the time to grow less than twentyfold.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from timing import assert_linear, best_time

from artifact_codec import repair_json
from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.jsonfix.extract import find_json_candidates
from artifact_codec.jsonfix.repair import repair_json_report
from artifact_codec.models import GeneratedCode

GROWTH_LIMIT = 20


def _growth(make: Callable[[int], str], small: int, call: Callable[[str], object]) -> float:
    little, big = make(small), make(small * 10)
    call(little)  # warm up caches and lazy imports
    return best_time(call, big) / max(best_time(call, little), 1e-6)


def _repair(text: str) -> object:
    try:
        return repair_json(text)
    except ArtifactDecodeError:
        return None


# Many '"}, {"' runs made each candidate look to the end of the line.
CANDIDATE_RUNS = {
    "after-a-word": lambda n: "x" + '"}, {"' * n,
    "in-an-open-string": lambda n: '{"a": "' + '"}, {"' * n,
    "in-a-closed-string": lambda n: '{"a": "' + '"}, {"' * n + '"}',
    "word-quote-runs": lambda n: 'text {"a": "' + 'x"}, {"y' * n + '"}',
    "backtick-runs": lambda n: "x " + "``` " * (10 * n),
    # a long line after the runs: each candidate looked at all of it (62x for 10x before)
    "runs-then-a-long-line": lambda n: "x" + '"}, {"' * (n // 4) + " tail" * (25 * n),
    "fences-on-a-long-line": lambda n: "x" * (50 * n) + " ```" * (n // 4),
}


@pytest.mark.parametrize("make", CANDIDATE_RUNS.values(), ids=CANDIDATE_RUNS.keys())
def test_many_candidates_stay_linear(make: Callable[[int], str]) -> None:
    ratio = _growth(make, 2_000, _repair)
    assert ratio < GROWTH_LIMIT, f"10x input took {ratio:.1f}x the time"


def test_candidate_search_is_linear() -> None:
    ratio = _growth(lambda n: "x" + '"}, {"' * n, 2_000, find_json_candidates)
    assert ratio < GROWTH_LIMIT, f"10x input took {ratio:.1f}x the time"


def test_runs_inside_legacy_content_stay_linear() -> None:
    def make(n: int) -> str:
        body = 'x"}, {"y' * n + "\n" + '"}, {"file_path": "' * (n // 10)
        return '{"files": [{"file_path": "a.py", "content": "' + body + '"}]}'

    ratio = _growth(make, 2_000, lambda text: repair_json(text, schema=GeneratedCode))
    assert ratio < GROWTH_LIMIT, f"10x input took {ratio:.1f}x the time"


def test_candidate_runs_are_still_repaired_to_valid_json() -> None:
    # The bound on the look ahead changes nothing about what is found.
    assert isinstance(json.loads(repair_json('{"a": "' + '"}, {"' * 300)), dict)
    text = 'prefix {"a": "x"}, {"b": "y"} suffix'
    assert [c.value for c in find_json_candidates(text)] == [{"a": "x"}, {"b": "y"}]


def test_reading_file_by_file_stays_linear() -> None:
    # Every third file of a legacy answer has lost its closing quote: each file is then read
    # on its own (artifact_codec.jsonfix.resync), once.
    def make(n: int) -> str:
        parts = []
        for index in range(n):
            quote = "" if index % 3 == 1 else '"'
            parts.append(
                f'\n    {{\n      "file_path": "src/m{index}.py",\n      "content": "x = "a"\n'
                f"print(x)\n{quote}\n    }}"
            )
        return '{\n  "task_id": "T",\n  "files": [' + ",".join(parts) + "\n  ]\n}"

    def check(text: str) -> object:
        result = repair_json_report(text, schema=GeneratedCode)
        assert result.damaged_files
        return result

    ratio = _growth(make, 100, check)
    assert ratio < GROWTH_LIMIT, f"10x input took {ratio:.1f}x the time"


# The ends of short strings are weighed by trial readings (artifact_codec.jsonfix.ends): at
# most 24 per string, each reading a bounded stretch, all of a text together bounded by its
# length. Texts made only of such strings, keys and bare values must stay linear.
TRIAL_RUNS = {
    "strings-without-commas": lambda n: "[" + '"a" "b" ' * n + "]",
    "many-quotes-on-each-line": lambda n: "[" + ('"' + 'a" ' * 15 + '", ') * n + "]",
    "a-word-after-each-string": lambda n: "{" + "".join(f'"k{i}": "v" x, ' for i in range(n)) + "}",
    "quotes-inside-keys": lambda n: "{" + "".join(f'"k{i}"e"y": 1, ' for i in range(n)) + "}",
    "closing-quotes-left-out": lambda n: (
        "{" + "".join(f'"k{i}": "v, ' for i in range(n)) + '"z": 1}'
    ),
    "bare-items-with-open-brackets": lambda n: "[" + "x[, " * n + "]",
    "one-long-line-of-strings": lambda n: '{"a": "' + 'x" y, "k": "' * n + '"}',
}


@pytest.mark.parametrize("make", TRIAL_RUNS.values(), ids=TRIAL_RUNS.keys())
def test_trial_readings_stay_linear(make: Callable[[int], str]) -> None:
    ratio = _growth(make, 300, _repair)
    assert ratio < GROWTH_LIMIT, f"10x input took {ratio:.1f}x the time"


def test_log_brackets_in_a_transcript_stay_linear() -> None:
    def make(n: int) -> str:
        return "[12:00:01] step [1/3] [ 50%] \x1b[31m red \x1b[0m\n" * n + '{"ok": true}'

    ratio = _growth(make, 2_000, find_json_candidates)
    assert ratio < GROWTH_LIMIT, f"10x input took {ratio:.1f}x the time"


# The readings of brackets and comments that look ahead: '], [' after an array of arrays
# (each looks for the end of its '[...]'), keys repeated in objects of an array, and a comment
# on the last line whose brackets are weighed.
LOOKAHEAD_READINGS = {
    "early-closed-arrays": lambda n: '{"m": [[1], 2' + "], [3" * n + "]]}",
    "early-closed-arrays-unbalanced": lambda n: '{"m": [[1], 2' + "], [[{" * n,
    "repeated-keys": lambda n: '[{"a": 1' + ', "a": 1' * n + "]",
    "comment-on-the-last-line": lambda n: '{"a": {"b": 1 # ' + "([{" * n + "} x" * n,
    "glued-comments": lambda n: '{"a": "' + 'x"# y "' * n + '"}',
}


@pytest.mark.parametrize("make", LOOKAHEAD_READINGS.values(), ids=LOOKAHEAD_READINGS.keys())
def test_bracket_and_comment_readings_stay_linear(make: Callable[[int], str]) -> None:
    # (fast inputs: assert_linear grows the small one until its time is worth measuring)
    assert_linear(make, _repair, 2_000, max_ratio=GROWTH_LIMIT)


# Strings holding a raw line break, each weighed as two items or keys whose quotes were lost:
# the start of each one's line was looked for with ``rfind`` for both '\n' and '\r', and the
# one the text lacks scanned back to the start every time. The C ``rfind`` is so fast that it
# shows only with many strings (2.1 s at 100,000, 0.2 s at 20,000, 0.02 s at 2,000), so this
# input is large (about 1 s here); the symmetric text of '\r' breaks took the same time.
def test_strings_holding_raw_line_breaks_stay_linear() -> None:
    assert_linear(lambda n: "[" + '"a\nb",' * n + '"c"]', _repair, 20_000, max_ratio=GROWTH_LIMIT)


def test_lost_quote_items_on_the_scanner_path_stay_linear() -> None:
    # (a trailing ',': the scanner reads the strings and weighs each one, not the fast path)
    def make(n: int) -> str:
        return "[\n" + '  "a,\n  b",\n' * n + "]"

    assert_linear(make, _repair, 1_000, max_ratio=GROWTH_LIMIT)
