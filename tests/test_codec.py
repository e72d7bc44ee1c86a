"""The strict codec: byte-exact round trips, delimiter choice, errors."""

from __future__ import annotations

import io
import json
import pickle
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import (
    ArtifactCodecError,
    ArtifactDecodeError,
    GeneratedCode,
    GeneratedFile,
    dump,
    dumps,
    load,
    loads,
)
from artifact_codec.errors import UnsafePathError
from artifact_codec.format.paths import PathSet, normalize_path
from artifact_codec.format.spec import DEFAULT_DELIMITER, RESERVED_FIELDS, end_marker
from artifact_codec.read.parser import grammar_parser
from artifact_codec.write.serializer import choose_delimiter

D = DEFAULT_DELIMITER

# -- strategies ------------------------------------------------------------------------------

_name_chars = string.ascii_letters + string.digits + "_-. éß中😀"
_component = (
    st.text(_name_chars, min_size=1, max_size=12)
    .filter(lambda s: s.strip(" .") == s and s not in (".", ".."))
    .filter(lambda s: s.split(".")[0].upper() not in {"CON", "PRN", "AUX", "NUL"})
    .filter(lambda s: s.casefold() != ".git" and not s[:4].upper().startswith(("COM", "LPT")))
)


def policy_accepts(path: str) -> bool:
    """Whether the path policy takes ``path`` (strategies drop the paths it refuses)."""
    try:
        normalize_path(path)
    except UnsafePathError:
        return False  # a rule the filters above do not spell out (e.g. the writer's own names)
    return True


paths = st.lists(_component, min_size=1, max_size=3).map("/".join).filter(policy_accepts)

# Contents biased towards the characters and lines that matter to the format.
_tricky_lines = st.sampled_from(
    [
        D,
        D + "END",
        D + " ",
        "===FILE_CONTENT_BLOCK_1===",
        "---",
        "PATH: x.py",
        '{"total_files": 1}',
        "```",
        "~~~python",
        "",
        "\r",
        " ",
    ]
)
_line = st.one_of(st.text(max_size=40), _tricky_lines)
contents = st.one_of(
    st.text(),
    st.lists(_line, max_size=8).map("\n".join),
    st.lists(_line, max_size=8).map("\r\n".join),
    st.lists(_line, max_size=8).map(lambda lines: "\n".join(lines) + "\n"),
)
field_values = st.one_of(st.none(), st.text(max_size=30))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=10),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=5), children, max_size=3)
    ),
    max_leaves=6,
)


@st.composite
def generated_code(draw: st.DrawFn) -> GeneratedCode:
    chosen = draw(st.lists(paths, max_size=5, unique_by=lambda p: p.casefold()))
    # drop what one batch may not hold: "a" and "a/b", "a/x" and "A/y" (the path policy)
    batch = PathSet()
    kept = [path for path in chosen if batch.add(path) is None]
    files = []
    for path in kept:
        extras = draw(
            st.dictionaries(
                st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True).filter(
                    lambda k: (
                        k.upper() not in {"PATH", "TYPE", "DESCRIPTION", "COMPONENT"}
                        and k.upper() != "SEMANTIC_UNIT"
                        and k.upper() not in RESERVED_FIELDS
                        and k not in GeneratedFile.model_fields
                    )
                ),
                st.text(max_size=20),
                max_size=2,
            )
        )
        files.append(
            GeneratedFile(
                file_path=path,
                content=draw(contents),
                file_type=draw(field_values),
                description=draw(field_values),
                semantic_unit_id=draw(field_values),
                component_id=draw(field_values),
                **extras,
            )
        )
    header_extras = draw(
        st.dictionaries(
            st.text(max_size=8).filter(
                lambda k: (
                    k not in GeneratedCode.model_fields
                    and k not in {"total_files", "files_delimiter", "format_version"}
                )
            ),
            json_values,
            max_size=3,
        )
    )
    return GeneratedCode(
        task_id=draw(field_values),
        project_id=draw(field_values),
        dependencies=draw(st.lists(st.text(max_size=10), max_size=3)),
        setup_instructions=draw(field_values),
        files=files,
        **header_extras,
    )


# -- round trips -----------------------------------------------------------------------------


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(generated_code())
def test_round_trip_is_exact(code: GeneratedCode) -> None:
    text = dumps(code)
    back = loads(text)
    assert back == code
    for mine, theirs in zip(back.files, code.files, strict=True):
        assert mine.content == theirs.content  # byte for byte, not just model equality
    assert dumps(back) == text  # deterministic


@settings(max_examples=300)
@given(st.text())
def test_any_single_content_round_trips(content: str) -> None:
    code = GeneratedCode(files=[GeneratedFile(file_path="f.txt", content=content)])
    assert loads(dumps(code)).files[0].content == content


