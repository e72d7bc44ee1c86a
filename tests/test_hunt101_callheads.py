"""hunt101: a note of names over a definition whose own calls of the names are indexed as their
definitions.

fix-heads83's index takes a C-like head as a definition: type words, then a name and ``(``.
A statement that calls a function after an operator or a keyword the index does not know
reads as one: ``options.strict && validate(form);`` (``options.strict`` and ``&&`` as the
"type words"), ``form.dirty ? validate(form) : null;``, Swift's ``try validate()`` and ``try?
save(f)``, Java's ``assert validate();``, C++'s ``co_await validate(f);`` and ``co_return
save(f);``, Kotlin's and Dart's ``strict && validate()``. The note's names are then "defined"
by the very calls under it.

Expected by hand from what the model meant: the definition under ``// validate and save
unchanged`` calls validate and save, which nothing in the file defines: the note stands for
the two functions, left out; the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _js(body: str) -> str:
    return "// validate and save unchanged\nexport function submit(form) {\n" + body + "}\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            _js("  options.strict && validate(form);\n  options.persist && save(form);\n"),
            id="js-and-and-calls",
        ),
        pytest.param(
            "src/a.js",
            _js("  form.dirty ? validate(form) : null;\n  form.valid ? save(form) : null;\n"),
            id="js-ternary-calls",
        ),
        pytest.param(
            "Sources/Form.swift",
            "struct Form {\n    // validate and save unchanged\n    func submit() throws {\n"
            "        try validate()\n        try save()\n    }\n}\n",
            id="swift-try-calls",
        ),
        pytest.param(
            "Sources/submit.swift",
            "// validate and save unchanged\nfunc submit(_ f: Form) {\n    try? validate(f)\n"
            "    try? save(f)\n}\n",
            id="swift-try-optional-calls",
        ),
        pytest.param(
            "src/Form.java",
            "public class Form {\n    // validate and save unchanged\n    public void submit() {\n"
            "        assert validate();\n        assert save();\n    }\n}\n",
            id="java-assert-calls",
        ),
        pytest.param(
            "src/form.cpp",
            "// validate and save unchanged\ntask<bool> submit(Form f) {\n"
            "    co_await validate(f);\n    co_return save(f);\n}\n",
            id="cpp-coroutine-calls",
        ),
        pytest.param(
            "src/Form.kt",
            "class Form(val strict: Boolean) {\n    // validate and save unchanged\n"
            "    fun submit() {\n        strict && validate()\n"
            "        strict && save()\n    }\n}\n",
            id="kotlin-and-and-calls",
        ),
        pytest.param(
            "lib/form.dart",
            "class Form {\n  bool strict = true;\n\n  // validate and save unchanged\n"
            "  void submit() {\n    strict && validate();\n    strict && save();\n  }\n}\n",
            id="dart-and-and-calls",
        ),
    ],
)
def test_the_calls_under_the_note_define_nothing(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
