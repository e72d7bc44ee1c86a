"""Shapes of elisions the broad rule reads in every syntax: a comment that opens with dots and
says how the left-out code is ("# ... the rest stays exactly as it was before"), a line of dots
in any JSON document (a notebook, GeoJSON, JSON Lines ...), and a comment of dots with "other",
"more", "existing" or "remaining" and any plural noun (``<!-- ... other entries ... -->`` in
HTML, XML and SVG as ``// ... other entries ...`` in JavaScript).

Each shape is written between real lines of its language and must be found; the same words in
shapes that are no elision (a sentence without the dots, a JSON file whose strings hold dots, a
comment of dots between lines of the same comment) must not be.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from timing import assert_linear

from artifact_codec import GeneratedFile, parse_response
from artifact_codec.ingest.placeholders import find_elision

_DATA = Path(__file__).parent / "data"

# -- "stays exactly as it was before" ----------------------------------------------------------
_SUBJECTS = ("the rest", "rest", "everything below", "everything else", "the remaining code")
_HOW = (
    "stays exactly as it was before",
    "stays the way it was",
    "stays exactly as it was",
    "remains exactly the way it was",
    "is exactly as it was before",
    "stays just like it was",
    "remain as they were",
)
# (path, lines before, the comment's opening with a slot, its close, lines after)
_CODE = (
    ("a.py", "import os\n\n\ndef f():\n    x = 1\n", "    # ... {}", "", "    return x\n"),
    ("a.js", "function f() {\n  const x = 1;\n", "  // ... {}", "", "  return x;\n}\n"),
    ("a.go", "func f() int {\n\tx := 1\n", "\t// ... {}", "", "\treturn x\n}\n"),
    ("a.sql", "SELECT 1;\n", "-- ... {}", "", "SELECT 2;\n"),
    ("a.css", ".a {\n  color: red;\n}\n", "/* ... {}", " ... */", ".b {\n  top: 0;\n}\n"),
    ("a.html", "<ul>\n  <li>a</li>\n", "  <!-- ... {}", " ... -->", "</ul>\n"),
)


@pytest.mark.parametrize(("path", "before", "opening", "close", "after"), _CODE)
def test_a_comment_that_opens_with_dots_and_says_the_code_stays_is_an_elision(
    path: str, before: str, opening: str, close: str, after: str
) -> None:
    for subject, how in itertools.product(_SUBJECTS, _HOW):
        line = opening.format(f"{subject} {how}") + close
        file = GeneratedFile(file_path=path, content=before + line + "\n" + after)
        found = find_elision(file)
        assert found is not None, line
        assert found[1] == line.strip()


# The words of how code is, in comments that are no elision: no dots first, or no word that
# says code is elsewhere.
_SENTENCES = (
    "# the cache stays exactly as it was before the call",
    "# it was exactly like that before the fix",
    "# ... just like it was",
    "# ... and it was exactly this way",
    "# ... exactly as they were",
    "# Keep the order exactly as it was given",
    # dots, but not first: the words go on a sentence
    "# the rest was exactly like this ...",
    "# which was just like the rest ...",
)


@pytest.mark.parametrize("line", _SENTENCES)
def test_the_words_of_how_code_is_in_a_sentence_are_no_elision(line: str) -> None:
    content = f"import os\n\n\ndef f():\n    x = os.sep\n    {line}\n    return x\n"
    assert find_elision(GeneratedFile(file_path="a.py", content=content)) is None


# -- a line of dots in a JSON document of any suffix -------------------------------------------
# The suffixes of JSON documents (written here, not taken from the library).
_JSON_SUFFIXES = (
    "json",
    "jsonc",
    "json5",
    "ipynb",
    "geojson",
    "topojson",
    "jsonl",
    "ndjson",
    "jsonld",
    "webmanifest",
    "har",
    "gltf",
)


def _json_documents() -> list[str]:
    """Real JSON files of the repository, pretty-printed as the tools of each suffix do (a
    notebook with one blank of indentation, most with two or four)."""
    texts = []
    for number, path in enumerate(sorted((_DATA / "valid").glob("*.json"))[:6]):
        data = json.loads(path.read_text("utf-8"))
        texts.append(json.dumps(data, indent=(1, 2, 4)[number % 3]) + "\n")
    return texts


@pytest.mark.parametrize("suffix", _JSON_SUFFIXES)
def test_a_line_of_dots_in_a_json_document_of_any_suffix_is_an_elision(suffix: str) -> None:
    for text in _json_documents():
        lines = text.split("\n")
        assert find_elision(GeneratedFile(file_path=f"doc.{suffix}", content=text)) is None
        # every run of inner lines replaced by a line of dots at the indentation of its first
        for start in range(1, len(lines) - 2, 3):
            stop = min(start + 2, len(lines) - 2)
            indent = lines[start][: len(lines[start]) - len(lines[start].lstrip())]
            elided = "\n".join([*lines[:start], indent + "...", *lines[stop:]])
            file = GeneratedFile(file_path=f"doc.{suffix}", content=elided)
            assert find_elision(file) == (start + 1, "..."), (suffix, start)


def test_dots_inside_the_strings_of_a_notebook_or_json_lines_are_content() -> None:
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "source": ["for x in range(3):\n", "    ...\n", "# ... rest unchanged\n"],
                "outputs": [{"output_type": "stream", "text": ["...\n", "\u2026\n"]}],
            }
        ],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    text = json.dumps(notebook, indent=1) + "\n"
    assert find_elision(GeneratedFile(file_path="a.ipynb", content=text)) is None
    lines = "".join(json.dumps({"n": n, "text": "..." * n}) + "\n" for n in range(5))
    assert find_elision(GeneratedFile(file_path="a.jsonl", content=lines)) is None
    # read from an answer, the notebook is written as it is
    answer = (
        '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n===FILE_CONTENT_BLOCK===\n'
        f"PATH: a.ipynb\n---\n{text}\n===FILE_CONTENT_BLOCK===END\n"
    )
    result = parse_response(answer)
    assert result.status.value == "clean"
    assert result.code.files[0].content == text


# -- "other" and any plural noun, in every comment syntax ----------------------------------------
_PLURALS = [
    "entries",
    "rows",
    "paths",
    "values",
    "steps",
    "activities",
    "items",
    "records",
    "users",
    "products",
    "columns",
    "cells",
    "links",
    "tabs",
    "cards",
    "slides",
    "pages",
    "posts",
    "images",
    "icons",
    "buttons",
    "nodes",
    "edges",
    "layers",
    "tasks",
    "jobs",
    "events",
    "listeners",
    "permissions",
    "receivers",
    "providers",
    "elements",
    "children",
    "sections",
]
_MARKING = ("other", "more", "existing", "remaining")
_SYNTAXES = (
    ("index.html", "<ul>\n  <li>a</li>\n", "  <!-- ... {} ... -->", "</ul>\n"),
    (
        "AndroidManifest.xml",
        "<manifest>\n  <application>\n",
        "    <!-- ... {} ... -->",
        "</manifest>\n",
    ),
    ("icon.svg", "<svg>\n  <path d='M0 0'/>\n", "  <!-- ... {} ... -->", "</svg>\n"),
    ("App.vue", "<template>\n  <ul>\n", "    <!-- ... {} ... -->", "  </ul>\n</template>\n"),
    ("a.js", "const a = [\n  1,\n", "  // ... {} ...", "];\n"),
    ("a.tsx", "const A = () => (\n  <ul>\n", "    {{/* ... {} ... */}}", "  </ul>\n);\n"),
    ("a.py", "A = [\n    1,\n", "    # ... {} ...", "]\n"),
    ("a.css", ".a {\n  color: red;\n}\n", "/* ... {} ... */", ".b {\n  top: 0;\n}\n"),
    ("a.sql", "SELECT 1;\n", "-- ... {} ...", "SELECT 2;\n"),
    ("a.yaml", "a:\n  - 1\n", "  # ... {} ...", "b: 2\n"),
)


@pytest.mark.parametrize(("path", "before", "comment", "after"), _SYNTAXES)
def test_other_and_a_plural_noun_after_dots_is_an_elision_in_every_syntax(
    path: str, before: str, comment: str, after: str
) -> None:
    for marking, noun in itertools.product(_MARKING, _PLURALS):
        line = comment.format(f"{marking} {noun}")
        file = GeneratedFile(file_path=path, content=before + line + "\n" + after)
        found = find_elision(file)
        assert found is not None, line
        assert found[1] == line.strip()


def test_an_html_comment_of_dots_between_lines_of_a_comment_stays_a_comment() -> None:
    # Dots with words of their own go on the comment around them (a list in a comment); tags
    # around the line are no comment (their "<" is not "<!--").
    content = (
        "<ul>\n  <!-- The list holds: -->\n  <!-- ... other entries ... -->\n"
        "  <!-- all sorted by name -->\n</ul>\n"
    )
    assert find_elision(GeneratedFile(file_path="index.html", content=content)) is None


def test_the_scan_of_comments_of_how_code_is_stays_linear() -> None:
    # Lines of the words the opening dots allow, deeply indented (the opening is read for each
    # such word): the cost grows with the text, not with its square.
    line = "    " * 40 + "<!-- ... was were way exactly just like was were ... -->\n"

    def make(n: int) -> GeneratedFile:
        return GeneratedFile(file_path="a.html", content="<ul>\n" + line * n + "</ul>\n")

    assert_linear(make, find_elision, 200)
