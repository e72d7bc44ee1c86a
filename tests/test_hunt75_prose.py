"""hunt75: partial blocks read as whole files through this round's prose readings (fix-prose39,
fix-refusals39). The block is a real stdlib excerpt (shlex.py's quote() with the regex it uses,
its names all bound), under its own file name; the prose after it says the rest of the file
stays. Expected by hand: a part of shlex.py, so the answer is not usable as the whole file."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

from artifact_codec import parse_response


def _quote_part() -> str:
    src = Path(sysconfig.get_paths()["stdlib"], "shlex.py").read_text()
    lines = src.splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("_find_unsafe = "))
    end = next(i for i, ln in enumerate(lines) if ln.startswith("def _print_tokens"))
    return "import re\n\n\n" + "\n".join(lines[start:end]).rstrip() + "\n"


PART = _quote_part()


def _answer(after: str) -> str:
    return f"Here is the file.\n\n**shlex.py**\n```python\n{PART}```\n\n{after}\n"


@pytest.mark.parametrize(
    "after",
    [
        # a rest-of-file sentence, then a second sentence pointing on to a command block: the
        # pointing-on reading of the second sentence must not swallow the first
        pytest.param(
            "The rest of the file stays the same. Then run the tests:\n\n"
            "```bash\npython -m pytest\n```",
            id="rest-then-run",
        ),
        pytest.param(
            "Keep the rest of the file as is, and then run:\n\n```bash\npython -m pytest\n```",
            id="keep-rest-and-then-run",
        ),
        # fields of a class the block does not define: that class stays in the file (refused
        # before this round; _FIELDS now reads it as no word on the file)
        pytest.param(
            "The `posix` and `whitespace` fields of the `shlex` class stay the same.",
            id="fields-of-absent-class",
        ),
        pytest.param(
            "The `shlex` class keeps its `posix` and `whitespace` fields unchanged.",
            id="class-keeps-its-fields",
        ),
        # (refused neither at bdf0dbf4: a class no file defines named kept; here the class is
        # named as the block's own module, shlex.py's class shlex)
        pytest.param("The `shlex` class is unchanged.", id="absent-class-unchanged"),
        # a dotted name whose module is the block's own file: shlex.split stays in shlex.py
        pytest.param("The `shlex.split` function is unchanged.", id="own-module-member"),
        pytest.param(
            "`shlex.split()` and `shlex.join()` stay as they are.", id="own-module-members"
        ),
    ],
)
def test_a_part_of_shlex_py_said_so_is_not_the_whole_file(after: str) -> None:
    assert "def quote" in PART
    assert "class shlex" not in PART
    refused(_answer(after))


def test_the_part_alone_with_a_rest_of_file_sentence_refuses() -> None:
    # guard: the same block with the rest-of-file sentence alone is refused today
    refused(_answer("The rest of the file stays the same."))


def _cline(after: str) -> str:
    return (
        "I'll update the file.\n\n<write_to_file>\n<path>shlex.py</path>\n<content>\n"
        f"{PART}</content>\n</write_to_file>\n\n{after}\n"
    )


@pytest.mark.parametrize("render", [_answer, _cline], ids=["markdown", "cline"])
@pytest.mark.parametrize(
    "after",
    [
        # the later-time words are in the NEXT sentence of the line (_LATER searched over the
        # whole line): "this function" is still the block above
        pytest.param(
            "You only need to change this function. Then deploy to production.", id="then-prod"
        ),
        pytest.param(
            "You only need to change this function, then push it to production.",
            id="then-push-prod",
        ),
    ],
)
def test_one_part_then_a_later_step_still_names_the_block(render: object, after: str) -> None:
    assert callable(render)
    refused(render(after))


@pytest.mark.parametrize("render", [_answer, _cline], ids=["markdown", "cline"])
def test_one_part_alone_refuses(render: object) -> None:
    # guard: the same sentence without the later step is refused today
    assert callable(render)
    refused(render("You only need to change this function."))


@pytest.mark.parametrize(
    "after",
    [
        # what follows the colon describes the block's own change, not another block below
        # (there is none): _POINTS_ON must not read it as pointing on
        pytest.param(
            "You only need to change this function: it now returns `''` for an empty string.",
            id="colon-describes-the-block",
        ),
        pytest.param(
            "Just replace this one function, which now does the following: quotes empty strings.",
            id="colon-does-the-following",
        ),
    ],
)
def test_one_part_with_a_colon_describing_it_and_no_block_after(after: str) -> None:
    refused(_answer(after))


WHOLE = Path(sysconfig.get_paths()["stdlib"], "shlex.py").read_text()


def _whole(after: str) -> str:
    return f"Here is the file.\n\n**shlex.py**\n```python\n{WHOLE}```\n\n{after}\n"


@pytest.mark.parametrize(
    "after",
    [
        # (regression of this round: usable at bdf0dbf4) a sentence many paragraphs after the
        # whole file, about the user's editor config
        pytest.param(
            "\n\n".join(f"Note {i}: the tokens are read one by one." for i in range(30))
            + "\n\nYou only need to change this one setting in your editor config.",
            id="thirty-paragraphs-later-editor-config",
        ),
        pytest.param(
            "\n\n".join(f"Note {i}: the tokens are read one by one." for i in range(5))
            + "\n\nYou only need to change this one setting in your editor config.",
            id="five-paragraphs-later-editor-config",
        ),
        # fields of another file's class, that file named
        pytest.param(
            "The `host` and `port` fields of `Config` in `settings.py` stay the same.",
            id="fields-in-another-file",
        ),
    ],
)
def test_the_whole_shlex_py_stays_usable(after: str) -> None:
    result = parse_response(_whole(after))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("shlex.py", WHOLE)]


@pytest.mark.parametrize(
    "lead",
    [
        # a lead-in naming one part of a block that defines more (the regex it uses,
        # _find_unsafe): the sentence still names a part of shlex.py, the rest kept
        pytest.param("Only `quote()` changes:", id="only-quote-changes"),
        pytest.param("Update `quote()` as follows:", id="update-quote-as-follows"),
    ],
)
def test_a_lead_naming_one_of_the_block_s_parts_keeps_it_a_part(lead: str) -> None:
    answer = f"{lead}\n\n**shlex.py**\n```python\n{PART}```\n"
    refused(answer)


def _heredoc(after: str) -> str:
    return f"```bash\ncat > shlex.py <<'EOF'\n{PART}EOF\n```\n\n{after}\n"


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("The rest of the file stays the same.", id="rest-of-the-file"),
        pytest.param("The rest of `shlex.py` stays the same.", id="rest-of-shlex-py"),
    ],
)
def test_a_heredoc_of_a_part_said_so_after_it_is_refused(after: str) -> None:
    # _said_part_of_one reads the lines after one file written in one stretch, a heredoc
    # among them; the same sentence before it ("keeping the rest of the file") refuses today
    refused(_heredoc(after))


def _bolt(after: str) -> str:
    return (
        '<boltArtifact id="x" title="x">\n<boltAction type="file" filePath="shlex.py">\n'
        f"{WHOLE}</boltAction>\n</boltArtifact>\n\n{after}\n"
    )


def _cline_whole(after: str) -> str:
    return (
        "I'll update the file.\n\n<write_to_file>\n<path>shlex.py</path>\n<content>\n"
        f"{WHOLE}</content>\n</write_to_file>\n\n{after}\n"
    )


FAR = "\n\n".join(f"Note {i}: the tokens are read one by one." for i in range(8))


@pytest.mark.parametrize("render", [_whole, _bolt, _cline_whole], ids=["markdown", "bolt", "cline"])
@pytest.mark.parametrize(
    "after",
    [
        # (regressions of this round: usable at bdf0dbf4) a heading's section about another
        # topic, and a sentence eight paragraphs on about the editor config
        pytest.param("## Editor\n\nYou only need to change this one setting.", id="heading-editor"),
        pytest.param(
            FAR + "\n\nYou only need to change this one setting in your editor config.",
            id="eight-paragraphs-later",
        ),
    ],
)
def test_a_whole_file_written_in_one_stretch_stays_usable(render: object, after: str) -> None:
    assert callable(render)
    result = parse_response(render(after))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("shlex.py", WHOLE)]
