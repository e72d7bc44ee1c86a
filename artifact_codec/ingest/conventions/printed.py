"""The one table of the forms a tool's ANSWER is printed in inside a text (a transcript
pasted as an answer, a harness printing every answer its own way): whatever form the call
had, an answer in any of these forms is the tool's, tied to the calls by name or by order.

- Cline's ``[write_to_file for 'a.py'] Result:`` (its export's ``Tool #1: [...] Result:``);
- OpenHands' ``EXECUTION RESULT of [str_replace_editor]:`` (after ``USER:`` in its rendering
  of a turn), and its older CodeAct ``OBSERVATION:``;
- Hermes' and Qwen's ``<tool_response>``.

Each head is at a line's start; the answer's text follows it on the same line or the next
ones. Group ``tool`` is the tool a head names (None when it names none), ``path`` the path.
"""

from __future__ import annotations

import re

__all__ = ["CLINE_RESULT", "FORMS", "OBSERVATION", "OPENHANDS_RESULT", "TOOL_RESPONSE"]

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
#: Every printed form of a tool's answer.
FORMS = (CLINE_RESULT, OPENHANDS_RESULT, OBSERVATION, TOOL_RESPONSE)
