"""hunt95: a class-body note in a block comment (fix-place69: notes in /* */ over lines).

``// validate and save unchanged`` between a class's members, naming methods its ``checkout()``
calls (``this.validate()``, ``this.save()``) and that the class (inheriting nothing) does not
define, is refused. The same note as a block comment, ``/* validate and save unchanged */`` on
one line, over lines with `` * `` leaders or as a JSDoc block, is the same note in the other
comment syntax of the language. Expected by hand: not usable (written without validate and
save). Also: a note in an object literal right under a member's ``},`` or under its ``{``.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_CLASS = (
    "class Cart {\n  constructor() {\n    this.items = [];\n  }\n\n  NOTE\n\n"
    "  checkout() {\n    this.validate();\n    this.save();\n  }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/cart.js",
            _CLASS.replace("NOTE", "/* validate and save unchanged */"),
            id="block-one-line",
        ),
        pytest.param(
            "src/cart.js",
            _CLASS.replace("NOTE", "/* validate() and save() unchanged */"),
            id="block-one-line-calls",
        ),
        pytest.param(
            "src/cart.js",
            _CLASS.replace("NOTE", "/*\n   * validate and save unchanged\n   */"),
            id="block-over-lines",
        ),
        pytest.param(
            "src/cart.js",
            _CLASS.replace("NOTE", "/**\n   * validate and save unchanged\n   */"),
            id="jsdoc-over-lines",
        ),
        pytest.param(
            "src/cart.ts",
            _CLASS.replace("NOTE", "/** @see validate and save (unchanged) */"),
            id="jsdoc-see-tag",
        ),
        pytest.param(
            "src/api.js",
            "export const api = {\n  checkout() {\n    this.validate();\n    this.save();\n"
            "  },\n  // validate and save unchanged\n};\n",
            id="object-under-member-close",
        ),
        pytest.param(
            "src/api.js",
            "export const api = {\n  // validate and save unchanged\n\n  checkout() {\n"
            "    this.validate();\n    this.save();\n  },\n};\n",
            id="object-under-open-brace",
        ),
    ],
)
def test_a_members_note_in_another_comment_shape_is_refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
