"""hunt44: fix-literals31's doubt of files a partial write (``write --allow-partial``) or the
retry merge keeps (ParseResult.files_doubted). Expected values by hand from what the model
meant: a later version of a file, refused for how its path is spelled, leaves the earlier
version stale; it is not the file the model meant and must not be written."""

from __future__ import annotations

import json
import unicodedata

import pytest

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write


def _partial(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    if reason_not_to_write(result, allow_partial=True) is not None:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


def _json(*files: tuple[str, str]) -> str:
    return json.dumps({"files": [{"path": path, "content": text} for path, text in files]})


@pytest.mark.parametrize(
    "second",
    [
        pytest.param("src/a.py.", id="trailing-dot"),
        pytest.param("src/a.py ", id="trailing-space"),
        pytest.param("src/sub/../a.py", id="dot-dot-back-in"),
        pytest.param("/src/a.py", id="leading-slash"),
    ],
)
def test_a_later_version_refused_for_its_spelling_leaves_the_first_unwritten(second: str) -> None:
    # the model's second version of src/a.py (x = 2) is refused for its spelling (Windows
    # drops a trailing dot or space: a.py. IS a.py; src/sub/../a.py IS src/a.py; /src/a.py the
    # project's src/a.py): the first version x = 1 is stale, as with src\a.py (fix-literals31)
    answer = _json(("src/a.py", "x = 1\n"), (second, "x = 2\n"))
    assert _partial(answer) != [("src/a.py", "x = 1\n")]


_MARKDOWN = (
    "Here are the files.\n\n**src/a.py**\n```python\nx = 1\n```\n\n"
    "Oops, a fix:\n\n**{second}**\n```python\nx = 2\n```\n"
)
_MARKDOWN_CUT = (
    "Here are the files.\n\n**{first}**\n```python\nx = 1\n```\n\n"
    "Oops, a fix:\n\n**{second}**\n```python\nx = 2\ny = 3\n"
)
_NFC = unicodedata.normalize("NFC", "src/caf\u00e9.py")
_NFD = unicodedata.normalize("NFD", "src/caf\u00e9.py")
_HYBRID_CUT = (
    '{{"task_id": "T", "total_files": 2}}\n\n'
    "===FILE_CONTENT_BLOCK===\nPATH: src/a.py\n---\nx = 1\n"
    "===FILE_CONTENT_BLOCK===\nPATH: {second}\n---\nx = 2\n"
)


@pytest.mark.parametrize(
    "answer",
    [
        # a Windows-minded model labels its second version src\a.py: the label is refused
        # (unread-path), not read as src/a.py, and no duplicate-path doubts the first one
        pytest.param(_MARKDOWN.format(second="src\\a.py"), id="markdown-backslash-label"),
        # cut in the second version, labelled src\a.py: no partial file, nothing doubted
        pytest.param(
            _MARKDOWN_CUT.format(first="src/a.py", second="src\\a.py"),
            id="markdown-cut-in-backslash-label",
        ),
        # the path on the fence line, spelled with backslashes
        pytest.param(
            "Here:\n\n```python src/a.py\nx = 1\n```\n\nFixed:\n\n```python src\\a.py\n"
            "x = 2\n```\n",
            id="fence-info-backslash",
        ),
        # a Windows absolute path ending in the project's src/a.py (the model's checkout)
        pytest.param(
            _MARKDOWN.format(second="C:\\proj\\src\\a.py"), id="markdown-windows-absolute"
        ),
        # the hybrid format, cut in the second version (no end marker): a.py. is a.py
        pytest.param(_HYBRID_CUT.format(second="src/a.py."), id="hybrid-cut-trailing-dot"),
    ],
)
def test_a_later_version_in_other_formats_leaves_the_first_unwritten(answer: str) -> None:
    assert _partial(answer) != [("src/a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "answer",
    [
        # the second version's label is the same name typed in NFD (a macOS file name copied
        # in): it is refused as unread-path, not read as the NFC file, and nothing doubts
        # the first version (the writer would take both spellings for one file)
        pytest.param(_MARKDOWN.replace("src/a.py", _NFC).format(second=_NFD), id="complete"),
        pytest.param(_MARKDOWN_CUT.format(first=_NFC, second=_NFD), id="cut"),
    ],
)
def test_a_later_version_labelled_in_nfd_leaves_the_nfc_one_unwritten(answer: str) -> None:
    assert _partial(answer) != [(_NFC, "x = 1\n")]
