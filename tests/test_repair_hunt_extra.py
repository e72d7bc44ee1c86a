"""Legacy JSON answers found wrong by the reader hunt, and the classes they stand for.

A test passes when the answer is read as the model meant it or is not usable; it fails when
the answer comes back usable (clean, recovered or repaired) with other files than the model
meant. The generated tests put real standard-library files into legacy answers the ways
models write them.
"""

from __future__ import annotations

import json
import os
import re
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from meant import files_of, meant_or_refused

from artifact_codec import parse_response
from artifact_codec.jsonfix.repair import RepairKind, repair_json_report
from artifact_codec.models import GeneratedCode as LegacySchema

# -- legacy JSON: raw code pasted into a string ----------------------------------------------------


def test_raw_code_in_a_json_string_keeps_its_backslash_escapes() -> None:
    """Input: legacy all-JSON whose content string is raw code (real line breaks and
    unescaped quotes: the model did not JSON-escape it) holding `print("a\\nb")`.

    What happened: `repaired` (usable), and the code's `\\n` became a real line break:
    `print("a` / `b")`, a syntax error. (An invalid escape such as `\\d` in the same kind of
    string is kept as written, so the repair reads one raw string two ways.)
    Expected: `print("a\\nb")` as written, or not usable: a string with raw line breaks and
    raw quotes was written raw, so its backslashes are the code's own; at least the two
    readings differ and the status must not be usable without naming the other one.
    """
    answer = '{"files": [{"file_path": "a.py", "content": "import os\nprint("a\\nb")\n"}]}'
    meant_or_refused(parse_response(answer), [("a.py", 'import os\nprint("a\\nb")\n')])


def test_the_raw_reading_is_reported_as_a_guess_naming_the_other() -> None:
    answer = '{"files": [{"file_path": "a.py", "content": "import os\nprint("a\\nb")\n"}]}'
    result = repair_json_report(answer, schema=LegacySchema)
    raw = [repair for repair in result.repairs if repair.kind is RepairKind.RAW_STRING]
    assert len(raw) == 1
    assert raw[0].guess
    assert "line break" in raw[0].message  # the other reading
    assert answer[raw[0].pos : raw[0].pos + 2] == "\\n"
    diagnostics = parse_response(answer).diagnostics
    assert any(d.code == "json-raw-string" and "guessed" in d.message for d in diagnostics)


# -- generated: real files with backslash escapes in their strings --------------------------------


@lru_cache(maxsize=1)
def _escaping_files() -> tuple[tuple[str, str], ...]:
    """Standard-library modules of 1-30 KB whose code writes ``\\n`` in a string literal (and
    holds a double quote), taken at even steps: about 40."""
    root = os.path.dirname(os.__file__)
    found = []
    for name in sorted(os.listdir(root)):
        path = os.path.join(root, name)
        if not name.endswith(".py") or not 1_000 <= os.path.getsize(path) <= 30_000:
            continue
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        if re.search(r'"[^"\n]*\\n[^"\n]*"', text) and "\r" not in text:
            found.append((name, text))
    step = max(1, len(found) // 40)
    return tuple(found[::step])


@st.composite
def _answer_files(draw: st.DrawFn) -> list[tuple[str, str]]:
    pool = _escaping_files()
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=1, max_size=3, unique=True))
    files = []
    for index in picks:
        name, text = pool[index]
        lines = text.splitlines(keepends=True)
        start = draw(st.integers(0, max(0, len(lines) - 1)))
        # (an excerpt of a module, not the module: named as text, since a .py part that
        # uses names its left-out head binds is refused as a part, by the unbound rule)
        excerpt = "".join(lines[start : start + draw(st.integers(1, 80))])
        files.append((f"{name}.txt", excerpt))
    return files


def _render(files: list[tuple[str, str]], *, pretty: bool, body: object) -> str:
    members = []
    for path, content in files:
        written = body(content)  # type: ignore[operator]
        members.append(f'{{"file_path": {json.dumps(path)}, "content": "{written}"}}')
    joiner = ",\n    " if pretty else ", "
    if pretty:
        return '{\n  "files": [\n    ' + joiner.join(members) + "\n  ]\n}"
    return '{"files": [' + joiner.join(members) + "]}"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(files=_answer_files(), pretty=st.booleans())
def test_raw_pasted_code_is_read_as_written_or_refused(
    files: list[tuple[str, str]], pretty: bool
) -> None:
    """The code pasted as it is: its quotes, line breaks and backslashes unescaped. The
    class promised: files with raw line breaks and raw double quotes whose backslashes, if
    any, include one a JSON writer would not have written (``\\n``, ``\\"``, ``\\d``:
    a backslash run of odd length before such a character). Code whose backslashes are all
    pairs or ``\\b``, ``\\f``, ``\\u`` escapes (``" foo\\\\tbar"`` in a docstring,
    ``\\u00a0``) reads the same as JSON whose writer left only quotes and line breaks raw,
    and is left out."""
    files = [(path, content) for path, content in files if '"' in content]
    if not files or not all(_SIGN.search(text) or "\\" not in text for _, text in files):
        return
    answer = _render(files, pretty=pretty, body=lambda content: content)
    meant_or_refused(parse_response(answer), files)


_ESCAPE = re.compile(r"\\(.)")
# A backslash JSON would not have written, in code whose quotes are raw (see above).
_SIGN = re.compile(r"(?<!\\)(?:\\\\)*\\[^\\/bfu\n]")


def _quotes_and_newlines_raw(content: str) -> str:
    """JSON-escaped, then its quotes and line breaks unescaped (backslashes stay doubled)."""

    def undo(match: re.Match[str]) -> str:
        return {'"': '"', "n": "\n", "t": "\t"}.get(match.group(1), match.group(0))

    return _ESCAPE.sub(undo, json.dumps(content, ensure_ascii=False)[1:-1])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(files=_answer_files(), pretty=st.booleans())
