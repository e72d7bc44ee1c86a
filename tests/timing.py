"""Timing helpers for the growth-ratio tests: hostile input must cost linear time.

A test measures the ratio of the times on an input and on one ``factor`` times larger (best of a
few runs, garbage collector paused), never an absolute time: these machines are shared.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any


def best_time(run: Callable[[Any], object], argument: Any, repeat: int = 3) -> float:
    """Best of ``repeat`` runs of ``run(argument)``, garbage collector paused (no collection
    before each run: with a large test session's heap one costs far more than the run)."""
    best = float("inf")
    for _ in range(repeat):
        gc.disable()
        try:
            start = time.perf_counter()
            run(argument)
            best = min(best, time.perf_counter() - start)
        finally:
            gc.enable()
    return best


def assert_linear(
    make_input: Callable[[int], Any],
    run: Callable[[Any], object],
    small: int,
    *,
    factor: int = 10,
    max_ratio: float = 20.0,
    repeat: int = 3,
    min_seconds: float = 0.005,
) -> None:
    """Assert that ``run`` on an input ``factor`` times larger takes < ``max_ratio`` times longer.

    ``make_input(n)`` builds an input of size ``n``; the inputs are built before timing. When the
    small input runs faster than ``min_seconds`` (too close to the clock's noise), its size is
    doubled until it does not, so that the ratio is measured on times worth comparing.
    """
    size = small
    small_input = make_input(size)
    small_time = best_time(run, small_input, repeat)
    while small_time < min_seconds and size < small * 16384:
        size *= 2
        small_input = make_input(size)
        small_time = best_time(run, small_input, repeat)
    large_input = make_input(size * factor)
    large_time = best_time(run, large_input, repeat)
    for _ in range(3):
        if large_time / small_time < max_ratio:
            break
        # A busy machine can slow one measurement: measure both again, keep the best (a
        # quadratic cost is 10x over the limit, and stays there however often it is measured).
        small_time = min(small_time, best_time(run, small_input, repeat * 2))
        large_time = min(large_time, best_time(run, large_input, repeat))
    ratio = large_time / small_time
    assert ratio < max_ratio, (
        f"{factor}x the input took {ratio:.1f}x the time ({small_time:.4f} s at size {size}, "
        f"{large_time:.4f} s at size {size * factor}): not linear"
    )
