"""hunt109: a page component's script note names handlers the page's markup uses but the
script never defines (``// load and reset unchanged`` over nothing, with ``@click="load"``).

fix-pages97 weighs a script note's names against the page: "a state and a name the page
lacks" is a note; a word in the markup (an event binding ``@click="load"``, ``on:click=
{load}``) counts as the page having it, so the note reads as a remark, though a binding is a
USE: the function it calls is nowhere. In an Astro page's frontmatter a called, never defined
or imported ``getPosts`` is not weighed by its definition either.

Expected by hand from what the model meant: the note stands for the handlers (functions) left
out of the script: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_VUE = (
    '<template>\n  <div>\n    <button @click="{a}">Load</button>\n'
    '    <button @click="{b}">Reset</button>\n    <p>{{{{ count }}}}</p>\n  </div>\n'
    "</template>\n\n<script setup>\nimport {{ ref }} from 'vue'\nconst count = ref(0)\n"
    "// {a} and {b} unchanged\n</script>\n"
)
_SVELTE = (
    "<script>\n  let count = 0;\n  // {a} and {b} unchanged\n</script>\n\n"
    "<button on:click={{{a}}}>Load</button>\n<button on:click={{{b}}}>Reset</button>\n"
    "<p>{{count}}</p>\n"
)
_ASTRO = (
    "---\nimport Card from '../components/Card.astro';\nconst posts = await getPosts();\n"
    "{}\n---\n<ul>\n  {{posts.map((p) => <Card post={{p}} />)}}\n</ul>\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/Counter.vue", _VUE.format(a="load", b="reset"), id="vue-bound-plain-names"
        ),
        pytest.param(
            "src/Counter.vue",
            _VUE.format(a="fetchItems", b="resetCount"),
            id="vue-bound-camel-names",
        ),
        pytest.param(
            "src/Counter.svelte",
            _SVELTE.format(a="load", b="reset"),
            id="svelte-bound-plain-names",
        ),
        pytest.param(
            "src/Counter.svelte",
            _SVELTE.format(a="fetchItems", b="resetCount"),
            id="svelte-bound-camel-names",
        ),
        pytest.param(
            "src/pages/index.astro",
            _ASTRO.format("// getPosts unchanged"),
            id="astro-called-undefined-name",
        ),
        pytest.param(
            "src/pages/index.astro",
            _ASTRO.format("// helpers unchanged"),
            id="astro-helpers-unchanged-with-undefined-call",
        ),
    ],
)
def test_a_script_note_for_handlers_the_markup_binds_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
