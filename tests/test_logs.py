"""JSON Lines logs of evaluation harnesses: `validate --jsonl`, result tables, hostile records."""

from __future__ import annotations

import gzip
import io
import itertools
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from timing import assert_linear

from artifact_codec import GeneratedCode, GeneratedFile, dumps, loads
from artifact_codec.cli import main
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.logs.read import (
    RECORD_STATUSES,
    ROW_KEYS,
    FieldPath,
    RecordSpec,
    check_record,
    iter_file_rows,
    lookup,
    run_logs,
)
from artifact_codec.logs.tables import write_rows

LOGS = Path(__file__).parent / "data" / "logs"
LM_EVAL = LOGS / "samples_artifact_codegen_2026-11-20T10-15-42.jsonl"
SWE_BENCH = LOGS / "swe-bench-predictions.jsonl"
OPENAI_EVALS = LOGS / "openai-evals-record.jsonl"
INSPECT = LOGS / "inspect-samples.jsonl"

DOC = dumps(
    GeneratedCode(
        task_id="t",
        files=[
            GeneratedFile(file_path="a.py", content='print("a")\n'),
            GeneratedFile(file_path="b/c.txt", content="c\n"),
        ],
    )
)


def _rows(path: Path | str, field: str, **options: Any) -> list[dict[str, Any]]:
    return list(run_logs([str(path)], RecordSpec.build(field, **options)))


def _brief(rows: list[dict[str, Any]]) -> list[tuple[int, str | None, str]]:
    return [(row["line"], row["id"], row["status"]) for row in rows]


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "artifact_codec", *args]


# --- field paths ---------------------------------------------------------------------------


def test_field_path_walks_objects_and_lists() -> None:
    record = {"resps": [["first", "second"]], "data": {"0": "key zero"}, "n": 3}
    assert lookup(record, FieldPath("resps.0.0")) == ("first", "")
    assert lookup(record, FieldPath("resps.0.-1")) == ("second", "")
    assert lookup(record, FieldPath("data.0")) == ("key zero", "")  # a digit key on an object
    _, reason = lookup(record, FieldPath("resps.0.2"))
    assert reason == "resps.0 is a list of 2; it has no item 2"
    _, reason = lookup(record, FieldPath("resps.x"))
    assert reason == "resps is a list; 'x' is not an index"
    _, reason = lookup(record, FieldPath("n.value"))
    assert reason == "n is a number, not an object or a list"
    _, reason = lookup(record, FieldPath("model_patch"))
    assert reason == "the record has no key 'model_patch'"


@pytest.mark.parametrize("text", ["", "  ", "a..b", ".a", "a."])
def test_bad_field_paths_are_typed_errors(text: str) -> None:
    with pytest.raises(ArtifactCodecError, match="field path"):
        FieldPath(text)


def test_bad_options_are_typed_errors() -> None:
    with pytest.raises(ArtifactCodecError, match="PATH=VALUE"):
        RecordSpec.build("x", where="type")
    with pytest.raises(ArtifactCodecError, match="unknown parse option"):
        RecordSpec.build("x", finish_reason="stop")
    with pytest.raises(ArtifactCodecError, match="max_record_bytes"):
        RecordSpec.build("x", max_record_bytes=0)


# --- the harnesses' own shapes --------------------------------------------------------------


def test_lm_evaluation_harness_samples() -> None:
    rows = _rows(LM_EVAL, "resps.0.0")
    assert _brief(rows) == [
        (1, "0", "clean"),
        (2, "1", "recovered"),
        (3, "2", "truncated"),
        (4, "3", "no_artifact"),
    ]
    assert rows[0]["paths"] == ["solution.py", "test_solution.py"]
    assert rows[2]["partial_file"] == "test_solution.py"
    assert rows[2]["expected_files"] == 2
    assert rows[2]["found_files"] == 1
    assert [row["source"] for row in rows] == [str(LM_EVAL)] * 4
    # filtered_resps holds the same text one level up
    assert _brief(_rows(LM_EVAL, "filtered_resps.0")) == _brief(rows)


