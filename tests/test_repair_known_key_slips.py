"""Slips of legacy answers around a file's members, with the schema the reader knows
(GeneratedCode): a ',' left out before a key on the same line, a second member holding file
text, file text written as a Python or JavaScript multi-line literal."""

from __future__ import annotations

import ast
import json
import sysconfig
from pathlib import Path

import pytest

from artifact_codec import parse_response, repair_json_report

USABLE = {"clean", "recovered", "repaired"}
_STDLIB = Path(sysconfig.get_paths()["stdlib"])
_SOURCES = [
    _STDLIB / name for name in ("this.py", "colorsys.py", "shlex.py", "bisect.py", "keyword.py")
]


def _read(text: str) -> tuple[str, list[tuple[str, str]], list[str]]:
    result = parse_response(text, add_final_newline=False)
    files = [(f.file_path, f.content) for f in result.code.files] if result.code else []
    return result.status.value, files, [d.message for d in result.diagnostics]


@pytest.mark.parametrize("source", _SOURCES, ids=lambda path: path.name)
@pytest.mark.parametrize("member", ['"description": "the module"', '"language": "python"'])
def test_missing_comma_before_a_key_on_the_content_line(source: Path, member: str) -> None:
    content = source.read_text(encoding="utf-8")
    text = (
        '{"files": [{"file_path": "m.py", "content": '
        + json.dumps(content)
        + " "
        + member
        + '}, {"file_path": "b.py", "content": "b = 1\\n"}]}'
    )
    status, files, messages = _read(text)
    assert status == "repaired", (status, messages)
    assert files == [("m.py", content), ("b.py", "b = 1\n")]
    assert any("a ',' left out" in m and m.startswith("guessed:") for m in messages), messages


def test_a_string_before_an_unknown_quoted_text_on_its_line_stays_content() -> None:
    # ('"a" "b c": 1' is no key of a file: the quotes are code inside the content)
    meant = 'print("a" "b c": 1)\n'
    text = '{"files": [{"file_path": "a.py", "content": "' + meant.replace('"', '\\"')[:-1]
    text += '\\n"}]}'
    assert _read(text)[1] == [("a.py", meant)]
    code = 'x = {"a" "b": 1}\n'  # unescaped quotes, a key that repeats none the file has
    status, files, _ = _read(
        '{"files": [{"file_path": "a.py", "content": "' + code[:-1] + '\\n"}]}'
    )
    assert status not in USABLE or files == [("a.py", code)]


@pytest.mark.parametrize("key", ["new_content", "code", "source", "Code", "file_content"])
def test_a_second_file_text_member_refuses_the_file_and_names_both(key: str) -> None:
    text = (
        '{"files": [{"file_path": "a.py", "content": "x = 1\\n", "'
        + key
        + '": "y = 2\\n"}, {"file_path": "b.py", "content": "b = 1\\n"}]}'
    )
    result = parse_response(text, add_final_newline=False)
    assert result.status.value not in USABLE
    assert [(f.file_path, f.content) for f in result.code.files] == [("b.py", "b = 1\n")]
    refusal = [d.message for d in result.diagnostics if d.code == "reserved-field"]
    assert len(refusal) == 1
    assert "'content'" in refusal[0]
    assert repr(key) in refusal[0]


def test_a_second_member_with_the_same_text_or_none_is_no_second_reading() -> None:
    for extra in ('"code": "x = 1\\n"', '"code": ""', '"source": null'):
        text = '{"files": [{"file_path": "a.py", "content": "x = 1\\n", ' + extra + "}]}"
        status, files, _ = _read(text)
        assert status in USABLE, (extra, status)
        assert files == [("a.py", "x = 1\n")], extra


@pytest.mark.parametrize("source", _SOURCES, ids=lambda path: path.name)
def test_real_files_as_python_triple_quoted_content_read_as_python_reads_them(
    source: Path,
) -> None:
    content = source.read_text(encoding="utf-8")
    if '"""' in content or content.endswith(("\\", '"')):
        content = content.replace('"""', "'''").rstrip('\\"') + "\n"
    literal = '"""' + content.replace("\\", "\\\\") + '"""'
    assert ast.literal_eval(literal) == content  # (the literal as Python reads it)
    text = (
        '{"files": [{"file_path": "m.py", "content": '
        + literal
        + '}, {"file_path": "b.py", "content": "b\\n"}]}'
    )
    status, files, messages = _read(text)
    if "\\" in content:
        # (fix-literals27: a backslash reads as Python's escape or as the code's own, and the
        # two texts differ: refused, never decoded silently)
        assert status not in USABLE, files
        return
    assert status in USABLE, messages
    assert files == [("m.py", content), ("b.py", "b\n")]
    assert any("triple-quoted" in m for m in messages)


@pytest.mark.parametrize(
    ("literal", "meant"),
    [
        ("`x = `y`;\n`", None),  # (its first closing backtick ends no value: never "x = ")
        ("`line 1\nline 2\n`", "line 1\nline 2\n"),
        ("`a ${y} b`", "a ${y} b"),
    ],
)
def test_a_javascript_template_literal_is_its_text(literal: str, meant: str | None) -> None:
    text = '{"files": [{"file_path": "a.js", "content": ' + literal + "}]}"
    status, files, _ = _read(text)
    if meant is None:
        assert status not in USABLE or files != [("a.js", "x = ")]
    else:
        assert status in USABLE, (status, files)
        assert files == [("a.js", meant)]


# fix-repair26 (hunt28-repair): a template literal holding a backslash has two readings, as
# JavaScript (its escapes decoded: `\t` a tab, a backslash at a line end joining two lines)
# and as the pasted text it is (the backslashes kept); which was meant is not known: refused
# (before: read as JavaScript, changing the code without a word).
@pytest.mark.parametrize("literal", ["`a \\` b \\${x} ${y}\\n`", "`one \\\ntwo`"])
def test_a_javascript_template_literal_holding_a_backslash_is_refused(literal: str) -> None:
    text = '{"files": [{"file_path": "a.js", "content": ' + literal + "}]}"
    status, _, _ = _read(text)
    assert status not in USABLE


@pytest.mark.parametrize(
    "meant",
    [
        "docker run \\\n  --rm \\\n  image\n",
        "#define MAX(a, b) \\\n  ((a) > (b) ? (a) : (b))\n",
        "first line  \\\nhard break in Markdown\n\nend\n",
    ],
)
def test_a_line_continuation_in_single_quoted_content_keeps_both_characters(meant: str) -> None:
    text = "{'files': [{'file_path': 'x', 'content': '" + meant.replace("'", "\\'") + "'}]}"
    status, files, _ = _read(text)
    assert status in USABLE
    assert files == [("x", meant)]
    result = repair_json_report("{'a': '" + meant + "'}")
    assert json.loads(result.text)["a"] == meant


@pytest.mark.parametrize("slip", ["::", ",,"])
@pytest.mark.parametrize("members", [3, 8, 20])
def test_a_doubled_colon_or_comma_in_pretty_printed_json_is_dropped(
    slip: str, members: int
) -> None:
    meant = {f"k{i}": f"value {i}" for i in range(members)}
    text = json.dumps(meant, indent=2)
    at = text.index('"k1": ') + 4 if slip == "::" else text.index('",\n  "k2"') + 1
    damaged = text[:at] + slip[0] + text[at:]
    result = repair_json_report(damaged)
    assert json.loads(result.text) == meant, result.text[:120]
    assert [r.kind.value for r in result.repairs if r.pos in (at, at + 1)]
