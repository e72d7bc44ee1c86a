"""Hunt 36: the margin-comment elision rule (placeholders._names_then_state) and its neighbours.

Expected by hand: app.py as the model wrote it defines f and h; between them a comment says
the model's other functions g and k (defined nowhere in the file) are as they were. The model
meant "keep g and k from the old file": the file as written loses their definitions, so it is
no whole file and never usable (docs/lenient.md step 8).
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _answer(content: str, path: str = "app.py") -> str:
    return native_answer(path, content)


def _module(comment: str, *, head: str = "", f_body: str = "return 1") -> str:
    return (
        f"{head}import os\n\n\ndef f():\n    {f_body}\n\n\n{comment}\n\n\ndef h():\n    return 3\n"
    )


# The left-out functions are named elsewhere in the file without being defined: f calls g
# (helpers are left out because other code calls them), __all__ lists them, the module's
# docstring names them. "Nowhere else" counts these uses as the comment being about code
# the file holds; none of them defines g or k, so app.py still lacks both.
@pytest.mark.parametrize(
    ("head", "f_body"),
    [
        pytest.param("", "return g() + 1", id="f-calls-g"),
        pytest.param('__all__ = ["f", "g", "h", "k"]\n\n', "return 1", id="dunder-all"),
        pytest.param('"""Helpers f, g, h and k."""\n\n', "return 1", id="docstring"),
        pytest.param("", "return k(g())", id="f-calls-both"),
    ],
)
def test_names_used_but_not_defined_are_still_left_out(head: str, f_body: str) -> None:
    content = _module("# g and k stay the same", head=head, f_body=f_body)
    result = parse_response(_answer(content))
    assert not result.usable, (result.status, result.diagnostics)


def test_keep_names_used_but_not_defined() -> None:
    # ("# keep g and k": a verb of keeping; f calls g, neither is defined)
    content = _module("# keep g and k", f_body="return g() + 1")
    result = parse_response(_answer(content))
    assert not result.usable, (result.status, result.diagnostics)


# The same fact in other spellings of the state (the ones that are refused: "# g and k are
# unchanged", "# g and k remain as before", "# g, k unchanged", "# g and k not shown").
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# g and k are the same as before", id="same-as-before"),
        pytest.param("# g and k (unchanged)", id="paren-state"),
        pytest.param("# g and k: unchanged", id="colon-state"),
        pytest.param("# g and k don't change", id="dont-change"),
        pytest.param("# helpers g and k unchanged", id="kind-first"),
        pytest.param("# g() unchanged", id="one-call"),
    ],
)
def test_other_spellings_of_the_state_are_left_out_code(comment: str) -> None:
    result = parse_response(_answer(_module(comment)))
    assert not result.usable, (result.status, result.diagnostics)


# Inside a class, where models leave out methods: the comment stands one indent in.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# g and k stay the same", id="stay-the-same"),
        pytest.param("# g() and k() go here", id="go-here"),
        pytest.param("# g and k unchanged", id="unchanged"),
    ],
)
def test_methods_left_out_inside_a_class(comment: str) -> None:
    content = (
        "class A:\n    def f(self):\n        return 1\n\n"
        f"    {comment}\n\n    def h(self):\n        return 3\n"
    )
    result = parse_response(_answer(content))
    assert not result.usable, (result.status, result.diagnostics)


def _colorsys_without_hsv(comment: str) -> str:
    # The installed stdlib's colorsys.py, its HSV section (the comment block and the two
    # functions rgb_to_hsv, hsv_to_rgb) cut and replaced by one comment: what a model writes
    # when it shows only the parts it changed. __all__ names both functions; nothing defines them.
    import colorsys

    with open(colorsys.__file__, encoding="utf-8") as source:
        text = source.read()
    cut = text.index("# HSV: Hue, Saturation, Value")
    assert "def rgb_to_hsv" in text[cut:]
    assert "def rgb_to_hsv" not in text[:cut]
    assert '"rgb_to_hsv"' in text[:cut] or "'rgb_to_hsv'" in text[:cut]  # (in __all__)
    return text[:cut] + comment + "\n"


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# rgb_to_hsv and hsv_to_rgb stay the same", id="stay-the-same"),
        pytest.param("# rgb_to_hsv and hsv_to_rgb unchanged", id="unchanged"),
    ],
)
def test_a_real_module_cut_at_its_last_section(comment: str) -> None:
    result = parse_response(_answer(_colorsys_without_hsv(comment), "colorsys.py"))
    assert not result.usable, (result.status, result.diagnostics)


def test_the_real_cut_control() -> None:
    # (the control: the documented spelling is refused)
    content = _colorsys_without_hsv("# ... rest unchanged ...")
    assert not parse_response(_answer(content, "colorsys.py")).usable


# False refusals (judgment calls): a whole file whose note at the margin lists two words of
# prose, not code, and says they are unchanged. The file is complete; the model meant it
# written as it stands.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            "import os\n\n\n# API and behaviour unchanged\n\n\ndef f():\n    return 1\n\n\n"
            "def h():\n    return 3\n",
            id="api-and-behaviour",
        ),
        pytest.param(
            "run.sh",
            "#!/bin/sh\nset -e\n\n# PATH and HOME stay the same\n\nexec python app.py\n",
            id="environment-variables",
        ),
    ],
)
def test_a_note_of_prose_words_in_a_whole_file_is_kept(path: str, content: str) -> None:
    result = parse_response(_answer(content, path))
    assert result.usable, (result.status, result.diagnostics)
    assert result.code.files[0].content == content


def test_js_methods_left_out_inside_a_class() -> None:
    # (the same in JavaScript: "// g and k stay the same" one indent in, between two methods)
    content = (
        "class A {\n  f() {\n    return 1;\n  }\n\n  // g and k stay the same\n\n"
        "  h() {\n    return 3;\n  }\n}\n"
    )
    result = parse_response(_answer(content, "app.js"))
    assert not result.usable, (result.status, result.diagnostics)


# More spellings of the margin comment, each alone between f and h, g and k defined nowhere
# (the refused twins: "# g and k stay the same", "# g, k and m stay the same",
# "# g(), k() unchanged", "#g and k stay the same").
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# `g` and `k` stay the same", id="backticks"),
        pytest.param("# g/k unchanged", id="slash"),
        pytest.param("# g & k unchanged", id="ampersand"),
        pytest.param("# g and k - unchanged", id="dash"),
        pytest.param("# g and k unchanged (see original)", id="see-original"),
        pytest.param("# NOTE: g and k unchanged", id="note-prefix"),
        pytest.param("## g and k stay the same", id="double-hash"),
        pytest.param("# g and k stay as they were", id="as-they-were"),
        pytest.param("# g and k: no changes", id="no-changes"),
        pytest.param("# [g and k unchanged]", id="brackets"),
    ],
)
def test_more_spellings_of_the_margin_comment(comment: str) -> None:
    result = parse_response(_answer(_module(comment)))
    assert not result.usable, (result.status, result.diagnostics)


# One level in, the comment stands for members only between definitions at its own level:
# inside a function's body, between statements, it is a note on them (the file is whole).
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            "def main():\n    x = 1\n\n    # a and b unchanged\n\n    return x\n",
            id="py-between-statements",
        ),
        pytest.param(
            "app.js",
            "function f() {\n  if (a) {\n    return 1;\n  }\n\n  // g and k stay the same\n\n"
            "  if (b) {\n    return 2;\n  }\n}\n",
            id="js-between-if-blocks",
        ),
        pytest.param(
            "app.py",
            "x = 1  # g and k unchanged\n\n\ndef h():\n    return 3\n",
            id="after-code",
        ),
    ],
)
def test_an_indented_note_between_statements_is_kept(path: str, content: str) -> None:
    result = parse_response(_answer(content, path))
    assert result.usable, (result.status, result.diagnostics)
    assert result.code.files[0].content == content


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "class A:\n    def f(self):\n        return 1\n\n    # g and k unchanged\n\n\n"
            "def h():\n    return 3\n",
            id="last-member",
        ),
        pytest.param(
            "def main():\n    def f():\n        return 1\n\n    # g and k unchanged\n\n"
            "    def h():\n        return 2\n\n    return f() + h()\n",
            id="local-functions",
        ),
    ],
)
def test_members_left_out_at_a_class_end_or_among_local_functions(content: str) -> None:
    result = parse_response(_answer(content))
    assert not result.usable, (result.status, result.diagnostics)


def test_keep_names_the_file_defines_is_a_note() -> None:
    # ("# keep f and h": both defined in the file, the comment speaks of them; the file is whole.
    # f calls h, bound in the file: a call of a name bound nowhere makes it a part, unbound38.)
    content = _module("# keep f and h", f_body="return h() + 1")
    result = parse_response(_answer(content))
    assert result.usable, (result.status, result.diagnostics)
    assert result.code.files[0].content == content


# Open (hunt36-margin): a kind other than "helpers" first, and members indented by a tab or
# two levels (a nested class), are not visited (each indentation costs the scan a lookbehind).
@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            _module("# functions g and k unchanged"),
            id="functions-first",
        ),
        pytest.param(
            "class A:\n\tdef f(self):\n\t\treturn 1\n\n\t# g and k stay the same\n\n"
            "\tdef h(self):\n\t\treturn 3\n",
            id="tab-indented-members",
        ),
        pytest.param(
            "class A:\n    class B:\n        def f(self):\n            return 1\n\n"
            "        # g and k stay the same\n\n        def h(self):\n            return 3\n",
            id="nested-class-members",
        ),
    ],
)
def test_more_left_out_members_and_kinds(content: str) -> None:
    result = parse_response(_answer(content))
    assert not result.usable, (result.status, result.diagnostics)
