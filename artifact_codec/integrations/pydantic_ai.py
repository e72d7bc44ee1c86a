"""pydantic-ai output function: an agent whose output is a :class:`GeneratedCode`.

Use it as a text output, so that the model writes the document as plain text (not as a JSON
string inside a tool call, which is exactly the escaping the format avoids)::

    from pydantic_ai import Agent, TextOutput
    from artifact_codec import format_instructions
    from artifact_codec.integrations.pydantic_ai import artifact_output

    agent = Agent(
        model, output_type=TextOutput(artifact_output), instructions=format_instructions()
    )
    code = agent.run_sync("Write ...").output

When the answer is not usable, :func:`artifact_output` raises ``ModelRetry`` with
:meth:`ParseResult.feedback`, which pydantic-ai sends back to the model (up to the agent's
output retries). The finish reason of the model's last response is taken into account, so a
cut-off answer is reported as cut off.
"""

from __future__ import annotations

from typing import Any

from pydantic_ai import ModelRetry, RunContext
from pydantic_ai.messages import ModelResponse

from ..ingest.response import parse_response
from ..models import GeneratedCode

__all__ = ["artifact_output"]

_FALLBACK = "Please send the answer again in the artifact format, complete."


def artifact_output(ctx: RunContext[Any], text: str) -> GeneratedCode:
    """Read the model's text answer; raise ``ModelRetry(feedback)`` when it is not usable."""
    finish_reason: str | None = None
    for message in reversed(ctx.messages):
        if isinstance(message, ModelResponse):
            finish_reason = message.finish_reason
            break
    result = parse_response(text, finish_reason=finish_reason)
    if not result.usable:
        raise ModelRetry(result.feedback() or _FALLBACK)
    return result.code
