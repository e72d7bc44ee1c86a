"""The one table of the forms a tool's ANSWER is printed in inside a text (a transcript
pasted as an answer, a harness printing every answer its own way): whatever form the call
had, an answer in any of these forms is the tool's, tied to the calls by name or by order.

- Cline's ``[write_to_file for 'a.py'] Result:`` (its export's ``Tool #1: [...] Result:``);
- OpenHands' ``EXECUTION RESULT of [str_replace_editor]:`` (after ``USER:`` in its rendering
  of a turn), and its older CodeAct ``OBSERVATION:``;
- Hermes' and Qwen's ``<tool_response>``;
- Cline's own answers for a call it did not run (``Skipping tool [...] due to user rejecting a
  previous tool.``, ``Tool [...] was not executed because a tool has already been used in this
  message.``): whatever form the call had, that line says the tool did not run it.

Each head is at a line's start; the answer's text follows it on the same line or the next
ones. Group ``tool`` is the tool a head names (None when it names none), ``path`` the path.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

__all__ = [
    "CLINE_RESULT",
    "FORMS",
    "NOT_RUN",
    "OBSERVATION",
    "OPENHANDS_RESULT",
    "TOOL_RESPONSE",
    "other_turns",
    "output_regions",
    "outside",
    "unsure_refusal",
]

#: Cline prints the path unescaped between single quotes, so a path may hold one: it runs to
#: the ``'] Result:`` that ends the header.
CLINE_RESULT = re.compile(
    r"(?m)^[ \t]*(?:Tool #\d+:[ \t]*)?\[(?P<tool>\w+)(?: for '(?P<path>.*?)')?\] Result:[ \t]*"
)
OPENHANDS_RESULT = re.compile(
    r"(?m)^[ \t]*(?:USER:[ \t]*)?EXECUTION RESULT of \[(?P<tool>[^\]\n]{1,100})\]:[ \t]*"
)
OBSERVATION = re.compile(r"(?m)^[ \t]*(?:USER:[ \t]*)?OBSERVATION:(?P<tool>)[ \t]*")
TOOL_RESPONSE = re.compile(r"(?m)^[ \t]*<tool_response>(?P<tool>)[ \t]*")
#: Cline's answer for a call it did not run. The head is the line's first words only; the
#: answer's text (what the readers judge) is the rest of the line, which names the call and
#: says it did not run (never a success).
NOT_RUN = re.compile(
    r"(?m)^[ \t]*(?:Skipping tool|Tool)[ \t](?=\[(?P<tool>\w+)(?: for '(?P<path>.*?)')?\]"
    r" (?:due to user rejecting a previous tool\.|was not executed because a tool has already"
    r" been used in this message\.))"
)
#: Every printed form of a tool's answer.
FORMS = (CLINE_RESULT, OPENHANDS_RESULT, OBSERVATION, TOOL_RESPONSE, NOT_RUN)

#: What closes a printed answer's text for sure (the tool's or the transcript's own mark, not
#: the model's next call): the ``</tool_response>`` tag, OpenHands' bash tool's last line of a
#: finished command (``[Command finished with exit code 0]``, older ``[Command -1 finished
#: ...]``, its software-agent SDK's ``[The command completed with exit code 0.]``), the
#: ``<environment_details>`` Cline adds to the user's message after the answers, a turn marker
#: of Cline's exported tasks (``**Assistant:**``, ``**User:**``; not its ``---``, which a
#: model's prose may hold).
_CLOSED = re.compile(
    r"(?m)</tool_response>|^[ \t]*(?:\[Command (?:-?\d+ )?finished with exit code -?\d+\]"
    r"|\[The command completed with exit code -?\d+\.\]"
    r"|<environment_details>|\*\*(?:Assistant|User):\*\*)"
)


def output_regions(
    text: str,
    start: int,
    calls: list[int],
    span: Callable[[int], int],
    unsure: list[int] | None = None,
) -> list[tuple[int, int]]:
    """The stretches of ``text`` that are a tool's printed answer (its output) for sure: from
    an answer's head (any of :data:`FORMS`) to the first mark that closes it (:data:`_CLOSED`)
    before the next head. A call in such a stretch is text the tool printed (a file ``cat``
    showed), not a call of the model's: no convention reads calls there. ``calls``: where the
    calls a convention found start, in order; ``span(at)``: where the call at ``at`` ends. A
    head or a mark inside a call kept as the model's is that call's text. An answer with no
    closing mark ends at the next call, as before: its output is not known to hold it. A mark
    that only ends a tool's output (not a turn marker) after a call, with no answer head
    between, means the output went on past the first mark (the file printed held it): the
    output runs to the last such mark, and the calls before it are not the model's. Yet the
    model's own prose after its call may quote that mark (``the shell will print:`` and the
    line): the call is then the model's. The two readings differ in files, so such a call
    (after the first mark, before the later one) is added to ``unsure``: the reader refuses it
    (:func:`unsure_refusal`), never reads it as a file nor drops it in silence."""
    heads = sorted(found.start() for form in FORMS for found in form.finditer(text, start))
    if not heads:
        return []
    responses = {found.start() for found in TOOL_RESPONSE.finditer(text, start)}
    kept: list[tuple[int, int]] = []  # the spans of the calls kept as the model's
    regions: list[tuple[int, int]] = []
    events = sorted([(at, 1) for at in calls] + [(at, 0) for at in heads])
    for at, is_call in events:
        if regions and regions[-1][0] <= at < regions[-1][1]:
            continue  # in a tool's output
        if kept and kept[-1][0] <= at < kept[-1][1]:
            continue  # in a call kept as the model's: its text
        if is_call:
            kept.append((at, span(at)))
            continue
        following = bisect.bisect_right(heads, at)
        stop = heads[following] if following < len(heads) else len(text)
        inner = calls[bisect.bisect_right(calls, at) : bisect.bisect_left(calls, stop)]
        reach, k = -1, 0  # how far the calls before the mark reach
        first = last = -1
        for mark in _CLOSED.finditer(text, at, stop):
            # (a mark inside a call after the head is that call's text when the call is the
            # model's: it counts only past every call)
            while k < len(inner) and inner[k] < mark.start():
                reach = max(reach, span(inner[k]))
                k += 1
            if mark.start() < reach:
                continue
            if first == -1:
                first = mark.start()
            elif not mark.group().lstrip().startswith("**") and _between(inner, first, mark):
                # (a mark that only ends a tool's output, after a call with no answer head
                # between: the output did not end at the first mark, which is the printed
                # file's text (a ``cat`` of a log or of an exported task), and the call is
                # the file's too)
                last = mark.start()
        if first != -1:
            regions.append((at, max(first, last)))
        if (
            unsure is not None
            and first != -1
            and at in responses
            and not text.startswith("</tool_response>", first)
        ):
            # (a ``<tool_response>`` is closed for sure by its own end tag only: another
            # tool's mark after a call with no end tag between may be the model's prose
            # quoting it, the response having ended at the call, or the response's text:
            # the calls before it are refused, never dropped in silence)
            unsure.extend(c for c in inner if c < first)
        if last != -1 and unsure is not None:
            unsure.extend(c for c in inner if first < c < last)
    return regions


def _between(calls: list[int], first: int, mark: re.Match[str]) -> bool:
    """Whether a call of ``calls`` (sorted) starts between ``first`` and ``mark``."""
    k = bisect.bisect_right(calls, first)
    return k < len(calls) and calls[k] < mark.start()


def unsure_refusal(line: int) -> tuple[str, str]:
    """The refusal of a call :func:`output_regions` put in ``unsure``."""
    return (
        "printed-or-made",
        f"the call at line {line} may be the text of a tool's printed output (a file a "
        "command printed: after a mark that closes an output and before another, or right "
        "after Cline's 'Output:' line) or a call the model made (its prose quoting the mark, "
        "Roo Code's 'Output:' line for an empty output, then the model's answered call); the "
        "two readings differ in files, so it was "
        "not accepted",
    )


def outside(starts: list[int], regions: list[tuple[int, int]]) -> list[int]:
    """The positions of ``starts`` in none of ``regions`` (linear after sorting)."""
    ordered = sorted(regions)
    kept: list[int] = []
    k, reach = 0, -1
    for at in sorted(starts):
        while k < len(ordered) and ordered[k][0] <= at:
            reach = max(reach, ordered[k][1])
            k += 1
        if at >= reach:
            kept.append(at)
    return kept


#: The turn markers of a printed chat transcript (a chat template's rendering, a Markdown chat
#: export): ChatML's ``<|im_start|>user`` (Qwen, OpenAI's older template), Llama 3's
#: ``<|start_header_id|>user<|end_header_id|>``, and an export's ``**User:**`` /
#: ``**Assistant:**`` line. Group ``role`` is the role the marker names.
_TURN = re.compile(
    r"<\|im_start\|>(?P<role>\w+)[ \t]*\n"
    r"|<\|start_header_id\|>(?P<role3>\w+)<\|end_header_id\|>"
    r"|(?m:^[ \t]*\*\*(?P<roleb>User|Assistant):\*\*)"
)
#: What ends a turn of a chat template besides the next marker.
_TURN_END = re.compile(r"<\|im_end\|>|<\|eot_id\|>")


def other_turns(text: str, start: int) -> list[tuple[int, int]]:
    """The stretches of a printed transcript that are a turn of another role than the
    assistant's (the user's, the tool's, the system's): from its marker to the end of the turn
    (the template's end token, or the next marker). The model did not write them: a call the
    user quotes there is no call of the model's, and their text is not its prose. A text with
    no marker has none."""
    regions: list[tuple[int, int]] = []
    markers = list(_TURN.finditer(text, start))
    for k, marker in enumerate(markers):
        role = (marker.group("role") or marker.group("role3") or marker.group("roleb")).lower()
        if role == "assistant":
            continue
        stop = markers[k + 1].start() if k + 1 < len(markers) else len(text)
        if not marker.group("roleb"):
            ended = _TURN_END.search(text, marker.end(), stop)
            stop = ended.end() if ended is not None else stop
        regions.append((marker.start(), stop))
    return regions
