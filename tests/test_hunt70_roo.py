"""hunt70: Roo Code's command answer ('Command executed in terminal within working directory
...'. Exit code: 0' then 'Output:' even for an empty output) and the model's next call.
Expected values by hand."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import cline

from artifact_codec import parse_response


# The model's last message: after Roo's answer to pytest (empty output, so 'Output:' and a
# blank line), it writes b.py; the transcript ends there (the call is not answered yet: the
# latest turn is the one being read). fix-toolcalls38 refuses the same call when its answer
# follows (printed-or-made: Roo's empty output or Cline's printed file); unanswered it is
# dropped in silence and a.py alone is usable. b.py is the model's (no tool prints a
# <write_to_file> block for 'pytest -q'), or at worst printed-or-made: never a lost file.
def test_the_models_last_call_after_roos_empty_output_is_not_dropped() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
        + "<execute_command>\n<command>pytest -q</command>\n</execute_command>\n"
        + "\n[execute_command for 'pytest -q'] Result:\nCommand executed in terminal within"
        " working directory '/proj'. Exit code: 0\nOutput:\n\n" + cline("b.py", "y = 2\n")
    )
    parsed = parse_response(text)
    assert not parsed.usable or files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


# The model runs 'cat MODULE' (Cline/Roo execute_command); the tool's answer prints the
# stdlib module after 'Output:' and the editor's <environment_details> closes it; then the
# model writes the module whole. The printed module's docstrings and comments are the
# tool's text, not the model's prose about its file: the module is written.
@pytest.mark.parametrize("module", ["lzma.py", "timeit.py"])
@pytest.mark.parametrize(
    "executed",
    [
        pytest.param("Command executed.", id="cline"),
        pytest.param(
            "Command executed in terminal within working directory '/p'. Exit code: 0", id="roo"
        ),
    ],
)
def test_a_module_printed_by_cat_is_not_the_models_prose(module: str, executed: str) -> None:
    import sysconfig
    from pathlib import Path

    source = Path(sysconfig.get_paths()["stdlib"], module).read_text(encoding="utf-8")
    text = (
        f"<execute_command>\n<command>cat {module}</command>\n</execute_command>\n\n"
        f"[execute_command for 'cat {module}'] Result:\n{executed}\nOutput:\n{source}\n"
        "<environment_details>\n# VSCode Visible Files\n</environment_details>\n\n"
        + cline(module, source)
    )
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert files_of(parsed) == [(module, source)]
