"""Findings of a third attack on the lenient reader, after the fixes to the hybrid, Markdown and
shell readers: usable results whose files differ from what the model meant (a rule too narrow),
and ordinary answers that the new rules refuse (a rule too broad).

Each test is one input class, minimized. A "meant or refused" test passes when the answer is read
as the model meant it or is not usable; it fails when the answer comes back usable (clean,
recovered or repaired) with other files than the model meant. A "false refusal" test fails when
an ordinary answer is not usable. Found by hand probes and by
``benchmarks/hunt_hunt3-readers.py`` (real files rendered as models write them).
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, hybrid_doc, meant_or_refused

from artifact_codec import parse_response

DELIMITER = "===FILE_CONTENT_BLOCK==="


# -- hybrid: a last line whose only word is END is taken for a misspelled end marker -----------


@pytest.mark.parametrize(
    ("path", "last"),
    [
        ("run.bat", ":END"),  # the label that `goto :END` jumps to, last line of many scripts
        ("deck.cir", ".END"),  # a SPICE netlist must end with .END
        ("deck.sp", ".end"),
        ("app.py", "# END"),
        ("query.sql", "-- END"),
        ("page.html", "<!-- END -->"),
        ("style.css", "/* END */"),
    ],
)
@pytest.mark.parametrize("finish_reason", [None, "stop"])
def test_end_comment_as_last_line_is_not_an_end_marker(
    path: str, last: str, finish_reason: str | None
) -> None:
    """Class: silently wrong (hybrid, misspelled end marker rule too broad).
    Found by: putting comment / label lines holding only the word END at the end of a file in a
    document without end marker.
    What happened: `recovered`, the file lost its last line (`misspelled-end-marker`), with no
    finish reason at all. `misspelled_end_marker` reads any line whose only word is END and whose
    first character is not alphanumeric as "spelled"; the file-format exception only covers a
    lone `END` and only for Fortran/PDB/BASIC/.asm. The line is the file's own as much as a
    marker: the answer is usable only with the line kept, or not usable.
    """
    body = "x = 1\n" + last + "\n"
    text = f"Files:\n\n{DELIMITER}\nPATH: {path}\n---\n{body}"
    result = parse_response(text, finish_reason=finish_reason)
    meant_or_refused(result, [(path, body)])


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("proc.sql", "CREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\nEND\n"),
        ("boot.s", "mov ax, 1\nEND\n"),  # GNU/other assembler suffixes beside .asm
        ("boot.S", "mov ax, 1\nEND\n"),
        ("defs.inc", "X EQU 1\nEND\n"),
        ("ligand.pdbqt", "ATOM      1  C   LIG     1       0.000   0.000   0.000\nEND\n"),
    ],
)
def test_lone_end_of_formats_outside_the_suffix_list(path: str, body: str) -> None:
    """Class: silently wrong (hybrid, lone END rule too narrow).
    Found by: the lone END exception is a fixed suffix list; a T-SQL / MySQL
    procedure ends with `END`, assembler files use .s/.S/.inc, AutoDock's PDBQT is PDB.
    What happened: `recovered` with `finish_reason="stop"`, the last `END` line removed.
    """
    text = f"Files:\n\n{DELIMITER}\nPATH: {path}\n---\n{body}"
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [(path, body)])


# -- hybrid: an example document after the answer, introduced other than "for example" ----------


@pytest.mark.parametrize(
    "intro",
    [
        "Example:",
        "An example:",
        "A toy example:",
        "Here is a sample:",
        "A sample answer:",
        "Here's a sample response in this format:",
        "To illustrate:",
        "Eg:",
    ],
)
def test_example_after_the_answer_phrased_otherwise(intro: str) -> None:
    """Class: silently wrong (hybrid, "last document wins" with a quote rule too narrow).
    Found by: phrasing the introduction of a quoted example document after the answer in the
    ways people write it.
    What happened: `recovered` with the EXAMPLE's app.py (`superseded-document` names the real
    answer as the draft). Only `For example`, `e.g.`, `for instance`, `example answer` are
    recognised; `Example:`, `An example:`, `sample`, `To illustrate` are not, so the quoted
    example replaces the answer.
    """
    answer = hybrid_doc(("app.py", "print('real answer')\n"))
    example = hybrid_doc(("app.py", "print('hello')\n"))
    text = f"Here are the files.\n\n{answer}\nA note on the format. {intro}\n\n{example}"
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [("app.py", "print('real answer')\n")])


# -- placeholders: elision phrasings outside the family ------------------------------------------


@pytest.mark.parametrize(
    "comment",
    [
        "# (other functions omitted for brevity)",
        "# keep the rest as is",
        "# [previous code here]",
        "# ... same as above ...",
        "# remaining code unchanged",
        "# other routes unchanged",
        "# The rest of the file is the same as before.",
        "# (rest of the file stays as it was)",
        "# keep existing code",
        "# <existing code>",
        "# --- unchanged ---",
        "# ... other handlers ...",
        "# your existing code here",
    ],
)
def test_elision_phrasing_outside_the_family(comment: str) -> None:
    """Class: silently wrong (placeholder scan too narrow).
    Found by: writing a Markdown file that elides code with phrasings models use.
    What happened: `recovered` (at most a `placeholder` warning), the file with the elision
    comment as its content: writing it replaces the user's file and deletes the elided code.
    Siblings such as `# rest of file omitted`, `# (unchanged)`, `# Other methods stay the same`
    are `elided-code` (edit_blocks).
    """
    text = "`app.py`\n```python\nimport os\n\n" + comment + "\n\ndef f():\n    return 1\n```\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))


# -- Markdown: label notes -------------------------------------------------------------------------


def test_label_note_was_other_path_is_a_rename() -> None:
    """Class: silently wrong (label note rule too narrow).
    Found by: varying the rename note: `(renamed from `main.py`)` and `(moved from
    ...)` are `conflicting-path`, but `(was `main.py`)` is dropped as a note.
    What happened: `recovered`, src/app.py written and main.py left in place, where the same
    answer with `renamed from` is refused.
    """
    text = "`src/app.py` (was `main.py`)\n```python\nimport os\n```\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "`src/app.py` (add this file)\n```python\nimport os\n\n\ndef main():\n    pass\n```\n",
            [("src/app.py", "import os\n\n\ndef main():\n    pass\n")],
        ),
        (
            "`src/app.py`\n```python\n# File: app.py\nimport os\n```\n",
            [("src/app.py", "# File: app.py\nimport os\n")],
        ),
    ],
)
def test_false_refusal_of_ordinary_markdown_answers(
    text: str, meant: list[tuple[str, str]]
) -> None:
    """Class: false refusal (label note / first-line comment rules too broad).
    Found by: a hand probe. `(add this file)` hits the partial-file phrase `add this` (meant for
    `add this at the end`); a first-line `# File: app.py` under the label `src/app.py` is
    `conflicting-path` although `# app.py` alone (the same basename) is accepted.
    What happened: `rejected_files` (`partial-file`, `conflicting-path`).
    """
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == meant


# -- heredoc scripts: cd forms and later commands not modelled ------------------------------------

_HEREDOC = "cat > app.py <<'EOF'\nprint(1)\nEOF\n"
_MANIFEST = 'cat > package.json <<\'EOF\'\n{"name": "x"}\nEOF\n'


@pytest.mark.parametrize(
    "script",
    [
        "```bash\nbuiltin cd backend\n" + _HEREDOC + "```\n",
        "```bash\ncommand cd backend\n" + _HEREDOC + "```\n",
        "```bash\neval cd backend\n" + _HEREDOC + "```\n",
        "```zsh\n% cd backend\n```\n\n```bash\n" + _HEREDOC + "```\n",
        "```terminal\ncd backend\n```\n\n```bash\n" + _HEREDOC + "```\n",
    ],
)
def test_cd_form_not_modelled(script: str) -> None:
    """Class: silently wrong (heredoc script reading too narrow).
    Found by: writing `cd backend` the other ways a shell accepts and models write.
    What happened: `recovered`, the file at app.py; the shell writes backend/app.py. A `cd`
    the reader does not follow is documented to be refused (`heredoc-folder`), but these
    forms are not seen as a `cd` at all.
    """
    result = parse_response(script, finish_reason="stop")
    meant_or_refused(result, [("backend/app.py", "print(1)\n")])


@pytest.mark.parametrize(
    ("heredoc", "command"),
    [
        (_HEREDOC, "echo x | dd of=app.py"),
        (_HEREDOC, "ruff format"),
        (_HEREDOC, "git apply fix.diff"),
        (_MANIFEST, "npm pkg set scripts.start='node x'"),
        (_MANIFEST, "npm version patch"),
        (_MANIFEST, "bun add react"),
        (_MANIFEST, "npx npm-check-updates -u"),
        ("cat > requirements.txt <<'EOF'\nflask\nEOF\n", "uv pip compile -o requirements.txt"),
        ("cat > Cargo.toml <<'EOF'\n[package]\nname = 'x'\nEOF\n", "cargo fmt"),
    ],
)
def test_later_command_that_changes_the_file(heredoc: str, command: str) -> None:
    """Class: silently wrong (heredoc-changed too narrow).
    Found by: following each heredoc with a command that rewrites the written file without
    naming it the ways the reader looks for.
    What happened: `recovered`, the heredoc's text as the file; the script leaves another file
    (dd writes it, a formatter on the working folder reformats it, a diff patches it, npm /
    bun / uv rewrite the manifest). Siblings (`sed -i`, `npm install x`, `black .`) are
    refused with `heredoc-changed`.
    """
    result = parse_response("```bash\n" + heredoc + command + "\n```\n", finish_reason="stop")
    assert not result.usable, (result.status, files_of(result))


# -- tool calls: names that mean appending -------------------------------------------------------


@pytest.mark.parametrize("name", ["add_to_file", "extend_file", "patch_file"])
def test_tool_named_for_adding_to_a_file(name: str) -> None:
    """Class: silently wrong (append/insert tool rule too narrow).
    Found by: varying the tool name of a write call. `append_file` and `insert_…`
    are edits; `add_to_file`, `extend_file` and `patch_file` are read as whole files.
    What happened: `recovered`, app.py holds only the added line.
    """
    args = {"path": "app.py", "content": "x = 1\n"}
    function = {"name": name, "arguments": json.dumps(args)}
    call = [{"id": "c1", "type": "function", "function": function}]
    result = parse_response(json.dumps(call), finish_reason="tool_calls")
    assert not result.usable, (result.status, files_of(result))


# -- Markdown: a bare path label with a dash note ------------------------------------------------


@pytest.mark.parametrize("dash", ["-", "\N{EM DASH}"])
def test_bare_label_with_dash_note_drops_the_file(dash: str) -> None:
    """Class: silently wrong (label rule too narrow; a file lost from a usable answer).
    Found by: `benchmarks/hunt_hunt3-readers.py`, class md-label (2 WRONG in 100 at seed 3):
    a bare path label with a note after a dash (`src/a.js - main module`), as the docs allow
    for `` `path` - note `` and `path (note)`.
    What happened: `recovered` with src/b.js only; src/a.js's fence is skipped as
    `fence-without-path` (a warning). The same label in backquotes, or with `(main module)`,
    is read. An answer missing one of its files is not usable.
    """
    text = (
        f"Here are the files:\n\nsrc/a.js {dash} main module\n"
        "```javascript\nexport const a = 1;\n```\n\n"
        "src/b.js\n```javascript\nexport const b = 2;\n```\n"
    )
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(
        result, [("src/a.js", "export const a = 1;\n"), ("src/b.js", "export const b = 2;\n")]
    )


@pytest.mark.parametrize("comment", ["# File: app.py", "# filename: app.py"])
def test_first_line_basename_with_word_is_no_conflict(comment: str) -> None:
    """Class: false refusal (label vs first-line comment rule too broad).
    Found by: `benchmarks/hunt_hunt3-readers.py`, class md-comment (43 of 100 refused at seed
    3, all `conflicting-path`): the label names the full path, the first line the file's
    name only, after `File:` / `filename:` (AutoGen's convention). `# app.py` alone is taken
    as the same file; with the word it is a conflict.
    What happened: `rejected_files`, `conflicting-path`.
    """
    text = f"`src/app.py`\n```python\n{comment}\nimport os\n```\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("src/app.py", f"{comment}\nimport os\n")]


@pytest.mark.parametrize("intro", ["Example:", "Here is a sample:", "To illustrate:"])
def test_example_before_the_answer_phrased_otherwise_is_refused(intro: str) -> None:
    """Class: false refusal (quote rule too narrow, on the refusing side).
    Found by: `benchmarks/hunt_hunt3-readers.py`, class hybrid-example (48 of 100 refused at
    seed 3, `several-documents`): an answer that first shows the format with a one-file
    example, introduced by a phrase outside the recognised family, then gives its answer.
    What happened: `invalid`, `several-documents` (the answer does not name example.py).
    """
    example = hybrid_doc(("example.py", "print('hello')\n"))
    answer = hybrid_doc(("app.py", "x = 1\n"))
    text = f"The format looks like this. {intro}\n\n{example}\nNow my answer:\n\n{answer}"
    result = parse_response(text, finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("app.py", "x = 1\n")]


# -- Markdown: an unlabelled corrected version ---------------------------------------------------


@pytest.mark.parametrize(
    ("path", "info", "old", "new"),
    [
        ("app.py", "", "def tax(x):\n    return x * 0.2\n", "def tax(x):\n    return x * 0.25\n"),
        (
            "lib.rs",
            "",
            "pub fn tax(x: f64) -> f64 { x * 0.2 }\n",
            "pub fn tax(x: f64) -> f64 { x * 0.25 }\n",
        ),
        ("run.sh", "bash", "tax() {\n  echo 1\n}\n", "tax() {\n  echo 2\n}\n"),
        (
            "tax.c",
            "c",
            "double tax(double x) { return x * 0.2; }\n",
            "double tax(double x) { return x * 0.25; }\n",
        ),
        (
            "A.java",
            "java",
            "public class A {\n  static double tax(double x) { return x * 0.2; }\n}\n",
            "public class A {\n  static double tax(double x) { return x * 0.25; }\n}\n",
        ),
    ],
)
def test_unlabelled_correction_not_recognised(path: str, info: str, old: str, new: str) -> None:
    """Class: silently wrong (unlabelled-version rule too narrow).
     Found by: writing the "Fixed version:" correction in a bare fence (no language: the
     commonest fence a model writes) and in languages other than Python/JS/TS/Go/Rust/Ruby/PHP.
    With ```` ```python ```` / ```` ```rust ```` etc. the same answer is
     `unlabelled-version`.
     What happened: `recovered`, the file is the FIRST (buggy) version; the correction is a
     skipped `fence-without-path` (a warning).
    """
    text = f"`{path}`\n```{info}\n{old}```\n\nFixed version:\n```{info if info else ''}\n{new}```\n"
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [(path, new)])


# -- hybrid: what follows the end marker -----------------------------------------------------------


@pytest.mark.parametrize(
    "after",
    [
        "Then run:\n\n```bash\nsed -i 's/1/2/' app.py\n```\n",
        "Then run:\n\n```bash\nprintf 'x = 2\\n' > app.py\n```\n",
        "Then rename it:\n\n```bash\nmv app.py main.py\n```\n",
        "```console\n$ rm app.py\n```\n",
    ],
)
def test_command_after_the_document_changes_a_written_file(after: str) -> None:
    """Class: silently wrong (mixed-conventions after the end marker too narrow).
    Found by: a hand probe; a heredoc, a Cline call or a diff after the end marker are
    `mixed-conventions`, and a heredoc script's later `sed -i`/`>`/`mv`/`rm` on a written file
    is `heredoc-changed`, but after a hybrid document such commands are "prose".
    What happened: `recovered` (no warning at all), app.py = `x = 1`; the answer's script
    leaves `x = 2`, main.py, or no file.
    """
    text = hybrid_doc(("app.py", "x = 1\n")) + "\n" + after
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [])


def test_markdown_file_after_the_document_introduced_in_prose() -> None:
    """Class: silently wrong (a file of the answer dropped).
    Found by: a hand probe: after the end marker, "And add `b.py`:" and a ```` ```python ````
    fence (a bare `b.py` label instead is `several-documents`).
    What happened: `recovered` with app.py only, no diagnostic above info: b.py is lost.
    """
    text = hybrid_doc(("app.py", "x = 1\n")) + "\nAnd add `b.py`:\n\n```python\ny = 2\n```\n"
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [("app.py", "x = 1\n"), ("b.py", "y = 2\n")])


# -- hybrid: a closing reasoning tag inside a file ----------------


def test_closing_think_tag_in_a_file_without_header() -> None:
    """Class: silently wrong (a file dropped as "reasoning").
    Found by: a hand probe: a file of LLM tooling holds a `</think>` line (a string constant of a
    parser for R1-style answers) without the opening tag; the fix made `<think>` ... `</think>`
    inside one file content, but only when the file opens the tag too.
    What happened: `recovered` with b.py only; parse.py is reported as a draft in the
    reasoning (`superseded-document`, a warning). The same answer with a header (not written by
    `dumps` exactly, no end marker) is `several-documents`; as Markdown both files are read.
    """
    parse = "END_TAG = '''\n</think>\n'''\n"
    text = (
        f"{DELIMITER}\nPATH: parse.py\n---\n{parse}"
        f"{DELIMITER}\nPATH: b.py\n---\nx = 1\n{DELIMITER}END\n"
    )
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [("parse.py", parse), ("b.py", "x = 1\n")])


def test_conflict_markers_in_a_python_string_are_not_an_edit() -> None:
    """Class: false refusal (conflict-marker rule too broad).
    Found by: a hand probe: a test of git tooling holds a merge conflict in a string. In a
    Markdown file only a first line of conflict markers is an edit; in a `.py` file any is.
    What happened: `edit_blocks`, `edit-blocks`: the real file is refused as an edit.
    """
    content = "CONFLICT = '''\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> branch\n'''\n"
    result = parse_response(f"`test_merge.py`\n```python\n{content}```\n", finish_reason="stop")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("test_merge.py", content)]


# -- hybrid: decorated paths outside the unwrapped forms ----------------------------------------


@pytest.mark.parametrize("written", ["src/app.py: entry point", "src/app.py -- main module"])
def test_path_with_a_comment_after_colon_or_double_dash(written: str) -> None:
    """Class: silently wrong (path-unwrapped too narrow).
    Found by: a hand probe: `PATH: src/app.py:` and `PATH: src/app.py (main)` are unwrapped
    (`path-unwrapped`), but a colon or a double dash followed by words is not.
    What happened: `recovered` with NO warning, the file written at the path
    `src/app.py: entry point` (a name with a colon and spaces) instead of src/app.py.
    """
    text = f"Files:\n\n{DELIMITER}\nPATH: {written}\n---\nx = 1\n{DELIMITER}END\n"
    result = parse_response(text, finish_reason="stop")
    meant_or_refused(result, [("src/app.py", "x = 1\n")])
