"""Adapters for model providers and agent frameworks: optional extras.

Nothing here is imported by ``import artifact_codec``; each module imports its SDK, installed
with the extra of the same name (``pip install ".[openai]"`` from a checkout):

- :mod:`.openai`: OpenAI SDK, chat completions and the Responses API;
- :mod:`.anthropic`: Anthropic SDK (Messages API);
- :mod:`.litellm`: LiteLLM's ``completion``;
- :mod:`.langchain`: a LangChain output parser;
- :mod:`.pydantic_ai`: a pydantic-ai output function.

Each provider module offers an ``*_ask`` function, usable as the ``ask`` of
:func:`artifact_codec.request_artifact`, and an ``*_stream`` function that reads a streamed
answer with :class:`~artifact_codec.ingest.stream.StreamParser` (see
:class:`.streaming.ArtifactStream`).
"""
