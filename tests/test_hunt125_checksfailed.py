"""hunt125-checksfailed: the round-23 reading of checks that failed (``_CHECKS_FAILED``: a
``test``, ``build``, ``job``, ``pipeline``, ``check`` word as the subject of ``failed`` says the
checks failed, not the write) keeps a.py when what the job or pipeline failed to do is the
write itself (``The job failed to save a.py.``, ``The write job failed for a.py.``), or when
the failure of the checks goes on to the write (``and so did writing a.py``, ``and blocked
writing a.py``, ``so a.py never reached the disk``). A JSON transcript writes a.py (``x = 1``,
the tool answers success); the assistant then says one of these.

Expected by hand: the write of a.py did not happen (or was blocked): a.py ``x = 1`` is not known
to be on disk; refusing is fine, keeping it (usable) is usable-WRONG. Before 534303d1 each was
refused. A guard keeps the round-23 shape (``The build failed before this change.``) usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("The pipeline failed to write a.py.", id="pipeline-failed-to-write"),
        pytest.param("The job failed to save a.py.", id="job-failed-to-save"),
        pytest.param("The build failed to save a.py to disk.", id="build-failed-to-save"),
        pytest.param("The write job failed for a.py.", id="write-job-failed"),
        pytest.param("The tests failed, and so did writing a.py.", id="and-so-did-writing"),
        pytest.param(
            "The sync job failed, so a.py never reached the disk.", id="never-reached-disk"
        ),
        pytest.param(
            "The pre-commit check failed and blocked writing a.py.", id="check-blocked-writing"
        ),
    ],
)
def test_a_failure_of_the_write_said_by_its_job_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


def test_checks_failing_before_the_change_keep_the_file() -> None:
    assert kept_after_write("The build failed before this change.")
