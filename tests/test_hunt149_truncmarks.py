"""hunt149: a harness's truncation of a long ``cat`` output, the text shown agreeing with the
written file: a mark counting the characters left out written ``[... N more characters]``
(fix-outputs184 reads ``... [truncated N characters]``, ``<N chars omitted>``), a cut by
characters that ends within a line (the count exact), a cut in the middle (``... [N characters
truncated] ...`` between the head and the tail), Codex CLI's ``[... omitted N of M lines ...]``
between the head and the tail, a cut within a line under an uncounted ``... (output
truncated)``. An OpenAI transcript writes a.py (1000 lines ``vI = I``), ``cat``s it, and the
output is a.py as written, cut so. Main refuses (tool-call-changed; the base too): false
refusals. A count that a.py cannot have stays refused (guard)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

BIG = "".join(f"v{i} = {i}\n" for i in range(1000))
CUT = BIG.index("v30 =")
HEAD, REST = BIG[:CUT], len(BIG) - CUT


def _after(output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", BIG)
    messages.append(call_message("c1", "bash", {"command": "cat a.py"}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_CASES = {
    "more-characters-bracketed": HEAD + f"[... {REST} more characters]",
    "more-characters-plain": HEAD + f"... {REST} more characters",
    "within-a-line-counted": BIG[: CUT + 2] + f"... [truncated {REST - 2} characters]",
    "within-a-line-more-characters": BIG[: CUT + 2] + f"[... {REST - 2} more characters]",
    "middle-counted": HEAD
    + f"\n... [{len(BIG) - 2 * CUT} characters truncated] ...\n\n"
    + BIG[-CUT:],
    "codex-omitted-lines": (
        BIG[: BIG.index("v10 =")]
        + "\n[... omitted 980 of 1000 lines ...]\n\n"
        + BIG[BIG.index("v990 =") :]
    ),
    "within-a-line-uncounted": BIG[: CUT + 2] + "\n... (output truncated)",
}


@pytest.mark.parametrize("output", list(_CASES.values()), ids=list(_CASES))
def test_a_cut_output_of_the_file_as_written_keeps_it(output: str) -> None:
    assert _after(output) == [("a.py", BIG)]


def test_a_mark_counting_more_than_the_file_holds_refuses_it() -> None:
    assert _after(HEAD + f"... [truncated {REST * 3} characters]") is None
