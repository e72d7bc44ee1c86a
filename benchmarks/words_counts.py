"""The big runs of the two word beds: real stdlib modules, and the words a model writes around
them, dressed, placed and carried by a convention at random.

- ``--bed lead`` (tests/lead_renderings.py): a module sent in part (one function) or whole,
  under or after words saying so; rows per kind (part, whole) and per convention, dressing and
  position.
- ``--bed said`` (tests/said_renderings.py): a module written, then closing words that undo
  the write (gone, renamed, moved, emptied) or leave it; rows per kind (gone, kept) and per
  convention and dressing.
- ``--bed note`` (tests/note_renderings.py): a module with a function left out and a note in
  its place (named, a stub's body, the rest said unchanged) or whole with a remark; rows per
  form and per form and convention.

Each row prints ``name tried WRONG refused``: WRONG counts usable results whose files differ
from what the model meant (a part written whole, a file kept that the words undo); refused
counts answers the model meant whole and kept that were not read usable (false refusals).
Exit status 1 when any WRONG was found.

    python benchmarks/words_counts.py --bed lead --seed 30 --count 2000 [--show]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from lead_renderings import check_lead, render_lead
from note_renderings import check_note, render_note
from said_renderings import check_said, render_said

from artifact_codec import parse_response


def _lead(seed: int) -> tuple[tuple[str, ...], str, str | None]:
    case = render_lead(seed)
    problem = check_lead(case, parse_response(case.text))
    rows = (
        case.kind,
        f"{case.kind}/convention={case.convention}",
        f"{case.kind}/dressing={case.dressing}",
        f"{case.kind}/position={case.position}",
    )
    return rows, f"{case.convention}/{case.position}: {case.words!r}", problem


def _said(seed: int) -> tuple[tuple[str, ...], str, str | None]:
    case = render_said(seed)
    problem = check_said(case, parse_response(case.text))
    kind = "kept" if case.kept else "gone"
    rows = (kind, f"{kind}/convention={case.convention}", f"{kind}/dressing={case.dressing}")
    return rows, f"{case.convention}: {case.words!r}", problem


def _note(seed: int) -> tuple[tuple[str, ...], str, str | None]:
    case = render_note(seed)
    problem = check_note(case, parse_response(case.text))
    rows = (case.form, f"{case.form}/convention={case.convention}")
    return rows, f"{case.convention}/{case.form}: {case.note!r}", problem


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bed", choices=("lead", "said", "note"), default="lead", help="which bed")
    parser.add_argument("--count", type=int, default=1000, help="cases to try")
    parser.add_argument("--seed", type=int, default=30, help="seed of the first case")
    parser.add_argument("--show", action="store_true", help="print each WRONG case's words")
    args = parser.parse_args()
    draw = {"lead": _lead, "said": _said, "note": _note}[args.bed]
    tried: Counter[str] = Counter()
    wrong: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    first = args.seed * 1_000_000
    for seed in range(first, first + args.count):
        rows, shown, problem = draw(seed)
        for row in rows:
            tried[row] += 1
            if problem and problem.startswith("WRONG"):
                wrong[row] += 1
            elif problem:
                refused[row] += 1
        if args.show and problem and problem.startswith("WRONG"):
            print(f"  seed {seed} {shown}: {problem}")
    print(f"{args.bed} bed: {args.count} cases from seed {first}")
    print("name tried WRONG refused")
    for row in sorted(tried):
        print(f"{row} {tried[row]} {wrong[row]} {refused[row]}")
    return 1 if sum(wrong[row] for row in tried if "/" not in row) else 0


if __name__ == "__main__":
    raise SystemExit(main())
