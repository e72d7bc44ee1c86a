"""The generative test bed: real files rendered the ways models write them.

``tests/renderings.py`` holds the corpus (real files found on this machine), the renderings and
the check; here hypothesis chooses the renderings (a base and combinations of modifiers), and the
same renderings are mutated (fuzz) and streamed in random chunks. The run is bounded for CI
(``derandomize=True``: the same examples every run); ``benchmarks/testbed_counts.py`` runs
thousands of renderings and prints counts per kind. The kinds of ``renderings.PENDING`` (classes
not fixed yet) are rendered by the counts script only, until they pass.
"""

from __future__ import annotations

import random
import re

import pytest
import renderings  # a plain module next to the tests, like fs_snapshot
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from renderings import BASES, MODIFIERS, PENDING, Plan, Rendering

from artifact_codec import (
    Diagnostic,
    Format,
    GeneratedCode,
    GeneratedFile,
    ParseResult,
    Severity,
    Status,
    dumps,
    loads,
    parse_response,
)
from artifact_codec.ingest.stream import StreamParser, events_for

#: The kinds this test bed asserts on.
_BASES = tuple(base for base in BASES if base not in PENDING)
_MODIFIERS = tuple(modifier for modifier in MODIFIERS if modifier not in PENDING)
CORPUS = renderings.corpus()
DUMPS_ONLY = renderings.corpus_dumps_only()


def _settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


# -- the corpus itself --------------------------------------------------------------------------


def test_corpus_is_real_and_varied() -> None:
    names = [file.name for file in CORPUS]
    assert len(CORPUS) >= 150, f"only {len(CORPUS)} real files found"
    assert sum(name.endswith(".py") for name in names) >= 100
    assert any(name.endswith("/__init__.py") for name in names)
    assert any(name.endswith("/__main__.py") for name in names)
    for file in CORPUS:
        assert "\r" not in file.content
        assert "\x00" not in file.content
        assert file.content.endswith("\n")
        assert not file.content.endswith("\n\n")
        assert "\n===FILE_CONTENT_BLOCK" not in file.content


def test_renderings_are_deterministic() -> None:
    plan = Plan("hybrid", ("prose", "field_styles", "crlf"), (0, 5, 9), 1234)
    first, second = renderings.render(plan, CORPUS), renderings.render(plan, CORPUS)
    assert first.text == second.text
    assert first.finish_reason == second.finish_reason
    assert "\r\n" in first.text
    assert "\n" not in first.text.replace("\r\n", "")


# -- renderings read as the model meant ---------------------------------------------------------


def plans(bases: tuple[str, ...] = _BASES, required: str | None = None) -> st.SearchStrategy[Plan]:
    modifiers = st.lists(st.sampled_from(_MODIFIERS), min_size=0, max_size=3, unique=True)
    if required in MODIFIERS:
        modifiers = modifiers.map(lambda mods: [required, *(m for m in mods if m != required)][:3])
    return st.builds(
        Plan,
        base=st.sampled_from(bases),
        modifiers=modifiers.map(tuple),
        files=st.lists(st.integers(0, len(CORPUS) - 1), min_size=1, max_size=4).map(tuple),
        seed=st.integers(0, 2**32 - 1),
    )


def _read(rendering: Rendering) -> ParseResult:
    return parse_response(rendering.text, finish_reason=rendering.finish_reason)


def _explain(rendering: Rendering, result: ParseResult, problems: list[str]) -> str:
    shown = rendering.text if len(rendering.text) < 3000 else rendering.text[:3000] + "..."
    return (
        f"{rendering.plan} expect={rendering.expect.value} "
        f"finish_reason={rendering.finish_reason!r}\n"
        f"got status={result.status.value} format={result.format.value} "
        f"files={[f.file_path for f in result.code.files]} "
        f"partial={result.partial_file.file_path if result.partial_file else None} "
        f"diagnostics={[d.code for d in result.diagnostics]}\n"
        f"problems: {problems}\ntext:\n{shown!r}"
    )


def _assert_reads_as_meant(plan: Plan) -> None:
    rendering = renderings.render(plan, CORPUS)
    # the plan's kinds may drop modifiers that do not apply; the check always holds
    result = _read(rendering)
    problems = renderings.check(rendering, result)
    assert not problems, _explain(rendering, result, problems)


