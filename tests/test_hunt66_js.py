"""hunt66: a JavaScript margin note of names and a state ("// load and save unchanged")
read against definitions outside the note's scope (placeholders._defined_names: indentation
only, no parse): another class's methods for a note among a class's methods, a function's
local destructuring or a template string's text for a note at the module's margin. The file
is written with the named functions lost. Expected by hand: the note stands, in its own
scope, for load and save that scope never defines, so the answer is not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_OTHER_CLASS = """class Store {
  load() {
    return 1;
  }

  save() {
    return 2;
  }
}

class View {
  render() {
    return 1;
  }

  // load and save unchanged

  destroy() {
    return 2;
  }
}
"""

_MARGIN_CLASS_METHODS = """class Store {
  load() {
    return 1;
  }

  save() {
    return 2;
  }
}

function f() {
  return 1;
}

// load and save unchanged

function h() {
  return 3;
}
"""

_LOCAL_DESTRUCTURING = """function f() {
  const { load, save } = api;
  return load;
}

// load and save unchanged

function h() {
  return 3;
}
"""

_TEMPLATE_STRING = """const s = `
function load() {}
function save() {}
`;

function f() {
  return 1;
}

// load and save unchanged

function h() {
  return 3;
}
"""


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_OTHER_CLASS, id="other-class-methods"),
        pytest.param(_MARGIN_CLASS_METHODS, id="margin-note-class-methods"),
        pytest.param(_LOCAL_DESTRUCTURING, id="function-local-destructuring"),
        pytest.param(_TEMPLATE_STRING, id="template-string-text"),
    ],
)
def test_a_js_note_bound_only_outside_its_scope_is_refused(content: str) -> None:
    result = parse_response(native_answer("app.js", content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
