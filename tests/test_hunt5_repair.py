"""Failing tests from an independent attack on the JSON repair rules of issue 25 (hunt5-repair).

Each test is one finding: an input whose repaired value, or whose legacy files, differ from
what the writer meant (or from a documented rule of docs/repair.md) with no guess reported at
the place that decided it. The comment above each test says the class, how it was found
(``benchmarks/hunt_hunt5-repair.py`` re-runs the generators with fixed seeds) and what the
library did. These tests fail by design until the finding is fixed.
"""

from __future__ import annotations

import json

from artifact_codec import parse_response, repair_json_report


def _guessed(result: object) -> list[str]:
    return [d.code for d in result.diagnostics if d.message.startswith("guessed")]  # type: ignore[attr-defined]


# Class: raw-string rule skipped (silent WRONG file content). Found by the ``legacy-raw``
# generator (a real stdlib file, getpass.py, pasted unescaped into a legacy answer: raw line
# breaks, ``'\n'`` in the code). docs/repair.md: a string with raw line breaks and a ``\n`` is
# read raw (``raw-string`` guess). When the string holds no unescaped ``"`` the document's only
# fault is raw control characters and the strict=False fast path reads ``\n`` as a line break:
# status ``repaired``, only ``json-control-character`` reported, the code's string literal broken
# across two lines. With a raw ``"`` in the same string the rule applies (``print("a\nb")``).
def test_raw_code_without_double_quotes_keeps_its_backslash_n() -> None:
    code = "def f(line):\n    if line[-1] == '\\n':\n        line = line[:-1]\n    return line\n"
    text = '{"files": [{"file_path": "a.py", "content": "' + code + '"}]}'
    result = parse_response(text)
    assert result.usable
    assert result.code.files[0].content == code or "json-raw-string" in _guessed(result)
    repaired = repair_json_report(text)
    value = json.loads(repaired.text)
    assert value["files"][0]["content"] == code or any(
        g.kind.value == "raw-string" for g in repaired.guesses
    )
