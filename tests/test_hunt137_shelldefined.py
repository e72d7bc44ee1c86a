"""hunt137: a shell script that defines ``validate`` and ``save`` (``validate() {``, the POSIX
form, above or below, brace on the next line, one-line bodies, a subshell body) and says
'# validate and save unchanged' over ``submit()`` running both is refused as a part; the same
with ``function validate() {`` is kept, and JavaScript's and Python's same files are kept.
Even '# validate and save are defined above' refuses. The POSIX form is not read as a
definition of the name the note names (fix-names156 reads names run as commands in a shell
script: 'validate && save').

Expected by hand: both names are defined in the file: nothing is left out, the note is a
remark: the whole file, kept as written. False refusals (the base 9ec80bf0 refused them too:
not regressions)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_DEFS = {
    "posix": 'validate() {\n  test -n "$1"\n}\n\nsave() {\n  echo saved\n}\n',
    "posix-space": 'validate () {\n  test -n "$1"\n}\n\nsave () {\n  echo saved\n}\n',
    "brace-next-line": 'validate()\n{\n  test -n "$1"\n}\n\nsave()\n{\n  echo saved\n}\n',
    "one-line": 'validate() { test -n "$1"; }\nsave() { echo saved; }\n',
    "subshell-body": 'validate() (\n  test -n "$1"\n)\n\nsave() (\n  echo saved\n)\n',
}
_SUBMIT = "submit() {\n  validate && save\n}\n"


def _above(defs: str, note: str = "# validate and save unchanged") -> str:
    return f"#!/usr/bin/env bash\nset -e\n\n{defs}\n{note}\n{_SUBMIT}\nsubmit\n"


_CASES = {
    "posix-above": _above(_DEFS["posix"]),
    "posix-space-above": _above(_DEFS["posix-space"]),
    "brace-next-line-above": _above(_DEFS["brace-next-line"]),
    "one-line-above": _above(_DEFS["one-line"]),
    "subshell-body-above": _above(_DEFS["subshell-body"]),
    "posix-below": "#!/usr/bin/env bash\nset -e\n\n# validate and save unchanged\n"
    + _SUBMIT
    + "\n"
    + _DEFS["posix"]
    + "\nsubmit\n",
    "said-defined-above": _above(_DEFS["posix"], "# validate and save are defined above"),
    "called-names-note": _above(_DEFS["posix"], "# validate() and save() unchanged"),
}


@pytest.mark.parametrize("content", list(_CASES.values()), ids=list(_CASES))
def test_shell_functions_defined_in_the_file_make_the_note_a_remark(content: str) -> None:
    result = parse_response(native_answer("run.sh", content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [("run.sh", content)]
