"""hunt149: lead29's restart rule (4f386d10, ``ours_begins_again``) in other spellings of the
quoted document. A draft in one delimiter is cut off, then the answer starts again in a later
delimiter of the family, and its last file (a test fixture, a README documenting the format)
quotes a whole document of the draft's delimiter; the restarted answer has no end marker. The
model meant the restarted answer: main.py (``import sys`` / ``print(sys.argv)``) and its last
file with the quote. lead29 refuses where the quoted document's header is one line declaring
``files_delimiter``; where the header is pretty-printed over several lines, leaves the
delimiter to its default (no ``files_delimiter``), or is missing or followed by a comment line,
main reads the quoted document as the answer (src/app.py alone, or with the draft's cut
main.py): usable-WRONG (the base did too). The test bed's shape (one-line header) is a guard."""

from __future__ import annotations

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

D0 = "===FILE_CONTENT_BLOCK==="
D1 = "===FILE_CONTENT_BLOCK_1==="
D2 = "===FILE_CONTENT_BLOCK_2==="
MAIN = "import sys\n\nprint(sys.argv)\n"


def _header(delimiter: str, total: int, task: str = "T-1") -> str:
    return f'{{"task_id": "{task}", "total_files": {total}, "files_delimiter": "{delimiter}"}}\n\n'


def _pretty(delimiter: str) -> str:
    return (
        f'{{\n  "task_id": "demo",\n  "total_files": 1,\n  "files_delimiter": "{delimiter}"\n}}\n\n'
    )


_NO_KEY = '{"task_id": "demo", "total_files": 1}\n\n'


def _draft(delimiter: str) -> str:
    return (
        "Here is a first version:\n\n"
        + _header(delimiter, 1)
        + f"{delimiter}\nPATH: main.py\n---\nimport sys\n\n\n"
        + "Sorry, I was cut off. Here is the whole answer again:\n\n"
    )


def _fixture(header: str, delimiter: str = D0) -> tuple[str, str]:
    return "tests/test_fixture.py", (
        'FIXTURE = """\\\n'
        + header
        + f"{delimiter}\nPATH: src/app.py\n---\nprint('app')\n\n{delimiter}END\n"
        + '"""\n\n\ndef test_fixture():\n    assert FIXTURE\n'
    )


def _readme(header: str, delimiter: str = D0) -> tuple[str, str]:
    return "README.md", (
        "# Demo\n\nThe answer format looks like this:\n\n```text\n"
        + header
        + f"{delimiter}\nPATH: src/app.py\n---\nprint('app')\n\n{delimiter}END\n```\n"
    )


def _answer(draft: str, last: tuple[str, str], outer: str) -> str:
    return (
        draft
        + _header(outer, 2)
        + f"{outer}\nPATH: main.py\n---\n{MAIN}\n"
        + f"{outer}\nPATH: {last[0]}\n---\n{last[1]}\n"
    )


_CASES = {
    "fixture-pretty-header": (_draft(D0), _fixture(_pretty(D0)), D1),
    "fixture-header-without-delimiter": (_draft(D0), _fixture(_NO_KEY), D1),
    "fixture-no-header": (_draft(D0), _fixture(""), D1),
    "fixture-header-then-comment": (
        _draft(D0),
        _fixture(_header(D0, 1, "demo").rstrip("\n") + "\n# the files:\n"),
        D1,
    ),
    "readme-pretty-header": (_draft(D0), _readme(_pretty(D0)), D1),
    "readme-header-without-delimiter": (_draft(D0), _readme(_NO_KEY), D1),
    "readme-without-delimiter-restart-in-2": (_draft(D0), _readme(_NO_KEY), D2),
    "readme-pretty-draft-1-restart-2": (_draft(D1), _readme(_pretty(D1), D1), D2),
}
_GUARDS = {
    "fixture-one-line-header": (_draft(D0), _fixture(_header(D0, 1, "demo")), D1),
    "readme-one-line-header": (_draft(D0), _readme(_header(D0, 1, "demo")), D1),
}


@pytest.mark.parametrize(("draft", "last", "outer"), list(_CASES.values()), ids=list(_CASES))
def test_a_restart_quoting_a_document_of_the_draft_is_never_the_quote(
    draft: str, last: tuple[str, str], outer: str
) -> None:
    meant_or_refused(parse_response(_answer(draft, last, outer)), [("main.py", MAIN), last])


@pytest.mark.parametrize(("draft", "last", "outer"), list(_GUARDS.values()), ids=list(_GUARDS))
def test_a_restart_quoting_a_one_line_header_document_is_never_the_quote(
    draft: str, last: tuple[str, str], outer: str
) -> None:
    meant_or_refused(parse_response(_answer(draft, last, outer)), [("main.py", MAIN), last])
