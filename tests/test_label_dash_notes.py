"""A note after a dash on a label line, whatever wraps the path: the fence below is the file
(a bare ``src/a.js - main module`` was once skipped as a fence without path, and the answer
came back usable without that file)."""

from __future__ import annotations

import itertools

import pytest

from artifact_codec import Status, parse_response

_WRAPS = ["{p}", "`{p}`", "**{p}**", "### {p}", "- {p}", "File: {p}", "**`{p}`**"]
_DASHES = ["-", "\N{EN DASH}", "\N{EM DASH}"]
_NOTES = ["main module", "the entry point", "helpers (new)"]


@pytest.mark.parametrize(("wrap", "dash", "note"), list(itertools.product(_WRAPS, _DASHES, _NOTES)))
def test_a_dash_note_after_any_label_keeps_the_file(wrap: str, dash: str, note: str) -> None:
    label = wrap.format(p="src/a.js") + f" {dash} {note}"
    text = (
        f"Here are the files:\n\n{label}\n```javascript\nexport const a = 1;\n```\n\n"
        "`src/b.js`\n```javascript\nexport const b = 2;\n```\n"
    )
    result = parse_response(text, finish_reason="stop")
    assert result.status is Status.RECOVERED, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("src/a.js", "export const a = 1;\n"),
        ("src/b.js", "export const b = 2;\n"),
    ]


@pytest.mark.parametrize("dash", _DASHES)
def test_a_dash_note_that_says_part_is_still_refused(dash: str) -> None:
    text = f"src/a.js {dash} add this at the end\n```javascript\nexport const a = 1;\n```\n"
    assert not parse_response(text, finish_reason="stop").usable
