"""hunt109: a whole file whose remark over a definition names functions bound in an
ENCLOSING block (a closure reaches them), refused since fix-heads96.

fix-heads96 counts a definition in a function's body only for a note "in that same block"
(``opener == block``); a note inside a block nested in that body (a returned object literal,
an ``if``, a callback, a class expression, an IIFE's object) is reached by the enclosing
function's locals just the same: the calls under the note call them. Usable at BASE
bbc0a3cb.

Expected by hand from what the model meant: each file is whole; ``validate`` and ``save`` are
defined above in the enclosing function and the comment is a remark on them: usable, exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_LOCALS = "  const validate = (x) => x > 0;\n  const save = (x) => x;\n"


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "export function setup() {\n" + _LOCALS + "  return {\n"
            "    // validate and save unchanged\n    submit(form) {\n      validate(form);\n"
            "      return save(form);\n    },\n  };\n}\n",
            id="returned-object-literal",
        ),
        pytest.param(
            "export function setup(debug) {\n" + _LOCALS + "  if (debug) {\n"
            "    // validate and save unchanged\n    function submit(form) {\n"
            "      validate(form);\n      return save(form);\n    }\n    return submit;\n  }\n}\n",
            id="inner-if-block",
        ),
        pytest.param(
            "export function setup(app) {\n" + _LOCALS + "  app.on('ready', () => {\n"
            "    // validate and save unchanged\n    const submit = (form) => {\n"
            "      validate(form);\n      return save(form);\n    };\n    app.submit = submit;\n"
            "  });\n}\n",
            id="callback-body",
        ),
        pytest.param(
            "export function makeForm() {\n" + _LOCALS + "  return class Form {\n"
            "    // validate and save unchanged\n    submit(form) {\n      validate(form);\n"
            "      return save(form);\n    }\n  };\n}\n",
            id="class-expression-in-function",
        ),
        pytest.param(
            "(function () {\n" + _LOCALS + "  window.app = {\n"
            "    // validate and save unchanged\n    submit(form) {\n      validate(form);\n"
            "      return save(form);\n    },\n  };\n})();\n",
            id="iife-object",
        ),
    ],
)
def test_an_enclosing_functions_locals_reach_the_note(content: str) -> None:
    result = parse_response(native_answer("src/a.js", content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [("src/a.js", content)]


def test_guard_same_block_is_whole() -> None:
    content = (
        "export function setup() {\n" + _LOCALS + "  // validate and save unchanged\n"
        "  function submit(form) {\n    validate(form);\n    return save(form);\n  }\n"
        "  return submit;\n}\n"
    )
    result = parse_response(native_answer("src/a.js", content.rstrip("\n")))
    assert files_of(result) == [("src/a.js", content)]
