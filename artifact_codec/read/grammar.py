"""The grammar's side of reading: Lark's LALR parser of ``grammars/artifact.lark``, fed tokens.

Whether a block is well formed depends only on the sequence of its token types, its *shape*;
after a complete block the parser is always in the same state. So :class:`Structure` feeds a
shape to Lark once per process and remembers it once Lark took the token after it; later blocks
of that shape are not fed again (docs/architecture.md). Lark decides every shape.
"""

from __future__ import annotations

from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from functools import cache
from typing import Any, Final

from lark import Lark, Token, Transformer, Tree
from lark.exceptions import LarkError, UnexpectedToken
from lark.lexer import Lexer

from ..format.grammar import grammar_text
from .blocks import RawBlock

__all__ = [
    "Structure",
    "accepted_field_counts",
    "accepted_opening",
    "grammar_parser",
]


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

_USUAL_END: Final = ("SEPARATOR", "CONTENT")

#: The numbers of field lines of the accepted shapes DELIMITER FIELD* SEPARATOR CONTENT (the
#: usual blocks; kept beside _ACCEPTED_SHAPES so that a run of them is checked at once).
_ACCEPTED_FIELD_COUNTS: set[int] = set()

#: Token-type sequences Lark took from the start of a document, of the tokens that are fed
#: outside blocks: ``("HEADER",)``, ``("HEADER", "END")``, ``("HEADER", "END", "$END")``.
_ACCEPTED_OPENINGS: set[tuple[str, ...]] = set()


def accepted_field_counts() -> AbstractSet[int]:
    """The numbers of field lines of the blocks with a content whose shape the grammar accepted
    before (read only: it grows as the grammar judges more shapes)."""
    return _ACCEPTED_FIELD_COUNTS


def accepted_opening(opening: tuple[str, ...]) -> bool:
    """Whether the grammar took this sequence of the tokens outside blocks from the start of a
    document before (``("HEADER", "END")``: a header, blocks of accepted shapes, the end
    marker): such tokens are not fed."""
    return opening in _ACCEPTED_OPENINGS


class Structure:
    """Feeds the grammar; remembers which block shapes it accepted.

    A block's shape is accepted once the parser took the token after it (the next delimiter
    or the end marker: LALR finds an error at the first token that cannot follow). A block of
    an accepted shape is not fed, unless the block before it is still being judged.

    Outside blocks only the header, the end marker and the end of the text are fed. While those
    form a sequence Lark took before (and no block had to be fed), they are kept, not fed: Lark's
    parser is made, and fed what was kept, only when a token comes that must be judged. So a
    document of known shapes costs Lark nothing, and a parser fed at all is fed exactly the
    tokens it would have been fed from the start.
    """

    def __init__(self, explain: Any) -> None:
        self._parser: Any = None  # made by _live() when a token must be judged
        self._kept: list[tuple[str, str, int]] = []  # (type, text, pos) not fed yet
        # The types of the tokens fed or kept so far, while no block was fed (then None).
        self._opening: tuple[str, ...] | None = ()
        self._judged: tuple[str, ...] | None = None  # shape fed, not yet known good
        self._eager = False
        self._explain = explain

    @property
    def settled(self) -> bool:
        """No block is being judged: a block of an accepted shape needs nothing fed."""
        return self._judged is None

    def _live(self) -> Any:
        parser = self._parser
        if parser is None:
            parser = self._parser = grammar_parser().parse_interactive()
            for kind, text, pos in self._kept:
                parser.feed_token(Token(kind, text, pos))  # a sequence Lark took before
            self._kept = []
        return parser

    def feed(self, token: Token) -> None:
        parser = self._parser if self._parser is not None else self._live()
        try:
            parser.feed_token(token)
        except UnexpectedToken as exc:
            raise self._explain(exc.token, exc.expected) from None
        except LarkError as exc:  # pragma: no cover - the LALR parser raises UnexpectedToken
            raise self._explain(token, set(), str(exc)) from None

    def _outside(self, kind: str, text: str, pos: int) -> None:
        """Feed a token that comes outside blocks, or keep it when Lark took the same opening
        of a document before (and no block was fed: the parser is still where it started)."""
        opening = None if self._opening is None else (*self._opening, kind)
        if self._parser is None and opening in _ACCEPTED_OPENINGS:
            self._kept.append((kind, text, pos))
        else:
            self.feed(Token(kind, text, pos))
            if opening is not None and len(_ACCEPTED_OPENINGS) < _MAX_SHAPES:
                _ACCEPTED_OPENINGS.add(opening)
        self._opening = opening

    def header(self, text: str, pos: int) -> None:
        self._outside("HEADER", text, pos)

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
        if not self._eager and shape in _ACCEPTED_SHAPES:
            return
        tokens = block.tokens(delimiter)
        if self._eager:
            next(tokens)  # its delimiter was fed by begin()
        for token in tokens:
            self.feed(token)
        self._judged = shape
        self._opening = None

    def end(self, pos: int, end: str) -> None:
        self._outside("END", end, pos)
        self._accepted()

    def finish(self, pos: int) -> None:
        """The text ends at ``pos``."""
        self._outside("$END", "", pos)

    def _accepted(self) -> None:
        judged = self._judged
        if judged is not None:
            if len(_ACCEPTED_SHAPES) < _MAX_SHAPES:
                _ACCEPTED_SHAPES.add(judged)
                if judged[-2:] == _USUAL_END and judged.count("FIELD") == len(judged) - 3:
                    _ACCEPTED_FIELD_COUNTS.add(len(judged) - 3)
            self._judged = None
