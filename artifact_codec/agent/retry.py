"""``request_artifact`` and ``arequest_artifact``: ask a model until the files are complete.

Provider-agnostic: ``ask`` is any callable that takes the conversation so far (a list of
``{"role": ..., "content": ...}`` messages) and returns the model's text, a
``(text, finish_reason)`` pair or a :class:`~artifact_codec.agent.asking.Reply`; for
``arequest_artifact`` a coroutine function that does the same. No network code lives here.

The decisions (what to ask next, how answers merge, when the files are complete) are made by
:class:`~artifact_codec.agent.conversation.Conversation` and, for ``strategy="per_file"``,
:class:`~artifact_codec.agent.per_file.PerFilePlan`, which do no I/O; the functions here only
carry their steps out: call ``ask``, sleep, and in the per-file strategy run the files'
conversations side by side (threads for ``request_artifact``, tasks for ``arequest_artifact``).
"""

from __future__ import annotations

import asyncio
import inspect
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import FIRST_COMPLETED, CancelledError, Future, ThreadPoolExecutor, wait
from typing import Literal

from ..result import ParseResult
from .asking import (
    Ask,
    AsyncAsk,
    Message,
    check_callable,
    check_text,
    is_transient,
    to_reply,
)
from .conversation import Conversation, Finish, OnTruncated, Send, Step, Wait
from .instructions import format_instructions
from .per_file import ManifestConversation, PerFilePlan

__all__ = ["Ask", "AsyncAsk", "Message", "Strategy", "arequest_artifact", "request_artifact"]

Strategy = Literal["single", "per_file"]
Exchange = Conversation | ManifestConversation


def request_artifact(
    ask: Ask,
    prompt: str,
    *,
    strategy: Strategy = "single",
    max_attempts: int = 3,
    instructions: bool = True,
    on_truncated: OnTruncated = "missing",
    backoff: float = 1.0,
    max_backoff: float = 30.0,
    retry_exceptions: tuple[type[BaseException], ...] | None = None,
    sleep: Callable[[float], None] = time.sleep,
    system: str | None = None,
    concurrency: int = 4,
    check: Callable[[ParseResult], str] | None = None,
) -> ParseResult:
    """Ask for files until every file has arrived complete, or ``max_attempts`` requests
    were made (per conversation: the answer, or the manifest and each file).

    - ``prompt``: the task; with ``instructions=True`` the text of :func:`format_instructions`
      (or of the per-file stage's instructions) is appended to it.
    - ``strategy="single"``: one answer with every file; an answer that is not complete is
      followed by one corrective message, and the files of all answers are merged (the later
      of a file sent twice wins, with a diagnostic). ``on_truncated`` says what a cut-off
      answer is followed by: ``"missing"`` (the cut file and the ones after it, whole;
      the default), ``"continue"`` (the rest of the text, joined to it) or ``"resend"``
      (the whole answer again).
    - ``strategy="per_file"``: first a manifest (the plan of the files), then each file on its
      own, ``concurrency`` at a time (threads), each with its own retries; then cross-file
      checks. ``result.attempts`` holds every request (``request`` is ``"manifest"`` or
      ``"file"``, ``path`` the file); :func:`~artifact_codec.agent.per_file.file_records`
      sums them per file.
    - Failed requests: ``ask`` raising a transient error (a timeout, a broken connection, a
      rate limit or server error of the adapter's SDK: see
      :func:`~artifact_codec.agent.asking.is_transient`) is retried after
      ``backoff * 2**(n-1)`` seconds (at most ``max_backoff``), counting as an attempt. Any
      other exception propagates at once. ``retry_exceptions`` replaces the default choice.
    - ``check``: called with every parsed answer, it decides instead of completeness: ``""``
      accepts the answer (returned as it was read, not merged), any other text is the
      corrective message sent back. For an answer of edits:
      ``check=lambda result: apply_edits(result, files).feedback()`` asks again, with the
      reasons, until every edit applies. Only with ``strategy="single"``.

    Returns the merged :class:`ParseResult`: usable only when complete; ``result.attempts``
    records every request and what it contributed. When no request returned any text, the
    status is ``no_artifact`` with an ``ask-failed`` diagnostic.
    """
    _check_arguments(
        "request_artifact", ask, prompt, max_attempts, concurrency, strategy, instructions, check
    )
    if inspect.iscoroutinefunction(ask):
        raise TypeError(
            "request_artifact: ask is a coroutine function; use arequest_artifact for an async ask"
        )

    stop = threading.Event()  # set when one file's ask raised: the other files stop asking

    def drive(exchange: Exchange) -> ParseResult:
        return _drive(exchange, ask, sleep, retry_exceptions, stop)

    if strategy == "per_file":
        plan = _plan(prompt, system, max_attempts, on_truncated, backoff, max_backoff)
        manifest = plan.manifest_conversation()
        planned = drive(manifest)
        if manifest.manifest is None:
            return plan.assemble(planned, None, {})
        conversations = {
            path: plan.file_conversation(manifest.manifest, path)
            for path in manifest.manifest.paths
        }
        files = _in_threads(conversations, drive, concurrency, stop)
        return plan.assemble(planned, manifest.manifest, files)
    return drive(
        _single(
            prompt, instructions, system, max_attempts, on_truncated, backoff, max_backoff, check
        )
    )


