"""fix-prose37: prose_says_partial weighs the block's own file (``path=``): a sentence about
ANOTHER file says nothing of the block; a noun naming what the whole file of the block's kind
is (a .yml workflow, an .html page, a .sql schema) is no part of it; a time ("before your first
run") is no place in a file. Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.labels import prose_says_partial

WHOLE = "import os\n\n\ndef f():\n    return os.sep\n\n\ndef g():\n    return 2\n"


@pytest.mark.parametrize(
    "line",
    [
        "No other changes to `requirements.txt` are needed.",
        "Nothing else in `settings.py` changes.",
        "Everything else in config.py stays the same.",
        "The rest is the same as in the README.",
        "Put this in `other.py`, right after the imports:",
        "Replace the old parse function in utils.py with this:",
    ],
)
def test_a_sentence_naming_only_another_file_says_nothing_of_the_block(line: str) -> None:
    assert not prose_says_partial(line, path="app.py")
    # (its own file named, or no path known: the reading stands)
    assert prose_says_partial(line, path=None)


@pytest.mark.parametrize(
    ("line", "path"),
    [
        ("No other changes to `app.py` are needed.", "src/app.py"),
        ("Nothing else in `src/app.py` changes.", "src/app.py"),
        ("Everything else in the file stays the same.", "app.py"),
        ("The rest is the same as in the README.", "README.md"),
        ("The rest is unchanged.", "app.py"),
        ("Put this in app.py, right after the imports:", "app.py"),
        ("Replace the old parse function in `app.py` with this:", "app.py"),
        # the other file named beside the block's own: the block's reading stands
        ("Nothing else in `app.py` changes; see also `requirements.txt`.", "app.py"),
    ],
)
def test_a_sentence_naming_the_block_s_own_file_still_says_part(line: str, path: str) -> None:
    assert prose_says_partial(line, path=path)


@pytest.mark.parametrize(
    ("line", "path"),
    [
        ("Update the CI workflow as follows:", ".github/workflows/ci.yml"),
        ("Replace the old pipeline with this one:", "ci.yaml"),
        ("Update the homepage as follows:", "index.html"),
        ("Here is just the updated template:", "base.html"),
        ("The updated schema only:", "db/schema.sql"),
        ("Update the stylesheet like this:", "site.css"),
    ],
)
def test_a_noun_naming_what_the_whole_file_is_keeps_it(line: str, path: str) -> None:
    assert not prose_says_partial(line, path=path)
    # beside a file of another kind the noun names one part of it
    assert prose_says_partial(line, path="app.py")


def test_a_whole_workflow_under_its_noun_is_usable() -> None:
    body = "name: CI\non: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n"
    result = parse_response(f"Update the CI workflow as follows:\n\n**ci.yml**\n```\n{body}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("ci.yml", body)]


@pytest.mark.parametrize(
    ("line", "partial"),
    [
        ("Put this in `app.py` before your first run:", False),
        ("Add this to app.py after the next deploy:", False),
        ("Put these in app.py, right after the imports:", True),
        ("Add this to app.py after your existing code:", True),
        ("Add this to app.py after the `login` view:", True),
        ("Add this to app.py before main():", True),
        ("Add this to app.py below the login function:", True),
        ("Drop this into app.py, below the class:", True),
    ],
)
def test_a_place_is_a_part_of_the_file_never_a_time(line: str, partial: bool) -> None:
    assert prose_says_partial(line, path="app.py") is partial


@pytest.mark.parametrize(
    ("line", "partial"),
    [
        ("Only the new file is shown here.", False),
        ("Only the changed files are listed.", False),
        ("Only the new function is shown here.", True),
        ("Only the new file's handler is shown.", True),
        ("Add it to the `utils/` package, beside the other modules.", False),
        ("Add these lines to `app.py`.", True),
    ],
)
def test_whole_files_and_folders_are_no_part(line: str, partial: bool) -> None:
    assert prose_says_partial(line) is partial
    result = parse_response(f"**app.py**\n```python\n{WHOLE}```\n\n{line}\n")
    assert result.usable is not partial, [d.code for d in result.diagnostics]
