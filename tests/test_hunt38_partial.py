"""hunt38-partial: a command after the files that changes a.py, said where the changed-after
rule does not see it: the answer cut inside the command (a prose span whose closing backquote
never came, a bash/console fence cut in the path), or a Python block (AutoGen runs the
answer's blocks in order) that writes a.py. Expected by hand: the model meant a.py changed
(``sed -i 's/1/2/' a.py``) or replaced (``x = 9``): a.py as first written (x = 1) is a stale
file: never in a usable result, never written by a partial write (reason_not_to_write with
allow_partial, the CLI's ``write --allow-partial``)."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write

_BASE = "a.py\n```python\nx = 1\n```\n\nb.py\n```python\ny = 2\n```\n\n"


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param("Finally, run `sed -i 's/1/2/' a.py", id="prose-span-cut-before-its-close"),
        pytest.param("Finally, run `sed -i 's/1/2/' a.", id="prose-span-cut-in-the-path"),
        pytest.param("Finally, run `rm a.p", id="prose-rm-cut-in-the-path"),
        pytest.param(
            "```python\nfrom pathlib import Path\nPath('a.py').write_text('x = 9\\n')\n```\n",
            id="python-block-writes-a-py",
        ),
    ],
)
def test_a_later_change_of_a_py_keeps_no_usable_stale_file(tail: str) -> None:
    result = parse_response(_BASE + tail)
    assert not (result.usable and ("a.py", "x = 1\n") in files_of(result)), files_of(result)


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param("```bash\nsed -i 's/1/2/' a.", id="bash-sed-cut-in-the-path"),
        pytest.param("```bash\nrm a.p", id="bash-rm-cut-in-the-path"),
        pytest.param("```console\n$ sed -i 's/1/2/' a.", id="console-sed-cut-in-the-path"),
        pytest.param(
            "```python\nfrom pathlib import Path\nPath('a.py').write_text('x = 9\\n')\n",
            id="python-block-cut-after-writing-a-py",
        ),
    ],
)
def test_a_partial_write_does_not_write_a_file_a_cut_command_changes(tail: str) -> None:
    result = parse_response(_BASE + tail)
    written = [] if reason_not_to_write(result, allow_partial=True) else files_of(result)
    assert ("a.py", "x = 1\n") not in written, (result.status, written)


# Two conventions in one answer (mixed-conventions, rejected_files): a heredoc writes a.py,
# and a labelled block LATER writes a.py again. The result keeps the heredoc's a.py in
# ``code.files`` and a partial write writes it. Expected by hand: the model's last word on
# a.py is the later block (x = 1; x = 7): the heredoc's x = 5 is a stale file, never written.
@pytest.mark.parametrize(
    ("text", "stale"),
    [
        pytest.param(
            "```bash\ncat > a.py <<'EOF'\nx = 5\nEOF\n```\n\na.py\n```python\nx = 1\n```\n\n"
            "b.py\n```python\ny = 2\n```\n",
            ("a.py", "x = 5\n"),
            id="heredoc-then-labelled-block",
        ),
        pytest.param(
            "a.py\n```python\nx = 1\n```\n\n```bash\ncat > a.py <<'EOF'\nx = 5\nEOF\n```\n\n"
            "b.py\n```python\ny = 2\n```\n\na.py\n```python\nx = 7\n```\n",
            ("a.py", "x = 5\n"),
            id="block-heredoc-block",
        ),
    ],
)
def test_a_partial_write_does_not_write_a_file_a_later_block_replaces(
    text: str, stale: tuple[str, str]
) -> None:
    result = parse_response(text)
    written = [] if reason_not_to_write(result, allow_partial=True) else files_of(result)
    assert stale not in written, (result.status, written)


def test_a_partial_write_does_not_write_a_call_file_a_later_text_block_replaces() -> None:
    # write_file a.py (x = 1) and b.py, both answered ok; then the assistant's next message
    # gives "Final version:" a.py (x = 7) in a labelled block. Expected by hand: the model's
    # last word on a.py is x = 7: the call's x = 1 is stale, never written by a partial write.
    def call(i: int, path: str, content: str) -> dict[str, object]:
        arguments = json.dumps({"path": path, "content": content})
        return {
            "id": f"c{i}",
            "type": "function",
            "function": {"name": "write_file", "arguments": arguments},
        }

    messages = [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [call(0, "a.py", "x = 1\n"), call(1, "b.py", "y = 2\n")],
        },
        {"role": "tool", "tool_call_id": "c0", "content": "ok"},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {"role": "assistant", "content": "Final version:\n\na.py\n```python\nx = 7\n```\n"},
    ]
    result = parse_response(json.dumps(messages))
    written = [] if reason_not_to_write(result, allow_partial=True) else files_of(result)
    assert ("a.py", "x = 1\n") not in written, (result.status, written)


# A cut-off answer whose LAST, cut file is a second version of a complete file: the partial
# write writes the first version. Expected by hand: the model replaced a.py (x = 7 ...): the
# first a.py (x = 1) is stale: a partial write writes b.py at most, never the old a.py.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "a.py\n```python\nx = 1\n```\n\nb.py\n```python\ny = 2\n```\n\n"
            "On second thought, a better a.py:\n\na.py\n```python\nx = 7\nz = ",
            id="markdown-second-version-cut",
        ),
        pytest.param(
            "```bash\ncat > a.py <<'EOF'\nx = 1\nEOF\ncat > b.py <<'EOF'\ny = 2\nEOF\n"
            "cat > a.py <<'EOF'\nx = 7\n",
            id="heredoc-second-version-cut",
        ),
    ],
)
def test_a_partial_write_does_not_write_a_file_its_cut_second_version_replaces(text: str) -> None:
    result = parse_response(text)
    written = [] if reason_not_to_write(result, allow_partial=True) else files_of(result)
    assert ("a.py", "x = 1\n") not in written, (result.status, written)


# A Python block that is no file is run in order (AutoGen saves and runs it): one that writes
# a.py by name changes it; one that only reads a.py, or writes a file the answer does not
# hold, leaves the files as written. Expected by hand from what each block does.
@pytest.mark.parametrize(
    ("tail", "kept"),
    [
        pytest.param(
            "```python\nwith open('a.py', 'w') as f:\n    f.write('x = 9')\n```\n",
            False,
            id="open-a-py-for-writing",
        ),
        pytest.param(
            "```py\nimport pathlib\npathlib.Path('a.py').unlink()\n```\n",
            False,
            id="py-block-removes-a-py",
        ),
        pytest.param("```python\nprint(open('a.py').read())\n```\n", True, id="reads-a-py"),
        pytest.param(
            "```python\nopen('out.txt', 'w').write('1')\n```\n", True, id="writes-another-file"
        ),
        pytest.param("```python\nimport a\nprint(a.x)\n```\n", True, id="imports-a"),
    ],
)
def test_a_later_python_block_changes_only_what_it_writes(tail: str, kept: bool) -> None:
    result = parse_response(_BASE + tail)
    if kept:
        assert result.usable, (result.status, [d.code for d in result.diagnostics])
        assert files_of(result) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]
    else:
        assert not (result.usable and ("a.py", "x = 1\n") in files_of(result)), files_of(result)
        assert "changed-after" in [d.code for d in result.diagnostics]
