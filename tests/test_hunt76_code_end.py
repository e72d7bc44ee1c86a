"""Hunt 76: a JavaScript/TypeScript text read to a closing delimiter where it ends inside an
expression (fix-hunt69-40's jsonfix/code_end weighs only .py texts; "other known files not
by this rule").

Expected by hand: ``{"files": [{"path": "a.js", "content": `const SEP = `}, {"path": "b.js",
"content": `;\\n`}]}`` reads two ways: a.js ``const SEP = `` (a statement whose operand is
missing, as ``SEP = `` in a .py text) and b.js ``;``, or one a.js whose SEP is the template
literal running to the last backtick. The first reading cuts a JavaScript file inside an
expression, exactly the case the rule refuses for Python (and refused for every file before
this round): usable only as the second reading, else refused.
"""

from __future__ import annotations

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "other", "open_", "close"),
    [
        pytest.param("a.js", "b.js", "const SEP = ", "`", id="js-backtick"),
        pytest.param("a.ts", "b.ts", "export const SEP = ", "`", id="ts-backtick"),
        pytest.param("a.js", "b.js", "const SEP = ", '"""', id="js-triple"),
    ],
)
def test_a_script_text_cut_inside_an_expression(
    path: str, other: str, open_: str, close: str
) -> None:
    text = (
        f'{{"files": [{{"path": "{path}", "content": {close}{open_}{close}}}, '
        f'{{"path": "{other}", "content": {close};\n{close}}}]}}'
    )
    whole = f'{open_}{close}}}, {{"path": "{other}", "content": {close};\n'
    meant_or_refused(parse_response(text), [(path, whole)])
