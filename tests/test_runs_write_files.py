"""A command in the answer that may write a file the result does not hold, in every convention
the library reads: the file is lost otherwise, so the result is not usable (the rule is an
allow-list: a command writes nothing only when the shell effect rules say so). Also the keys
a legacy JSON answer has beside ``files``, and JSON reports after an answer (data, not prose).
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


def _ours(after: str) -> str:
    return (
        '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n===FILE_CONTENT_BLOCK===\n'
        "PATH: a.js\n---\nconsole.log(1)\n\n===FILE_CONTENT_BLOCK===END\n\n" + after
    )


_CALL_ARGUMENTS = json.dumps({"path": "a.js", "content": "console.log(1)\n"})
#: One file a.js in each convention, and where the text after it goes.
HEADS = {
    "ours": _ours(""),
    "markdown": "`a.js`:\n```js\nconsole.log(1)\n```\n\n",
    "bolt": (
        '<boltArtifact id="x" title="x">\n<boltAction type="file" filePath="a.js">\n'
        "console.log(1)\n</boltAction>\n</boltArtifact>\n\n"
    ),
    "cline": (
        "<write_to_file>\n<path>a.js</path>\n<content>\nconsole.log(1)\n</content>\n"
        "</write_to_file>\n\n"
    ),
    "tool_calls": json.dumps(
        {
            "tool_calls": [
                {
                    "type": "function",
                    "function": {"name": "write_file", "arguments": _CALL_ARGUMENTS},
                }
            ]
        }
    )
    + "\n\n",
    "legacy_json": '{"files": [{"path": "a.js", "content": "console.log(1)\\n"}]}\n\n',
}
#: Commands that write b.js, a file none of the heads holds.
WRITERS = {
    "echo": "echo 'x = 2' > b.js",
    "printf-append": "printf 'x = 2\\n' >> b.js",
    "tee": "echo 'x = 2' | tee b.js",
    "tee-append-devnull": "echo 'x = 2' | tee -a b.js > /dev/null",
    "cp": "cp a.js b.js",
    "install": "install -m 644 a.js b.js",
    "dd": "echo 'x = 2' | dd of=b.js",
    "sed-redirect": "sed s/1/2/ a.js > b.js",
    "head-redirect": "head -1 a.js > b.js",
    "sort-redirect": "sort a.js > b.js",
    "ln": "ln -s a.js b.js",
    "mkdir-then-cp": "mkdir -p lib && cp a.js lib/b.js",
    "sudo-tee": "echo 'x = 2' | sudo tee b.js",
    "variable-target": 'cat a.js > "$OUT"',
}
#: How the command is written after the file.
WRAPS = {
    "bash-fence": "```bash\n{}\n```\n",
    "console": "```console\n$ {}\n```\n",
    "dollar-line": "Then:\n\n    $ {}\n",
    "prose": "Then run `{}`.\n",
}


@pytest.mark.parametrize("wrap", list(WRAPS))
@pytest.mark.parametrize("writer", list(WRITERS))
@pytest.mark.parametrize("head", list(HEADS))
def test_a_command_writing_a_file_the_result_lacks_is_not_usable(
    head: str, writer: str, wrap: str
) -> None:
    result = parse_response(HEADS[head] + WRAPS[wrap].format(WRITERS[writer]))
    if result.usable:  # a reading that holds the written file too is not a lost file
        assert result.code is not None
        assert "b.js" in {f.file_path.rsplit("/", 1)[-1] for f in result.code.files}, (
            result.status,
            [d.code for d in result.diagnostics],
        )


#: Commands that write no file the heads lack (or only one they hold): usable.
HARMLESS = {
    "runs-it": "node a.js",
    "installs": "npm install",
    "to-devnull": "node a.js > /dev/null 2>&1",
    "removes-another": "rm -f b.js",
    "mode": "chmod +x a.js",
    "edits-another-in-place": "sed -i s/1/2/ other.js",
    "program-argument": "node a.js bob",
    "lists": "ls -la",
}


@pytest.mark.parametrize("wrap", ["bash-fence", "prose"])
@pytest.mark.parametrize("command", list(HARMLESS))
@pytest.mark.parametrize("head", ["markdown", "bolt", "cline", "legacy_json"])
def test_a_command_that_writes_no_other_file_stays_usable(
    head: str, command: str, wrap: str
) -> None:
    result = parse_response(HEADS[head] + WRAPS[wrap].format(HARMLESS[command]))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert result.code is not None
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.js", "console.log(1)\n")]
    assert "mixed-conventions" not in [d.code for d in result.diagnostics]


def test_a_writer_before_the_file_in_the_same_session_is_read_too() -> None:
    """A command writing b.js before the Markdown file that holds a.js: b.js is lost all the
    same (the rule is about files the result lacks, wherever the command stands)."""
    result = parse_response("```bash\necho 'x = 2' | tee b.js\n```\n\n" + HEADS["markdown"])
    assert not result.usable
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


def test_console_output_lines_write_nothing() -> None:
    """A session's line without a prompt is output: ``x > b.js`` there writes nothing."""
    text = HEADS["markdown"] + "```console\n$ node a.js\nresult > b.js\n```\n"
    result = parse_response(text)
    assert result.usable, [d.code for d in result.diagnostics]


