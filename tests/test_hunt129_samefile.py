"""hunt129: one file sent as two blocks, the second unlabelled under a lead-in that puts it in
the file of the first in words fix-overload134's ``_SAME_FILE`` does not read.

``And in the same file:``, ``Also update split() there:`` over the second block refuse the
first block (``partial-file``). The lead-ins ``Also in that file:``, ``In the same module:``,
``Further down in the file:``, ``Later in the file:``, ``And below it:``, ``Add this right
below it:``, ``Then replace split() there too:`` (``there`` not closing it), ``Below quote(),
add:`` and the same lead-in in German, Spanish, French, Portuguese, Japanese and Chinese are
not read: the first block is written as all of shlex.py and the second dropped.

Expected by hand from what the model meant: two pieces of the real stdlib shlex.py (quote()
and split()); the first block is a part of the file, never all of it: shlex.py must not be
written from it."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_QUOTE = (
    "def quote(s):\n    if not s:\n        return \"''\"\n"
    '    return "\'" + s.replace("\'", "\'\\"\'\\"\'") + "\'"\n'
)
_SPLIT = "def split(s, comments=False, posix=True):\n    return list(s.split())\n"
_FIRST = f"`shlex.py`:\n\n```python\n{_QUOTE}```\n"


def _two(lead: str) -> str:
    return f"{_FIRST}\n{lead}\n\n```python\n{_SPLIT}```\n"


def _not_written_whole(answer: str) -> None:
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Also in that file:", id="also-in-that-file"),
        pytest.param("In the same module:", id="in-the-same-module"),
        pytest.param("Further down in the file:", id="further-down-in-the-file"),
        pytest.param("Later in the file:", id="later-in-the-file"),
        pytest.param("And below it:", id="and-below-it"),
        pytest.param("Add this right below it:", id="add-this-right-below-it"),
        pytest.param("Then replace `split()` there too:", id="there-too"),
        pytest.param("Below `quote()`, add:", id="below-quote-add"),
    ],
)
def test_a_lead_in_of_the_same_file_makes_the_first_block_a_part(lead: str) -> None:
    _not_written_whole(_two(lead))


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Und in derselben Datei:", id="de"),
        pytest.param("Y en el mismo archivo:", id="es"),
        pytest.param("Et dans le même fichier :", id="fr"),
        pytest.param("E no mesmo arquivo:", id="pt"),
        pytest.param("同じファイルに以下も追加:", id="ja"),
        pytest.param("在同一个文件中:", id="zh"),
    ],
)
def test_a_foreign_lead_in_of_the_same_file_makes_the_first_block_a_part(lead: str) -> None:
    _not_written_whole(_two(lead))


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param(
            "And in the same file, `split()` changes too.\nHere it is:", id="same-file-then-here"
        ),
        pytest.param(
            "`split()` in the same file needs the same fix.\n\nUpdated version:",
            id="same-file-paragraph-above",
        ),
        pytest.param("And in the same file:\n\n(further down)", id="aside-under-the-lead"),
    ],
)
def test_a_same_file_lead_not_on_the_last_line_makes_the_first_block_a_part(lead: str) -> None:
    _not_written_whole(_two(lead))
