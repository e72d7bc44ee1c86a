"""fix-sessions31: a Python session after the files that only asks the standard library for
values leaves them as written; an object such a module makes of plain data writes nothing,
but one made of another module, or a name bound again, is weighed as before. The answer
writes app.py as ``print(1)``; expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.hook_code import harmless_code

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "session",
    [
        ">>> import re\n>>> pattern = re.compile(r'(\\d+)')\n"
        ">>> pattern.search('a1').group(1)\n'1'",
        ">>> from fractions import Fraction\n>>> Fraction(1, 3).limit_denominator(10)",
        ">>> import textwrap\n>>> w = textwrap.TextWrapper(width=5)\n>>> w.wrap('a b c')",
    ],
    ids=["compiled-pattern", "fraction", "wrapper"],
)
def test_a_value_a_standard_module_made_asked_for_values_stays_usable(session: str) -> None:
    # a pattern, a fraction, a wrapper made of literals: their methods compute; app.py as
    # written
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "session",
    [
        ">>> import random, os\n>>> random.choice([os]).remove('app.py')",
        ">>> import random, os\n>>> m = random.choice([os])\n>>> m.remove('app.py')",
        ">>> import re, os\n>>> m = re.match('a', 'abc'); [m := os]\n>>> m.remove('app.py')",
        ">>> import re, os\n>>> m = re.match('a', 'abc')\n>>> m = os\n>>> m.remove('app.py')",
    ],
    ids=["choice-of-os", "bound-choice-of-os", "rebound-same-line", "rebound-later"],
)
def test_an_object_made_of_a_module_that_writes_is_weighed(session: str) -> None:
    # ``random.choice([os])`` is the os module: its remove deletes app.py; a name bound to a match
    # and then to os is os: app.py may change
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert not result.usable, (result.status, files_of(result))


def test_hook_code_asking_a_compiled_pattern_is_harmless() -> None:
    code = "import re\nPATTERN = re.compile(r'x')\n\ndef test_x():\n    assert PATTERN.match('x')\n"
    assert harmless_code("conftest.py", code)


@pytest.mark.parametrize(
    "code",
    [
        "import re, os\nm = re.match('a', 'a')\nm = os\nm.remove('x')\n",
        "import random, os\nm = random.choice([os])\nm.remove('x')\n",
        "import re, os\nm = os\nm.remove('x')\nm = re.match('a', 'a')\n",
        "import functools, os\nf = functools.partial(os.remove, 'x')\nf()\n",
        "import re, os\ndef f(m=re.match('a', 'a')):\n    m = os\n    m.remove('x')\n",
    ],
    ids=["rebound", "choice-of-os", "rebound-after", "partial", "parameter"],
)
def test_hook_code_with_an_object_that_may_write_is_not_harmless(code: str) -> None:
    assert not harmless_code("conftest.py", code)


@pytest.mark.parametrize(
    "session",
    [
        ">>> from pathlib import Path\n>>> Path('/src')\nPosixPath('/src')",
        ">>> import os\n>>> os.getcwd()\n'/src'\n>>> 1 + 1\n2",
        ">>> sorted({'b': 1, 'a': 2}.items())\n[('a', 2), ('b', 1)]",
        ">>> import datetime\n>>> datetime.date(2024, 1, 2)\ndatetime.date(2024, 1, 2)",
    ],
    ids=["posix-path", "string-then-number", "list-of-tuples", "date-repr"],
)
def test_the_values_a_python_session_prints_are_output(session: str) -> None:
    # the lines after a >>> line without a prompt are what the REPL printed (a repr): no
    # command runs; app.py as written
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "session",
    [
        ">>> 1\n1\nls > app.py",
        ">>> 1\n1\nrm app.py",
        ">>> 1\n1\n$ rm app.py",
    ],
    ids=["redirect", "rm", "prompted-rm"],
)
def test_a_shell_line_after_a_python_value_is_still_weighed(session: str) -> None:
    # no repr has these shapes: the lines run (as before), and change app.py
    result = parse_response(BASE + f"```\n{session}\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "session",
    [
        ">>> import os\n>>> sorted(os.listdir('.'))\n['app.py']",
        ">>> import os\n>>> [e.name for e in os.scandir('.')]\n['app.py']",
        ">>> import ast\n>>> tree = ast.parse(open('app.py').read())\n>>> len(tree.body)\n1",
        ">>> import hashlib\n>>> hashlib.md5(b'print(1)').hexdigest()[:4]",
    ],
    ids=["sorted-listdir", "scandir-names", "ast-bound", "md5"],
)
def test_a_session_reading_the_folder_or_the_file_stays_usable(session: str) -> None:
    # a folder listed, a file's text parsed, bytes hashed: nothing is written
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "session",
    [
        ">>> import os\n>>> for e in os.scandir('.'): os.remove(e.path)",
        ">>> import os\n>>> os.walk('.', onerror=os.remove)",
        ">>> import ast, os\n>>> ast.parse(os.remove('app.py'))",
    ],
    ids=["scandir-remove", "walk-onerror", "ast-of-remove"],
)
def test_a_reading_module_given_a_write_is_weighed(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "fence",
    [
        "```\n(Pdb) tbreak app.py:1\n(Pdb) cont\n(Pdb) where\n(Pdb) l 1, 3\n(Pdb) q\n```\n",
        "```\n(Pdb) b main\n(Pdb) disable 1\n(Pdb) up\n(Pdb) args\n```\n",
        "```\n$ python -m pdb app.py\n> /src/app.py(1)<module>()\n-> print(1)\n(Pdb) c\n1\n```\n",
    ],
    ids=["tbreak-cont", "function-break", "pdb-run-to-end"],
)
def test_debugger_commands_leave_the_file_as_written(fence: str) -> None:
    # pdb's own commands (breakpoints, steps, frames, listing) run no Python: app.py as
    # written; ``-> print(1)`` is the line pdb shows (bash would read a syntax error)
    result = parse_response(BASE + fence)
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "line",
    [
        "!open('app.py', 'w').write('x')",
        "import os; os.remove('app.py')",
        "b app.py:1, open('app.py', 'w')",
        "display open('app.py', 'w')",
        "c = open('app.py', 'w')",
    ],
    ids=["escape", "statement", "condition", "display", "assignment"],
)
def test_python_at_the_debugger_prompt_is_weighed(line: str) -> None:
    # Python typed at (Pdb) (after !, as a statement, a breakpoint's condition, a display)
    # may change app.py
    result = parse_response(BASE + f"```\n(Pdb) {line}\n```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "program",
    [
        "print(open('app.py').read())",
        "import ast\nprint(len(ast.parse(open('app.py').read()).body))",
    ],
    ids=["print-read", "ast-parse"],
)
def test_a_heredoc_program_reading_the_file_stays_usable(program: str) -> None:
    # python3 reads app.py (as ``python3 -c`` with the same code does): app.py as written
    result = parse_response(BASE + f"```bash\npython3 - <<'EOF'\n{program}\nEOF\n```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == HELD


@pytest.mark.parametrize(
    "program",
    [
        "open('app.py', 'w').write('x')",
        "from pathlib import Path\nPath('app.py').write_text('x')",
        "import os\nos.remove('app.py')",
        "p = input()\nopen(p, 'w').write('x')",
    ],
    ids=["open-w", "write-text", "remove", "unspelled"],
)
def test_a_heredoc_program_writing_is_still_weighed(program: str) -> None:
    result = parse_response(BASE + f"```bash\npython3 - <<'EOF'\n{program}\nEOF\n```\n")
    assert not result.usable, (result.status, files_of(result))
