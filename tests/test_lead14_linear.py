"""Round 14 (lead): hostile inputs for the rules of this round stay linear."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from timing import assert_linear

from artifact_codec import GeneratedCode, GeneratedFile, dumps, parse_response
from artifact_codec.ingest.conventions.shell import shell_command_name
from artifact_codec.ingest.placeholders import find_elision


def _style_sheet(k: int) -> GeneratedFile:
    # every comment names two rules the sheet has (so each is read to the end, and none is an
    # elision): before, each such comment searched the whole sheet for its names (38 s at 5,000)
    return GeneratedFile(
        file_path="a.css",
        content="".join(
            f"/* nav{i} and foot{i} unchanged */\n.nav{i} {{ color: red; }}\n"
            f".foot{i} {{ color: blue; }}\n"
            for i in range(k)
        ),
    )


def _page(k: int) -> GeneratedFile:
    return GeneratedFile(
        file_path="a.html",
        content="<body>\n"
        + "".join(
            f"  <!-- nav{i} and foot{i} unchanged -->\n  <nav{i}></nav{i}><foot{i}></foot{i}>\n"
            for i in range(k)
        )
        + "</body>\n",
    )


@pytest.mark.parametrize("make", [_style_sheet, _page], ids=["css", "html"])
def test_comments_naming_parts_the_file_has_are_read_in_linear_time(
    make: Callable[[int], GeneratedFile],
) -> None:
    assert find_elision(make(50)) is None
    assert_linear(make, find_elision, 200)


def test_a_comment_naming_parts_the_sheet_lacks_is_still_found() -> None:
    sheet = _style_sheet(3).content
    found = find_elision(
        GeneratedFile(file_path="a.css", content=sheet + "/* header and menu unchanged */\n")
    )
    assert found is not None
    assert found[1] == "/* header and menu unchanged */"


@pytest.mark.parametrize(
    ("word", "name"),
    [
        ("python3", "python3"),  # (a known name of its own)
        ("python3.12", "python"),
        ("pip3.11", "pip"),
        ("python.exe", "python"),
        ("cp932", "cp932"),  # a codec's name, not cp with a version
        ("rm10", "rm10"),
        ("cp-12", "cp-12"),  # no one installs cp by version: a program of no known kind
        ("gcc-12", "gcc"),  # Debian's side-by-side compilers
        ("clang++-15", "clang++"),
        ("php8.2", "php"),
        ("pytest-3", "pytest"),
        ("cat2", "cat2"),
        ("sed3.12", "sed3.12"),
    ],
)
def test_a_known_program_s_versioned_name_and_words_that_only_end_in_digits(
    word: str, name: str
) -> None:
    assert shell_command_name(word) == name


def _names_in_a_sentence(k: int) -> str:
    content = "".join(f"def g{i}():\n    return {i}\n\n" for i in range(k))
    doc = dumps(GeneratedCode(files=[GeneratedFile(file_path="app.py", content=content)]))
    return doc + "\nI omitted " + ", ".join(f"`g{i}()`" for i in range(k)) + " for brevity.\n"


def test_a_sentence_after_the_document_quoting_many_spans_is_read_in_linear_time() -> None:
    # each code span of the sentence asked whether the sentence is an instruction, which reads
    # every span of it again: quadratic (7 s at 300 spans, fix-css32 saw a run of 10 minutes)
    result = parse_response(_names_in_a_sentence(20))
    assert result.usable  # (every name it says was omitted is defined in app.py)
    assert_linear(_names_in_a_sentence, parse_response, 100)
