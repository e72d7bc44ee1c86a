"""hunt129: a fence whose info string names the file and then a part in words fix-overload134's
``_BARE_PART_NOTE`` does not read.

```` ```python shlex.py excerpt ````, ```` ```python shlex.py fragment ````, ```` ```python
shlex.py quote() only ```` are refused (``partial-file``). A line range (``lines 10-40``,
``L10-L40``, ``:120-140`` after the path, as editors and GitHub cite one), another part noun
(``extract``, ``section``), two functions named with brackets and no comma (``quote()
split()``), the definition's head (``def quote``) and the part noun with a colon (``excerpt:``)
are not: the block is written as all of shlex.py.

Expected by hand from what the model meant: the block holds only quote() of the real stdlib
shlex.py, and the info string says so: a part, never the whole file."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_QUOTE = (
    "def quote(s):\n    if not s:\n        return \"''\"\n"
    '    return "\'" + s.replace("\'", "\'\\"\'\\"\'") + "\'"\n'
)


@pytest.mark.parametrize(
    "info",
    [
        pytest.param("python shlex.py lines 10-40", id="lines-range"),
        pytest.param("python shlex.py L10-L40", id="l-range"),
        pytest.param("python shlex.py:120-140", id="colon-range"),
        pytest.param("python shlex.py extract", id="extract"),
        pytest.param("python shlex.py section", id="section"),
        pytest.param("python shlex.py quote() split()", id="two-calls-no-comma"),
        pytest.param("python shlex.py def quote", id="def-head"),
        pytest.param("python shlex.py excerpt:", id="excerpt-colon"),
    ],
)
def test_an_info_string_naming_a_part_is_no_whole_file(info: str) -> None:
    result = parse_response(f"```{info}\n{_QUOTE}```\n")
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)
