"""An answer that quotes an EXAMPLE edit block in prose before its real edits.

A model explaining the format ("Blocks look like this:") may quote a SEARCH/REPLACE block
naming a file that exists; read as an edit, it changes that file, which the model never
asked for. The block has two readings (an example of the format, an edit): it is not read,
nor any edit of the file it names, and an ``edit-example`` error names both readings (an answer
with a block that could not be read is refused whole).
Expected values are written by hand from the answers' meaning.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits, parse_response

_FILES = {"m.py": "x = 1\ny = 2\n", "n.py": "z = 3\n"}

_EXAMPLE = "m.py\n```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 10\n>>>>>>> REPLACE\n```\n\n"
_REAL = (
    "Now the change:\n\nm.py\n```python\n<<<<<<< SEARCH\ny = 2\n=======\ny = 20\n"
    ">>>>>>> REPLACE\n```\n"
)
_REAL_N = (
    "Now the change:\n\nn.py\n```python\n<<<<<<< SEARCH\nz = 3\n=======\nz = 30\n"
    ">>>>>>> REPLACE\n```\n"
)


@pytest.mark.parametrize(
    "intro",
    [
        "Blocks look like this:",
        "An edit block looks like this:",
        "For example:",
        "Example:",
        "**Example:**",
        "Here is the format, for example:",
    ],
)
def test_an_example_block_quoted_before_the_real_edits_is_no_edit(intro: str) -> None:
    """Input: prose introducing an example, the example block (``x = 1`` -> ``x = 10`` in
    ``m.py``, which exists), then the real edit of ``m.py`` (``y = 2`` -> ``y = 20``).

    Expected: ``m.py`` does not get ``x = 10`` in a usable result; an ``edit-example`` error
    quotes the prose line and names ``m.py`` (both readings)."""
    answer = f"{intro}\n\n{_EXAMPLE}{_REAL}"
    result = apply_edits(answer, _FILES)
    assert not result.ok or "x = 10" not in result.files["m.py"]
    errors = [d for d in parse_response(answer).diagnostics if d.code == "edit-example"]
    assert len(errors) == 1
    assert intro in errors[0].message
    assert "m.py" in errors[0].message


def test_an_example_naming_another_file_refuses_the_answer() -> None:
    """The example names ``m.py``; the real edit is of ``n.py``. An answer with a block that
    could not be read is not applied in part: refused, ``m.py`` never gets the example's
    ``x = 10``, and the refusal says why."""
    answer = f"Blocks look like this:\n\n{_EXAMPLE}{_REAL_N}"
    result = apply_edits(answer, _FILES)
    assert not result.ok
    assert "x = 10" not in result.files.get("m.py", "")
    assert any("example" in outcome.message for outcome in result.outcomes)


@pytest.mark.parametrize(
    "intro",
    [
        "Here is the change:",
        "Change m.py like this:",
        "Here are the edits in SEARCH/REPLACE format:",
        "This fixes the example in the docstring:",
        "And the same file, e.g. the constant:",
        "Edit the `example` function:",
        "Set y instead (e.g. 20):",
        "Update the usage example in the docstring:",
        "I suppose the fix is simple. Here it is:",
        "The change to m.py looks like this:",
        "<b>Here is the fix:</b>",
        "[Fix]",
        "e.g.:",
    ],
)
def test_a_block_after_prose_that_introduces_an_edit_is_read(intro: str) -> None:
    """Controls: prose that introduces the edit itself (not an example of the format): the
    block is the edit and is applied."""
    answer = f"{intro}\n\n{_EXAMPLE}"
    result = apply_edits(answer, _FILES)
    assert result.ok
    assert result.files["m.py"] == "x = 10\ny = 2\n"
    assert not [d for d in parse_response(answer).diagnostics if d.code == "edit-example"]


# --- controls for the readers' two-names refusals (hunt8-apply has the refused cases) -------

_TWO = {"a.py": "x = 1\n", "b.py": "x = 1\n"}
_BODY = "<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n```\n"


@pytest.mark.parametrize(
    "head",
    [
        "a.py\n```python\na.py\n",
        "a.py\n```python\n# a.py\n",
        "```a.py\na.py\n",
        "a.py\n```python\n",
        'a.py\n```python title="a.py"\n',
        "```python {file=a.py}\n",
        "a.py\n\na.py\n```python\n",
    ],
    ids=[
        "label-twice",
        "label-and-comment",
        "fence-line-and-label",
        "one-label",
        "quoted-title",
        "braced-attribute",
        "two-label-lines",
    ],
)
def test_a_block_under_labels_naming_one_file_edits_it(head: str) -> None:
    """A block whose labels (before the fence, on it, inside it) all name ``a.py`` is an edit
    of ``a.py``: no ``conflicting-path``, ``a.py`` changed, ``b.py`` not."""
    answer = head + _BODY
    result = apply_edits(answer, _TWO)
    assert result.ok
    assert result.files == {"a.py": "x = 2\n", "b.py": "x = 1\n"}
    assert "conflicting-path" not in {d.code for d in parse_response(answer).diagnostics}


@pytest.mark.parametrize("index", ["a.py", "a/a.py"], ids=["same", "prefixed-header"])
def test_an_index_line_naming_the_diffs_file_is_read(index: str) -> None:
    """``Index: a.py`` above ``--- a.py``/``+++ a.py`` (or ``a/a.py``/``b/a.py``): one file,
    the diff applies to it."""
    old, new = ("a/a.py", "b/a.py") if "/" in index else ("a.py", "a.py")
    answer = (
        f"```diff\nIndex: a.py\n{'=' * 67}\n--- {old}\n+++ {new}\n"
        "@@ -1 +1 @@\n-x = 1\n+x = 2\n```\n"
    )
    result = apply_edits(answer, _TWO)
    assert result.ok
    assert result.files == {"a.py": "x = 2\n", "b.py": "x = 1\n"}


@pytest.mark.parametrize(
    "head",
    ["**Index: a.py**\n", "Index:\ta.py\n", "~~~ diff\nIndex:  a.py\n"],
    ids=["bold", "tab", "tilde-fence-two-spaces"],
)
def test_an_index_line_naming_the_diffs_file_is_read_in_every_layout(head: str) -> None:
    """``Index: a.py`` in bold, with a tab or two spaces after the colon, inside a ``~~~ diff``
    fence, above ``--- a.py``: one file (the layouts that read another name as a second
    reading read this one as the same), the diff applies to it."""
    answer = f"{head}{'=' * 67}\n--- a.py\n+++ a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n"
    if head.startswith("~~~"):
        answer += "~~~\n"
    result = apply_edits(answer, _TWO)
    assert result.ok, result.outcomes
    assert result.files == {"a.py": "x = 2\n", "b.py": "x = 1\n"}
