"""hunt129: a note of names over a function that calls them, in a file that binds them by
destructuring a value (``const { formatDate } = await import('./dates.js');``, ``const {
formatDate } = helpers;``, ``const [formatDate] = makeFormatters();``): the definitions index
reads the destructuring of ``require(...)`` and imports, not of another value.

Expected by hand from what the model meant: the note (one name with a kind, fix-scope133's
shape, or two names) says the calls are kept; the file binds every name it lists: the file is
whole, written exactly, usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_ONE = (
    "// formatDate helper unchanged\nexport function renderRow(r) {\n"
    "  return '<td>' + formatDate(r.when) + '</td>';\n}\n"
)
_TWO = (
    "// validate and save unchanged\nexport function submit(form) {\n  validate(form);\n"
    "  return save(form);\n}\n"
)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "const { formatDate } = await import('./dates.js');\n\n" + _ONE, id="one-dynamic-import"
        ),
        pytest.param(
            "import helpers from './helpers.js';\n\nconst { formatDate } = helpers;\n\n" + _ONE,
            id="one-object",
        ),
        pytest.param(
            "import { makeFormatters } from './fmt.js';\n\n"
            "const [formatDate] = makeFormatters();\n\n" + _ONE,
            id="one-array",
        ),
        pytest.param(
            "const { validate, save } = await import('./store.js');\n\n" + _TWO,
            id="two-dynamic-import",
        ),
        pytest.param(
            "import store from './store.js';\n\nconst { validate, save } = store;\n\n" + _TWO,
            id="two-object",
        ),
    ],
)
def test_names_bound_by_destructuring_keep_the_file(content: str) -> None:
    result = parse_response(native_answer("src/row.js", content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("src/row.js", content)]
