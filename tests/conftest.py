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
