"""Files written two ways in one answer, where a file of the first way QUOTES the second way:
real files (``tests/renderings.py``'s corpus) rendered in convention A, then one in convention
B, with a file's content holding B's rendering of another file (or A's, the other way round).

The rule (docs/lenient.md, "mixed conventions"): when one convention wins, what the others read
is looked for outside the winner's files only; a quote inside a file is content, and must
neither hide a real later file nor stand for one. So every written file is in the result,
exactly, or the result is not usable: a file the answer holds never vanishes from a usable
result, and the quoted file is never written.
"""

from __future__ import annotations

import pytest
import renderings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import parse_response

CORPUS = [f for f in renderings.corpus() if f.content.endswith("\n") and "\r" not in f.content]
CONVENTIONS = ("label", "info", "gpt-engineer", "cline", "bolt", "openhands", "claude", "heredoc")
# A file quoted inside another one: never a file of the answer.
QUOTED = ("evil.py", "import os\nos.remove('x')\n")


def render(convention: str, path: str, content: str) -> str | None:
    """``content`` written as ``path`` the way ``convention``'s prompt asks; None when the
    content holds what ends the convention's file early (then it has no single meaning)."""
    fence = renderings._fence_for(content)
    language = renderings._language(path)
    if convention == "label":
        return f"`{path}`:\n{fence}{language}\n{content}{fence}\n"
    if convention == "info":
        return f"{fence}{language} {path}\n{content}{fence}\n"
    if convention == "gpt-engineer":
        return f"{path}\n{fence}{language}\n{content}{fence}\n"
    if convention == "cline":
        if "</write_to_file>" in content or "</content>" in content:
            return None
        call = f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n"
        return call + "</write_to_file>\n"
    if convention == "bolt":
        if "</boltAction>" in content or "</boltArtifact>" in content or "&" in content:
            return None
        return (
            '<boltArtifact id="a" title="A">\n'
            f'<boltAction type="file" filePath="{path}">\n{content}</boltAction>\n</boltArtifact>\n'
        )
    if convention == "openhands":
        if "</parameter>" in content or "</function>" in content:
            return None
        return (
            "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
            f"<parameter=path>{path}</parameter>\n<parameter=file_text>\n{content}</parameter>\n"
            "</function>\n"
        )
    if convention == "claude":
        if "</antArtifact>" in content:
            return None
        ident = "".join(c if c.isalnum() else "-" for c in path.lower())
        return (
            f'<antArtifact identifier="{ident}" type="application/vnd.ant.code" '
            f'language="{language}" title="{path}">\n{content}</antArtifact>\n'
        )
    lines = content.split("\n")
    tag = "EOF"
    while tag in lines:
        tag += "_"
    return f"```bash\ncat > {path} <<'{tag}'\n{content}{tag}\n```\n"


def quoting(content: str, convention: str, at: int) -> str:
    """``content`` with ``convention``'s rendering of :data:`QUOTED` inserted at line ``at``
    (an example in a README, a test fixture)."""
    inner = render(convention, *QUOTED) or ""
    lines = content.split("\n")
    at %= len(lines)
    return "\n".join([*lines[:at], *inner.rstrip("\n").split("\n"), *lines[at:]])


def _same(a: str, b: str) -> bool:
    return a.replace("\r\n", "\n").strip() == b.replace("\r\n", "\n").strip()


@st.composite
def mixed_answers(draw: st.DrawFn) -> tuple[str, dict[str, str]]:
    """An answer: 1-3 real files in convention A, then one in convention B; one file (of A or
    of B) quotes the other convention."""
    first = draw(st.sampled_from(CONVENTIONS))
    second = draw(st.sampled_from([c for c in CONVENTIONS if c != first]))
    indices = draw(st.lists(st.integers(0, len(CORPUS) - 1), min_size=2, max_size=4, unique=True))
    holder = draw(st.integers(0, len(indices) - 1))
    at = draw(st.integers(0, 10_000))
    parts = [draw(st.sampled_from(["Here are the files.", "Sure!", ""]))]
    files: dict[str, str] = {}
    for number, index in enumerate(indices):
        file = CORPUS[index]
        convention = first if number < len(indices) - 1 else second
        content = file.content
        if number == holder:
            content = quoting(content, second if convention == first else first, at)
        if not content.endswith("\n"):
            content += "\n"
        rendered = render(convention, file.name, content)
        if rendered is None or file.name in files:
            continue
        files[file.name] = content
        parts += [rendered, draw(st.sampled_from(["", "Next:", "And the other file."]))]
    return "\n".join(parts) + "\n", files


@settings(
    max_examples=80,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(mixed_answers())
def test_a_file_of_another_convention_is_read_or_the_answer_refused(
    answer: tuple[str, dict[str, str]],
) -> None:
    text, files = answer
    result = parse_response(text)
    if not result.usable:
        assert result.diagnostics
        return
    got = {f.file_path: f.content for f in result.code.files}
    assert set(got) == set(files), (result.status, sorted(got), sorted(files), text[:3000])
    for path, content in got.items():
        assert _same(content, files[path]), (path, result.status)


# The minimal forms (the findings of hunt 8, tests/test_hunt8_conv.py): one file quoting the
# other convention, then a real file of it.
@pytest.mark.parametrize(
    ("first", "second"),
    [(a, b) for a in CONVENTIONS for b in CONVENTIONS if a != b],
)
def test_every_pair_of_conventions_keeps_the_later_file(first: str, second: str) -> None:
    holder = quoting("# Title\n\nSome text.\n", second, 2)
    text = (render(first, "a.md", holder) or "") + "\n" + (render(second, "b.py", "y = 2\n") or "")
    result = parse_response(text)
    if result.usable:
        paths = {f.file_path for f in result.code.files}
        assert paths == {"a.md", "b.py"}, (result.status, paths, text)


# An answer cut inside a later call of another convention: the call's file is lost, so the
# answer is not usable (``truncated``), wherever the cut falls after the call's opening line.
TAGGED = ("cline", "bolt", "openhands", "claude")


@pytest.mark.parametrize("second", TAGGED)
@pytest.mark.parametrize("first", ["label", "info", "gpt-engineer", "heredoc"])
def test_an_answer_cut_inside_a_later_call_is_not_usable(first: str, second: str) -> None:
    head = (render(first, "a.py", "x = 1\n") or "") + "\n"
    call = render(second, "b.py", "def f():\n    return 2\n") or ""
    opening = call.index("\n") + 1
    closing = call.rindex("</")  # the cut lies before the call's last closing tag
    for cut in range(opening, closing):
        result = parse_response(head + call[:cut])
        assert not result.usable, (cut, call[:cut], result.status, result.code.files)