def test_swe_bench_predictions() -> None:
    rows = _rows(SWE_BENCH, "model_patch")
    assert _brief(rows) == [
        (1, "django__django-11099", "clean"),
        (2, "astropy__astropy-12907", "edit_blocks"),  # a diff is never whole files
        (3, "sympy__sympy-20590", "not_text"),  # null
        (4, "pytest-dev__pytest-5227", "no_artifact"),  # empty
    ]
    assert rows[2]["diagnostic_codes"] == ["not-text"]
    assert "null" in rows[2]["first_error"]


def test_openai_evals_records_with_a_condition() -> None:
    rows = _rows(OPENAI_EVALS, "data.sampled.0", where="type=sampling")
    assert _brief(rows) == [
        (2, "artifact-codegen.dev.0", "clean"),
        (4, "artifact-codegen.dev.1", "truncated"),
    ]
    # Without the condition, the spec line, the match events (whose data.sampled is the text
    # itself, so it has no item 0) and the final report are reported, not skipped silently.
    everything = _rows(OPENAI_EVALS, "data.sampled.0")
    assert [row["status"] for row in everything] == [
        "missing_field",
        "clean",
        "missing_field",
        "truncated",
        "missing_field",
        "missing_field",
    ]
    assert everything[2]["first_error"] == (
        "no field 'data.sampled.0': data.sampled is a string, not an object or a list"
    )


def test_inspect_samples_with_the_stop_reason() -> None:
    rows = _rows(INSPECT, "output.completion", finish_field="output.choices.0.stop_reason")
    assert _brief(rows) == [
        (1, "task-0", "clean"),
        (2, "task-1", "truncated"),
        (3, "task-2", "no_artifact"),
    ]
    assert [row["finish_reason"] for row in rows] == ["stop", "max_tokens", "stop"]


def test_id_fields_are_tried_in_order() -> None:
    spec = RecordSpec.build("r", id_fields=["meta.uid", "doc_id"])
    line = json.dumps({"doc_id": 4, "meta": {"uid": "u-1"}, "r": DOC})
    assert check_record(line, spec)["id"] == "u-1"  # type: ignore[index]
    line = json.dumps({"doc_id": 4, "meta": {}, "r": DOC})
    assert check_record(line, spec)["id"] == "4"  # type: ignore[index]
    line = json.dumps({"doc_id": [4], "r": DOC})  # not a scalar: no id
    assert check_record(line, spec)["id"] is None  # type: ignore[index]


# --- hostile records ------------------------------------------------------------------------

