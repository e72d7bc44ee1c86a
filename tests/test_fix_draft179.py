"""fix-draft179: drafts before the final answer (issue 20 defect 1, the test bed's WRONG with
``--only draft``). Each shape is a literal answer with the exact files it must give, or the
refusal it must give (not usable, a named diagnostic).

- A draft cut off in a file, then the answer restarted with a later delimiter whose last file
  quotes a whole document of the draft's delimiter, no end marker: the draft's file swallowing
  the answer, a block and an end marker of the draft's delimiter, or the answer with a
  fixture? Two readings: refused (it was read as the fixture's document, usable-WRONG).
- An R1 draft cut off in a file, the closing ``</think>``, the answer in Markdown, then the end
  marker quoted after it: the draft's one file holding everything up to that line, or a draft
  in the reasoning? Refused (it was read as the draft's file, usable-WRONG).
- A doubt of a draft that ends at a closing reasoning tag (the code block, the marker line
  after the tag are the answer's): not the draft's; the answer is read.
- A draft cut off, then "For example:" and a fenced example block and end marker, then the
  whole answer again with header and end marker: the answer in either reading.
- A complete R1 draft whose code comment reads like a note ("Don't change ... reindent()"):
  code of a draft in the reasoning, not the model's words about the answer.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="
D1 = "===FILE_CONTENT_BLOCK_1==="


def _header(n: int, delimiter: str = D) -> str:
    return f'{{"task_id": "T-1", "total_files": {n}, "files_delimiter": "{delimiter}"}}\n\n'


_MAIN = "import unittest\n\nunittest.main('test.test_capi')\n"
_FIXTURE = (
    'FIXTURE = """\\\n'
    f'{{"task_id": "demo", "total_files": 1, "files_delimiter": "{D}"}}\n\n'
    f"{D}\nPATH: src/app.py\n---\nprint(1)\n\n{D}END\n"
    '"""\n\n\ndef test_fixture_ends_with_the_marker():\n'
    f'    assert FIXTURE.endswith("{D}END\\n")\n'
)

#: (answer, finish_reason): not usable
REFUSED = {
    "restart-with-later-delimiter-fixture-last-no-end": (
        "Here is a first version:\n\n"
        + _header(1)
        + f"{D}\nPATH: __main__.py\n---\nimport unittest\n\n\n"
        + "Sorry, I was cut off. Here is the whole answer again:\n\n"
        + _header(2, D1)
        + f"{D1}\nPATH: __main__.py\nTYPE: source\n---\n{_MAIN}\n"
        + f"{D1}\nPATH: tests/test_answer_fixture.py\nTYPE: test\n---\n{_FIXTURE}\n",
        "stop",
    ),
    "r1-cut-draft-markdown-answer-end-marker-quoted-after": (
        "Okay, the user wants 1 files. Let me draft them first.\n\n"
        + _header(1)
        + f"{D}\nPATH: pkg/util.py\n---\ndef f():\n    return (1,\n\n"
        + "Hmm, that is not what was asked. The final answer:\n</think>\n\n"
        + "**pkg/util.py**\n\n```python\ndef f():\n    return 1\n```\n\n"
        + f"The answer ends with this line on its own:\n{D}END\n",
        None,
    ),
    "cut-draft-then-block-not-introduced-as-example": (
        "Here is a first version:\n\n"
        + _header(1)
        + f"{D}\nPATH: app/a.py\n---\nx = (1,\n\n"
        + f"And one more file:\n```\n{D}\nPATH: app/b.py\n---\ny = 2\n\n{D}END\n```\n\n"
        + "Sorry, I was cut off. Here is the whole answer again:\n\n"
        + _header(1)
        + f"{D}\nPATH: app/a.py\nTYPE: source\n---\nx = 1\n\n{D}END\n",
        None,
    ),
}

_OS = "import sys\n\nname = sys.platform\n"

