"""Elisions read by the structure of the file they stand in (fix-readers17): a section of a
page whose whole body is a note (dots, the family's words, or an example of one note line),
a JavaScript string statement of the family's words, a Jinja comment or a line of dots in an
HTML page. Each case is written by hand: the line the note is on, or None for a whole file.
"""

from __future__ import annotations

import pytest

from artifact_codec import GeneratedFile, parse_response
from artifact_codec.ingest.placeholders import find_elision


def _line(path: str, content: str) -> int | None:
    found = find_elision(GeneratedFile(file_path=path, content=content))
    return None if found is None else found[0]


@pytest.mark.parametrize(
    ("path", "content", "line"),
    [
        # the only line of a section, a list item or emphasised
        ("README.md", "# App\n\nIntro.\n\n## Usage\n\n* ...\n", 7),
        ("README.md", "# App\n\n## Install\n\n_\u2026_\n\n## Usage\n\nRun it.\n", 5),
        ("README.md", "## Install\n\nUnchanged.\n\n## Usage\n\nRun it.\n", 3),
        # a fenced example that is the whole section and only a note
        ("README.md", "## Install\n\n~~~\n...\n~~~\n\n## Usage\n\nRun it.\n", 4),
        ("README.md", "## Install\n\n```sh\n# rest of the steps unchanged\n```\n", 4),
        # AsciiDoc: under a section heading, the block's attributes above it
        ("doc.adoc", "= Doc\n\nIntro.\n\n== Usage\n\n[source]\n----\n// ...\n----\n", 9),
        ("doc.adoc", "= Doc\n\nIntro.\n\n== Usage\n\nSame as before.\n", 7),
        # JavaScript and TypeScript: a string statement where a statement starts
        ("a.ts", "export function a(): number {\n  'existing code here';\n  return 1;\n}\n", 2),
        ("a.js", '// a\n"rest of the file unchanged"\n', 2),
        # HTML: a Jinja comment, a line of dots
        ("page.htm", "<body>\n  {# rest of the page unchanged #}\n</body>\n", 2),
        ("page.html", "<table>\n  <tr><td>1</td></tr>\n  \u2026\n</table>\n", 3),
    ],
)
def test_a_note_standing_for_a_part_is_an_elision(path: str, content: str, line: int) -> None:
    assert _line(path, content) == line
    result = parse_response(f"### {path}\n````\n{content}````\n")
    assert not result.usable, result.status


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # a section with text of its own besides the dots or the note
        ("README.md", "## Install\n\nRun `make`, then:\n\n...\n\n## Usage\n\nRun it.\n"),
        ("README.md", "## Install\n\nRun `make`.\n\n## Usage\n\nRun it.\n"),
        ("README.md", "## Notes\n\nThe rest is up to you.\n"),
        # an example of one line of code, or of code and a note, as a section's body
        ("README.md", "## Install\n\n```sh\npip install app\n```\n\n## Usage\n\nRun it.\n"),
        ("README.md", "## Install\n\n```sh\npip install app\n# ...\n```\n"),
        # an example with text around it in its section shows code, elisions included
        ("README.md", "## Style\n\nMark left-out code so:\n\n```js\n// ...\n```\n"),
        ("doc.adoc", "= Doc\n\n== Style\n\nWrite:\n\n----\n// ...\n----\n"),
        # an item of dots among items, text before any heading
        ("README.md", "## Steps\n\n- one\n- ...\n- last\n"),
        ("README.md", "...\n\n# App\n\nText.\n"),
        # a string that goes on an expression, a directive, a string in a call
        ("a.js", "const m =\n  'rest of function unchanged';\n"),
        ("a.js", "const m = f(\n  'rest of function unchanged'\n);\n"),
        ("a.js", "'use strict';\nconst a = 1;\n"),
        ("a.js", "const a = 'rest unchanged';\n"),
        # HTML: a template comment that is no note, dots inside text
        ("page.html", "<body>\n  {# navigation #}\n  <p>Loading...</p>\n</body>\n"),
    ],
)
def test_a_part_with_content_of_its_own_is_no_elision(path: str, content: str) -> None:
    assert _line(path, content) is None
