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


_JS = (
    "{IMPORT}\n\n{NOTE}\nexport function submit(form) {\n"
    "  if (!validate(form)) return false;\n  return save(form);\n}\n"
)
_IMPORTED = "import { validate, save } from './steps.js';"
_DEFINED = (
    "import { api } from './api.js';\n\nfunction validate(f) {\n  return !!f;\n}\n\n"
    "function save(f) {\n  return api.post(f);\n}"
)
_FOREIGN_NOTES = {
    "de": "// validate und save unverändert",
    "it": "// validate e save invariati",
    "sv": "// validate och save oförändrade",
    "ko": "// validate 및 save 변경 없음",
    "pt-colon": "// validate, save: inalterados",
    "ru-one-line-dash": "// validate и save \u2014 без изменений",
}


def _js(note: str, head: str = "import { api } from './api.js';") -> str:
    return _JS.replace("{IMPORT}", head).replace("{NOTE}", note)


@pytest.mark.parametrize("note", list(_FOREIGN_NOTES.values()), ids=list(_FOREIGN_NOTES))
def test_foreign_note_of_names_bound_nowhere_is_a_part(note: str) -> None:
    refused_native("src/form.js", _js(note))


@pytest.mark.parametrize("note", list(_FOREIGN_NOTES.values()), ids=list(_FOREIGN_NOTES))
@pytest.mark.parametrize("head", [_IMPORTED, _DEFINED], ids=["imported", "defined"])
def test_foreign_note_of_names_the_file_binds_is_a_remark(note: str, head: str) -> None:
    kept_whole("src/form.js", _js(note, head))


@pytest.mark.parametrize(
    "note",
    [
        "// Prüft das Formular und speichert es",
        "// x e y são coordenadas",
        "// validate и save вызываются по порядку",
    ],
)
def test_foreign_comment_with_no_state_is_a_remark(note: str) -> None:
    kept_whole("src/form.js", _js(note))


_NOTE = "// validate and save unchanged\n"
_DEFS_JS = "function validate(f) {\n  return !!f;\n}\n\nfunction save(f) {\n  return f;\n}\n\n"
_DEFS_LUA = "local M = {}\n\nlocal function validate(f)\n  return f\nend\n\n"
_DEFS_LUA += "local function save(f)\n  return f\nend\n\n"
_DEFS_PHP = "<?php\n\nfunction validate() {\n    return true;\n}\n\nfunction save() {\n}\n\n"

# Exports and registrations of names bound nowhere: a part.
_HANDED_PARTS = {
    "cjs-key-values": (
        "src/f.js",
        _NOTE + "module.exports = { validate: validate, save: save };\n",
    ),
    "cjs-assign-lines": (
        "src/f.js",
        _NOTE + "Object.assign(module.exports, {\n  validate,\n  save,\n});\n",
    ),
    "member-assign": ("src/f.js", _NOTE + "app.locals.validate = validate;\n"),
    "lua-table-keys": (
        "f.lua",
        "local M = {}\n\n-- validate and save unchanged\n"
        "M.steps = { v = validate, s = save }\n\nreturn M\n",
    ),
    "php-filter": (
        "h.php",
        "<?php\n\n"
        + _NOTE
        + "add_filter('the_title', 'validate');\nadd_filter('save_post', 'save');\n",
    ),
}
# The same statements over names the file defines: a remark on the export, kept whole.
_HANDED_WHOLE = {
    "cjs-object": ("src/f.js", _DEFS_JS + _NOTE + "module.exports = { validate, save };\n"),
    "cjs-props": (
        "src/f.js",
        _DEFS_JS + _NOTE + "exports.validate = validate;\nexports.save = save;\n",
    ),
    "cjs-object-lines": (
        "src/f.js",
        _DEFS_JS + _NOTE + "module.exports = {\n  validate,\n  save,\n};\n",
    ),
    "lua-fields": (
        "f.lua",
        _DEFS_LUA
        + "-- validate and save unchanged\nM.validate = validate\nM.save = save\n\nreturn M\n",
    ),
    "php-actions": (
        "h.php",
        _DEFS_PHP + _NOTE + "add_action('init', 'validate');\nadd_action('shutdown', 'save');\n",
    ),
}


@pytest.mark.parametrize("case", list(_HANDED_PARTS.values()), ids=list(_HANDED_PARTS))
def test_names_handed_on_and_bound_nowhere_are_a_part(case: tuple[str, str]) -> None:
    refused_native(*case)


@pytest.mark.parametrize("case", list(_HANDED_WHOLE.values()), ids=list(_HANDED_WHOLE))
def test_names_handed_on_that_the_file_defines_are_a_remark(case: tuple[str, str]) -> None:
    kept_whole(*case)
