"""hunt131: a whole file's own first comment describing what a function it defines does with
'only' ('# main only calls slugify', '// Header: only renders the title, nothing else',
'# slugify only accepts str') is read by the top-comment rule (fix-prose95/142) as saying the
block is a part, and the whole file is refused. The words describe the code's behaviour, no
part of a file: false refusals (not regressions: refused at 4685abd8 too)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_HEADER = 'export function Header({ title }) {\n  return <h1 className="header">{title}</h1>;\n}\n'
_SLUG = (
    'def slugify(text):\n    return "-".join(text.lower().split())\n\n\n'
    'def main():\n    print(slugify("Hello World"))\n'
)

_CASES = {
    "py-main-only-calls": ("slug.py", "python", "# main only calls slugify", _SLUG),
    "py-only-accepts": ("slug.py", "python", "# slugify only accepts str", _SLUG),
    "jsx-only-renders": (
        "src/Header.jsx",
        "jsx",
        "// Header: only renders the title, nothing else",
        _HEADER,
    ),
    "jsx-only-shows-when": (
        "src/Header.jsx",
        "jsx",
        "// Header only shows when a title is set",
        _HEADER,
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_a_comment_of_behaviour_with_only_stays_whole(case: tuple[str, str, str, str]) -> None:
    path, language, comment, body = case
    content = f"{comment}\n{body}"
    result = parse_response(f"`{path}`:\n\n```{language}\n{content}```\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
