"""hunt71-procfile: ``heroku local`` starting a Procfile's processes, one of which removes
data.csv, read as usable.

Expected values by hand: the Heroku CLI's ``heroku local`` runs every process type of the
Procfile (``heroku local web,worker`` the ones listed, ``-f Procfile`` the file named), as
``honcho start`` and ``foreman start`` (refused today) do; the worker's ``rm data.csv`` runs in
the project folder: not usable (``changed-after`` naming data.csv). ``heroku local web`` runs
only web (``python app.py``): usable, held today.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
    "Procfile\n```\nweb: python app.py\nworker: rm data.csv\n```\n\n"
    "Start it:\n\n"
)


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("heroku local", id="all"),
        pytest.param("heroku local web,worker", id="listed"),
        pytest.param("heroku local -f Procfile", id="file-named"),
    ],
)
def test_heroku_local_runs_the_worker_that_removes_data_csv(command: str) -> None:
    result = parse_response(_FILES + f"```bash\n{command}\n```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)


def test_heroku_local_web_runs_only_web() -> None:
    result = parse_response(_FILES + "```bash\nheroku local web\n```\n")
    assert result.usable


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("honcho start web", id="honcho-web"),
        pytest.param("foreman start web", id="foreman-web"),
    ],
)
def test_starting_only_web_keeps_the_files(command: str) -> None:
    # honcho/foreman start PROCESS runs that process type only: web is python app.py
    result = parse_response(_FILES + f"```bash\n{command}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
