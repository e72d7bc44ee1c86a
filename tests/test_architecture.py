"""The layout of docs/architecture.md holds: packages import only the packages before them, and
no module imports a ``_``-private name of another module."""

from __future__ import annotations

import ast
from pathlib import Path

import artifact_codec

PACKAGE = Path(artifact_codec.__file__).parent

#: The order of docs/architecture.md: each stage may import the stages before it only. The
#: top-level modules of the first entry are the shared base every stage uses.
ORDER = [
    {"format", "grammars", "errors", "diagnostics", "models", "operations", "result"},
    {"jsonfix"},
    {"read"},
    {"ingest"},
    {"apply"},
    {"write"},
    {"agent"},
    {"logs"},
    {"integrations"},
    {"cli", "__init__", "__main__"},
]
RANK = {name: rank for rank, names in enumerate(ORDER) for name in names}


def _imports() -> list[tuple[str, str, list[str]]]:
    """(importing module, imported module, imported names), modules as paths in the package."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE).with_suffix("")
        parts = list(relative.parts)
        here = parts[:-1]  # the package the module is in
        tree = ast.parse(path.read_text("utf-8"))
        for block in ast.walk(tree):
            # Imports only for annotations are no dependency when the code runs.
            if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING":
                block.body = []
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = here[: len(here) - (node.level - 1)]
                target = [*base, *(node.module.split(".") if node.module else [])]
                found.append(("/".join(parts), "/".join(target), [a.name for a in node.names]))
    return found


def _stage(module: str) -> str:
    return module.split("/")[0]


def test_stages_import_only_the_stages_before_them() -> None:
    wrong = []
    for importer, imported, _ in _imports():
        source, target = _stage(importer), _stage(imported) if imported else "__init__"
        if source == target or target not in RANK:
            continue
        if RANK[target] > RANK[source]:
            wrong.append(f"{importer} imports {imported}")
    assert wrong == []


def test_no_module_imports_a_private_name_of_another() -> None:
    private = [
        f"{importer} imports {name} from {imported}"
        for importer, imported, names in _imports()
        for name in names
        if name.startswith("_") and not name.startswith("__")
    ]
    assert private == []


def test_every_stage_is_placed() -> None:
    stages = {
        _stage(str(path.relative_to(PACKAGE).with_suffix(""))) for path in PACKAGE.rglob("*.py")
    }
    assert stages - set(RANK) == set()
