"""Detection of lazy placeholders that a model writes instead of code.

``# ... existing code ...``, ``// rest of the file unchanged`` or a body that is only ``...``
mean the file on disk would lose code. They are reported as warnings, not refused: the text is
still what the model sent, and a harness decides what to do with it.
"""

from __future__ import annotations

import re

from .models import GeneratedFile

__all__ = ["find_placeholder"]

_COMMENT = r"(?:#|//|/\*|<!--|--|;|\*|\{/\*)"
_PHRASE = (
    r"(?:existing code"
    r"|rest of (?:the )?(?:file|code|implementation|function|class|module|methods?|tests?)"
    r"|remaining (?:code|methods|functions|implementation|tests)"
    r"|(?:code|implementation|file|content|everything else|other methods)"
    r"(?: is| remains?)? (?:unchanged|omitted|the same|as before)"
    r"|(?:same|unchanged) as (?:before|above|original|previous)"
    r"|previous (?:code|implementation)"
    r"|omitted for brevity"
    r"|(?:keep|leave) (?:the )?(?:existing|rest)"
    r"|unchanged)"
)
_LINE = re.compile(
    rf"^[ \t]*{_COMMENT}[ \t]*(?:\.\.\.|\u2026)?[ \t]*[(\[]?[ \t]*{_PHRASE}\b", re.I | re.M
)
_WHOLE_BODY = frozenset({"...", "\u2026", "# ...", "// ...", "/* ... */", "pass  # ...", "TODO"})


def find_placeholder(file: GeneratedFile) -> tuple[int, str] | None:
    """The 1-based line and text of the first placeholder in ``file``, or None."""
    content = file.content
    if content.strip() in _WHOLE_BODY:
        return 1, content.strip()
    match = _LINE.search(content)
    if match is None:
        return None
    line_end = content.find("\n", match.start())
    line = content[match.start() : line_end if line_end != -1 else len(content)]
    return content.count("\n", 0, match.start()) + 1, line.strip()