async def arequest_artifact(
    ask: AsyncAsk,
    prompt: str,
    *,
    strategy: Strategy = "single",
    max_attempts: int = 3,
    instructions: bool = True,
    on_truncated: OnTruncated = "missing",
    backoff: float = 1.0,
    max_backoff: float = 30.0,
    retry_exceptions: tuple[type[BaseException], ...] | None = None,
    system: str | None = None,
    concurrency: int = 4,
    check: Callable[[ParseResult], str] | None = None,
) -> ParseResult:
    """:func:`request_artifact` with an async ``ask`` (a coroutine function).

    The same decisions, so the same result for the same answers. The per-file strategy runs
    the files' conversations as tasks, at most ``concurrency`` at a time. Cancelling the
    awaiting task cancels every request under way and leaves nothing running; an exception
    that is not transient cancels the other files' requests and propagates.
    """
    _check_arguments(
        "arequest_artifact", ask, prompt, max_attempts, concurrency, strategy, instructions, check
    )
    if strategy == "per_file":
        plan = _plan(prompt, system, max_attempts, on_truncated, backoff, max_backoff)
        manifest = plan.manifest_conversation()
        planned = await _adrive(manifest, ask, retry_exceptions)
        if manifest.manifest is None:
            return plan.assemble(planned, None, {})
        limit = asyncio.Semaphore(concurrency)

        async def one(conversation: Conversation) -> ParseResult:
            async with limit:
                return await _adrive(conversation, ask, retry_exceptions)

        paths = manifest.manifest.paths
        tasks = [
            asyncio.ensure_future(one(plan.file_conversation(manifest.manifest, path)))
            for path in paths
        ]
        try:
            results = await asyncio.gather(*tasks)
        except BaseException:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            raise
        return plan.assemble(planned, manifest.manifest, dict(zip(paths, results, strict=True)))
    conversation = _single(
        prompt, instructions, system, max_attempts, on_truncated, backoff, max_backoff, check
    )
    return await _adrive(conversation, ask, retry_exceptions)


def _in_threads(
    conversations: Mapping[str, Conversation],
    drive: Callable[[Conversation], ParseResult],
    concurrency: int,
    stop: threading.Event,
) -> dict[str, ParseResult]:
    """Drive the files' conversations on threads, at most ``concurrency`` at a time.

    A conversation starts only when a thread is free, so once one raised, none starts any
    more: the error is seen as soon as it is raised (not when its turn to be collected comes),
    ``stop`` ends the others before their next request, and it propagates when the requests
    under way are over (a thread cannot be interrupted)."""
    results: dict[str, ParseResult] = {}
    waiting = iter(conversations.items())
    running: dict[Future[ParseResult], str] = {}
    with ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="artifact-file") as pool:

        def start_next() -> None:
            for path, conversation in waiting:
                running[pool.submit(drive, conversation)] = path
                return

        for _ in range(concurrency):
            start_next()
        try:
            while running:
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    results[running.pop(future)] = future.result()
                    start_next()
        except BaseException:
            stop.set()
            raise
    return {path: results[path] for path in conversations}


