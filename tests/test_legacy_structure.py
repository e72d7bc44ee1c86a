"""The structure of legacy all-JSON answers: a usable result (``clean``/``recovered``/
``repaired``, or ``load_legacy`` returning) holds exactly the files the model wrote.

Each test is one input class, found by an independent attack on the repair layer, where the
repaired (or even valid) JSON had a second reading with other files: a piece of code read as
a member, a file cut at a quote it holds, two file objects read as one, a key written twice, a
content that is no string. Each docstring says the input, what the reader did before the
structure check (``artifact_codec.ingest.legacy.structure_problems``), and what is expected.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import parse_response
from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.ingest.legacy import load_legacy

DATA = Path(__file__).parent / "data" / "legacy_structure"
USABLE = {"clean", "recovered", "repaired"}


def _files(code: object) -> list[tuple[str, str]]:
    return [(f.file_path, f.content) for f in code.files]  # type: ignore[attr-defined]


def _raw(content: str, *, newlines: bool = True) -> str:
    """The content as a model writes it in a legacy answer: backslashes doubled, quotes left
    unescaped, newlines raw (or escaped as ``\\n`` when ``newlines`` is false)."""
    text = content.replace("\\", "\\\\")
    return text if newlines else text.replace("\n", "\\n")


def _assert_never_silently_wrong(text: str, expected: list[tuple[str, str]]) -> None:
    """A usable result holds exactly the files the model wrote; load_legacy returns them or
    raises ArtifactDecodeError."""
    result = parse_response(text, add_final_newline=False)
    got = _files(result.code)
    assert result.status.value not in USABLE or got == expected, (
        f"parse_response says {result.status.value} over files that differ: {got!r}; "
        f"diagnostics {[d.code for d in result.diagnostics]}"
    )
    try:
        code = load_legacy(text)
    except ArtifactDecodeError:
        return
    assert _files(code) == expected, f"load_legacy returned other files: {_files(code)!r}"


SAVE = (
    "def save(data, filename):\n"
    '    with open(filename, "w") as f:\n'
    '        json.dump(data, f, separators=(",", ": "))\n'
    '        f.write("\\n")\n'
)


def test_json_dumps_separators_in_code_is_not_read_as_a_member() -> None:
    """Input: a legacy answer whose Python content holds ``separators=(",", ": ")`` (as in
    every ``json.dumps`` call that sets separators), quotes left unescaped, newlines escaped.
    The text happens to be valid JSON: the content ends at ``(``, and ``", ": "),\\n)\\n"``
    is a member with the key ``", "``. Happened: parse_response says ``clean`` with the file
    cut at ``separators=(`` (the key is dropped with a ``legacy-field-dropped`` warning).
    Expected: not clean and not that cut file: a key ``", "`` in a file object is no field
    name (docs/repair.md: "a key that is not a name where the schema knows the keys" means the
    quote was content), so the text has a second reading, the model's code."""
    content = 'x = json.dumps(\n    data,\n    separators=(",", ": "),\n)\n'
    text = '{"files": [{"file_path": "a.py", "content": "' + _raw(content, newlines=False) + '"}]}'
    json.loads(text)  # valid JSON as it stands: the other reading
    _assert_never_silently_wrong(text, [("a.py", content)])


def test_separators_in_repaired_code_is_not_read_as_a_member_either() -> None:
    """Input: the same pattern in a legacy answer that needs repair: raw newlines, every
    quote of the code escaped except the four of ``separators=(",", ": ")`` (a model that
    escapes most quotes). Happened: status ``repaired``, the file cut at ``separators=(`` and
    the rest (``"))\\n        f.write(...)``) taken as the value of a key ``", "`` that is then
    dropped; the diagnostics are ``legacy-field-dropped`` and ``json-control-character``, NO
    guess at all. Expected: the whole file (a key ``", "`` is not a name, so the quote is
    content), or a non-usable status."""
    escaped = re.sub(r"(?<!\\)\\n", "\n", json.dumps(SAVE)[1:-1])  # raw newlines
    escaped = escaped.replace('separators=(\\",\\", \\": \\")', 'separators=(",", ": ")')
    assert 'separators=(",", ": ")' in escaped
    text = '{"files": [{"file_path": "a.py", "content": "' + escaped + '"}]}'
    _assert_never_silently_wrong(text, [("a.py", SAVE)])


def test_a_language_key_before_half_escaped_content_keeps_the_content() -> None:
    """Input: a compact legacy answer with a ``"language"`` member before ``"content"``
    (``{"file_path": "b.py", "language": "py", "content": "..."}``), the content's quotes
    escaped only some of the time (``(\\"a", \\"b")``), as models half-escape. Happened: the
    ``"py"`` string reads on to the end of the object, so the code lands in ``language``, the
    file has no ``content`` and comes out EMPTY with status ``repaired`` (only an
    "unescaped quotes" guess is reported); load_legacy returns the empty file too. Expected:
    b.py holds its code, or the file is not accepted: an empty file from a member that held
    code is a silent loss, and ``"py",`` followed by the known key ``"content":`` is the
    plain reading."""
    good = '{"file_path": "a.py", "language": "py", "content": "x = 1\\n"}'
    bad = '{"file_path": "b.py", "language": "py", "content": "x = (\\"a", \\"b")\\n"}'
    text = '{"files": [' + good + ", " + bad + "]}"
    _assert_never_silently_wrong(text, [("a.py", "x = 1\n"), ("b.py", 'x = ("a", "b")\n')])


@pytest.mark.parametrize(
    "member", ['"language":"py"', '"description":"The "main" module"', '"notes":"x"']
)
def test_a_member_before_half_escaped_content_alone(member: str) -> None:
    """Input: one file object, a member before ``content`` (``"language": "py"``, or a
    ``"description"`` with quotes of its own, or any extra key), the content's quotes
    half-escaped (``x = (\\"a", \\"b")``). Happened: parse_response finds no artifact (fine),
    but load_legacy RETURNS a GeneratedCode whose file ``b.py`` has EMPTY content, the code
    inside the member before it. Expected: load_legacy raises ArtifactDecodeError or returns
    the code as content; its caller sees no guesses, so returning is a promise that the file
    is what the model wrote. (With no member between ``file_path`` and ``content`` the same
    content makes load_legacy raise, which is right.)"""
    text = '{"files":[{"file_path":"b.py",' + member + ',"content":"x = (\\"a", \\"b")\\n"}]}'
    _assert_never_silently_wrong(text, [("b.py", 'x = ("a", "b")\n')])


WAITERS = """{
  "waiters": {
    "A": {
      "acceptors": [
        {
          "state": "success",
          "argument": "Invalidation.Status"
        }
      ]
    },
    "B": {
      "delay": 60
    }
  }
}
"""


@pytest.mark.parametrize("fenced", [False, True])
def test_a_raw_json_config_file_in_a_pretty_answer_is_not_cut(fenced: bool) -> None:
    """Input: a pretty-printed legacy answer (indent 4) whose one file is a small
    pretty-printed JSON config (the shape of botocore's waiters-2.json), written raw: quotes
    unescaped, newlines raw; optionally in a ```json fence. Happened: status ``repaired``, the
    file cut after ``"state": "success`` (86 of 199 characters); the rest of the file became
    a member ``argument`` of the file object, top-level junk and dropped trailing text. The
    guesses reported are "escaped N unescaped quotes" and an extra-bracket guess: none says a
    file was cut. Expected: the whole file (reading to the final ``"\\n        }\\n    ]\\n}``
    needs only the unescaped-quote repair, the cut reading needs a dropped bracket and dropped
    text), or a non-usable status."""
    body = (
        '{\n    "files": [\n        {\n            "file_path": "src/f1.json",\n'
        '            "content": "' + _raw(WAITERS) + '"\n        }\n    ]\n}'
    )
    text = "```json\n" + body + "\n```\n" if fenced else body
    _assert_never_silently_wrong(text, [("src/f1.json", WAITERS)])


JSON_PATCH = """[
 {
  "op": "add",
  "path": "/properties/KmsKeyId/anyOf",
  "value": [
   {
    "format": "AWS::KMS::Key.Arn"
   }
  ]
 },
 {
  "op": "add",
  "path": "/properties/X/format",
  "value": "Y"
 }
]
"""


@pytest.mark.parametrize("layout", ["compact", "spaced", "pretty"])
def test_a_raw_json_patch_file_is_not_cut_at_its_first_closing_brackets(layout: str) -> None:
    """Input: a legacy answer with one file, a 16-line JSON Patch (cfn-lint's patch files
    have this shape) written raw (quotes unescaped, newlines raw), in any layout. Happened:
    the content ends at ``"AWS::KMS::Key.Arn"`` because ``\\n   }\\n  ]\\n },`` closes the
    file object, ``files`` and the root; the rest is taken as "other values" and dropped;
    status ``repaired`` and load_legacy returns the cut file (110 of 197 characters).
    Expected: the whole file or a non-usable result: the text ends with ``\\n"}]}``, which
    only the reading "the content runs to the end" explains, and that reading needs no
    dropped text."""
    raw = _raw(JSON_PATCH)
    if layout == "compact":
        text = '{"files":[{"file_path":"a.json","content":"' + raw + '"}]}'
    elif layout == "spaced":
        text = '{"files": [{"file_path": "a.json", "content": "' + raw + '"}]}'
    else:
        text = (
            '{\n  "files": [\n    {\n      "file_path": "a.json",\n      "content": "'
            + raw
            + '"\n    }\n  ]\n}'
        )
    _assert_never_silently_wrong(text, [("a.json", JSON_PATCH)])


def test_load_legacy_never_returns_an_answer_without_its_file() -> None:
    """Input (tests/data/legacy_structure/json-patch-half-escaped-compact.txt): a compact one-file
    legacy answer, content a JSON Patch file (cfn-lint's sagemaker format.json), newlines raw,
    quotes escaped at random (half ``\\"``, half ``"``). Happened: load_legacy RETURNS a
    GeneratedCode with NO files and a header key ``op`` holding part of the content (an inner
    object of the patch was kept as "the longest JSON value"). parse_response says
    ``no_artifact``, which is honest, but load_legacy's caller gets an empty answer and no
    sign of it. Expected: ArtifactDecodeError (nothing recovered) or the file."""
    text = (DATA / "json-patch-half-escaped-compact.txt").read_text(encoding="utf-8")
    try:
        code = load_legacy(text)
    except ArtifactDecodeError:
        return
    assert [f.file_path for f in code.files] == ["src/f0.json"], code


TEST_FILE = (
    'def test_load():\n    assert load(s) == {"files": [{"a": "b"}]}\n\n'
    "def test_other():\n    pass\n"
)


def test_an_unescaped_quote_before_the_answers_own_closers_is_not_a_clean_end() -> None:
    """Input: a legacy answer with one file, a test that compares with a literal
    ``{"files": [{"a": "b"}]}``, every quote escaped except the one before ``}]}`` (one
    missed escape). ``{"files": [{"file_path": ..., "content": "...\\\\"b"}]}`` is then a valid
    JSON text, followed by the rest of the file and the answer's real ``"}]}``. Happened:
    parse_response says ``recovered`` (the status for "only text around valid JSON was
    dropped") with the file cut after ``"b`` (``test_other`` lost), the only diagnostic an
    INFO ``json-trailing-text``; load_legacy returns the cut file. With a second file after
    it, the damage is caught (``rejected_files``). Expected: the whole file or a non-usable
    status: the "trailing text" ends with ``"}]}``, the end of the answer, so the text has a
    second reading in which it is content, and the valid-prefix reading drops half a file."""
    escaped = json.dumps(TEST_FILE)[1:-1]
    escaped = escaped.replace('\\"b\\"}]}', '\\"b"}]}')
    assert escaped.count('"}]}') == 1
    text = '{"files": [{"file_path": "t.py", "content": "' + escaped + '"}]}'
    _assert_never_silently_wrong(text, [("t.py", TEST_FILE)])


def test_missing_commas_between_file_objects_do_not_merge_files() -> None:
    """Input (tests/data/legacy_structure/three-files-missing-commas-compact.txt): a compact legacy
    answer with three real Python modules (from site-packages), every quote and newline
    escaped correctly; its only fault is the two commas left out between the file objects
    (``"}{"file_path":``). Putting the two commas back gives valid JSON with the three files
    exact. Happened: status ``repaired`` with ONE file, ``src/f0.py``, whose content is all
    three files and the JSON between them (``"}{"file_path":"src/f1.py","content":"``); the
    only diagnostic is the guess "escaped 16 unescaped quotes"; load_legacy returns that file.
    The damaged-file rule does not fire: it looks for file objects after ``},`` only.
    Expected: the three files (a missing comma between ``}`` and ``{`` has one reading), or
    a non-usable status; never a file that holds another file's JSON."""
    text = (DATA / "three-files-missing-commas-compact.txt").read_text(encoding="utf-8")
    fixed = json.loads(text.replace('"}{"file_path"', '"},{"file_path"'))
    expected = [(f["file_path"], f["content"]) for f in fixed["files"]]
    assert len(expected) == 3
    _assert_never_silently_wrong(text, expected)


def test_a_missing_brace_between_content_first_file_objects_does_not_merge_them() -> None:
    """Input: a compact legacy answer written content-first
    (``{"content": ..., "file_path": ...}``), the ``}`` of the first file object left out:
    ``{"files":[{"content":"x = 1\\\\n","file_path":"a.py",{"content":"y = 2\\\\n",
    "file_path":"b.py"}]}``. Happened: status ``repaired`` with one file ``b.py`` whose content
    is ``x = 1\\\\n","file_path":"a.py",{"content":"y = 2\\\\n`` (the JSON of both objects);
    the only diagnostic is an "escaped 8 unescaped quotes" guess; load_legacy returns it.
    Expected: a.py and b.py, or a non-usable status: a content that holds ``"file_path":`` and
    ``{"content":`` of the answer's own shape is no file."""
    text = (
        '{"files":[{"content":"x = 1\\n","file_path":"a.py",'
        '{"content":"y = 2\\n","file_path":"b.py"}]}'
    )
    _assert_never_silently_wrong(text, [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


@pytest.mark.parametrize("slip", ["missing comma", "missing brace"])
def test_a_slip_between_two_ordinary_file_objects_does_not_merge_them(slip: str) -> None:
    """Input: ``json.dumps`` of a two-file answer (spaced layout, file_path first, the
    first file 20 small functions, no quote in it), with one structural slip between the
    file objects: the comma left out (``} {"file_path"``) or the first object's ``}`` left
    out (``"\\\\n", {"file_path"``). Found by fuzzing (compact and spaced answers, these two
    slips: in one run of 4000 answers with nine kinds of slip, 304 with this missing comma
    and 289 with this missing brace came out usable and wrong). Happened:
    status ``repaired`` with ONE file ``a.py`` holding both files and the JSON between them;
    the only diagnostic is an "escaped 8 unescaped quotes" guess. (With a first file under
    about 150 characters the same slip gives ``rejected_files``.) Expected: both files, or a
    non-usable status."""
    first = "".join(f"def f{i}(x):\n    return x + {i}\n\n" for i in range(20))
    files = [("a.py", first), ("b.py", "y = 2\n")]
    one, two = (json.dumps({"file_path": p, "content": c}) for p, c in files)
    joined = one + " " + two if slip == "missing comma" else one[:-1] + ", " + two
    _assert_never_silently_wrong('{"files": [' + joined + "]}", files)


@pytest.mark.parametrize(
    "text",
    [
        '{"files": [{"file_path": "a.py", "content": "x = 1\\n", "content": "y = 2\\n"}]}',
        '{"files": [{"file_path": "a.py", "file_path": "b.py", "content": "x = 1\\n"}]}',
        '{"files": [{"file_path": "a.py", "content": "x = 1\\n"}], '
        '"files": [{"file_path": "b.py", "content": "y = 2\\n"}]}',
    ],
)
def test_a_duplicated_key_is_not_a_clean_answer(text: str) -> None:
    """Input: a legacy answer that is valid JSON but repeats a key with a different value:
    ``content`` twice in a file object, ``file_path`` twice, or ``files`` twice. Happened:
    status ``clean`` with NO diagnostic; the last value wins (``json.loads``), so the first
    content, path, or the whole first ``files`` list (file a.py) is silently dropped. The
    reader already refuses ``"content"`` beside ``"Content"`` with different texts ("it is not
    clear what the file holds"), and the block format refuses a second different path; the
    exact same key twice slips past. Expected: not ``clean``: the text has two readings with
    different files, so at most ``recovered`` with a diagnostic naming the dropped value, or
    the file refused."""
    result = parse_response(text, add_final_newline=False)
    found = f"{result.status.value}: {_files(result.code)!r}, diagnostics {result.diagnostics!r}"
    assert result.status.value != "clean", found
    assert result.diagnostics, found


@pytest.mark.parametrize("content", ['["x = 1", "y = 2"]', '{"text": "x = 1\\n"}', "null", "42"])
def test_a_content_that_is_not_a_string_is_not_a_clean_empty_file(content: str) -> None:
    """Input: a legacy file object whose ``content`` is a list of lines (a habit of some
    models), an object, ``null`` or a number. Happened: parse_response says ``clean`` with
    the file ``a.py`` EMPTY (the value is dropped with a ``legacy-field-dropped`` warning);
    load_legacy refuses the first three and gives ``"42"`` for the number, so the two readers
    disagree. Expected: the file refused (not usable) or its text recovered (the lines
    joined) with a diagnostic, never a clean empty file: writing it would replace a.py with
    nothing."""
    text = '{"files": [{"file_path": "a.py", "content": ' + content + "}]}"
    result = parse_response(text, add_final_newline=False)
    usable_empty = result.status.value in USABLE and ("a.py", "") in _files(result.code)
    assert not usable_empty, f"{result.status.value} with an empty a.py: {result.diagnostics!r}"


@pytest.mark.parametrize("member", ['"code": "x = 1\\n"', '"text": "x = 1\\n"', ""])
def test_load_legacy_does_not_invent_an_empty_content(member: str) -> None:
    """Input: a legacy file object without a ``content`` key: the code under another key
    (``code``, ``text``) or no code at all. Happened: parse_response finds no artifact (right),
    but load_legacy RETURNS ``a.py`` with content ``""`` (the model's default), the code kept
    as an extra attribute. Expected: ArtifactDecodeError: a file object without content is not
    a file the model wrote as empty, and load_legacy's caller sees no diagnostics.
    (GeneratedFile's ``content`` default is for building models in code, not for reading.)"""
    sep = ", " if member else ""
    text = '{"files": [{"file_path": "a.py"' + sep + member + "}]}"
    with pytest.raises(ArtifactDecodeError):
        load_legacy(text)


_CODE_LINES = [
    "import json\n",
    'x = {"a": 1, "b": [2, 3]}\n',
    'print("}]}")\n',
    "def f(a, b):\n    return a + b\n",
    's = "a", "b"\n',
    'json.dumps(d, separators=(",", ": "))\n',
    '{"file_path": "x.py", "content": ""}\n',
    "    pass\n",
    "# done\n",
]


def _slipped(files: list[tuple[str, str]], compact: bool, slip: int, quote: int) -> str:
    """A legacy answer for ``files`` (json.dumps, compact or spaced) with one slip a model
    makes: 0 none, 1 a comma between file objects left out, 2 a file object's '}' left out,
    3 one escaped quote of the contents unescaped (the ``quote``-th), 4 every quote of the
    contents unescaped, 5 raw newlines and every quote unescaped."""
    separators = (",", ":") if compact else (", ", ": ")
    objects = [
        json.dumps({"file_path": path, "content": content}, separators=separators)
        for path, content in files
    ]
    if slip in (1, 2) and len(objects) > 1:
        first = objects[0] + " " if slip == 1 else objects[0][:-1] + separators[0]
        body = first + separators[0].join(objects[1:])
    else:
        body = separators[0].join(objects)
        if slip == 3:
            spots = [m.start() for m in re.finditer(r'\\"', body)]
            if spots:
                at = spots[quote % len(spots)]
                body = body[:at] + body[at + 1 :]
        elif slip in (4, 5):
            body = body.replace('\\"', '"')
            if slip == 5:
                body = body.replace("\\n", "\n")
    return '{"files":[' + body + "]}" if compact else '{"files": [' + body + "]}"


@settings(max_examples=150, deadline=None, derandomize=True)
@given(
    st.lists(
        st.lists(st.sampled_from(_CODE_LINES), min_size=1, max_size=5).map("".join),
        min_size=1,
        max_size=3,
    ),
    st.booleans(),
    st.integers(0, 5),
    st.integers(0, 50),
)
def test_one_slip_in_a_legacy_answer_is_never_silently_wrong(
    contents: list[str], compact: bool, slip: int, quote: int
) -> None:
    """Random legacy answers (code lines with quotes, brackets, ``separators=(",", ": ")`` and
    the answer's own shape inside) with one slip of the kinds found by fuzzing: a usable
    result holds exactly the files written, and load_legacy returns them or raises."""
    files = [(f"src/f{index}.py", content) for index, content in enumerate(contents)]
    _assert_never_silently_wrong(_slipped(files, compact, slip, quote), files)


def test_a_key_that_is_no_name_is_read_as_code_when_the_answer_is_repaired() -> None:
    """Input: a compact legacy answer that needs repair (every quote of the code unescaped,
    newlines escaped) whose code holds ``separators=(",", ": ")``. The quote after ``(`` could
    end the content, ``", "`` then being a key; where the schema knows the keys, a key that is
    no name is code, so the content goes on: the file comes out whole, with a guess."""
    content = 'import json\n\nd = {}\ns = "a", "b"\njson.dumps(d, separators=(",", ": "))\n# done\n'
    text = '{"files":[{"file_path":"a.py","content":"' + _raw(content, newlines=False) + '"}]}'
    result = parse_response(text, add_final_newline=False)
    assert result.status.value == "repaired", result.diagnostics
    assert _files(result.code) == [("a.py", content)]
    assert any(d.message.startswith("guessed:") for d in result.diagnostics)
    assert _files(load_legacy(text)) == [("a.py", content)]
