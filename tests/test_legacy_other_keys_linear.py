"""A legacy all-JSON answer with many keys beside "files": each key is located from the last
one found, not from the start of the text (20,000 keys took 20.9 s against 1.0 s for 2,000)."""

from __future__ import annotations

import json

from timing import assert_linear

from artifact_codec import parse_response


def _answer(n: int) -> str:
    others = {f"k{i}": i for i in range(n)}
    return json.dumps({"files": [{"file_path": "a.py", "content": "x = 1\n"}], **others})


def test_many_other_keys_cost_linear_time() -> None:
    assert_linear(_answer, parse_response, 200)


def test_each_other_key_is_named_where_it_stands() -> None:
    result = parse_response(_answer(3))
    named = [d for d in result.diagnostics if d.code == "legacy-unknown-key"]
    assert [d.message.split('"')[1] for d in named] == ["k0", "k1", "k2"]
    assert len({(d.line, d.column) for d in named}) == 3