HOSTILE_LINES: list[tuple[bytes, str, str]] = [
    (json.dumps({"id": "ok", "r": DOC}).encode(), "clean", ""),
    (b"not json at all", "invalid_record", "invalid-json"),
    (b'{"id": "cut", "r": "abc', "invalid_record", "invalid-json"),
    (b'{"id": "bad", "r": "\xff\xfe caf\xe9"}', "invalid_record", "invalid-utf8"),
    (b"[" * 200_000 + b"]" * 200_000, "invalid_record", "too-deep"),
    (b'{"r": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "invalid_record", "too-deep"),
    (b'{"r": ' + b"9" * 10_000 + b"}", "invalid_record", "invalid-json"),  # int too long
    (b"[1, 2, 3]", "invalid_record", "not-an-object"),
    (b'"just a string"', "invalid_record", "not-an-object"),
    (b'{"id": "num", "r": 42}', "not_text", "not-text"),
    (b'{"id": "list", "r": ["a"]}', "not_text", "not-text"),
    (b'{"id": "obj", "r": {"text": "a"}}', "not_text", "not-text"),
    (b'{"id": "bool", "r": true}', "not_text", "not-text"),
    (b'{"id": "none"}', "missing_field", "missing-field"),
    (b'{"id": "nul", "r": "\\u0000\\u0000PATH: x"}', "no_artifact", "no-artifact"),
    (b'{"id": "lone", "r": "\\ud800 surrogate"}', "no_artifact", "no-artifact"),
]


@pytest.mark.parametrize(("line", "status", "code"), HOSTILE_LINES)
def test_hostile_record_gives_a_row_not_an_exception(line: bytes, status: str, code: str) -> None:
    row = check_record(line, RecordSpec.build("r"), source="log.jsonl", line=7)
    assert row is not None
    assert tuple(row)[: len(ROW_KEYS)] == ROW_KEYS
    assert row["status"] == status
    assert row["line"] == 7
    if code:
        assert code in row["diagnostic_codes"]
    assert row["usable"] is (status == "clean")


def test_a_file_of_hostile_lines_keeps_line_numbers(tmp_path: Path) -> None:
    path = tmp_path / "hostile.jsonl"
    body = b"\n".join(line for line, _, _ in HOSTILE_LINES)
    path.write_bytes(b"\n\n" + body.replace(b"\n", b"\r\n", 1) + b"\n   \n")  # blank lines, CRLF
    rows = _rows(path, "r")
    assert [row["line"] for row in rows] == list(range(3, 3 + len(HOSTILE_LINES)))
    assert [row["status"] for row in rows] == [status for _, status, _ in HOSTILE_LINES]


def test_huge_lines(tmp_path: Path) -> None:
    big = "x = 1\n" * 400_000  # 2.4 MB of code in one record
    code = GeneratedCode(files=[GeneratedFile(file_path="big.py", content=big)])
    good = json.dumps({"id": "big", "r": dumps(code)}).encode()
    path = tmp_path / "huge.jsonl"
    path.write_bytes(good + b"\n" + b'{"r": "' + b"y" * 3_000_000 + b'"}\n' + good + b"\n")
    rows = _rows(path, "r")
    assert _brief(rows) == [(1, "big", "clean"), (2, None, "no_artifact"), (3, "big", "clean")]
    # Over the limit, the line is skipped without being read whole; the next lines still count.
    limited = _rows(path, "r", max_record_bytes=2_000_000)
    assert _brief(limited) == [
        (1, None, "invalid_record"),
        (2, None, "invalid_record"),
        (3, None, "invalid_record"),
    ]
    assert limited[1]["diagnostic_codes"] == ["record-too-large"]
    assert "3000010 bytes" in limited[1]["first_error"]  # 7 + 3 000 000 + 2 + the newline
    exact = _rows(path, "r", max_record_bytes=len(good) + 1)  # the newline counts
    assert [row["status"] for row in exact] == ["clean", "invalid_record", "clean"]


def test_last_line_without_newline_and_unreadable_files(tmp_path: Path) -> None:
    path = tmp_path / "a.jsonl"
    path.write_bytes(json.dumps({"id": 1, "r": DOC}).encode())
    missing = tmp_path / "gone.jsonl"
    rows = list(run_logs([str(path), str(missing)], RecordSpec.build("r")))
    assert _brief(rows) == [(1, "1", "clean"), (0, None, "invalid_record")]
    assert rows[1]["diagnostic_codes"] == ["unreadable-file"]
    assert next(iter(iter_file_rows(str(missing), RecordSpec.build("r"))))["status"] == (
        "invalid_record"
    )


def test_gzip_logs_and_broken_gzip(tmp_path: Path) -> None:
    path = tmp_path / "samples.jsonl.gz"
    path.write_bytes(gzip.compress(LM_EVAL.read_bytes()))
    assert _brief(_rows(path, "resps.0.0")) == _brief(_rows(LM_EVAL, "resps.0.0"))
    broken = tmp_path / "broken.jsonl.gz"
    broken.write_bytes(gzip.compress(LM_EVAL.read_bytes())[:300])
    rows = _rows(broken, "resps.0.0")
    assert rows[-1]["diagnostic_codes"] == ["unreadable-file"]


def test_mutated_logs_never_raise() -> None:
    generator = random.Random(14)
    originals = [path.read_bytes() for path in (LM_EVAL, SWE_BENCH, OPENAI_EVALS, INSPECT)]
    spec = RecordSpec.build("resps.0.0", id_fields=["doc_id", "id"])
    for _ in range(60):
        data = bytearray(generator.choice(originals))
        for _ in range(generator.randint(1, 20)):
            position = generator.randrange(len(data))
            data[position] = generator.choice(b'{}[]",:\\\n\x00\xff0a')
        lines = [line for line in bytes(data).split(b"\n") if line.strip()]
        rows = list(iter_rows_of(bytes(data), spec))
        assert len(rows) == len(lines)
        assert all(tuple(row)[: len(ROW_KEYS)] == ROW_KEYS for row in rows)


def iter_rows_of(data: bytes, spec: RecordSpec) -> list[dict[str, Any]]:
    from artifact_codec.logs.read import iter_rows

    return list(iter_rows(io.BytesIO(data), spec, source="m"))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=20,
)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(json_values, st.sampled_from(["r", "r.0", "a.b.-1", "0"]))
def test_any_json_record_gives_one_row(value: Any, field: str) -> None:
    row = check_record(json.dumps(value), RecordSpec.build(field))
    assert row is not None
    assert row["status"] in {
        "invalid_record",
        "missing_field",
        "not_text",
        "clean",
        "recovered",
        "repaired",
        "rejected_files",
        "edit_blocks",
        "truncated",
        "invalid",
        "no_artifact",
    }
    if not isinstance(value, dict):
        assert row["status"] == "invalid_record"