@pytest.mark.parametrize("kind", _BASES + _MODIFIERS)
def test_rendering_kind_reads_as_meant(kind: str) -> None:
    """Each kind of rendering, combined with 0-3 others chosen by hypothesis."""
    if kind in BASES:
        strategy = plans((kind,))
    else:
        bases = tuple(b for b in _BASES if kind in renderings.applicable(b))
        strategy = plans(bases, required=kind)

    @_settings(40 if kind in BASES else 30)
    @given(strategy)
    def run(plan: Plan) -> None:
        _assert_reads_as_meant(plan)

    run()


def test_dumps_alone_is_clean() -> None:
    for index in range(0, len(CORPUS), 40):
        plan = Plan("base_dumps", (), tuple(range(index, min(index + 4, len(CORPUS)))), index)
        rendering = renderings.render(plan, CORPUS)
        result = _read(rendering)
        problems = renderings.check(rendering, result)
        assert not problems, _explain(rendering, result, problems)


def _answer(rendering: Rendering) -> str:
    """The text from the answer's header on (drafts and quoted examples come before it)."""
    text = rendering.text.replace("\r\n", "\n")
    at = text.rfind('{"task_id": "T-1"')
    return text[at:] if at != -1 else text


def _before_answer(rendering: Rendering) -> str:
    at = rendering.text.find('{"task_id": "T-1"')
    # (an answer without a header, in Markdown: the prose is anywhere around the files)
    return rendering.text[: at if at != -1 else len(rendering.text)]


_QUOTED = re.compile(r'(?m)^===FILE_CONTENT_BLOCK\S*$|^\{"(files|port|task_id)"')
# (the path field in any of the bed's styles: "path:", "**Path**:", "File:", "Filename:")
_DECORATED = re.compile(
    r"(?i)(?:PATH|FILE|FILENAME)(?:\*\*)?:?(?:\*\*)? (['\u2018<\[`\"]|\*\*|\S+ [(\u2014-])"
)

#: Signs that show in an answer cut before its first block's fields.
_SEEN_WHEN_CUT = frozenset({"crlf", "bom", "think", "cut_boundary", "truncate"})

_SIGNS = {
    "crlf": lambda r: "\r\n" in r.text and "\n" not in r.text.replace("\r\n", ""),
    "bom": lambda r: r.text.startswith("\ufeff"),
    "think": lambda r: "<think>" in r.text[:10],
    "path_on_delimiter": lambda r: f"{r.delimiter} PATH: " in r.text,
    "no_end_marker": lambda r: f"{r.delimiter}END" not in _answer(r),
    # (a cut before the first '---' line leaves no block to look at)
    "no_blank_line": lambda r: f"\n\n{r.delimiter}" not in _answer(r).partition("\n---\n")[2],
    "quoting_prose": lambda r: _QUOTED.search(_before_answer(r).replace("\r\n", "\n")),
    "draft": lambda r: "</think>" in r.text or "first version" in r.text,
    "format_content": lambda r: any(
        "FILE_CONTENT_BLOCK" in content or '"files"' in content or '"task_id"' in content
        for _, content in r.files
    ),
    "decorated_paths": lambda r: _DECORATED.search(_answer(r)),
    "blank_lines": lambda r: re.search(rf"(?m)^{re.escape(r.delimiter)}[^\n]*\n\n", _answer(r)),
    "misspelled_end": lambda r: f"{r.delimiter}END" not in _answer(r),
    "cut_boundary": lambda r: r.cut is not None,
}


@_settings(60)
@given(plans())
def test_renderings_show_their_kinds(plan: Plan) -> None:
    """The bed itself: each rendering really has the features its plan names."""
    rendering = renderings.render(plan, CORPUS)
    # (a cut before the first block's fields leaves how blocks are written unseen)
    unseen = rendering.cut is not None and rendering.cut < rendering.fields_done_at
    for kind in rendering.plan.modifiers:
        sign = _SIGNS.get(kind)
        if unseen and kind not in _SEEN_WHEN_CUT:
            continue
        if sign is not None:
            assert sign(rendering), (kind, rendering.text[:300])
    if rendering.plan.base == "base_dumps" and not rendering.plan.modifiers:
        code = GeneratedCode(
            task_id="T-1",
            files=[
                GeneratedFile(file_path=p, content=c, file_type=f.file_type)
                for (p, c), f in zip(rendering.files, _strict_files(rendering.text), strict=True)
            ],
        )
        assert rendering.text == dumps(code)
    if rendering.expect is renderings.Expect.EXACT:
        # (a file about the format is added by these kinds)
        added = "format_content" in rendering.plan.modifiers or plan.base == "markdown_fixture"
        assert len(rendering.files) == len(plan.files) + added


def _strict_files(text: str) -> list[GeneratedFile]:
    return list(loads(text).files)


