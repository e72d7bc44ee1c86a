"""hunt106-tscemit: the TypeScript compiler run after the files emits JavaScript over a
JavaScript file the answer writes: ``tsc`` / ``npx tsc`` / ``tsc -p .`` / ``--build`` /
``-w`` with a tsconfig.json that sets no ``outDir`` (app.ts compiles to app.js beside it),
``tsc app.ts`` given the file, an npm ``build`` script that runs ``tsc``, or an ``outDir``
where the answer writes the built file.

Expected values by hand: tsc writes app.js (dist/index.js) from app.ts (src/index.ts), so the
written app.js with ``hello`` is replaced by the compiled ``hi`` version: the answer's files
are not what the tool leaves. Never usable, as ``npx babel app.js -o app.js`` and ``coffee -c
app.coffee`` over a written app.js are refused; ``tsc --noEmit`` writes nothing.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TS = (
    "app.ts\n```typescript\n"
    "const greet = (name: string): string => `hi ${name}`;\n\n"
    "console.log(greet('world'));\n```\n\n"
)
_JS = (
    "app.js\n```javascript\n"
    "const greet = (name) => `hello ${name}`;\n\n"
    "console.log(greet('world'));\n```\n\n"
)
_TSCONFIG = (
    "tsconfig.json\n```json\n"
    '{\n  "compilerOptions": {\n    "target": "es2020",\n'
    '    "module": "commonjs",\n    "strict": true\n  }\n}\n```\n\n'
)
_PACKAGE = (
    "package.json\n```json\n"
    '{\n  "name": "demo",\n  "scripts": {\n    "build": "tsc"\n  }\n}\n```\n\n'
)
_OUTDIR = (
    "tsconfig.json\n```json\n"
    '{\n  "compilerOptions": {\n    "target": "es2020",\n'
    '    "rootDir": "src",\n    "outDir": "dist"\n  }\n}\n```\n\n'
    "src/index.ts\n```typescript\nexport const port: number = 3000;\n```\n\n"
    "dist/index.js\n```javascript\nexports.port = 8080;\n```\n\n"
)
_CASES = {
    "npx-tsc": (_TS + _JS + _TSCONFIG, "npx tsc"),
    "tsc": (_TS + _JS + _TSCONFIG, "tsc"),
    "tsc-p": (_TS + _JS + _TSCONFIG, "npx tsc -p ."),
    "tsc-build": (_TS + _JS + _TSCONFIG, "npx tsc --build"),
    "tsc-watch": (_TS + _JS + _TSCONFIG, "tsc -w"),
    "tsc-file": (_TS + _JS, "npx tsc app.ts"),
    "npm-run-build": (_TS + _JS + _TSCONFIG + _PACKAGE, "npm run build"),
    "outdir-written": (_OUTDIR, "npx tsc"),
}


@pytest.mark.parametrize("case", list(_CASES), ids=list(_CASES))
def test_tsc_emitting_over_a_written_file_is_weighed(case: str) -> None:
    files, block = _CASES[case]
    answer = files + f"Build it:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    ("files", "block"),
    [
        pytest.param(_JS, "npx babel app.js -o app.js", id="babel-over"),
        pytest.param(
            "app.coffee\n```coffeescript\nconsole.log 'hi'\n```\n\n" + _JS,
            "coffee -c app.coffee",
            id="coffee",
        ),
    ],
)
def test_the_listed_forms_are_refused(files: str, block: str) -> None:
    answer = files + f"Build it:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable
