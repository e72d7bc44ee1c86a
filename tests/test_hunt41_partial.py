"""hunt41: a partial write (reason_not_to_write(allow_partial=True), the CLI's --allow-partial)
of a result that refused a later version of a file it holds (duplicate-path is not among
ParseResult.files_doubted's codes). Expected by hand: the model's last a.py is the later one;
the earlier one is stale, so a partial write must not write it."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write

F = "```"


def _partial(answer: str) -> list[tuple[str, str]] | None:
    """The files a partial write writes, or None when it writes nothing."""
    result = parse_response(answer)
    if reason_not_to_write(result, allow_partial=True) is not None:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        (
            '{"files": [{"path": "a.py", "content": "x = 1\\n"}, '
            '{"path": "a.py", "content": "x = 2\\n"}]}',
            [],
        ),
        (
            '{"files": [{"path": "a.py", "content": "x = 1\\n"}, '
            '{"path": "b.py", "content": "y = 1\\n"}, '
            '{"path": "a.py", "content": "x = 2\\n"}]}',
            [("b.py", "y = 1\n")],
        ),
        (
            f"a.py:\n{F}python\ndef f():\n    return 1\n{F}\n\nOn second thought, change it:\n\n"
            f"a.py:\n{F}python\ndef f():\n    ...\n{F}\n",
            [],
        ),
        (
            f"**a.py**\n{F}python\nimport os\n\ndef f():\n    return 1\n\ndef g():\n    return 2\n"
            f"{F}\n\nUpdated version:\n\n**a.py**\n{F}python\nimport os\n\n"
            f"# ... rest of the file unchanged ...\n\ndef g():\n    return 3\n{F}\n",
            [],
        ),
    ],
    ids=["json-twice", "json-twice-around-b", "markdown-stub-second", "markdown-elided-second"],
)
def test_a_refused_later_version_leaves_no_stale_file_to_write(
    answer: str, meant: list[tuple[str, str]]
) -> None:
    # writing nothing is right too; writing the first a.py is not
    assert _partial(answer) in (None, meant)


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        (
            '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
            '{"path": "b.py", "content": """y = ',
            "x = 1\n",
        ),
        (
            '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
            '{"path": "b.py", "content": "y = ',
            "x = 1\n",
        ),
        (
            "{'files': [{'path': 'a.py', 'content': '''x = 1\n'''}, "
            "{'path': 'b.py', 'content': '''y = ",
            "x = 1\n",
        ),
        (
            '{"files": [{"path": "a.py", "content": """S = """a"""\nprint(S)\n"""}, '
            '{"path": "b.py", "content": """T = """b',
            'S = """a"""\nprint(S)\n',
        ),
    ],
    ids=["cut-in-triple-quotes", "cut-in-json-string", "cut-in-single-triple", "inner-quotes"],
)
def test_a_cut_answer_s_complete_triple_quoted_file_is_written_as_pasted(
    answer: str, meant: str
) -> None:
    # a.py is complete (its closer is followed by the next file object); the cut inside b.py
    # leaves b.py's literal without a closer, and a.py's text then gains quotes at each end
    assert _partial(answer) in (None, [("a.py", meant)])


def test_the_retry_merge_keeps_a_cut_answer_s_triple_quoted_file_as_pasted() -> None:
    # attempt 1 is cut inside b.py; the model then sends the missing b.py only: the merged,
    # usable result holds a.py as the model pasted it between its triple quotes, or is refused
    from artifact_codec import request_artifact

    answers = [
        (
            '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
            '{"path": "b.py", "content": """y = ',
            "length",
        ),
        ('{"files": [{"path": "b.py", "content": "y = 2\\n"}]}', "stop"),
    ]
    asked: list[object] = []

    def model(messages: list[dict[str, str]]) -> tuple[str, str]:
        asked.append(messages)
        return answers[len(asked) - 1]

    result = request_artifact(model, "Write the package.", sleep=lambda _: None)
    files = [(f.file_path, f.content) for f in result.code.files] if result.usable else None
    assert files in (None, [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


@pytest.mark.parametrize(
    "answer",
    [
        # the second version's path spelled with a backslash (unsafe-path): no partial_file
        '{"files": [{"path": "src/a.py", "content": "x = 1\\n"}, '
        '{"path": "src\\\\a.py", "content": "x = 2\\ny = ',
        # the second version's path in other case: the same file on macOS and Windows (the
        # reader's own duplicate-path rule), but files_doubted compares the spelling
        f"**src/a.py**\n{F}python\nx = 1\n{F}\n\nBetter:\n\n**src/A.py**\n{F}python\nx = 2\ny = ",
    ],
    ids=["backslash-spelling", "other-case"],
)
def test_a_second_version_cut_under_another_spelling_leaves_nothing_to_write(answer: str) -> None:
    # the model's last src/a.py was cut: the first one is stale, a partial write writes nothing
    assert _partial(answer) in (None, [])
