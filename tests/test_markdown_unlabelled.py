"""The unlabelled-version rule over language families and answer shapes: a labelled file, then
a code block without a path that defines one of the file's names again (the model's corrected
version: the file is refused), or that only uses the file (a call, a test of its own, an
output: the file is kept as written)."""

from __future__ import annotations

import ast
import itertools

import pytest
from meant import files_of
from renderings import corpus
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.definitions import defined

# language: (path, info, the file, blocks that redefine it, blocks that only use it)
_FAMILIES: dict[str, tuple[str, str, str, tuple[str, ...], tuple[str, ...]]] = {
    "python": (
        "app.py",
        "python",
        "class Shop:\n    def total(self, items):\n        return sum(items)\n\n\n"
        "def tax(x):\n    return x * 0.2\n",
        (
            "def tax(x):\n    return x * 0.25\n",
            "    def total(self, items):\n        return sum(items) * 2\n",
            "class Shop:\n    pass\n",
        ),
        (
            "from app import tax\n\nprint(tax(3))\n",
            "def test_tax():\n    assert tax(10) == 2\n",
            "class Outlet(Shop):\n    def total(self, items):\n        return 0\n",
            "    result = Shop().total([1])\n",
        ),
    ),
    "javascript": (
        "src/app.js",
        "javascript",
        "export class Shop {\n  total(items) {\n    return items.length;\n  }\n}\n\n"
        "export function tax(x) {\n  return x * 0.2;\n}\n",
        (
            "export function tax(x) {\n  return x * 0.25;\n}\n",
            "  total(items) {\n    return 0;\n  }\n",
            "function tax(x) { return 1; }\n",
        ),
        (
            "import { tax } from './app';\nconsole.log(tax(3));\n",
            "test('tax', () => {\n  expect(tax(10)).toBe(2);\n});\n",
            "  if (tax(x)) {\n    run();\n  }\n",
        ),
    ),
    "typescript": (
        "src/shop.ts",
        "typescript",
        "export class Shop {\n  public async total(items: number[]): Promise<number> {\n"
        "    return items.length;\n  }\n}\n",
        ("  public async total(items: number[]): Promise<number> {\n    return 0;\n  }\n",),
        ("const shop = new Shop();\nawait shop.total([1]);\n",),
    ),
    "c": (
        "tax.c",
        "c",
        "#include <stdio.h>\n\nint tax(int x)\n{\n    return x;\n}\n\nstatic int\n"
        "rate(a, b)\n    int a;\n    int b;\n{\n    return a + b;\n}\n",
        (
            "int tax(int x)\n{\n    return 2;\n}\n",
            "static int\nrate(a, b)\n    int a;\n    int b;\n{\n    return 1;\n}\n",
            "int\ntax (int x)\n{\n    return 3;\n}\n",
            "int tax(int x,\n        int y)\n{\n}\n",
        ),
        (
            'int main(void)\n{\n    printf("%d", tax(1));\n    return 0;\n}\n',
            "$ gcc tax.c && ./a.out\n",
            "TEST(tax, works)\n{\n}\n",
        ),
    ),
    "cpp": (
        "shop.cpp",
        "cpp",
        "class Shop {\n};\n\nint Shop::total(int x) const\n{\n    return x;\n}\n",
        ("int Shop::total(int x) const\n{\n    return 0;\n}\n",),
        ("Shop shop;\nstd::cout << shop.total(1);\n",),
    ),
    "java": (
        "Shop.java",
        "java",
        "public class Shop {\n    public int total(int x)\n    {\n        return x;\n    }\n}\n",
        ("    public int total(int x)\n    {\n        return 0;\n    }\n",),
        ("Shop shop = new Shop();\nSystem.out.println(shop.total(1));\n",),
    ),
    "csharp": (
        "Shop.cs",
        "csharp",
        "public class Shop\n{\n    public int Total(int x)\n    {\n        return x;\n    }\n}\n",
        ("public int Total(int x)\n{\n    return 0;\n}\n",),
        ("var shop = new Shop();\nConsole.WriteLine(shop.Total(1));\n",),
    ),
    "go": (
        "main.go",
        "go",
        "package main\n\ntype S struct{}\n\nfunc (s *S) Run() error {\n\treturn nil\n}\n\n"
        "func main() {\n}\n",
        (
            "func (s *S) Run() error {\n\treturn err\n}\n",
            "func (s S) Run() error {\n\treturn err\n}\n",
        ),
        ("s := &S{}\nif err := s.Run(); err != nil {\n}\n", "func (t *T) Run() error {\n}\n"),
    ),
    "rust": (
        "src/lib.rs",
        "rust",
        "pub struct Shop;\n\nimpl Shop {\n    pub fn total(&self) -> u32 {\n        0\n    }\n}\n",
        (
            "    pub fn total(&self) -> u32 {\n        1\n    }\n",
            "impl Shop {\n    pub fn total(&self) -> u32 {\n        1\n    }\n}\n",
        ),
        ('let shop = Shop;\nprintln!("{}", shop.total());\n',),
    ),
    "ruby": (
        "shop.rb",
        "ruby",
        "class Shop\n  def total(items)\n    items.sum\n  end\nend\n",
        ("  def total(items)\n    0\n  end\n",),
        ("shop = Shop.new\nputs shop.total([1])\n",),
    ),
    "php": (
        "Shop.php",
        "php",
        "<?php\nclass Shop {\n    public function total($x) {\n        return $x;\n    }\n}\n",
        ("    public function total($x) {\n        return 0;\n    }\n",),
        ("<?php\n$shop = new Shop();\necho $shop->total(1);\n",),
    ),
    "kotlin": (
        "Shop.kt",
        "kotlin",
        "class Shop {\n    fun total(x: Int): Int {\n        return x\n    }\n}\n",
        ("    fun total(x: Int): Int {\n        return 0\n    }\n",),
        ("val shop = Shop()\nprintln(shop.total(1))\n",),
    ),
    "swift": (
        "Shop.swift",
        "swift",
        "struct Shop {\n    func total(_ x: Int) -> Int {\n        return x\n    }\n}\n",
        ("    func total(_ x: Int) -> Int {\n        return 0\n    }\n",),
        ("let shop = Shop()\nprint(shop.total(1))\n",),
    ),
    "css": (
        "a.css",
        "css",
        "body {\n  color: red;\n}\n\n.card,\n.panel {\n  margin: 0;\n}\n",
        ("body {\n  color: blue;\n}\n", ".panel {\n  margin: 1px;\n}\n"),
        ('<div class="card">x</div>\n', ".other {\n  color: red;\n}\n"),
    ),
    "json": (
        "a.json",
        "json",
        '{\n  "name": "x",\n  "version": 1\n}\n',
        ('{\n  "name": "x",\n  "version": 2\n}\n', '{"version": 2}\n', '  "version": 2\n'),
        ("$ cat a.json | jq .name\n", '{\n  "other": 1\n}\n'),
    ),
    "yaml": (
        "a.yml",
        "yaml",
        "name: x\nversion: 1\n",
        ("name: x\nversion: 2\n",),
        ("$ docker compose up\n", "other: 1\n"),
    ),
    "sql": (
        "schema.sql",
        "sql",
        "CREATE TABLE t (a int);\n\ncreate or replace view v as select a from t;\n",
        ("CREATE TABLE t (a text);\n", 'CREATE VIEW "V" AS SELECT 1;\n'),
        ("SELECT a FROM t;\n", "INSERT INTO t VALUES (1);\n"),
    ),
}

