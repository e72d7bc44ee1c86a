"""hunt129: a remark of names over a function that calls them through the type, object,
namespace or module the file defines them in (``Analytics.track(form)``), refused as a note of
code left out.

fix-scope114 reaches a type's member only from bodies of that type (a class's ``this.track``
from another class is no binding). A static method, an object literal's method, a namespace's,
a Kotlin object's or a Rust module's function called through its owner's name from the top
level is reached all the same: the file defines ``track`` and ``flush`` and calls them.

Expected by hand from what the model meant: ``// track and flush unchanged`` over ``submit()``
says the two calls (and the functions above) are kept; every name is defined in the file: the
file is whole, written exactly, usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_NOTE = "// track and flush unchanged\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "class Analytics {\n  static track(e) {\n    console.log(e);\n  }\n\n"
            "  static flush() {}\n}\n\n" + _NOTE + "export function submit(form) {\n"
            "  Analytics.track(form);\n  Analytics.flush();\n}\n",
            id="js-static-methods",
        ),
        pytest.param(
            "src/a.js",
            "const Analytics = {\n  track(e) {\n    console.log(e);\n  },\n  flush() {},\n};\n\n"
            + _NOTE
            + "export function submit(form) {\n  Analytics.track(form);\n  Analytics.flush();\n}\n",
            id="js-object-methods",
        ),
        pytest.param(
            "src/a.ts",
            "namespace Analytics {\n  export function track(e: string): void {\n"
            "    console.log(e);\n  }\n\n  export function flush(): void {}\n}\n\n"
            + _NOTE
            + "export function submit(form: string): void {\n  Analytics.track(form);\n"
            "  Analytics.flush();\n}\n",
            id="ts-namespace",
        ),
        pytest.param(
            "src/Form.java",
            "class Analytics {\n    static void track(String e) {\n        System.out.println(e);\n"
            "    }\n\n    static void flush() {}\n}\n\nclass Form {\n    "
            + _NOTE
            + "    void submit(String f) {\n        Analytics.track(f);\n"
            "        Analytics.flush();\n    }\n}\n",
            id="java-static-methods",
        ),
        pytest.param(
            "src/Form.cs",
            "static class Analytics\n{\n    public static void Track(string e) { }\n\n"
            "    public static void Flush() { }\n}\n\nclass Form\n{\n"
            "    // Track and Flush unchanged\n    public void Submit(string f)\n    {\n"
            "        Analytics.Track(f);\n        Analytics.Flush();\n    }\n}\n",
            id="cs-static-class",
        ),
        pytest.param(
            "src/a.kt",
            "object Analytics {\n    fun track(e: String) {\n        println(e)\n    }\n\n"
            "    fun flush() {}\n}\n\n" + _NOTE + "fun submit(form: String) {\n"
            "    Analytics.track(form)\n    Analytics.flush()\n}\n",
            id="kotlin-object",
        ),
        pytest.param(
            "src/lib.rs",
            'mod analytics {\n    pub fn track(e: &str) {\n        println!("{e}");\n    }\n\n'
            "    pub fn flush() {}\n}\n\n" + _NOTE + "pub fn submit(form: &str) {\n"
            "    analytics::track(form);\n    analytics::flush();\n}\n",
            id="rust-module",
        ),
    ],
)
def test_names_called_through_their_owner_are_defined(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
