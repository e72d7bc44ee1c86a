"""hunt61: real installed files (libcst's codemod/_codemod.py, sniffio/_impl.py) sent whole in
one Markdown block are refused as elisions (elided-code). Expected by hand: the files are whole
(they are the installed files); the comment lines are a sentence going on from the line above and
a comment inside a docstring's example, so each answer is usable with the file as written."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

# libcst: "# We allow multiple passes, so we execute 1+ passes until there are" /
# "# no more changes."
_GOES_ON = (
    "def run(tree):\n"
    "    # We allow multiple passes, so we execute passes until there are\n"
    "    # no more changes.\n"
    "    previous = tree\n"
    "    return previous\n"
)
# sniffio: an example in the docstring with "# ... and so on ..." among its lines
_IN_DOCSTRING = (
    "def f(lib):\n"
    '    """Sleep.\n'
    "\n"
    "    if lib:\n"
    "        go()\n"
    "    # ... and so on ...\n"
    '    """\n'
    "    return lib\n"
)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_GOES_ON, id="comment-sentence-goes-on"),
        pytest.param(_IN_DOCSTRING, id="and-so-on-in-docstring"),
    ],
)
def test_a_real_whole_file_is_read_whole(content: str) -> None:
    result = parse_response("Here is the file:\n\n**a.py**\n```python\n" + content + "```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", content)]


# a style note at the margin: main is defined, "helpers" is a word, "small" no state of code
_STYLE_NOTE_END = (
    "import os\n\n\ndef main():\n    return os.sep\n\n\n# keep main and helpers small\n"
)
_PRESERVE_END = "import os\n\n\ndef main():\n    return os.sep\n\n\n# preserve order and spacing\n"
_STYLE_NOTE_MID = "import os\n\n# keep main and helpers small\n\n\ndef main():\n    return os.sep\n"


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_STYLE_NOTE_END, id="keep-small-at-the-end"),
        pytest.param(_STYLE_NOTE_MID, id="keep-small-between-definitions"),
        # two plain English words (no code shape), kept: a note on formatting
        pytest.param(_PRESERVE_END, id="preserve-order-and-spacing"),
    ],
)
def test_a_style_note_at_the_margin_is_no_elision(content: str) -> None:
    result = parse_response("**a.py**\n```python\n" + content + "```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", content)]
