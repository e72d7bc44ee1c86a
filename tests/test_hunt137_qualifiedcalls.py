"""hunt137: a note in one of fix-notes155's new places (under a Python class docstring, right
under a Ruby class head, over an Elixir one-line ``def f(x), do:``) naming functions the file
calls only through another module (``store.validate(self)``, ``Store.save(self)``,
``Form.Store.validate()``, an ``alias``ed ``Store.validate()``): the names are that module's,
defined in its own file; nothing of this file is left out, the note is a remark.

Expected by hand: the whole file, kept as written. Main refuses each (false refusals,
regressions of fix-notes155: the base 9ec80bf0 kept all four)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CASES = {
    "py-module-under-docstring": (
        "form.py",
        'import store\n\n\nclass Form:\n    """A form."""\n    # validate and save unchanged\n'
        "    def submit(self):\n        if store.validate(self):\n            store.save(self)\n",
    ),
    "rb-module-under-head": (
        "form.rb",
        "class Form\n  # validate and save unchanged\n  def submit\n"
        "    Store.save(self) if Store.validate(self)\n  end\nend\n",
    ),
    "ex-full-module-one-line-def": (
        "lib/form.ex",
        "defmodule Form do\n  # validate and save unchanged\n"
        "  def submit(f), do: f |> Form.Store.validate() |> Form.Store.save()\nend\n",
    ),
    "ex-alias-one-line-def": (
        "lib/form.ex",
        "defmodule Form do\n  alias Form.Store\n\n  # validate and save unchanged\n"
        "  def submit(f), do: f |> Store.validate() |> Store.save()\nend\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_names_called_through_another_module_are_a_remark(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
