"""hunt104: the sentence before a NATIVE document (our own format: header, PATH blocks, end
marker) that says one of its files is a part. docs/lenient.md makes the partial-file rule one
rule for every reader, the prose before a native document included; fix-prose84's clause tied
to a file by the file it names ("Only `quote()` changes in `shlex.py`; `app.py` is new.") is
read above Markdown blocks but not above a native document, and above a native document of two
files even "Only `quote()` changes in `shlex.py`." is not read.

Expected by hand: shlex.py is ONE function of the real stdlib module (quote); app.py, when
sent, a whole new file; the lead says only quote() changes in shlex.py: a part, shlex.py must
not be written.
"""

from __future__ import annotations

import pytest
from meant import ours_then
from native_answers import native_answer
from shlex_part import QUOTE_PART as _PART

from artifact_codec import parse_response

_APP = (
    "from shlex import quote\n\n\ndef main():\n    print(quote(''))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)


def _not_written(answer: str) -> None:
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Only `quote()` changes in `shlex.py`.", id="only-quote-in-shlex"),
        pytest.param(
            "Only `quote()` changes in `shlex.py`; `app.py` is new.", id="only-quote-app-new"
        ),
        pytest.param(
            "In `shlex.py` only `quote()` changed; `app.py` is new.", id="in-shlex-only-changed"
        ),
        pytest.param("`app.py` is new, and in `shlex.py` only `quote()` changed.", id="comma-and"),
        pytest.param(
            "This is only the `quote` function of `shlex.py`, not the whole file; `app.py` is new.",
            id="not-the-whole-file-app-new",
        ),
    ],
)
def test_a_lead_above_two_native_files(lead: str) -> None:
    _not_written(f"{lead}\n\n" + ours_then("", {"shlex.py": _PART, "app.py": _APP}))


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param(
            "In `shlex.py` only `quote()` changed; `app.py` comes later.", id="in-shlex-semicolon"
        ),
        pytest.param("The rest of the `shlex` module stays as it is.", id="rest-of-the-module"),
    ],
)
def test_a_lead_above_one_native_file(lead: str) -> None:
    _not_written(f"{lead}\n\n" + native_answer("shlex.py", _PART))
