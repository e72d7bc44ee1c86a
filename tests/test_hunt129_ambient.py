"""hunt129: a TypeScript ambient block whose brace opens on the line under its head (Allman
style: ``declare global`` then ``{``), read as overload signatures defined nowhere.

The lead's round-23 rule (``_ambient_spans``) reads the signatures inside ``declare global {``
/ ``declare module 'x' {`` as ambient declarations (what is defined elsewhere), not overloads
left without an implementation; its head must hold the brace (``_DECLARE_HEAD`` looks ahead
for ``{`` on the head's line). With the brace on the next line, a remark ``// track and flush
unchanged`` over a function calling the declared functions (imported too, in one case) is
refused as a note of code left out. With the brace on the head's line the same files are
whole.

Expected by hand from what the model meant: the functions are declared as given by the page or
the package; the file is whole: written exactly, usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_FN = (
    "\n// track and flush unchanged\nexport function submit(form: string): void {\n"
    "  track(form);\n  flush();\n}\n"
)
_SIGS = "  function track(e: string): void;\n  function flush(): void;\n}\n"


@pytest.mark.parametrize(
    "content",
    [
        pytest.param("declare global\n{\n" + _SIGS + _FN, id="global-brace-next-line"),
        pytest.param(
            "export {};\n\ndeclare global\n{\n" + _SIGS + _FN, id="global-module-brace-next-line"
        ),
        pytest.param(
            "declare module 'analytics'\n{\n  export function track(e: string): void;\n"
            "  export function flush(): void;\n}\n\nimport { track, flush } from 'analytics';\n"
            + _FN,
            id="module-brace-next-line-imported",
        ),
    ],
)
def test_an_ambient_block_with_its_brace_below_declares(content: str) -> None:
    result = parse_response(native_answer("src/a.ts", content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("src/a.ts", content)]
