"""fix-samefile145 (issue 20): guards of the other reading of the same-file lead-in words.

A whole app.py block, then an unlabelled block under a lead-in that uses the new words of
``_SAME_FILE`` (or "same file") while saying the block is elsewhere: app.py stays usable and
exact. Expected by hand: the second block is usage in another module or a session."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_APP = "def quote(s):\n    return s\n\n\nif __name__ == '__main__':\n    print(quote('x'))\n"
_FIRST = f"`app.py`:\n\n```python\n{_APP}```\n\n"
_USE = "```python\nfrom app import quote\n\nprint(quote('a'))\n```\n"


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Not in the same module; in your own code:", id="not-same-module"),
        pytest.param("Keep the same file path, then run:", id="same-file-path"),
        pytest.param("Nicht in derselben Datei, sondern in deinem Code:", id="de-nicht"),
        pytest.param("Pas dans le même fichier :", id="fr-pas"),
        pytest.param("In a separate file, put this there:", id="separate-file-there"),
        pytest.param(
            "Usage from another module (not the same file).\nFor example:", id="two-lines-not"
        ),
        pytest.param("Open a terminal and add this there:", id="terminal-there"),
    ],
)
def test_a_lead_in_saying_elsewhere_keeps_the_file_whole(lead: str) -> None:
    result = parse_response(f"{_FIRST}{lead}\n\n{_USE}")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("app.py", _APP)]


@pytest.mark.parametrize("flag", ["showLineNumbers", "{1,3}", "linenums", 'title="app.py"'])
def test_a_renderer_flag_after_the_path_keeps_the_file_whole(flag: str) -> None:
    """The info-string part words (line ranges, ``extract``, ``def quote``) never read a
    renderer's flag after the path: the whole file stays usable and exact."""
    result = parse_response(f"```python app.py {flag}\n{_APP}```\n")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("app.py", _APP)]
