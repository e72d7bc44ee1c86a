"""hunt38-results: a tool's one-line success answer that names no path the ``_PATH_TOKEN``
shape sees, yet speaks of ANOTHER write (a file with no suffix, a dotfile, an absolute folder,
the clipboard, zero bytes) or of the path in another folder. Expected by hand: the model's
``write_file`` of a.py answered so may not have written a.py as meant: not a usable result
holding a.py (tool-result-unknown), never a.py kept silently."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import chat_write_then_result as _chat

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "result",
    [
        pytest.param("Successfully wrote to Makefile", id="another-file-no-suffix"),
        pytest.param("Successfully wrote to Dockerfile", id="another-dockerfile"),
        pytest.param("Successfully wrote to .env", id="another-dotfile"),
        pytest.param("Successfully wrote to /tmp", id="an-absolute-folder"),
        pytest.param("Successfully wrote to C:\\tmp\\b", id="a-windows-path"),
        pytest.param("Saved to clipboard.", id="saved-to-clipboard"),
        pytest.param("Written to stdout successfully.", id="written-to-stdout"),
        pytest.param("Saved 0 bytes.", id="zero-bytes"),
        pytest.param("Wrote 0 of 6 bytes.", id="zero-of-six-bytes"),
        pytest.param("Successfully wrote an empty file.", id="an-empty-file"),
        pytest.param("Successfully created directory src", id="a-directory"),
        pytest.param("Updated 3 files successfully.", id="three-files-for-one-call"),
        pytest.param("Successfully wrote to other/a.py", id="same-name-another-folder"),
        pytest.param("Created a.py~ successfully", id="a-backup-file"),
    ],
)
def test_a_success_that_speaks_of_another_write_does_not_keep_the_file(result: str) -> None:
    parsed = parse_response(_chat(result))
    assert not parsed.usable, (parsed.status, files_of(parsed))
    assert "tool-result-unknown" in [d.code for d in parsed.diagnostics]
