# ruff: noqa: RUF001  (sentences in other scripts: their letters are meant)
"""hunt131: two files, shellquote.py holding quote() alone and a whole new app.py that imports
and calls it, then a sentence after both saying only quote() changes in 'the file above' (or
with no file named). quote() is shellquote.py's code (app.py defines nothing): the model meant
shellquote.py as a part and app.py whole. Read instead: in English with 'the file above' the
sentence is tied to no file and both are written whole (usable-WRONG); in French, German,
Chinese, Japanese, and in English with no file named, it is tied to app.py, the block right
above it: the whole app.py is refused and the part shellquote.py accepted (written whole with
--allow-partial). Expected by hand: shellquote.py refused (app.py accepted, or refused
too: never wrong)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_QUOTE = (
    'def quote(s):\n    """Return a shell-escaped version of the string *s*."""\n'
    '    if not s:\n        return "\'\'"\n    return "\'" + s + "\'"\n'
)
_APP = 'from shellquote import quote\n\nprint(quote("a b"))\n'

_SENTENCES = {
    "en-in-the-file-above": "In the file above only `quote()` changes.",
    "en-changes-in-the-file-above": "Only `quote()` changes in the file above.",
    "en-no-file-named": "Only `quote()` changes; the rest is unchanged.",
    "fr-ci-dessus": ("Dans le fichier ci-dessus, seule `quote()` change ; le reste ne bouge pas."),
    "de-oben": "In der Datei oben ändert sich nur `quote()`, der Rest bleibt gleich.",
    "zh-shangmian": "上面的文件只修改了 `quote()`，其余部分保持不变。",
    "ja-ue": "上のファイルでは `quote()` だけを変更し、残りはそのままです。",
}


@pytest.mark.parametrize("sentence", list(_SENTENCES.values()), ids=list(_SENTENCES))
def test_the_named_code_ties_the_sentence_to_its_file(sentence: str) -> None:
    answer = (
        f"`shellquote.py`\n```python\n{_QUOTE}```\n\n`app.py`\n```python\n{_APP}```\n\n{sentence}\n"
    )
    result = parse_response(answer)
    assert not result.usable
    # the part is never accepted (refusing app.py too is safe, accepting it is what was meant)
    assert ("shellquote.py", _QUOTE) not in files_of(result)
