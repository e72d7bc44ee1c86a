"""hunt131: fix-scope141 reads a Vue script note ('// load and reset unchanged') as standing
for handlers the template binds (@click="load") and the script defines nowhere. A component
whose props are declared by their names as strings (defineProps(['load', 'reset']), or the
Options API's props: ['load', 'reset']) binds them: the template's load and reset are its
props, the note a remark on them, the page whole (false refusals; the defineProps ones are
regressions: usable at 4685abd8)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_TEMPLATE = (
    '<template>\n  <div>\n    <button @click="load">Load</button>\n'
    '    <button @click="reset">Reset</button>\n    <p>{{ count }}</p>\n  </div>\n'
    "</template>\n\n"
)

_CASES = {
    "define-props-array-assigned": (
        "<script setup>\nimport { ref } from 'vue'\nconst props = defineProps(['load', 'reset'])\n"
        "const count = ref(0)\n// load and reset unchanged\n</script>\n"
    ),
    "define-props-array": (
        "<script setup>\nimport { ref } from 'vue'\ndefineProps(['load', 'reset'])\n"
        "const count = ref(0)\n// load and reset unchanged\n</script>\n"
    ),
    "options-api-props-array": (
        "<script>\nexport default {\n  props: ['load', 'reset'],\n  data() {\n"
        "    return { count: 0 }\n  },\n  // load and reset unchanged\n}\n</script>\n"
    ),
}


@pytest.mark.parametrize("script", list(_CASES.values()), ids=list(_CASES))
def test_props_named_by_strings_bind_the_handlers(script: str) -> None:
    content = _TEMPLATE + script
    result = parse_response(native_answer("src/Counter.vue", content))
    assert result.usable
    assert files_of(result) == [("src/Counter.vue", content)]
