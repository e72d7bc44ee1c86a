"""Multi-stage generation: the manifest, each file on its own (bounded, parallel, cancellable),
the consistency check, and the same result from the synchronous and the async driver."""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
from typing import Any

import pytest

from artifact_codec import (
    GeneratedCode,
    GeneratedFile,
    ParseResult,
    Reply,
    Status,
    arequest_artifact,
    dumps,
    request_artifact,
)
from artifact_codec.agent.asking import Message
from artifact_codec.agent.consistency import cross_file_checks
from artifact_codec.agent.instructions import file_instructions, manifest_instructions
from artifact_codec.agent.manifest import Manifest, read_manifest
from artifact_codec.agent.per_file import file_records

FILES = [
    GeneratedFile(file_path="shop/__init__.py", content='"""The shop."""\n'),
    GeneratedFile(
        file_path="shop/cart.py",
        content=(
            "from shop.prices import price\n\n\n"
            "def total(items):\n    return sum(price(i) for i in items)\n"
        ),
    ),
    GeneratedFile(
        file_path="shop/prices.py",
        content='PRICES = {"apple": 3}\n\n\ndef price(item):\n    return PRICES[item]\n',
    ),
    GeneratedFile(
        file_path="tests/test_cart.py",
        content=(
            "from shop.cart import total\n\n\ndef test_total():\n    assert total(['apple']) == 3\n"
        ),
    ),
]
PLAN = {
    "task_id": "SHOP-1",
    "dependencies": ["pytest"],
    "total_files": 4,
    "files": [
        {"path": "shop/__init__.py", "type": "source", "description": "the package"},
        {
            "path": "shop/cart.py",
            "type": "source",
            "description": "total(items)",
            "depends_on": ["shop/prices.py"],
        },
        {"path": "shop/prices.py", "type": "source", "description": "price(item)"},
        {
            "path": "tests/test_cart.py",
            "type": "test",
            "description": "tests of total",
            "depends_on": ["shop/cart.py"],
        },
    ],
}
WANTED = re.compile(r"Write the file (\S+) now, complete")


class PlanModel:
    """Answers the manifest request with ``manifests`` (in turn) and each file request with the
    file's one-block document, or with what ``files`` scripts for that path (in turn)."""

    def __init__(
        self,
        manifests: list[str] | None = None,
        files: dict[str, list[str | tuple[str, str] | BaseException]] | None = None,
        delay: float = 0.0,
    ) -> None:
        self.manifests = list(
            manifests or ["Here is the plan:\n```json\n" + json.dumps(PLAN) + "\n```\n"]
        )
        self.files = {path: list(answers) for path, answers in (files or {}).items()}
        self.delay = delay
        self.lock = threading.Lock()
        self.calls: list[str] = []
        self.running = 0
        self.most = 0

    def answer(self, messages: list[Message]) -> str | tuple[str, str]:
        first = messages[0]["content"]
        found = WANTED.search(first)
        with self.lock:
            self.calls.append(found.group(1) if found else "manifest")
        if found is None:
            return self.manifests.pop(0) if len(self.manifests) > 1 else self.manifests[0]
        path = found.group(1)
        scripted = self.files.get(path)
        if scripted:
            answer = scripted.pop(0)
            if isinstance(answer, BaseException):
                raise answer
            return answer
        file = next(f for f in FILES if f.file_path == path)
        return dumps(GeneratedCode(files=[file]))

    def reply(self, messages: list[Message]) -> Reply:
        answer = self.answer(messages)
        text, reason = answer if isinstance(answer, tuple) else (answer, "stop")
        return Reply(text, reason, 100, 50)

    def __call__(self, messages: list[Message]) -> Reply:
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            if self.delay:
                time.sleep(self.delay)
            return self.reply(messages)
        finally:
            with self.lock:
                self.running -= 1

    async def aask(self, messages: list[Message]) -> Reply:
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            await asyncio.sleep(self.delay)
            return self.reply(messages)
        finally:
            with self.lock:
                self.running -= 1


def comparable(result: ParseResult) -> dict[str, Any]:
    data = result.to_dict()
    for attempt in data.get("attempts", []):
        attempt.pop("seconds")
    return data


def run_both(make: Any, **options: Any) -> ParseResult:
    sync_result = request_artifact(
        make(), "Write a tiny shop.", strategy="per_file", sleep=lambda _: None, **options
    )
    async_result = asyncio.run(
        arequest_artifact(
            make().aask, "Write a tiny shop.", strategy="per_file", backoff=0.0, **options
        )
    )
    assert comparable(async_result) == comparable(sync_result)
    return sync_result


