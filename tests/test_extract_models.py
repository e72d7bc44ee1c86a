"""``extract_json(text, model=M)`` where ``M`` declares only some of the JSON's keys.

pydantic ignores extra keys by default, so an agent's JSON often holds more keys than the
caller's model: the model tells which keys are certainly real, not that no others exist. The
JSON is written the way models break it (quotes inside values left unescaped, raw newlines, a
missing comma), with values taken from the installed standard library's files. Whatever the
model, the reading of its fields is the one the agent meant, or it is refused, or a guess is
reported; and a model never turns a right reading (the one without a model) into a wrong one.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict, create_model

from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.jsonfix.extract import extract_json, extract_json_report
from artifact_codec.jsonfix.shapes import shape_from_model
from artifact_codec.models import GeneratedCode, GeneratedFile

DATA = Path(__file__).parent / "data" / "extract" / "models"
MODEL_CASES = sorted(path.name.removesuffix(".model.json") for path in DATA.glob("*.model.json"))


def _model(fields: dict[str, Any], *, forbid: bool = False, name: str = "M") -> type[BaseModel]:
    """A pydantic model with ``fields`` (name: annotation), required."""
    config = ConfigDict(extra="forbid") if forbid else ConfigDict()
    definitions: dict[str, Any] = {key: (kind, ...) for key, kind in fields.items()}
    return create_model(name, __config__=config, **definitions)  # type: ignore[call-overload, no-any-return]


def _from_description(spec: dict[str, Any], name: str = "M") -> type[BaseModel]:
    """A model from a fixture's description: ``{"fields": {key: type}, "extra": "forbid"?}``,
    a type being ``"str"``, ``"int"``, ``"str?"`` (Optional), ``["str"]`` (a list) or a nested
    description."""

    def annotation(kind: Any, key: str) -> Any:
        if isinstance(kind, list):
            return list[annotation(kind[0], key)]  # type: ignore[misc]
        if isinstance(kind, dict):
            return _from_description(kind, name=f"{name}_{key}")
        base = {"str": str, "int": int, "bool": bool}[kind.rstrip("?")]
        return Optional[base] if kind.endswith("?") else base  # noqa: UP045

    fields = {key: annotation(kind, key) for key, kind in spec["fields"].items()}
    return _model(fields, forbid=spec.get("extra") == "forbid", name=name)


def test_there_are_model_fixtures() -> None:
    assert len(MODEL_CASES) >= 4


@pytest.mark.parametrize("name", MODEL_CASES)
def test_model_fixture(name: str) -> None:
    """``X.txt`` read with the model ``X.model.json`` describes gives the model's fields of
    ``X.json`` (the object the agent meant); without the model, ``X.json`` or a guess."""
    text = (DATA / f"{name}.txt").read_text("utf-8")
    intended = json.loads((DATA / f"{name}.json").read_text("utf-8"))
    model = _from_description(json.loads((DATA / f"{name}.model.json").read_text("utf-8")))
    assert extract_json(text, model=model) == model.model_validate(intended)
    plain = extract_json_report(text)
    assert plain.value == intended or plain.repair.guesses


def test_a_model_that_ignores_extra_keys_has_an_open_key_set() -> None:
    verdict = _model({"code_changes_summary": str, "evaluation_script_path": str})
    shape = shape_from_model(verdict)
    assert shape.keys == {"code_changes_summary", "evaluation_script_path"}
    assert not shape.closed
    assert shape.closed_keys is None
    strict = _model({"a": str}, forbid=True)
    assert shape_from_model(strict).closed
    # our own models: their content is code full of '", "key":', their other keys are few
    legacy = shape_from_model(GeneratedCode)
    assert legacy.closed
    assert shape_from_model(GeneratedFile).closed


def test_the_docs_example_reads_the_path_the_agent_wrote() -> None:
    transcript = (DATA / "transcript-result-at-end.txt").read_text("utf-8")
    for keys in (["evaluation_script_path"], ["code_changes_summary", "evaluation_script_path"]):
        model = _model(dict.fromkeys(keys, str))
        report = extract_json_report(transcript, model=model)
        assert report.value.evaluation_script_path == "eval.py"
        # the quotes around "TODO" and inside the output were guessed content: reported
        assert report.repair.guesses


def test_a_closed_model_still_keeps_code_with_an_unknown_key_inside_a_string() -> None:
    """The rule the closed set serves: ``", "size":`` inside a value is code when the model
    says there is no ``size`` key."""
    text = '{"name": "ROW = {"name": "a", "size": 1}", "kind": "py"}'
    strict = _model({"name": str, "kind": str}, forbid=True)
    assert extract_json(text, model=strict).name == 'ROW = {"name": "a", "size": 1}'


# --------------------------------------------------------------------------------------------
# Generated: real lines as values, broken as models break them, read with models of 1..N keys


@lru_cache(maxsize=1)
def _lines() -> tuple[str, ...]:
    """Lines of a few standard-library modules that hold a double quote (code with strings,
    dict literals, ``", ".join``)."""
    import difflib
    import json.encoder as encoder
    import string
    import textwrap

    found: list[str] = []
    for module in (difflib, encoder, string, textwrap):
        source = Path(str(module.__file__)).read_text("utf-8")
        found.extend(line.strip() for line in source.splitlines() if '"' in line and line.strip())
    return tuple(found)


_KEYS = ["summary", "path", "output", "status", "notes", "detail", "score_text", "lang"]


@st.composite
def _values(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["word", "line", "lines", "prose"]))
    lines = _lines()
    if kind == "word":
        return draw(st.sampled_from(["eval.py", "ok", "done", "src/app.py", "3 passed", ""]))
    if kind == "line":
        return lines[draw(st.integers(0, len(lines) - 1))]
    if kind == "lines":
        start = draw(st.integers(0, len(lines) - 4))
        return "\n".join(lines[start : start + draw(st.integers(2, 4))])
    word = draw(st.sampled_from(["TODO", "ok", "x, y", 'a", "b']))
    return f'Replaced "{word}" markers'


def _render(obj: dict[str, Any], *, pretty: bool, raw_newlines: bool, missing: int) -> str:
    """``obj`` as a model writes it: inner quotes unescaped, newlines raw or escaped, the comma
    before member ``missing`` left out (none when -1)."""
    members = []
    for key, value in obj.items():
        if isinstance(value, str):
            body = value.replace("\\", "\\\\")
            body = body if raw_newlines else body.replace("\n", "\\n")
            written = f'"{body}"'
        else:
            written = json.dumps(value)
        members.append(f'"{key}": {written}')
    parts = []
    for index, member in enumerate(members):
        separator = "" if index == 0 else (" " if index == missing else ",")
        parts.append(separator + ("\n  " if pretty else (" " if index else "")) + member)
    return "{" + "".join(parts) + ("\n}" if pretty else "}")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_model_with_fewer_keys_never_reads_a_wrong_value_silently(data: st.DataObject) -> None:
    count = data.draw(st.integers(2, 5), label="keys")
    keys = data.draw(st.permutations(_KEYS), label="order")[:count]
    obj: dict[str, Any] = {key: data.draw(_values(), label=key) for key in keys}
    if data.draw(st.booleans(), label="a list"):
        obj[keys[-1]] = [data.draw(_values()) for _ in range(2)]
    pretty = data.draw(st.booleans(), label="pretty")
    raw = data.draw(st.booleans(), label="raw newlines")
    missing = data.draw(st.sampled_from([-1, -1, *range(1, count)]), label="missing comma")
    text = _render(obj, pretty=pretty, raw_newlines=raw, missing=missing)
    if data.draw(st.booleans(), label="in a transcript"):
        text = f'Step 1: ran {{"tool": "grep"}}\nFinal result:\n{text}\nDone.'
    declared = data.draw(st.integers(1, count), label="declared")
    chosen = data.draw(st.permutations(keys), label="model keys")[:declared]
    fields: dict[str, Any] = {}
    for key in chosen:
        kind: Any = list[str] if isinstance(obj[key], list) else str
        optional = data.draw(st.booleans(), label=f"{key} optional")
        fields[key] = Optional[kind] if optional else kind  # noqa: UP045
    model = _model(fields, forbid=declared == count and data.draw(st.booleans(), label="forbid"))
    expected = model.model_validate(obj)

    try:
        plain = extract_json_report(text).value
    except ArtifactDecodeError:
        plain = None
    try:
        report = extract_json_report(text, model=model)
    except ArtifactDecodeError:
        return  # refused: never wrong
    if report.value != expected:
        assert report.repair.guesses, (text, report.value, expected)
    if plain == obj:
        # the model's keys never make a right reading wrong
        assert report.value == expected, (text, report.value, expected)


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_nested_models_with_fewer_keys(data: st.DataObject) -> None:
    inner_keys = data.draw(st.permutations(_KEYS), label="inner")[:3]
    inner = {key: data.draw(_values(), label=key) for key in inner_keys}
    inner_text = _render(inner, pretty=False, raw_newlines=False, missing=-1)
    text = '{"result": ' + inner_text + ', "items": [' + inner_text + "], " + '"id": "r1"}'
    declared = data.draw(st.integers(1, 3), label="declared")
    inner_model = _model(dict.fromkeys(inner_keys[:declared], str), name="Inner")
    outer = _model({"result": inner_model, "items": list[inner_model]}, name="Outer")  # type: ignore[valid-type]
    expected = outer.model_validate({"result": inner, "items": [inner], "id": "r1"})
    plain = extract_json(text, default=None)
    try:
        report = extract_json_report(text, model=outer)
    except ArtifactDecodeError:
        return
    if report.value != expected:
        assert report.repair.guesses, (text, report.value)
    if plain == {"result": inner, "items": [inner], "id": "r1"}:
        assert report.value == expected, (text, report.value)
