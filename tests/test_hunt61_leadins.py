"""hunt61: a lead-in that names ONE part of app.py (a function, the handler, a route), then a
block under app.py's path holding only that part. Expected by hand: the model meant to change
that part inside the existing app.py (the block is a part: writing it as the whole app.py loses
every other line), so the answer is never usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_HANDLER = "def handler():\n    return 2\n"
_MAIN = "def main():\n    print('hi')\n"


def _render(form: str, lead: str, body: str) -> str:
    if form == "label":
        return lead + "\n\n**app.py**\n```python\n" + body + "```\n"
    if form == "info":
        return lead + "\n\n```python app.py\n" + body + "```\n"
    if form == "native":
        return (
            lead
            + '\n\n{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: app.py\n---\n'
            + body
            + "\n===FILE_CONTENT_BLOCK===END\n"
        )
    return (
        lead
        + "\n\n<write_to_file>\n<path>app.py</path>\n<content>\n"
        + body
        + "</content>\n</write_to_file>\n"
    )


_PARTS = [
    pytest.param("Replace `main()` with:", _MAIN, id="replace-main-call"),
    pytest.param("Update `main()` as follows:", _MAIN, id="update-main-as-follows"),
    pytest.param("Update the handler in `app.py`:", _HANDLER, id="update-the-handler-in"),
    pytest.param(
        "Here's the new `handler` function for `app.py`:", _HANDLER, id="new-handler-function-for"
    ),
    pytest.param("Change `handler` to:", _HANDLER, id="change-handler-to"),
    pytest.param("Only `handler()` changes:", _HANDLER, id="only-handler-changes"),
    pytest.param("Add this route to app.py:", _HANDLER, id="add-this-route-to"),
]


@pytest.mark.parametrize("form", ["label", "info", "native"])
@pytest.mark.parametrize(("lead", "body"), _PARTS)
def test_a_lead_in_naming_one_part_is_never_a_whole_file(form: str, lead: str, body: str) -> None:
    result = parse_response(_render(form, lead, body))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "lead",
    [
        # refused above a Markdown block (partial-file), kept above Cline's write
        pytest.param("Add the following function to `app.py`:", id="add-function-to"),
        pytest.param("Here is only the changed function:", id="only-the-changed-function"),
        pytest.param("The changed part of `app.py`:", id="the-changed-part-of"),
    ],
)
def test_a_part_lead_in_above_a_cline_write(lead: str) -> None:
    result = parse_response(_render("cline", lead, _HANDLER))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("form", "after"),
    [
        # "Leave `main()` as it is." refuses in every reader (named_code_left_out): the same
        # fact said with "Keep ... as it was" is kept
        pytest.param("label", "Keep `main()` as it was.", id="keep-main-as-it-was-label"),
        pytest.param("native", "Keep `main()` as it was.", id="keep-main-as-it-was-native"),
        # the native reader refuses these three, the Markdown reader keeps them
        pytest.param("label", "`main()` does not change.", id="main-does-not-change-label"),
        pytest.param("label", "Only `handler()` changed.", id="only-handler-changed-label"),
        pytest.param(
            "label", "Put this in `app.py` below `main()`.", id="put-this-below-main-label"
        ),
        # the rest of the file said to stay, in words the rules do not read
        pytest.param(
            "label", "Other functions are unchanged.", id="other-functions-unchanged-label"
        ),
        pytest.param(
            "native", "Other functions are unchanged.", id="other-functions-unchanged-native"
        ),
        pytest.param("label", "No other function changes.", id="no-other-function-changes-label"),
        pytest.param("native", "No other function changes.", id="no-other-function-changes-native"),
        pytest.param("label", "Leave the rest alone.", id="leave-the-rest-alone-label"),
        pytest.param("native", "Leave the rest alone.", id="leave-the-rest-alone-native"),
    ],
)
def test_a_sentence_after_saying_the_rest_stays_is_never_a_whole_file(
    form: str, after: str
) -> None:
    # the block holds handler() alone; the sentence after it says main() (or the other code
    # of app.py) stays: the block is a part of app.py
    text = _render(form, "", _HANDLER).lstrip("\n") + "\n" + after + "\n"
    result = parse_response(text)
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
