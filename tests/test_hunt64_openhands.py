"""hunt64-openhands: an OpenHands ``execute_ipython_cell`` after its ``str_replace_editor
create`` of app.py that removes app.py, read as usable.

Expected values by hand: ``os.remove('app' + '.py')`` removes app.py (the same code in a
Markdown ``python`` block after app.py is refused); OpenHands runs its cells in /workspace,
where it created app.py, so ``shutil.rmtree('/workspace')`` removes it too; a star import
then a ``def`` of the same name after the call runs ``os.remove``. Not usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CREATE = (
    "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
    "<parameter=path>app.py</parameter>\n<parameter=file_text>\n"
    "def main():\n    return 1\n</parameter>\n</function>\n"
)


def _cell(code: str) -> str:
    return f"<function=execute_ipython_cell>\n<parameter=code>{code}</parameter>\n</function>\n"


@pytest.mark.parametrize(
    "code",
    [
        pytest.param("import os\nos.remove('app' + '.py')\n", id="concat"),
        pytest.param("import os\nprint('a & b')\nos.remove('app' + '.py')\n", id="concat-amp"),
        pytest.param("import os\nif 1 < 2:\n    os.remove('app' + '.py')\n", id="concat-lt"),
        pytest.param("import shutil\nshutil.rmtree('/workspace')\n", id="rmtree-workspace"),
        pytest.param("import fixer\nfixer.read_and_fix('app.py')\n", id="read-and-fix"),
    ],
)
def test_a_cell_that_removes_app_py(code: str) -> None:
    result = parse_response(_CREATE + _cell(code))
    assert not result.usable


@pytest.mark.parametrize(
    ("code", "usable"),
    [
        pytest.param("import shutil\nshutil.rmtree('/workspace/')\n", False, id="trailing-slash"),
        pytest.param("import shutil\nshutil.rmtree('/')\n", False, id="root"),
        pytest.param("import os\nos.remove('/workspace/app.py')\n", False, id="file-in-it"),
        pytest.param("import shutil\nshutil.rmtree('/workspace/build')\n", True, id="other-folder"),
        pytest.param("import shutil\nshutil.rmtree('/tmp/build')\n", True, id="tmp"),
        pytest.param("import os\nos.remove('/workspace2/x.py')\n", True, id="sibling"),
    ],
)
def test_a_cell_naming_the_workspace_by_its_absolute_path(code: str, usable: bool) -> None:
    # OpenHands runs its cells in /workspace, where app.py was created: that folder (or one
    # holding it) holds app.py; a folder beside or under it without app.py does not
    result = parse_response(_CREATE + _cell(code))
    assert result.usable is usable


def test_the_callers_root_is_the_folder_the_cells_run_in() -> None:
    # with root="/repo" the answer's /repo/app.py is app.py, and /repo is where cells run
    create = _CREATE.replace("<parameter=path>app.py", "<parameter=path>/repo/app.py")
    removed = parse_response(
        create + _cell("import shutil\nshutil.rmtree('/repo')\n"), root="/repo"
    )
    kept = parse_response(
        create + _cell("import shutil\nshutil.rmtree('/repo/build')\n"), root="/repo"
    )
    assert not removed.usable
    assert kept.usable
    assert kept.code is not None
    assert [f.file_path for f in kept.code.files] == ["app.py"]


def _bash(command: str) -> str:
    return f"<function=execute_bash>\n<parameter=command>{command}</parameter>\n</function>\n"


@pytest.mark.parametrize(
    ("command", "usable"),
    [
        pytest.param("rm -rf /workspace", False, id="rm-workspace"),
        pytest.param("rm -f /workspace/app.py", False, id="rm-file-in-it"),
        pytest.param("cd /workspace && rm app.py", False, id="cd-then-rm"),
        pytest.param("rm -rf /workspace/build", True, id="rm-other-folder"),
        pytest.param("cd /workspace && python app.py", True, id="cd-then-run"),
        pytest.param("rm -rf /tmp/x", True, id="rm-tmp"),
    ],
)
def test_a_command_naming_the_workspace_by_its_absolute_path(command: str, usable: bool) -> None:
    # OpenHands runs execute_bash in /workspace too, where app.py was created
    result = parse_response(_CREATE + _bash(command))
    assert result.usable is usable
