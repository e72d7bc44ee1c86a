"""fix-overload134: the other readings of the rules closed for hunt109-overloads (Python) and
hunt104-sameblocks stay whole: an @overload name with its implementation, under
TYPE_CHECKING with the implementation in the else, a Protocol's stubs; a file's block
followed by a session block under "Then try it there:"; a renderer's flag after a fence's
path."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.unbound import find_unbound


@pytest.mark.parametrize(
    "source",
    [
        pytest.param(
            "from typing import overload\n\n\n@overload\ndef f(x: int) -> int: ...\n"
            "@overload\ndef f(x: str) -> str: ...\ndef f(x):\n    return x\n\n\ny = f(1)\n",
            id="with-implementation",
        ),
        pytest.param(
            "from typing import TYPE_CHECKING, overload\n\nif TYPE_CHECKING:\n"
            "    @overload\n    def f(x: int) -> int: ...\n    @overload\n"
            "    def f(x: str) -> str: ...\nelse:\n    def f(x):\n        return x\n\n\n"
            "y = f(1)\n",
            id="type-checking-else",
        ),
        pytest.param(
            "from typing import Protocol, overload\n\n\nclass P(Protocol):\n    @overload\n"
            "    def f(self, x: int) -> int: ...\n    @overload\n"
            "    def f(self, x: str) -> str: ...\n\n    def g(self):\n"
            "        return self.f(1)\n",
            id="protocol",
        ),
        pytest.param(
            "from overloading import overload\n\n\n@overload\ndef f(x: int):\n"
            "    return x + 1\n\n\n@overload\ndef f(x: str):\n    return x\n\n\ny = f(1)\n",
            id="runtime-overload-bodies",
        ),
    ],
)
def test_overloads_that_define_stay_whole(source: str) -> None:
    assert find_unbound("a.py", source) is None


def test_stubs_only_name_is_unbound() -> None:
    source = "from typing import overload\n\n\n@overload\ndef f(x: int) -> int: ...\n\n\ny = f(1)\n"
    assert find_unbound("a.py", source) == (8, ["f (only @overload stubs)"])


_APP = "`app.py`:\n\n```python\ndef quote(s):\n    return s\n```\n\n"


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_APP + "Then try it there:\n\n```python\n>>> quote(1)\n```\n", id="try"),
        pytest.param(_APP + "Run it in the same shell:\n\n```bash\npython app.py\n```\n", id="sh"),
        pytest.param(
            "```python app.py showLineNumbers\ndef quote(s):\n    return s\n```\n", id="flag"
        ),
    ],
)
def test_whole_blocks_stay_whole(answer: str) -> None:
    result = parse_response(answer)
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["app.py"]


def test_same_file_pieces_are_refused() -> None:
    answer = _APP + "And in the same file:\n\n```python\ndef split(s):\n    return s\n```\n"
    result = parse_response(answer)
    assert not result.usable
    assert result.code.files == []
    assert any("same file" in d.message for d in result.diagnostics)
