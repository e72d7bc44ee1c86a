"""hunt70: printed tool answers in a Hermes ``<tool_call>`` transcript (fix-toolcalls38 applies
:func:`printed.output_regions` to Hermes calls). Expected values by hand."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import hermes

from artifact_codec import parse_response

_QUOTED = "\nWhen run, the shell will print:\n[Command finished with exit code 0]\n"


# A tool's answer printed with no closing mark ('<tool_response>' left open, a ReAct
# 'OBSERVATION:' line), then the model's b.py call, then the model's prose quoting the bash
# tool's last line. Without that sentence a.py and b.py are read (the answer ends at the next
# call); with it the output is taken to run to the quoted line and b.py is dropped in
# silence (usable, a.py alone) or the reading refused. b.py is the model's, or at worst
# printed-or-made (fix-toolcalls38's own reading of a call before a quoted mark): never
# dropped while a.py is written as if it were the whole answer.
@pytest.mark.parametrize(
    "answer",
    [
        pytest.param('<tool_response>\n{"ok": true}\n', id="tool-response-left-open"),
        pytest.param("<tool_response>\nok\n", id="tool-response-left-open-text"),
    ],
)
def test_a_call_after_an_unclosed_answer_before_a_quoted_mark_is_not_dropped(answer: str) -> None:
    text = hermes("a.py", "x = 1\n") + answer + hermes("b.py", "y = 2\n") + _QUOTED
    parsed = parse_response(text)
    assert not parsed.usable or files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


# The ReAct form: read as both files at bdf0dbf4; now refused (tool-result-unknown: the
# answer's text runs through b.py's call to the quoted mark).
def test_a_call_after_an_observation_line_before_a_quoted_mark_is_read() -> None:
    text = (
        hermes("a.py", "x = 1\n")
        + 'OBSERVATION: {"ok": true}\n'
        + hermes("b.py", "y = 2\n")
        + _QUOTED
    )
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


# The model runs 'cat textwrap.py' (a Hermes bash call); the tool's printed answer is the
# stdlib module, whose docstrings hold doctest lines ('>>> textwrap.shorten(...)'). The model
# then writes textwrap.py whole. A tool's printed output holds no command of the model's:
# textwrap.py is written. Today the doctest lines are weighed as the model's commands
# (mixed-conventions), in a <tool_response> and after OpenHands' printed head alike.
@pytest.mark.parametrize("module", ["textwrap.py", "uuid.py"])
@pytest.mark.parametrize("form", ["tool-response", "execution-result"])
def test_a_module_a_tool_printed_holds_no_command_of_the_models(module: str, form: str) -> None:
    import json
    import sysconfig
    from pathlib import Path

    source = Path(sysconfig.get_paths()["stdlib"], module).read_text(encoding="utf-8")
    cat = {"name": "bash", "arguments": {"command": f"cat {module}"}}
    printed = (
        "<tool_response>\n" + source + "</tool_response>\n"
        if form == "tool-response"
        else "\nEXECUTION RESULT of [bash]:\n" + source + "[Command finished with exit code 0]\n"
    )
    text = "<tool_call>\n" + json.dumps(cat) + "\n</tool_call>\n" + printed + hermes(module, source)
    parsed = parse_response(text)
    assert parsed.usable, [d.code for d in parsed.diagnostics]
    assert files_of(parsed) == [(module, source)]