_INTROS = ("Fixed version:", "Oops, one fix:", "Or, simpler:")
_LABELS = ("`{p}`", "**{p}**", "### {p}")


def _answer(path: str, info: str, content: str, block: str, block_info: str, label: int) -> str:
    first = _LABELS[label % len(_LABELS)].format(p=path)
    intro = _INTROS[label % len(_INTROS)]
    return f"{first}\n\n```{info}\n{content}```\n\n{intro}\n\n```{block_info}\n{block}```\n"


def _cases(kind: int) -> list[tuple[str, str, str, str, str, int]]:
    cases = []
    for number, (path, info, content, *blocks) in enumerate(_FAMILIES.values()):
        for block, (labelled, block_info) in itertools.product(
            blocks[kind], [(True, "same"), (False, ""), (True, ""), (False, "text")]
        ):
            cases.append(
                (
                    path,
                    info if labelled else "",
                    content,
                    block,
                    info if block_info == "same" else block_info,
                    number,
                )
            )
    return cases


@pytest.mark.parametrize(("path", "info", "content", "block", "block_info", "label"), _cases(0))
def test_unlabelled_redefinition_refuses_the_file(
    path: str, info: str, content: str, block: str, block_info: str, label: int
) -> None:
    result = parse_response(
        _answer(path, info, content, block, block_info, label), finish_reason="stop"
    )
    assert not result.usable, (result.status, files_of(result))
    assert "unlabelled-version" in {d.code for d in result.diagnostics}


@pytest.mark.parametrize(("path", "info", "content", "block", "block_info", "label"), _cases(1))
def test_unlabelled_usage_keeps_the_file(
    path: str, info: str, content: str, block: str, block_info: str, label: int
) -> None:
    result = parse_response(
        _answer(path, info, content, block, block_info, label), finish_reason="stop"
    )
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]


