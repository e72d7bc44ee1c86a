"""The pydantic models: legacy JSON, extras, schema export."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from pydantic import ValidationError

from artifact_codec import GeneratedCode, GeneratedFile, dumps, loads

LEGACY = {
    "task_id": "HW-001",
    "files": [
        {
            "file_path": "main.py",
            "file_type": "source",
            "description": "app",
            "content": 'print("hi")\n',
        }
    ],
    "dependencies": ["fastapi"],
    "setup_instructions": "pip install fastapi",
}


def test_legacy_json_validates_into_the_model() -> None:
    code = GeneratedCode.model_validate(LEGACY)
    assert code.task_id == "HW-001"
    assert code.files[0].file_path == "main.py"
    assert code.files[0].content == 'print("hi")\n'
    assert code.dependencies == ["fastapi"]
    assert code.model_dump(exclude_none=True) == LEGACY | {"files": [LEGACY["files"][0]]}


def test_legacy_json_text_validates() -> None:
    code = GeneratedCode.model_validate_json(json.dumps(LEGACY))
    assert code == GeneratedCode.model_validate(LEGACY)


def test_json_schema_export_describes_both_models() -> None:
    schema = GeneratedCode.model_json_schema()
    assert schema["type"] == "object"
    assert set(schema["properties"]) >= {
        "task_id",
        "project_id",
        "files",
        "dependencies",
        "setup_instructions",
    }
    file_schema = schema["$defs"]["GeneratedFile"]
    assert file_schema["required"] == ["file_path"]
    assert set(file_schema["properties"]) == {
        "file_path",
        "content",
        "file_type",
        "description",
        "semantic_unit_id",
        "component_id",
    }
    assert file_schema["additionalProperties"] == {"type": "string"}


def test_unknown_header_keys_are_kept_and_round_trip() -> None:
    code = GeneratedCode.model_validate({"files": [], "model": "gpt", "stats": {"tokens": 3}})
    assert code.model_extra == {"model": "gpt", "stats": {"tokens": 3}}
    assert loads(dumps(code)).model_extra == code.model_extra


def test_unknown_file_fields_are_kept_as_strings() -> None:
    file = GeneratedFile.model_validate({"file_path": "a.py", "language": "python", "lines": 12})
    assert file.model_extra == {"language": "python", "lines": "12"}
    text = dumps(GeneratedCode(files=[file]))
    assert "LANGUAGE: python\nLINES: 12\n" in text
    assert loads(text).files[0] == file


@pytest.mark.parametrize("key", ["Language", "x-y", "1st", "path", "semantic_unit"])
def test_file_field_names_that_cannot_be_written_are_rejected(key: str) -> None:
    with pytest.raises(ValidationError, match="extra file field"):
        GeneratedFile.model_validate({"file_path": "a.py", key: "v"})


def test_format_keys_are_not_stored() -> None:
    code = GeneratedCode.model_validate(
        {"files": [], "total_files": 7, "files_delimiter": "@@@", "format_version": 1}
    )
    assert code.model_extra == {}
    assert '"total_files": 0' in dumps(code)


def test_setup_instructions_as_list_keeps_every_step() -> None:
    code = GeneratedCode.model_validate({"setup_instructions": ["pip install x", "pytest"]})
    assert code.setup_instructions == "pip install x\npytest"


def test_wrong_types_are_rejected() -> None:
    with pytest.raises(ValidationError):
        GeneratedCode.model_validate({"dependencies": "fastapi"})
    with pytest.raises(ValidationError):
        GeneratedFile.model_validate({"file_path": "a", "content": None})
    with pytest.raises(ValidationError):
        GeneratedFile.model_validate({"content": "x"})


# -- the same output in every process ---------------------------------------------------------

_EVERY_READER = r"""
import sys
from artifact_codec import GeneratedCode, GeneratedFile, dumps, loads, parse_response
from artifact_codec.ingest.stream import StreamParser
files = [
    GeneratedFile(file_path="a.py", content="x = 1\n", description="d", language="py"),
    GeneratedFile(file_path="b/c.md", content="# c\n", file_type="doc", component_id="k"),
]
text = dumps(GeneratedCode(task_id="T", files=files))
parser = StreamParser()
parser.feed(text)
parser.close()
legacy = '{"files": [{"content": "y\n", "file_path": "d.py", "semantic_unit_id": "u"}]}'
for result in (loads(text), parse_response(text).code, parser.result.code,
               parse_response("Sure:\n" + text).code, parse_response(legacy).code):
    sys.stdout.write(result.model_dump_json() + "\n")
sys.stdout.write(parse_response(text).to_json() + "\n")
"""


def test_the_order_of_fields_does_not_depend_on_the_hash_seed() -> None:
    # A file built by the strict reader took its field order from a frozenset: model_dump and
    # to_json wrote the fields in another order in each process (PYTHONHASHSEED).
    outputs = set()
    for seed in ("0", "1", "2", "3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", _EVERY_READER],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        outputs.add(done.stdout)
    assert len(outputs) == 1
    (output,) = outputs
    first = json.loads(output.splitlines()[0])["files"][0]
    assert list(first)[:6] == list(GeneratedFile.model_fields)  # the declared order
