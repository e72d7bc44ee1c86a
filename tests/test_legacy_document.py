"""artifact_codec.write.legacy: a legacy all-JSON response to a document of the format (the
library side of the CLI's ``dump``)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from test_codec import generated_code
from test_legacy import _legacy, stdlib_files

from artifact_codec import GeneratedCode, loads
from artifact_codec.errors import ArtifactCodecError, ArtifactDecodeError
from artifact_codec.write.legacy import legacy_to_document
from artifact_codec.write.serializer import dumps


@settings(max_examples=40, deadline=None)
@given(code=generated_code())
def test_valid_legacy_json_converts_exactly_and_repairs_nothing(code: GeneratedCode) -> None:
    text = code.model_dump_json()
    document, legacy = legacy_to_document(text)
    assert legacy.repair.repairs == ()
    assert loads(document) == GeneratedCode.model_validate_json(text)
    assert document == dumps(legacy.code)


def test_stdlib_files_with_unescaped_quotes_come_back_byte_exact() -> None:
    text, expected = _legacy(stdlib_files(4), indent=2)
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)  # really broken
    document, legacy = legacy_to_document(text)
    assert legacy.repair.repairs
    assert loads(document) == expected


def test_a_cut_off_response_names_the_cut_file() -> None:
    cut = '{"files": [{"file_path": "a.py", "content": "x"}, {"file_path": "b.py", "content": "y'
    with pytest.raises(ArtifactDecodeError, match="cut off"):
        legacy_to_document(cut)


def test_no_json_is_a_decode_error() -> None:
    with pytest.raises(ArtifactDecodeError) as info:
        legacy_to_document("no JSON here at all")
    assert (info.value.lineno, info.value.colno) == (1, 1)


def test_metadata_without_a_form_in_the_format_is_refused() -> None:
    with pytest.raises(ArtifactCodecError, match="holds nan, which JSON cannot write"):
        legacy_to_document('{"files": [], "score": NaN}')
    with pytest.raises(ArtifactCodecError, match="lone surrogate escapes"):
        legacy_to_document('{"files": [], "note": "\\ud800"}')
