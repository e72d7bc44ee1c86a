"""hunt101: false refusals: a remark over a definition naming its own parameters, where the
head is written over lines or holds a call in a default.

fix-heads83 reads ``// src and dst unchanged`` over ``function copy(src, dst)`` as a remark on
the parameters (``_head_parameters``: the first bracket pair with no bracket inside, on the
head's first line). A head formatted over lines (Prettier's, rustfmt's, ktlint's style:
``copy(`` then one parameter a line) has no ``)`` on its first line, and a default holding a
call (``dst = Object.create(null)``) makes ``(null)`` the first bracket pair: the parameters
are "not defined" and the whole file is refused. Each was kept at BASE 73979a35.

Expected by hand from what the model meant: the whole file, usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/copy.js",
            "// src and dst unchanged\nexport function copy(\n  src,\n  dst,\n) {\n"
            "  return Object.assign(dst, src);\n}\n",
            id="js-parameters-over-lines",
        ),
        pytest.param(
            "src/copy.ts",
            "// source and target unchanged\nexport function copyInto<T extends object>(\n"
            "  source: Partial<T>,\n  target: T,\n): T {\n  return Object.assign(target, source);\n"
            "}\n",
            id="ts-generic-parameters-over-lines",
        ),
        pytest.param(
            "src/copy.js",
            "// src and dst unchanged\nexport function copy(src, dst = Object.create(null)) {\n"
            "  return Object.assign(dst, src);\n}\n",
            id="js-default-holding-a-call",
        ),
        pytest.param(
            "src/lib.rs",
            "// src and dst unchanged\npub fn copy_into(\n    src: &[u8],\n    dst: &mut Vec<u8>,\n"
            ") -> usize {\n    dst.extend_from_slice(src);\n    src.len()\n}\n",
            id="rust-parameters-over-lines",
        ),
        pytest.param(
            "src/Copy.kt",
            "// source and target unchanged\nfun copyInto(\n    source: List<Int>,\n"
            "    target: MutableList<Int>,\n): Int {\n    target.addAll(source)\n"
            "    return source.size\n}\n",
            id="kotlin-parameters-over-lines",
        ),
    ],
)
def test_a_remark_on_the_heads_parameters_is_a_whole_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
