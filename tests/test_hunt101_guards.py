"""hunt101 guards: whole files whose comment over a definition names things the file defines,
or speaks of library calls; they must stay usable and exact (they pass on main at the time of
writing; kept as guards for a fix of the hunt101 classes).

Expected by hand from what the model meant: each file whole, usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "// see validate and save below\nexport function submit(form) {\n"
            "  validate(form);\n  return save(form);\n}\n\nfunction validate(form) {\n"
            "  return !!form;\n}\n\nconst save = (form) => form;\n",
            id="js-see-below-defined",
        ),
        pytest.param(
            "lib/read.js",
            "'use strict';\n\nconst fs = require('fs');\n\n"
            "// readFileSync and JSON.parse behave as before\nfunction readJson(p) {\n"
            "  return JSON.parse(fs.readFileSync(p, 'utf8'));\n}\n\nmodule.exports = readJson;\n",
            id="node-library-calls-as-before",
        ),
        pytest.param(
            "src/form.cpp",
            "struct Form {\n    bool validate() const;\n    bool save();\n"
            "    bool submit();\n};\n\n"
            "// validate and save unchanged\nbool Form::submit() {\n"
            "    return validate() && save();\n}\n\nbool Form::validate() const {\n"
            "    return true;\n}\n\nbool Form::save() {\n    return true;\n}\n",
            id="cpp-members-defined-out-of-class",
        ),
        pytest.param(
            "geom/rect.go",
            "package geom\n\n// Width and Height unchanged\nfunc (r Rect) Move(dx, dy int) Rect {\n"
            "\tr.X += dx\n\tr.Y += dy\n\treturn r\n}\n",
            id="go-fields-remark",
        ),
        pytest.param(
            "src/copy.js",
            "// src and dst unchanged\nexport function copy(src, dst) {\n"
            "  return Object.assign(dst, src);\n}\n",
            id="js-parameters-remark",
        ),
    ],
)
def test_a_whole_file_with_a_remark_over_a_definition_stays_exact(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
