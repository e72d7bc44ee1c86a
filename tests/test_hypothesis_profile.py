"""The suite is deterministic: hypothesis runs derandomized unless a fuzz run asks otherwise."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings


@pytest.mark.skipif(
    os.environ.get("HYPOTHESIS_PROFILE", "ci") != "ci", reason="a fuzz run chose its profile"
)
def test_plain_pytest_runs_hypothesis_derandomized_without_time_limits() -> None:
    current = settings()
    assert current.derandomize is True
    assert current.database is None
    assert current.deadline is None
    assert HealthCheck.too_slow in current.suppress_health_check


def test_the_fuzz_profile_is_random() -> None:
    fuzz = settings.get_profile("fuzz")
    assert fuzz.derandomize is False
    assert fuzz.deadline is None
