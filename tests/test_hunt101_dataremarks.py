"""hunt101: false refusals: a whole file whose comment over a function says which DATA the
function leaves as it is.

``// width and height unchanged`` over ``moveTo(el, x, y)`` that sets ``left`` and ``top``, ``//
w and h unchanged`` over a Rust method that builds a moved ``Rect`` from a struct declaring
``w`` and ``h``, ``// width and height unchanged`` over a Java ``move`` of a class with those
fields: each comment says what the function does not change (fields, properties, keys,
options). Nothing in the file calls a function of those names; the file is whole and runs.
Before fix-heads83 these were kept ("called and bound nowhere" was the test); the sound rule
("every name DEFINED or code left out") now refuses them.

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
            "src/move.js",
            "// width and height unchanged\nexport function moveTo(el, x, y) {\n"
            "  el.style.left = x + 'px';\n  el.style.top = y + 'px';\n}\n",
            id="js-style-properties",
        ),
        pytest.param(
            "src/req.js",
            "// headers and body unchanged\nexport function withMethod(req, method) {\n"
            "  return { ...req, method };\n}\n",
            id="js-request-keys",
        ),
        pytest.param(
            "src/user.js",
            "// name and email stay the same\nexport function touch(user) {\n"
            "  return { ...user, updatedAt: Date.now() };\n}\n",
            id="js-record-fields-stay",
        ),
        pytest.param(
            "src/cfg.js",
            "// timeout and retries unchanged\nexport function withBaseUrl(config, baseUrl) {\n"
            "  return Object.assign({}, config, { baseUrl });\n}\n",
            id="js-config-options",
        ),
        pytest.param(
            "src/theme.js",
            "// colors and spacing unchanged\nexport function darken(theme) {\n"
            "  return { ...theme, mode: 'dark' };\n}\n",
            id="js-theme-keys",
        ),
        pytest.param(
            "src/point.ts",
            "export interface Point2 {\n  x: number;\n  y: number;\n}\n\n"
            "export interface Point3 extends Point2 {\n  z: number;\n}\n\n"
            "// x and y unchanged\nexport function withZ(p: Point2, z: number): Point3 {\n"
            "  return { ...p, z };\n}\n",
            id="ts-interface-fields",
        ),
        pytest.param(
            "src/rect.rs",
            "pub struct Rect {\n    pub x: i32,\n    pub y: i32,\n"
            "    pub w: i32,\n    pub h: i32,\n}\n\n"
            "impl Rect {\n    // w and h unchanged\n"
            "    pub fn moved(&self, dx: i32, dy: i32) -> Rect {\n"
            "        Rect { x: self.x + dx, y: self.y + dy, ..*self }\n    }\n}\n",
            id="rust-struct-fields",
        ),
        pytest.param(
            "src/Rect.java",
            "public class Rect {\n    int x, y, width, height;\n\n"
            "    // width and height unchanged\n    public void move(int dx, int dy) {\n"
            "        x += dx;\n        y += dy;\n    }\n}\n",
            id="java-class-fields",
        ),
    ],
)
def test_a_remark_on_data_the_function_keeps_is_a_whole_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
