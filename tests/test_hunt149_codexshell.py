"""hunt149: Codex CLI's ``shell`` tool (its ``command`` an argv list, most often ``["bash",
"-lc", "<script>"]``; its output the JSON ``{"output": ..., "metadata": {"exit_code": 0,
"duration_seconds": ...}}``). An OpenAI transcript writes a.py (``x = 1``/``y = 2``), then runs
a Codex shell call reading it back. The script of ``bash -lc`` is not read as the command it
runs: its output showing a.py otherwise (``cat`` printing ``x = 5``, ``wc -l`` 9 lines, ``ls``
without it, ``sed -n '1,200p'``) keeps a.py as written (usable-WRONG; the base did too), where
the same script as a ``bash`` tool's ``command`` string is refused. And the JSON wrapper of the
output is compared as the file's text: ``["cat", "a.py"]`` printing a.py as written is refused
(false refusal; the base too)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _codex(output: str) -> str:
    return json.dumps({"output": output, "metadata": {"exit_code": 0, "duration_seconds": 0.1}})


def _after(argv: list[str], output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "shell", {"command": argv, "workdir": "/repo"}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _lc(script: str) -> list[str]:
    return ["bash", "-lc", script]


_OTHERWISE = {
    "lc-cat-wrapped": (_lc("cat a.py"), _codex("x = 5\n")),
    "lc-cat-plain": (_lc("cat a.py"), "x = 5\n"),
    "lc-sed-range-wrapped": (_lc("sed -n '1,200p' a.py"), _codex("x = 5\n")),
    "lc-wc-lines-wrapped": (_lc("wc -l a.py"), _codex("9 a.py\n")),
    "lc-ls-without-wrapped": (_lc("ls"), _codex("b.py\n")),
    "lc-test-missing-wrapped": (_lc("test -f a.py && echo yes || echo no"), _codex("no\n")),
    "lc-stat-size-wrapped": (_lc("stat -c %s a.py"), _codex("0\n")),
    "argv-cat-wrapped": (["cat", "a.py"], _codex("x = 5\n")),
}
_AS_WRITTEN = {
    "argv-cat-wrapped-as-written": (["cat", "a.py"], _codex(CONTENT)),
    "lc-cat-wrapped-as-written": (_lc("cat a.py"), _codex(CONTENT)),
    "argv-wc-wrapped-as-written": (["wc", "-l", "a.py"], _codex("2 a.py\n")),
}


@pytest.mark.parametrize(("argv", "output"), list(_OTHERWISE.values()), ids=list(_OTHERWISE))
def test_a_codex_shell_output_showing_the_file_otherwise_refuses_it(
    argv: list[str], output: str
) -> None:
    assert _after(argv, output) is None


@pytest.mark.parametrize(("argv", "output"), list(_AS_WRITTEN.values()), ids=list(_AS_WRITTEN))
def test_a_codex_shell_output_of_the_file_as_written_keeps_it(argv: list[str], output: str) -> None:
    assert _after(argv, output) == [("a.py", CONTENT)]
