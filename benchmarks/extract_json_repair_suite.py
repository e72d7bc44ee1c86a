"""Write json_repair's own test cases as data: tests/data/repair/json_repair_suite/cases.jsonl.

Run from the repository root with a clone of https://github.com/mangiucugna/json_repair
(a checkout, or a bare clone: then the files of its HEAD commit are read)::

    python benchmarks/extract_json_repair_suite.py PATH/TO/json_repair

Only facts are taken: for each ``assert repair_json(INPUT, ...) == EXPECTED`` (and the same
through ``loads``, a variable, a loop over a list of pairs, a ``parametrize`` table, or the
suite's helper that asserts a decoded value) in the suite's ``repair_json`` test files, the
input and the value meant. The test files are read with :mod:`ast`, never run or copied.
``EXPECTED`` given as JSON text is decoded; an empty result (``""``: json_repair found no
JSON) is written as ``"nothing": true``. Cases with options artifact_codec has no counterpart
for (``stream_stable``, ``strict``, ``schema``) are left out; ``ensure_ascii``,
``skip_json_loads`` and ``logging`` change only how json_repair returns the value, so those
cases are kept. Identical cases are written once.
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
from pathlib import Path
from typing import Any

FILES = (
    "tests/test_json_repair.py",
    "tests/test_parse_array.py",
    "tests/test_parse_comment.py",
    "tests/test_parse_number.py",
    "tests/test_parse_object.py",
    "tests/test_parse_string.py",
)
LACKING = frozenset({"stream_stable", "strict", "schema"})
OUT = Path(__file__).resolve().parent.parent / "tests/data/repair/json_repair_suite/cases.jsonl"

_UNKNOWN = object()


def literal(node: ast.AST, names: dict[str, Any]) -> Any:
    """The value of a literal expression (names bound to literals, ``+`` and ``*`` of them,
    f-strings of them), or ``_UNKNOWN``."""
    if isinstance(node, ast.Name):
        return names.get(node.id, _UNKNOWN)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mult)):
        left, right = literal(node.left, names), literal(node.right, names)
        if _UNKNOWN in (left, right):
            return _UNKNOWN
        return left + right if isinstance(node.op, ast.Add) else left * right
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            part = literal(value.value if isinstance(value, ast.FormattedValue) else value, names)
            if part is _UNKNOWN:
                return _UNKNOWN
            parts.append(str(part))
        return "".join(parts)
    if isinstance(node, (ast.List, ast.Tuple)):
        items = [literal(item, names) for item in node.elts]
        if _UNKNOWN in items:
            return _UNKNOWN
        return items if isinstance(node, ast.List) else tuple(items)
    if isinstance(node, ast.Dict):
        keys = [literal(key, names) if key else _UNKNOWN for key in node.keys]
        values = [literal(value, names) for value in node.values]
        if _UNKNOWN in keys or _UNKNOWN in values:
            return _UNKNOWN
        return dict(zip(keys, values, strict=True))
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError):
        return _UNKNOWN


def _repair_call(node: ast.AST) -> ast.Call | None:
    if not isinstance(node, ast.Call):
        return None
    name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
    return node if name in ("repair_json", "loads") else None


class Collector:
    def __init__(self) -> None:
        self.cases: list[dict[str, Any]] = []
        self.seen: set[str] = set()

    def add(self, source: str, call: ast.Call, expected: Any, names: dict[str, Any]) -> None:
        args = [literal(arg, names) for arg in call.args]
        options = {kw.arg: literal(kw.value, names) for kw in call.keywords if kw.arg}
        if not args or not isinstance(args[0], str) or _UNKNOWN in options.values():
            return
        if expected is _UNKNOWN or LACKING & options.keys():
            return
        objects = bool(options.get("return_objects")) or getattr(call.func, "id", "") == "loads"
        if options.get("logging"):
            if not (isinstance(expected, tuple) and len(expected) == 2):
                return
            expected, objects = expected[0], True
        if not objects:
            if not isinstance(expected, str):
                return
            expected = json.loads(expected) if expected else ""
        case: dict[str, Any] = {"input": args[0]}
        if isinstance(expected, str) and expected == "":
            case["nothing"] = True
        else:
            case["expected"] = expected
        key = json.dumps(case, sort_keys=True)
        if key in self.seen:
            return
        self.seen.add(key)
        case["source"] = source
        self.cases.append(case)

    def body(self, file: str, function: str, body: list[ast.stmt], names: dict[str, Any]) -> None:
        for statement in body:
            source = f"{file}::{function} line {statement.lineno}"
            if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                target = statement.targets[0]
                if isinstance(target, ast.Name):
                    value = literal(statement.value, names)
                    call = _repair_call(statement.value)
                    names[target.id] = ("call", call) if call else value
                elif isinstance(target, ast.Tuple) and _repair_call(statement.value):
                    first = target.elts[0]
                    if isinstance(first, ast.Name):
                        names[first.id] = ("logged", _repair_call(statement.value))
            elif isinstance(statement, ast.Assert):
                self.check(source, statement.test, names)
            elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
                call = statement.value
                if getattr(call.func, "id", "") == "_assert_object_repairs" and len(call.args) == 2:
                    fake = ast.Call(
                        func=ast.Name("repair_json"),
                        args=[call.args[0]],
                        keywords=[ast.keyword("return_objects", ast.Constant(True))],
                    )
                    self.add(source, fake, literal(call.args[1], names), names)
            elif isinstance(statement, ast.For) and isinstance(
                statement.target, (ast.Name, ast.Tuple)
            ):
                items = literal(statement.iter, names)
                if items is _UNKNOWN:
                    continue
                for item in items:
                    scope = dict(names)
                    if isinstance(statement.target, ast.Name):
                        scope[statement.target.id] = item
                    else:
                        for element, value in zip(statement.target.elts, item, strict=True):
                            if isinstance(element, ast.Name):
                                scope[element.id] = value
                    self.body(file, function, statement.body, scope)

    def check(self, source: str, test: ast.expr, names: dict[str, Any]) -> None:
        if not isinstance(test, ast.Compare) or len(test.ops) != 1:
            return
        left, right = test.left, test.comparators[0]
        if isinstance(test.ops[0], ast.Is) and literal(right, names) is None:
            call = _repair_call(left)
            if call is not None:
                self.add(source, call, None, names)
            return
        if not isinstance(test.ops[0], ast.Eq):
            return
        call = _repair_call(left)
        if call is not None:
            self.add(source, call, literal(right, names), names)
            return
        bound = names.get(left.id) if isinstance(left, ast.Name) else None
        if isinstance(bound, tuple) and len(bound) == 2 and bound[0] in ("call", "logged"):
            expected = literal(right, names)
            if bound[0] == "logged":
                expected = _UNKNOWN if expected is _UNKNOWN else (expected, [])
            self.add(source, bound[1], expected, names)


def parametrized(function: ast.FunctionDef) -> list[dict[str, Any]]:
    scopes: list[dict[str, Any]] = [{}]
    for decorator in function.decorator_list:
        if not (
            isinstance(decorator, ast.Call) and ast.unparse(decorator.func).endswith("parametrize")
        ):
            continue
        argnames, values = (literal(arg, {}) for arg in decorator.args[:2])
        if _UNKNOWN in (argnames, values):
            continue
        names = [n.strip() for n in argnames.split(",")] if isinstance(argnames, str) else argnames
        scopes = [
            {**scope, **dict(zip(names, value if len(names) > 1 else [value], strict=True))}
            for scope in scopes
            for value in values
        ]
    return scopes


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("repo", type=Path, help="a clone of json_repair (checkout or bare)")
    repo: Path = parser.parse_args().repo
    commit = subprocess.run(
        ["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()
    collector = Collector()
    for file in FILES:
        path = repo / file
        if path.exists():
            source = path.read_text("utf-8")
        else:  # a bare clone: the committed file
            source = subprocess.run(
                ["git", "-C", str(repo), "show", f"HEAD:{file}"],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        tree = ast.parse(source)
        for function in tree.body:
            if isinstance(function, ast.FunctionDef) and function.name.startswith("test_"):
                for scope in parametrized(function):
                    collector.body(file, function.name, function.body, dict(scope))
    counts: dict[str, int] = {}
    with OUT.open("w", encoding="utf-8") as handle:
        for case in collector.cases:
            stem = case["source"].split("::")[1].split()[0].removeprefix("test_")
            counts[stem] = counts.get(stem, 0) + 1
            line = {"name": f"{stem}-{counts[stem]}", **case}
            handle.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"{len(collector.cases)} cases from json_repair {commit[:12]} -> {OUT}")


if __name__ == "__main__":
    main()
