"""hunt101: a note of names over a statement that passes the names as values (no definition
under it), or over a head that passes them in a default's call.

``// validate and save unchanged`` over ``router.post('/forms', validate, save, handler)``,
over ``export const handler = compose(validate, save);``, over ``export default
withAuth(withLogging(Page));`` or over ``form.addEventListener('submit', validate)``: the
names are functions the file binds nowhere, passed as values (a use that needs a binding, by
docs/lenient.md). The note is not over a definition head, so it is never read; over
``function submit(form, opts = pick(validate, save))`` the call's arguments are read as the
head's parameters.

Expected by hand from what the model meant: the named functions were left out; the file written
whole throws (ReferenceError) when loaded: a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/routes.js",
            "import { Router } from 'express';\n\nconst router = Router();\n\n"
            "// validate and save unchanged\n"
            "router.post('/forms', validate, save, (req, res) => {\n"
            "  res.status(201).json(req.form);\n});\n\nexport default router;\n",
            id="express-middleware-arguments",
        ),
        pytest.param(
            "src/handler.js",
            "// validate and save unchanged\nexport const handler = compose(validate, save);\n",
            id="compose-arguments",
        ),
        pytest.param(
            "src/page.js",
            "import Page from './Page.js';\n\n// withAuth and withLogging unchanged\n"
            "export default withAuth(withLogging(Page));\n",
            id="higher-order-wrappers",
        ),
        pytest.param(
            "src/form.js",
            "const form = document.querySelector('form');\n\n// validate and save unchanged\n"
            "form.addEventListener('input', validate);\nform.addEventListener('submit', save);\n",
            id="event-listener-values",
        ),
        pytest.param(
            "src/a.js",
            "// validate and save unchanged\n"
            "export function submit(form, opts = pick(validate, save)) {\n"
            "  opts.validate(form);\n  return opts.save(form);\n}\n",
            id="call-in-a-default-read-as-parameters",
        ),
    ],
)
def test_a_note_over_names_passed_as_values_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