def _drive(
    exchange: Exchange,
    ask: Ask,
    sleep: Callable[[float], None],
    retry_exceptions: tuple[type[BaseException], ...] | None,
    stop: threading.Event | None = None,
) -> ParseResult:
    """Carry a conversation's steps out with a synchronous ``ask`` (until ``stop`` is set:
    another file's ask raised, and this conversation's result will not be used)."""
    step: Step = exchange.start()
    while not isinstance(step, Finish):
        if stop is not None and stop.is_set():
            raise CancelledError
        if isinstance(step, Wait):
            sleep(step.seconds)
            step = exchange.waited()
            continue
        started = time.perf_counter()
        try:
            value = ask(step.messages)
        except Exception as error:
            if not is_transient(error, ask, retry_exceptions):
                raise
            step = exchange.failed(error, time.perf_counter() - started)
            continue
        step = exchange.received(to_reply(value), time.perf_counter() - started)
    return step.result


async def _adrive(
    exchange: Exchange,
    ask: AsyncAsk,
    retry_exceptions: tuple[type[BaseException], ...] | None,
) -> ParseResult:
    """Carry a conversation's steps out with an async ``ask``."""
    step: Step = exchange.start()
    while not isinstance(step, Finish):
        if isinstance(step, Wait):
            await asyncio.sleep(step.seconds)
            step = exchange.waited()
            continue
        started = time.perf_counter()
        try:
            value = await _awaited(ask, step)
        except Exception as error:
            if not is_transient(error, ask, retry_exceptions):
                raise
            step = exchange.failed(error, time.perf_counter() - started)
            continue
        step = exchange.received(to_reply(value), time.perf_counter() - started)
    return step.result


async def _awaited(ask: AsyncAsk, step: Send) -> object:
    pending = ask(step.messages)
    if not inspect.isawaitable(pending):
        raise TypeError(
            "arequest_artifact: ask must be a coroutine function (async def), or return an "
            f"awaitable; it returned {type(pending).__name__}"
        )
    return await pending


def _check_arguments(
    function: str,
    ask: object,
    prompt: object,
    max_attempts: int,
    concurrency: int,
    strategy: object,
    instructions: bool,
    check: object,
) -> None:
    check_callable(function, "ask (the first argument)", ask)
    check_text(function, "prompt (the second argument)", prompt)
    if strategy not in ("single", "per_file"):
        raise ValueError(f"{function}: strategy must be 'single' or 'per_file', not {strategy!r}")
    if strategy == "per_file" and not instructions:
        raise ValueError(
            f"{function}: strategy='per_file' needs its instructions (the manifest and the "
            "file of each request are asked for in them); instructions=False is for 'single'"
        )
    if check is not None:
        check_callable(function, "check", check)
        if strategy != "single":
            raise ValueError(f"{function}: check is for strategy='single' only")
    if max_attempts < 1:
        raise ValueError("max_attempts must be at least 1")
    if concurrency < 1:
        raise ValueError("concurrency must be at least 1")


def _opening(prompt: str, system: str | None) -> list[Message]:
    messages: list[Message] = []
    if system is not None:
        messages.append({"role": "system", "content": system})
    messages.append({"role": "user", "content": prompt})
    return messages


def _single(
    prompt: str,
    instructions: bool,
    system: str | None,
    max_attempts: int,
    on_truncated: OnTruncated,
    backoff: float,
    max_backoff: float,
    check: Callable[[ParseResult], str] | None,
) -> Conversation:
    content = f"{prompt.rstrip()}\n\n{format_instructions()}" if instructions else prompt
    return Conversation(
        _opening(content, system),
        max_attempts=max_attempts,
        on_truncated=on_truncated,
        backoff=backoff,
        max_backoff=max_backoff,
        check=check,
    )


def _plan(
    prompt: str,
    system: str | None,
    max_attempts: int,
    on_truncated: OnTruncated,
    backoff: float,
    max_backoff: float,
) -> PerFilePlan:
    return PerFilePlan(
        prompt,
        system=system,
        max_attempts=max_attempts,
        on_truncated=on_truncated,
        backoff=backoff,
        max_backoff=max_backoff,
    )
