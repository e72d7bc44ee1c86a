"""Where a pasted file text ends, weighed by the file's language: whether it ends inside an
expression (an operand missing), which makes a later closing quote as likely a place for the
text's end as the one read (:func:`.literals.read_literal`)."""

from __future__ import annotations

import io
import re
import tokenize
import warnings
from collections.abc import Sequence
from typing import Final

from .context import Frame

#: A text ending inside an expression, its closing quotes on the same line right after an
#: assignment, an opening bracket, a ',' or a '+' (blanks between): an operand is missing.
_OPEN_EXPRESSION_END: Final = re.compile(r"[=(\[{,+][ \t]*\Z")

#: A member key naming a file's path (``path``, ``file_path``, ``filename``).
PATH_KEY: Final = re.compile(r"(?i)(?:file|target)?[ _-]?(?:path|name)|file|filepath|target")
#: The path member of the object a value stands in (its last one before the value).
_PATH_MEMBER: Final = re.compile(
    r'"(?:path|file|file_?path|filename|file_?name)"[ \t]*:[ \t]*"([^"\\\n]*)"', re.I
)
#: Python's suffixes: a text of such a file is weighed as Python (_python_open_at_end).
_PYTHON_SUFFIXES: Final = (".py", ".pyi", ".pyw")
_CLOSING: Final = {"(": ")", "[": "]", "{": "}"}
#: The suffixes of languages whose statements are expressions like Python's (C's family,
#: JavaScript and TypeScript, Java, Go, Rust, Ruby...): a text of such a file ending in ``=``,
#: an opening bracket, ``,`` or ``+`` stops inside an expression (``const SEP = ``), as no
#: statement of theirs ends there. Not a shell's, a Makefile's or a config file's suffix,
#: whose ``BAR=`` is a complete line (listed: the suffix is all a pasted text's path tells).
_EXPRESSION_SUFFIXES: Final = (
    ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".java", ".kt", ".kts",
    ".scala", ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".cs", ".go", ".rs", ".swift",
    ".dart", ".php", ".rb", ".lua", ".groovy",
)  # fmt: skip


def member_path(text: str, pos: int, stack: Sequence[Frame]) -> str | None:
    """The path given by a member before ``pos`` in the object the value at ``pos`` stands
    in (``{"path": "a.py", "content": ...``), or None."""
    if not stack or not stack[-1].is_object:
        return None
    found = _PATH_MEMBER.findall(text, stack[-1].opened, pos)
    return found[-1] if found else None


def ends_inside_expression(value: str, path: str | None) -> bool:
    """Whether a text read as a file's content ends inside an expression (an operand
    missing), by the file's language: a Python file's text does when Python reads it as
    unfinished there and finished with an operand (and the brackets left open closed) after
    it (:func:`_python_open_at_end`); a text of a language whose statements end no such way
    (:data:`_EXPRESSION_SUFFIXES`: ``const SEP = ``) and a text of no known path by its last
    characters (``=``, an opening bracket, ``,`` or ``+``); another file's text (an ``.env``
    file's ``BAR=``, a Makefile's ``CFLAGS +=``: complete lines) is not weighed by this rule."""
    if path is None:
        return _OPEN_EXPRESSION_END.search(value) is not None
    if path.lower().endswith(_EXPRESSION_SUFFIXES):
        return _OPEN_EXPRESSION_END.search(value) is not None
    if not path.lower().endswith(_PYTHON_SUFFIXES):
        return False
    return _OPEN_EXPRESSION_END.search(value) is not None or _python_open_at_end(value)


def _python_open_at_end(value: str) -> bool:
    """Whether Python's compiler refuses ``value`` and reads it with an operand after it (and
    the brackets it leaves open closed, as its tokenizer counts them) as a finished program:
    the text stops inside an expression (``x = a or``, ``d = {"k":``, ``f(*``)."""
    if _compiles(value):
        return False
    opened: list[str] = []
    try:
        for token in tokenize.generate_tokens(io.StringIO(value).readline):
            if token.type == tokenize.OP and token.string in _CLOSING:
                opened.append(_CLOSING[token.string])
            elif token.type == tokenize.OP and token.string in ")]}" and opened:
                opened.pop()
    except (tokenize.TokenError, SyntaxError, RecursionError):
        pass  # (the end of the text inside brackets: what was read is counted)
    return _compiles(value + " 0" + "".join(reversed(opened)))


def _compiles(code: str) -> bool:
    """Whether Python's compiler reads ``code`` (its warnings kept quiet)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(code, "<text>", "exec", dont_inherit=True)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return False
    return True
