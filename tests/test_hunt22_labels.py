"""Hunt 22: a Markdown file block whose label the reader does not take for a path, beside a
file it does read (issue 20, class 7).

Expected by hand: the model wrote two files, each under a line naming it; the result holds
both, or is not usable. The first block is skipped as a block without a path
(`fence-without-path`, a warning), and the answer is recovered with the second file alone: the
file the model introduced is lost, and the warning only says "if it is a file, name its path".
docs/lenient.md already refuses, rather than skips, a label it cannot read for a space or a
backslash (`unread-path`: "never skipped as a block without a path").
"""

from __future__ import annotations

import pytest
from meant import meant_or_refused, refused

from artifact_codec import parse_response

_PAGE = "export default function Page() {\n  return <div>Hi</div>;\n}\n"
_OTHER = "export const x = 1;\n"


@pytest.mark.parametrize(
    ("label", "path"),
    [
        # Next.js intercepting and parallel routes (the docs list (group) and [param] folders)
        pytest.param("`app/(.)feed/page.tsx`:", "app/(.)feed/page.tsx", id="intercepting-route"),
        pytest.param(
            "### `app/@modal/(.)photo/[id]/page.tsx`",
            "app/@modal/(.)photo/[id]/page.tsx",
            id="parallel-route",
        ),
        # a sentence that introduces the block as a file (docs/lenient.md reads it so after
        # an end marker: 'Create util.py with:')
        pytest.param("Create `src/app.tsx`:", "src/app.tsx", id="create-sentence"),
        pytest.param("Create `src/app.tsx` with:", "src/app.tsx", id="create-with"),
    ],
)
def test_a_labelled_block_is_not_skipped_beside_a_read_file(label: str, path: str) -> None:
    answer = f"{label}\n```tsx\n{_PAGE}```\n\n`other.ts`:\n```ts\n{_OTHER}```\n"
    meant_or_refused(parse_response(answer), [(path, _PAGE), ("other.ts", _OTHER)])


def test_a_route_group_label_is_read() -> None:
    # (the control: a Next.js route group is a path)
    answer = f"`app/(auth)/page.tsx`:\n```tsx\n{_PAGE}```\n\n`other.ts`:\n```ts\n{_OTHER}```\n"
    result = parse_response(answer)
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["app/(auth)/page.tsx", "other.ts"]


# A Markdown label with a note in square brackets or braces: the block is skipped as one
# without a path, and the answer recovered with b.py alone. Expected by hand: `[modified]`
# names the whole app.py (app.py and b.py, or not usable); `[partial]`, `[excerpt]`, `[2/2]`
# say the block is a part of app.py, which the same note in parentheses refuses
# (partial-file): not usable, never b.py alone with app.py's change dropped.
_B = "\n`b.py`:\n```python\ny = 2\n```\n"
_F = "def f():\n    return 1\n"


@pytest.mark.parametrize(
    "label",
    [
        pytest.param("`app.py` [partial]:", id="partial"),
        pytest.param("### app.py [excerpt]", id="excerpt"),
        pytest.param("**app.py** [2/2]", id="part-two-of-two"),
        pytest.param("`app.py` {partial}", id="braces"),
    ],
)
def test_a_bracketed_note_of_a_part_refuses_the_answer(label: str) -> None:
    refused(f"{label}\n```python\n{_F}```\n{_B}")


def test_a_bracketed_note_of_a_change_keeps_the_file() -> None:
    result = parse_response(f"### app.py [modified]\n```python\n{_F}```\n{_B}")
    meant_or_refused(result, [("app.py", _F), ("b.py", "y = 2\n")])


def test_the_same_note_in_parentheses_refuses_the_answer() -> None:
    # (the control)
    assert not parse_response(f"`app.py` (partial):\n```python\n{_F}```\n{_B}").usable


# Common label lines of chat answers that the reader does not take for a label: the block is
# skipped (fence-without-path) and b.py recovered alone. Expected by hand: app.py and b.py, or
# not usable.
@pytest.mark.parametrize(
    "label",
    [
        pytest.param("#### \U0001f4c4 app.py", id="emoji-heading"),
        pytest.param("\U0001f4c4 `app.py`", id="emoji-code"),
        pytest.param("Here is `app.py`:", id="here-is"),
        pytest.param("Updated `app.py`:", id="updated"),
        pytest.param("New file `app.py`:", id="new-file"),
        pytest.param("File `app.py`:", id="file-word"),
        pytest.param("<b>app.py</b>", id="html-bold"),
        pytest.param("*app.py*", id="emphasis"),
    ],
)
def test_a_chat_label_line_is_not_skipped(label: str) -> None:
    result = parse_response(f"{label}\n```python\n{_F}```\n{_B}")
    meant_or_refused(result, [("app.py", _F), ("b.py", "y = 2\n")])


# Markdown emphasis with underscores around the path: the file is named with them.
@pytest.mark.parametrize(
    "label", [pytest.param("_app.py_", id="underscore"), pytest.param("__app.py__", id="strong")]
)
def test_emphasis_underscores_are_not_part_of_the_name(label: str) -> None:
    result = parse_response(f"{label}\n```python\n{_F}```\n{_B}")
    meant_or_refused(result, [("app.py", _F), ("b.py", "y = 2\n")])