# --- splitting a file into byte ranges (what the Dask bag does) ------------------------------


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from([json.dumps({"id": 1, "r": DOC}), "", "junk", '{"r": 5}', "  "]),
        min_size=1,
        max_size=12,
    ),
    st.lists(st.integers(min_value=1, max_value=4000), max_size=5),
)
def test_byte_ranges_cover_every_line_once(lines: list[str], cuts: list[int]) -> None:
    import tempfile

    data = ("\n".join(lines) + "\n").encode()
    spec = RecordSpec.build("r")
    with tempfile.NamedTemporaryFile(suffix=".jsonl", delete=False) as handle:
        handle.write(data)
    try:
        whole = list(iter_file_rows(handle.name, spec))
        bounds = sorted({0, *(cut for cut in cuts if cut < len(data)), len(data)})
        parts: list[dict[str, Any]] = []
        for start, end in itertools.pairwise(bounds):
            parts += iter_file_rows(handle.name, spec, start=start, end=end)
        assert parts == whole
    finally:
        Path(handle.name).unlink()


# --- result tables --------------------------------------------------------------------------


def test_parquet_reads_back_in_one_pandas_line(tmp_path: Path) -> None:
    rows = _rows(SWE_BENCH, "model_patch") + _rows(LM_EVAL, "resps.0.0")
    out = tmp_path / "results.parquet"
    assert write_rows(iter(rows), str(out)) == 8
    frame = pd.read_parquet(out)
    assert list(frame.columns) == list(ROW_KEYS)
    assert len(frame) == 8
    assert frame["status"].tolist() == [row["status"] for row in rows]
    assert frame["line"].tolist() == [row["line"] for row in rows]
    assert frame["id"].tolist() == [row["id"] for row in rows]
    assert [list(paths) for paths in frame["paths"]] == [row["paths"] for row in rows]
    assert frame["usable"].sum() == 3
    assert frame.loc[frame["status"] == "truncated", "partial_file"].tolist() == [
        "test_solution.py"
    ]
    assert frame.groupby("status").size()["clean"] == 2


def test_empty_parquet_still_has_its_columns(tmp_path: Path) -> None:
    out = tmp_path / "empty.parquet"
    assert write_rows(iter([]), str(out)) == 0
    assert list(pd.read_parquet(out).columns) == list(ROW_KEYS)


