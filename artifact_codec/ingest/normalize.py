"""Where the answer starts in a model's text: ``<think>`` blocks and the like are skipped."""

from __future__ import annotations

import re

from ..diagnostics import Diagnostics, Severity

__all__ = ["answer_start"]


_THINK = re.compile(r"\s*<(think|thinking|reasoning)>", re.I)


_BLANKS = re.compile(r"\s*")


def answer_start(text: str, notes: Diagnostics) -> int:
    """Where the answer starts, in every format: after a byte-order mark and a ``<think>``
    (``<thinking>``, ``<reasoning>``) block, which are skipped, not cut, so that diagnostics
    point at the response as the model wrote it. (CRLF line ends are
    :func:`artifact_codec.parse_response`'s business: only a text whose every line ends in CRLF
    is converted.)"""
    start = 0
    if text.startswith("\ufeff"):
        start = 1
        notes.add("bom", Severity.INFO, "a byte-order mark at the start was ignored", 0)
    match = _THINK.match(text, start)
    if match:
        tag = match.group(1)
        close = re.compile(rf"</{tag}>", re.I).search(text, match.end())
        if close is None:
            notes.add(
                "unclosed-reasoning",
                Severity.WARNING,
                f"the answer starts with <{tag}> that is never closed; it holds no files",
                match.start(),
            )
            return len(text)
        start = close.end()
        notes.add(
            "reasoning-skipped",
            Severity.INFO,
            f"the <{tag}>...</{tag}> block before the answer was skipped",
            match.start(),
        )
    return start