def test_check_catches_wrong_readings() -> None:
    """The bed is not vacuous: a changed byte, a renamed path, a silent fix, a partial file
    mixed into code and a refused edit answer read as files are all reported."""
    plan = Plan("hybrid", ("prose",), (3, 7), 5)
    rendering = renderings.render(plan, CORPUS)
    good = GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in rendering.files])
    note = [Diagnostic("prose-before", Severity.INFO, "text before the answer was ignored")]
    assert (
        renderings.check(
            rendering, ParseResult(Status.RECOVERED, Format.HYBRID, good, diagnostics=note)
        )
        == []
    )

    first, second = good.files
    changed = good.model_copy(
        update={"files": [first.model_copy(update={"content": first.content + " "}), second]}
    )
    renamed = good.model_copy(
        update={"files": [first.model_copy(update={"file_path": "x" + first.file_path}), second]}
    )
    for wrong in (changed, renamed):
        assert renderings.check(
            rendering, ParseResult(Status.RECOVERED, Format.HYBRID, wrong, diagnostics=note)
        )
    silent = ParseResult(Status.RECOVERED, Format.HYBRID, changed)
    assert any("no diagnostic" in p for p in renderings.check(rendering, silent))
    noisy_clean = ParseResult(Status.CLEAN, Format.HYBRID, good, diagnostics=note)
    assert renderings.check(rendering, noisy_clean)

    cut = Plan("hybrid", ("no_end_marker",), (3, 7), 0)
    for seed in range(40):
        cut_rendering = renderings.render(Plan(cut.base, cut.modifiers, cut.files, seed), CORPUS)
        if cut_rendering.expect is renderings.Expect.TRUNCATED:
            break
    else:  # pragma: no cover
        pytest.fail("no truncated rendering drawn")
    mixed = ParseResult(Status.TRUNCATED, Format.HYBRID, good, diagnostics=note)
    assert renderings.check(cut_rendering, mixed)

    edit = renderings.render(Plan("edit_blocks", (), (3,), 1), CORPUS)
    assert edit.expect is renderings.Expect.EDIT_BLOCKS
    as_file = GeneratedCode(files=[GeneratedFile(file_path=edit.files[0][0], content="x")])
    assert renderings.check(
        edit, ParseResult(Status.RECOVERED, Format.HYBRID, as_file, diagnostics=note)
    )

    # two readings: a usable status of either one is wrong; not usable is what is asked
    refused = next(
        r
        for seed in range(200)
        if (r := renderings.render(Plan("markdown_only", ("draft",), (3, 7), seed), CORPUS)).expect
        is renderings.Expect.REFUSED
    )
    either = GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in refused.files])
    assert renderings.check(
        refused, ParseResult(Status.RECOVERED, Format.MARKDOWN, either, diagnostics=note)
    )
    assert not renderings.check(
        refused, ParseResult(Status.INVALID, Format.HYBRID, diagnostics=note)
    )

    # a file that elides existing code: never usable, never a whole file
    elided = renderings.render(Plan("elided_file", (), (3, 7), 1), CORPUS)
    assert elided.expect is renderings.Expect.NOT_WHOLE
    assert elided.not_whole is not None
    whole = GeneratedCode(files=[GeneratedFile(file_path=elided.not_whole, content="x")])
    assert renderings.check(
        elided, ParseResult(Status.EDIT_BLOCKS, Format.HYBRID, whole, diagnostics=note)
    )
    assert not renderings.check(elided, ParseResult(Status.EDIT_BLOCKS, Format.HYBRID))


# -- dumps -> parse_response is the identity ----------------------------------------------------

_SEGMENTS = ("pkg", "src", "__tests__", "__pycache__", "docs", "a-b", "ünï")
_NAMES = (
    "__init__.py",
    "__main__.py",
    "main.py",
    "README.md",
    "notes.markdown",
    "data.json",
    "index.js",
    "x.txt",
    "Makefile",
    "__snapshots__.js",
)
_TRICKY_LINES = (
    "",
    "x = 1",
    "    return x",
    "```",
    "```python",
    "````",
    "~~~",
    "---",
    "-----",
    "===FILE_CONTENT_BLOCK===",
    "===FILE_CONTENT_BLOCK===END",
    "===FILE_CONTENT_BLOCK=== PATH: a.py",
    "<<<<<<< SEARCH",
    "=======",
    ">>>>>>> REPLACE",
    "--- a/main.py",
    "+++ b/main.py",
    "@@ -1,3 +1,3 @@",
    "PATH: other.py",
    "CONTENT:",
    "TYPE: source",
    "<think>",
    "</think>",
    "# ... existing code ...",
    "{",
    '{"total_files": 1}',
    "   ",
    "\t",
    "\r",
    "\ufeff",
    "### main.py",
)