def test_with_code_column_holds_the_files(tmp_path: Path) -> None:
    rows = _rows(LM_EVAL, "resps.0.0", with_code=True)
    out = tmp_path / "r.parquet"
    write_rows(iter(rows), str(out), with_code=True)
    frame = pd.read_parquet(out)
    first = json.loads(LM_EVAL.read_text("utf-8").splitlines()[0])["resps"][0][0]
    assert GeneratedCode.model_validate_json(frame["code"][0]) == loads(first)
    assert GeneratedCode.model_validate_json(frame["code"][3]) == GeneratedCode()  # no files


def test_lone_surrogates_and_undecodable_names_are_written_escaped(tmp_path: Path) -> None:
    # JSON may escape a lone surrogate ("\ud800"); a file name may hold undecodable bytes. Both
    # are valid Python strings that UTF-8 cannot encode: rows hold their escapes instead.
    content = "x = '\ud800'\n"
    # (a model refuses the lone surrogate: the document is made, then given one)
    placeholder = GeneratedFile(file_path="a.py", content="x = '?'\n")
    doc = dumps(GeneratedCode(files=[placeholder])).replace("'?'", "'\ud800'")
    spec = RecordSpec.build("r", with_code=True)
    rows = [
        check_record(json.dumps({"id": "\ud800", "r": doc}), spec, source="s\udcff.jsonl"),
        check_record(json.dumps({"id": 2, "r": doc.replace("a.py", "\udfff.py")}), spec),
    ]
    assert rows[0] is not None
    assert rows[1] is not None
    assert (rows[0]["id"], rows[0]["source"], rows[0]["status"]) == (
        "\\ud800",
        "s\\udcff.jsonl",
        "recovered",  # parse_response replaced the content's lone surrogate, and said so
    )
    assert "lone-surrogate" in rows[0]["diagnostic_codes"]
    assert json.loads(rows[0]["code"])["files"][0]["content"] == content.replace("\ud800", "\ufffd")
    for name in ("r.parquet", "r.jsonl"):
        write_rows(iter(rows), str(tmp_path / name), with_code=True)
    frame = pd.read_parquet(tmp_path / "r.parquet")
    assert frame["id"].tolist() == ["\\ud800", "2"]
    written = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text("utf-8").splitlines()]
    assert written == rows


def test_unknown_table_suffix_and_failed_write_leave_nothing(tmp_path: Path) -> None:
    with pytest.raises(ArtifactCodecError, match=r"\.parquet"):
        write_rows(iter([]), str(tmp_path / "x.csv"))

    def exploding() -> Any:
        yield _rows(LM_EVAL, "resps.0.0")[0]
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError):
        write_rows(exploding(), str(tmp_path / "x.parquet"))
    assert list(tmp_path.iterdir()) == []


def test_parallel_rows_equal_serial_rows(tmp_path: Path) -> None:
    path = tmp_path / "many.jsonl"
    lines = [json.dumps({"doc_id": i, "r": DOC if i % 3 else DOC[:-20]}) for i in range(300)]
    path.write_text("\n".join(lines) + "\n", "utf-8")
    spec = RecordSpec.build("r")
    serial = list(run_logs([str(path), str(LM_EVAL)], spec))
    parallel = list(run_logs([str(path), str(LM_EVAL)], spec, jobs=2, batch_bytes=4096))
    assert parallel == serial
    assert [row["line"] for row in serial[:300]] == list(range(1, 301))


# --- the command line -----------------------------------------------------------------------


