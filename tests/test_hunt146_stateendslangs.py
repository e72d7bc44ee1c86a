"""hunt146 (issue 20): stateendslangs. The neighbours of ``test_hunt146_stateends`` in the
other languages' readers of notes of names: lead28's prefilter (``_may_end_in_state``) turns
away a note whose East Asian state is followed by an ASCII mark outside ``_CLOSE`` ("?",
"(?)", "^^") in Go, Ruby, Python and C# as in JS. The base (6056e91f) refused every one of
them (regressions of lead28 bd3cea89).

Expected by hand: each file calls ``validate`` and ``save`` (``Validate``/``Save``) and
defines them nowhere; the note stands for them (a part: refused), as the same note without
the mark is (guards)."""

from __future__ import annotations

import pytest
from meant import refused_native

_GO = (
    'package form\n\nimport "net/http"\n\n'
    "func Handle(w http.ResponseWriter, r *http.Request) {\n"
    "\tif validate(r) {\n\t\tsave(r)\n\t}\n\tw.WriteHeader(http.StatusNoContent)\n}\n\n"
    "NOTE\n\nfunc Reset() {}\n"
)
_RB = (
    "class Form\n  def submit(params)\n    save(params) if validate(params)\n  end\n\n"
    "  NOTE\n\n  def reset\n    @data = {}\n  end\nend\n"
)
_PY = (
    "class Form:\n    def submit(self, params):\n        if self.validate(params):\n"
    "            self.save(params)\n\n    NOTE\n\n    def reset(self):\n        self.data = {}\n"
)
_CS = (
    "public class Form\n{\n    public void Submit(Params p)\n    {\n"
    "        if (Validate(p)) Save(p);\n    }\n\n    NOTE\n\n    public void Reset() { }\n}\n"
)
_FILES = {"go": ("form/form.go", _GO), "rb": ("form.rb", _RB), "py": ("form.py", _PY)}
_FILES["cs"] = ("Form.cs", _CS)


def _note(lang: str, tail: str) -> str:
    names = "Validate 和 Save" if lang == "cs" else "validate 和 save"
    marker = "#" if lang in ("rb", "py") else "//"
    return f"{marker} {names} 保持不变{tail}"


@pytest.mark.parametrize(
    ("lang", "tail"),
    [
        pytest.param("go", " ?", id="go-question"),
        pytest.param("go", " (?)", id="go-question-paren"),
        pytest.param("go", " ^^", id="go-carets"),
        pytest.param("rb", " ?", id="rb-question"),
        pytest.param("rb", " (?)", id="rb-question-paren"),
        pytest.param("py", " ?", id="py-question"),
        pytest.param("py", " (?)", id="py-question-paren"),
        pytest.param("cs", " ^^", id="cs-carets"),
    ],
)
def test_an_east_asian_state_before_an_ascii_mark_is_a_note(lang: str, tail: str) -> None:
    path, content = _FILES[lang]
    refused_native(path, content.replace("NOTE", _note(lang, tail)))


@pytest.mark.parametrize("lang", ["go", "rb", "py", "cs"])
def test_the_same_note_without_the_mark_is_refused(lang: str) -> None:
    path, content = _FILES[lang]
    refused_native(path, content.replace("NOTE", _note(lang, "")))
