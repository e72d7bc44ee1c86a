"""hunt83: attacks on fix-prose47's label rule that a lead naming every PUBLIC name the block
defines makes it one part (a private ``_helper`` being the named code's).

Expected by hand: a lead that says the named function is the module's only public one
describes the whole module below it: slug.py stays usable and exact.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_MINIMAL = (
    "import re\n\n_RE = re.compile(r'[^a-z0-9]+')\n\n\n"
    "def slugify(text):\n    return _RE.sub('-', text.lower()).strip('-')\n"
)
_WITH_ALL = (
    '"""Slugs."""\n\nimport re\n\n__all__ = ["slugify"]\n\n_RE = re.compile(r"[^a-z0-9]+")\n\n\n'
    "def _clean(text):\n    return text.strip().lower()\n\n\n"
    'def slugify(text):\n    return _RE.sub("-", _clean(text)).strip("-")\n'
)


@pytest.mark.parametrize(
    ("lead", "content"),
    [
        pytest.param("`slugify()` is the only public function:", _MINIMAL, id="only-public-min"),
        pytest.param("`slugify()` is the only public function:", _WITH_ALL, id="only-public-all"),
        pytest.param(
            "The only public name is `slugify()`; the rest is private:",
            _WITH_ALL,
            id="only-public-name-rest-private",
        ),
    ],
)
def test_a_lead_saying_the_named_function_is_the_only_public_one_keeps_the_whole(
    lead: str, content: str
) -> None:
    result = parse_response(f"{lead}\n\n`slug.py`:\n\n```python\n{content}```\n")
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("slug.py", content)]
