"""fix-names174 (issue 20): a note's names are bound only by a definition, an import of that
name or a binding the reader can see; a known base, module or directive that does not define
them binds nothing. Each case: the exact refusal (a part) or the exact file kept whole."""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response


def kept_whole(path: str, content: str) -> None:
    """The file sent alone in the native format is usable, written exactly as sent."""
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content.rstrip("\n") + "\n")]


_RB = "  # validate and save unchanged\n  def submit\n    save if validate\n  end\nend\n"
_EX = "  # validate and save unchanged\n  def submit(f), do: f |> validate() |> save()\nend\n"

# Ruby/Elixir: known bases, mixins and directives that give none of the names: a part.
_RUBY_PARTS = {
    "rb-runtimeerror": ("e.rb", "class FormError < RuntimeError\n" + _RB),
    "rb-argumenterror": ("e.rb", "class FormError < ArgumentError\n" + _RB),
    "rb-data-define": ("f.rb", "class Form < Data.define(:name, :mail)\n" + _RB),
    "rb-struct-two": ("f.rb", "class Form < Struct.new(:name, :mail)\n" + _RB),
    "rb-extend-enumerable": ("f.rb", "class Form\n  extend Enumerable\n\n" + _RB),
    "rb-base-chain-in-file": (
        "f.rb",
        "class Root\nend\n\nclass Base < Root\n  attr_reader :n\nend\n\nclass Form < Base\n" + _RB,
    ),
    "rb-module-in-file": (
        "f.rb",
        "module Helpers\n  def fmt(x) = x.to_s\nend\n\nclass Form\n  include Helpers\n\n" + _RB,
    ),
    "ex-use-supervisor": ("lib/f.ex", "defmodule Form do\n  use Supervisor\n\n" + _EX),
    "ex-use-agent-opts": (
        "lib/f.ex",
        "defmodule Form do\n  use Agent, restart: :temporary\n\n" + _EX,
    ),
    "ex-import-only-two": (
        "lib/f.ex",
        "defmodule Form do\n  import Enum, only: [map: 2, filter: 2]\n\n" + _EX,
    ),
}

# Bases and modules that may give the names, or files that define them: kept whole.
_RUBY_WHOLE = {
    "rb-unknown-base": ("f.rb", "class Form < ApplicationRecord\n" + _RB),
    "rb-namespaced-base": ("f.rb", "class Form < ActiveRecord::Base\n" + _RB),
    "rb-include-unknown": ("f.rb", "class Form\n  include Validations\n\n" + _RB),
    "rb-base-in-file-defines": (
        "f.rb",
        "class Base\n  def validate = true\n\n  def save = true\nend\n\nclass Form < Base\n" + _RB,
    ),
    "rb-base-in-file-unknown-root": (
        "f.rb",
        "class Base < ApplicationRecord\nend\n\nclass Form < Base\n" + _RB,
    ),
    "rb-require-string": ("f.rb", "require 'form_helpers'\n\nclass Form\n" + _RB),
    "ex-import-whole": ("lib/f.ex", "defmodule Form do\n  import Form.Checks\n\n" + _EX),
    "ex-import-only-names": (
        "lib/f.ex",
        "defmodule Form do\n  import Form.Checks, only: [validate: 1, save: 1]\n\n" + _EX,
    ),
    "ex-use-unknown": ("lib/f.ex", "defmodule Form do\n  use Form.Schema\n\n" + _EX),
}


@pytest.mark.parametrize("case", list(_RUBY_PARTS.values()), ids=list(_RUBY_PARTS))
def test_ruby_known_base_gives_none_of_the_names(case: tuple[str, str]) -> None:
    refused_native(*case)


@pytest.mark.parametrize("case", list(_RUBY_WHOLE.values()), ids=list(_RUBY_WHOLE))
def test_ruby_base_that_may_give_the_names_keeps_the_file(case: tuple[str, str]) -> None:
    kept_whole(*case)


_PAGE = (
    "import React from 'react';\n{IMPORT}\n{NOTE}\nexport function Page() {\n"
    "  const user = {CALL};\n  return <main>{user.name}</main>;\n}\n"
)


def _page(note: str, call: str = "useAuth()", imported: str = "") -> str:
    return _PAGE.replace("{IMPORT}", imported).replace("{NOTE}", note).replace("{CALL}", call)


# A kind of code named beside one name the file binds nowhere: a part.
_KIND_PARTS = {
    "hooks-two": _page("// useAuth and useTheme hooks unchanged", "useAuth() && useTheme()"),
    "reducer": _page("// formReducer reducer unchanged", "formReducer(state, action)"),
    "kind-first-selector": _page("// selector selectUser: unchanged", "selectUser(state)"),
    "component-kind-first": "import React from 'react';\n\n// component Header unchanged\n"
    "export function Page() {\n  return <Header />;\n}\n",
    "the-hook-same": _page("// the useAuth hook stays the same"),
}
# The named code imported or defined in the file: a remark, kept whole.
_KIND_WHOLE = {
    "hook-imported": _page(
        "// useAuth hook unchanged", imported="import { useAuth } from './auth';"
    ),
    "hook-defined": _page(
        "// useAuth hook unchanged",
        imported="\nfunction useAuth() {\n  return { name: 'a' };\n}\n",
    ),
    "component-imported": "import React from 'react';\nimport Header from './Header';\n\n"
    "// Header component unchanged\nexport function Page() {\n  return <Header />;\n}\n",
    "kind-first-defined": _page(
        "// util formatDate unchanged",
        "formatDate(Date.now())",
        imported="import { formatDate } from './date';",
    ),
}


@pytest.mark.parametrize("content", list(_KIND_PARTS.values()), ids=list(_KIND_PARTS))
def test_named_code_of_a_kind_bound_nowhere_is_a_part(content: str) -> None:
    refused_native("src/Page.jsx", content)


@pytest.mark.parametrize("content", list(_KIND_WHOLE.values()), ids=list(_KIND_WHOLE))
def test_named_code_of_a_kind_the_file_binds_is_a_remark(content: str) -> None:
    kept_whole("src/Page.jsx", content)
