# ruff: noqa: RUF001  (notes in other scripts: their letters are meant)
"""fix-notes190 (issue 20): notes that stand for code left out (hunt146's classes), and the
comments of the same shape that are a real file's own and stay usable."""

from __future__ import annotations

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_PY = (
    "def rgb_to_hsv(r, g, b):\n    return r, g, b\n\n\n"
    "def hsv_to_rgb(h, s, v):\n    return h, s, v\n"
)


def _answer(path: str, lang: str, body: str) -> str:
    return f"Here you go:\n\n`{path}`:\n\n```{lang}\n{body}```\n"


def _usable_as_sent(path: str, lang: str, body: str) -> None:
    result = parse_response(_answer(path, lang, body))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]


# A module's first or last comment on a property of ALL its code: the whole module.
@pytest.mark.parametrize(
    ("comment", "first"),
    [
        ("# Pure functions only", True),
        ("# pure functions only", False),
        ("# only pure functions", True),
        ("# just pure functions", False),
        ("# Stateless functions only", True),
        ("# deterministic, pure functions only", True),
        ("# static methods only", False),
        ("# Only side effect free functions", True),
        ("# thread-safe functions only", False),
        ("# only free functions", True),
    ],
)
def test_a_comment_on_a_property_of_all_the_code_stays_usable(comment: str, first: bool) -> None:
    body = f"{comment}\n\n{_PY}" if first else f"{_PY}\n{comment}\n"
    _usable_as_sent("colorsys.py", "python", body)


# A comment naming a part (by a name, or with an article) stays a note of part-ness.
@pytest.mark.parametrize(
    ("comment", "first"),
    [
        ("# only the pure functions", True),
        ("# the pure functions only", False),
        ("# only the conversion functions", True),
        ("# HSV functions only", False),
        ("# pure HSV functions only", True),
        ("# only the changed functions", True),
        ("# just the new pure functions", False),
    ],
)
def test_a_comment_naming_a_part_is_refused(comment: str, first: bool) -> None:
    body = f"{comment}\n\n{_PY}" if first else f"{_PY}\n{comment}\n"
    refused(_answer("colorsys.py", "python", body))