@settings(max_examples=100)
@given(st.lists(st.text(), max_size=4))
def test_binary_load_dump_round_trip(texts: list[str]) -> None:
    code = GeneratedCode(
        files=[GeneratedFile(file_path=f"f{i}.txt", content=t) for i, t in enumerate(texts)]
    )
    stream = io.BytesIO()
    dump(code, stream)
    stream.seek(0)
    assert load(stream) == code


EDGE_CONTENTS = {
    "empty": "",
    "no-final-newline": "x = 1",
    "only-newlines": "\n\n\n",
    "single-newline": "\n",
    "crlf": "a\r\nb\r\n",
    "crlf-no-final": "a\r\nb",
    "lone-cr": "a\rb\r",
    "only-cr": "\r",
    "delimiter-line": f"before\n{D}\nafter\n",
    "delimiter-first-line": f"{D}\n",
    "delimiter-with-trailing-space": f"{D}  \n",
    "end-marker-line": f"{end_marker(D)}\n",
    "separator-first": "---\nfront: matter\n---\n",
    "field-look-alike": "PATH: other.py\nTYPE: test\n---\n",
    "header-look-alike": '{"total_files": 5, "files_delimiter": "x"}\n',
    "fences": "```python\nprint(1)\n```\n~~~\n",
    "nul-and-controls": "a\x00b\x01\x1b[0m\x7f\x85\u2028\u2029\x0c\x0b",
    "astral": "\U0001d54f \U0001f600 \U0010fffd",
    "long-line": "x" * 200_000,
    "bom-inside": "\ufeffcontent",
    "trailing-spaces": "line   \n   ",
}


@pytest.mark.parametrize("content", EDGE_CONTENTS.values(), ids=EDGE_CONTENTS.keys())
def test_edge_content_round_trips(content: str) -> None:
    code = GeneratedCode(
        files=[
            GeneratedFile(file_path="first.txt", content=content),
            GeneratedFile(file_path="second.txt", content=content),
        ]
    )
    back = loads(dumps(code))
    assert [f.content for f in back.files] == [content, content]


def test_crlf_converted_document_keeps_literal_contents() -> None:
    code = GeneratedCode(
        files=[GeneratedFile(file_path="a.txt", content="one\ntwo\n"), GeneratedFile(file_path="b")]
    )
    converted = dumps(code).replace("\n", "\r\n")
    back = loads(converted)
    assert [f.file_path for f in back.files] == ["a.txt", "b"]
    assert back.files[0].content == "one\r\ntwo\r\n"
    assert back.files[1].content == ""


# -- delimiter choice ------------------------------------------------------------------------


def test_default_delimiter_when_no_content_needs_another() -> None:
    text = dumps(GeneratedCode(files=[GeneratedFile(file_path="a", content=f"x{D}\n {D}")]))
    assert json.loads(text.split("\n", 1)[0])["files_delimiter"] == D


def test_delimiter_changes_when_a_line_starts_with_it() -> None:
    text = dumps(GeneratedCode(files=[GeneratedFile(file_path="a", content=f"{D}tail\n")]))
    header = json.loads(text.split("\n", 1)[0])
    assert header["files_delimiter"] == "===FILE_CONTENT_BLOCK_1==="
    assert text.endswith("===FILE_CONTENT_BLOCK_1===END\n")


def test_delimiter_choice_skips_every_taken_member_in_linear_time() -> None:
    lines = [D] + [f"===FILE_CONTENT_BLOCK_{k}===" for k in range(1, 5000)]
    content = "\n".join(reversed(lines))
    assert choose_delimiter([content]) == "===FILE_CONTENT_BLOCK_5000==="
    assert choose_delimiter([content, "===FILE_CONTENT_BLOCK_5000=== x"]) == (
        "===FILE_CONTENT_BLOCK_5001==="
    )
    code = GeneratedCode(files=[GeneratedFile(file_path="a", content=content)])
    assert loads(dumps(code)) == code


def test_delimiter_choice_is_deterministic_across_file_order() -> None:
    files = [
        GeneratedFile(file_path="a", content="===FILE_CONTENT_BLOCK_1===\n"),
        GeneratedFile(file_path="b", content=f"{D}\n"),
    ]
    first = dumps(GeneratedCode(files=files))
    second = dumps(GeneratedCode(files=list(reversed(files))))
    assert '"files_delimiter": "===FILE_CONTENT_BLOCK_2==="' in first
    assert '"files_delimiter": "===FILE_CONTENT_BLOCK_2==="' in second


def test_explicit_delimiter_is_used_and_checked() -> None:
    code = GeneratedCode(files=[GeneratedFile(file_path="a", content="not at the start: @@@\n")])
    text = dumps(code, delimiter="@@@")
    assert "\n@@@\nPATH: a\n" in text
    assert text.endswith("\n@@@END\n")
    assert loads(text) == code
    with pytest.raises(ValueError, match="starts with the delimiter"):
        dumps(
            GeneratedCode(files=[GeneratedFile(file_path="a", content="x\n@@@x")]), delimiter="@@@"
        )
    with pytest.raises(ValueError, match="no spaces"):
        dumps(code, delimiter="a b c")
    with pytest.raises(ValueError, match="must not start with '---'"):
        dumps(code, delimiter="----")


