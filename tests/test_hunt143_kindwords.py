"""hunt143: fix-names174 reads the kind words hook/selector/component/reducer beside one
name ('// useAuth hook unchanged'). Its neighbours are not read: other kinds a JS/TS file
names beside its code ('service', 'middleware', 'store', 'composable', 'context', 'action',
'slice', an Angular 'guard').

Expected by hand: the file imports only its framework; the named code is called (or used)
and bound nowhere: the note stands for it, left out: a part, not usable (as the 'hook' note
is). Main and the base write each whole (usable-WRONG, not regressions). Guard: the named code
imported keeps the file whole.
"""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_PAGE = (
    "import React from 'react';\n{IMPORT}\n{NOTE}\nexport function Page() {\n"
    "  const user = {CALL};\n  return <main>{user.name}</main>;\n}\n"
)


def _page(note: str, call: str, imported: str = "") -> str:
    return _PAGE.replace("{IMPORT}", imported).replace("{NOTE}", note).replace("{CALL}", call)


_PARTS = {
    "service": ("src/Page.jsx", _page("// authService service unchanged", "authService.user()")),
    "middleware": (
        "src/app.js",
        "import express from 'express';\n\nconst app = express();\n\n"
        "// requireAuth middleware unchanged\napp.use(requireAuth);\n",
    ),
    "store": ("src/Page.jsx", _page("// useUserStore store unchanged", "useUserStore()")),
    "composable": ("src/Page.jsx", _page("// useFetch composable unchanged", "useFetch('/u')")),
    "context": (
        "src/Page.jsx",
        _page("// AuthContext context unchanged", "React.useContext(AuthContext)"),
    ),
    "action": ("src/Page.jsx", _page("// fetchUser action unchanged", "fetchUser()")),
    "slice": ("src/Page.jsx", _page("// userSlice slice unchanged", "userSlice.getInitialState()")),
    "angular-guard": (
        "src/app.routes.ts",
        "import { Routes } from '@angular/router';\n\n// authGuard guard unchanged\n"
        "export const routes: Routes = [{ path: '', canActivate: [authGuard] }];\n",
    ),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_named_code_of_a_kind_bound_nowhere_is_a_part(case: tuple[str, str]) -> None:
    refused_native(*case)


@pytest.mark.parametrize(
    ("note", "call", "imported"),
    [
        pytest.param(
            "// useUserStore store unchanged",
            "useUserStore()",
            "import { useUserStore } from './store';",
            id="store-imported",
        ),
        pytest.param(
            "// fetchUser action unchanged",
            "fetchUser()",
            "import { fetchUser } from './actions';",
            id="action-imported",
        ),
    ],
)
def test_named_code_imported_is_a_remark(note: str, call: str, imported: str) -> None:
    content = _page(note, call, imported)
    result = parse_response(native_answer("src/Page.jsx", content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [("src/Page.jsx", content)]
