"""hunt137: fix-notes155 reads '// formatDate util unchanged' (a name, a kind word 'util'/'fn',
a state) over a definition calling formatDate, defined and imported nowhere, as a part. Its
neighbours are not read: other kinds of code a React file names ('hook', 'selector',
'component' used as JSX ``<Header />``), the kind before the name ('util formatDate
unchanged', 'hook useAuth: unchanged'), a sentence with its article ('the useAuth hook is
unchanged'), other states ('same as before', 'stays the same', 'keep the ...').
'helper', 'method' and 'utility function' are read (hold).

Expected by hand: the file imports only React; the named code is called (or rendered) and
bound nowhere: the note stands for it, left out: a part, not usable. Main and the base
(9ec80bf0) write each whole (usable-WRONG, not regressions)."""

from __future__ import annotations

import pytest
from meant import refused_native

_PAGE = (
    "import React from 'react';\n\n{NOTE}\nexport function Page() {\n  const user = {CALL};\n"
    "  return <main>{user.name}</main>;\n}\n"
)


def _page(note: str, call: str = "useAuth()") -> str:
    return _PAGE.replace("{NOTE}", note).replace("{CALL}", call)


_CASES = {
    "hook": _page("// useAuth hook unchanged"),
    "selector": _page("// selectUser selector unchanged", "selectUser(state)"),
    "kind-first-util": _page("// util formatDate unchanged", "formatDate(Date.now())"),
    "kind-first-hook": _page("// hook useAuth: unchanged"),
    "article-sentence": _page("// the useAuth hook is unchanged"),
    "same-as-before": _page("// useAuth hook same as before"),
    "stays-the-same": _page("// useAuth hook stays the same"),
    "component-rendered": "import React from 'react';\n\n// Header component unchanged\n"
    "export function Page() {\n  return (\n    <main>\n      <Header />\n    </main>\n  );\n}\n",
}


@pytest.mark.parametrize("content", list(_CASES.values()), ids=list(_CASES))
def test_named_code_of_a_kind_left_out_is_a_part(content: str) -> None:
    refused_native("src/Page.jsx", content)