def test_cli_writes_parquet_and_jsonl(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "results.parquet"
    result = runner.invoke(
        main, ["validate", "--jsonl", "--field", "resps.0.0", str(LOGS), "--out", str(out)]
    )
    # a folder: only its *.jsonl files; the three other harnesses' records lack resps.0.0
    assert result.exit_code == 1, result.output
    assert f"17 rows written to {out}" in result.output
    frame = pd.read_parquet(out)
    assert frame["status"].value_counts().to_dict() == {
        "missing_field": 13,
        "clean": 1,
        "recovered": 1,
        "truncated": 1,
        "no_artifact": 1,
    }
    jsonl = tmp_path / "results.jsonl"
    result = runner.invoke(
        main,
        ["validate", "--jsonl", "--field", "model_patch", str(SWE_BENCH), "--out", str(jsonl)],
    )
    rows = [json.loads(line) for line in jsonl.read_text("utf-8").splitlines()]
    assert rows == _rows(SWE_BENCH, "model_patch")


def test_cli_prints_a_line_per_record_and_a_summary() -> None:
    result = CliRunner().invoke(
        main,
        [
            "validate",
            "--jsonl",
            "--field",
            "data.sampled.0",
            "--where",
            "type=sampling",
            str(OPENAI_EVALS),
        ],
    )
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0] == f"{OPENAI_EVALS}:2 [artifact-codegen.dev.0]: clean (hybrid), 1 file"
    assert lines[1].startswith(f"{OPENAI_EVALS}:4 [artifact-codegen.dev.1]: truncated (hybrid)")
    assert lines[-1] == "2 records: 1 usable, 1 unusable"


def test_cli_json_lines_and_standard_input() -> None:
    record = json.dumps({"instance_id": "a__b-1", "model_patch": DOC})
    result = CliRunner().invoke(
        main, ["validate", "--jsonl", "--field", "model_patch", "--json", "-"], input=record
    )
    assert result.exit_code == 0, result.output
    row, summary = (json.loads(line) for line in result.output.splitlines())
    assert (row["source"], row["line"], row["id"], row["status"]) == (
        "<stdin>",
        1,
        "a__b-1",
        "clean",
    )
    assert summary["by_status"]["clean"] == 1
    assert summary["total"] == 1


def test_cli_strict_mode_over_jsonl() -> None:
    records = [json.dumps({"id": 1, "r": DOC}), json.dumps({"id": 2, "r": "Sure!\n" + DOC})]
    result = CliRunner().invoke(
        main,
        ["validate", "--jsonl", "--strict", "--field", "r", "--json", "-"],
        input="\n".join(records),
    )
    statuses = [json.loads(line).get("status") for line in result.output.splitlines()[:2]]
    assert statuses == ["clean", "invalid"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--jsonl"], "--jsonl needs --field"),
        (["--field", "r"], "add --jsonl"),
        (["--jsonl", "--field", "a..b"], "empty part"),
        (["--jsonl", "--field", "r", "--out", "x.csv"], "table format"),
        (["--jsonl", "--field", "r", "--where", "nothing"], "PATH=VALUE"),
    ],
)
def test_cli_usage_errors(args: list[str], message: str) -> None:
    result = CliRunner().invoke(main, ["validate", *args, str(SWE_BENCH)])
    assert result.exit_code == 2
    assert message in result.output


def test_cli_subprocess_on_hostile_log_has_no_traceback(tmp_path: Path) -> None:
    log = tmp_path / "hostile.jsonl"
    log.write_bytes(b"\n".join(line for line, _, _ in HOSTILE_LINES) + b"\n")
    out = tmp_path / "r.parquet"
    completed = subprocess.run(
        _cli("validate", "--jsonl", "--field", "r", "--jobs", "2", str(log), "--out", str(out)),
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        check=False,
    )
    assert completed.returncode == 1
    assert "Traceback" not in completed.stdout + completed.stderr
    assert completed.stderr == ""
    assert f"{len(HOSTILE_LINES)} rows written" in completed.stdout
    frame = pd.read_parquet(out)
    assert frame["status"].tolist() == [status for _, status, _ in HOSTILE_LINES]


# --- Dask -------------------------------------------------------------------------------------


