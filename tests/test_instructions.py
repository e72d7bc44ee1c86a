"""format_instructions: the example inside them is a valid document, and options apply."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from artifact_codec import GeneratedCode, GeneratedFile, Status, loads, parse_response
from artifact_codec.agent.instructions import EDIT_EXAMPLE, EXAMPLE, format_instructions
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
