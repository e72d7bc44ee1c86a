"""fix-labels27: rules added for hunt37's findings that its tests do not pin down alone.

Expected values by hand, from what the model meant."""

from __future__ import annotations

from meant import files_of

from artifact_codec import parse_response

F = "```"


def test_a_bulleted_label_without_its_block_between_two_files_is_refused() -> None:
    # the same list of files with bullets: b.py's content never came
    answer = (
        f"- **app.py**\n\n{F}python\nprint(1)\n{F}\n\n- **b.py**\n\n"
        f"- **c.py**\n\n{F}python\nx = 3\n{F}\n"
    )
    result = parse_response(answer)
    assert not result.usable, files_of(result)
    assert any(d.code == "missing-content" for d in result.diagnostics)


def test_an_item_of_another_list_between_two_files_is_no_missing_file() -> None:
    # a bullet under numbered files is a note of another list (a file it points to), not an
    # item of the list of files: both files are written as labelled
    answer = (
        f"1. **app.py**\n\n{F}python\nprint(1)\n{F}\n\n- **docs.md**\n\n"
        f"2. **c.py**\n\n{F}python\nx = 3\n{F}\n"
    )
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n"), ("c.py", "x = 3\n")]


def test_a_short_label_in_a_language_known_to_differ_stays_a_mention() -> None:
    # python and bash are both in the one language table and differ: "File `app.py`" over a
    # bash block that runs it mentions the file
    answer = f"**app.py**\n{F}python\nprint(1)\n{F}\n\nFile `app.py`\n{F}bash\npython app.py\n{F}\n"
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]
