"""hunt104: prose saying a block is a part of its file, naming the file by its MODULE name
(``the `shlex` module``, ``the shlex module``), by a Markdown link, or by what the file is
(``the App component file``), not by its path.

The partial-file rule reads "The rest of the module stays as it is." (refused) and "The rest
of `shlex.py` stays as it is." (refused), but "The rest of the `shlex` module stays as it is."
is read as about another file, and the clauses tied to a file anywhere in the answer
(fix-prose84) are found only by a path.

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``), the
prose says the rest of that module is kept: a part; writing it whole deletes the rest of
shlex.py: not usable (or at least shlex.py not written).
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_PART as _PART

from artifact_codec import parse_response

_APP = (
    "from shlex import quote\n\n\ndef main():\n    print(quote(''))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
_SHLEX = f"`shlex.py`:\n\n```python\n{_PART}```\n"
_APPB = f"`app.py`:\n\n```python\n{_APP}```\n"
_JSX = 'export function Header({ title }) {\n  return <h1 className="header">{title}</h1>;\n}\n'


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            f"{_SHLEX}\nThe rest of the `shlex` module stays as it is.\n",
            id="one-rest-of-the-backquoted-module",
        ),
        pytest.param(
            f"{_SHLEX}\nThe rest of shlex stays as it is.\n",
            id="one-rest-of-bare-module-name",
        ),
        pytest.param(
            f"{_SHLEX}\nNothing else in the shlex module needs to change.\n",
            id="one-nothing-else-in-the-module",
        ),
        pytest.param(
            f"`src/App.jsx`:\n\n```jsx\n{_JSX}```\n\n"
            "The rest of the App component file is unchanged.\n",
            id="jsx-rest-of-the-component-file",
        ),
    ],
)
def test_one_block_said_a_part_by_its_module_name(answer: str) -> None:
    refused(answer)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            f"Only `quote()` changes in the `shlex` module, and `app.py` is new.\n\n"
            f"{_SHLEX}\n{_APPB}",
            id="two-lead-only-quote-in-the-module",
        ),
        pytest.param(
            f"{_SHLEX}\n{_APPB}\nIn the shlex module only `quote()` changed.\n",
            id="two-after-in-the-module-only",
        ),
        pytest.param(
            f"{_SHLEX}\n{_APPB}\nIn [shlex.py](shlex.py) only `quote()` changed.\n",
            id="two-after-markdown-link",
        ),
    ],
)
def test_two_files_one_said_a_part_by_its_module_name(answer: str) -> None:
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)