def test_dask_bag_on_a_local_cluster(tmp_path: Path) -> None:
    from collections import Counter

    from distributed import Client, LocalCluster

    from artifact_codec.logs.dask import status_counts, to_dataframe, validate_bag

    folder = tmp_path / "logs"
    folder.mkdir()
    generator = random.Random(7)
    answers = [DOC, DOC[:-30], "Sure!\n```\n" + DOC + "```\n", "no files here", 42, None]
    for name in ("a", "b"):
        with open(folder / f"samples_{name}.jsonl", "w", encoding="utf-8") as out:
            for i in range(150):
                out.write(json.dumps({"doc_id": i, "resps": [[generator.choice(answers)]]}) + "\n")
    (folder / "c.jsonl.gz").write_bytes(gzip.compress(LM_EVAL.read_bytes()))
    (folder / "notes.txt").write_text("not a log\n", "utf-8")
    spec = RecordSpec.build("resps.0.0")
    files = sorted(str(path) for path in folder.iterdir() if ".jsonl" in path.name)
    expected = list(run_logs(files, spec))
    assert len(expected) == 304

    with (
        LocalCluster(
            n_workers=2, processes=True, threads_per_worker=1, dashboard_address=":0"
        ) as cluster,
        Client(cluster),
    ):
        # a small blocksize splits each 150-record file into several tasks
        bag = validate_bag(str(folder / "*.jsonl*"), field="resps.0.0", blocksize=8192)
        assert bag.npartitions > 4
        rows = bag.compute()
        assert sorted(rows, key=lambda r: (r["source"], r["line"])) == sorted(
            expected, key=lambda r: (r["source"], r["line"])
        )
        assert status_counts(bag) == dict(Counter(row["status"] for row in expected))
        frame = to_dataframe(validate_bag(str(folder), field="resps.0.0")).compute()
        assert len(frame) == 304
        assert list(frame.columns) == list(ROW_KEYS)
        assert frame["usable"].sum() == sum(row["usable"] for row in expected)


def test_dask_dataframe_writes_parquet_with_the_schema_of_the_command_line(
    tmp_path: Path,
) -> None:
    # dask infers a Parquet schema from a made-up sample row; with plain object columns that
    # row held bare object() values, which pyarrow refused (ArrowInvalid).
    import dask
    import pyarrow.parquet as pq

    from artifact_codec.logs.dask import to_dataframe, validate_bag
    from artifact_codec.logs.tables import parquet_schema

    spec = RecordSpec.build("resps.0.0")
    expected = list(run_logs([str(LM_EVAL)], spec))
    with dask.config.set(scheduler="sync"):
        to_dataframe(validate_bag(str(LM_EVAL), field="resps.0.0")).to_parquet(tmp_path / "out")
    table = pq.read_table(tmp_path / "out")
    assert [table.schema.field(name) for name in ROW_KEYS] == list(parquet_schema())
    assert table.select(list(ROW_KEYS)).to_pylist() == expected


def test_dask_bag_bad_options_fail_early(tmp_path: Path) -> None:
    from artifact_codec.logs.dask import validate_bag

    with pytest.raises(ArtifactCodecError, match="no log files"):
        validate_bag(str(tmp_path / "*.jsonl"), field="r")
    with pytest.raises(ArtifactCodecError, match="empty part"):
        validate_bag(str(LM_EVAL), field="a..b")
    with pytest.raises(ArtifactCodecError, match="blocksize"):
        validate_bag(str(LM_EVAL), field="r", blocksize=0)


# --- the documentation cannot drift ------------------------------------------------------------

DOCS = Path(__file__).parent.parent / "docs"


def test_docs_list_every_column_and_record_status() -> None:
    text = (DOCS / "logs.md").read_text("utf-8")
    columns = re.findall(r"^\| `(\w+)` \| (?:string|int|bool|list)", text, flags=re.M)
    assert columns == [*ROW_KEYS, "code"]
    statuses = set(re.findall(r"^\| `(\w+)` \| `[\w-]+` \|", text, flags=re.M))
    assert statuses == set(RECORD_STATUSES)


