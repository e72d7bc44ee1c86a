"""hunt97: a whole file under a sentence that names its one changed function AND names every
other name of the file as unchanged ("Only `slugify()` changed; `unslug()` and `SEP` are
unchanged."): the block shows the unchanged names too, so it is the whole file; the reader counts
the names said unchanged as named parts and refuses (partial-file).

Expected by hand: the block holds every name the sentence speaks of (the changed one and the
unchanged ones): the model sent the whole file: usable, written byte for byte.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_PY = (
    "import re\n\nSEP = '-'\n\n\ndef slugify(s):\n"
    "    return re.sub(r'[^a-z0-9]+', SEP, s.lower()).strip(SEP)\n\n\n"
    "def unslug(s):\n    return s.replace(SEP, ' ')\n"
)
_PY2 = (
    "import re\n\nSEP = '-'\n\n\ndef slugify(s):\n"
    "    return re.sub(r'[^a-z0-9]+', SEP, s.lower()).strip(SEP)\n"
)
_JS = (
    "export const SEP = '-';\n\nexport function slugify(s) {\n"
    "  return s.toLowerCase().trim().replace(/\\s+/g, SEP);\n}\n\n"
    "export function unslug(s) {\n  return s.split(SEP).join(' ');\n}\n"
)


def _answer(path: str, lang: str, content: str, sentence: str, where: str) -> str:
    block = f"`{path}`:\n\n```{lang}\n{content}```\n"
    return f"{block}\n{sentence}\n" if where == "below" else f"{sentence}\n\n{block}"


_CASES = [
    pytest.param(
        "slug.py",
        "python",
        _PY,
        "Only `slugify()` changed; `unslug()` and `SEP` are unchanged.",
        "below",
        id="py-only-rest-unchanged-below",
    ),
    pytest.param(
        "slug.py",
        "python",
        _PY,
        "Only `slugify()` changes; `unslug()` and `SEP` are unchanged:",
        "above",
        id="py-only-rest-unchanged-above",
    ),
    pytest.param(
        "slug.py",
        "python",
        _PY,
        "`slugify()` is the only function that changed; `unslug()` and `SEP` are untouched.",
        "below",
        id="py-the-only-function-rest-untouched",
    ),
    pytest.param(
        "slug.py",
        "python",
        _PY2,
        "Only `slugify()` changed; `SEP` is unchanged.",
        "below",
        id="py-two-names",
    ),
    pytest.param(
        "src/slug.js",
        "js",
        _JS,
        "Only `slugify()` changed; `unslug()` and `SEP` are unchanged.",
        "below",
        id="js-only-rest-unchanged-below",
    ),
]


@pytest.mark.parametrize(("path", "lang", "content", "sentence", "where"), _CASES)
def test_a_whole_file_whose_other_names_are_said_unchanged_is_kept(
    path: str, lang: str, content: str, sentence: str, where: str
) -> None:
    result = parse_response(_answer(path, lang, content, sentence, where))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    ("sentence", "where"),
    [
        pytest.param(
            "Only `slugify()` changed; `unslug()` and `SEP` are unchanged but included so the "
            "file is complete.",
            "below",
            id="said-complete",
        ),
        pytest.param(
            "Here is the full file. Only `slugify()` changes; `unslug()` and `SEP` stay as "
            "they were:",
            "above",
            id="said-full",
        ),
    ],
)
def test_guard_said_whole_is_kept(sentence: str, where: str) -> None:
    result = parse_response(_answer("slug.py", "python", _PY, sentence, where))
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [("slug.py", _PY)]


def test_guard_only_the_changed_function_shown_refuses() -> None:
    part = _PY.split("\n\n\ndef unslug")[0].split("SEP = '-'\n\n\n")[1] + "\n"
    answer = _answer("slug.py", "python", part, "Only `slugify()` changed.", "above")
    assert not parse_response(answer).usable