# -- the written shape -----------------------------------------------------------------------


def test_dumps_writes_the_documented_shape() -> None:
    code = GeneratedCode(
        task_id="HW-1",
        files=[GeneratedFile(file_path="main.py", file_type="source", content="print(1)\n")],
    )
    assert dumps(code) == (
        '{"task_id": "HW-1", "total_files": 1, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n'
        "\n"
        "===FILE_CONTENT_BLOCK===\n"
        "PATH: main.py\n"
        "TYPE: source\n"
        "---\n"
        "print(1)\n"
        "\n"
        "===FILE_CONTENT_BLOCK===END\n"
    )


def test_field_values_that_need_it_are_json_strings() -> None:
    code = GeneratedCode(
        files=[
            GeneratedFile(
                file_path="a", description="two\nlines", file_type=" x", component_id='"q"'
            )
        ]
    )
    text = dumps(code)
    assert 'DESCRIPTION: "two\\nlines"\n' in text
    assert 'TYPE: " x"\n' in text
    assert 'COMPONENT: "\\"q\\""\n' in text
    assert loads(text) == code


def test_header_rejects_nan_and_dumps_raises() -> None:
    with pytest.raises(ValueError, match="JSON cannot write"):
        GeneratedCode(score=float("nan"))  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="JSON compliant"):  # built without validation
        dumps(GeneratedCode.model_construct(score=float("nan")))


def test_dumps_and_loads_reject_wrong_types() -> None:
    with pytest.raises(TypeError):
        dumps({"files": []})  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        loads(b"{}")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        load(io.StringIO("{}"))  # type: ignore[arg-type]


# -- errors ----------------------------------------------------------------------------------


def _broken() -> str:
    code = GeneratedCode(files=[GeneratedFile(file_path="a.py", content="x\n")])
    return dumps(code).replace("---\n", "")


def test_decode_error_is_value_error_and_codec_error() -> None:
    with pytest.raises(ArtifactDecodeError) as info:
        loads(_broken())
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, ArtifactCodecError)


def test_decode_error_pickles_with_its_position() -> None:
    with pytest.raises(ArtifactDecodeError) as info:
        loads(_broken())
    error = info.value
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is ArtifactDecodeError
    assert (copy.msg, copy.doc, copy.pos, copy.lineno, copy.colno) == (
        error.msg,
        error.doc,
        error.pos,
        error.lineno,
        error.colno,
    )
    assert str(copy) == str(error)


def test_load_reports_invalid_utf8() -> None:
    with pytest.raises(ArtifactDecodeError, match="not valid UTF-8 \\(byte 3\\)"):
        load(io.BytesIO(b'{"a\xff": 1}'))


def _valid_document() -> str:
    return dumps(
        GeneratedCode(
            task_id="t",
            files=[
                GeneratedFile(file_path="a.py", file_type="source", content="import os\n"),
                GeneratedFile(file_path="b/c.txt", content="text"),
            ],
        )
    )


def _loads_or_error(text: str) -> GeneratedCode | ArtifactDecodeError:
    """loads(text), or the ArtifactDecodeError it raised; any other exception propagates."""
    try:
        return loads(text)
    except ArtifactDecodeError as error:
        return error


@settings(max_examples=500)
@given(st.data())
def test_mutated_documents_raise_only_decode_errors(data: st.DataObject) -> None:
    doc = _valid_document()
    start = data.draw(st.integers(0, len(doc)))
    stop = data.draw(st.integers(start, min(len(doc), start + 30)))
    insert = data.draw(st.one_of(st.text(max_size=5), st.sampled_from(["\n", "---\n", D, "\r"])))
    mutated = doc[:start] + insert + doc[stop:]
    result = _loads_or_error(mutated)
    if isinstance(result, ArtifactDecodeError):
        assert 1 <= result.lineno <= mutated.count("\n") + 1
        assert result.msg
    else:
        assert isinstance(result, GeneratedCode)


@settings(max_examples=300)
@given(st.text())
def test_arbitrary_text_raises_only_decode_errors(text: str) -> None:
    result = _loads_or_error(text)
    if isinstance(result, ArtifactDecodeError):
        assert result.doc == text
        assert 0 <= result.pos <= len(text)
    else:
        assert isinstance(result, GeneratedCode)


def test_grammar_parser_is_built_once() -> None:
    assert grammar_parser() is grammar_parser()


def test_decode_error_positions_point_at_the_offending_line() -> None:
    doc = _valid_document().replace("PATH: b/c.txt", "PATH: ../c.txt")
    with pytest.raises(ArtifactDecodeError) as info:
        loads(doc)
    line = doc.splitlines()[info.value.lineno - 1]
    assert line == "PATH: ../c.txt"
    assert info.value.colno == 1
    assert "block 2 (PATH: ../c.txt)" in info.value.msg
