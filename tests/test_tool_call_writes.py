"""Write-file tool calls whose arguments or later calls say the file is not the content as
written: edits (append, insert, a line argument), unknown arguments, and later calls that
move, remove or change a written file (the calls run in order; the last word is the later
call's). The conventions fixtures hold one example per rule; here every shape of the family."""

from __future__ import annotations

import json

import pytest
from timing import assert_linear

from artifact_codec import ParseResult, Status, parse_response


def _files(result: ParseResult) -> list[tuple[str, str]]:
    return [(f.file_path, f.content) for f in result.code.files]


def _calls(*calls: tuple[str, dict[str, object]], shape: str = "openai") -> str:
    if shape == "hermes":
        return "".join(
            "<tool_call>\n" + json.dumps({"name": n, "arguments": a}) + "\n</tool_call>\n"
            for n, a in calls
        )
    items = [
        {"id": f"c{n}", "type": "function", "function": {"name": name, "arguments": json.dumps(a)}}
        for n, (name, a) in enumerate(calls)
    ]
    return json.dumps({"role": "assistant", "tool_calls": items}, indent=2) + "\n"


_WRITE = ("write_file", {"path": "src/app.py", "content": "x = 1\n"})
_OTHER = ("write_file", {"path": "README.md", "content": "# t\n"})


@pytest.mark.parametrize("shape", ["openai", "hermes"])
@pytest.mark.parametrize(
    "arguments",
    [
        {"append": True},
        {"append": "true"},
        {"mode": "a"},
        {"mode": "append"},
        {"line": 3},
        {"start_line": 10, "end_line": 12},
        {"offset": 120},
        {"insert_line": 4},
    ],
)
def test_a_write_that_adds_to_the_file_is_an_edit(shape: str, arguments: dict[str, object]) -> None:
    call = ("write_file", {"path": "a.py", "content": "x = 1\n", **arguments})
    result = parse_response(_calls(_OTHER, call, shape=shape))
    assert result.status is Status.EDIT_BLOCKS, result.diagnostics
    assert ("a.py", "x = 1\n") not in _files(result)


@pytest.mark.parametrize("name", ["append_file", "insert_text", "prepend_to_file", "file_insert"])
def test_a_tool_named_for_adding_is_an_edit(name: str) -> None:
    result = parse_response(_calls((name, {"path": "a.py", "content": "x = 1\n"})))
    assert not result.usable


@pytest.mark.parametrize(
    "arguments",
    [
        {"directory": "src"},
        {"folder": "lib"},
        {"base_path": "/tmp"},
        {"encoding": "latin-1"},
        {"encoding": "base64"},
        {"mode": "x"},
        {"overwrite": False},
        {"path2": "b.py"},
        {"content_b64": "eA=="},
    ],
)
def test_an_unknown_argument_refuses_the_write(arguments: dict[str, object]) -> None:
    call = ("write_file", {"path": "a.py", "content": "x = 1\n", **arguments})
    result = parse_response(_calls(_OTHER, call))
    assert not result.usable
    assert "tool-call-argument" in [d.code for d in result.diagnostics]
    assert _files(result) == [("README.md", "# t\n")]


@pytest.mark.parametrize(
    "arguments",
    [
        {"description": "the app"},
        {"overwrite": True, "create_dirs": True},
        {"mode": "w", "encoding": "UTF-8"},
        {"append": False},
        {"filename": "src/app.py"},  # the path said twice, the same
    ],
)
def test_arguments_that_describe_the_write_change_nothing(arguments: dict[str, object]) -> None:
    name, base = _WRITE
    result = parse_response(_calls((name, {**base, **arguments})))
    assert result.usable, result.diagnostics
    assert _files(result) == [("src/app.py", "x = 1\n")]


@pytest.mark.parametrize(
    "later",
    [
        ("delete_file", {"path": "src/app.py"}),
        ("remove", {"target": "./src/app.py"}),
        ("move_file", {"source": "src/app.py", "destination": "app.py"}),
        ("rename_file", {"old_path": "src/app.py", "new_path": "src/main.py"}),
        ("copy_file", {"src": "src/app.py", "dst": "src/app2.py"}),
        ("delete_directory", {"path": "src"}),
        ("format_files", {"paths": ["src/app.py"]}),
        ("bash", {"command": "rm src/app.py"}),
        ("bash", {"command": "sed -i 's/1/2/' src/app.py"}),
        ("bash", {"command": "echo y >> src/app.py"}),
        ("bash", {"command": "mv src newsrc"}),
        ("bash", {"command": "cd src\nblack app.py"}),
        ("execute_command", {"command": "git stash"}),
        ("bash", {"command": "rm -f $TARGET"}),
    ],
)
@pytest.mark.parametrize("order", ["right-after", "after-another-write"])
def test_a_later_call_on_a_written_file_refuses_it(
    later: tuple[str, dict[str, object]], order: str
) -> None:
    calls = [_WRITE, later] if order == "right-after" else [_WRITE, _OTHER, later]
    result = parse_response(_calls(*calls))
    assert not result.usable, (_files(result), result.diagnostics)
    changed = [d for d in result.diagnostics if d.code == "tool-call-changed"]
    assert changed
    assert "src/app.py" in changed[0].message


@pytest.mark.parametrize(
    "later",
    [
        ("read_file", {"path": "src/app.py"}),
        ("view_file", {"path": "src/app.py"}),
        ("list_directory", {"path": "src"}),
        ("search_files", {"path": "src", "regex": "x"}),
        ("bash", {"command": "python src/app.py && cat src/app.py | head"}),
        ("bash", {"command": "git add src/app.py && git commit -m 'add src/app.py'"}),
        ("delete_file", {"path": "src/other.py"}),
    ],
)
def test_a_later_call_that_reads_or_names_another_file_leaves_it(
    later: tuple[str, dict[str, object]],
) -> None:
    result = parse_response(_calls(_WRITE, later))
    assert result.usable, result.diagnostics
    assert _files(result) == [("src/app.py", "x = 1\n")]


def test_a_call_before_the_write_changes_nothing_it_writes() -> None:
    result = parse_response(_calls(("delete_file", {"path": "src/app.py"}), _WRITE))
    assert result.usable
    assert _files(result) == [("src/app.py", "x = 1\n")]


@pytest.mark.parametrize(
    "later",
    [
        ("delete_file", {"path": "src/app{i}.py"}),
        ("bash", {"command": "rm -rf build{i}"}),
        ("touch_files", {"paths": ["a{i}", "b{i}", "src"]}),
    ],
)
def test_many_writes_and_later_calls_read_in_linear_time(
    later: tuple[str, dict[str, object]],
) -> None:
    def make(count: int) -> str:
        writes = [
            ("write_file", {"path": f"src/app{i}.py", "content": "x\n"}) for i in range(count)
        ]
        name, arguments = later
        text = json.dumps(arguments)
        laters = [(name, json.loads(text.replace("{i}", str(i)))) for i in range(count)]
        return _calls(*writes, *laters)

    assert_linear(make, parse_response, 100)
