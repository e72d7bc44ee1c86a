"""hunt83: fix-prose47 made JS object keys define nothing ("g: g," in an exports object).

Expected by hand: a WHOLE app.js/ts whose object holds g and k as function values, then
"`g()` and `k()` are unchanged.": the file is whole (g and k are its object's functions):
usable and exact (usable at 68df3761).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_API = (
    "const api = {\n  g: function () {\n    return fetch('/g');\n  },\n"
    "  k: function () {\n    return fetch('/k');\n  },\n};\n\nexport default api;\n"
)


@pytest.mark.parametrize(
    ("path", "lang", "content"),
    [
        pytest.param("src/api.js", "javascript", _API, id="js-const-object-function-values"),
        pytest.param(
            "src/api.ts",
            "typescript",
            _API.replace("const api = {", "const api: Api = {").replace(
                "export default api;",
                "export type Api = Record<string, () => Promise<Response>>;\nexport default api;",
            ),
            id="ts-typed-const-object",
        ),
    ],
)
def test_a_whole_file_whose_object_holds_the_kept_functions_stays_exact(
    path: str, lang: str, content: str
) -> None:
    answer = f"`{path}`:\n\n```{lang}\n{content}```\n\n`g()` and `k()` are unchanged.\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