def test_manifest_then_each_file_gives_one_result() -> None:
    result = run_both(PlanModel)
    assert result.status is Status.CLEAN
    assert [(f.file_path, f.content) for f in result.code.files] == [
        (f.file_path, f.content) for f in FILES
    ]
    assert [f.file_type for f in result.code.files] == ["source", "source", "source", "test"]
    assert result.code.files[1].description == "total(items)"
    assert result.code.task_id == "SHOP-1"
    assert result.code.dependencies == ["pytest"]
    assert result.expected_files == 4
    assert [(a.request, a.path) for a in result.attempts] == [
        ("manifest", None),
        *[("file", f.file_path) for f in FILES],
    ]
    assert result.diagnostics == []
    records = file_records(result)
    assert list(records) == [f.file_path for f in FILES]
    assert all(r.requests == 1 for r in records.values())
    assert all((r.input_tokens, r.output_tokens) == (100, 50) for r in records.values())


def test_each_file_request_shows_the_task_and_the_plan() -> None:
    model = PlanModel()
    seen: list[str] = []

    def ask(messages: list[Message]) -> Reply:
        seen.append(messages[0]["content"])
        return model(messages)

    request_artifact(ask, "Write a tiny shop.", strategy="per_file", concurrency=1)
    assert seen[0].startswith("Write a tiny shop.\n\n" + manifest_instructions()[:40])
    manifest = Manifest.model_validate(PLAN)
    assert seen[2] == file_instructions(manifest, "shop/cart.py", task="Write a tiny shop.")
    assert '"path": "shop/prices.py"' in seen[2]
    assert "It uses shop/prices.py" in seen[2]


def test_a_bad_manifest_gets_feedback_and_a_second_chance() -> None:
    bad = json.dumps(PLAN).replace('"shop/prices.py", "type"', '"../prices.py", "type"')
    result = run_both(lambda: PlanModel(manifests=[bad, json.dumps(PLAN)]))
    assert result.usable
    assert [a.request for a in result.attempts[:2]] == ["manifest", "manifest"]
    model = PlanModel(manifests=[bad, json.dumps(PLAN)])
    seen: list[list[Message]] = []

    def ask(messages: list[Message]) -> Reply:
        seen.append(messages)
        return model(messages)

    request_artifact(ask, "task", strategy="per_file")
    assert "'..'" in seen[1][-1]["content"]
    assert "Send the manifest again" in seen[1][-1]["content"]


@pytest.mark.parametrize(
    ("answer", "code"),
    [
        (json.dumps(PLAN)[:-40], "manifest-cut-off"),
        ("I will write four files.", "no-manifest"),
        (json.dumps({**PLAN, "total_files": 3}), "bad-manifest"),
        (json.dumps({**PLAN, "files": []}), "bad-manifest"),
    ],
)
def test_a_manifest_that_never_validates_asks_for_no_file(answer: str, code: str) -> None:
    result = run_both(lambda: PlanModel(manifests=[answer]))
    assert result.status is Status.NO_ARTIFACT
    assert [a.request for a in result.attempts] == ["manifest"] * 3
    assert code in [d.code for d in result.diagnostics]
    assert "no-manifest" in [d.code for d in result.diagnostics]


def test_read_manifest_refuses_what_would_plan_wrongly() -> None:
    def problems(plan: dict[str, Any]) -> list[str]:
        return [d.message for d in read_manifest(json.dumps(plan)).diagnostics]

    upper = {**PLAN, "files": [*PLAN["files"], {"path": "SHOP/cart.py"}], "total_files": 5}
    assert any("SHOP/cart.py" in m for m in problems(upper))
    unknown = json.loads(json.dumps(PLAN))
    unknown["files"][1]["depends_on"] = ["shop/nowhere.py"]
    assert any(
        "shop/nowhere.py" in m and "list every generated file" in m for m in problems(unknown)
    )
    assert read_manifest(json.dumps(PLAN)).manifest == Manifest.model_validate(PLAN)


