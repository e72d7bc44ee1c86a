"""Hostile inputs: the repair layer stays linear, bounded and raises only ArtifactDecodeError.

Time limits are generous (shared, slow machines); the point is to catch super-linear behaviour
and recursion, which would take minutes or crash, not to benchmark.
"""

from __future__ import annotations

import json
import time
import tracemalloc
from collections.abc import Callable

import pytest

from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.jsonfix.extract import extract_json
from artifact_codec.jsonfix.repair import repair_json

LIMIT_SECONDS = 5.0
MB = 1_000_000

ADVERSARIAL: dict[str, Callable[[], str]] = {
    "100k nested [": lambda: "[" * 100_000,
    "100k nested objects": lambda: '{"a":' * 100_000,
    "a million quotes": lambda: '"' * MB,
    "a million {": lambda: "{" * MB,
    "10 MB unterminated string": lambda: '"' + "x" * (10 * MB),
    "10 MB unterminated string in an object": lambda: '{"a": "' + 'x "y" z ' * (MB + MB // 4),
    "5 MB of quote-bracket pairs": lambda: '{"a": "' + '"}' * (5 * MB // 2),
    "5 MB of backslashes": lambda: '"' + "\\" * (5 * MB),
    "deep, then half a million quote-closers": lambda: "[" * 400 + '"' + '"]' * (MB // 2),
    "5 MB of commas": lambda: "[" + "," * (5 * MB),
    "a million fences": lambda: "```json\n" * (MB // 8),
}


def _check(function: Callable[[str], object], text: str) -> float:
    """Run ``function``; it must return (valid JSON, when it returns text) or raise
    ArtifactDecodeError with a position inside the text. Return the time it took."""
    start = time.perf_counter()
    error: ArtifactDecodeError | None = None
    result: object = None
    try:
        result = function(text)
    except ArtifactDecodeError as caught:
        error = caught
    elapsed = time.perf_counter() - start
    if error is not None:
        assert 0 <= error.pos <= len(text)
    elif isinstance(result, str):
        json.loads(result)
    return elapsed


@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_repair_json_is_fast_and_safe(name: str) -> None:
    text = ADVERSARIAL[name]()
    assert _check(repair_json, text) < LIMIT_SECONDS


@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_extract_json_is_fast_and_safe(name: str) -> None:
    text = ADVERSARIAL[name]()
    assert _check(lambda t: extract_json(t, default=None), text) < LIMIT_SECONDS


def test_deep_nesting_is_refused_not_a_recursion_error() -> None:
    with pytest.raises(ArtifactDecodeError, match="nested deeper"):
        repair_json("[" * 100_000)


def test_a_million_quotes_is_one_string() -> None:
    value = json.loads(repair_json('"' * MB))
    assert value == '"' * (MB - 2)


def _broken_document(size: int) -> str:
    line = 'x = {"k": "v"}; print("a", "b")  # "quoted" \\d\n'
    body = (line * (size // len(line) + 1))[:size]
    return '{"files": [{"file_path": "a.py", "content": "' + body + '"}]}'


def _best_time(text: str) -> float:
    return min(_check(repair_json, text) for _ in range(2))


def test_time_grows_linearly() -> None:
    small, large = _broken_document(MB // 2), _broken_document(2 * MB)
    ratio_limit = 4 * 2.5  # four times the input, with room for noise
    assert _best_time(large) < ratio_limit * _best_time(small) + 0.3


def test_memory_stays_a_small_multiple_of_the_input() -> None:
    text = _broken_document(2 * MB)
    tracemalloc.start()
    try:
        repair_json(text)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 10 * len(text)
