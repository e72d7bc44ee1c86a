"""hunt42: the prose around a native document saying its files are parts (baf9672b,
_say_prose_partial). app.py as written holds f and h.

WRONG: the sentence saying app.py is only its changed part stands where the rule does not
look (the first line of a two-line paragraph before the header; after a command block that
follows the document): the model meant "change f, keep the rest", writing app.py as it stands
deletes that rest, so the answer is never usable. (The Markdown twin misses them too.)

False refusal: a complete app.py followed by a sentence that says nothing of app.py being a
part ("Everything else is configured in settings.toml.") is one whole file, usable."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

D = "===FILE_CONTENT_BLOCK==="
MOD = "import os\n\n\ndef f():\n    return 2\n\n\ndef h():\n    return 3\n"
DOC = f'{{"total_files": 1}}\n\n{D}\nPATH: app.py\n---\n{MOD}\n{D}END\n'


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "Only the changed functions of app.py are shown,\nwith g and k as before:\n\n" + DOC,
            id="two-line-paragraph-before",
        ),
        pytest.param(
            "I changed f. Everything else stays as it was\nin your copy; here is the update:\n\n"
            + DOC,
            id="two-line-paragraph-before-everything-else",
        ),
        pytest.param(
            DOC + "\nRun it:\n\n```bash\npython app.py\n```\n\nThe rest of app.py is unchanged.\n",
            id="after-a-command-block",
        ),
    ],
)
def test_prose_saying_the_file_is_a_part_refuses_it(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Everything else is configured in settings.toml.", id="everything-else-is"),
        pytest.param("Only the new endpoint requires auth.", id="only-the-new"),
        pytest.param("The imports at the top of app.py are sorted.", id="at-the-top-of"),
    ],
)
def test_an_innocent_sentence_after_a_whole_file_keeps_it(after: str) -> None:
    result = parse_response(DOC + "\n" + after + "\n")
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("app.py", MOD)]


@pytest.mark.parametrize(
    "before",
    [
        pytest.param("`app.py`: only the changed functions are shown.", id="starts-with-backtick"),
        pytest.param('"Only the changed functions of app.py are shown."', id="starts-with-quote"),
        pytest.param(
            "[Note] Only the changed functions of app.py are shown.", id="starts-with-bracket"
        ),
    ],
)
def test_a_prose_line_starting_with_a_header_character_is_read(before: str) -> None:
    # (_say_prose_partial steps over lines starting with {}[]"`~ as the document's header:
    # a sentence starting with one is stepped over, and the line above it read instead)
    result = parse_response(before + "\n\n" + DOC)
    assert not result.usable, (result.status, result.diagnostics)
