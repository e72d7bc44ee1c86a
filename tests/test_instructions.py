"""format_instructions: the example inside them is a valid document, and options apply."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from artifact_codec import GeneratedCode, GeneratedFile, Status, loads, parse_response
from artifact_codec.agent.instructions import (
    EDIT_EXAMPLE,
    EXAMPLE,
    EXAMPLE_MANIFEST,
    file_instructions,
    format_instructions,
    manifest_instructions,
)
from artifact_codec.agent.manifest import read_manifest
from artifact_codec.cli import main
from artifact_codec.format.spec import DEFAULT_DELIMITER


def _example(text: str) -> str:
    return text.split("Example of an answer:\n\n", 1)[1]


def test_example_in_the_instructions_parses_to_the_example() -> None:
    text = format_instructions()
    code = loads(_example(text))
    assert [f.file_path for f in code.files] == [f.file_path for f in EXAMPLE.files]
    assert [f.content for f in code.files] == [f.content for f in EXAMPLE.files]
    assert code.task_id == EXAMPLE.task_id
    assert parse_response(_example(text)).status is Status.CLEAN


def test_rules_name_the_delimiter_and_end_marker() -> None:
    text = format_instructions()
    assert f"a line that is exactly {DEFAULT_DELIMITER}\n" in text
    assert f"a line that is exactly {DEFAULT_DELIMITER}END\n" in text
    assert "NOT escaped" in text
    assert '"total_files"' in text


def test_options_choose_header_keys_and_fields() -> None:
    text = format_instructions(
        header_fields=["task_id", "project_id"], file_fields=["COMPONENT"], task_id="T-7"
    )
    assert '"task_id": the task identifier (use "T-7")' in text
    assert '"project_id"' in text
    assert '"dependencies"' not in text
    code = loads(_example(text))
    assert code.task_id == "T-7"
    assert code.dependencies == []
    assert all(f.file_type is None and f.description is None for f in code.files)
    assert "COMPONENT: the identifier" in text


def test_custom_example_with_the_delimiter_in_its_content() -> None:
    example = GeneratedCode(
        files=[GeneratedFile(file_path="doc.md", content=f"{DEFAULT_DELIMITER}\nPATH: x\n")]
    )
    text = format_instructions(example=example)
    assert "a line that is exactly ===FILE_CONTENT_BLOCK_1===\n" in text
    assert loads(_example(text)).files[0].content == example.files[0].content


def test_unknown_options_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown header fields"):
        format_instructions(header_fields=["files"])
    with pytest.raises(ValueError, match="unknown file fields"):
        format_instructions(file_fields=["PATH2"])


def test_cli_prints_the_instructions() -> None:
    result = CliRunner().invoke(main, ["instructions", "--task-id", "T-1", "--field", "COMPONENT"])
    assert result.exit_code == 0
    assert result.output == format_instructions(task_id="T-1", file_fields=["COMPONENT"])


# -- the multi-stage variants ---------------------------------------------------------------------


def test_the_manifest_example_is_a_valid_manifest() -> None:
    text = manifest_instructions(task_id="T-9")
    reading = read_manifest(text.split("Example of an answer:\n\n", 1)[1])
    assert reading.manifest is not None
    assert reading.manifest.task_id == "T-9"
    assert reading.manifest.paths == [f.file_path for f in EXAMPLE.files]
    assert reading.diagnostics == []


def test_the_file_instructions_ask_for_one_file_of_the_plan() -> None:
    text = file_instructions(EXAMPLE_MANIFEST, "tests/test_main.py", task="Write the app.")
    assert text.startswith("The task:\n\nWrite the app.\n\nThe plan of the project")
    assert "Write the file tests/test_main.py now, complete, and only that file" in text
    assert "It uses app/main.py" in text
    example = loads(_example(text))
    assert len(example.files) == 1
    with pytest.raises(ValueError, match="not in the manifest"):
        file_instructions(EXAMPLE_MANIFEST, "nowhere.py")


def test_cli_prints_the_stages(tmp_path: Path) -> None:
    runner = CliRunner()
    done = runner.invoke(main, ["instructions", "--manifest", "--task-id", "T-9"])
    assert done.exit_code == 0
    assert done.output == manifest_instructions(task_id="T-9")
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps(EXAMPLE_MANIFEST.to_header()), encoding="utf-8")
    done = runner.invoke(main, ["instructions", "--plan", str(plan), "--file", "app/main.py"])
    assert done.exit_code == 0
    assert done.output == file_instructions(EXAMPLE_MANIFEST, "app/main.py") + "\n"
    done = runner.invoke(main, ["instructions", "--plan", str(plan), "--file", "x.py"])
    assert done.exit_code == 2
    assert "x.py is not in" in done.output
    done = runner.invoke(main, ["instructions", "--file", "x.py"])
    assert done.exit_code == 2
    assert "--plan and --file go together" in done.output
    plan.write_text('{"files": [{"path": "../x.py"}]}', encoding="utf-8")
    done = runner.invoke(main, ["instructions", "--plan", str(plan), "--file", "x.py"])
    assert done.exit_code == 2
    assert "is not a valid manifest" in done.output


def test_the_instructions_for_edits_ask_for_edit_blocks_and_show_one() -> None:
    text = format_instructions(edits=True)
    assert "===FILE_CONTENT_BLOCK===OLD" in text
    assert "===FILE_CONTENT_BLOCK===NEW" in text
    assert "OPERATION: edit" in text
    document = text.split("Example of an answer:\n\n", 1)[1]
    assert loads(document) == EDIT_EXAMPLE
    result = parse_response(document)
    assert result.status is Status.EDIT_BLOCKS
    assert result.feedback() == ""
    # The example edits the files of the whole-file example: its old texts are in them.
    main = next(f.content for f in EXAMPLE.files if f.file_path == "app/main.py")
    assert all(hunk.old in main for hunk in EDIT_EXAMPLE.edits[0].hunks)
    assert "OLD" not in format_instructions()
