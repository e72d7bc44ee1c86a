"""hunt143: fix-names174 reads Ruby/Elixir bases, mixins and directives known to give none of
a note's names (``< RuntimeError``, ``Struct.new``, ``extend Enumerable``, ``use Supervisor``,
``import Enum, only: [...]``) as binding nothing. Its neighbours are not read: Ruby's ``<
Hash``, ``< Array``, ``< Set`` (core classes without ``validate``/``save``), ``extend
Forwardable``, ``include Singleton``; Elixir's whole ``import Enum``; Python classes whose base
is ``Exception`` or ``dict``.

Expected by hand: the note ('validate and save unchanged') names methods the code calls
(``save if validate``, ``|> validate() |> save()``, ``self.validate()``) and nothing in the
file or its known base defines: it stands for them, left out: a part, not usable. Main writes
each whole (usable-WRONG). Guard: an unknown base (``< ApplicationRecord``) may give them: kept.
"""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_RB = "  # validate and save unchanged\n  def submit\n    save if validate\n  end\nend\n"
_EX = "  # validate and save unchanged\n  def submit(f), do: f |> validate() |> save()\nend\n"
_PY = (
    "    # validate and save unchanged\n    def submit(self):\n"
    "        return self.validate() and self.save()\n"
)

_PARTS = {
    "rb-hash": ("f.rb", "class Form < Hash\n" + _RB),
    "rb-array": ("f.rb", "class Form < Array\n" + _RB),
    "rb-set": ("f.rb", "require 'set'\n\nclass Form < Set\n" + _RB),
    "rb-extend-forwardable": ("f.rb", "class Form\n  extend Forwardable\n\n" + _RB),
    "rb-include-singleton": (
        "f.rb",
        "require 'singleton'\n\nclass Form\n  include Singleton\n\n" + _RB,
    ),
    "ex-import-enum-whole": ("lib/f.ex", "defmodule Form do\n  import Enum\n\n" + _EX),
    "py-exception-base": ("f.py", "class FormError(Exception):\n" + _PY),
    "py-dict-base": ("f.py", "class Form(dict):\n" + _PY),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_a_known_base_giving_none_of_the_names_is_a_part(case: tuple[str, str]) -> None:
    refused_native(*case)


def test_an_unknown_base_may_give_them() -> None:
    content = "class Form < ApplicationRecord\n" + _RB
    result = parse_response(native_answer("f.rb", content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [("f.rb", content)]