def test_a_file_answer_with_another_file_too_takes_only_the_asked_one() -> None:
    both = dumps(GeneratedCode(files=[FILES[1], FILES[2]]))
    result = run_both(lambda: PlanModel(files={"shop/cart.py": [both]}))
    assert result.usable
    assert [f.file_path for f in result.code.files] == [f.file_path for f in FILES]
    warning = next(d for d in result.diagnostics if d.code == "file-not-asked-for")
    assert warning.message.startswith("shop/cart.py: ")
    # the file taken is exactly the one sent, but the answer was not read as it is
    assert result.status is Status.RECOVERED


def test_a_file_with_its_own_retry() -> None:
    whole = dumps(GeneratedCode(files=[FILES[2]]))
    cut = whole[: whole.index("---\n") + 12]
    result = run_both(
        lambda: PlanModel(files={"shop/prices.py": ["no file here", (cut, "length")]})
    )
    assert result.usable
    record = file_records(result)["shop/prices.py"]
    assert record.requests == 3
    assert [a.status for a in record.attempts] == [
        Status.NO_ARTIFACT,
        Status.TRUNCATED,
        Status.CLEAN,
    ]


def test_a_file_that_never_arrives_makes_the_result_unusable() -> None:
    result = run_both(lambda: PlanModel(files={"shop/prices.py": ["sorry"] * 3}))
    assert not result.usable
    assert result.status is Status.TRUNCATED
    assert [f.file_path for f in result.code.files] == [
        "shop/__init__.py",
        "shop/cart.py",
        "tests/test_cart.py",
    ]
    incomplete = next(d for d in result.diagnostics if d.code == "incomplete")
    assert incomplete.message == "3 of the 4 planned files arrived; missing: shop/prices.py"


def test_at_most_concurrency_requests_at_once() -> None:
    model = PlanModel(delay=0.05)
    request_artifact(model, "task", strategy="per_file", concurrency=2)
    assert model.most == 2
    model = PlanModel(delay=0.05)
    asyncio.run(arequest_artifact(model.aask, "task", strategy="per_file", concurrency=2))
    assert model.most == 2
    model = PlanModel(delay=0.05)
    asyncio.run(arequest_artifact(model.aask, "task", strategy="per_file", concurrency=1))
    assert model.most == 1


def test_a_programming_error_in_one_file_propagates_and_stops_the_others() -> None:
    model = PlanModel(files={"shop/cart.py": [KeyError("bug")]}, delay=0.05)
    with pytest.raises(KeyError):
        request_artifact(model, "task", strategy="per_file", concurrency=4)
    assert model.running == 0
    plan = PlanModel()
    running: list[str] = []

    async def ask(messages: list[Message]) -> Reply:
        found = WANTED.search(messages[0]["content"])
        if found is None:
            return await plan.aask(messages)
        if found.group(1) == "shop/cart.py":
            await asyncio.sleep(0.05)
            raise KeyError("bug")
        running.append(found.group(1))
        try:
            await asyncio.sleep(30)  # the other files' requests: cancelled, not awaited
        finally:
            running.remove(found.group(1))
        raise AssertionError("not cancelled")

    async def main() -> None:
        with pytest.raises(KeyError):
            await arequest_artifact(ask, "task", strategy="per_file", concurrency=4)
        assert running == []
        assert [t for t in asyncio.all_tasks() if t is not asyncio.current_task()] == []

    began = time.perf_counter()
    asyncio.run(main())
    assert time.perf_counter() - began < 5


def test_cancelling_the_per_file_task_leaves_nothing_running() -> None:
    model = PlanModel(delay=30.0)

    async def main() -> None:
        manifest_done = PlanModel()
        calls: list[str] = []

        async def ask(messages: list[Message]) -> Reply:
            if not WANTED.search(messages[0]["content"]):
                return await manifest_done.aask(messages)
            calls.append("file")
            return await model.aask(messages)

        task = asyncio.ensure_future(arequest_artifact(ask, "task", strategy="per_file"))
        while len(calls) < 4:
            await asyncio.sleep(0.01)
        assert model.running == 4
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert model.running == 0
        assert [t for t in asyncio.all_tasks() if t is not asyncio.current_task()] == []

    began = time.perf_counter()
    asyncio.run(main())
    assert time.perf_counter() - began < 5


# -- cross-file checks ---------------------------------------------------------------------------


def _code(*files: tuple[str, str]) -> GeneratedCode:
    return GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in files])


