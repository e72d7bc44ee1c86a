"""hunt140: fix-lead162's whole-file exception ("the only function I changed is X" over a block
that declares ``__all__`` and defines every name in it is the whole module) over blocks that
declare and define every public name yet are NOT the whole module: the real stdlib shlex.py
without its tail (``_print_tokens`` and the ``if __name__ == '__main__':`` block) or with the
class ``shlex`` cut down to ``__init__`` (every other method gone), textwrap.py without its
``__main__`` block, heapq.py without its closing C-accelerator imports (``from _heapq import
*``), base64.py without ``main()``/``test()`` and its ``__main__`` block. The base b8cdcaa1
refused them all (partial-file): regressions of fix-lead162, usable-WRONG.

Expected by hand from what the model meant: the lead names the one function that changed and
the block stops where the model stopped copying (or leaves the class's other methods out):
written as the whole file it deletes the tail or the methods (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_STD = Path(sysconfig.get_paths()["stdlib"])
_SHLEX = (_STD / "shlex.py").read_text(encoding="utf-8")
_TEXTWRAP = (_STD / "textwrap.py").read_text(encoding="utf-8")
_HEAPQ = (_STD / "heapq.py").read_text(encoding="utf-8")
_BASE64 = (_STD / "base64.py").read_text(encoding="utf-8")

_SHLEX_NO_TAIL = _SHLEX[: _SHLEX.index("def _print_tokens")]
_SHLEX_INIT_ONLY = (
    _SHLEX[: _SHLEX.index("    def push_token")] + _SHLEX[_SHLEX.index("def split(") :]
)
_TEXTWRAP_NO_TAIL = _TEXTWRAP[: _TEXTWRAP.index("if __name__")]
_HEAPQ_NO_TAIL = _HEAPQ[: _HEAPQ.index("# If available")]
_BASE64_NO_TAIL = _BASE64[: _BASE64.index("def main(")]


@pytest.mark.parametrize(
    ("path", "body", "prose"),
    [
        pytest.param(
            "shlex.py", _SHLEX_NO_TAIL, "The only function I changed is split:", id="shlex-no-tail"
        ),
        pytest.param(
            "shlex.py",
            _SHLEX_NO_TAIL,
            "`split()` is the only function that changes:",
            id="shlex-no-tail-is-the-only",
        ),
        pytest.param(
            "shlex.py",
            _SHLEX_INIT_ONLY,
            "The only function I changed is split:",
            id="shlex-class-init-only",
        ),
        pytest.param(
            "shlex.py",
            _SHLEX_INIT_ONLY,
            "Here is shlex.py; the only function I changed is split:",
            id="shlex-class-init-only-here-is",
        ),
        pytest.param(
            "textwrap.py",
            _TEXTWRAP_NO_TAIL,
            "The only function I changed is dedent:",
            id="textwrap-no-main",
        ),
        pytest.param(
            "textwrap.py",
            _TEXTWRAP_NO_TAIL,
            "`dedent()` is the only function that changes:",
            id="textwrap-no-main-is-the-only",
        ),
        pytest.param(
            "heapq.py",
            _HEAPQ_NO_TAIL,
            "The only function I changed is heappush:",
            id="heapq-no-accelerator-imports",
        ),
        pytest.param(
            "base64.py",
            _BASE64_NO_TAIL,
            "Here is base64.py; the only function I changed is b64encode:",
            id="base64-no-main",
        ),
    ],
)
def test_only_fn_changed_over_a_module_missing_its_tail_refuses(
    path: str, body: str, prose: str
) -> None:
    refused(f"{prose}\n\n`{path}`:\n\n```python\n{body}```\n")
