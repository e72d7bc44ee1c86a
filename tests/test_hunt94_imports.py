"""hunt94: false refusals of whole files whose note over a definition names functions the file
imports by a form the name index does not read: Java `import static`, C#'s `using static`, a Dart
import of a library, a Swift module import, Rust glob `use`.

Expected by hand: the import binds parse and render (the file is whole: they live in the imported
class, library or module, which the note says are unchanged), so the answer is usable and its file
is exactly the content sent."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_NOTE = "// parse and render unchanged\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/main/java/app/Main.java",
            "package app;\n\nimport static app.Util.parse;\nimport static app.Util.render;\n\n"
            "public class Main {\n    " + _NOTE + "    public static String run(String s) {\n"
            "        return render(parse(s));\n    }\n}\n",
            id="java-import-static-named",
        ),
        pytest.param(
            "src/main/java/app/Main.java",
            "package app;\n\nimport static app.Util.*;\n\npublic class Main {\n    "
            + _NOTE
            + "    public static String run(String s) {\n"
            "        return render(parse(s));\n    }\n}\n",
            id="java-import-static-star",
        ),
        pytest.param(
            "src/A.java",
            "import static java.lang.Math.abs;\nimport static java.lang.Math.max;\n\n"
            "public class A {\n    // abs and max unchanged\n    public int f(int a) {\n"
            "        return max(abs(a), 1);\n    }\n}\n",
            id="java-import-static-jdk-math",
        ),
        pytest.param(
            "Program.cs",
            "using static App.Util;\n\npublic static class Program\n{\n"
            "    // Parse and Render unchanged\n    public static string Run(string s)\n    {\n"
            "        return Render(Parse(s));\n    }\n}\n",
            id="cs-using-static",
        ),
        pytest.param(
            "lib/main.dart",
            "import 'util.dart';\n\n" + _NOTE + "String run(String s) {\n"
            "  return render(parse(s));\n}\n",
            id="dart-import-relative",
        ),
        pytest.param(
            "lib/main.dart",
            "import 'package:app/util.dart';\n\n" + _NOTE + "String run(String s) {\n"
            "  return render(parse(s));\n}\n",
            id="dart-import-package",
        ),
        pytest.param(
            "Sources/App/main.swift",
            "import Util\n\n" + _NOTE + "func run(_ s: String) -> String {\n"
            "    return render(parse(s))\n}\n",
            id="swift-import-module",
        ),
        pytest.param(
            "src/lib.rs",
            "mod util;\nuse util::*;\n\n" + _NOTE + "pub fn run(s: &str) -> String {\n"
            "    render(parse(s))\n}\n",
            id="rust-use-glob",
        ),
    ],
)
def test_a_note_of_imported_functions_over_a_whole_file_is_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/lib.rs",
            "mod util;\nuse util::{parse, render};\n\n"
            + _NOTE
            + "pub fn run(s: &str) -> String {\n"
            "    render(parse(s))\n}\n",
            id="rust-use-list",
        ),
        pytest.param(
            "src/main.ts",
            "import { parse, render } from './util';\n\n"
            + _NOTE
            + "export function run(s: string): string {\n  return render(parse(s));\n}\n",
            id="ts-named-import",
        ),
    ],
)
def test_guard_a_note_of_imported_functions_by_a_read_import_is_kept(
    path: str, content: str
) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