#: (answer, finish_reason, the files it must give)
EXACT = {
    "r1-cut-draft-fenced-answer-then-delimiter-quoted-after": (
        "Okay, the user wants 1 files. Let me draft them first.\n\n"
        + _header(1)
        + f"{D}\nPATH: pkg/rich.py\n---\n# Tests for rich\nimport un\n\n"
        + "Hmm, that is not what was asked. The final answer:\n</think>\n\n"
        + "I will start with a header such as\n"
        + f'{{"task_id": "example", "files_delimiter": "{D}"}}\nand then write the blocks.\n\n'
        + "~~~\n"
        + _header(1)
        + f"{D}\nPATH: pkg/rich.py\nTYPE: test\n---\n# Tests for rich\nimport unittest\n\n"
        + f"{D}END\n~~~\n\nLines like\n{D}\nmust never appear inside a file.\n",
        "stop",
        {"pkg/rich.py": "# Tests for rich\nimport unittest\n"},
    ),
    "r1-cut-draft-delimiter-quoted-then-markdown": (
        "Okay, the user wants 1 files. Let me draft them first.\n\n"
        + _header(1)
        + f"{D}\nPATH: project/ext.py\n---\nimport sys\nfrom te\n\n"
        + "Hmm, that is not what was asked. The final answer:\n</think>\n\n"
        + f"Lines like\n{D}\nmust never appear inside a file.\n\n"
        + "**project/ext.py**\n\n```python\nimport sys\nfrom test import support\n```\n",
        "end_turn",
        {"project/ext.py": "import sys\nfrom test import support\n"},
    ),
    "cut-draft-example-block-then-whole-answer": (
        "Here is a first version:\n\n"
        + _header(2)
        + f'{D}\nPATH: src/a.json\n---\n{{\n  "a": 1\n}}\n\n'
        + f'{D}\nPATH: lib/b.json\n---\n{{\n  "par\n\n'
        + f"For example:\n```\n{D}\nPATH: example.py\n---\nprint('example')\n\n{D}END\n```\n\n"
        + "Sorry, I was cut off. Here is the whole answer again:\n\n"
        + _header(2)
        + f'{D}\nPATH: src/a.json\nTYPE: config\n---\n{{\n  "a": 1\n}}\n\n'
        + f'{D}\nPATH: lib/b.json\nTYPE: config\n---\n{{\n  "parent": 2\n}}\n\n{D}END\n',
        None,
        {"src/a.json": '{\n  "a": 1\n}\n', "lib/b.json": '{\n  "parent": 2\n}\n'},
    ),
    "r1-cut-draft-tag-example-block-then-answer": (
        "Okay, the user wants 1 files. Let me draft them first.\n\n"
        + _header(1)
        + f"{D}\nPATH: src/os.py\n---\nimport sys\n\nna\n\n"
        + "Hmm, that is not what was asked. The final answer:\n</think>\n\n\n"
        + f"For example:\n```\n{D}\nPATH: example.py\n---\nprint('example')\n\n{D}END\n```\n\n"
        + _header(1)
        + f"{D}\nPATH: src/os.py\nTYPE: source\n---\n{_OS}\n{D}END\n",
        "stop",
        {"src/os.py": _OS},
    ),
    "r1-complete-draft-comment-reads-like-a-note": (
        "Okay, the user wants 1 files. Let me draft them first.\n\n"
        + _header(1)
        + f"{D}\nPATH: app/timer.py\n---\n"
        + "# Don't change the indentation of the template; the reindent() calls\n"
        + "# in Timer.\ndef timer():\n    return 0\n# draft\n\n"
        + f"{D}END\n\n"
        + "Hmm, that is not what was asked. The final answer:\n</think>\n\n"
        + "**app/timer.py**\n\n```python\ndef timer():\n    return 1\n```\n",
        None,
        {"app/timer.py": "def timer():\n    return 1\n"},
    ),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_two_readings_are_refused(name: str) -> None:
    text, finish = REFUSED[name]
    result = parse_response(text, finish_reason=finish)
    assert not result.status.usable, (result.status, [f.file_path for f in result.code.files])
    codes = {d.code for d in result.diagnostics if d.severity.value == "error"}
    assert codes & {"several-documents", "ambiguous-structure"}, codes


@pytest.mark.parametrize("name", sorted(EXACT))
def test_the_answer_after_the_draft_is_read(name: str) -> None:
    text, finish, files = EXACT[name]
    result = parse_response(text, finish_reason=finish)
    assert result.status.usable, [str(d) for d in result.diagnostics]
    assert {f.file_path: f.content for f in result.code.files} == files
    assert (
        any(d.code == "superseded-document" for d in result.diagnostics)
        or any(d.code == "reasoning-skipped" for d in result.diagnostics)
        or result.format.value == "markdown"
    ), [d.code for d in result.diagnostics]
