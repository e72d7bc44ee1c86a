"""hunt129: a whole file's block, then an unlabelled block under a lead-in that ends with a verb
of change and ``there`` where ``there`` is ANOTHER place the lead-in names (the user's settings
module, a new run.py, a notebook, the user's own script, the shell config), refused by
fix-overload134's same-file rule (``_SAME_FILE``: a verb of change ... ``there`` closing the
lead-in says the block goes in the file above).

Expected by hand from what the model meant: app.py is whole (its imports, main() and the main
guard); the second block goes in another place the sentence names, not in app.py: app.py is
written exactly, usable."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_APP = (
    "import os\n\n\ndef main():\n    print(os.environ.get('TOKEN'))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
_FIRST = f"`app.py`:\n\n```python\n{_APP}```\n\n"
_SETTING = "```python\nINSTALLED_APPS += ['app']\n```\n"
_USE = "```python\nimport app\n\napp.main()\n```\n"


@pytest.mark.parametrize(
    ("lead", "block"),
    [
        pytest.param(
            "If you use Django, open your settings module and add the app there:",
            _SETTING,
            id="settings-module",
        ),
        pytest.param("Create a `run.py` next to it and put this there:", _USE, id="new-run-py"),
        pytest.param("If you have a notebook open, add a cell there:", _USE, id="notebook"),
        pytest.param("In your own script, change the import there:", _USE, id="own-script"),
        pytest.param(
            "Open your shell config and add the token there:", _SETTING, id="shell-config"
        ),
    ],
)
def test_there_naming_another_place_keeps_the_file_whole(lead: str, block: str) -> None:
    result = parse_response(f"{_FIRST}{lead}\n\n{block}")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("app.py", _APP)]
