"""hunt95: a label before a note's words other than the reader's labels.

fix-place69 drops a label before a note's words (``NOTE:``, ``TODO(alice):``, ``**Note:**``,
``[Note]``, ``Hint:``...). Models also open a note with a pointer emoji, a step number
(``Step 2:``, ``(2)``, ``1.``), a quote marker ``>`` or a doc tag ``@note``: ``// 👉 validate and
save unchanged`` in a class whose ``checkout()`` calls ``this.validate()`` and ``this.save()``,
defined nowhere, stands for them as the bare ``// validate and save unchanged`` (refused) does.
Expected by hand: not usable.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_CLASS = (
    "class Cart {\n  checkout() {\n    this.validate();\n    this.save();\n  }\n\n"
    "  // LABEL validate and save unchanged\n}\n"
)


@pytest.mark.parametrize(
    "label",
    [
        pytest.param("👉", id="pointer-emoji"),
        pytest.param("Step 2:", id="step-number"),
        pytest.param("(2)", id="number-in-parens"),
        pytest.param("1.", id="list-number"),
        pytest.param(">", id="quote-marker"),
        pytest.param("@note", id="doc-tag"),
    ],
)
def test_a_labelled_note_is_refused(label: str) -> None:
    content = _CLASS.replace("LABEL", label)
    result = parse_response(native_answer("src/cart.js", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
