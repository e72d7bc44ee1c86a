"""hunt83: attacks on fix-prose47's "one name before a kind noun" reading (_ONE_NAME_ENDS:
helper/function/method/class/constant then kept words) in other languages' kind nouns.

Expected by hand: app.js is sent as a PART (f calls useG, neither defined nor imported in an
ES module); "The `useG` hook is unchanged." says useG was left out of it: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused

_JS = "export function f() {\n  return useG() + 1;\n}\n"


@pytest.mark.parametrize(
    "sentence",
    [
        pytest.param("The `useG` hook is unchanged.", id="hook-unchanged"),
        pytest.param("The `useG` hook stays as it was.", id="hook-stays"),
        pytest.param("The `useG` component is unchanged.", id="component"),
        pytest.param("The `useG` util is unchanged.", id="util"),
        pytest.param("The `useG` middleware is unchanged.", id="middleware"),
        pytest.param("The `useG` reducer stays as it was.", id="reducer"),
    ],
)
def test_a_js_part_whose_named_hook_or_component_is_kept_refuses(sentence: str) -> None:
    answer = f"`app.js`:\n\n```javascript\n{_JS}```\n\n{sentence}\n"
    refused(answer)
