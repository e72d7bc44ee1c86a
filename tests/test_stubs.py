"""A file of signatures with empty bodies (a plan's stubs) is no file: the check looks at the
start of a file first, and must say what the rule says for every file."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from artifact_codec import GeneratedFile, Status, parse_response
from artifact_codec.format.spec import DEFAULT_DELIMITER as D
from artifact_codec.ingest import placeholders

_STUB = re.compile(
    r"[ \t]*(?:"
    r"(?:export[ \t]+)?(?:default[ \t]+)?(?:async[ \t]+)?function\*?[ \t]*[\w$]*[ \t]*\([^()\n]*\)"
    r"(?:[ \t]*:[^{\n]+)?[ \t]*\{[ \t]*(?:/\*[^\n]*?\*/|\.\.\.|//[^\n]*)?[ \t]*\}[ \t]*;?"
    r"|(?:async[ \t]+)?def[ \t]+\w+[ \t]*\([^\n]*\)(?:[ \t]*->[^:\n]+)?[ \t]*:[ \t]*(?:\.\.\.|pass)"
    r"[ \t]*(?:#[^\n]*)?"
    r")[ \t]*"
)


def _by_the_rule(path: str, content: str) -> tuple[int, str] | None:
    """The first stub line when every line (as ``str.splitlines`` cuts them) is a stub, a
    class frame, a comment or blank, and none names an interface; None otherwise."""
    if not path.endswith((".js", ".ts", ".py")) or len(content) > 4096:
        return None
    first = None
    for number, line in enumerate(content.splitlines(), 1):
        if _STUB.fullmatch(line):
            first = first or (number, line.strip())
        elif not placeholders._STUB_FRAME.fullmatch(line) or any(
            word in line for word in ("Protocol", "ABC", "Interface", "abstract")
        ):
            return None
    return first


_LINES = st.sampled_from(
    [
        "def load(key): ...",
        "    def save(self, value) -> None: pass",
        "export function load(key) {}",
        "async function run() { /* later */ }",
        "class Store:",
        "class Cache(Protocol):",
        "}",
        "# a comment",
        "// " + "x" * 120,
        "",
        "   ",
        "import os",
        "return 1",
    ]
)
_BREAKS = st.sampled_from(["\n", "\n", "\r\n", "\r", "\x0c", "\u2028", "\x85"])


@settings(max_examples=600)
@example([("# c", "\n")] * 62 + [("def load(key): ...", "\n")] * 20, True, "a.py")  # cut at 256
@example([("# c", "\r")] * 63 + [("", "\n")] + [("def f(): pass", "\r\n")] * 30, True, "a.py")
@given(
    st.lists(st.tuples(_LINES, _BREAKS), max_size=40),
    st.booleans(),
    st.sampled_from(["a.py", "a.ts", "a.md"]),
)
def test_stubs_follow_the_rule_on_every_line(
    lines: list[tuple[str, str]], final_break: bool, path: str
) -> None:
    content = "".join(line + brk for line, brk in lines)
    if not final_break and lines:
        content = content[: -len(lines[-1][1])]
    file = GeneratedFile.model_construct(file_path=path, content=content)
    assert placeholders._stubs(file) == _by_the_rule(path, content)


def test_stubs_after_a_long_start_are_still_stubs() -> None:
    # The start looked at first holds only comments: the rest decides.
    content = "# notes\n" * 40 + "def load(key): ...\ndef save(key, value): ...\n"
    answer = f"{{}}\n\n{D}\nPATH: store.py\n---\n{content}\n{D}END\n"
    result = parse_response(answer)
    assert result.status is Status.REJECTED_FILES
    assert [d.code for d in result.diagnostics] == ["placeholder-file"]
    assert "def load(key): ..." in result.diagnostics[0].message
