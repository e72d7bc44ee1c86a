"""hunt95: a note of names joined by another word than the reader's joiners.

fix-place69/lead18 read a note's names joined by ``and``, ``,``, ``&`` or ``/``. Models also
join them with ``+``, ``plus``, ``as well as`` or ``;``: ``// load + save unchanged`` in a
class body whose ``run()`` calls ``this.load()`` and ``this.save()``, which the class does not
define and inherits from nothing, stands for those two methods left out. Expected by hand:
not usable (the file as written throws when ``run()`` is called). In Ruby, where any word of
the file binds (docs/lenient.md), the class mentions the two names nowhere else: the same note
joined by ``and`` is refused there.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "class View {\n  constructor() {\n    this.n = 0;\n  }\n\n  // NOTE\n\n"
    "  run() {\n    this.load();\n    this.save();\n  }\n}\n"
)
_PY = (
    "class View:\n    def __init__(self):\n        self.n = 0\n\n    # NOTE\n\n"
    "    def run(self):\n        self.load()\n        self.save()\n"
)
_RB = (
    "class View\n  def initialize\n    @n = 0\n  end\n\n  # NOTE\n\n"
    "  def run\n    @n += 1\n  end\nend\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("src/view.js", _JS.replace("NOTE", "load + save unchanged"), id="js-plus"),
        pytest.param(
            "src/view.js", _JS.replace("NOTE", "load() + save() unchanged"), id="js-plus-calls"
        ),
        pytest.param(
            "src/view.js", _JS.replace("NOTE", "load plus save unchanged"), id="js-plus-word"
        ),
        pytest.param("src/view.js", _JS.replace("NOTE", "load; save unchanged"), id="js-semicolon"),
        pytest.param("app/view.py", _PY.replace("NOTE", "load + save unchanged"), id="py-plus"),
        pytest.param(
            "app/view.py",
            _PY.replace("NOTE", "load as well as save unchanged"),
            id="py-as-well-as",
        ),
        pytest.param(
            "lib/view.rb", _RB.replace("NOTE", "load_rows + save_rows unchanged"), id="rb-plus"
        ),
    ],
)
def test_a_note_of_names_joined_otherwise_is_refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
