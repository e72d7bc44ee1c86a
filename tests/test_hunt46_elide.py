"""Hunt 46: elisions in a file's comments that fix-elide31's rules miss.

Expected by hand: each file as written stands for more code the model left out (a comment
after code saying the rest of the function is unchanged, a style sheet's comment naming a rule
the file has nowhere else). The model meant "keep that code from the old file": the file as
written loses it, so it is no whole file and never usable (docs/lenient.md step 8).
"""

from __future__ import annotations

import pytest
from native_answers import native_answer as _answer

from artifact_codec import parse_response


# A comment after code whose words point past its line, the code before it holding a quote
# (a string argument, an f-string, a dict key): the same elision as after "x = load()".
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            "import os\n\n\ndef f():\n    x = load('a')  # rest of the function unchanged\n",
            id="py-string-argument",
        ),
        pytest.param(
            "app.py",
            'import os\n\n\ndef f():\n    x = d["k"]  # ... remaining unchanged\n',
            id="py-dict-key",
        ),
        pytest.param(
            "app.py",
            "def f():\n    x = f'{a}'  # rest unchanged\n",
            id="py-fstring",
        ),
        pytest.param(
            "app.js",
            "function f() {\n  const x = load('a');  // rest unchanged\n}\n",
            id="js-string-argument",
        ),
    ],
)
def test_an_elision_after_code_holding_a_quote(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


# The same elision in other shapes: a label before the words, in a Markdown fence with a quote
# before it, a YAML file's (arguable: the rule's scan and its markers per suffix).
@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            _answer("app.py", "def f():\n    x = load()  # NOTE: rest of the function unchanged\n"),
            id="py-note-label",
        ),
        pytest.param(
            "`app.py`:\n\n```python\ndef f():\n    x = load('a')  # rest of the function"
            " unchanged\n```\n",
            id="markdown-string-argument",
        ),
        pytest.param(
            _answer(
                "ci.yml", "jobs:\n  test:\n    runs-on: ubuntu-latest  # other jobs unchanged\n"
            ),
            id="yaml-other-jobs",
        ),
    ],
)
def test_more_elisions_after_code(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, result.diagnostics)


def test_the_same_without_a_quote_is_refused() -> None:
    # (the control)
    content = "import os\n\n\ndef f():\n    x = load()  # rest of the function unchanged\n"
    assert not parse_response(_answer("app.py", content)).usable


# fix-elide34: the label before the words in each shape, after code and alone on its line;
# expected by hand: each says code of the function or class was left out.
@pytest.mark.parametrize("label", ["NOTE: ", "Note: ", "TODO: ", "FIXME: ", "XXX: ", "TODO "])
@pytest.mark.parametrize(
    "words",
    ["rest of the function unchanged", "remaining methods unchanged", "other methods unchanged"],
)
@pytest.mark.parametrize("after_code", [True, False], ids=["after-code", "own-line"])
def test_a_label_before_the_family_is_refused(label: str, words: str, after_code: bool) -> None:
    sep = "  " if after_code else "\n    "
    content = f"class A:\n    def f(self):\n        x = load(){sep}# {label}{words}\n"
    assert not parse_response(_answer("app.py", content)).usable


# Guards, by hand: a labelled note that says something else is a comment; a comment on one key
# of a workflow ("unchanged from upstream": this value is the upstream's) names no other part;
# "other jobs" where the file has no "jobs:" block (a list's items of the line's own value).
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            "from data import load\n\n\n"
            "def f():\n    x = load()  # NOTE: the rest of the data is read lazily\n",
            id="py-note-other-words",
        ),
        pytest.param(
            "app.py",
            "from data import load\n\n\n"
            "def f():\n    # TODO: handle the remaining edge cases\n    return load()\n",
            id="py-todo-work-left",
        ),
        # a string statement used as a comment that names work to do, no code left out
        # (by hand: the function is whole; its docs are what is missing)
        pytest.param(
            "app.py",
            "from data import load\n\n\n"
            "def f():\n    x = load()\n    '''TODO: document this'''\n    return x\n",
            id="py-string-todo-other-words",
        ),
        pytest.param(
            "ci.yml",
            "jobs:\n  test:\n    runs-on: ubuntu-latest  # unchanged from upstream\n",
            id="yaml-one-key-unchanged",
        ),
        pytest.param(
            "ci.yml",
            "queue:\n  workers: 4  # other jobs wait in the queue\n",
            id="yaml-other-jobs-no-block",
        ),
    ],
)
def test_a_labelled_or_keyed_comment_stays_clean(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert result.status == "clean", (result.status, result.diagnostics)
    assert result.code.files[0].content == content
