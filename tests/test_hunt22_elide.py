"""Hunt 22: a comment that stands for code left out (issue 20, class 10; not the three shapes
other helpers change: Python string statements, Markdown setext sections, closing flag words).

Expected by hand: app.py defines f and h; between them a comment says the model's other
functions (g and k, defined nowhere in the file) are as they were, or stands for more of them.
The model meant "keep g and k from the old file": the file as written loses them, so it is no
whole file; never usable (docs/lenient.md step 8: a file that elides existing code is an edit).
"""

from __future__ import annotations

import pytest
from timing import assert_linear

from artifact_codec import parse_response


def _answer(comment: str) -> str:
    content = f"import os\n\n\ndef f():\n    return 1\n\n\n{comment}\n\n\ndef h():\n    return 3\n"
    return (
        '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: app.py\n---\n'
        f"{content}\n===FILE_CONTENT_BLOCK===END\n"
    )


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# g and k stay the same", id="stay-the-same"),
        pytest.param("# unchanged: g, k", id="unchanged-colon"),
        pytest.param("# (g and k as in the original)", id="as-in-the-original"),
        pytest.param("# more functions...", id="more-dots"),
        pytest.param("# see previous version", id="previous-version"),
    ],
)
def test_a_comment_standing_for_left_out_functions_is_not_a_whole_file(comment: str) -> None:
    result = parse_response(_answer(comment))
    assert not result.usable, (result.status, result.diagnostics)


def test_the_documented_spelling_is_refused() -> None:
    # (the control)
    assert not parse_response(_answer("# ... rest unchanged ...")).usable


def _java(comment: str) -> str:
    content = f"class App {{\n  void a() {{}}\n  {comment}\n}}\n"
    return (
        '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: App.java\n---\n'
        f"{content}\n===FILE_CONTENT_BLOCK===END\n"
    )


# A comment between dots (the family's own shape, `// ... existing code ...`) or saying a part
# was omitted, whose words are not in the list: the class's getters, setters and constructors
# were left out; App.java as written is not the file the model meant. Never usable.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("// ... getters and setters ...", id="dots-around-words"),
        pytest.param("// ... getters/setters ...", id="dots-around-slash"),
        pytest.param("// getters and setters omitted", id="omitted"),
        pytest.param("// constructors omitted", id="constructors-omitted"),
    ],
)
def test_a_comment_of_omitted_members_is_not_a_whole_file(comment: str) -> None:
    result = parse_response(_java(comment))
    assert not result.usable, (result.status, result.diagnostics)


def test_listed_words_between_dots_are_refused() -> None:
    # (the control)
    assert not parse_response(_java("// ... other methods ...")).usable
    assert not parse_response(_java("// imports omitted")).usable


def _decoys(n: int) -> str:
    # n comments of two names and a state, each alone at the margin, whose names the file
    # defines at its end (so none is an elision and the scan reads every one of them)
    comments = "".join(f"# g{i} and k{i} stay the same\n\n\n" for i in range(n))
    defined = "".join(f"g{i} = k{i} = {i}\n" for i in range(n))
    content = f"import os\n\n\n{comments}{defined}"
    return (
        '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: app.py\n---\n'
        f"{content}\n===FILE_CONTENT_BLOCK===END\n"
    )


def test_comments_of_names_the_file_defines_are_no_elision_and_read_in_linear_time() -> None:
    # the names are the file's own: the comments speak of code that is there (clean); reading
    # each comment's names costs no search of the whole file per comment (lead, fix-scan26)
    assert parse_response(_decoys(20)).status.value == "clean"
    assert_linear(_decoys, parse_response, 200)
