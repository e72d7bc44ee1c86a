"""hunt146 (issue 20): partkinds. fix-notes177 (hunt140-codecomment) reads a block's first or
last comment that names a kind of code after "only"/"just" or before "only" as a note of
part-ness (labels.PART_ONLY_NOTE: "# only the conversion functions", "# HSV functions only").
A real module's own comment saying what kind of code it holds has the same shape: "# Pure
functions only", "# stateless functions only", "// async functions only", "# only pure
functions" (a property of every function of the module, not a part of the file). The base
(6056e91f) wrote these files as sent; main refuses them (partial-file).

Expected by hand: the answer gives the whole module (two short functions, nothing left out),
written as sent. A comment naming a part by its name ("# only the conversion functions")
stays refused (guard)."""

from __future__ import annotations

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_PY = (
    "def rgb_to_hsv(r, g, b):\n    return r, g, b\n\n\n"
    "def hsv_to_rgb(h, s, v):\n    return h, s, v\n"
)
_JS = (
    "export async function load(url) {\n  return (await fetch(url)).json();\n}\n\n"
    'export async function save(url, body) {\n  return fetch(url, { method: "POST", body });\n}\n'
)


def _answer(path: str, lang: str, body: str) -> str:
    return f"Here you go:\n\n`{path}`:\n\n```{lang}\n{body}```\n"


@pytest.mark.parametrize(
    ("path", "lang", "code", "comment", "first"),
    [
        pytest.param(
            "colorsys.py", "python", _PY, "# Pure functions only", True, id="py-pure-first"
        ),
        pytest.param(
            "colorsys.py",
            "python",
            _PY,
            "# stateless functions only",
            False,
            id="py-stateless-last",
        ),
        pytest.param(
            "colorsys.py",
            "python",
            _PY,
            "# side-effect-free functions only",
            True,
            id="py-side-effect-free-first",
        ),
        pytest.param(
            "colorsys.py", "python", _PY, "# only pure functions", False, id="py-only-pure-last"
        ),
        pytest.param("src/api.js", "js", _JS, "// async functions only", True, id="js-async-first"),
        pytest.param(
            "src/api.js", "js", _JS, "/* pure functions only */", False, id="js-pure-block-last"
        ),
    ],
)
def test_a_module_comment_on_the_kind_of_its_code_stays_usable(
    path: str, lang: str, code: str, comment: str, first: bool
) -> None:
    body = f"{comment}\n\n{code}" if first else f"{code}\n{comment}\n"
    result = parse_response(_answer(path, lang, body))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]


@pytest.mark.parametrize(
    ("comment", "first"),
    [
        pytest.param("# only the conversion functions", True, id="guard-named-part-first"),
        pytest.param("# HSV functions only", False, id="guard-named-part-last"),
    ],
)
def test_a_comment_naming_a_part_stays_refused(comment: str, first: bool) -> None:
    body = f"{comment}\n\n{_PY}" if first else f"{_PY}\n{comment}\n"
    refused(_answer("colorsys.py", "python", body))


def test_a_longer_module_remark_stays_usable() -> None:
    body = f"# no side effects: pure functions only\n\n{_PY}"
    result = parse_response(_answer("colorsys.py", "python", body))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", body)]
