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
    {"format", "grammars", "errors", "diagnostics", "models", "operations", "reports", "result"},
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


def _imports(*, annotations: bool = False) -> list[tuple[str, str, list[str]]]:
    """(importing module, imported module, imported names), modules as paths in the package.

    Imports under ``if TYPE_CHECKING:`` count only with ``annotations=True``."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE).with_suffix("")
        parts = list(relative.parts)
        here = parts[:-1]  # the package the module is in
        tree = ast.parse(path.read_text("utf-8"))
        for block in ast.walk(tree):
            # Imports only for annotations are no dependency when the code runs.
            if (
                not annotations
                and isinstance(block, ast.If)
                and ast.unparse(block.test) == "TYPE_CHECKING"
            ):
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


#: The bottom of the package, lowest first: each may import only the ones before it (and the
#: ``format/`` modules that import nothing of the package above them).
BOTTOM = ["diagnostics", "reports", "errors", "operations", "models", "result"]


def _module_edges() -> dict[str, set[str]]:
    """Module -> the modules it imports, annotations included; ``from . import x`` of a
    submodule counts as an import of that submodule."""
    modules = {
        str(path.relative_to(PACKAGE).with_suffix("")).removesuffix("/__init__")
        for path in PACKAGE.rglob("*.py")
    }
    edges: dict[str, set[str]] = {module: set() for module in modules}
    for importer, imported, names in _imports(annotations=True):
        source = importer.removesuffix("/__init__")
        for name in names:
            if f"{imported}/{name}".strip("/") in modules:
                edges[source].add(f"{imported}/{name}".strip("/"))
            elif imported in modules:
                edges[source].add(imported)
    return edges


def test_the_bottom_modules_import_nothing_above_them() -> None:
    edges = _module_edges()
    wrong = []
    for rank, module in enumerate(BOTTOM):
        for imported in edges[module]:
            if imported in BOTTOM[rank + 1 :] or (
                imported not in BOTTOM and _stage(imported) not in {"format", "grammars"}
            ):
                wrong.append(f"{module} imports {imported}")
    assert wrong == []


def test_no_import_circle() -> None:
    """No module imports itself through others, counting imports for annotations too."""
    edges = _module_edges()
    circles = []
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        if module in path:
            circles.append(" -> ".join([*path[path.index(module) :], module]))
            return
        if module in done:
            return
        for imported in sorted(edges[module]):
            visit(imported, [*path, module])
        done.add(module)

    for module in sorted(edges):
        visit(module, [])
    assert circles == []
