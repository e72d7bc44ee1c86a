"""hunt140: a lead saying the block is a test to ADD to an existing test file or the one test
changed in it ("Add this test to the file:", "Append to the test file:", "Insert after
test_join:", "Only the test I changed:", "Just test_split_quotes:"), before a block labelled
tests/test_shlex.py holding that one test (with its import). fix-lead162 reads "Only the new
test:" and "Append this:" but not these. The base b8cdcaa1 wrote them whole too: not
regressions.

Expected by hand from what the model meant: tests/test_shlex.py exists with other tests
(test_join at least); the block is one test to add or the one changed: written as the whole
file it deletes the others (not usable)."""

from __future__ import annotations

import pytest
from meant import refused

_TEST = (
    "import shlex\n\n\ndef test_split_quotes():\n"
    "    assert shlex.split('a \"b c\"') == ['a', 'b c']\n"
)


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Add this test to the file:", id="add-to-the-file"),
        pytest.param("Append to the test file:", id="append-to-the-test-file"),
        pytest.param("Insert after test_join:", id="insert-after-another-test"),
        pytest.param("Only the test I changed:", id="only-the-test-i-changed"),
        pytest.param("Just test_split_quotes:", id="just-the-test-name"),
        pytest.param("Add this test to tests/test_shlex.py:", id="add-to-the-path"),
        pytest.param("Append this test:", id="guard-append-this-test"),
        pytest.param("Add the following case to the existing tests:", id="add-to-existing"),
        # guards: read today
        pytest.param("Only the new test:", id="guard-only-the-new-test"),
        pytest.param("Append this:", id="guard-append-this"),
    ],
)
def test_a_lead_adding_one_test_to_the_file_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`tests/test_shlex.py`:\n\n```python\n{_TEST}```\n")
