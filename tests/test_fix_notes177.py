"""fix-notes177 (issue 20): notes standing for code left out, read in the shapes hunt140 and
hunt134 found unread, and their neighbours.

- a one-function note (lead26: "the submit handler is unchanged" alone between blank lines, the
  name defined and imported nowhere) with another kind (listener, middleware, route, endpoint,
  resolver...), in another language ("fonction submit inchangée", "submit-Funktion
  unverändert", "submit 方法不变"), after a label ("TODO:", "NOTE:", an eslint directive's
  reason), as a call or a head ("submit(form) unchanged", "export function submit() \u2014
  unchanged", "the async submit function is unchanged"): the file is a part (refused);
- a page's note saying the other sections are kept in state words of other languages ("tels
  quels", "как были", "non toccati") or the sections in between ("sections in between
  unchanged", "die Sektionen dazwischen bleiben", "existing sections"): a part (refused);
- a comment that is nothing but a note of part-ness as a block's first or last line ("# (only
  the HSV part)", "# --- excerpt ---", "# snippet" last): a part (refused).

Expected by hand from what the model meant. The same shapes over code the file holds or binds,
and remarks that say something else, stay usable and are written as sent."""

from __future__ import annotations

import pytest
from meant import files_of, refused, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    'export function render(root) {\n  root.innerHTML = "<form></form>";\n}\n\n'
    '// NOTE\n\nexport function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)


def _usable_as_sent(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize(
    "note",
    [
        # other kinds
        "the submit endpoint is unchanged",
        "the submit resolver is unchanged",
        "the submit action stays the same",
        "the submit mutation is unchanged",
        "submit interceptor unchanged",
        "the submit decorator is unchanged",
        # other languages
        "submit-Funktion unverändert",
        "méthode submit inchangée",
        "il metodo submit è invariato",
        "submit 方法不变",
        "функция submit не изменилась",
        # a label before it
        "TODO: the submit handler is unchanged",
        "HACK: submit handler unchanged",
        "eslint-disable-next-line no-unused-vars -- submit handler unchanged",
        # a call, a head, modifiers
        "submit(form, options) unchanged",
        "export default function submit() unchanged",
        "the public submit method is unchanged",
        "async function submit(form) { /* unchanged */ }",
    ],
)
def test_a_one_function_note_left_out_is_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    ("note", "binding"),
    [
        ("the submit listener is unchanged", 'import { submit } from "./handlers.js";\n\n'),
        ("fonction submit inchangée", 'import { submit } from "./handlers.js";\n\n'),
        ("TODO: submit handler unchanged", "export const submit = (root) => root.submit();\n\n"),
        ("submit(form) unchanged", 'const { submit } = require("./handlers");\n\n'),
        ("the async submit function is unchanged", 'import { submit } from "./api.js";\n\n'),
    ],
)
def test_the_same_note_over_a_name_the_file_binds_is_a_remark(note: str, binding: str) -> None:
    _usable_as_sent("src/form.js", binding + _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        "TODO: fix the submit handler",
        "NOTE: the form is reset on submit",
        "eslint-disable-next-line no-console",
        "la fonction render dessine le formulaire",
        "the export function of this module",
        "spacing between sections",
    ],
)
def test_other_remarks_stay_usable(note: str) -> None:
    _usable_as_sent("src/form.js", _JS.replace("NOTE", note))


_HTML = (
    "<!DOCTYPE html>\n<html>\n<body>\n  <header><h1>Site</h1></header>\n"
    "  <!-- NOTE -->\n  <footer>bye</footer>\n</body>\n</html>\n"
)


@pytest.mark.parametrize(
    "note",
    [
        "les autres sections restent telles quelles",
        "остальные блоки как были",
        "le altre sezioni non toccate",
        "everything between header and footer unchanged",
        "the blocks in between are unchanged",
        "existing components",
        "中间的部分保持原样",
    ],
)
def test_a_page_note_of_the_parts_kept_is_refused(note: str) -> None:
    content = _HTML.replace("NOTE", note)
    result = parse_response(native_answer("index.html", content))
    assert not result.usable, content


@pytest.mark.parametrize(
    "note",
    [
        "spacing between header and footer unchanged",
        "existing header kept for the logo",
        "footer links go to the sitemap",
    ],
)
def test_a_page_remark_stays_usable(note: str) -> None:
    _usable_as_sent("index.html", _HTML.replace("NOTE", note))


_PY = (
    "def rgb_to_hsv(r, g, b):\n    return r, g, b\n\n\n"
    "def hsv_to_rgb(h, s, v):\n    return h, s, v\n"
)


@pytest.mark.parametrize(
    ("comment", "first"),
    [
        ("# only the conversion functions", True),
        ("# conversion part only", True),
        ("# === excerpt ===", True),
        ("# partial source", True),
        ("# excerpt", False),
        ("# HSV functions only", False),
    ],
)
def test_a_block_comment_saying_a_part_is_refused(comment: str, first: bool) -> None:
    body = f"{comment}\n\n{_PY}" if first else f"{_PY}\n{comment}\n"
    refused(f"Here you go:\n\n`colorsys.py`:\n\n```python\n{body}```\n")


@pytest.mark.parametrize(
    ("comment", "first"),
    [
        ("# Conversion functions between color systems.", True),
        ("# Only used by the tests", True),
        ("# end of colorsys.py", False),
        ("# the functions above are pure", False),
    ],
)
def test_a_block_comment_saying_something_else_stays_usable(comment: str, first: bool) -> None:
    body = f"{comment}\n\n{_PY}" if first else f"{_PY}\n{comment}\n"
    result = parse_response(f"Here you go:\n\n`colorsys.py`:\n\n```python\n{body}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", body)]
