"""How often the placeholder scan flags real files: every ``.py`` file of the installed
standard library (none of them elides code), counted by what the scan says.

    python benchmarks/placeholder_stdlib.py [--show N]

``elision`` and ``body``/``stubs`` would refuse a real file (a whole file mistaken for an edit);
``comment`` only warns. The count of ``elision`` should stay near zero.
"""

from __future__ import annotations

import argparse
import sysconfig
import time
from collections import Counter
from pathlib import Path

from artifact_codec import GeneratedFile
from artifact_codec.ingest.placeholders import find_placeholders


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=20, help="refused files to list")
    parser.add_argument("--comments", action="store_true", help="list warnings too")
    args = parser.parse_args()
    root = Path(sysconfig.get_paths()["stdlib"])
    counts: Counter[str] = Counter()
    shown: list[str] = []
    started = time.perf_counter()
    for path in sorted(root.rglob("*.py")):
        if "site-packages" in path.parts:
            continue  # installed packages, not the standard library
        try:
            content = path.read_text("utf-8")
        except (UnicodeDecodeError, OSError):
            counts["unreadable"] += 1
            continue
        counts["files"] += 1
        found = find_placeholders(GeneratedFile(file_path=path.name, content=content))
        if found is None:
            continue
        counts[found.kind] += 1
        if (found.kind != "comment" or args.comments) and len(shown) < args.show:
            shown.append(f"  {found.kind}: {path.relative_to(root)}:{found.line}: {found.text}")
    elapsed = time.perf_counter() - started
    print(f"stdlib {root}: {counts['files']} .py files scanned in {elapsed:.1f} s")
    for kind in ("elision", "body", "stubs", "comment"):
        print(f"{kind:8} {counts[kind]}")
    print("\n".join(shown))


if __name__ == "__main__":
    main()
