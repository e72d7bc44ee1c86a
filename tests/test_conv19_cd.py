"""fix-conv19: where a ``cd`` leaves the shell, in setup_instructions and in the script after
the files: ``cd -`` goes back to the folder before the last cd, a ``cd`` in a function's body
runs only when the function is called, one ended by ``&`` or in a subshell moves only that
subshell."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

A = "x = 1\n"
_AW = {"a.py": A, "web/b.py": A}


def _legacy(steps: list[str]) -> str:
    listed = [{"file_path": p, "content": t} for p, t in _AW.items()]
    return json.dumps({"files": listed, "setup_instructions": steps})


@pytest.mark.parametrize(
    "steps",
    [
        ["cd web", "cd -", "rm a.py"],  # back at the root: a.py
        ["cd web", "cd -", "cd -", "rm b.py"],  # back in web: web/b.py
        ["cd web &", "rm a.py"],  # the background job moved, not the shell
        ["cd web | cat", "rm a.py"],  # a pipeline's cd: a subshell
        ["(cd web)", "rm a.py"],  # a subshell's cd holds only inside it
        ["(cd web && rm b.py)"],  # ... and inside it: web/b.py
        ["g() {", "  cd web", "}", "rm a.py"],  # a body across lines, never called
        ["function h { cd web; }", "rm a.py"],
    ],
)
def test_setup_instructions_remove_the_held_file_from_the_folder_the_shell_is_in(
    steps: list[str],
) -> None:
    result = parse_response(_legacy(steps))
    assert not result.usable, result.status


def test_setup_instructions_after_a_cd_the_paths_are_read_from_there() -> None:
    # (the rule the others rest on: cd web, then rm a.py removes web/a.py, which is not held)
    result = parse_response(_legacy(["cd web", "rm a.py"]))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])


def test_a_heredoc_script_after_a_backgrounded_cd_writes_at_the_root() -> None:
    result = parse_response("```bash\ncd src &\ncat > a.py <<'EOF'\nx = 1\nEOF\n```\n")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", A)]