def test_python_imports_that_resolve_give_no_warning() -> None:
    assert cross_file_checks(GeneratedCode(files=FILES)) == []
    code = _code(
        ("src/pkg/__init__.py", "from .core import run\nimport os\n"),
        ("src/pkg/core.py", "from . import helpers\nfrom .helpers import *\n\ndef run(): pass\n"),
        ("src/pkg/helpers.py", "import pkg.core\nfrom pkg import core as c\n"),
    )
    assert cross_file_checks(code) == []


def test_python_imports_that_do_not_resolve_are_reported() -> None:
    code = _code(
        ("app/__init__.py", ""),
        ("app/main.py", "import app.models\nfrom app.db import connect\nfrom .util import x\n"),
        ("app/db.py", "def open_db():\n    pass\n"),
        ("app/broken.py", "def f(:\n"),
    )
    found = [(d.code, d.message, d.line) for d in cross_file_checks(code)]
    assert found == [
        (
            "unresolved-import",
            "app/main.py imports app.models, which is not among the generated files",
            1,
        ),
        (
            "unresolved-import",
            "app/main.py imports connect from app.db, which does not define it",
            2,
        ),
        (
            "unresolved-import",
            "app/main.py imports app.util, which is not among the generated files",
            3,
        ),
        ("python-syntax", found[3][1], 1),
    ]
    assert found[3][1].startswith("app/broken.py does not parse as Python")


def test_javascript_relative_imports() -> None:
    code = _code(
        ("web/index.js", "import { a } from './lib/a';\nconst b = require('../shared/b.js');\n"),
        ("web/lib/a.ts", "export const a = 1;\nexport * from './missing';\n"),
        ("shared/b.js", "module.exports = import('./c');\n"),
        ("shared/c/index.js", "import x from 'react';\n"),
    )
    found = [(d.message, d.line) for d in cross_file_checks(code)]
    assert found == [
        ("web/lib/a.ts imports './missing', which is not among the generated files", 2)
    ]


def test_per_file_result_reports_cross_file_warnings() -> None:
    broken = FILES[1].model_copy(update={"content": "from shop.pricing import price\n"})
    answer = dumps(GeneratedCode(files=[broken]))
    result = run_both(lambda: PlanModel(files={"shop/cart.py": [answer]}))
    assert result.usable  # the files are what the model sent; the check reports, it does not judge
    assert [d.message for d in result.diagnostics if d.code == "unresolved-import"] == [
        "shop/cart.py imports shop.pricing, which is not among the generated files",
        "tests/test_cart.py imports total from shop.cart, which does not define it",
    ]


# -- attacks: one-file answers and plans a real model writes -------------------------------------

TWO = {"files": [{"path": "a.py", "type": "source"}, {"path": "b.py", "type": "source"}]}


def _one(path: str, content: str) -> str:
    return dumps(GeneratedCode(files=[GeneratedFile(file_path=path, content=content)]))


def run_two(answers: dict[str, str], manifest: str = json.dumps(TWO)) -> ParseResult:
    """Both drivers, per file: the manifest, then each file's answer (the same every time)."""

    def ask(messages: list[Message]) -> str:
        found = WANTED.search(messages[0]["content"])
        return manifest if found is None else answers[found.group(1)]

    async def aask(messages: list[Message]) -> str:
        await asyncio.sleep(0)
        return ask(messages)

    result = request_artifact(ask, "task", strategy="per_file", sleep=lambda _: None)
    again = asyncio.run(arequest_artifact(aask, "task", strategy="per_file", backoff=0.0))
    assert comparable(again) == comparable(result)
    return result


def test_a_draft_and_its_final_version_never_keep_the_draft() -> None:
    # Asked for a.py, the model writes it, then "Actually, better:" and writes it again.
    # parse_response refuses the second block (duplicate path); the file conversation took the
    # draft as the file: usable, a.py = the draft, the error gone.
    twice = (
        "a.py\n```python\nDRAFT = 1\n```\n\nActually, better:\n\na.py\n```python\nFINAL = 2\n```\n"
    )
    result = run_two({"a.py": twice, "b.py": _one("b.py", "B = 1\n")})
    contents = {f.file_path: f.content for f in result.code.files}
    assert not (result.usable and contents.get("a.py") == "DRAFT = 1\n")


