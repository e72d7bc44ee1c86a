"""hunt140: a short lead saying a Vue single-file component's block is one of its sections
("Only the template:", "Template section only:", "Just the <script setup>:", "Styles only:",
"The template (script unchanged):"), before a block labelled ``src/components/Form.vue`` that
holds only that section. fix-lead162 reads no section of a component (a template, a script,
a style) as a part. The base b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: Form.vue has a template, a script and a style; the
lead says the block is one of them: written as the whole Form.vue it deletes the others (not
usable). The whole component under a plain lead stays usable."""

from __future__ import annotations

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_PATH = "src/components/Form.vue"
_TEMPLATE = (
    '<template>\n  <form @submit.prevent="save">\n    <input v-model="name" />\n'
    "  </form>\n</template>\n"
)
_SCRIPT = (
    "<script setup>\nimport { ref } from 'vue'\nconst name = ref('')\nfunction save() {\n"
    "  console.log(name.value)\n}\n</script>\n"
)
_STYLE = "<style scoped>\nform {\n  display: flex;\n}\n</style>\n"


def _answer(prose: str, body: str) -> str:
    return f"{prose}\n\n`{_PATH}`:\n\n```vue\n{body}```\n"


@pytest.mark.parametrize(
    ("prose", "body"),
    [
        pytest.param("Only the template:", _TEMPLATE, id="only-the-template"),
        pytest.param("Template section only:", _TEMPLATE, id="template-section-only"),
        pytest.param("Just the template part:", _TEMPLATE, id="just-the-template-part"),
        pytest.param("The template (script unchanged):", _TEMPLATE, id="template-script-unchanged"),
        pytest.param("Just the <script setup>:", _SCRIPT, id="just-script-setup"),
        pytest.param("Only the script block changed:", _SCRIPT, id="only-script-changed"),
        pytest.param("Styles only:", _STYLE, id="styles-only"),
        pytest.param("Just the style block:", _STYLE, id="just-the-style-block"),
    ],
)
def test_a_lead_naming_one_section_of_a_component_refuses(prose: str, body: str) -> None:
    refused(_answer(prose, body))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Here's the Form component:", id="guard-component"),
        pytest.param("Template, script and style:", id="guard-three-sections"),
    ],
)
def test_the_whole_component_stays_usable(prose: str) -> None:
    whole = f"{_TEMPLATE}\n{_SCRIPT}\n{_STYLE}"
    result = parse_response(_answer(prose, whole))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(_PATH, whole)]
