"""The layout of the JSON repair layer (artifact_codec.jsonfix): one concern per module, imports
in one direction (no cycle, also through imports inside functions), and no module reaching
into another's ``_private`` names."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "artifact_codec" / "jsonfix"
MODULES = sorted(path.stem for path in PACKAGE.glob("*.py") if path.stem != "__init__")


def _imports(name: str) -> list[ast.ImportFrom | ast.Import]:
    tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.ImportFrom | ast.Import)]


def _sibling_imports(name: str) -> set[str]:
    """The modules of the package that ``name`` imports (anywhere in it)."""
    found: set[str] = set()
    for node in _imports(name):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module is None:  # from . import x
                found.update(alias.name for alias in node.names if alias.name in MODULES)
            else:
                found.add(node.module.split(".")[0])
    return found & set(MODULES)


def test_the_repair_layer_is_split_by_concern() -> None:
    # (the scanner, the string reader, the closing-quote rules and the shapes are apart)
    for module in ("shapes", "scanner", "strings", "quotes", "candidates", "repair"):
        assert module in MODULES
    for name in MODULES:
        lines = (PACKAGE / f"{name}.py").read_text(encoding="utf-8").count("\n")
        assert lines < 700, f"{name}.py has {lines} lines"


def test_no_import_cycle() -> None:
    graph = {name: _sibling_imports(name) for name in MODULES}
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for other in sorted(graph[name]):
            if state.get(other) == 1:
                cycle = [*path[path.index(other) :], name, other]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if other not in state:
                visit(other, [*path, name])
        state[name] = 2

    for name in MODULES:
        if name not in state:
            visit(name, [])


@pytest.mark.parametrize("name", MODULES)
def test_no_private_name_of_another_module_is_used(name: str) -> None:
    source = (PACKAGE / f"{name}.py").read_text(encoding="utf-8")
    modules_bound: set[str] = set()
    for node in _imports(name):
        for alias in node.names:
            bound = alias.asname or alias.name
            if isinstance(node, ast.ImportFrom) and node.level >= 1:
                assert not alias.name.startswith("_"), f"{name} imports {alias.name}"
                if node.module is None:
                    modules_bound.add(bound)
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in modules_bound
        ):
            assert not node.attr.startswith("_"), f"{name} uses {node.value.id}.{node.attr}"


def test_the_public_names_are_where_they_were() -> None:
    repair = importlib.import_module("artifact_codec.jsonfix.repair")
    for public in repair.__all__:
        assert getattr(repair, public) is not None
    extract = importlib.import_module("artifact_codec.jsonfix.extract")
    for public in extract.__all__:
        assert getattr(extract, public) is not None
    top = importlib.import_module("artifact_codec")
    assert top.repair_json is repair.repair_json
    assert top.repair_json_report is repair.repair_json_report
    assert top.extract_json is extract.extract_json
