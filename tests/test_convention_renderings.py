"""Real files rendered in every convention (``tests/convention_renderings.py``): each reading is
exact, or reported as not usable; never usable and wrong, never read as another convention.

Bounded for CI (``derandomize=True``: the same examples every run);
``benchmarks/convention_counts.py`` runs thousands and prints the counts per convention.
"""

from __future__ import annotations

import random

import convention_renderings as bed  # a plain module next to the tests, like renderings
import pytest
import renderings
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import Format, ParseResult, Status, parse_response

CORPUS = renderings.corpus()


def _settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def _read(rendering: bed.ConventionRendering) -> ParseResult:
    return parse_response(rendering.text, **rendering.options)


def _explain(rendering: bed.ConventionRendering, result: ParseResult, verdict: str) -> str:
    return (
        f"{rendering.convention} style={rendering.style} hard={rendering.hard}: {verdict}\n"
        f"got status={result.status.value} format={result.format.value} "
        f"diagnostics={[d.code for d in result.diagnostics]}\ntext:\n{rendering.text[:2000]!r}"
    )


def renderings_of(
    convention: str, hardeners: st.SearchStrategy[list[str]]
) -> st.SearchStrategy[bed.ConventionRendering]:
    return st.builds(
        lambda files, hard, seed: bed.render(convention, CORPUS, files, hard, seed),
        st.lists(st.integers(0, len(CORPUS) - 1), min_size=1, max_size=4),
        hardeners,
        st.integers(0, 2**32 - 1),
    )


@pytest.mark.parametrize("convention", sorted(bed.CONVENTIONS))
def test_plain_files_read_exactly(convention: str) -> None:
    """Real files with nothing hard added: every one comes back exact, as this convention."""

    @_settings(25)
    @given(renderings_of(convention, st.just([])))
    def run(rendering: bed.ConventionRendering) -> None:
        result = _read(rendering)
        verdict = bed.check(rendering, result)
        if rendering.hard:  # the real file itself holds what the convention cannot say
            assert not verdict.startswith("wrong"), _explain(rendering, result, verdict)
        else:
            assert verdict == "exact", _explain(rendering, result, verdict)

    run()


@pytest.mark.parametrize(
    ("convention", "content", "why"),
    [
        ("bolt", "x = '&#4660;'\n", "character_reference"),
        ("bolt", "x = '&amp;'\n", "character_reference"),
        ("bolt", "\nx = 1\n", "trimmed_layout"),
        ("cline", "x = 1\n\n", "trimmed_layout"),
        ("openhands", "  x = 1\n", "trimmed_layout"),
    ],
)
def test_a_real_file_the_convention_cannot_say_is_hard_and_reported(
    convention: str, content: str, why: str
) -> None:
    """What the tool's own parser would change (a character reference bolt's forks decode, the
    blank lines the XML-style tools strip) makes a plain rendering hard in the bed, and the
    reader reports it instead of reading it: the bed's "plain must be exact" holds."""
    pool = [renderings.CorpusFile("src/app.py", content)]
    rendering = bed.render(convention, pool, [0], [], 0)
    assert why in rendering.hard
    result = _read(rendering)
    assert not result.usable, _explain(rendering, result, bed.check(rendering, result))
    assert bed.check(rendering, result) == "reported"


@pytest.mark.parametrize("convention", sorted(bed.CONVENTIONS))
def test_hard_files_are_exact_or_reported(convention: str) -> None:
    """Fences, delimiter lines, closing tags, heredoc delimiters, CRLF and other conventions
    inside the files: exact, or not usable with a diagnostic; never usable and wrong."""
    hardeners = st.lists(st.sampled_from(sorted(bed.HARDENERS)), min_size=1, max_size=3)

    @_settings(30)
    @given(renderings_of(convention, hardeners))
    def run(rendering: bed.ConventionRendering) -> None:
        result = _read(rendering)
        verdict = bed.check(rendering, result)
        assert not verdict.startswith("wrong"), _explain(rendering, result, verdict)

    run()


def test_check_catches_wrong_readings() -> None:
    """The check is not vacuous: a changed byte, another convention, a lost command and a
    silent refusal are all caught."""
    rendering = bed.render("bolt", CORPUS, [3, 8], [], 7)
    result = _read(rendering)
    assert bed.check(rendering, result) == "exact"
    changed = result.code.model_copy(
        update={
            "files": [
                result.code.files[0].model_copy(update={"content": "x"}),
                *result.code.files[1:],
            ]
        }
    )
    assert bed.check(rendering, ParseResult(result.status, result.format, changed)).startswith(
        "wrong"
    )
    other = ParseResult(result.status, Format.MARKDOWN, result.code, result.diagnostics)
    assert bed.check(rendering, other).startswith("wrong: read as markdown")
    rendering.commands = ["npm install", "npm start"]
    assert bed.check(rendering, result).startswith("wrong: commands")
    silent = ParseResult(Status.REJECTED_FILES, result.format, result.code)
    assert bed.check(rendering, silent).startswith("wrong: not usable and no diagnostic")


def test_hardeners_make_content_hard() -> None:
    """The bed itself: each hardener puts what it says into a real file."""
    content = CORPUS[5].content
    signs = {
        "nested_fence": "```bash\n",
        "bare_fence": "```\nexample\n```\n",
        "tilde_fence": "~~~\n",
        "native_format": "===FILE_CONTENT_BLOCK===\n",
        "heredoc_delimiter": "\nEOF\n",
        "label_and_fence": "### other.py\n```python\n",
        "crlf": "\r\n",
    }
    for name, sign in signs.items():
        hardened = bed.HARDENERS[name](content, random.Random(1))
        assert sign in ("\n" + hardened), name
