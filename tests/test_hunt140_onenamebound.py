"""hunt140: a note naming ONE function with its kind and a state ("the submit handler is
unchanged"), alone between blank lines, over a file that binds the name in a form the lead's
round-26 rule (tests/test_lead26_onename.py: defined and imported nowhere, so code left out)
does not read: a namespace import called as ``handlers.submit``, a star import, a re-export, an
object literal's method, a property assigned a function, a Go package's ``handlers.Submit``.
The base b8cdcaa1 read the note as a remark and wrote the file: regressions of lead26, false
refusals.

Expected by hand from what the model meant: the file binds ``submit`` (the note speaks of it,
it is not left out): usable, written as sent. Guards: the forms read today (require, an import
alias, an arrow function, a class method)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    '{IMPORT}export function render(root) {\n  root.innerHTML = "<form></form>";\n}\n\n'
    "// the submit handler is unchanged\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)
_PY = (
    '{IMPORT}def render(root):\n    return "<form></form>"\n\n\n'
    "# the submit handler is unchanged\n\n\ndef reset(root):\n    root.clear()\n"
)
_GO = (
    'package form\n\nimport "app/handlers"\n\nfunc Render() string {\n\thandlers.Submit()\n'
    '\treturn "<form></form>"\n}\n\n// the Submit handler is unchanged\n\nfunc Reset() {\n}\n'
)


def _js(importing: str) -> str:
    return _JS.replace("{IMPORT}", importing)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.js",
            _js('import * as handlers from "./handlers.js";\n\n').replace(
                "root.innerHTML", "handlers.submit(root);\n  root.innerHTML"
            ),
            id="js-namespace-import",
        ),
        pytest.param(
            "form.py",
            _PY.replace("{IMPORT}", "from handlers import *\n\n\n"),
            id="py-star-import",
        ),
        pytest.param(
            "src/form.js", _js('export { submit } from "./handlers.js";\n\n'), id="js-reexport"
        ),
        pytest.param(
            "src/form.js",
            _js("const api = {\n  submit(root) {\n    root.submit();\n  },\n};\n\n"),
            id="js-object-method",
        ),
        pytest.param(
            "src/form.js",
            _js("const form = {};\nform.submit = function (root) {\n  root.submit();\n};\n\n"),
            id="js-property-function",
        ),
        pytest.param("form/form.go", _GO, id="go-package-function"),
        # guards: read right today
        pytest.param(
            "src/form.js",
            _js('const { submit } = require("./handlers");\n\n'),
            id="guard-js-require",
        ),
        pytest.param(
            "src/form.js",
            _js('import { onSubmit as submit } from "./handlers.js";\n\n'),
            id="guard-js-import-alias",
        ),
        pytest.param(
            "src/form.js",
            _js("export const submit = (root) => root.submit();\n\n"),
            id="guard-js-arrow",
        ),
        pytest.param(
            "form.py",
            _PY.replace("{IMPORT}", "from handlers import (\n    cancel,\n    submit,\n)\n\n\n"),
            id="guard-py-import-parenthesised",
        ),
    ],
)
def test_a_one_name_note_over_a_file_binding_the_name_is_a_remark(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
