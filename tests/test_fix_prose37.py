"""fix-prose37: prose_says_partial weighs the block's own file (``path=``): a sentence about
ANOTHER file says nothing of the block; a noun naming what the whole file of the block's kind
is (a .yml workflow, an .html page, a .sql schema) is no part of it; a time ("before your first
run") is no place in a file. Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import refused

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
        # code with a dot, or "e.g.", is no file the sentence is about
        ("The rest stays the same, including the `os.path` calls.", "app.py"),
        ("Everything else in the file stays the same, e.g. the imports.", "app.py"),
        ("The rest is unchanged except np.array usage.", "app.py"),
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


# The WRONG wordings of hunt56: the rest of the block's own file kept, or code of it swapped.
@pytest.mark.parametrize(
    "line",
    [
        "All other code in `app.py` stays the same.",
        "The remaining methods of app.py are identical.",
        "Other functions in the file do not change.",
        "Leave the rest of `app.py` alone.",
        "Keep the remainder of the file.",
        "The rest of `app.py` doesn't change.",
        "(rest of file unchanged)",
        "Only `f()` changed; the rest is identical.",
        "That is the only edit needed in `app.py`.",
        "Replace `f()` in `app.py` with:",
        "In app.py, replace the `f` function with this:",
        "Change `f` to:",
    ],
)
def test_the_rest_of_the_block_s_file_kept_says_part(line: str) -> None:
    assert prose_says_partial(line, path="app.py")
    assert not prose_says_partial(line.replace("app.py", "other.py"), path="app.py") or (
        "app.py" not in line
    )


@pytest.mark.parametrize(
    "line",
    [
        "Replace `app.py` with:",
        "Change `DEBUG` to:",
        "Replace `f()` with `g()` in your calls.",
        "The other files in the project are unchanged.",
        "Keep the rest of the project as it is.",
    ],
)
def test_whole_file_wordings_stay_whole(line: str) -> None:
    assert not prose_says_partial(line, path="app.py")


FUNCTION = "def f():\n    return 2\n"


@pytest.mark.parametrize(
    "after",
    [
        "That's the fix.\nIt handles the empty case.\nThe rest of the file stays the same.",
        "```python\n# ... rest of app.py unchanged ...\n```",
        "```\n// rest of the file unchanged\n```",
        "I changed `f` to return 2 "
        + "because the caller expects a number here, " * 10
        + "and the rest of the file stays the same.",
    ],
)
def test_a_note_after_the_block_read_past_its_first_line_refuses_the_part(after: str) -> None:
    result = refused(f"`app.py`:\n\n```python\n{FUNCTION}```\n\n{after}\n")
    assert "partial-file" in {d.code for d in result.diagnostics}


@pytest.mark.parametrize(
    "after",
    [
        # a second paragraph, or a block of code after the note's block: not read
        "That's the fix.\n\nThe rest of the setup is documented in the README.",
        "```python\n# usage\nprint(f())\n```",
        "```bash\n# run it\n```",
    ],
)
def test_other_text_after_a_whole_file_keeps_it(after: str) -> None:
    result = parse_response(f"`app.py`:\n\n```python\n{WHOLE}```\n\n{after}\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert {f.file_path: f.content for f in result.code.files} == {"app.py": WHOLE}


def test_a_long_paragraph_line_is_read_in_bounded_pieces() -> None:
    line = "Replace the " + "a " * 3000 + "with:"
    assert not prose_says_partial(line)
    assert prose_says_partial("word " * 500 + "and the rest of the file stays the same.")
