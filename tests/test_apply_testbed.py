"""The applier's test bed: real changes (pallets/click's history, ``tests/data/apply/commits``)
and changes to real files (the standard library, npm), written in every edit convention with
every noise model real models add (``tests/noisy_edits.py``), applied with apply_edits.

Each answer text is read by parse_response and applied by apply_edits. A rendering must come
back exact or be refused; never a file that differs from the change (a
silent wrong edit). The exact share and the clean and CRLF promises are checked too;
``benchmarks/bench_edits.py`` runs the same renderings on 300 changes beside aider's appliers.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from noisy_edits import FORMATS, NOISES, Change, Rendering, applicable, render, synthetic_change
from renderings import corpus

from artifact_codec import apply_edits

COMMITS = Path(__file__).parent / "data" / "apply" / "commits" / "click.jsonl"


def _click() -> list[Change]:
    changes = []
    for line in COMMITS.read_text("utf-8").splitlines():
        raw = json.loads(line)
        changes.append(Change(raw["path"], raw["old"], raw["new"], raw["commit"][:10]))
    return changes


def _synthetic(count: int) -> list[Change]:
    rng = random.Random(26)
    files = [f for f in corpus() if 400 < len(f.content) < 30_000]
    chosen = rng.sample(files, count)
    return [synthetic_change(f.name, f.content, rng) for f in chosen]


def _verdict(rendering: Rendering) -> str:
    # The answer text, as a model sent it: read by parse_response inside apply_edits.
    result = apply_edits(rendering.text, rendering.before)
    if not result.ok:
        return "refused"
    return "exact" if result.files == rendering.expected else "WRONG"


@pytest.fixture(scope="module")
def verdicts() -> Counter[tuple[str, str, str]]:
    counts: Counter[tuple[str, str, str]] = Counter()
    wrong = []
    for change in _click() + _synthetic(30):
        for fmt in FORMATS:
            for noise in NOISES:
                if not applicable(fmt, noise):
                    continue
                rendering = render(change, fmt, noise)
                verdict = _verdict(rendering)
                counts[fmt, noise, verdict] += 1
                if verdict == "WRONG":
                    wrong.append(f"{fmt}/{noise}: {change.path} {change.source}")
    assert wrong == []
    return counts


def test_no_noise_model_produces_a_wrong_file(verdicts: Counter[tuple[str, str, str]]) -> None:
    assert sum(n for (_, _, verdict), n in verdicts.items() if verdict == "WRONG") == 0


def test_clean_edits_apply_exactly(verdicts: Counter[tuple[str, str, str]]) -> None:
    for fmt in FORMATS:
        assert verdicts[fmt, "clean", "refused"] == 0, fmt
        assert verdicts[fmt, "clean", "exact"] == 40, fmt


@pytest.mark.parametrize("noise", NOISES)
def test_each_noise_model_applies_nearly_always(
    verdicts: Counter[tuple[str, str, str]], noise: str
) -> None:
    exact = sum(verdicts[fmt, noise, "exact"] for fmt in FORMATS)
    tried = sum(verdicts[fmt, noise, v] for fmt in FORMATS for v in ("exact", "refused"))
    assert exact >= 0.9 * tried, (noise, exact, tried)


def test_crlf_files_stay_crlf() -> None:
    for change in _click()[:3]:
        rendering = render(change, "search-replace", "crlf")
        result = apply_edits(rendering.operations, rendering.before)
        (text,) = result.files.values()
        assert "\r\n" in text
        assert "\n" not in text.replace("\r\n", "")
