"""hunt55-refusals: real installed files refused whole (parse_response over every stdlib .py
file, lark, pydantic, click, markdown_it and 1174 node_modules .js/.ts files, each as a
native answer's file and as a Markdown answer's fenced file). The excerpts below are the
smallest text of each refused file that is refused the same way. Expected by hand: the file as
written, unchanged (the model pasted a real file)."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "content",
    [
        # /work/venv/lib/python3.11/site-packages/markdown_it/renderer.py line 50: "# ..." in a
        # class docstring's example (a body left out in the EXAMPLE, not in the file)
        pytest.param(
            'class RendererHTML:\n    """Contains render rules for tokens.\n\n    Example:\n\n    ::\n\n'
            "        class Renderer:\n            def token_type_name(self, tokens, idx, options, env) {\n"
            "                # ...\n                return renderedHTML\n\n"
            '    """\n\n    __output__ = "html"\n',
            id="markdown-it-renderer-docstring-dots",
        ),
        # stdlib test/test_float.py line 1261: "# ..." between two runs of asserts (the
        # test skips cases of a series, the file is whole)
        pytest.param(
            "def test_roundtrip(self):\n    self.identical(fromHex('0xc90.fdaa22168cp-10'), pi)\n"
            "    self.identical(fromHex('0x1921.fb54442d18p-11'), pi)\n    # ...\n"
            "    self.identical(fromHex('0x1921fb54442d1.8p-47'), pi)\n",
            id="stdlib-float-dots-between-asserts",
        ),
    ],
)
def test_real_file_excerpts_are_whole(content: str) -> None:
    result = parse_response(native_answer("pkg/m.py", content))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("pkg/m.py", content)]
