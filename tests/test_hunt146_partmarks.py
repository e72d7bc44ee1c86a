"""hunt146 (issue 20): partmarks. A block's first or last comment that is nothing but a note of
part-ness ("excerpt", "snippet": labels.PART_ONLY_NOTE, read at the first line and, since
fix-notes177, at the last) is read only behind the comment marks of markdown's
``_COMMENT_MARKS`` (#, //, --, ;, /* */, <!-- -->). Behind the marks of other languages
(MATLAB's, Erlang's and LaTeX's "%", Jinja's "{# #}", OCaml's "(* *)", Haskell's "{- -}",
Visual Basic's "'", Vim's '"') the note is not read, and the excerpt is written as the whole
file. The base (6056e91f) did the same.

Expected by hand: "Here you go:", the path, then a block that says it is an excerpt or a
snippet: a part (refused), as "-- snippet" and "/* snippet */" are (guards)."""

from __future__ import annotations

import pytest
from meant import refused

_FILES = {
    "matlab": ("hsv.m", "matlab", "function out = rgb2hsv_(rgb)\n  out = rgb;\nend\n", "% ", ""),
    "erlang": (
        "colors.erl",
        "erlang",
        "-module(colors).\n-export([hsv/3]).\n\nhsv(R, G, B) -> {R, G, B}.\n",
        "% ",
        "",
    ),
    "latex": ("main.tex", "latex", "\\section{HSV}\nHue, saturation, value.\n", "% ", ""),
    "jinja": (
        "templates/base.html",
        "jinja",
        "<header>{{ title }}</header>\n<main>{% block content %}{% endblock %}</main>\n",
        "{# ",
        " #}",
    ),
    "ocaml": ("colors.ml", "ocaml", "let hsv r g b = (r, g, b)\n", "(* ", " *)"),
    "haskell": (
        "Colors.hs",
        "haskell",
        "module Colors where\n\nhsv :: Int -> Int\nhsv = id\n",
        "{- ",
        " -}",
    ),
    "vb": (
        "Colors.vb",
        "vb",
        "Module Colors\n    Function Hsv(r As Integer) As Integer\n        Return r\n"
        "    End Function\nEnd Module\n",
        "' ",
        "",
    ),
    "vim": ("plugin/hsv.vim", "vim", "function! Hsv()\n  return 1\nendfunction\n", '" ', ""),
    "lua": (
        "hsv.lua",
        "lua",
        "local function hsv(r, g, b)\n  return r, g, b\nend\n\nreturn hsv\n",
        "-- ",
        "",
    ),
    "css": ("style.css", "css", "header { color: red; }\n", "/* ", " */"),
}


def _answer(lang_key: str, note: str, first: bool) -> str:
    path, lang, code, opening, closing = _FILES[lang_key]
    line = f"{opening}{note}{closing}"
    body = f"{line}\n\n{code}" if first else f"{code}\n{line}\n"
    return f"Here you go:\n\n`{path}`:\n\n```{lang}\n{body}```\n"


@pytest.mark.parametrize(
    ("lang", "note", "first"),
    [
        pytest.param("matlab", "excerpt", True, id="matlab-first-excerpt"),
        pytest.param("erlang", "snippet", False, id="erlang-last-snippet"),
        pytest.param("latex", "snippet", True, id="latex-first-snippet"),
        pytest.param("jinja", "excerpt", False, id="jinja-last-excerpt"),
        pytest.param("ocaml", "excerpt", True, id="ocaml-first-excerpt"),
        pytest.param("haskell", "snippet", False, id="haskell-last-snippet"),
        pytest.param("vb", "excerpt", True, id="vb-first-excerpt"),
        pytest.param("vim", "snippet", False, id="vim-last-snippet"),
    ],
)
def test_a_part_note_behind_another_comment_mark_is_refused(
    lang: str, note: str, first: bool
) -> None:
    refused(_answer(lang, note, first))


@pytest.mark.parametrize(
    ("lang", "note", "first"),
    [
        pytest.param("lua", "snippet", False, id="guard-lua-last"),
        pytest.param("css", "snippet", False, id="guard-css-last"),
        pytest.param("lua", "only the HSV part", True, id="guard-lua-first"),
    ],
)
def test_the_listed_marks_stay_refused(lang: str, note: str, first: bool) -> None:
    refused(_answer(lang, note, first))
