"""hunt55-scope: the margin note's names looked up in the names the whole file binds
(placeholders._defined_names / _python_bindings; fix-margin35), whatever scope the note stands
in. A note at the module's margin names module functions left out; a note among a class's
methods names methods left out. A name bound in another scope (a class's method for a
module-level note, a module function for a class's note, a function's parameter) is not the
code the note keeps. Expected by hand: the code the note stands for is missing from the file,
so the answer is never usable; the control (no such binding elsewhere) is refused today."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

# random.py's pattern: a class's methods, then module-level functions of the same names that
# call a default instance (left out here under the note).
_MODULE_NOTE_CLASS_METHODS = (
    "class Store:\n    def load(self):\n        return {}\n\n    def save(self, data):\n"
    "        return None\n\n\n_default = Store()\n\n\n# load and save unchanged\n\n\n"
    "def reset():\n    return None\n"
)
# a class whose methods wrap module functions of the same names (left out in the class).
_CLASS_NOTE_MODULE_FUNCTIONS = (
    "import json\n\n\ndef load(path):\n    with open(path) as fh:\n        return json.load(fh)\n\n\n"
    "def save(path, data):\n    with open(path, 'w') as fh:\n        json.dump(data, fh)\n\n\n"
    "class Store:\n    def __init__(self, path):\n        self.path = path\n\n"
    "    # load and save unchanged\n\n    def clear(self):\n        save(self.path, {})\n"
)
_JS_CLASS_NOTE_MODULE_FUNCTIONS = (
    "function load(p) {\n  return JSON.parse(p);\n}\n\nfunction save(p) {\n  return JSON.stringify(p);\n}\n\n"
    "export class Store {\n  constructor(p) {\n    this.p = p;\n  }\n\n  // load and save unchanged\n\n"
    "  clear() {\n    this.p = null;\n  }\n}\n"
)
# a function's parameters named like the helpers left out (JS is read by _DEFINES: params)
_JS_PARAMETERS = (
    "export function debounce(fn, delay) {\n  let t;\n"
    "  return (...a) => { clearTimeout(t); t = setTimeout(() => fn(...a), delay); };\n}\n\n"
    "// delay and retry stay the same\n\n"
    "export async function fetchJson(url, retry = 3) {\n  return fetch(url).then((r) => r.json());\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("m.py", _MODULE_NOTE_CLASS_METHODS, id="py-module-note-class-methods"),
        pytest.param("m.py", _CLASS_NOTE_MODULE_FUNCTIONS, id="py-class-note-module-functions"),
        pytest.param("m.js", _JS_CLASS_NOTE_MODULE_FUNCTIONS, id="js-class-note-module-functions"),
        pytest.param("m.js", _JS_PARAMETERS, id="js-parameters"),
        # the names imported only for the type checker (not bound when the module runs)
        pytest.param(
            "m.py",
            "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from .store import load, save\n\n\n"
            "def f():\n    return 1\n\n\n# load and save unchanged\n\n\ndef h():\n    return 3\n",
            id="py-type-checking-import",
        ),
    ],
)
def test_a_name_bound_in_another_scope_is_not_the_code_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, [f.content for f in result.code.files])


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "m.py",
            _MODULE_NOTE_CLASS_METHODS.replace("def load(self)", "def fetch(self)").replace(
                "def save(self", "def store(self"
            ),
            id="py-module",
        ),
        pytest.param(
            "m.js", _JS_PARAMETERS.replace("delay", "ms").replace("retry =", "tries ="), id="js"
        ),
    ],
)
def test_control_the_same_note_with_the_names_bound_nowhere_is_refused(
    path: str, content: str
) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, [f.content for f in result.code.files])