# -- stubbody: a definition whose whole body is a state or dots ----------------------------------
_JS = (
    'import { render } from "./view.js";\n\n'
    "export function init(root) {\n"
    '  root.addEventListener("submit", (e) => submit(e.target));\n'
    "  render(root);\n}\n\n"
    "NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)


@pytest.mark.parametrize(
    ("path", "lang", "code"),
    [
        ("src/form.js", "js", _JS.replace("NOTE", "function submit(form) { /* no changes */ }")),
        ("src/form.js", "js", _JS.replace("NOTE", "function submit(form) { ... }")),
        ("src/form.js", "js", _JS.replace("NOTE", "function submit(form) { /* inchangé */ }")),
        ("src/form.js", "js", _JS.replace("NOTE", "function submit(form) {\n  // 保持不变\n}")),
        ("src/form.js", "js", _JS.replace("NOTE", "function submit(form) { /* existing code */ }")),
        (
            "src/form.ts",
            "ts",
            _JS.replace("NOTE", "function submit(form: HTMLFormElement): void { /* unchanged */ }"),
        ),
        (
            "src/form.js",
            "js",
            _JS.replace("NOTE", "class Form extends Base { /* unchanged */ }"),
        ),
        (
            "src/form.js",
            "js",
            _JS.replace("NOTE", "const submit = async (form) =>\n{\n  // unverändert\n}"),
        ),
        (
            "main.go",
            "go",
            "package main\n\nfunc main() {\n\tload()\n}\n\nfunc load() error { /* unchanged */ }\n",
        ),
        (
            "src/lib.rs",
            "rust",
            "pub fn run() {\n    load();\n}\n\nfn load() -> Vec<String> { /* sin cambios */ }\n",
        ),
        (
            "Form.cs",
            "csharp",
            "public class Form\n{\n    public void Init() { Save(); }\n\n"
            "    public void Save()\n    {\n        // same as before\n    }\n}\n",
        ),
        (
            "Form.java",
            "java",
            "class Form {\n    void init() { save(); }\n    void save() {\u2026}\n}\n",
        ),
    ],
)
def test_a_definition_whose_body_is_a_state_is_refused(path: str, lang: str, code: str) -> None:
    refused(_answer(path, lang, code))


@pytest.mark.parametrize(
    ("path", "lang", "code"),
    [
        # a statement's block that does nothing on purpose, with a remark on the value
        (
            "src/form.js",
            "js",
            "export function parse(text, value) {\n  try {\n    value = JSON.parse(text);\n"
            "  } catch (e) { /* unchanged */ }\n  return value;\n}\n",
        ),
        (
            "src/form.js",
            "js",
            "export function pick(a, b) {\n  if (a === b) { /* unchanged */ }\n  return a;\n}\n",
        ),
        # an empty function with a remark that is no state
        (
            "src/form.js",
            "js",
            _JS.replace("NOTE", "export function noop() { /* nothing to do */ }"),
        ),
        ("src/form.js", "js", _JS.replace("NOTE", "export function noop() {}")),
        # a spread, an object's fields
        ("src/form.js", "js", "export const merge = (a) => ({ ...a });\n"),
        (
            "src/App.jsx",
            "jsx",
            'export function App() {\n  return <p className="x">{/* keep */}</p>;\n}\n',
        ),
    ],
)
def test_an_empty_body_with_a_remark_stays_usable(path: str, lang: str, code: str) -> None:
    _usable_as_sent(path, lang, code)


# -- lastpartnote: a note of part-ness as the block's last comment --------------------------------
_COLORSYS_HSV = (
    "def rgb_to_hsv(r, g, b):\n    maxc = max(r, g, b)\n    return 0.0, 0.0, maxc\n\n\n"
    "def hsv_to_rgb(h, s, v):\n    return v, v, v\n"
)


@pytest.mark.parametrize(
    "note",
    [
        "# nur die HSV-Funktionen",
        "# solo le funzioni HSV",
        "# apenas as funções HSV",
        "# tylko funkcje HSV",
        "# 只有 HSV 函数",
        "# HSV 함수만",
        "# Auszug",
        "# showing just the HSV functions",
        "# this is only the HSV part of colorsys.py",
    ],
)
def test_a_part_note_as_the_last_comment_is_refused(note: str) -> None:
    refused(_answer("colorsys.py", "python", f"{_COLORSYS_HSV}\n{note}\n"))


@pytest.mark.parametrize(
    "note",
    [
        "# EOF",
        "# end of colorsys.py",
        "# vim: set ts=4 sw=4 et:",
        "# TODO: add tests for the HLS functions",
        "# Only used by the tests",
        "# The HSV functions above are used by the UI only",
        "# Ende der Datei",
        "# Nur für Tests verwendet",
        "# Example: rgb_to_hsv(1, 0, 0)",
    ],
)
def test_a_file_s_own_last_comment_stays_usable(note: str) -> None:
    _usable_as_sent("colorsys.py", "python", f"{_COLORSYS_HSV}\n{note}\n")


# -- partnouns, partmarks: a note of part-ness in other nouns, behind other marks ----------------
@pytest.mark.parametrize(
    ("note", "first"),
    [
        ("# only the HSV code", True),
        ("# HSV conversion only", False),
        ("# only the HSV functions included", False),
        ("# only the HSV part of colorsys.py", True),
        ("# colorsys excerpt", True),
        ("# a short snippet", False),
        ("# partial implementation", True),
        ("# just what changed", False),
        ("# here are only the HSV functions", True),
    ],
)
def test_a_part_note_in_more_words_is_refused(note: str, first: bool) -> None:
    body = f"{note}\n\n{_COLORSYS_HSV}" if first else f"{_COLORSYS_HSV}\n{note}\n"
    refused(_answer("colorsys.py", "python", body))


@pytest.mark.parametrize(
    ("path", "lang", "code", "note", "first"),
    [
        ("hsv.m", "matlab", "function out = hsv_(rgb)\n  out = rgb;\nend\n", "%% fragment", True),
        ("main.tex", "latex", "\\section{HSV}\nHue.\n", "% only the HSV section", False),
        ("colors.ml", "ocaml", "let hsv r g b = (r, g, b)\n", "(** snippet **)", False),
        ("Colors.hs", "haskell", "module Colors where\n\nx = 1\n", "{- an excerpt -}", True),
        ("t/base.html", "jinja", "<main>{{ body }}</main>\n", "{# only the main part #}", True),
        ("Colors.vb", "vb", "Module Colors\nEnd Module\n", "' only the changed part", False),
    ],
)
def test_a_part_note_behind_more_marks_is_refused(
    path: str, lang: str, code: str, note: str, first: bool
) -> None:
    body = f"{note}\n\n{code}" if first else f"{code}\n{note}\n"
    refused(_answer(path, lang, body))


@pytest.mark.parametrize(
    ("path", "lang", "code", "note", "first"),
    [
        ("main.tex", "latex", "\\section{HSV}\nHue.\n", "% !TEX program = xelatex", True),
        ("main.tex", "latex", "\\section{HSV}\nHue.\n", "% end of the HSV section", False),
        ("colors.ml", "ocaml", "let hsv r g b = (r, g, b)\n", "(* Colour conversions *)", True),
        ("Colors.hs", "haskell", "module Colors where\n\nx = 1\n", "{- Licence: MIT -}", True),
        ("t/base.html", "jinja", "<main>{{ body }}</main>\n", "{# Base layout #}", True),
        ("Colors.vb", "vb", "Module Colors\nEnd Module\n", "' Colour helpers", True),
        ("plugin/hsv.vim", "vim", "let g:hsv = 1\n", '" Vim plugin for HSV', True),
        ("colorsys.py", "python", _COLORSYS_HSV, '"""Only the HSV functions of colorsys."""', True),
    ],
)
def test_a_file_s_own_comment_behind_more_marks_stays_usable(
    path: str, lang: str, code: str, note: str, first: bool
) -> None:
    body = f"{note}\n\n{code}" if first else f"{code}\n{note}\n"
    _usable_as_sent(path, lang, body)


# -- onename*: a one-function note of more kinds, languages, scripts and forms --------------------
_ONE = (
    'import { render } from "./view.js";\n\n'
    "export function init(root) {\n"
    '  root.addEventListener("submit", (e) => submit(e.target));\n'
    "  render(root);\n}\n\n"
    "// NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)
_ONE_BOUND = 'import { submit } from "./api.js";\n' + _ONE
_ONE_NOTES = [
    "the submit task is unchanged",
    "the submit services are unchanged",
    "keep the submit callback as is",
    "keep submit() as is",
    "o manipulador submit continua igual",
    "submit işleyicisi aynı",
    "обработчик submit остался прежним",
    "колбэк submit оставлен без изменений",
    "submit コールバックは変更なし",
    "submit 콜백 변경 없음",
    "submit 處理函數不變",
]


@pytest.mark.parametrize("note", _ONE_NOTES)
def test_a_one_function_note_of_more_words_is_refused(note: str) -> None:
    refused(_answer("src/form.js", "js", _ONE.replace("NOTE", note)))


# ("keep submit() as is" is refused over an imported name too: a call and a state, the family's)
@pytest.mark.parametrize("note", [note for note in _ONE_NOTES if "()" not in note])
def test_the_same_note_over_an_imported_name_stays_usable(note: str) -> None:
    _usable_as_sent("src/form.js", "js", _ONE_BOUND.replace("NOTE", note))


@pytest.mark.parametrize("note", ["keep alive", "keep the connection alive"])
def test_a_verb_of_keeping_before_no_named_code_stays_usable(note: str) -> None:
    _usable_as_sent("src/form.js", "js", _ONE_BOUND.replace("NOTE", note))


# -- trailmarks: a state then a mark that is no word of the note --------------------------------
_TWO = (
    'import { render } from "./view.js";\n\n'
    "export function init(root) {\n"
    '  root.addEventListener("submit", (e) => validate(e.target) && save(e.target));\n'
    "  render(root);\n}\n\n"
    "NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)
_TWO_BOUND = 'import { validate, save } from "./api.js";\n' + _TWO
_TRAIL_NOTES = [
    "// validate and save unchanged \u2714\ufe0f",
    "// validate and save: as before \U0001f60a",
    "// validate and save unchanged ;-)",
    "// validate and save unchanged??",
    "// validate et save inchangés (as before)",
    "/* validate and save unchanged \u2705 */",
]


@pytest.mark.parametrize("note", _TRAIL_NOTES)
def test_a_note_closed_by_a_mark_is_refused(note: str) -> None:
    refused(_answer("src/form.js", "js", _TWO.replace("NOTE", note)))


@pytest.mark.parametrize("note", _TRAIL_NOTES)
def test_a_note_closed_by_a_mark_over_imported_names_stays_usable(note: str) -> None:
    _usable_as_sent("src/form.js", "js", _TWO_BOUND.replace("NOTE", note))


def test_a_gloss_that_is_no_state_is_read_as_written() -> None:
    # "(see the docs)" is no gloss of a state: the comment over imported names stays usable
    body = _TWO_BOUND.replace("NOTE", "// validate and save (see the docs) \U0001f44d")
    _usable_as_sent("src/form.js", "js", body)


# -- pymethodforeign: a Python class's one-method note in another language -----------------------
_CLASS = (
    "class Wrapper:\n    def wrap(self, text):\n        return self._split(text)\n\n"
    "    # NOTE\n\n    def fill(self, text):\n        return text\n"
)
_CLASS_KEPT = _CLASS.replace(
    "# NOTE\n\n", "# NOTE\n    def _split(self, text):\n        return [text]\n\n"
)


@pytest.mark.parametrize(
    "note", ["méthode _split inchangée", "_split 方法不变", "метод _split без изменений"]
)
def test_a_foreign_method_note_in_a_python_class_is_refused(note: str) -> None:
    refused(_answer("wrapper.py", "python", _CLASS.replace("NOTE", note)))


@pytest.mark.parametrize("note", ["_split 方法不变", "метод _split без изменений"])
def test_the_same_note_over_the_method_kept_stays_usable(note: str) -> None:
    _usable_as_sent("wrapper.py", "python", _CLASS_KEPT.replace("NOTE", note))
