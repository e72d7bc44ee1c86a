"""Hunt 22: a path written as a URL (issue 20, class 7).

Expected by hand: ``PATH: https://github.com/o/r/blob/main/src/app.py`` names the file
src/app.py of a repository by its web address, ``PATH: file:///app.py`` the absolute /app.py.
Neither means a folder named ``https:`` (or ``file:``) holding ``github.com/...``: the rule
``a//b -> a/b`` is for spellings "that cannot mean anything else" (docs/security.md 1), and
``scheme://`` means something else. So the result holds src/app.py (with a warning), or it is
not usable; never ``https:/github.com/...``, and never clean. (The Markdown labels already
refuse such a path: the control.) The writer's portable-name rule refuses the colon by default,
but the parse result itself is clean, and ``portable=False`` writes the folder.
"""

from __future__ import annotations

import pytest
from meant import meant_or_refused, refused

from artifact_codec import Status, parse_response

_DOC = (
    '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: %s\n---\nx = 1\n\n'
    "===FILE_CONTENT_BLOCK===END\n"
)
_CLINE = "<write_to_file>\n<path>%s</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"


@pytest.mark.parametrize(
    ("url", "meant_path"),
    [
        pytest.param("https://github.com/o/r/blob/main/src/app.py", "src/app.py", id="github"),
        pytest.param("file:///app.py", "app.py", id="file-url"),
        pytest.param("s3://bucket/app.py", "app.py", id="s3"),
    ],
)
@pytest.mark.parametrize(
    "shape", [pytest.param(_DOC, id="hybrid"), pytest.param(_CLINE, id="cline")]
)
def test_a_url_path_is_not_a_folder_named_for_its_scheme(
    url: str, meant_path: str, shape: str
) -> None:
    result = parse_response(shape % url)
    meant_or_refused(result, [(meant_path, "x = 1\n")])
    assert result.status is not Status.CLEAN


def test_a_url_label_in_markdown_is_refused() -> None:
    # (the control)
    result = parse_response(
        "### https://github.com/o/r/blob/main/src/app.py\n```python\nx = 1\n```\n"
    )
    assert not result.usable


# A note in square brackets (or braces) after the path, where the same note in parentheses is
# read as a note (path-unwrapped, label-note, partial-file). Expected by hand: `[partial]`,
# `[excerpt]`, `{partial}` and `[2/2]` say the block is a part of app.py: not usable;
# `[modified]` says it is the whole app.py changed: app.py, or not usable. Never a file named
# "app.py [partial]", nor a folder "app.py [2" holding "2]". (dumps writes such a name
# unquoted; it quotes one with a note in parentheses, so quoting these too keeps the
# round trip.)
@pytest.mark.parametrize(
    "value",
    [
        pytest.param("app.py [partial]", id="partial"),
        pytest.param("app.py [excerpt]", id="excerpt"),
        pytest.param("app.py {partial}", id="braces"),
        pytest.param("app.py [2/2]", id="part-two-of-two"),
    ],
)
def test_a_bracketed_note_of_a_part_is_not_the_file_s_name(value: str) -> None:
    refused(_DOC % value)


def test_a_bracketed_note_of_a_change_is_not_the_file_s_name() -> None:
    result = parse_response(_DOC % "app.py [modified]")
    meant_or_refused(result, [("app.py", "x = 1\n")])


def test_the_same_note_in_parentheses_is_read() -> None:
    # (the control)
    assert not parse_response(_DOC % "app.py (partial)").usable
