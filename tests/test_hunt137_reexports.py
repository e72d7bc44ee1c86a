"""hunt137: a note over an ES re-export. fix-names156 reads a note right over an export list
of names bound nowhere (``export { validate, save };``) as a part. A RE-export,
``export { validate, save } from './rules.js';``, binds the names from the module it names:
nothing of this file is left out, the note is a remark on what the index hands on. Refused on
one line (alone, beside another export, renamed with ``as``, beside ``export type``); over
lines (``export {`` / names / ``} from './rules';``) it is kept, and so are CommonJS
``require`` re-exports, Python's ``from .rules import ...`` and Rust's ``pub use``.

Expected by hand: the whole file, kept as written. Main and the base (9ec80bf0) refuse each
(false refusals, not regressions)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_NOTE = "// validate and save unchanged\n"

_CASES = {
    "beside-another-export": (
        "src/index.js",
        "import { submit } from './form.js';\n\n"
        + _NOTE
        + "export { validate, save } from './rules.js';\nexport { submit };\n",
    ),
    "alone": ("src/index.js", _NOTE + "export { validate, save } from './rules.js';\n"),
    "renamed": (
        "src/index.js",
        _NOTE + "export { check as validate, persist as save } from './rules.js';\n",
    ),
    "beside-export-type": (
        "src/index.ts",
        _NOTE + "export { validate, save } from './rules';\nexport type { Rule } from './types';\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_reexported_names_make_the_note_a_remark(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
