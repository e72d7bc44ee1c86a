"""hunt145: a short lead naming a KIND that is what the whole file is ("Just the component:"
over a whole Card.vue, "Only the middleware:" over middleware.ts, "Only the view:" over a
views.py of one view, "Just the hook:" over src/hooks/useToggle.js), before the WHOLE file.
fix-kinds176's :func:`labels._one_kind_lead` excepts a kind that is the file's stem or its
plural of the path, not a singular of a plural stem (views.py, routes.py), a directory of
the kind (hooks/, tests/), nor a component file (.vue); fix-en175's names-alone reading takes
a kind word that is also a word of the block's names ('middleware', 'schema', 'test') for
the block's own names. The base 6056e91f wrote each: false refusals, regressions of
fix-kinds176 / fix-en175.

Expected by hand from what the model meant: the block is the whole file (its imports, its one
piece, its exports): usable, written as sent."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_TEST = (
    "import pytest\n\nfrom slug import slugify\n\n\n"
    "def test_slugify_spaces():\n    assert slugify('a b') == 'a-b'\n"
)
_ROUTES = (
    "from flask import Flask\n\napp = Flask(__name__)\n\n\n"
    "@app.get('/users')\ndef list_users():\n    return []\n"
)
_MIDDLEWARE = (
    "import { NextResponse } from 'next/server';\n\n"
    "export function middleware(req) {\n  return NextResponse.next();\n}\n\n"
    "export const config = { matcher: '/admin/:path*' };\n"
)
_HOOK = (
    "import { useState } from 'react';\n\nexport function useToggle(init = false) {\n"
    "  const [on, set] = useState(init);\n  return [on, () => set((v) => !v)];\n}\n"
)
_SCHEMA = "import { z } from 'zod';\n\nexport const userSchema = z.object({ name: z.string() });\n"
_VUE = (
    "<template>\n  <div>{{ title }}</div>\n</template>\n\n<script setup>\n"
    "defineProps(['title'])\n</script>\n"
)
_VITE = "import { defineConfig } from 'vite';\n\nexport default defineConfig({ base: '/' });\n"
_VIEWS = (
    "from django.http import HttpResponse\n\n\ndef index(request):\n    return HttpResponse('hi')\n"
)


@pytest.mark.parametrize(
    ("prose", "path", "lang", "body"),
    [
        pytest.param("Just the test:", "tests/test_slug.py", "python", _TEST, id="test-file"),
        pytest.param("Only the route:", "routes.py", "python", _ROUTES, id="routes-file"),
        pytest.param("Only the middleware:", "middleware.ts", "ts", _MIDDLEWARE, id="middleware"),
        pytest.param("Just the hook:", "src/hooks/useToggle.js", "js", _HOOK, id="hooks-dir"),
        pytest.param("Just the schema:", "src/schema.ts", "ts", _SCHEMA, id="schema-file"),
        pytest.param("Just the component:", "src/components/Card.vue", "vue", _VUE, id="vue-sfc"),
        pytest.param("Only the config object:", "vite.config.js", "js", _VITE, id="config-file"),
        pytest.param("Only the view:", "blog/views.py", "python", _VIEWS, id="views-file"),
        # guards: read right today
        pytest.param("Only the model:", "blog/models.py", "python", _VIEWS, id="guard-model"),
        pytest.param(
            "Only the Card component:", "src/components/Card.vue", "vue", _VUE, id="guard-named"
        ),
        pytest.param("Only the parser:", "src/parser.py", "python", _VIEWS, id="guard-parser"),
    ],
)
def test_a_kind_that_is_the_whole_file_keeps_it(
    prose: str, path: str, lang: str, body: str
) -> None:
    result = parse_response(f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]
