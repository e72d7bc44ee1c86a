"""Cheap cross-file checks of a set of generated files, for files written one at a time.

When each file is generated on its own (``strategy="per_file"``), names that files share can
disagree. These checks find the disagreements that are cheap to see, and report them as
warnings (the files are what the model sent; the checks do not change them):

- Python: every ``import`` / ``from ... import`` of a generated module (a module whose top-level
  package or module is among the generated files, or a relative import) resolves to a generated
  file, and a name imported from a generated module is defined at its top level (or is a
  submodule); a file that does not parse is reported;
- JavaScript / TypeScript: every relative specifier (``./x``, ``../y``) of ``import``,
  ``export ... from``, ``require()`` and ``import()`` resolves to a generated file, with the
  usual extensions and ``index`` files.
"""

from __future__ import annotations

import ast
import posixpath
import re
from collections.abc import Iterable

from ..diagnostics import Diagnostic, Severity
from ..models import GeneratedCode

__all__ = ["cross_file_checks"]

_JS_SUFFIXES = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts")
_JS_RESOLVE = ("", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts", ".json")
_JS_SPECIFIER = re.compile(
    r"""(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}/[^'"\n]*)\1""",
    re.MULTILINE,
)


def cross_file_checks(code: GeneratedCode) -> list[Diagnostic]:
    """Warnings for references between the files of ``code`` that do not resolve."""
    paths = {file.file_path for file in code.files}
    diagnostics: list[Diagnostic] = []
    python = _PythonModules(paths)
    for file in code.files:
        if file.file_path.endswith(".py"):
            diagnostics.extend(python.check(file.file_path, file.content, code))
        elif file.file_path.endswith(_JS_SUFFIXES):
            diagnostics.extend(_check_js(file.file_path, file.content, paths))
    return diagnostics


def _warning(code: str, message: str, line: int = 0) -> Diagnostic:
    return Diagnostic(code, Severity.WARNING, message, line, 1 if line else 0)


class _PythonModules:
    """The generated Python modules by dotted name (``pkg/mod.py`` -> ``pkg.mod``), also under
    a ``src/`` layout."""

    def __init__(self, paths: Iterable[str]) -> None:
        self.modules: dict[str, str] = {}
        self.packages: set[str] = set()
        for path in paths:
            if not path.endswith(".py"):
                continue
            parts = path[: -len(".py")].split("/")
            if parts[0] == "src" and len(parts) > 1:
                parts = parts[1:]
            if parts[-1] == "__init__":
                parts = parts[:-1]
                if parts:
                    self.packages.add(".".join(parts))
            if parts:
                self.modules[".".join(parts)] = path
                for depth in range(1, len(parts)):
                    self.packages.add(".".join(parts[:depth]))
        self.tops = {name.split(".")[0] for name in self.modules} | {
            name.split(".")[0] for name in self.packages
        }
        self._names: dict[str, set[str] | None] = {}

    def exists(self, module: str) -> bool:
        return module in self.modules or module in self.packages

    def check(self, path: str, content: str, code: GeneratedCode) -> list[Diagnostic]:
        try:
            tree = ast.parse(content, filename=path)
        except (SyntaxError, ValueError) as error:
            line = getattr(error, "lineno", None) or 0
            return [_warning("python-syntax", f"{path} does not parse as Python: {error}", line)]
        package = self._package_of(path)
        found: list[Diagnostic] = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if self._generated(alias.name) and not self.exists(alias.name):
                        found.append(self._unresolved(path, alias.name, node.lineno))
            elif isinstance(node, ast.ImportFrom):
                module = self._absolute(node, package)
                if module is None:
                    found.append(
                        _warning(
                            "unresolved-import",
                            f"{path}: the relative import goes above the top package",
                            node.lineno,
                        )
                    )
                    continue
                if not (node.level or self._generated(module)):
                    continue
                if not self.exists(module) and module:
                    found.append(self._unresolved(path, module, node.lineno))
                    continue
                found.extend(self._names_from(path, module, node, code))
        return found

    def _generated(self, module: str) -> bool:
        return module.split(".")[0] in self.tops

    def _package_of(self, path: str) -> str:
        parts = path[: -len(".py")].split("/")
        if parts[0] == "src" and len(parts) > 1:
            parts = parts[1:]
        return ".".join(parts[:-1])

    @staticmethod
    def _absolute(node: ast.ImportFrom, package: str) -> str | None:
        if not node.level:
            return node.module or ""
        parts = package.split(".") if package else []
        if node.level - 1 > len(parts):
            return None
        base = parts[: len(parts) - (node.level - 1)]
        if node.module:
            base += node.module.split(".")
        return ".".join(base)

    def _names_from(
        self, path: str, module: str, node: ast.ImportFrom, code: GeneratedCode
    ) -> list[Diagnostic]:
        defined = self._top_level_names(module, code)
        if defined is None:
            return []
        found = []
        for alias in node.names:
            name = alias.name
            if (
                name == "*"
                or name in defined
                or self.exists(f"{module}.{name}" if module else name)
            ):
                continue
            found.append(
                _warning(
                    "unresolved-import",
                    f"{path} imports {name} from {module or '.'}, which does not define it",
                    node.lineno,
                )
            )
        return found

    def _top_level_names(self, module: str, code: GeneratedCode) -> set[str] | None:
        """The names ``module``'s file binds at its top level; ``None`` when they cannot be
        known cheaply (no file, it does not parse, or it uses ``*`` imports or ``__getattr__``)."""
        if module in self._names:
            return self._names[module]
        path = self.modules.get(module)
        file = next((f for f in code.files if f.file_path == path), None)
        names: set[str] | None = None
        if file is not None:
            try:
                tree = ast.parse(file.content)
            except (SyntaxError, ValueError):
                tree = None
            if tree is not None:
                names = _bound_names(tree.body)
        self._names[module] = names
        return names

    @staticmethod
    def _unresolved(path: str, module: str, line: int) -> Diagnostic:
        return _warning(
            "unresolved-import",
            f"{path} imports {module}, which is not among the generated files",
            line,
        )


def _bound_names(body: list[ast.stmt]) -> set[str] | None:
    names: set[str] = set()
    for statement in body:
        for node in ast.walk(statement):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                if node.name == "__getattr__":
                    return None
                names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif isinstance(node, ast.Import | ast.ImportFrom):
                for alias in node.names:
                    if alias.name == "*":
                        return None
                    names.add(alias.asname or alias.name.split(".")[0])
    return names


def _check_js(path: str, content: str, paths: set[str]) -> list[Diagnostic]:
    folder = posixpath.dirname(path)
    found = []
    for match in _JS_SPECIFIER.finditer(content):
        specifier = match.group(2)
        target = posixpath.normpath(posixpath.join(folder, specifier))
        candidates = [target + suffix for suffix in _JS_RESOLVE]
        candidates += [f"{target}/index{suffix}" for suffix in _JS_RESOLVE if suffix]
        if target.endswith(".js"):  # TypeScript imports './x.js' for the file x.ts
            candidates += [target[: -len(".js")] + s for s in (".ts", ".tsx", ".mts")]
        if not any(candidate in paths for candidate in candidates):
            line = content.count("\n", 0, match.start(2)) + 1
            found.append(
                _warning(
                    "unresolved-import",
                    f"{path} imports {specifier!r}, which is not among the generated files",
                    line,
                )
            )
    return found
