"""hunt39: a legacy JSON file object's description (fix-legacy28: a prose member is weighed by
labels.note_says_partial alone) that says the file is not to be written: an example, a
reference, an old or failed version, a file to delete. Such a file is written today. Expected
by hand: only a.py, which the model meant (or a refusal)."""

from __future__ import annotations

import json

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

A = "import os\n\n\ndef main():\n    print(os.getcwd())\n"
B = "import sys\n\n\ndef main():\n    print(sys.argv)\n"


@pytest.mark.parametrize(
    "description",
    [
        pytest.param("Example usage (not part of the project).", id="example-usage"),
        pytest.param("Do not create this file; it is for reference.", id="do-not-create"),
        pytest.param("The previous version, for comparison.", id="previous-version"),
        pytest.param("This version did not work; see the next one.", id="failed-version"),
        pytest.param("Original code (before changes).", id="original-code"),
        pytest.param("Not needed anymore; you can delete it.", id="delete-it"),
        pytest.param("Example of what the output file looks like.", id="example-output"),
    ],
)
def test_a_file_its_description_says_is_not_written_is_not_written(description: str) -> None:
    answer = json.dumps(
        {
            "files": [
                {"path": "b.py", "content": B, "description": description},
                {"path": "a.py", "content": A},
            ]
        },
        indent=2,
    )
    meant_or_refused(parse_response(answer), [("a.py", A)])


def _calls(*arguments: dict[str, str]) -> str:
    calls = [
        {
            "id": f"call_{n}",
            "type": "function",
            "function": {"name": "write_file", "arguments": json.dumps(args)},
        }
        for n, args in enumerate(arguments)
    ]
    return json.dumps({"role": "assistant", "tool_calls": calls}, indent=2) + "\n"


@pytest.mark.parametrize(
    "description",
    [
        pytest.param("Example usage (not part of the project).", id="example-usage"),
        pytest.param("Do not create this file; it is for reference.", id="do-not-create"),
        pytest.param("The previous version, for comparison.", id="previous-version"),
        pytest.param("Not needed anymore; you can delete it.", id="delete-it"),
    ],
)
def test_a_write_call_its_description_says_is_not_written_is_not_written(
    description: str,
) -> None:
    answer = _calls(
        {"path": "b.py", "content": B, "description": description}, {"path": "a.py", "content": A}
    )
    meant_or_refused(parse_response(answer), [("a.py", A)])


# the first 12 lines of a real module (imports, constants), as a model shows the top of it
TOP = (
    '"""Text wrapping and filling.\n"""\n\n'
    "# Copyright (C) 1999-2001 Gregory P. Ward.\n"
    "# Copyright (C) 2002, 2003 Python Software Foundation.\n"
    "# Written by Greg Ward <gward@python.net>\n\n"
    "import re\n\n"
    "__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']\n\n"
    "# Hardcode the recognized whitespace characters to the US-ASCII\n"
)


@pytest.mark.parametrize(
    "description",
    [
        pytest.param("The top of the module (imports and constants).", id="top-of-the-module"),
        pytest.param("Header of textwrap.py: imports and constants.", id="header"),
        pytest.param("Beginning of textwrap.py.", id="beginning"),
        pytest.param("The imports section of textwrap.py.", id="imports-section"),
        pytest.param(
            "Start of the file; the TextWrapper class follows unchanged.", id="follows-unchanged"
        ),
        pytest.param("Shown up to TextWrapper; nothing below changes.", id="nothing-below-changes"),
    ],
)
def test_the_top_of_a_module_described_as_such_is_not_written_whole(description: str) -> None:
    # ("lines": 12 counts the content shown, so it matches; the description says it is the top)
    item = {
        "path": "textwrap.py",
        "content": TOP,
        "lines": 12,
        "status": "modified",
        "description": description,
    }
    assert len(TOP.splitlines()) == 12
    meant_or_refused(parse_response(json.dumps({"files": [item]}, indent=2)), [])
