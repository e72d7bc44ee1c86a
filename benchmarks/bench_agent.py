"""The agent strategies measured against a simulated model: a decision table.

    python benchmarks/bench_agent.py            # 300 tasks of 2-30 files
    python benchmarks/bench_agent.py --tasks 60 --seed 7

Three ways to get the files of a task from a model, run on the same simulated tasks:

(a) legacy JSON + repair: one request for ``{"files": [{"file_path", "content"}]}``, read by
    ``parse_response`` (which repairs the JSON); no retry;
(b) hybrid, one call + retry: ``request_artifact`` (the format's instructions, corrective
    messages, the files of every attempt merged), at most 3 requests;
(c) multi-stage: ``request_artifact(strategy="per_file")``: a manifest, then each file on its
    own (4 at a time), each conversation at most 3 requests.

A task succeeds only when the result is usable AND its files are exactly the intended ones
(paths and contents compared), not merely "usable".

The simulated model (:class:`SimulatedModel`) is deterministic (every draw is seeded by the
task's seed and the request's text, so threads do not change it) and fails in the ways real
models fail; each rate applies per file, per line or per request, so that longer answers fail
more. The parameters, and where each comes from, are in :data:`ASSUMPTIONS` (printed with the
table, and in ``docs/retry.md``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import sys
import sysconfig
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from artifact_codec import (
    GeneratedCode,
    GeneratedFile,
    ParseResult,
    Reply,
    TransientError,
    dumps,
    parse_response,
    request_artifact,
)
from artifact_codec.agent.asking import Message
from artifact_codec.agent.conversation import backoff_delay


@dataclass(frozen=True)
class Parameters:
    """The simulated model. Every number is stated in :data:`ASSUMPTIONS`."""

    output_budget: int = 8192  # tokens per answer; past it the answer is cut (finish "length")
    chars_per_token: float = 3.5
    tokens_per_second: float = 60.0
    first_token_seconds: float = 0.6
    forget_per_file: float = 0.01  # a file left out of an answer with several files
    repeat_per_file: float = 0.005  # a file block written twice (the same path again)
    unescaped_per_quoted_line: float = 0.002  # legacy JSON: a line's quotes left unescaped
    prose: float = 0.3  # a sentence before (and sometimes after) the answer
    fence: float = 0.1  # the whole answer inside a ``` fence
    transient_per_request: float = 0.02  # the request fails (rate limit, 5xx, time-out)
    continues_as_asked: float = 0.8  # a continuation that starts with the text it was shown
    concurrency: int = 4


ASSUMPTIONS = [
    (
        "output budget",
        "8,192 tokens per answer: Anthropic's documented max_tokens ceiling for "
        "Claude 3.5 Sonnet, and half of OpenAI's 16,384 for GPT-4o",
    ),
    (
        "characters per token",
        "3.5: OpenAI's tokenizer guide says ~4 for English text; code tokenizes a little denser",
    ),
    (
        "speed",
        "0.6 s to the first token, then 60 tokens/s (the order of published output speeds "
        "of current API models)",
    ),
    (
        "forgotten file",
        "1% per file of an answer with several files (assumed; long answers forget more)",
    ),
    ("file sent twice", "0.5% per file (assumed)"),
    (
        "unescaped quotes (legacy JSON only)",
        "0.2% per line that holds a double quote: the inner "
        "quotes of that line are written raw (the typical mistake: a docstring's or a string's "
        "quotes left unescaped)",
    ),
    (
        "prose / fence",
        "30% of answers have a sentence before (and half of those one after) the "
        "answer, 10% are inside a ``` fence (assumed)",
    ),
    ("transient error", "2% of requests fail with a retryable error (assumed)"),
    (
        "continuation",
        "asked to continue a cut-off answer (on_truncated='continue', not the "
        "default), 80% of replies start with the end of the cut-off text as asked; the others "
        "start with a sentence of prose (assumed)",
    ),
    (
        "files",
        "2-30 per task, uniformly; each a window of 10-160 lines of a module of the "
        "installed standard library (real code: quotes, backslashes, docstrings)",
    ),
]


@dataclass
class Task:
    seed: int
    files: list[GeneratedFile]

    @property
    def prompt(self) -> str:
        names = ", ".join(file.file_path for file in self.files)
        return f"Task {self.seed}: write the project with these files: {names}."


def stdlib_sources() -> list[str]:
    root = Path(sysconfig.get_paths()["stdlib"])
    sources = []
    for path in sorted(root.glob("*.py"))[:120]:
        text = path.read_text("utf-8", "replace")
        if text.count("\n") > 200:
            sources.append(text)
    return sources


def make_tasks(count: int, seed: int) -> list[Task]:
    sources = stdlib_sources()
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        n = rng.randint(2, 30)
        files = []
        for i in range(n):
            lines = rng.choice(sources).splitlines(keepends=True)
            size = rng.randint(10, 160)
            start = rng.randrange(0, max(1, len(lines) - size))
            content = "".join(lines[start : start + size])
            if not content.endswith("\n"):
                content += "\n"
            files.append(GeneratedFile(file_path=f"pkg{index}/mod_{i:02d}.py", content=content))
        tasks.append(Task(seed * 100_003 + index, files))
    return tasks


@dataclass
class Log:
    requests: int = 0
    tokens_sent: int = 0
    tokens_received: int = 0
    latencies: dict[str, list[float]] = field(default_factory=dict)  # per conversation


class SimulatedModel:
    """A model that answers the requests of one task, deterministically, with real failures."""

    def __init__(self, task: Task, parameters: Parameters, *, legacy: bool = False) -> None:
        self.task = task
        self.p = parameters
        self.legacy = legacy
        self.log = Log()
        self.by_path = {file.file_path: file for file in task.files}
        self._counts: dict[str, int] = {}
        self._intended: dict[str, tuple[str, int]] = {}  # conversation -> (answer, chars sent)
        self._lock = threading.Lock()

    def rng(self, messages: list[Message]) -> random.Random:
        """The draws of one request: seeded by the task, the conversation, how many requests
        that conversation made (a retried request draws again) and the last message."""
        conversation = _conversation_key(messages)
        with self._lock:
            count = self._counts[conversation] = self._counts.get(conversation, 0) + 1
        key = [self.task.seed, conversation, count, messages[-1]["content"]]
        digest = hashlib.sha256(json.dumps(key).encode()).digest()
        return random.Random(int.from_bytes(digest[:8], "big"))

    def tokens(self, text: str) -> int:
        return max(1, round(len(text) / self.p.chars_per_token))

    def __call__(self, messages: list[Message]) -> Reply:
        rng = self.rng(messages)
        self.log.requests += 1
        self.log.tokens_sent += sum(self.tokens(m["content"]) for m in messages)
        last = messages[-1]["content"]
        conversation = _conversation_key(messages)
        if rng.random() < self.p.transient_per_request:
            self.log.latencies.setdefault(conversation, []).append(self.p.first_token_seconds)
            raise TransientError("simulated 503: overloaded")
        budget_chars = int(self.p.output_budget * self.p.chars_per_token)
        continuation = _CONTINUE.search(last)
        if continuation is not None and conversation in self._intended:
            intended, sent = self._intended[conversation]
            lead = "Sure:\n"
            if rng.random() < self.p.continues_as_asked:  # what it was shown, and the line break
                lead = continuation.group(1) + ("\n" if intended[:sent].endswith("\n") else "")
            text = lead + intended[sent:]
            kept = min(len(text), budget_chars)
            self._intended[conversation] = (intended, sent + max(0, kept - len(lead)))
        else:
            text = self.answer(messages, last, rng)
            self._intended[conversation] = (text, min(len(text), budget_chars))
        reason = "stop"
        if len(text) > budget_chars:
            text, reason = text[:budget_chars], "length"
        received = self.tokens(text)
        self.log.tokens_received += received
        self.log.latencies.setdefault(conversation, []).append(
            self.p.first_token_seconds + received / self.p.tokens_per_second
        )
        return Reply(text, reason, self.tokens("".join(m["content"] for m in messages)), received)

    # -- what is asked ---------------------------------------------------------------------

    def answer(self, messages: list[Message], last: str, rng: random.Random) -> str:
        first = messages[0]["content"] if messages[0]["role"] == "user" else messages[1]["content"]
        if "Answer with the plan of the files only" in first and len(messages) <= 2:
            return self.wrap(self.manifest(), rng)
        if "Your previous answer could not be used as the manifest" in last:
            return self.wrap(self.manifest(), rng)
        wanted = re.search(r"Write the file (\S+) now, complete", first)
        if wanted is not None:
            return self.document([self.by_path[wanted.group(1)]], rng, forget=False)
        if self.legacy:
            return self.json_document(self.task.files, rng)
        if "Send only the missing files" in last:
            kept = re.search(r"do not send them again: (.*?)\.\n", last)
            names = set(kept.group(1).split(", ")) if kept else set()
            rest = [file for file in self.task.files if file.file_path not in names]
            return self.document(rest or self.task.files, rng)
        return self.document(self.task.files, rng)

    def manifest(self) -> str:
        plan = {
            "task_id": f"T-{self.task.seed}",
            "total_files": len(self.task.files),
            "files": [
                {"path": f.file_path, "type": "source", "description": f"module {i}"}
                for i, f in enumerate(self.task.files)
            ],
        }
        return json.dumps(plan, indent=2)

    def document(
        self, files: list[GeneratedFile], rng: random.Random, *, forget: bool = True
    ) -> str:
        chosen: list[GeneratedFile] = []
        for file in files:
            if forget and len(files) > 1 and rng.random() < self.p.forget_per_file:
                continue
            chosen.append(file)
            if rng.random() < self.p.repeat_per_file:
                chosen.append(file)
        text = _render(chosen, announced=len(files))
        return self.wrap(text, rng)

    def json_document(self, files: list[GeneratedFile], rng: random.Random) -> str:
        parts = []
        for file in files:
            if len(files) > 1 and rng.random() < self.p.forget_per_file:
                continue
            content = json.dumps(file.content)
            lines = file.content.splitlines(keepends=True)
            encoded = [json.dumps(line)[1:-1] for line in lines]
            for i, line in enumerate(lines):
                if '"' in line and rng.random() < self.p.unescaped_per_quoted_line:
                    encoded[i] = encoded[i].replace('\\"', '"')
            content = '"' + "".join(encoded) + '"'
            parts.append(f'    {{"file_path": {json.dumps(file.file_path)}, "content": {content}}}')
            if rng.random() < self.p.repeat_per_file:
                parts.append(parts[-1])
        return self.wrap('{\n  "files": [\n' + ",\n".join(parts) + "\n  ]\n}\n", rng)

    def wrap(self, text: str, rng: random.Random) -> str:
        if rng.random() < self.p.fence:
            text = "```\n" + text + "```\n"
        if rng.random() < self.p.prose:
            text = "Here is the complete answer.\n\n" + text
            if rng.random() < 0.5:
                text += "\nLet me know if you need anything else.\n"
        return text


def _render(files: list[GeneratedFile], *, announced: int) -> str:
    """An answer in the format as a model writes it: ``dumps`` of the files it chose, with the
    number of files it meant to send in the header; a file it wrote twice comes again before
    the end marker."""
    unique = list({file.file_path: file for file in files}.values())
    text = dumps(GeneratedCode(files=unique))
    text = text.replace(f'"total_files": {len(unique)}', f'"total_files": {announced}', 1)
    repeated = len(files) - len(unique)
    if repeated:
        delimiter = json.loads(text.split("\n", 1)[0])["files_delimiter"]
        end = f"{delimiter}END\n"
        blocks = text[text.index("\n\n") + 2 : -len(end)]
        again = blocks.split(delimiter + "\n")[1 : repeated + 1]
        text = text[: -len(end)] + "".join(delimiter + "\n" + block for block in again) + end
    return text


_CONTINUE = re.compile(r"Your answer was cut off\. Continue it.*?\n~~~\n(.*)\n~~~$", re.DOTALL)


def _conversation_key(messages: list[Message]) -> str:
    first = next(m["content"] for m in messages if m["role"] == "user")
    wanted = re.search(r"Write the file (\S+) now", first)
    if wanted is not None:
        return wanted.group(1)
    if "Answer with the plan of the files only" in first:
        return "manifest"
    return "answer"


# -- running the strategies ---------------------------------------------------------------------


@dataclass
class Outcome:
    success: bool
    usable: bool
    requests: int
    sent: int
    received: int
    wall: float


def exact(result: ParseResult, task: Task) -> bool:
    """Usable, and the same paths with the same contents (in any order: files merged from
    several answers come in the order they arrived)."""
    got = [(f.file_path, f.content) for f in result.code.files]
    return result.usable and sorted(got) == sorted((f.file_path, f.content) for f in task.files)


def wall_time(model: SimulatedModel, result: ParseResult, concurrency: int) -> float:
    """Simulated wall time: the manifest or the single conversation in sequence, the files'
    conversations on ``concurrency`` workers; each failed request is followed by its backoff."""
    backoff: dict[str, float] = {}
    failures: dict[str, int] = {}
    for attempt in result.attempts:
        key = attempt.path or ("manifest" if attempt.request == "manifest" else "answer")
        if attempt.error is not None:
            failures[key] = failures.get(key, 0) + 1
            backoff[key] = backoff.get(key, 0.0) + backoff_delay(failures[key], 1.0, 30.0)
    totals = {key: sum(times) + backoff.get(key, 0.0) for key, times in model.log.latencies.items()}
    serial = totals.pop("manifest", 0.0) + totals.pop("answer", 0.0)
    workers = [0.0] * concurrency
    for key in [f.file_path for f in model.task.files]:
        if key in totals:
            workers[workers.index(min(workers))] += totals[key]
    return serial + max(workers)


def run_legacy(task: Task, p: Parameters) -> Outcome:
    model = SimulatedModel(task, p, legacy=True)
    messages = [{"role": "user", "content": task.prompt + "\n\nAnswer with JSON: " + _LEGACY}]
    try:
        reply = model(messages)
        result = parse_response(reply.text, finish_reason=reply.finish_reason)
    except TransientError:
        result = parse_response("")
    return _outcome(task, model, result, p, legacy=True)


_LEGACY = '{"files": [{"file_path": "...", "content": "..."}]}'


def run_hybrid(task: Task, p: Parameters) -> Outcome:
    model = SimulatedModel(task, p)
    result = request_artifact(model, task.prompt, sleep=lambda _: None)
    return _outcome(task, model, result, p)


def run_per_file(task: Task, p: Parameters) -> Outcome:
    model = SimulatedModel(task, p)
    result = request_artifact(
        model, task.prompt, strategy="per_file", concurrency=p.concurrency, sleep=lambda _: None
    )
    return _outcome(task, model, result, p)


def _outcome(
    task: Task, model: SimulatedModel, result: ParseResult, p: Parameters, legacy: bool = False
) -> Outcome:
    return Outcome(
        exact(result, task),
        result.usable,
        model.log.requests,
        model.log.tokens_sent,
        model.log.tokens_received,
        wall_time(model, result, p.concurrency),
    )


STRATEGIES: list[tuple[str, Callable[[Task, Parameters], Outcome]]] = [
    ("(a) legacy JSON + repair", run_legacy),
    ("(b) hybrid, one call + retry", run_hybrid),
    ("(c) multi-stage (per file)", run_per_file),
]


def table(tasks: list[Task], p: Parameters) -> list[str]:
    rows = []
    header = (
        f"{'strategy':<30}{'files':>7}{'tasks':>6}{'success':>9}{'usable':>8}"
        f"{'requests':>10}{'sent':>10}{'received':>10}{'wall s':>8}"
    )
    rows.append(header)
    bands = [("2-10", 2, 10), ("11-20", 11, 20), ("21-30", 21, 30), ("all", 2, 30)]
    for name, run in STRATEGIES:
        outcomes = [(len(t.files), run(t, p)) for t in tasks]
        for band, low, high in bands:
            chosen = [o for n, o in outcomes if low <= n <= high]
            if not chosen:
                continue
            k = len(chosen)
            rows.append(
                f"{name if band == '2-10' else '':<30}{band:>7}{k:>6}"
                f"{100 * sum(o.success for o in chosen) / k:>8.1f}%"
                f"{100 * sum(o.usable for o in chosen) / k:>7.1f}%"
                f"{sum(o.requests for o in chosen) / k:>10.2f}"
                f"{sum(o.sent for o in chosen) / k:>10,.0f}"
                f"{sum(o.received for o in chosen) / k:>10,.0f}"
                f"{sum(o.wall for o in chosen) / k:>8.1f}"
            )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    p = Parameters()
    started = time.perf_counter()
    tasks = make_tasks(args.tasks, args.seed)
    print(f"{args.tasks} simulated tasks (seed {args.seed}); per task, averages:")
    print("success = usable AND exactly the intended files; tokens sent/received per task")
    for row in table(tasks, p):
        print(row)
    print("assumptions:")
    for name, text in ASSUMPTIONS:
        print(f"- {name}: {text}")
    print(f"({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
