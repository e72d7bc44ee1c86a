"""fix-lead154 (issue 20): English leads saying the block holds only some of the file's code
(the other code kept or left out, only what changed shown, only a group of the code), the
"only" paraphrases ("Nothing but `quote()` changed:", a name bare), the "only <kind> I
changed" sentence over a block holding another public name, and a sentence tied to the file
that defines the code it names. Each part must be refused; ordinary whole-file leads stay
usable with exactly their files.

Expected by hand: the HSV converters of the stdlib colorsys.py are a part of it (the module also
holds the YIQ and HLS ones); a new file under an ordinary lead is whole."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]
_QUOTE = 'def quote(s):\n    return "\'" + s + "\'"\n'
_APP = 'from shellquote import quote\n\nprint(quote("a b"))\n'
_TWO = "def slugify(s):\n    return s.lower()\n\n\ndef unslug(s):\n    return s.title()\n"


def _hsv(prose: str, *, after: bool = False) -> str:
    block = f"`colorsys.py`:\n\n```python\n{_HSV}```\n"
    return f"{block}\n{prose}\n" if after else f"{prose}\n\n{block}"


_PARTS = [
    # the other code kept, in other words and other nouns
    "I left the other helpers untouched.",
    "I kept the remaining converters as they were.",
    "I haven't touched the other functions.",
    "I didn't repeat the other converters.",
    "The remaining converters don't need changes.",
    "The other functions need no changes.",
    "The rest of the functions stay as they are.",
    "Everything after `hsv_to_rgb()` is as you had it.",
    "Remaining functions: unchanged.",
    "Here is the HSV part (other functions not shown):",
    "I've only shown the functions that changed.",
    "I only included the code that changed:",
    "I omitted what didn't change.",
    "I skipped the functions that didn't change.",
    "The YIQ converters are unchanged.",
    "YIQ/HLS: no changes.",
    "No need to show the YIQ and HLS functions.",
    "The `rgb_to_yiq()` and `yiq_to_rgb()` functions stay as they are.",
    "Other conversions unchanged.",
    "I left the HLS and YIQ converters as they were.",
    "The conversions for YIQ and HLS are unchanged.",
    "HLS/YIQ remain as before.",
    "I didn't bother with the other converters.",
    # only a group that is all the block holds
    "Only the HSV functions changed:",
    "Only the HSV functions:",
    "Just the HSV converters changed:",
    "Cut down to the HSV functions:",
]


@pytest.mark.parametrize("prose", _PARTS)
def test_a_lead_saying_part_refuses_the_block(prose: str) -> None:
    refused(_hsv(prose))


@pytest.mark.parametrize(
    "prose",
    ["The other converters stay as they are.", "YIQ and HLS are unchanged; I skipped them."],
)
def test_a_note_after_the_block_saying_part_refuses_it(prose: str) -> None:
    refused(_hsv(prose, after=True))


_ONLY = [
    "The only function I changed is quote:",
    "The one function I touched is quote:",
    "quote is the only function I changed:",
    "Nothing except `quote()` changed:",
    "All of my edits are in `quote()`:",
    "The only change is in `quote()`:",
    "La única función modificada es `quote()`:",
    "Der einzige geänderte Teil ist `quote()`:",
    "Единственный изменённый метод — `quote()`:",
]


@pytest.mark.parametrize("lead", _ONLY)
def test_the_only_function_changed_refuses_the_block(lead: str) -> None:
    refused(f"{lead}\n\n`shellquote.py`\n```python\n{_QUOTE}```\n")


@pytest.mark.parametrize(
    "lead",
    [
        "The only function in `utils.py` I changed is `slugify()`:",
        "`slugify()` is the only function that was changed:",
        "The only method that needed a fix is `slugify()`:",
    ],
)
def test_the_only_function_changed_over_another_public_one_refuses(lead: str) -> None:
    refused(f"{lead}\n\n`utils.py`:\n\n```python\n{_TWO}```\n")


@pytest.mark.parametrize(
    "sentence",
    [
        "Only `quote()` changes in the module above.",
        "In the first file only `quote()` changed.",
        "Nothing but `quote()` changed; the rest is the same.",
    ],
)
def test_the_code_named_ties_the_sentence_to_its_file(sentence: str) -> None:
    answer = (
        f"`shellquote.py`\n```python\n{_QUOTE}```\n\n`app.py`\n```python\n{_APP}```\n\n{sentence}\n"
    )
    result = parse_response(answer)
    assert not result.usable
    assert ("shellquote.py", _QUOTE) not in files_of(result)


# ordinary leads, and sentences that keep the whole file: exactly the files meant
_WHOLE = [
    ("Here is the full colorsys.py:", _HSV, "colorsys.py"),
    ("Replace the contents of colorsys.py with:", _HSV, "colorsys.py"),
    ("Here is the whole file; the other converters stay as they are:", _HSV, "colorsys.py"),
    ("Here is `utils.py`:", _TWO, "utils.py"),
    ("The new module has two functions:", _TWO, "utils.py"),
    (
        "The only function in `utils.py` is `slugify()`:",
        "def slugify(s):\n    return s\n",
        "utils.py",
    ),
    ("I didn't touch the README.", _TWO, "utils.py"),
    ("The API and CLI are documented below.", _TWO, "utils.py"),
    ("The API and CLI are unchanged.", _TWO, "utils.py"),
    ("Only the HSV functions are public:", _HSV, "colorsys.py"),
    ("Here's the updated HSV module:", _HSV, "colorsys.py"),
    ("I left the formatting alone.", _HSV, "colorsys.py"),
    ("I didn't touch the tests.", _HSV, "colorsys.py"),
    ("Other files: no changes.", _HSV, "colorsys.py"),
    ("I kept the JSON output as it was.", _TWO, "utils.py"),
    ("Cut to the chase: here is the new module.", _TWO, "utils.py"),
    ("I stripped it down to the essentials:", _TWO, "utils.py"),
    ("I kept the existing code as is and added `unslug()`:", _TWO, "utils.py"),
    ("`utils.py` is a new file. Everything else: unchanged.", _TWO, "utils.py"),
    ("The only public function is `slugify()`; `unslug()` is its inverse:", _TWO, "utils.py"),
    ("The HSV functions now clamp their input. Here is the complete file:", _HSV, "colorsys.py"),
]


@pytest.mark.parametrize(("lead", "body", "path"), _WHOLE)
def test_a_whole_file_lead_stays_usable(lead: str, body: str, path: str) -> None:
    result = parse_response(f"{lead}\n\n`{path}`:\n\n```python\n{body}```\n")
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, body)]


def test_a_sentence_naming_code_of_two_files_ties_to_none() -> None:
    # main() is app.py's, quote() shellquote.py's: no one file is named by the code
    app = "from shellquote import quote\n\n\ndef main():\n    print(quote('a'))\n"
    answer = (
        f"`shellquote.py`\n```python\n{_QUOTE}```\n\n`app.py`\n```python\n{app}```\n\n"
        "`main()` now calls `quote()` on its input.\n"
    )
    result = parse_response(answer)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("shellquote.py", _QUOTE), ("app.py", app)]


def test_a_summary_naming_code_of_one_file_says_no_part() -> None:
    # "Fix `quote()` ..." tells a change made, in a summary after both whole files
    answer = (
        f"`shellquote.py`\n```python\n{_QUOTE}```\n\n`app.py`\n```python\n{_APP}```\n\n"
        "Changes:\n\n- Fix `quote()` for empty strings\n- Print the quoted text\n"
    )
    result = parse_response(answer)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("shellquote.py", _QUOTE), ("app.py", _APP)]