paths = st.builds(
    lambda folders, name: "/".join([*folders, name]),
    st.lists(st.sampled_from(_SEGMENTS), max_size=2),
    st.sampled_from(_NAMES),
)
plain_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=200)
line_text = st.builds(
    lambda lines, sep, end: sep.join(lines) + end,
    st.lists(st.sampled_from(_TRICKY_LINES) | plain_text.filter(lambda s: "\n" not in s)),
    st.sampled_from(("\n", "\r\n")),
    st.sampled_from(("", "\n", "\r\n", "\n\n")),
)
one_fence = st.builds(
    lambda info, body, end: f"```{info}\n{body}\n```{end}",
    st.sampled_from(("", "python", "json", "text")),
    line_text,
    st.sampled_from(("", "\n")),
)
# A file that truly is an edit block or a patch (a .patch file, a test fixture) must survive.
one_edit = st.builds(
    lambda old, new, end: f"<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE{end}",
    line_text,
    line_text,
    st.sampled_from(("", "\n")),
)
one_diff = st.builds(
    lambda name, body: f"--- a/{name}\n+++ b/{name}\n@@ -1,2 +1,2 @@\n-x = 1\n+x = 2\n{body}",
    st.sampled_from(_NAMES),
    line_text,
)
contents = st.one_of(st.just(""), plain_text, line_text, one_fence, one_edit, one_diff)
optional_text = st.none() | st.text(
    st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=30
)


@st.composite
def generated_code(draw: st.DrawFn) -> GeneratedCode:
    chosen = draw(st.lists(paths, min_size=0, max_size=5, unique_by=str.casefold))
    files = [
        GeneratedFile(
            file_path=path,
            content=draw(contents),
            file_type=draw(optional_text),
            description=draw(optional_text),
        )
        for path in chosen
    ]
    try:
        return GeneratedCode(
            task_id=draw(optional_text),
            dependencies=draw(st.lists(st.sampled_from(("fastapi", "numpy")), unique=True)),
            files=files,
        )
    except ValueError:  # a path used as file and folder
        assume(False)
        raise  # pragma: no cover


@_settings(300)
@given(generated_code())
def test_parse_response_of_dumps_is_identity(code: GeneratedCode) -> None:
    text = dumps(code)
    result = parse_response(text)
    assert result.code == code, _explain_plain(text, result)
    # usable exactly when there is a file: a usable result always holds one
    assert result.status.usable == bool(code.files), _explain_plain(text, result)
    assert result.partial_file is None


def _explain_plain(text: str, result: ParseResult) -> str:
    return (
        f"status={result.status.value} diagnostics={[str(d) for d in result.diagnostics]}\n"
        f"got={[(f.file_path, f.content) for f in result.code.files]}\ntext={text!r}"
    )


def test_parse_response_of_dumps_of_real_files_is_clean() -> None:
    files = list(CORPUS) + list(DUMPS_ONLY)
    for start in range(0, len(files), 25):
        batch = files[start : start + 25]
        code = GeneratedCode(
            task_id="real",
            files=[GeneratedFile(file_path=file.name, content=file.content) for file in batch],
        )
        text = dumps(code)
        result = parse_response(text)
        assert result.status is Status.CLEAN, _explain_plain(text[:2000], result)
        assert result.code == code


def test_files_with_delimiter_lines_round_trip() -> None:
    """Real files holding a line that starts with the delimiter (found on this machine, plus one
    written here so the test never runs empty) come back exactly, clean."""
    real = [file for file in DUMPS_ONLY if "===FILE_CONTENT_BLOCK" in file.content]
    written = (
        "Example answer:\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx\n\n"
        "===FILE_CONTENT_BLOCK===END\n"
    )
    files = [GeneratedFile(file_path="docs/format-example.md", content=written)] + [
        GeneratedFile(file_path=file.name, content=file.content) for file in real
    ]
    for file in files:
        code = GeneratedCode(files=[file, GeneratedFile(file_path="__init__.py", content="")])
        text = dumps(code)
        assert '"files_delimiter": "===FILE_CONTENT_BLOCK==="' not in text  # another one chosen
        result = parse_response(text)
        assert result.status is Status.CLEAN, _explain_plain(text, result)
        assert result.code == code


# -- fuzz: mutated renderings never break the reader --------------------------------------------


def _no_internal_error(result: ParseResult, text: str | bytes) -> None:
    codes = [d.code for d in result.diagnostics]
    assert "internal-error" not in codes, f"{result.diagnostics}\ntext={text[:3000]!r}"


