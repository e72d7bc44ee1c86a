"""hunt104: false refusals of whole files by fix-prose84's clause rule: one sentence after two
whole files says which function of app.py changed and, in its next clause, that the file is
shown complete ("In `app.py` only `main()` changed, but here is the whole file."). The clause
splitter cuts the sentence at ``;``, ``, and``, ``, but`` or a sentence end, and reads the first
clause alone as saying app.py is a part; the clause saying it is whole is not read with it.

Expected by hand: config.py and app.py are both whole new files (app.py: its import, main() and
its ``if __name__`` guard); the prose says app.py is complete: both written exactly as sent.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CFG = (
    'import os\n\nDEBUG = os.environ.get("DEBUG") == "1"\n'
    'PORT = int(os.environ.get("PORT", "8000"))\n'
)
_APP = (
    "from config import DEBUG, PORT\n\n\ndef main():\n    print(DEBUG, PORT)\n\n\n"
    'if __name__ == "__main__":\n    main()\n'
)
_BOTH = f"`config.py`:\n\n```python\n{_CFG}```\n\n`app.py`:\n\n```python\n{_APP}```\n"


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            "In `app.py` I only changed the imports and `main()`; it is the full file.",
            id="semicolon-it-is-the-full-file",
        ),
        pytest.param(
            "In `app.py` only `main()` changed, but here is the whole file.",
            id="but-here-is-the-whole-file",
        ),
        pytest.param(
            "In `app.py` only `main()` changed, and the block above is the complete file.",
            id="and-the-block-is-complete",
        ),
        pytest.param(
            "In `app.py`, just `main()` changed. The block above is the complete file, though.",
            id="next-sentence-complete",
        ),
        pytest.param(
            "Only `main()` changed in `app.py`; I'm including the full file so you can paste it.",
            id="including-the-full-file",
        ),
        pytest.param(
            "In `app.py` only `main()` changed; both files are complete.",
            id="both-files-are-complete",
        ),
        pytest.param("In `app.py`, only `main()` runs at startup.", id="only-main-runs"),
        pytest.param(
            "You could also only replace `main()` in `app.py`, but the full file is safer.",
            id="could-only-replace-but-full-file",
        ),
        pytest.param(
            "In your version of `app.py` the rest of the file was missing, so I wrote all of it.",
            id="your-version-was-missing-the-rest",
        ),
    ],
)
def test_two_whole_files_said_complete_are_written(after: str) -> None:
    result = parse_response(f"Here are the two files.\n\n{_BOTH}\n{after}\n")
    files = {f.file_path: f.content for f in result.code.files}
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files == {"config.py": _CFG, "app.py": _APP}


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Only `app.py` changed; `config.py` is new.", id="only-file-changed"),
        pytest.param(
            "Replace your `app.py` with the version above; `config.py` is new.",
            id="replace-your-file",
        ),
        pytest.param("For `app.py`, just copy the whole block above.", id="copy-whole-block"),
        pytest.param(
            "In `app.py` only the imports changed; the file is shown in full.",
            id="imports-changed-shown-in-full",
        ),
        pytest.param("The rest of `app.py` is explained below.", id="rest-explained-below"),
    ],
)
def test_guard_two_whole_files_with_clauses_on_one(after: str) -> None:
    result = parse_response(f"Here are the two files.\n\n{_BOTH}\n{after}\n")
    files = {f.file_path: f.content for f in result.code.files}
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files == {"config.py": _CFG, "app.py": _APP}
