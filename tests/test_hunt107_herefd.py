"""hunt107-herefd: a heredoc given to a file descriptor other than standard input (``cat >
a.py 3<<'EOF'``, ``tee a.py 4<<'EOF'``, ``2<<``): cat and tee read their standard input, not
descriptor 3, so the heredoc's text never reaches a.py.

Expected by hand (checked with bash 5, standard input ``/dev/null`` as a tool runs a script):
a.py is empty (0 bytes), not ``x = 1``; interactively the command waits for the terminal.
Never usable with a.py ``x = 1``: refused, as ``cat <&3 > a.py 3<<'EOF'`` (read back) and
``cat > a.py <<'EOF' </dev/null`` are. ``0<<'EOF'`` is standard input: a.py ``x = 1``.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _script(body: str) -> str:
    return "Create the file:\n\n```bash\n" + body + "```\n"


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("cat > a.py 3<<'EOF'\nx = 1\nEOF\n", id="cat-fd3"),
        pytest.param("tee a.py 4<<'EOF'\nx = 1\nEOF\n", id="tee-fd4"),
        pytest.param("cat > a.py 2<<'EOF'\nx = 1\nEOF\n", id="cat-fd2"),
    ],
)
def test_a_heredoc_on_another_descriptor_does_not_reach_the_file(body: str) -> None:
    parsed = parse_response(_script(body))
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]), parsed.status


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("cat <&3 > a.py 3<<'EOF'\nx = 1\nEOF\n", id="read-back-fd3"),
        pytest.param("cat > a.py <<'EOF' </dev/null\nx = 1\nEOF\n", id="stdin-replaced"),
    ],
)
def test_the_listed_forms_are_refused(body: str) -> None:
    assert not parse_response(_script(body)).usable


def test_descriptor_zero_is_standard_input() -> None:
    parsed = parse_response(_script("cat > a.py 0<<'EOF'\nx = 1\nEOF\n"))
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]
