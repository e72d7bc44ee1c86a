"""hunt94: a note of names over a definition that uses them as values other than call arguments:
JSX attribute values (`onClick={handleSave}`), object property values (`loader: loadHome`) and
shorthand properties (`{ g, k }`). Passed as arguments (`xs.map(renderItem)`) they are refused.

Expected by hand from what the model meant: the definition under the note uses each name and the
file binds none (no import, parameter or definition): evaluated, the value is a ReferenceError, so
the note stands for those functions, left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.jsx",
            "// handleSave and handleCancel unchanged\nexport function App() {\n  return (\n"
            "    <div>\n      <button onClick={handleSave}>Save</button>\n"
            "      <button onClick={handleCancel}>Cancel</button>\n    </div>\n  );\n}\n",
            id="jsx-attribute-handlers",
        ),
        pytest.param(
            "src/Form.tsx",
            "// handleSubmit and handleReset unchanged\nexport function Form() {\n  return (\n"
            "    <form onSubmit={handleSubmit} onReset={handleReset}>\n"
            '      <button type="submit">Go</button>\n    </form>\n  );\n}\n',
            id="tsx-attribute-handlers",
        ),
        pytest.param(
            "src/a.js",
            "// loadHome and loadUser unchanged\nexport function routes() {\n  return [\n"
            "    { path: '/', loader: loadHome },\n    { path: '/u/:id', loader: loadUser },\n"
            "  ];\n}\n",
            id="js-object-property-values",
        ),
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nexport function api() {\n  return { g, k };\n}\n",
            id="js-shorthand-properties",
        ),
    ],
)
def test_a_note_of_functions_used_as_values_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
