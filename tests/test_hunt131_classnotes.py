"""hunt131: fix-scope141 reads a note right under a class's head (class A:, defmodule A do)
as one between blank lines, and a Visual Basic "'" note over a Sub, so '# validate and save
unchanged' over a method calling self.validate()/validate() that the file defines nowhere is a
note for methods left out. The same note one shape off is not read: under a class docstring
with no blank line, under a class attribute or a dataclass field, last in the class after the
method, over an Elixir one-line 'def f(x), do:', as a VB 'REM' comment, in a Ruby class. Each
file is a part written whole (usable-WRONG: the model left validate and save out)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_SUBMIT = "    def submit(self):\n        if self.validate():\n            self.save()\n"

_CASES = {
    "py-under-docstring": (
        "form.py",
        'class Form:\n    """A form."""\n    # validate and save unchanged\n' + _SUBMIT,
    ),
    "py-under-dataclass-field": (
        "form.py",
        "from dataclasses import dataclass\n\n\n@dataclass\nclass Form:\n"
        "    # validate and save unchanged\n    name: str\n\n" + _SUBMIT,
    ),
    "py-under-class-attribute": (
        "form.py",
        "class Form:\n    fields = ()\n    # validate and save unchanged\n" + _SUBMIT,
    ),
    "py-last-in-class": (
        "form.py",
        "class Form:\n" + _SUBMIT + "    # validate and save unchanged\n",
    ),
    "elixir-one-line-def": (
        "lib/form.ex",
        "defmodule Form do\n  # validate and save unchanged\n"
        "  def submit(f), do: f |> validate() |> save()\nend\n",
    ),
    "vb-rem-note": (
        "Form.vb",
        "Public Class Form\n    REM Validate and Save unchanged\n    Public Sub Submit()\n"
        "        If Validate() Then\n            Save()\n        End If\n    End Sub\nEnd Class\n",
    ),
    "ruby-self-calls": (
        "form.rb",
        "class Form\n  # validate and save unchanged\n  def submit\n"
        "    self.save if self.validate\n  end\nend\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_note_of_methods_the_class_lacks_is_a_part(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, content
