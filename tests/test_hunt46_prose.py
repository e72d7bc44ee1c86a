"""Hunt 46: prose beside a native document naming code it left out, missed.

Expected by hand: app.py as written holds f and h (or f calling g and k, defined nowhere);
the sentence after the document says the model left out code named as code (g(), `g`, g and
k), none of it defined in app.py. The model meant "change f, keep g and k": writing app.py as
it stands deletes them, so the answer is no whole file and never usable. "I omitted g and k
for brevity" after the module of f and h is refused today (hunt36-prose omitted-names).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="
MOD = "import os\n\n\ndef f():\n    return 2\n\n\ndef h():\n    return 3\n"


def _doc(content: str) -> str:
    return f'{{"total_files": 1}}\n\n{D}\nPATH: app.py\n---\n{content}\n{D}END\n'


@pytest.mark.parametrize(
    ("content", "prose"),
    [
        # one name written as code
        pytest.param(MOD, "I left out g() for brevity.", id="one-call"),
        pytest.param(MOD, "I omitted `g` for brevity.", id="one-backquoted"),
        pytest.param(MOD, "`parse_args()` was omitted; it is unchanged.", id="one-was-omitted"),
        # the state between the names and the word of leaving out, a kind before the names
        pytest.param(MOD, "g and k are unchanged and omitted.", id="unchanged-and-omitted"),
        pytest.param(MOD, "I omitted the helpers g and k for brevity.", id="kind-before-names"),
        # the names in app.py only as calls, in a string or in a comment: not defined there
        pytest.param(
            "def f():\n    return g() + k()\n",
            "I omitted g and k for brevity.",
            id="names-only-called",
        ),
        pytest.param(
            "def f():\n    return 'g and k'\n",
            "I omitted g and k for brevity.",
            id="names-only-in-a-string",
        ),
        pytest.param(
            "# uses g and k\ndef f():\n    return 2\n",
            "I omitted `g()` and `k()` for brevity.",
            id="names-only-in-a-comment",
        ),
    ],
)
def test_prose_after_the_document_naming_left_out_code(content: str, prose: str) -> None:
    result = parse_response(_doc(content) + "\n" + prose + "\n")
    assert not result.usable, (result.status, result.diagnostics)


# The same fact in other words: the names in brackets, no verb, a state instead of a word of
# leaving out, an instruction to keep them (app.py defines neither g nor k).
@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("The helpers (`g`, `k`) are omitted.", id="names-in-brackets"),
        pytest.param("`g` and `k` omitted for brevity.", id="no-verb"),
        pytest.param("`g()` and `k()` are unchanged.", id="unchanged"),
        pytest.param("`g()` and `k()` stay the same as before.", id="same-as-before"),
        pytest.param("Keep your existing `g()` and `k()`.", id="keep-your-existing"),
        pytest.param("Leave `g()` and `k()` as they are.", id="leave-as-they-are"),
    ],
)
def test_the_same_fact_in_other_words(prose: str) -> None:
    result = parse_response(_doc(MOD) + "\n" + prose + "\n")
    assert not result.usable, (result.status, result.diagnostics)


def test_the_control_two_names_is_refused() -> None:
    assert not parse_response(_doc(MOD) + "\nI omitted g and k for brevity.\n").usable


def test_names_the_file_imports_keep_it() -> None:
    # (held: parse and dump are imported, app.py is whole)
    content = "from lib import parse, dump\n\n\ndef f():\n    return parse(dump())\n"
    result = parse_response(_doc(content) + "\nI omitted `parse()` and `dump()` for brevity.\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", content)]


# The same fact in another place or convention: the sentence before the native document, or
# after a Markdown fence holding the same module.
@pytest.mark.parametrize(
    "text",
    [
        pytest.param("I omitted g and k for brevity.\n\n" + _doc(MOD), id="native-sentence-before"),
        pytest.param(
            "`app.py`:\n\n```python\n" + MOD + "```\n\nI omitted g and k for brevity.\n",
            id="markdown-sentence-after",
        ),
        pytest.param(
            "`app.py`:\n\n```python\n" + MOD + "```\n\nI left out `g()` for brevity.\n",
            id="markdown-one-name-after",
        ),
    ],
)
def test_the_same_sentence_elsewhere(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, result.diagnostics)


# False refusals: names written as code that the sentence says are left out of something
# other than app.py (a requirements file, a listing), or left out because they are removed:
# app.py as written is what the model meant.
@pytest.mark.parametrize(
    "prose",
    [
        pytest.param(
            "`requests` and `numpy` were omitted from requirements.txt since they are unused.",
            id="omitted-from-requirements",
        ),
        pytest.param(
            "I omitted `__pycache__` and `.venv` from the listing.", id="omitted-from-listing"
        ),
        pytest.param(
            "The deprecated `old_f()` and `old_h()` were left out: they are removed in this "
            "version.",
            id="left-out-because-removed",
        ),
    ],
)
def test_names_left_out_of_something_else_keep_the_file(prose: str) -> None:
    result = parse_response(_doc(MOD) + "\n" + prose + "\n")
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", MOD)]