def test_docs_example_is_what_the_command_prints() -> None:
    text = (DOCS / "logs.md").read_text("utf-8")
    block = text.split("$ artifact-codec validate --jsonl --field model_patch ", 1)[1]
    line, output = block.split("\n```", 1)[0].split("\n", 1)
    command, _, comment = line.partition("  # ")  # the page's '# exit N' (tests/test_docs.py)
    result = CliRunner().invoke(main, ["validate", "--jsonl", "--field", "model_patch", command])
    assert result.output == output + "\n"
    assert comment == f"exit {result.exit_code}"


def test_cli_doc_names_every_validate_option() -> None:
    text = (DOCS / "cli.md").read_text("utf-8")
    validate = main.commands["validate"]  # type: ignore[attr-defined]
    for param in validate.params:
        for option in getattr(param, "opts", []):
            if option.startswith("--"):
                assert f"`{option}" in text, option


# --- time grows linearly --------------------------------------------------------------------


def test_time_grows_linearly_with_records() -> None:
    spec = RecordSpec.build("r")
    record = json.dumps({"id": 1, "r": "Sorry, no code today."}).encode() + b"\n"
    assert_linear(lambda n: record * n, lambda data: iter_rows_of(data, spec), 300)


def test_time_grows_linearly_with_the_length_of_a_skipped_line() -> None:
    limited = RecordSpec.build("r", max_record_bytes=1000)
    assert_linear(lambda n: b"x" * n + b"\n", lambda data: iter_rows_of(data, limited), 200_000)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_give_at_most_one_row(data: bytes) -> None:
    row = check_record(data, RecordSpec.build("r", where=None))
    assert row is not None
    assert tuple(row) == ROW_KEYS


def test_cli_folder_takes_only_jsonl_files_and_never_writes_over_one(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    (folder / "nested").mkdir(parents=True)
    (folder / "nested" / "samples_a.jsonl").write_bytes(LM_EVAL.read_bytes())
    (folder / "samples_b.jsonl.gz").write_bytes(gzip.compress(LM_EVAL.read_bytes()))
    (folder / "results_2026.json").write_text('{\n  "results": {}\n}\n', "utf-8")
    (folder / "notes.txt").write_text("not a log\n", "utf-8")
    old = folder / "results.jsonl"
    old.write_text(json.dumps({"resps": [["an old result"]]}) + "\n", "utf-8")
    # the folder's results.jsonl is one of the logs: writing over it is refused
    args = ["validate", "--jsonl", "--field", "resps.0.0", str(folder), "--out", str(old)]
    refused = CliRunner().invoke(main, args)
    assert refused.exit_code == 2
    assert refused.output.count("\n") == 1
    assert str(old) in refused.output
    assert "an old result" in old.read_text("utf-8")
    out = tmp_path / "results.jsonl"
    args = ["validate", "--jsonl", "--field", "resps.0.0", str(folder), "--out", str(out)]
    result = CliRunner().invoke(main, args)
    assert "9 rows written" in result.output  # 8 records of the two logs, 1 of results.jsonl
    sources = {json.loads(line)["source"] for line in out.read_text("utf-8").splitlines()}
    assert sources == {
        str(folder / "nested" / "samples_a.jsonl"),
        str(folder / "samples_b.jsonl.gz"),
        str(old),
    }
    picked = CliRunner().invoke(main, [*args[:-2], "--glob", "*.json", "--json"])
    rows = [json.loads(line) for line in picked.output.splitlines()[:-1]]
    assert [row["source"] for row in rows] == [str(folder / "results_2026.json")] * 3


def test_cli_unwritable_out_is_an_error_without_traceback(tmp_path: Path) -> None:
    out = tmp_path / "missing-folder" / "r.parquet"
    result = CliRunner().invoke(
        main, ["validate", "--jsonl", "--field", "model_patch", str(SWE_BENCH), "--out", str(out)]
    )
    assert result.exit_code == 2
    assert "cannot write the results" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
