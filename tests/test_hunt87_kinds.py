"""hunt87: attacks on fix-prose56's kind nouns (hook/component/util/middleware/reducer/...)
after one backquoted name in a sentence after a block.

Expected by hand: the block is a whole server.js / store.js; the sentence after it says a
middleware/reducer the file imports from another file (under another binding name) is
unchanged: it lives in that file, not sent. The file is whole: usable and exact (usable at
68df3761; the guard with the import's path naming the word stays usable).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_SERVER = """const express = require('express');
const { requireAuth } = require('./middleware/requireAuth');
const routes = require('./routes');

const app = express();
app.use(express.json());
app.use('/api', requireAuth, routes);

app.listen(3000);
"""
_STORE = """import { configureStore } from '@reduxjs/toolkit';
import todosReducer from './features/todosSlice';

export const store = configureStore({
  reducer: { todoList: todosReducer },
});
"""


@pytest.mark.parametrize(
    ("path", "content", "sentence"),
    [
        pytest.param(
            "server.js", _SERVER, "The `auth` middleware is unchanged.", id="auth-middleware"
        ),
        pytest.param(
            "src/store.js", _STORE, "The `todos` reducer is unchanged.", id="todos-reducer"
        ),
        pytest.param(
            "server.js",
            _SERVER.replace("requireAuth'", "auth'"),
            "The `auth` middleware is unchanged.",
            id="guard-path-names-it",
        ),
    ],
)
def test_a_kind_noun_of_an_imported_part_keeps_the_whole_file(
    path: str, content: str, sentence: str
) -> None:
    result = parse_response(f"`{path}`:\n\n```js\n{content}```\n\n{sentence}\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
