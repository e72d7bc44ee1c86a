"""parse_response: properties that hold for every input (fixtures live in tests/data/llm/)."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_codec import policy_accepts

from artifact_codec import (
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
from artifact_codec.format.spec import DEFAULT_DELIMITER

D = DEFAULT_DELIMITER
DOC = dumps(
    GeneratedCode(
        task_id="t",
        files=[
            GeneratedFile(file_path="app.py", file_type="source", content='print("hi")\n'),
            GeneratedFile(file_path="README.md", content="# Title\n\n```\nrun\n```\n"),
            GeneratedFile(file_path="empty.txt", content=""),
        ],
    )
)

contents = st.text(alphabet=st.characters(codec="utf-8"), max_size=60)


paths = st.from_regex(r"[a-z]{1,6}(/[a-z]{1,6}){0,2}\.(py|txt|md)", fullmatch=True).filter(
    policy_accepts
)


@st.composite
def documents(draw: st.DrawFn) -> GeneratedCode:
    chosen = draw(st.lists(paths, max_size=4, unique=True))
    files = [p for p in chosen if not any(o != p and o.startswith(p + "/") for o in chosen)]
    files = [p for p in files if not any(p.startswith(o + "/") for o in files if o != p)]
    return GeneratedCode(
        task_id=draw(st.none() | st.text(max_size=8)),
        files=[GeneratedFile(file_path=p, content=draw(contents)) for p in files],
    )


def _check_invariants(result: ParseResult) -> None:
    assert isinstance(result, ParseResult)
    assert isinstance(result.status, Status)
    assert result.found_files == len(result.code.files)
    json.loads(result.to_json())
    assert not any(d.code == "internal-error" for d in result.diagnostics), result.diagnostics
    if result.partial_file is not None:
        assert result.partial_file.file_path not in [f.file_path for f in result.code.files]
    if result.status.usable:
        assert result.code.files, "a usable result holds at least one file"


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(documents())
def test_clean_document_is_returned_exactly_as_loads_does(code: GeneratedCode) -> None:
    text = dumps(code)
    result = parse_response(text, detect_placeholders=False)
    assert result.format is Format.HYBRID
    assert result.code == loads(text) == code
    if not code.files:  # valid, but a usable answer holds at least one file
        assert result.status is Status.INVALID
        assert [d.code for d in result.diagnostics] == ["no-files"]
        return
    assert result.status is Status.CLEAN
    assert result.diagnostics == []
    assert result.feedback() == ""


@settings(max_examples=500, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_arbitrary_text_never_raises(text: str) -> None:
    _check_invariants(parse_response(text))


@settings(max_examples=300)
@given(st.binary())
def test_arbitrary_bytes_never_raise(data: bytes) -> None:
    _check_invariants(parse_response(data))


_FRAGMENTS = [
    D,
    D + "END",
    D + "  ",
    "---",
    "PATH: a.py",
    "path: b.py",
    "**PATH:** c.py",
    "```",
    "````python",
    "~~~",
    "{",
    "}",
    '{"total_files": 2,}',
    "<think>",
    "</think>",
    "### src/x.py",
    "# ... existing code ...",
    "",
    "\r",
]


@settings(max_examples=500, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_documents_never_raise(data: st.DataObject) -> None:
    lines = DOC.split("\n")
    ops = data.draw(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 200)), max_size=6))
    for op, where in ops:
        index = where % (len(lines) + 1)
        if op == 0 and lines:
            del lines[index % len(lines)]
        elif op == 1:
            lines.insert(index, data.draw(st.sampled_from(_FRAGMENTS)))
        elif lines:
            lines[index % len(lines)] = data.draw(st.text(max_size=20))
    text = "\n".join(lines)
    finish = data.draw(st.sampled_from([None, "stop", "length"]))
    result = parse_response(text, finish_reason=finish)
    _check_invariants(result)


def test_finish_reason_length_without_end_marker_is_truncated() -> None:
    cut = DOC[: DOC.index("# Title") + 4]
    result = parse_response(cut, finish_reason="length")
    assert result.status is Status.TRUNCATED
    assert [f.file_path for f in result.code.files] == ["app.py"]
    assert result.partial_file is not None
    assert result.partial_file.file_path == "README.md"
    assert result.partial_file.content == "# Ti"
    assert "README.md" in result.feedback() or "cut off" in result.feedback()


def test_feedback_names_the_problem_and_the_fix() -> None:
    text = DOC.replace("PATH: app.py", "PATH: ../app.py")
    result = parse_response(text)
    assert result.status is Status.REJECTED_FILES
    feedback = result.feedback()
    assert "PATH: ../app.py" in feedback
    assert "'..'" in feedback
    assert feedback.endswith(
        "Please send the corrected answer in full: every file complete, ending with the end marker."
    )


def test_feedback_after_a_cut_says_one_thing_to_do() -> None:
    # Whoever reads feedback() (a LangChain or pydantic-ai retry) gets the whole answer again;
    # it never also asks for "the missing files" only.
    cut = DOC[: DOC.index("PATH: README.md") + 5]
    feedback = parse_response(cut, finish_reason="length").feedback()
    assert "missing files" not in feedback
    assert "complete files received: app.py" in feedback
    assert feedback.count("send") + feedback.count("Send") == 1


def test_result_serializes_to_one_json_object() -> None:
    result = parse_response("Here:\n" + DOC, source="log-1.txt")
    data = json.loads(result.to_json())
    assert data["source"] == "log-1.txt"
    assert data["status"] == "recovered"
    assert data["format"] == "hybrid"
    assert data["paths"] == ["app.py", "README.md", "empty.txt"]
    assert data["code"]["files"][0]["content"] == 'print("hi")\n'
    assert {d["code"] for d in data["diagnostics"]} == {"prose-before"}
    assert "code" not in result.to_dict(include_code=False)


def test_non_text_argument_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        parse_response(42)  # type: ignore[arg-type]


def test_diagnostics_are_capped_per_code() -> None:
    noise = "\n".join(f"{D}x{i}" for i in range(500))
    text = f"{{}}\n{D}\nPATH: a.md\n---\n{noise}\n{D}END\n"
    result = parse_response(text)
    codes = [d.code for d in result.diagnostics if d.code == "delimiter-in-content"]
    assert len(codes) == 21  # 20 kept + one summary line
    assert result.code.files[0].content == noise + "\n"
    assert any(d.severity is Severity.INFO and "480 more" in d.message for d in result.diagnostics)


ADVERSARIAL = {
    "delimiter-lines": (D + "\n") * 200_000,
    "delimiter-blocks": "".join(f"{D}\nPATH: f{i}.txt\n---\nx\n" for i in range(50_000)),
    "fences": "```\n" * 300_000,
    "braces": "{" * 1_000_000,
    "brace-lines": "{\n" * 300_000,
    "think-open": "<think>" + "x" * 2_000_000,
    "headers": '{"total_files": 1}\n' * 100_000,
    "field-lines": D + "\n" + "PATH: a\n" * 200_000,
}


@pytest.mark.parametrize("text", ADVERSARIAL.values(), ids=ADVERSARIAL.keys())
def test_adversarial_inputs_finish_quickly(text: str) -> None:
    start = time.perf_counter()
    result = parse_response(text)
    elapsed = time.perf_counter() - start
    _check_invariants(result)
    assert elapsed < 10, f"{elapsed:.1f} s for {len(text)} characters"


@pytest.mark.parametrize("finish", ["stop", None, "length"])
@pytest.mark.parametrize("cut", ["PATH: empty.t", "PATH: empty.txt", "PATH: empty.txt\nTYPE: da"])
def test_an_answer_that_ends_inside_a_field_line_is_cut_whatever_the_finish(
    finish: str | None, cut: str
) -> None:
    # A stop sequence or a proxy reports "stop" for an answer cut short. Ending without a line
    # break inside a block's field lines (no separator, no content) is a cut, never a file of
    # the cut path ("empty.t") or an empty file.
    answer = DOC[: DOC.index("PATH: empty.txt")] + cut
    result = parse_response(answer, finish_reason=finish)
    assert result.status is Status.TRUNCATED
    assert [f.file_path for f in result.code.files] == ["app.py", "README.md"]
    assert "truncated" in [d.code for d in result.diagnostics]
    # a content line without its line break under "stop" is still the content's last line
    whole = DOC.replace(f"\n{D}END\n", "")
    assert parse_response(whole.rstrip("\n"), finish_reason="stop").found_files == 3
