"""Data-driven format tests (tomli style).

``tests/data/valid/NAME.artifact`` must load into the model described by ``NAME.json`` (the same
code in the legacy all-JSON shape). Files named ``canonical-*`` are exactly what ``dumps``
writes for that model. ``tests/data/invalid/NAME.artifact`` must fail with the message in
``NAME.error``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from artifact_codec import ArtifactDecodeError, GeneratedCode, dumps, load, loads

DATA = Path(__file__).parent / "data"
VALID = sorted((DATA / "valid").glob("*.artifact"))
INVALID = sorted((DATA / "invalid").glob("*.artifact"))


def _text(path: Path) -> str:
    return path.read_bytes().decode("utf-8")


def test_fixture_directories_are_populated() -> None:
    assert len(VALID) >= 10
    assert len(INVALID) >= 20
    for path in VALID:
        assert path.with_suffix(".json").exists(), path
    for path in INVALID:
        assert path.with_suffix(".error").exists(), path


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.stem)
def test_valid_document_loads_into_expected_model(path: Path) -> None:
    expected = GeneratedCode.model_validate(json.loads(_text(path.with_suffix(".json"))))
    assert loads(_text(path)) == expected
    with path.open("rb") as stream:
        assert load(stream) == expected


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.stem)
def test_valid_document_round_trips_through_dumps(path: Path) -> None:
    code = loads(_text(path))
    text = dumps(code)
    assert loads(text) == code
    if path.stem.startswith("canonical-"):
        assert text == _text(path)


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.stem)
def test_invalid_document_fails_with_expected_message(path: Path) -> None:
    doc = _text(path)
    expected = _text(path.with_suffix(".error")).rstrip("\n")
    with pytest.raises(ArtifactDecodeError) as info:
        loads(doc)
    error = info.value
    assert str(error) == expected
    assert error.doc == doc
    assert f"line {error.lineno}, column {error.colno}: {error.msg}" == expected
    # lineno/colno agree with pos
    before = doc[: error.pos]
    assert error.lineno == before.count("\n") + 1
    assert error.colno == len(before) - (before.rfind("\n") + 1) + 1