# -- keys beside a legacy answer's files ------------------------------------------------------

_LEGACY_FILES = '"files": [{"path": "a.js", "content": "console.log(1)\\n"}]'


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("commands", ["sed -i s/1/2/ a.js"]),
        ("run", "npx prettier --write ."),
        ("post_install", ["echo 'x = 2' > b.js"]),
        ("steps", ["cp a.js b.js"]),
        ("notes", "rm a.js"),  # not a command key, but the string starts with a command
    ],
)
def test_commands_beside_legacy_files_are_weighed(key: str, value: object) -> None:
    result = parse_response("{" + _LEGACY_FILES + f", {json.dumps(key)}: {json.dumps(value)}}}")
    codes = [d.code for d in result.diagnostics]
    assert not result.usable, (result.status, codes)
    assert "legacy-unknown-key" in codes
    assert {"changed-after", "mixed-conventions"} & set(codes)


@pytest.mark.parametrize(
    ("key", "value"),
    [("summary", "Created a.js with a log line"), ("commands", ["npm test"]), ("version", 2)],
)
def test_other_keys_beside_legacy_files_are_named(key: str, value: object) -> None:
    result = parse_response("{" + _LEGACY_FILES + f", {json.dumps(key)}: {json.dumps(value)}}}")
    assert result.usable
    assert result.status == "recovered"  # not clean: what the key held is not in the result
    named = [d for d in result.diagnostics if d.code == "legacy-unknown-key"]
    assert len(named) == 1
    assert json.dumps(key) in named[0].message


def test_known_keys_beside_legacy_files_stay_clean() -> None:
    text = "{" + _LEGACY_FILES + ', "dependencies": ["express"], "setup_instructions": "run"}'
    result = parse_response(text)
    assert result.status == "clean", [d.code for d in result.diagnostics]


# -- JSON after an answer: data, not prose -----------------------------------------------------

_ANSWER = '{"files": [{"file_path": "a.py", "content": "print(1)\\n"}]}'


@pytest.mark.parametrize(
    "report",
    [
        '{"files": [{"file_path": "a.py", "status": "written"}]}',
        '["a.py"]',
        '{"written": ["a.py"], "ok": true}',
    ],
)
@pytest.mark.parametrize("label", ["Tool output:\n", "Result: ", ""])
def test_a_json_report_after_the_answer_keeps_it(label: str, report: str) -> None:
    result = parse_response(_ANSWER + "\n\n" + label + report)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert result.code is not None
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "print(1)\n")]


@pytest.mark.parametrize(
    "later",
    [
        'Fixed: {"file_path": "a.py", "content": "print(2)\\n"}',
        'Then a.py becomes {"a.py": "print(2)\\nprint(3)"}',
    ],
)
def test_a_later_json_value_with_other_text_for_a_file_is_not_a_report(later: str) -> None:
    result = parse_response(_ANSWER + "\n\n" + later)
    if result.usable:  # kept only as one of two readings, named
        assert result.status != "clean", [d.code for d in result.diagnostics]


# -- a Markdown answer's written configuration is read for the commands after it -------------


def test_addopts_in_a_written_pyproject_is_read_for_a_later_pytest_block() -> None:
    """``pytest`` after a Markdown answer that writes a pyproject.toml whose ``addopts``
    rewrites snapshots: the written snapshot may change (the answer's files are passed to
    the shell rules, which read the configuration)."""
    text = (
        '`pyproject.toml`:\n```toml\n[tool.pytest.ini_options]\naddopts = "--snapshot-update"\n'
        "```\n\n`tests/__snapshots__/test_a.ambr`:\n```text\nx\n```\n\n```bash\npytest\n```\n"
    )
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
    assert "changed-after" in [d.code for d in result.diagnostics]