def test_a_manifest_with_the_files_key_twice_drops_no_planned_file() -> None:
    # The model wrote the plan in two "files" lists; the JSON reader keeps the last one, the
    # first list's files vanished without a word and the result was clean.
    manifest = '{"files": [{"path": "a.py"}], "files": [{"path": "b.py"}]}'
    reading = read_manifest(manifest)
    assert reading.manifest is None or reading.diagnostics
    answers = {"a.py": _one("a.py", "A = 1\n"), "b.py": _one("b.py", "B = 1\n")}
    result = run_two(answers, manifest)
    assert not result.usable or {f.file_path for f in result.code.files} == {"a.py", "b.py"}


def test_a_programming_error_stops_asking_for_the_other_files() -> None:
    # The sync driver's threads went on asking for every remaining file after one file's ask
    # raised a NameError (the error only surfaced when the main thread reached that future);
    # the async driver stops at once. Twelve files, two at a time; a.py is slow, f1.py's ask has
    # a bug.
    plan = {"files": [{"path": f"f{i}.py"} for i in range(12)]}
    asked: list[str] = []
    errored = threading.Event()
    last_asked = threading.Event()
    lock = threading.Lock()

    def ask(messages: list[Message]) -> str:
        found = WANTED.search(messages[0]["content"])
        if found is None:
            return json.dumps(plan)
        path = found.group(1)
        with lock:
            if errored.is_set():
                asked.append(path)
        if path == "f11.py":
            last_asked.set()
        if path == "f0.py":
            last_asked.wait(timeout=2.0)  # in flight while the others run (or 2 s at most)
        if path == "f1.py":
            errored.set()
            raise NameError("undefined_client")
        time.sleep(0.01)
        return _one(path, "X = 1\n")

    with pytest.raises(NameError):
        request_artifact(ask, "task", strategy="per_file", concurrency=2)
    # at most the requests that took a freed worker before the error was seen (the async
    # driver asks for one)
    assert len(asked) <= 2, asked


def test_a_one_file_answer_that_miscounts_its_total_is_still_taken() -> None:
    # Two plausible slips in a one-file answer: an extra helper file next to the asked one
    # (total_files 2), and the plan's total_files copied into the header. The asked file
    # arrived complete in every attempt, yet each time the conversation waited for "the 2
    # announced" and asked the model for "every file not in the kept list" (files it then
    # refused): not usable, "missing: a.py" although a.py came three times.
    helper = GeneratedFile(file_path="helper.py", content="H = 1\n")
    with_helper = dumps(
        GeneratedCode(files=[GeneratedFile(file_path="a.py", content="A = 1\n"), helper])
    )
    plan_total = _one("b.py", "B = 1\n").replace('"total_files": 1', '"total_files": 2', 1)
    result = run_two({"a.py": with_helper, "b.py": plan_total})
    assert result.usable
    assert {f.file_path: f.content for f in result.code.files} == {
        "a.py": "A = 1\n",
        "b.py": "B = 1\n",
    }


def test_a_refused_draft_is_asked_for_again_and_the_next_answer_taken() -> None:
    twice = "a.py\n```python\nDRAFT = 1\n```\n\nBetter:\n\na.py\n```python\nFINAL = 2\n```\n"
    final = _one("a.py", "FINAL = 2\n")
    sent: list[list[Message]] = []

    def ask(messages: list[Message]) -> str:
        found = WANTED.search(messages[0]["content"])
        if found is None:
            return json.dumps(TWO)
        if found.group(1) == "b.py":
            return _one("b.py", "B = 1\n")
        sent.append(messages)
        return twice if len(messages) == 1 else final

    result = request_artifact(ask, "task", strategy="per_file", sleep=lambda _: None)
    assert result.usable
    assert {f.file_path: f.content for f in result.code.files}["a.py"] == "FINAL = 2\n"
    again = sent[1][-1]["content"]
    assert "same path as 'a.py'" in again
    assert "kept" not in again  # the whole (one-file) answer again, not "a.py is kept"


@pytest.mark.parametrize(
    "manifest",
    [
        'Plan:\n```json\n{"files": [{"path": "a.py"}], "files": [{"path": "b.py"}]}\n```',
        '{"files": [{"path": "a.py", "path": "b.py"}]}',
        '{"total_files": 2, "files": [{"path": "a.py"}, {"path": "b.py"}], "total_files": 1}',
    ],
)
def test_read_manifest_refuses_a_key_written_twice(manifest: str) -> None:
    reading = read_manifest(manifest)
    assert reading.manifest is None
    assert [d.code for d in reading.diagnostics] == ["bad-manifest"]
    assert "appear twice in one object" in reading.diagnostics[0].message
    assert "write each key once" in reading.feedback()
