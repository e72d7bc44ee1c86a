"""The text a pipeline puts in its prompt so that a model answers in the format.

The rules are worded from :mod:`artifact_codec.format.spec` and the example is rendered by
:func:`dumps` from a real :class:`GeneratedCode`, so the instructions cannot drift from the codec:
a test parses the example back out of them.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..format.spec import (
    ATTRIBUTE_TO_FIELD,
    NEW_PATH_FIELD,
    NEW_SUFFIX,
    OLD_SUFFIX,
    OPERATION_FIELD,
    SEPARATOR,
    end_marker,
)
from ..models import GeneratedCode, GeneratedFile
from ..operations import FileOperation, Hunk, OperationKind
from ..write.serializer import choose_delimiter, dumps

__all__ = ["EDIT_EXAMPLE", "EXAMPLE", "FILE_FIELDS", "HEADER_KEYS", "format_instructions"]

#: Header keys that can be asked for, and how the instructions describe them.
HEADER_KEYS = {
    "task_id": "the task identifier{value}",
    "project_id": "the project identifier{value}",
    "dependencies": 'a list of the packages the code needs, e.g. ["fastapi"]',
    "setup_instructions": "one string: how to install and run the code",
}
#: Block fields besides PATH that can be asked for, and how they are described.
FILE_FIELDS = {
    "TYPE": "the role of the file: source, test, config or docs",
    "DESCRIPTION": "one line saying what the file is for",
    "SEMANTIC_UNIT": "the identifier of the semantic unit the file implements",
    "COMPONENT": "the identifier of the component the file belongs to",
}

#: The example shown in the instructions: real code, with quotes and backslashes left raw.
EXAMPLE = GeneratedCode(
    task_id="HW-001",
    dependencies=["fastapi", "pytest", "httpx"],
    setup_instructions="pip install fastapi pytest httpx && pytest",
    files=[
        GeneratedFile(
            file_path="app/main.py",
            file_type="source",
            description="FastAPI application with a /hello endpoint",
            content=(
                '"""A tiny API."""\n\nfrom fastapi import FastAPI\n\napp = FastAPI()\n\n\n'
                '@app.get("/hello")\ndef hello(name: str = "world") -> dict[str, str]:\n'
                '    return {"message": f"Hello, {name}!\\n"}\n'
            ),
        ),
        GeneratedFile(
            file_path="tests/test_main.py",
            file_type="test",
            description="Tests for /hello",
            content=(
                "from fastapi.testclient import TestClient\n\nfrom app.main import app\n\n\n"
                "def test_hello() -> None:\n"
                '    response = TestClient(app).get("/hello", params={"name": "Ada"})\n'
                '    assert response.json() == {"message": "Hello, Ada!\\n"}\n'
            ),
        ),
    ],
)


#: The example of the instructions that ask for edits: a new test file whole, an edit of the
#: application (two hunks), the removal of a file.
EDIT_EXAMPLE = GeneratedCode(
    task_id="HW-002",
    dependencies=["fastapi", "pytest", "httpx"],
    files=[
        GeneratedFile(
            file_path="tests/test_goodbye.py",
            file_type="test",
            description="Tests for /goodbye",
            content=(
                "from fastapi.testclient import TestClient\n\nfrom app.main import app\n\n\n"
                "def test_goodbye() -> None:\n"
                '    assert TestClient(app).get("/goodbye").json() == {"message": "Bye!"}\n'
            ),
        )
    ],
    edits=[
        FileOperation(
            kind=OperationKind.EDIT,
            path="app/main.py",
            hunks=(
                Hunk(old='"""A tiny API."""\n', new='"""A tiny API that greets."""\n'),
                Hunk(
                    old='    return {"message": f"Hello, {name}!\\n"}\n',
                    new=(
                        '    return {"message": f"Hello, {name}!\\n"}\n\n\n'
                        '@app.get("/goodbye")\ndef goodbye() -> dict[str, str]:\n'
                        '    return {"message": "Bye!"}\n'
                    ),
                ),
            ),
        ),
        FileOperation(kind=OperationKind.DELETE, path="app/old_routes.py"),
    ],
)


def format_instructions(
    *,
    header_fields: Iterable[str] = ("task_id", "dependencies", "setup_instructions"),
    file_fields: Iterable[str] = ("TYPE", "DESCRIPTION"),
    task_id: str | None = None,
    example: GeneratedCode | None = None,
    edits: bool = False,
) -> str:
    """The instructions that make a model answer in the artifact format.

    - ``header_fields``: header keys to ask for, among ``task_id``, ``project_id``,
      ``dependencies``, ``setup_instructions`` (``total_files`` and ``files_delimiter`` are
      always asked for).
    - ``file_fields``: block fields to ask for besides ``PATH``, among ``TYPE``,
      ``DESCRIPTION``, ``SEMANTIC_UNIT``, ``COMPONENT``.
    - ``task_id``: the value the model must put in ``task_id``.
    - ``example``: the :class:`GeneratedCode` rendered as the example (default
      :data:`EXAMPLE`, or :data:`EDIT_EXAMPLE` with ``edits``); it is written by
      :func:`dumps`, so it is always a valid document.
    - ``edits``: also ask for edit blocks: an existing file changed by hunks (the exact old
      lines, then the new ones), deleted or renamed, instead of sent whole.
    """
    header_fields = list(header_fields)
    file_fields = list(file_fields)
    unknown = set(header_fields) - set(HEADER_KEYS)
    if unknown:
        raise ValueError(
            f"unknown header fields {sorted(unknown)}; choose from {list(HEADER_KEYS)}"
        )
    unknown = set(file_fields) - set(FILE_FIELDS)
    if unknown:
        raise ValueError(f"unknown file fields {sorted(unknown)}; choose from {list(FILE_FIELDS)}")
    sample = example if example is not None else (EDIT_EXAMPLE if edits else EXAMPLE)
    texts = [file.content for file in sample.files]
    texts.extend(text for op in sample.edits for text in _operation_texts(op))
    delimiter = choose_delimiter(texts)
    end = end_marker(delimiter)

    value = f' (use "{task_id}")' if task_id is not None else ""
    header_lines = [
        f'   - "{key}": {HEADER_KEYS[key].format(value=value)}' for key in header_fields
    ]
    header_lines.append(
        '   - "total_files": the number of blocks that follow'
        if edits
        else '   - "total_files": the number of files that follow'
    )
    header_lines.append(f'   - "files_delimiter": "{delimiter}"')
    field_lines = [
        "     - PATH: the file's path relative to the project root, with / between folders "
        "(no absolute paths, no ..)"
    ]
    field_lines.extend(f"     - {name}: {FILE_FIELDS[name]}" for name in file_fields)
    shown_fields = {"PATH", *file_fields}
    trimmed = _trim_example(sample, header_fields, shown_fields, task_id)
    document = dumps(trimmed, delimiter=delimiter)

    edit_lines = _edit_lines(delimiter) if edits else []
    return (
        "\n".join(
            [
                "Answer with the files in the artifact format, and nothing else:",
                "",
                "1. The first line is a JSON object (the header) with these keys:",
                *header_lines,
                "2. Then one block per file"
                + (" you send whole (new files, or files you rewrite):" if edits else ":"),
                f"   - a line that is exactly {delimiter}",
                "   - one line per field, NAME: value:",
                *field_lines,
                f"   - a line that is exactly {SEPARATOR}",
                "   - the file's content exactly as it must be saved: raw text, NOT escaped "
                "(quotes, backslashes and newlines as they are) and NOT inside a ``` code fence",
                "   - an empty line after the content (the line break before a delimiter line "
                "belongs to the delimiter)",
                *edit_lines,
                f"{4 if edits else 3}. After the last block, a line that is exactly {end}",
                "",
                "Send every file complete: no placeholders such as '# ... existing code ...'. "
                "Write nothing before the header and nothing after the end marker.",
                "",
                "Example of an answer:",
                "",
                document.rstrip("\n"),
            ]
        )
        + "\n"
    )


def _edit_lines(delimiter: str) -> list[str]:
    old, new = delimiter + OLD_SUFFIX, delimiter + NEW_SUFFIX
    return [
        "3. For an existing file you change, one edit block instead of the whole file:",
        f"   - a line that is exactly {delimiter}",
        "   - PATH: the file's path, as above",
        f"   - {OPERATION_FIELD}: edit (or delete to remove the file, or rename with a line "
        f"{NEW_PATH_FIELD}: new/path)",
        f"   - a line that is exactly {SEPARATOR}",
        "   - then, for each change, in the order they appear in the file:",
        f"     - a line that is exactly {old}",
        "     - the lines to replace, copied exactly from the file (with a few unchanged "
        "lines around them, enough to appear only once in the file)",
        f"     - a line that is exactly {new}",
        "     - the lines to put in their place (the unchanged lines too)",
        "     - an empty line (the line break before a line that starts with the delimiter "
        "belongs to that line)",
        "   - a delete or rename block holds nothing after its --- line but one empty line",
    ]


def _operation_texts(operation: FileOperation) -> list[str]:
    texts = [operation.content] if operation.content is not None else []
    for hunk in operation.hunks:
        texts.extend((hunk.old, hunk.new))
    return texts


def _trim_example(
    code: GeneratedCode, header_fields: list[str], shown_fields: set[str], task_id: str | None
) -> GeneratedCode:
    """The example with only the header keys and file fields that were asked for."""
    hidden = {
        attribute: None
        for attribute, name in ATTRIBUTE_TO_FIELD.items()
        if name != "PATH" and name not in shown_fields
    }
    update: dict[str, object] = {"files": [file.model_copy(update=hidden) for file in code.files]}
    for key in HEADER_KEYS:
        if key not in header_fields:
            update[key] = [] if key == "dependencies" else None
    if task_id is not None and "task_id" in header_fields:
        update["task_id"] = task_id
    return code.model_copy(update=update)
