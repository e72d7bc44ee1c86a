"""hunt129: a note of names right over a statement that passes or exports them, in shapes
fix-scope133's reading of a statement passing values does not reach.

``// validate and save unchanged`` right over ``export const submit = pipe(validate, save);``,
``app.post('/form', validate, save, ...)`` on one line or ``const steps = [validate, save];``
(names bound nowhere in the file) is refused. Not read: the names passed to a call after
``export default`` (``export default compose(validate, save);``, in JS and TS), the arguments
of a call written one per line (``app.post(`` then ``validate,`` ...), an export list of the
names (``export { validate, save };``: a module exporting names it defines nowhere does not
even load), one function named with a kind passed to a wrapper (``// the handler function is
unchanged`` over ``export default withAuth(handler);``).

Expected by hand from what the model meant: the names are passed or exported, bound nowhere in
the file: the note stands for the functions left out; the file written whole throws or fails
to load: a part, not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_NOTE = "// validate and save unchanged\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/submit.js",
            "import { compose } from './fp.js';\n\n"
            + _NOTE
            + "export default compose(validate, save);\n",
            id="export-default-call-js",
        ),
        pytest.param(
            "src/submit.ts",
            "import { compose } from './fp';\n\n"
            + _NOTE
            + "export default compose(validate, save);\n",
            id="export-default-call-ts",
        ),
        pytest.param(
            "src/server.js",
            "import express from 'express';\n\nconst app = express();\n\n"
            + _NOTE
            + "app.post(\n  '/form',\n  validate,\n  save,\n  (req, res) => res.send('ok'),\n);\n",
            id="arguments-one-per-line",
        ),
        pytest.param(
            "src/form.js",
            "export function submit(f) {\n  return f;\n}\n\n"
            + _NOTE
            + "export { validate, save };\n",
            id="export-list",
        ),
        pytest.param(
            "src/page.js",
            "import { withAuth } from './auth.js';\n\n// the handler function is unchanged\n"
            "export default withAuth(handler);\n",
            id="one-name-to-a-wrapper",
        ),
    ],
)
def test_a_note_over_names_passed_or_exported_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)