def test_escaped_code_with_raw_quotes_and_line_breaks_keeps_its_json_reading(
    files: list[tuple[str, str]], pretty: bool
) -> None:
    """The other reading's writer: backslashes doubled, quotes and line breaks left raw. Its
    doubled backslashes are JSON escapes, so the code's ``\\n`` is read back exactly."""
    answer = _render(files, pretty=pretty, body=_quotes_and_newlines_raw)
    result = parse_response(answer)
    meant_or_refused(result, files)
    assert not any(d.code == "json-raw-string" for d in result.diagnostics)


# -- valid JSON around which prose ends like an answer ------------------------------------------

VALID = Path(__file__).parent / "data" / "repair" / "valid_legacy"
VALID_CASES = sorted(path.stem for path in VALID.glob("*.txt"))


def test_there_are_valid_legacy_fixtures() -> None:
    assert len(VALID_CASES) >= 3


@pytest.mark.parametrize("name", VALID_CASES)
def test_valid_legacy_json_is_read_exactly(name: str) -> None:
    """``NAME.txt``: a legacy answer that is valid JSON as written (its code full of ``", "``
    and dict literals, every quote escaped), in prose or a fence whose last line ends with a
    quote and a closing bracket (``Done: "ok"}]}``). Its files (``NAME.json``) are read
    exactly, never refused as a content cut short by an unescaped quote: the answer escapes
    every line break, and the dropped text after it has a raw one."""
    text = (VALID / f"{name}.txt").read_text("utf-8")
    meant = [
        (f["file_path"], f["content"])
        for f in json.loads((VALID / f"{name}.json").read_text("utf-8"))["files"]
    ]
    result = parse_response(text)
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == meant
    assert not any(d.code == "legacy-structure" for d in result.diagnostics)


_LEADS = ["", "Here:\n```json\n", "Answer:\n", 'Use ", ".join:\n', 'I used {"a": 1}.\n```json\n']
_TRAILS = [
    "",
    '\nDone: "ok"}]}',
    '\nThe dict is {"a": "b"}',
    '\nI used ", ".join(x).',
    '\n\nThat writes "a", "b"}\n',
]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    files=_answer_files(),
    pretty=st.booleans(),
    content_first=st.booleans(),
    lead=st.sampled_from(_LEADS),
    trail=st.sampled_from(_TRAILS),
)
def test_valid_legacy_json_in_prose_is_read_exactly(
    files: list[tuple[str, str]], pretty: bool, content_first: bool, lead: str, trail: str
) -> None:
    """Real files, the answer valid JSON as written, in prose that quotes code and ends like
    an answer: read exactly (usable, every file byte for byte)."""
    items = [
        {"content": content, "file_path": path}
        if content_first
        else {"file_path": path, "content": content}
        for path, content in files
    ]
    answer = json.dumps({"files": items}, indent=2 if pretty else None)
    text = lead + answer + ("\n```" if lead.endswith("```json\n") else "") + trail
    result = parse_response(text)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == files


# -- file objects run together: a ',' or '}' left out between them ---------------------------------

_SLIPS = {"comma": "}", "brace": ",", "both": ""}


def _run_together(answer: str, joint: int, slip: str, pretty: bool) -> str:
    """``answer`` with the ``},`` before file object ``joint`` (1-based) written as ``slip``
    leaves it."""
    # (the boundary with the next object's first key: a file's content may hold "}, {" too,
    # as an f-string does: a fuzz run cut netrc.py's there)
    key = '\n      "file_path"' if pretty else '"file_path"'
    between = ("},\n    {" if pretty else "}, {") + key
    parts = answer.split(between)
    assert len(parts) > joint
    kept = _SLIPS[slip] + ("\n    {" if pretty else " {") + key
    return between.join(parts[:joint]) + kept + between.join(parts[joint:])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    files=_answer_files().filter(lambda found: len(found) >= 2),
    pretty=st.booleans(),
    slip=st.sampled_from(sorted(_SLIPS)),
    data=st.data(),
)
def test_file_objects_run_together_are_split(
    files: list[tuple[str, str]], pretty: bool, slip: str, data: st.DataObject
) -> None:
    """Real files, every quote escaped, the ``,``, the ``}`` or both left out before one file
    object: the answer is split there (each file exact), reported as a guess naming the
    place."""
    items = [{"file_path": path, "content": content} for path, content in files]
    answer = json.dumps({"files": items}, indent=2 if pretty else None)
    joint = data.draw(st.integers(1, len(files) - 1), label="joint")
    text = _run_together(answer, joint, slip, pretty)
    result = parse_response(text)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == files
    splits = [d for d in result.diagnostics if d.code == "json-split-object"]
    assert len(splits) == 1
    assert "guessed" in splits[0].message


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    files=_answer_files().filter(lambda found: len(found) >= 2),
    pretty=st.booleans(),
    slip=st.sampled_from(sorted(_SLIPS)),
)
def test_file_objects_run_together_with_raw_quotes_are_never_read_wrong(
    files: list[tuple[str, str]], pretty: bool, slip: str
) -> None:
    """The same with the code's quotes left unescaped: no split makes the text JSON, so the
    scanner reads it and the structure check refuses what it merged: never usable and wrong."""
    items = [{"file_path": path, "content": content} for path, content in files]
    answer = json.dumps({"files": items}, indent=2 if pretty else None)
    answer = re.sub(r'(?<!\\)\\"', '"', answer)
    text = _run_together(answer, 1, slip, pretty)
    meant_or_refused(parse_response(text), files)