def test_a_block_in_another_language_is_not_compared() -> None:
    path, info, content, (block, *_), _ = _FAMILIES["python"]
    result = parse_response(_answer(path, info, content, block, "ruby", 0), finish_reason="stop")
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize("block_info", ["text", ""])
def test_a_text_fence_may_be_output_an_assignment_in_it_does_not_count(block_info: str) -> None:
    """`x = 1` in a ```text block is what a program printed as often as a new version of the
    file; in a bare fence it is read as the file's language, a definition. Keys of a data file
    count in both: a block with them may be the file again."""
    result = parse_response(_answer("app.py", "", "x = 1\n", "x = 1\n", block_info, 0))
    assert result.usable is (block_info == "text"), (block_info, result.status)
    for path, content, again in [
        ("a.yml", "name: x\nversion: 1\n", "version: 2\n"),
        ("a.json", '{"version": 1}\n', '{"version": 2}\n'),
    ]:
        result = parse_response(_answer(path, "", content, again, block_info, 0))
        assert not result.usable, (path, block_info)


_PLAIN = "[server]\nhost = example.org\nport = 8080\ntimeout_seconds = 30\n"


@pytest.mark.parametrize("block_info", ["", "text", "ini"])
def test_a_file_without_definitions_written_again_is_refused(block_info: str) -> None:
    """A file with no names (a config, a script of calls) written again, changed, in a block
    without a path: nearly every long line of the block is one of the file's."""
    again = _PLAIN.replace("8080", "9090")
    result = parse_response(_answer("setup.ini", "ini", _PLAIN, again, block_info, 0))
    assert not result.usable, (block_info, result.status)
    assert "unlabelled-version" in {d.code for d in result.diagnostics}


@pytest.mark.parametrize(
    "block", ["host = example.org\n", "$ curl example.org:8080\nhost = example.org\n", "}\n}\n"]
)
def test_a_line_quoted_from_a_file_keeps_it(block: str) -> None:
    """One line of the file quoted (or short lines any file has) is no second version (in a
    ```text block: in a bare one, `host = ...` is an assignment, a definition)."""
    result = parse_response(_answer("setup.ini", "ini", _PLAIN + "}\n}\n", block, "text", 0))
    assert files_of(result) == [("setup.ini", _PLAIN + "}\n}\n")], result.diagnostics


# -- real files: every function and method of the standard library corpus, redefined or used ---


def _definitions_of_real_files() -> list[tuple[str, str, str, str]]:
    """(path, content, a redefinition block, a usage block) for each corpus file with a
    function: the first top-level function and the first method, cut out as written."""
    found = []
    for file in corpus():
        if not file.name.endswith(".py"):
            continue
        try:
            tree = ast.parse(file.content)
        except SyntaxError:
            continue
        lines = file.content.split("\n")
        nodes: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not nodes:
                nodes.append(node)
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                methods = [
                    m for m in node.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))
                ]
                if methods:
                    nodes.append(methods[0])
                    break
        for node in nodes:
            first = node.lineno - 1  # the `def` line (decorators come before it)
            source = "\n".join(lines[first : node.end_lineno]) + "\n"
            indent = source[: len(source) - len(source.lstrip())]
            fixed = source + indent + "    pass  # the fix\n"
            usage = f"{indent}value = {node.name}(1)\n{indent}print(value)\n"
            found.append((file.name, file.content, fixed, usage))
    return found


_REAL = _definitions_of_real_files()


def test_the_real_file_pool_is_not_empty() -> None:
    assert len(_REAL) > 60
    assert sum(fixed.startswith(" ") for _, _, fixed, _ in _REAL) > 10  # methods, indented


@pytest.mark.parametrize("block_info", ["python", "", "text"])
def test_real_functions_redefined_or_used(block_info: str) -> None:
    for number, (path, content, fixed, usage) in enumerate(_REAL):
        path = path.rsplit("/", 1)[-1]
        redefined = parse_response(_answer(path, "python", content, fixed, block_info, number))
        assert not redefined.usable, (path, fixed)
        used = parse_response(_answer(path, "python", content, usage, block_info, number))
        assert files_of(used) == [(path, content)], (path, usage, used.diagnostics)


# -- linear time ---------------------------------------------------------------------------------


_LANGUAGES = sorted({*_FAMILIES, "unknown"})


@pytest.mark.parametrize(
    "unit", ["int f(int a,\n", "static " * 5, "  f(x) ", " " * 30, '"k": CREATE TABLE ']
)
def test_definitions_are_read_in_linear_time(unit: str) -> None:
    def make(n: int) -> str:
        return unit * n

    def read(text: str) -> None:
        for language in _LANGUAGES:
            defined(text, 0, len(text), language)

    # (below ~100 KB the times are too short to compare: a larger floor than the default)
    assert_linear(make, read, 500, min_seconds=0.02)
