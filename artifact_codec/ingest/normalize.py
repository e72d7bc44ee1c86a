"""Where the answer starts in a model's text: ``<think>`` blocks and the like are skipped."""

from __future__ import annotations

import re

from ..diagnostics import Diagnostics, Severity
from ..format.content import find_rare
from ..format.lines import FAMILY_PREFIX

__all__ = ["answer_start", "reasoning_close"]


_THINK = re.compile(r"\s*<(think|thinking|reasoning)>", re.I)
# A closing tag that ends its line (R1-style models write "...</think>" with no <think>: the
# chat template put the opening tag in the prompt).
_CLOSE = re.compile(r"</(think|thinking|reasoning)>[ \t]*(?=\n|\Z)")
#: How models write them (in lower case); ``</think`` is also the start of ``</thinking>``.
_CLOSING_TAGS = ("</think", "</reasoning>")


def reasoning_close(text: str, start: int, end: int) -> tuple[int, str] | None:
    """The first closing reasoning tag (``</think>``, ``</thinking>``, ``</reasoning>``, in
    lower case as models write them) that ends a line of ``text[start:end]``: (where the line
    after it starts, the tag), or None."""
    found: re.Match[str] | None = None
    for tag in _CLOSING_TAGS:  # each found fast (see find_rare), the first one wins
        pos = find_rare(text, tag, start, end if found is None else found.start())
        while pos != -1:
            match = _CLOSE.match(text, pos, end)
            if match is not None:
                found = match
                break
            pos = find_rare(text, tag, pos + 1, end)
    if found is None:
        return None
    after = text.find("\n", found.end())
    return (len(text) if after == -1 else after + 1), found.group(0).strip()


def answer_start(text: str, notes: Diagnostics) -> int:
    """Where the answer starts, in every format: after a byte-order mark and a ``<think>``
    (``<thinking>``, ``<reasoning>``) block, which are skipped, not cut, so that diagnostics
    point at the response as the model wrote it. (CRLF line ends are
    :func:`artifact_codec.parse_response`'s business: only a text whose every line ends in CRLF
    is converted.)

    A closing tag that was never opened (R1-style reasoning) ends the reasoning too when only
    prose stands before it: no code fence and no delimiter line, so that the tag cannot be a
    line of a file, and its opening tag stands on no line before it (then it is a later
    turn's block, and what comes before it is the answer's). Reasoning that holds drafts of
    files is the hybrid reader's business: it knows which lines are prose
    (:mod:`artifact_codec.ingest.hybrid`).
    """
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
    # Only prose before the tag: look no further than the first line a file could hold.
    limit = text.find(FAMILY_PREFIX, start)
    limit = len(text) if limit == -1 else limit
    for fence in ("```", "~~~"):
        at = find_rare(text, fence, start, limit)
        limit = limit if at == -1 else at
    found = reasoning_close(text, start, limit)
    if found is not None:
        after, tag = found
        opened = re.compile(rf"(?m)^[ \t]*<{re.escape(tag[2:])}", re.I)
        if opened.search(text, start, after) is not None:
            # (it was opened, on a line of its own, after the start: a later turn's block,
            # after the calls before it, which are the answer's)
            return start
        notes.add(
            "reasoning-skipped",
            Severity.INFO,
            f"the reasoning before {tag} (which was never opened) was skipped",
            start,
        )
        return after
    return start
