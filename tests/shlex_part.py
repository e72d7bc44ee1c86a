"""One function of the real stdlib shlex.py (``quote``), as the hunts of issue 20 send it: a
part of the module that a note after it, or a comment in it, says is all that changed. Writing
it as the whole shlex.py deletes the rest of the module."""

from __future__ import annotations

#: ``shlex.quote`` alone, as a model sends the one function it changed.
QUOTE_PART = (
    "def quote(s):\n    if not s:\n        return \"''\"\n"
    '    return "\'" + s.replace("\'", "\'\\"\'\\"\'") + "\'"\n'
)
#: The part as a Markdown answer's one block, under its path.
QUOTE_BLOCK = f"`shlex.py`:\n\n```python\n{QUOTE_PART}```\n"
#: The module's docstring and imports, sent above a placeholder comment and the part.
SHLEX_HEAD = (
    '"""A lexical analyzer class for simple shell-like syntaxes."""\n\nimport os\nimport re\n\n'
)
#: A whole new app.py that uses the module, sent beside the part.
SHLEX_APP = "import shlex\n\n\ndef main():\n    print(shlex.quote('a b'))\n"
