"""hunt129: a remark of names over a method that calls them, in a class whose properties or
fields of a function type bind them (Kotlin ``private val validate: (Form) -> Boolean = {
true }``, ``lateinit var``, constructor properties; Swift closure properties, set or given at
``init``; TypeScript declared fields ``validate!: (f: F) => boolean``; C# ``Func<>``/``Action<>``
fields): the definitions index reads such a name as no binding (or as a value that is no
function), so the note is read as naming code left out.

Expected by hand from what the model meant: the note says the calls are kept; each name is a
property of the class holding a function, called as the language allows: the file is whole,
written exactly, usable. (Not a regression: the same at 6c26ff3b.)"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_KT = (
    "    // validate and save unchanged\n    fun submit(form: Form) {\n        validate(form)\n"
    "        save(form)\n    }\n}\n"
)
_SW = (
    "    // validate and save unchanged\n    func submit(_ form: Form) {\n        validate(form)\n"
    "        save(form)\n    }\n}\n"
)
_TS = (
    "  // validate and save unchanged\n  submit(form: F): void {\n    this.validate(form);\n"
    "    this.save(form);\n  }\n}\n"
)
_CS = (
    "public class Form\n{\n{FIELDS}\n\n    // Validate and Save unchanged\n"
    "    public void Submit(F form)\n    {\n        Validate(form);\n        Save(form);\n"
    "    }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/FormScreen.kt",
            "class FormScreen {\n    private val validate: (Form) -> Boolean = { true }\n"
            "    private val save = fun(f: Form) { println(f) }\n\n" + _KT,
            id="kotlin-lambda-vals",
        ),
        pytest.param(
            "src/FormScreen.kt",
            "class FormScreen {\n    lateinit var validate: (Form) -> Unit\n"
            "    lateinit var save: (Form) -> Unit\n\n" + _KT,
            id="kotlin-lateinit",
        ),
        pytest.param(
            "src/FormScreen.kt",
            "class FormScreen(\n    private val validate: (Form) -> Unit,\n"
            "    private val save: (Form) -> Unit,\n) {\n" + _KT,
            id="kotlin-constructor-properties",
        ),
        pytest.param(
            "Sources/FormScreen.swift",
            "struct FormScreen {\n    let validate: (Form) -> Bool = { _ in true }\n"
            "    var save: (Form) -> Void = { _ in }\n\n" + _SW,
            id="swift-closure-properties",
        ),
        pytest.param(
            "Sources/FormScreen.swift",
            "struct FormScreen {\n    let validate: (Form) -> Void\n"
            "    let save: (Form) -> Void\n\n" + _SW,
            id="swift-memberwise-init",
        ),
        pytest.param(
            "src/form.ts",
            "export class Form {\n  validate!: (f: F) => boolean;\n  save!: (f: F) => void;\n\n"
            + _TS,
            id="ts-declared-fields",
        ),
        pytest.param(
            "src/Form.cs",
            _CS.replace(
                "{FIELDS}",
                "    private readonly Func<F, bool> Validate = f => true;\n"
                "    private readonly Action<F> Save = f => { };",
            ),
            id="cs-delegate-fields",
        ),
        pytest.param(
            "src/Form.cs",
            _CS.replace(
                "{FIELDS}",
                "    private readonly Func<F, bool> Validate;\n"
                "    private readonly Action<F> Save;\n\n"
                "    public Form(Func<F, bool> validate, Action<F> save)\n    {\n"
                "        Validate = validate;\n        Save = save;\n    }",
            ),
            id="cs-delegates-from-constructor",
        ),
    ],
)
def test_function_typed_properties_bind_the_names(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
