"""hunt104: whole NEW files (or files the prose says are complete) with prose that says
nothing else in the project changed, or that something other than file content (tests, error
handling, docstrings, type hints) was left out for brevity. fix-prose84 reads "- nothing else
changed" and "I've left the remaining methods out for brevity." as saying the block is a part.

Expected by hand: each block is a whole file the model wrote new (a small argparse cli.py with
its ``if __name__`` guard, a test file) or the real stdlib colorsys.py the prose calls complete;
"nothing else changed" is about the project, "tests omitted for brevity" about files not sent:
the files are written exactly as sent (usable, content equal to the blocks).
"""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest

from artifact_codec import parse_response

_CLI = (
    '"""Command line entry point for the report tool."""\n\nimport argparse\nimport sys\n\n\n'
    "def build_parser():\n"
    '    parser = argparse.ArgumentParser(prog="report")\n'
    '    parser.add_argument("path")\n'
    "    return parser\n\n\n"
    "def main(argv=None):\n"
    "    args = build_parser().parse_args(argv)\n"
    "    print(args.path)\n"
    "    return 0\n\n\n"
    'if __name__ == "__main__":\n    sys.exit(main())\n'
)
_TEST = 'import cli\n\n\ndef test_main():\n    assert cli.main(["x"]) == 0\n'
_COLORSYS = Path(sysconfig.get_paths()["stdlib"], "colorsys.py").read_text()
_APP = (
    "from colorsys import rgb_to_hsv\n\n\ndef main():\n    print(rgb_to_hsv(1, 0, 0))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
_CLIB = f"`cli.py`:\n\n```python\n{_CLI}```\n"
_TESTB = f"`test_cli.py`:\n\n```python\n{_TEST}```\n"
_TWO_NEW = {"cli.py": _CLI, "test_cli.py": _TEST}
_COLORSYS_APP = {"colorsys.py": _COLORSYS, "app.py": _APP}
_BOTH_COLORSYS = (
    f"`colorsys.py`:\n\n```python\n{_COLORSYS}```\n\n`app.py`:\n\n```python\n{_APP}```\n"
)
_NEW = "Here is the new `cli.py`:\n\n"


def _check(answer: str, meant: dict[str, str]) -> None:
    result = parse_response(answer)
    files = {f.file_path: f.content for f in result.code.files}
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files == meant


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        pytest.param(
            f"Create a new file `cli.py`:\n\n{_CLIB}\nNothing else changed.\n",
            {"cli.py": _CLI},
            id="create-new-then-nothing-else",
        ),
        pytest.param(
            f"{_CLIB}\n`cli.py` is a new file; nothing else changed.\n",
            {"cli.py": _CLI},
            id="is-a-new-file-nothing-else",
        ),
        pytest.param(
            f"Here is the complete new `cli.py`. Nothing else changed.\n\n{_CLIB}",
            {"cli.py": _CLI},
            id="complete-new-lead",
        ),
        pytest.param(
            f"{_CLIB}\nChanges:\n\n- added `cli.py` (new file)\n- nothing else changed\n",
            {"cli.py": _CLI},
            id="bullets-added-new-file",
        ),
        pytest.param(
            f"{_NEW}{_CLIB}\nKeep the rest of your files as they are.\n",
            {"cli.py": _CLI},
            id="keep-the-rest-of-your-files",
        ),
        pytest.param(
            f"{_CLIB}\n{_TESTB}\nBoth files are new; nothing else changed.\n",
            _TWO_NEW,
            id="two-both-new",
        ),
        pytest.param(
            f"{_BOTH_COLORSYS}\nBoth files are complete; nothing else changed.\n",
            _COLORSYS_APP,
            id="two-both-complete",
        ),
        pytest.param(
            f"{_BOTH_COLORSYS}\n`app.py` is new, and `colorsys.py` is shown in full; "
            "nothing else changed.\n",
            _COLORSYS_APP,
            id="two-shown-in-full",
        ),
    ],
)
def test_whole_files_with_nothing_else_changed_are_written(
    answer: str, meant: dict[str, str]
) -> None:
    _check(answer, meant)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("I've omitted the tests for brevity.", id="tests-omitted"),
        pytest.param("Tests are omitted for brevity.", id="tests-are-omitted"),
        pytest.param("Error handling is left out for brevity.", id="error-handling-left-out"),
        pytest.param("I omitted docstrings on the helpers for brevity.", id="docstrings-omitted"),
        pytest.param("Type hints are omitted for brevity.", id="type-hints-omitted"),
    ],
)
def test_a_new_file_with_something_else_left_out_for_brevity_is_written(after: str) -> None:
    _check(f"{_NEW}{_CLIB}\n{after}\n", {"cli.py": _CLI})


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Input validation is skipped for brevity.", id="validation-skipped"),
        pytest.param("No other files need to change.", id="no-other-files"),
        pytest.param("That's the only file that changes.", id="only-file-that-changes"),
        pytest.param("For brevity, I only included the files that changed.", id="only-included"),
    ],
)
def test_guard_new_file_prose_about_the_project_is_written(after: str) -> None:
    _check(f"{_NEW}{_CLIB}\n{after}\n", {"cli.py": _CLI})
