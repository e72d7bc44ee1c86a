"""fix-prose39: the readings that say a block is one part of its file stay off what names the
whole file. Expected by hand: each answer is app.py (or ci.yml) whole, so it is usable and the
file is the block."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

HANDLER = "def handler(event):\n    return {'ok': True, 'id': event['id']}\n"


@pytest.mark.parametrize(
    ("lead", "after"),
    [
        # the file named as what the block is, with the code it holds
        pytest.param("Here's `app.py` with the new `handler()`:", "", id="file-with-code"),
        pytest.param("Create `app.py` with a `handler()` function:", "", id="create-with"),
        pytest.param("Here is the complete code for `handler()`:", "", id="complete-code"),
        # code named that the block does not hold all of
        pytest.param("This calls `handler()` and `main()`:", "", id="names-more-than-one"),
        # a rest-of-file trailer of another file, by its kind or its own name
        pytest.param("Here is the file.", "Nothing else in the Dockerfile changes.", id="dock"),
        pytest.param(
            "Here is the file.",
            "Everything else in the workflow stays the same.",
            id="workflow-beside-py",
        ),
        # a later paragraph about another file
        pytest.param(
            "Here is the file.",
            "Done.\n\nNothing else in `utils.py` changes.",
            id="other-file-later",
        ),
    ],
)
def test_a_whole_app_py_stays_usable(lead: str, after: str) -> None:
    answer = f"{lead}\n\n**app.py**\n```python\n{HANDLER}```\n\n{after}\n"
    result = parse_response(answer)
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", HANDLER)]


def test_the_ci_workflow_names_the_whole_file() -> None:
    # "the workflow job" above ci.yml names a part of it (tests/test_hunt63_kinds.py); "the CI
    # workflow" names the file itself
    body = "name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
    result = parse_response(
        f"Update the CI workflow as follows:\n\n**ci.yml**\n```yaml\n{body}```\n"
    )
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("ci.yml", body)]
