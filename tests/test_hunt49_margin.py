"""hunt49-margin: the margin-comment elision rules of fix-margin31/32 (placeholders.
_names_then_state, _MARGIN_NAMES, _among_definitions, _OPENS_DEFINITION, _DEFINES) attacked
with answers whose comment "g and k stay the same" (or the like) stands where the model left
g and k out. Expected by hand: g and k are defined nowhere in the file as the model wrote it
(a string's text or a local variable of another function is no definition of the left-out
functions), so the file is not whole: the answer is never usable."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _answer(content: str, path: str) -> str:
    return native_answer(path, content)


def _module(comment: str, *, head: str = "", f_body: str = "return 1") -> str:
    return (
        f"{head}import os\n\n\ndef f():\n    {f_body}\n\n\n{comment}\n\n\ndef h():\n    return 3\n"
    )


# A class's left-out members: the comment one level in, between blank lines, among members
# the rules do not see as definitions or at an indentation/line ending they do not visit.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.rb",
            "class A\n  def f\n    1\n  end\n\n  # g and k stay the same\n\n  def h\n    3\n  end\nend\n",
            id="ruby-two-blanks",
        ),
        pytest.param(
            "app.py",
            "class A:\n   def f(self):\n      return 1\n\n   # g and k stay the same\n\n   def h(self):\n      return 3\n",
            id="py-three-blanks",
        ),
        pytest.param(
            "app.py",
            "class A:\n    def f(self):\n        return 1\n    \n    # g and k stay the same\n\n    def h(self):\n        return 3\n",
            id="py-blank-line-of-blanks-above",
        ),
        pytest.param(
            "app.py",
            "class A:\r\n    def f(self):\r\n        return 1\r\n\r\n    # g and k stay the same\r\n\r\n    def h(self):\r\n        return 3\r\n",
            id="py-crlf",
        ),
        pytest.param(
            "app.py",
            "class A:\n    def f(self):\n        return 1\n\n    # g and k stay the same\n\n    # h doubles the value\n    def h(self):\n        return 3\n",
            id="py-next-member-under-its-comment",
        ),
        pytest.param(
            "A.kt",
            "class A {\n    fun f() = 1\n\n    // g and k stay the same\n\n    fun h() = 3\n}\n",
            id="kotlin-expression-functions",
        ),
        pytest.param(
            "a.ts",
            "export class A {\n  f = () => 1;\n\n  // g and k stay the same\n\n  h = () => 3;\n}\n",
            id="ts-arrow-properties",
        ),
        pytest.param(
            "a.js",
            "export const api = {\n  f: () => 1,\n\n  // g and k stay the same\n\n  h: () => 3,\n};\n",
            id="js-object-arrows",
        ),
        pytest.param(
            "a.cpp",
            "class A {\npublic:\n    int f() const { return 1; }\n\n    // g and k stay the same\n\n    int h() const { return 3; }\n};\n",
            id="cpp-const-methods",
        ),
        pytest.param(
            "A.java",
            "interface A {\n    int f();\n\n    // g and k stay the same\n\n    int h();\n}\n",
            id="java-interface",
        ),
        pytest.param(
            "a.ts",
            "export interface A {\n  f(): number;\n\n  // g and k stay the same\n\n  h(): number;\n}\n",
            id="ts-interface",
        ),
        pytest.param(
            "A.cs",
            "class A\n{\n    public int F() => 1;\n\n    // G and K stay the same\n\n    public int H() => 3;\n}\n",
            id="cs-expression-bodies",
        ),
        pytest.param(
            "a.js",
            "class A {\n  static f() {\n    return 1;\n  }\n\n  // g and k stay the same\n\n  static async *h() {\n    yield 3;\n  }\n}\n",
            id="js-async-generator-method",
        ),
        pytest.param(
            "a.ts",
            "class A {\n  f(): number {\n    return 1;\n  }\n\n  // g and k stay the same\n\n  h(\n    a: number,\n  ): number {\n    return a;\n  }\n}\n",
            id="ts-parameters-on-lines",
        ),
    ],
)
def test_left_out_members_one_level_in_are_refused(path: str, content: str) -> None:
    result = parse_response(_answer(content, path))
    assert not result.usable, (result.status, result.diagnostics)


# g and k appear at a line's start as code only inside a string (a docstring's example, a
# template of generated code) or as another function's local variables: no definition of the
# module's left-out functions g and k. Expected by hand: app.py lacks g and k.
@pytest.mark.parametrize(
    ("head", "f_body"),
    [
        pytest.param(
            '"""Helpers.\n\nExample::\n\n    g = make_g()\n    k = make_k(g)\n"""\n',
            "return 1",
            id="docstring-example",
        ),
        pytest.param(
            "TEMPLATE = '''\ndef g():\n    pass\nk = 1\n'''\n\n",
            "return 1",
            id="template-string",
        ),
        pytest.param("", "g = os.getcwd()\n    k = len(g)\n    return k", id="locals-of-f"),
    ],
)
def test_names_not_defined_by_the_module_are_left_out(head: str, f_body: str) -> None:
    content = _module("# g and k stay the same", head=head, f_body=f_body)
    result = parse_response(_answer(content, "app.py"))
    assert not result.usable, (result.status, result.diagnostics)


# Ways of saying "g and k are left as they were" at the margin, between blank lines, that the
# rules do not read (the family's other phrasings say the same: "are the same as before",
# "stay as is", "left untouched" are refused). Expected by hand: g and k left out.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# - g and k unchanged", id="list-item"),
        pytest.param("# Both g and k stay the same", id="both-first"),
        pytest.param("# The g and k functions are unchanged", id="article-and-kind-last"),
        pytest.param("# g and k are identical to the original", id="identical-to-the-original"),
        pytest.param("# No changes to g and k", id="no-changes-to"),
        pytest.param("# g and k were not modified", id="not-modified"),
        pytest.param("# g and k unchanged from the previous version", id="unchanged-from-previous"),
        pytest.param("# class Config and class Store unchanged", id="kind-before-each-name"),
    ],
)
def test_more_spellings_of_names_then_state_are_left_out(comment: str) -> None:
    result = parse_response(_answer(_module(comment), "app.py"))
    assert not result.usable, (result.status, result.diagnostics)


def test_first_line_after_a_byte_order_mark_is_left_out() -> None:
    # (the same file without the BOM is refused: _first_line_margin reads the line from 0)
    content = "\ufeff# g and k stay the same\n\n\ndef h():\n    return 3\n"
    result = parse_response(_answer(content, "app.py"))
    assert not result.usable, (result.status, result.diagnostics)


# The names and their state in decoration the rules do not cross (the family's own phrases are
# read inside "-- --", "< >", "* *"; "## [g and k unchanged]" is refused). Expected by hand:
# g and k left out between f and h.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# -- g and k unchanged --", id="dashes-around"),
        pytest.param("# <g and k unchanged>", id="angle-brackets"),
        pytest.param("# *g and k unchanged*", id="emphasis"),
        pytest.param("#: g and k unchanged", id="sphinx-marker"),
        pytest.param("# 'g' and 'k' unchanged", id="quoted-names"),
        pytest.param("# (g, k) unchanged", id="names-in-parentheses"),
        pytest.param("# [g, k] unchanged", id="names-in-brackets"),
        pytest.param("# g, k, etc. unchanged", id="etc-in-the-list"),
        pytest.param("# g and k here (unchanged)", id="here-then-state"),
    ],
)
def test_decorated_names_then_state_are_left_out(comment: str) -> None:
    result = parse_response(_answer(_module(comment), "app.py"))
    assert not result.usable, (result.status, result.diagnostics)


# A verb telling the reader to keep or put back the named code, alone between blank lines at
# the margin, g and k defined nowhere ("# keep g and k", "# keep g, k unchanged",
# "# retain g and k" are refused). Expected by hand: g and k left out between f and h.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# insert g and k here", id="insert-here"),
        pytest.param("# paste g and k here", id="paste-here"),
        pytest.param("# keep existing g and k", id="keep-existing"),
        pytest.param("# keep g and k from before", id="keep-from-before"),
        pytest.param("# keep: g, k", id="keep-colon"),
        pytest.param("# copy g and k from the original", id="copy-from-the-original"),
        pytest.param("# put g and k back", id="put-back"),
        pytest.param("# g and k: keep", id="names-then-keep"),
    ],
)
def test_verbs_keeping_named_code_are_left_out(comment: str) -> None:
    result = parse_response(_answer(_module(comment), "app.py"))
    assert not result.usable, (result.status, result.diagnostics)


# Other languages' comment markers at the margin (the rule reads "#", "//", "/* */"; Go, Rust,
# PHP, Swift's "///", Scala, Julia, Perl, shell and R are refused). Expected by hand: g and k
# left out between f and h.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "a.lua",
            "local function f() return 1 end\n\n-- g and k stay the same\n\nlocal function h() return 3 end\n",
            id="lua",
        ),
        pytest.param(
            "A.hs", "f :: Int\nf = 1\n\n-- g and k stay the same\n\nh :: Int\nh = 3\n", id="haskell"
        ),
        pytest.param(
            "a.clj", "(defn f [] 1)\n\n;; g and k stay the same\n\n(defn h [] 3)\n", id="clojure"
        ),
        pytest.param(
            "a.ts",
            "function f() {\n  return 1;\n}\n\n/** g and k stay the same */\n\nfunction h() {\n  return 3;\n}\n",
            id="ts-doc-comment",
        ),
        pytest.param(
            "a.ex",
            "defmodule A do\n  def f, do: 1\n\n  # g and k stay the same\n\n  def h, do: 3\nend\n",
            id="elixir-two-blanks",
        ),
    ],
)
def test_other_markers_at_the_margin_are_left_out(path: str, content: str) -> None:
    result = parse_response(_answer(content, path))
    assert not result.usable, (result.status, result.diagnostics)


# The same note in forms around the rule's one line: a string instead of a comment, after
# "...", over two comment lines or inside a box of rules, with a pointer to the original after
# the state, names written as calls with arguments or with "def" (over two lines "# g and k" /
# "# (unchanged)" is refused). Expected by hand: g and k left out between f and h.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param('"""g and k stay the same"""', id="module-string"),
        pytest.param("...  # g and k unchanged", id="after-ellipsis"),
        pytest.param("# g and k stay the same\n# (not shown)", id="second-line-not-shown"),
        pytest.param("# ---\n# g and k stay the same\n# ---", id="box-of-rules"),
        pytest.param(
            "# g and k stay the same.  See the previous answer.", id="see-previous-answer"
        ),
        pytest.param("# g and k stay the same as in your file", id="as-in-your-file"),
        pytest.param("# g and k are unchanged from your version", id="from-your-version"),
        pytest.param("# g and k unchanged, see above", id="see-above"),
        pytest.param("# g(...) and k(...) unchanged", id="calls-with-dots"),
        pytest.param("# g(x) and k(x) unchanged", id="calls-with-arguments"),
        pytest.param("# def g and def k unchanged", id="def-before-each-name"),
    ],
)
def test_notes_around_the_one_line_form_are_left_out(comment: str) -> None:
    result = parse_response(_answer(_module(comment), "app.py"))
    assert not result.usable, (result.status, result.diagnostics)


# Keyword arguments on their own lines bind no name, but _continues_call only looks at whether
# the line above ends with "(" or ",": a comment on the line above (on its own line or after
# the argument before) or a backslash hides the call. Expected by hand: f passes g and k as
# keywords; the module's g and k are left out between f and h.
@pytest.mark.parametrize(
    "f_body",
    [
        pytest.param(
            "return dict(\n        # gravity\n        g=9.81,\n        # spring constant\n        k=2.0,\n    )",
            id="comment-line-above-each",
        ),
        pytest.param(
            "return dict(\n        a=1,  # first\n        g=2,  # second\n        k=3,\n    )",
            id="trailing-comments-on-arguments",
        ),
        pytest.param(
            "a = dict(  # the settings\n        g=1,\n    )\n    b = dict(  # more settings\n        k=2,\n    )\n    return a, b",
            id="comment-after-the-opening-bracket",
        ),
        pytest.param(
            "return dict(a=1, \\\n        g=2, \\\n        k=3)", id="backslash-continuation"
        ),
    ],
)
def test_keyword_arguments_after_a_comment_bind_nothing(f_body: str) -> None:
    result = parse_response(_answer(_module("# g and k stay the same", f_body=f_body), "app.py"))
    assert not result.usable, (result.status, result.diagnostics)


# The note at an end: the module's last line, a class's last member at the file's end, a JS
# class's last member right above its "}", or above a class attribute (the same note between
# f and h, or at the module's end "# g and k stay the same", is refused). Expected by hand: g
# and k left out.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            "import os\n\n\ndef f():\n    return 1\n\n\n# keep g and k\n",
            id="keep-at-the-end",
        ),
        pytest.param(
            "app.py",
            "class A:\n    def f(self):\n        return 1\n\n    # g and k stay the same\n",
            id="last-member-at-the-end",
        ),
        pytest.param(
            "a.js",
            "class A {\n  f() {\n    return 1;\n  }\n\n  // g and k stay the same\n}\n",
            id="js-last-member-above-the-close",
        ),
        pytest.param(
            "app.py",
            "class A:\n    def f(self):\n        return 1\n\n    # g and k stay the same\n\n    X = 3\n",
            id="above-a-class-attribute",
        ),
    ],
)
def test_notes_at_an_end_are_left_out(path: str, content: str) -> None:
    result = parse_response(_answer(content, path))
    assert not result.usable, (result.status, result.diagnostics)


def test_keep_names_as_the_first_line_is_left_out() -> None:
    # ("# g and k stay the same" as the first line is refused: _first_line_margin)
    content = "# keep g and k\n\n\ndef h():\n    return 3\n"
    result = parse_response(_answer(content, "app.py"))
    assert not result.usable, (result.status, result.diagnostics)
