"""Settings shared by the whole suite.

Hypothesis runs **derandomized** by default (profile ``ci``): every run of ``pytest`` -- the
README's, CI's, a user's first one on a fresh clone -- tries the same examples, so a test never
fails on a dice roll. A property that fails fails every time, and the failure can be rerun.
The randomized search for new failures is a separate, longer run:
``python benchmarks/fuzz_properties.py`` (profile ``fuzz``, a fresh seed each round).
``HYPOTHESIS_PROFILE=fuzz pytest ...`` or ``pytest --hypothesis-profile=fuzz`` choose it by hand.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

# Time-based checks are what a busy machine breaks (the suite shares its cores with other
# work): no per-example deadline, and no "too slow" health check. Derandomized runs need no
# example database: the same examples are generated every time.
settings.register_profile(
    "ci",
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
# The fuzz run: random examples, more of them where a test does not set its own number, and
# the default example database (.hypothesis/) so that a failure found once is tried first on
# the next run.
settings.register_profile(
    "fuzz",
    derandomize=False,
    max_examples=1000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


# -- open findings ------------------------------------------------------------------------------
# A hunt's failing tests are kept failing on purpose until their class is fixed. The ones still
# open are listed, one test id per line with its class, in tests/data/open_findings.tsv: each is
# marked ``xfail(strict=True)``, so the suite stays green while it fails and turns red the day
# it passes (then delete its line). An id that names no collected test of a collected file is an
# error: a renamed test cannot silently drop out of the list.
_OPEN_FINDINGS = os.path.join(os.path.dirname(__file__), "data", "open_findings.tsv")


def _open_findings() -> dict[str, str]:
    findings: dict[str, str] = {}
    with open(_OPEN_FINDINGS, encoding="utf-8") as listing:
        for number, line in enumerate(listing, 1):
            if not line.strip() or line.startswith("#"):
                continue
            node_id, separator, reason = line.rstrip("\n").partition("\t")
            if not separator or not reason:
                raise ValueError(f"{_OPEN_FINDINGS}:{number}: write 'test id<TAB>open: class'")
            findings[node_id] = reason
    return findings


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    findings = _open_findings()
    collected_files = {item.nodeid.split("::", 1)[0] for item in items}
    for item in items:
        reason = findings.pop(item.nodeid, None)
        if reason is not None:
            item.add_marker(pytest.mark.xfail(strict=True, reason=reason))
    stale = [node_id for node_id in findings if node_id.split("::", 1)[0] in collected_files]
    narrowed = any("::" in argument for argument in config.args) or config.getoption("deselect")
    if (
        stale
        and not narrowed
        and not config.getoption("keyword")
        and not config.getoption("markexpr")
    ):
        raise pytest.UsageError(
            "tests/data/open_findings.tsv names tests that do not exist: " + ", ".join(stale[:5])
        )
