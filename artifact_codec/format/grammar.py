"""The grammar of the format's structure, ``grammars/artifact.lark``, loaded as package data."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

__all__ = ["grammar_text"]


@cache
def grammar_text() -> str:
    """The text of ``artifact.lark``, the single definition of a document's structure."""
    try:
        grammars = resources.files("artifact_codec.grammars")
    except ModuleNotFoundError:
        # Run from a source checkout that shadows the installed package (``python cli.py``,
        # ``python -m artifact_codec`` in the repository): the grammar sits in ../../grammars/.
        source = Path(__file__).resolve().parents[2] / "grammars" / "artifact.lark"
        return source.read_text("utf-8")
    return grammars.joinpath("artifact.lark").read_text("utf-8")
