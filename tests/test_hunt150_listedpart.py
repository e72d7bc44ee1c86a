"""hunt150 (issue 20): fix-en186 reads a sentence naming every public name of the block, some
said unchanged ("Only `slugify()` changed; `SEP` is unchanged."), as saying the block is the
whole file (``_all_named_some_kept``), which also silences the part lead of "Only X changed".
The names are counted from the block's definitions; a block that LISTS a name it does not
define — Python's ``__all__ = ['slugify', 'unslug']``, an ES ``export { SEP, slugify, unslug
}``, ``export default { slugify, unslug }``, CommonJS ``module.exports = {...}`` — shows that
the file holds more than the block (``unslug``, cut out). The block is written whole, deleting
``unslug``. The base (3dfe17cf) refused each (regressions).

Expected by hand: the file's export list names ``unslug``, which the block does not define:
the block is a part of the file, under a sentence saying only ``slugify`` changed (refused)."""

from __future__ import annotations

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_ONLY = "Only `slugify()` changed; `SEP` is unchanged."
_THE_ONLY = "The only function I changed is `slugify()`; `SEP` stays the same."
_PY = "SEP = '-'\n\n\ndef slugify(s):\n    return s.lower().replace(' ', SEP)\n"
_JS = (
    "const SEP = '-';\n\nfunction slugify(s) {\n  return s.toLowerCase().split(' ').join(SEP);\n}\n"
)
_JS_EXPORTED = (
    "export const SEP = '-';\n\nexport function slugify(s) {\n"
    "  return s.toLowerCase().split(' ').join(SEP);\n}\n"
)


def _answer(sentence: str, path: str, language: str, body: str) -> str:
    return f"{sentence}\n\n`{path}`:\n\n```{language}\n{body}```\n"


_CASES = [
    pytest.param(
        _ONLY, "slug.py", "python", "__all__ = ['slugify', 'unslug']\n\n" + _PY, id="py-all"
    ),
    pytest.param(
        _THE_ONLY,
        "slug.py",
        "python",
        "__all__ = ['slugify', 'unslug']\n\n" + _PY,
        id="py-all-the-only-function",
    ),
    pytest.param(
        _ONLY,
        "slug.py",
        "python",
        "__all__ = ('SEP', 'slugify', 'unslug')\n\n" + _PY,
        id="py-all-tuple",
    ),
    pytest.param(
        _ONLY, "slug.js", "js", _JS + "\nexport { SEP, slugify, unslug };\n", id="js-export-list"
    ),
    pytest.param(
        _ONLY,
        "slug.js",
        "js",
        _JS_EXPORTED + "\nexport default { slugify, unslug };\n",
        id="js-default-object",
    ),
    pytest.param(
        _ONLY,
        "slug.js",
        "js",
        _JS + "\nmodule.exports = { SEP, slugify, unslug };\n",
        id="cjs-module-exports",
    ),
    pytest.param(
        _THE_ONLY,
        "src/slug.ts",
        "ts",
        "const SEP = '-';\n\nfunction slugify(s: string): string {\n"
        "  return s.toLowerCase().split(' ').join(SEP);\n}\n\nexport { SEP, slugify, unslug };\n",
        id="ts-export-list",
    ),
]


@pytest.mark.parametrize(("sentence", "path", "language", "body"), _CASES)
def test_a_block_listing_a_name_it_does_not_define_is_a_part(
    sentence: str, path: str, language: str, body: str
) -> None:
    refused(_answer(sentence, path, language, body))


@pytest.mark.parametrize(
    ("path", "language", "body"),
    [
        pytest.param("slug.py", "python", "__all__ = ['SEP', 'slugify']\n\n" + _PY, id="guard-py"),
        pytest.param(
            "slug.js", "js", _JS + "\nexport { SEP, slugify };\n", id="guard-js-export-list"
        ),
    ],
)
def test_a_block_listing_only_its_own_names_stays_whole(
    path: str, language: str, body: str
) -> None:
    result = parse_response(_answer(_ONLY, path, language, body))
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [(path, body)]
