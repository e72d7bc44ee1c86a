"""hunt101: false refusals: a whole file whose comment over a function names things that are
not functions of the file: another module's members, a library object's methods, event names,
environment variables, table columns, a request's fields.

Each comment says the function leaves those things as they are (``// utils.merge and
utils.clone unchanged``: the module ``./utils`` the file requires is not edited; ``// emit and
on unchanged``: the stream API; ``// NODE_ENV and PORT unchanged``). The file is whole and
runs. At BASE (73979a35) each was kept; fix-heads83's sound rule (every name the note lists
DEFINED in the file, else code left out) refuses it.

Expected by hand from what the model meant: the whole file, usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "lib/index.js",
            "'use strict';\n\nconst utils = require('./utils');\n\n"
            "// utils.merge and utils.clone unchanged\nfunction extend(a, b) {\n"
            "  return utils.merge(utils.clone(a), b);\n}\n\nmodule.exports = extend;\n",
            id="cjs-required-module-members",
        ),
        pytest.param(
            "lib/pipe.js",
            "'use strict';\n\n// emit and on unchanged\nfunction pipe(src, dst) {\n"
            "  src.on('data', (d) => dst.emit('data', d));\n}\n\nmodule.exports = pipe;\n",
            id="node-stream-methods",
        ),
        pytest.param(
            "src/ui.js",
            "// click and keydown unchanged\nexport function bind(el, handler) {\n"
            "  el.addEventListener('input', handler);\n}\n",
            id="dom-event-names",
        ),
        pytest.param(
            "src/env.js",
            "// NODE_ENV and PORT unchanged\nexport function withHost(env, host) {\n"
            "  return { ...env, HOST: host };\n}\n",
            id="environment-variables",
        ),
        pytest.param(
            "src/sql.js",
            "// id and created_at unchanged\nexport function updateName(db, id, name) {\n"
            "  return db.run('UPDATE users SET name = ? WHERE id = ?', name, id);\n}\n",
            id="table-columns",
        ),
        pytest.param(
            "src/mw.js",
            "// req.body and res.locals unchanged\nexport function requestId(req, res, next) {\n"
            "  res.setHeader('X-Request-Id', crypto.randomUUID());\n  next();\n}\n",
            id="express-request-fields",
        ),
    ],
)
def test_a_remark_on_things_not_functions_is_a_whole_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
