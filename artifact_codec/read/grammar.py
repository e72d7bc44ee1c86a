"""The grammar's side of reading: Lark's LALR parser of ``grammars/artifact.lark``, fed tokens.

Whether a block is well formed depends only on the sequence of its token types, its *shape*;
after a complete block the parser is always in the same state. So :class:`Structure` feeds a
shape to Lark once per process and remembers it once Lark took the token after it; later blocks
of that shape are not fed again (docs/architecture.md). Lark decides every shape.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any, Final

from lark import Lark, Token, Transformer, Tree
from lark.exceptions import LarkError, UnexpectedToken
from lark.lexer import Lexer

from ..format.grammar import grammar_text
from .blocks import RawBlock

__all__ = ["Structure", "grammar_parser"]


class _Nothing(Transformer[Token, Tree[Token]]):
    """Runs inside the LALR parser: the parse only checks the order, so no tokens are kept
    (an empty tree stands for each rule: Lark's own inlining of ``block*`` needs a tree)."""

    def __default__(self, data: Any, children: Any, meta: Any) -> Tree[Token]:
        return _EMPTY


_EMPTY: Tree[Token] = Tree("_", [])


class _NoLexer(Lexer):
    """Placeholder lexer: the reader feeds tokens through the interactive parser."""

    def __init__(self, conf: Any) -> None:
        pass

    def lex(self, lexer_state: Any, parser_state: Any) -> Iterator[Token]:  # pragma: no cover
        raise NotImplementedError("tokens come from artifact_codec.read.reader.Reader")


@cache
def grammar_parser() -> Lark:
    """The Lark LALR parser of the format, built once per process (it is stateless)."""
    return Lark(grammar_text(), parser="lalr", lexer=_NoLexer, transformer=_Nothing())


#: Block shapes the grammar accepted (a shape is judged once per process; there are few).
_ACCEPTED_SHAPES: set[tuple[str, ...]] = set()


_MAX_SHAPES: Final = 4096


class Structure:
    """Feeds the grammar; remembers which block shapes it accepted.

    A block's shape is accepted once the parser took the token after it (the next delimiter
    or the end marker: LALR finds an error at the first token that cannot follow). A block of
    an accepted shape is not fed, unless the block before it is still being judged.
    """

    def __init__(self, explain: Any) -> None:
        self._parser = grammar_parser().parse_interactive()
        self._judged: tuple[str, ...] | None = None  # shape fed, not yet known good
        self._eager = False
        self._explain = explain

    def feed(self, token: Token) -> None:
        try:
            self._parser.feed_token(token)
        except UnexpectedToken as exc:
            raise self._explain(exc.token, exc.expected) from None
        except LarkError as exc:  # pragma: no cover - the LALR parser raises UnexpectedToken
            raise self._explain(token, set(), str(exc)) from None

    def header(self, text: str, pos: int) -> None:
        self.feed(Token("HEADER", text, pos))

    def begin(self, pos: int, delimiter: str) -> None:
        """A block starts at ``pos``. While the block before is still being judged, its
        delimiter is fed at once: the error of a block without '---' shows there."""
        self._eager = self._judged is not None
        if self._eager:
            self.feed(Token("DELIMITER", delimiter, pos))
            self._accepted()

    def block(self, block: RawBlock, delimiter: str) -> None:
        """The block is complete (or ends at a line that fits nowhere)."""
        shape = block.kinds()
        tokens = block.tokens(delimiter)
        if self._eager:
            next(tokens)  # its delimiter was fed by begin()
        elif shape in _ACCEPTED_SHAPES:
            return
        for token in tokens:
            self.feed(token)
        self._judged = shape

    def end(self, pos: int, end: str) -> None:
        self.feed(Token("END", end, pos))
        self._accepted()

    def finish(self, token: Token) -> None:
        self.feed(token)

    def _accepted(self) -> None:
        if self._judged is not None:
            if len(_ACCEPTED_SHAPES) < _MAX_SHAPES:
                _ACCEPTED_SHAPES.add(self._judged)
            self._judged = None
