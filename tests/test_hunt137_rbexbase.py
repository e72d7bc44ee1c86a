"""hunt137: fix-notes155 reads a Ruby/Elixir note '# validate and save unchanged' right under
the class/module head over a method calling ``save``/``validate`` that the file defines nowhere
as a part, but any base, mixin or directive keeps the file whole, even those that give no
such method: a Ruby base written in the same file holding only ``attr_reader :n``,
``StandardError``, ``Struct.new(:name)``, ``include Comparable``/``Enumerable``; Elixir's
``require Logger`` (a macro module, binds no call), ``import Enum, only: [map: 2]`` (only map),
``use GenServer`` (injects child_spec/init, no validate/save). ``alias`` and ``@behaviour``
are refused (hold).

Expected by hand: validate and save are the class's/module's own functions, left out: a part,
not usable. Main and the base (9ec80bf0) write each whole (usable-WRONG, not regressions)."""

from __future__ import annotations

import pytest
from meant import refused_native

_RB = "  # validate and save unchanged\n  def submit\n    save if validate\n  end\nend\n"
_EX = "  # validate and save unchanged\n  def submit(f), do: f |> validate() |> save()\nend\n"

_CASES = {
    "rb-base-in-file": (
        "form.rb",
        "class Base\n  attr_reader :n\nend\n\nclass Form < Base\n" + _RB,
    ),
    "rb-standarderror": ("form.rb", "class FormError < StandardError\n" + _RB),
    "rb-struct": ("form.rb", "class Form < Struct.new(:name)\n" + _RB),
    "rb-comparable": ("form.rb", "class Form\n  include Comparable\n\n" + _RB),
    "rb-enumerable": ("form.rb", "class Form\n  include Enumerable\n\n" + _RB),
    "ex-require-logger": ("lib/form.ex", "defmodule Form do\n  require Logger\n\n" + _EX),
    "ex-import-only-map": (
        "lib/form.ex",
        "defmodule Form do\n  import Enum, only: [map: 2]\n\n" + _EX,
    ),
    "ex-use-genserver": ("lib/form.ex", "defmodule Form do\n  use GenServer\n\n" + _EX),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_no_base_gives_the_methods_the_note_left_out(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
