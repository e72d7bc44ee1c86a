"""hunt70: Roo Code's command answer ('Command executed in terminal within working directory
...'. Exit code: 0' then 'Output:' even for an empty output) and the model's next call.
Expected values by hand."""

from __future__ import annotations

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