@_settings(150)
@given(plans(), st.integers(0, 2**32 - 1), st.sampled_from((None, "stop", "length", "end_turn")))
def test_mutated_renderings_never_crash(plan: Plan, seed: int, finish: str | None) -> None:
    rendering = renderings.render(plan, CORPUS)
    rng = random.Random(seed)
    text = renderings.mutate(rendering.text, rng, rounds=rng.randint(1, 4))
    result = parse_response(text, finish_reason=finish)
    _no_internal_error(result, text)
    data = bytearray(text.encode("utf-8", "surrogatepass"))
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(data) + 1)
        data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
    result = parse_response(bytes(data), finish_reason=finish)
    _no_internal_error(result, bytes(data))


# -- streaming equals one-shot ------------------------------------------------------------------

chunk_sizes = st.lists(st.integers(1, 300) | st.integers(1, 4), min_size=1, max_size=12)


def _chunks(text: str, sizes: list[int]) -> list[str]:
    pieces: list[str] = []
    pos = 0
    index = 0
    while pos < len(text):
        size = sizes[index % len(sizes)]
        pieces.append(text[pos : pos + size])
        pos += size
        index += 1
    return pieces


def _assert_stream_equals_one_shot(text: str, finish: str | None, sizes: list[int]) -> None:
    parser = StreamParser(finish_reason=finish)
    for chunk in _chunks(text, sizes):
        parser.feed(chunk)
    parser.close()
    streamed = parser.result
    assert streamed is not None
    whole = parse_response(text, finish_reason=finish)
    context = f"text={text[:2000]!r} sizes={sizes}"
    assert streamed.status == whole.status, context
    assert streamed.code == whole.code, context
    assert streamed.partial_file == whole.partial_file, context
    assert [d.code for d in streamed.diagnostics] == [d.code for d in whole.diagnostics], context
    assert parser.events == events_for(whole), context


@_settings(80)
@given(plans(), chunk_sizes)
def test_streaming_a_rendering_equals_one_shot(plan: Plan, sizes: list[int]) -> None:
    rendering = renderings.render(plan, CORPUS)
    _assert_stream_equals_one_shot(rendering.text, rendering.finish_reason, sizes)


@_settings(80)
@given(plans(), chunk_sizes, st.integers(0, 2**32 - 1))
def test_streaming_a_mutated_rendering_equals_one_shot(
    plan: Plan, sizes: list[int], seed: int
) -> None:
    rendering = renderings.render(plan, CORPUS)
    text = renderings.mutate(rendering.text, random.Random(seed))
    _assert_stream_equals_one_shot(text, rendering.finish_reason, sizes)


@_settings(120)
@given(generated_code(), chunk_sizes, st.integers(0, 2**32 - 1), st.booleans())
def test_streaming_a_generated_document_equals_one_shot(
    code: GeneratedCode, sizes: list[int], seed: int, mutated: bool
) -> None:
    text = dumps(code)
    if mutated:
        text = renderings.mutate(text, random.Random(seed))
    _assert_stream_equals_one_shot(text, None, sizes)


_HEADER = '{"total_files": 1, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
_FOUND_BY_THE_BED = [
    # a mutated dumps() document: streamed FileStarted('__init__.py'), final reading 'init__.py'
    '{"total_files": 3, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
    "===FILE_CONTENT_BLOCK===\nPATH: __init__.py\n---\n\n===FI@@ -1 +1 @@\n"
    '"dependencies": null, CONTENT:\n===FILE_CONTENT_BLOCK===~~~LE_CONTENT_BLOCK===\n'
    "PATH: __main__.py\n---\n\n===FILE_CONTENT_BLOCK===\nPATH: main.py\n---\n\n"
    "===FILE_CONTENT_BLO",
    # prose after the end marker makes the reading lenient after the files were streamed
    _HEADER + "===FILE_CONTENT_BLOCK===\nPATH: __main__.py\n---\nimport unittest\n\n"
    "===FILE_CONTENT_BLOCK===END\n\nLet me know if you need anything else!\n",
    # a field that names the content
    _HEADER + "===FILE_CONTENT_BLOCK===\nPATH: app.py\nCONTENT:\n---\nprint(1)\n\n"
    "===FILE_CONTENT_BLOCK===END\n",
]


@pytest.mark.parametrize("text", _FOUND_BY_THE_BED)
@pytest.mark.parametrize("size", [1, 16])
def test_streaming_what_the_bed_found(text: str, size: int) -> None:
    _assert_stream_equals_one_shot(text, None, [size])
