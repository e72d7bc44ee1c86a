"""hunt129: Ruby and Elixir notes of methods in places and shapes their note reader does not
read, where the same note in JavaScript or Python is refused.

``# validate and save unchanged`` between two Ruby methods, with blank lines around it, over a
method calling both (the class extends and includes nothing, no form binds the names) is
refused (lead18, fix-cshape131); ``Form#validate unchanged`` too. The same note as the class's
last member (after its methods, or after ``private``), as its first line, right under an
``attr_reader`` line; and a note of ONE method with a kind noun or a call (fix-scope133's
shapes: ``the validate method is unchanged``, ``validate(): unchanged``, Elixir ``validate/1
unchanged``, ``the validate function is unchanged``) is read as a remark and the file is
written whole. In JavaScript and Python the last-member note is refused.

Expected by hand from what the model meant: the methods the note names are called in the class
and nothing in the file defines them (no superclass, no include, no macro): the model left them
out, the file written whole raises NoMethodError / UndefinedFunctionError: a part, not
usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_INIT = "  def initialize(data)\n    @data = data\n  end\n\n"
_SUBMIT = "  def submit\n    validate(@data)\n    save(@data)\n  end\n"
_ONE = "\n\n  def submit\n    validate(@data)\n  end\nend\n"
_EX = "defmodule Form do\n  def new, do: %{}\n\n  # "
_EX_ONE = "\n\n  def submit(f) do\n    validate(f)\n  end\nend\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app/form.rb",
            "class Form\n" + _INIT + _SUBMIT + "\n  # validate and save unchanged\nend\n",
            id="rb-last-member",
        ),
        pytest.param(
            "app/form.rb",
            "class Form\n"
            + _INIT
            + _SUBMIT
            + "\n  private\n\n  # validate and save unchanged\nend\n",
            id="rb-after-private",
        ),
        pytest.param(
            "app/form.rb",
            "class Form\n  # validate and save unchanged\n\n" + _INIT + _SUBMIT + "end\n",
            id="rb-first-line",
        ),
        pytest.param(
            "app/form.rb",
            "class Form\n  attr_reader :data\n  # validate and save unchanged\n\n"
            + _SUBMIT
            + "end\n",
            id="rb-under-attr-reader",
        ),
        pytest.param(
            "app/form.rb",
            "class Form\n" + _INIT + "  # the validate method is unchanged" + _ONE,
            id="rb-one-kind",
        ),
        pytest.param(
            "app/form.rb",
            "class Form\n" + _INIT + "  # validate(): unchanged" + _ONE,
            id="rb-one-call",
        ),
        pytest.param("lib/form.ex", _EX + "validate/1 unchanged" + _EX_ONE, id="ex-one-arity"),
        pytest.param(
            "lib/form.ex", _EX + "the validate function is unchanged" + _EX_ONE, id="ex-one-kind"
        ),
    ],
)
def test_a_ruby_or_elixir_note_of_methods_left_out_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)
