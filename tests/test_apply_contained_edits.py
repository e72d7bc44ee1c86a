"""An edit block inside a container (a Markdown list item, a ``>`` block quote) that the edit
readers do not read is never dropped in silence: the answer is refused naming it
(``edit-in-container``). An indented SEARCH/REPLACE block, which the reader reads with its
lines stripped, is still applied."""

from __future__ import annotations

from artifact_codec import apply_edits, parse_response

_FILES = {"a.py": "x = 1\ny = 2\nz = 3\n", "b.py": "p = 1\nq = 2\nr = 3\n"}
_REAL = "a.py\n```python\n<<<<<<< SEARCH\ny = 2\n=======\ny = 20\n>>>>>>> REPLACE\n```\n\n"
_V4A = (
    "*** Begin Patch\n*** Update File: a.py\n@@\n x = 1\n-y = 2\n+y = 20\n z = 3\n*** End Patch\n\n"
)


def _codes(answer: str) -> set[str]:
    return {d.code for d in parse_response(answer).diagnostics}


def test_an_indented_patch_in_a_list_item_is_refused_not_dropped() -> None:
    inner = "*** Begin Patch\n*** Update File: b.py\n@@\n p = 1\n-q = 2\n+q = 20\n r = 3\n"
    listed = "- Then b.py:\n\n" + "".join("  " + row for row in inner.splitlines(True))
    answer = _REAL + listed + "  *** End Patch\n"
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-in-container" in _codes(answer)
    assert "b.py" in result.feedback()


def test_a_search_replace_block_in_a_quote_beside_a_patch_is_refused_not_dropped() -> None:
    quoted = (
        "> Then b.py:\n>\n> b.py\n"
        "> <<<<<<< SEARCH\n> q = 2\n> =======\n> q = 20\n> >>>>>>> REPLACE\n"
    )
    answer = _V4A + quoted
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "edit-in-container" in _codes(answer)


def test_a_diff_in_a_quote_names_its_file() -> None:
    quoted = (
        "> --- a/b.py\n> +++ b/b.py\n> @@ -1,3 +1,3 @@\n>  p = 1\n> -q = 2\n> +q = 20\n>  r = 3\n"
    )
    answer = _REAL + quoted
    result = apply_edits(answer, dict(_FILES))
    assert not result.ok
    assert "the edit of b.py" in result.feedback()


def test_an_indented_search_replace_block_in_a_list_item_is_still_applied() -> None:
    inner = "b.py\n```python\n<<<<<<< SEARCH\nq = 2\n=======\nq = 20\n>>>>>>> REPLACE\n```\n"
    listed = "- Then b.py:\n\n" + "".join("  " + row for row in inner.splitlines(True))
    result = apply_edits(_REAL + listed, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x = 1\ny = 20\nz = 3\n", "b.py": "p = 1\nq = 20\nr = 3\n"}


def test_the_check_of_contained_edits_is_linear() -> None:
    from timing import assert_linear

    # A staircase of indented diff headers (each level a container inside the one before)
    # and quoted SEARCH lines: each container's lines are read again once, not once a level.
    def make(k: int) -> str:
        stairs = "".join(
            f"{' ' * (1 + i % 200)}--- a/x.py\n{' ' * (1 + i % 200)}+++ b/x.py\n" for i in range(k)
        )
        return _REAL + stairs + "> <<<<<<< SEARCH\n" * k

    assert_linear(make, parse_response, 300)


def test_a_quoted_aider_failure_report_is_a_transcript_not_an_edit() -> None:
    # Aider's own report of a block that failed to match, quoted after the real edit: the
    # echoed block reads cleanly, but the report's lines after it say it is a transcript.
    quoted = (
        "> # 1 SEARCH/REPLACE block failed to match!\n>\n"
        "> b.py\n> <<<<<<< SEARCH\n> q = 9\n> =======\n> q = 20\n> >>>>>>> REPLACE\n>\n"
        "> Did you mean to match some of these actual lines from b.py?\n"
    )
    result = apply_edits(_REAL + "The tool said:\n\n" + quoted, dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x = 1\ny = 20\nz = 3\n", "b.py": "p = 1\nq = 2\nr = 3\n"}


def test_a_diff_three_containers_deep_is_refused_not_dropped() -> None:
    # A quote, a list item in it, a quote in that item: each level's lines are read again.
    diff = "--- a/b.py\n+++ b/b.py\n@@ -2 +2 @@\n-q = 2\n+q = 20\n"
    inner = "".join(f">   > {line}\n" for line in diff.splitlines())
    answer = _REAL + "> - then b.py:\n>\n" + inner
    assert not apply_edits(answer, dict(_FILES)).ok
    assert "edit-in-container" in _codes(answer)


def test_a_quoted_remark_after_a_quoted_edit_does_not_hide_it() -> None:
    answer = _REAL + "> b.py\n> <<<<<<< SEARCH\n> q = 2\n> =======\n> q = 20\n> >>>>>>> REPLACE\n"
    answer += "> That is all.\n"
    assert not apply_edits(answer, dict(_FILES)).ok
    assert "edit-in-container" in _codes(answer)
