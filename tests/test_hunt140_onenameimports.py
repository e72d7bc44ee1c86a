"""hunt140: a note "the submit handler is unchanged" (lead26's one function named with its kind
and a state, alone between blank lines) in a file that IMPORTS submit in a form the rule does
not read: a JavaScript or TypeScript import wrapped over lines (as Prettier writes it), Rust
``use crate::handlers::submit;`` and ``use ...::{cancel, submit};``, PHP ``use function``,
Java ``import static``, C# ``using static``, a Go dot import. The rule finds no definition or
import and reads the note as the function left out. The base b8cdcaa1 wrote the file:
regressions of lead26 (2ac76aef), false refusals.

Expected by hand from what the model meant: submit comes from another module, so no definition
of it belongs in this file; the note is a remark: usable, written as sent."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_N = "the submit handler is unchanged"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.js",
            'import {\n  cancel,\n  submit,\n} from "./handlers.js";\n\n'
            f"export function render() {{}}\n\n// {_N}\n\nexport function reset() {{}}\n",
            id="js-import-over-lines",
        ),
        pytest.param(
            "src/form.ts",
            'import {\n  cancel,\n  submit,\n} from "./handlers";\n\n'
            f"export function render(): void {{}}\n\n// {_N}\n\n"
            "export function reset(): void {}\n",
            id="ts-import-over-lines",
        ),
        pytest.param(
            "src/form.rs",
            "use crate::handlers::submit;\n\npub fn render() -> String {\n    submit();\n"
            f"    String::new()\n}}\n\n// {_N}\n\npub fn reset() {{\n}}\n",
            id="rust-use",
        ),
        pytest.param(
            "src/form.rs",
            "use crate::handlers::{cancel, submit};\n\npub fn render() -> String {\n"
            f"    String::new()\n}}\n\n// {_N}\n\npub fn reset() {{\n}}\n",
            id="rust-use-braces",
        ),
        pytest.param(
            "src/Form.php",
            "<?php\n\nuse function App\\Handlers\\submit;\n\nfunction render() {\n"
            f'    return "<form></form>";\n}}\n\n// {_N}\n\nfunction reset() {{\n}}\n',
            id="php-use-function",
        ),
        pytest.param(
            "Form.java",
            "import static app.Handlers.submit;\n\npublic class Form {\n"
            '    public String render() {\n        return "<form/>";\n    }\n\n'
            f"    // {_N}\n\n    public void reset() {{\n    }}\n}}\n",
            id="java-import-static",
        ),
        pytest.param(
            "Form.cs",
            "using static App.Handlers;\n\npublic class Form\n{\n"
            '    public string Render() => "<form/>";\n\n'
            "    // the Submit handler is unchanged\n\n    public void Reset() { }\n}\n",
            id="cs-using-static",
        ),
        pytest.param(
            "form.go",
            'package form\n\nimport . "app/handlers"\n\nfunc Render() string {\n\tSubmit()\n'
            '\treturn ""\n}\n\n// the Submit handler is unchanged\n\nfunc Reset() {\n}\n',
            id="go-dot-import",
        ),
        # guards: read right today
        pytest.param(
            "app/Form.kt",
            'import app.handlers.submit\n\nfun render(): String {\n    return "<form/>"\n}\n\n'
            f"// {_N}\n\nfun reset() {{\n}}\n",
            id="guard-kotlin-import",
        ),
        pytest.param(
            "src/form.js",
            'import { cancel, submit } from "./handlers.js";\n\n'
            f"export function render() {{}}\n\n// {_N}\n\nexport function reset() {{}}\n",
            id="guard-js-import-one-line",
        ),
    ],
)
def test_a_note_about_an_imported_function_is_a_remark(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
