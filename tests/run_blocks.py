"""Shared builders of the run-Python-block tests: an answer of files followed by a block the
tool runs, and what the refusal says the block changes."""

from __future__ import annotations

from meant import files_of

from artifact_codec import ParseResult, parse_response

#: An AutoGen-style answer: app.py and data.csv, then the prose before a block it runs.
APP_AND_DATA = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
    "Now run it:\n\n"
)

#: app.py and reset_db.py, whose top level deletes app.py: a module that must not be imported
#: or run after the files (hunt106).
RESET_DB_FILES = (
    "app.py\n```python\n"
    "def main() -> None:\n"
    "    print('app')\n```\n\n"
    "reset_db.py\n```python\n"
    '"""Reset the demo: drop the generated entry point."""\n\n'
    "import os\n\n"
    "if os.path.exists('app.py'):\n"
    "    os.remove('app.py')\n\n"
    "app = None\n```\n\n"
)
#: app.js and scripts/reset.js, which deletes app.js: a program that must not run (hunt106).
JS_RESET_FILES = (
    "app.js\n```javascript\nconsole.log('app');\n```\n\n"
    "scripts/reset.js\n```javascript\n"
    "const fs = require('fs');\n"
    "const path = require('path');\n\n"
    "const target = path.join(__dirname, '..', 'app.js');\n"
    "if (fs.existsSync(target)) {\n  fs.unlinkSync(target);\n}\n"
    "console.log('reset');\n```\n\n"
)


def then_run(files: str, block: str, lead: str = "Then run:") -> str:
    """The answer ``files``, then ``lead`` and ``block`` in a bash fence."""
    return files + f"{lead}\n\n```bash\n{block}```\n"


def run_after(files: str, block: str, info: str = "python") -> ParseResult:
    """The answer ``files`` followed by ``block`` in a fence of ``info``, read."""
    return parse_response(files + f"```{info}\n{block}```\n")


def refused_naming(block: str, changed: str, files: str = APP_AND_DATA) -> bool:
    """Whether the answer is refused with a changed-after diagnostic naming ``changed``."""
    result = run_after(files, block)
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    return not result.usable and any(changed in message for message in said)


def changed_by(
    files: str, meant: list[tuple[str, str]], block: str, info: str = "python"
) -> list[str] | None:
    """The files the refusal says the block changes; None when the answer is usable (then its
    files must be ``meant``)."""
    result = run_after(files, block, info)
    if result.usable:
        assert files_of(result) == meant
        return None
    [said] = [d.message for d in result.diagnostics if d.code == "changed-after"]
    named = said.split("after writing ", 1)[1].split(", may change", 1)[0].split(", ")
    return sorted(named)
