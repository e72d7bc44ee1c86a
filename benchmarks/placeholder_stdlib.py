"""How often the placeholder scan flags real files: every ``.py`` file of the installed
standard library and every text file of ``/usr/lib/node_modules`` (npm's own files; none of
them elides code), counted by what the scan says.

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

_NODE_SUFFIXES = ("js", "mjs", "cjs", "ts", "json", "md", "sh", "py", "css", "html", "yml")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=20, help="refused files to list")
    parser.add_argument("--comments", action="store_true", help="list warnings too")
    args = parser.parse_args()
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    sources = [(stdlib, "*.py")]
    node = Path("/usr/lib/node_modules")
    if node.is_dir():
        sources += [(node, f"*.{suffix}") for suffix in _NODE_SUFFIXES]
    counts: Counter[str] = Counter()
    shown: list[str] = []
    started = time.perf_counter()
    for root, pattern in sources:
        for path in sorted(root.rglob(pattern)):
            if "site-packages" in path.parts or not path.is_file():
                continue  # installed packages, not the standard library
            try:
                content = path.read_text("utf-8")
            except (UnicodeDecodeError, OSError):
                counts["unreadable"] += 1
                continue
            counts[f"files {root}"] += 1
            found = find_placeholders(GeneratedFile(file_path=path.name, content=content))
            if found is None:
                continue
            counts[found.kind] += 1
            if (found.kind != "comment" or args.comments) and len(shown) < args.show:
                shown.append(f"  {found.kind}: {path}:{found.line}: {found.text}")
    elapsed = time.perf_counter() - started
    for root, _ in sources[:2]:
        print(f"{root}: {counts[f'files {root}']} files")
    print(f"scanned in {elapsed:.1f} s")
    for kind in ("elision", "body", "stubs", "comment"):
        print(f"{kind:8} {counts[kind]}")
    print("\n".join(shown))


if __name__ == "__main__":
    main()
