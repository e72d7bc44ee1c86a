"""hunt93: a component's note of named slots (or slot templates) it does not hold: "header and
footer slots unchanged" over a lone default <slot />. The kind word "slots" takes the note out
of the page rules, which read elements and components.

Expected by hand from what the model meant: the component holds no header or footer slot; the
note stands for the slot markup the model left out: a part, not a whole file: not usable. With
the slots present the same note is a remark and the file is whole (guards)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_NOTE = "<!-- header and footer slots unchanged -->"


def _usable(path: str, content: str) -> bool:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    return result.usable


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/components/Card.vue",
            f'<template>\n  <div class="card">\n    {_NOTE}\n    <slot />\n  </div>\n</template>\n',
            id="vue",
        ),
        pytest.param(
            "src/lib/Card.svelte",
            f'<div class="card">\n  {_NOTE}\n  <slot />\n</div>\n',
            id="svelte",
        ),
        pytest.param(
            "src/layouts/Base.astro",
            f"---\nconst {{ title }} = Astro.props;\n---\n<html>\n  <head><title>{{title}}</title>"
            f"</head>\n  <body>\n    {_NOTE}\n    <slot />\n  </body>\n</html>\n",
            id="astro",
        ),
        pytest.param(
            "index.html",
            f'<!DOCTYPE html>\n<html>\n<body>\n  <template id="card">\n    {_NOTE}\n'
            "    <slot></slot>\n  </template>\n</body>\n</html>\n",
            id="web-component-template",
        ),
        pytest.param(
            "src/pages/Home.vue",
            "<template>\n  <Layout>\n    <!-- header and footer templates unchanged -->\n"
            "    <p>Body</p>\n  </Layout>\n</template>\n\n<script setup>\n"
            "import Layout from './Layout.vue'\n</script>\n",
            id="vue-slot-templates",
        ),
    ],
)
def test_a_note_of_slots_the_component_does_not_hold_is_a_part(path: str, content: str) -> None:
    assert not _usable(path, content)


@pytest.mark.parametrize(
    "slots",
    [
        pytest.param(
            '<slot name="header" />\n    <slot />\n    <slot name="footer" />', id="slot-elements"
        ),
        pytest.param(
            "<template #header><h1>T</h1></template>\n    <template #footer><p>F</p></template>",
            id="slot-shorthand",
        ),
    ],
)
def test_guard_a_note_of_slots_the_component_holds_is_whole(slots: str) -> None:
    content = f'<template>\n  <div class="card">\n    {_NOTE}\n    {slots}\n  </div>\n</template>\n'
    result = parse_response(native_answer("src/components/Card.vue", content.rstrip("\n")))
    assert result.usable
    assert [f.content for f in result.code.files] == [content]
