"""fix-notes185 (issue 20): notes that stand for code left out, in the neighbours of hunt143's
classes: the "and" of the other languages between two names, block comments that open with a
mark after the line marker (Julia ``#=``, Nim ``#[``, PowerShell ``<#``, Lua ``--[[``) at the
file's first line too, Julia's and Nim's definitions, Ruby's core collections and standard
mixins as known bases, Elixir's ``import Enum`` whole.

Expected by hand: a note naming code the file calls and binds nowhere (nor its known base)
stands for that code, left out: not usable. The same note over code the file defines, imports
or a known base gives is a remark: the file is kept exactly as written.
"""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "{HEAD}\n\n{NOTE}\nexport function submit(form) {\n"
    "  if (!validate(form)) return false;\n  return save(form);\n}\n"
)
_JS_IMPORTED = "import { validate, save } from './steps.js';"
_JS_OTHER = "import { api } from './api.js';"

_FOREIGN_NOTES = {
    "sk-a": "// validate a save nezmenené",
    "et-ja": "// validate ja save muutmata",
    "lv-un": "// validate un save nemainīgi",
    "lt-ir": "// validate ir save nepakitę",
    "nl-en-block": "/* validate en save ongewijzigd */",
    "ro-si-cedilla": "// validate şi save neschimbate",
    "uk-ta": "// validate та save без змін",
}


@pytest.mark.parametrize("note", list(_FOREIGN_NOTES.values()), ids=list(_FOREIGN_NOTES))
def test_foreign_and_between_two_names_bound_nowhere_is_a_part(note: str) -> None:
    refused_native("src/form.js", _JS.replace("{HEAD}", _JS_OTHER).replace("{NOTE}", note))


@pytest.mark.parametrize("note", list(_FOREIGN_NOTES.values()), ids=list(_FOREIGN_NOTES))
def test_foreign_and_between_two_imported_names_is_a_remark(note: str) -> None:
    content = _JS.replace("{HEAD}", _JS_IMPORTED).replace("{NOTE}", note)
    result = parse_response(native_answer("src/form.js", content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [("src/form.js", content)]


_KEPT_REMARKS = {
    # (an "a"/"en" that is no "and" between names: a sentence, kept)
    "en-sentence": (
        "src/form.js",
        "import { api } from './api.js';\n\n// a small form, see api docs\n"
        "export function submit(form) {\n  return api(form);\n}\n",
    ),
    "julia-defs-long-form": (
        "form.jl",
        "function validate(f)\n    f !== nothing\nend\n\nfunction save(f)\n    true\nend\n\n"
        "#= validate and save unchanged =#\n\nfunction submit(f)\n"
        "    validate(f) && save(f)\nend\n",
    ),
    "julia-defs-typed-short": (
        "form.jl",
        "validate(f)::Bool = f !== nothing\n\nsave(f)::Bool = true\n\n"
        "#= validate and save unchanged =#\n\nfunction submit(f)\n"
        "    validate(f) && save(f)\nend\n",
    ),
    "nim-func-defs": (
        "form.nim",
        "func validate(f: F): bool = true\n\nfunc save(f: F): bool = true\n\n"
        "#[ validate and save unchanged ]#\n\nproc submit(f: F): bool =\n"
        "  validate(f) and save(f)\n",
    ),
    "rb-hash-methods": (
        "f.rb",
        "class Form < Hash\n  # select and reject unchanged\n  def submit\n"
        "    select { |k, v| v }.reject { |k, v| k.nil? }\n  end\nend\n",
    ),
    "rb-require-gem": (
        "f.rb",
        "require 'active_support'\n\nclass Form < Hash\n"
        "  # validate and save unchanged\n  def submit\n    save if validate\n  end\nend\n",
    ),
    "ex-import-enum-names": (
        "lib/f.ex",
        "defmodule Form do\n  import Enum\n\n  # map and filter unchanged\n"
        "  def submit(f), do: f |> map(& &1) |> filter(& &1)\nend\n",
    ),
    "py-dict-base-gives": (
        "f.py",
        "class Form(dict):\n    # keys and values unchanged\n    def submit(self):\n"
        "        return list(self.keys()) + list(self.values())\n",
    ),
    "py-base-in-file-defines": (
        "f.py",
        "class Base:\n    def validate(self):\n        return True\n\n"
        "    def save(self):\n        return True\n\n\nclass Form(Base):\n"
        "    # validate and save unchanged\n    def submit(self):\n"
        "        return self.validate() and self.save()\n",
    ),
    "py-imported-base": (
        "f.py",
        "from forms import Base\n\n\nclass Form(Base):\n    # validate and save unchanged\n"
        "    def submit(self):\n        return self.validate() and self.save()\n",
    ),
    "js-require-module-members": (
        "src/form.js",
        "const steps = require('./steps');\n\n// validate, save unchanged\n"
        "function submit(form) {\n  return steps.validate(form) && steps.save(form);\n}\n",
    ),
    "ex-import-unknown": (
        "lib/f.ex",
        "defmodule Form do\n  import Steps\n\n  # validate and save unchanged\n"
        "  def submit(f), do: f |> validate() |> save()\nend\n",
    ),
}


@pytest.mark.parametrize(("path", "content"), list(_KEPT_REMARKS.values()), ids=list(_KEPT_REMARKS))
def test_remarks_stay_usable(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == [(path, content)]


_PARTS = {
    "julia-first-line-block": (
        "form.jl",
        "#= validate and save unchanged =#\n\nfunction submit(f)\n"
        "    validate(f) && save(f)\nend\n",
    ),
    "nim-block-after-code": (
        "form.nim",
        "import strutils\n\n#[ validate and save unchanged ]#\n\nproc submit(f: F): bool =\n"
        "  validate(f) and save(f)\n",
    ),
    "powershell-block-after-code": (
        "form.ps1",
        "$ErrorActionPreference = 'Stop'\n\n<# Validate and Save unchanged #>\n\n"
        "function Submit($f) {\n    if (Validate $f) { Save $f }\n}\n",
    ),
    "py-valueerror-base-docstring": (
        "f.py",
        'class FormError(ValueError):\n    """Bad form."""\n    # validate and save unchanged\n'
        "    def submit(self):\n        return self.validate() and self.save()\n",
    ),
    "py-list-base": (
        "f.py",
        "class Form(list):\n    # validate and save unchanged\n    def submit(self):\n"
        "        return self.validate() and self.save()\n",
    ),
    "ex-import-enum-whole-sub": (
        "lib/f.ex",
        "defmodule Form do\n  import Enum\n\n  # validate and save unchanged\n"
        "  def submit(f), do: f |> validate() |> save()\nend\n",
    ),
    "js-module-member-and-bare-call": (
        "src/form.js",
        "import * as steps from './steps.js';\n\n// validate and save unchanged\n"
        "export function submit(form) {\n  return steps.validate(form) && validate(form)"
        " && save(form);\n}\n",
    ),
    "js-module-member-and-bare-value": (
        "src/form.js",
        "import * as steps from './steps.js';\n\n// validate and save unchanged\n"
        "export function submit(forms) {\n  return steps.save(forms) && forms.every(validate)"
        " && steps.validate(forms);\n}\n",
    ),
    "ts-overloads-french-note": (
        "src/parse.ts",
        "export function parse(x: number): number;\nexport function parse(x: string): number;\n"
        "// parse inchangé\n\nexport const n = parse(1);\n",
    ),
    "py-alias-overloads": (
        "p.py",
        "import typing as typ\n\n\n@typ.overload\ndef parse(x: int) -> int: ...\n"
        "@typ.overload\ndef parse(x: str) -> int: ...\n# parse unchanged\n\n\nN = parse(1)\n",
    ),
    "rb-array-require-set": (
        "f.rb",
        "require 'set'\n\nclass Form < Array\n  # validate and save unchanged\n  def submit\n"
        "    save if validate\n  end\nend\n",
    ),
    "rb-include-comparable-and-singleton": (
        "f.rb",
        "require 'singleton'\n\nclass Form\n  include Singleton\n  include Comparable\n\n"
        "  # validate and save unchanged\n  def submit\n    save if validate\n  end\nend\n",
    ),
}


@pytest.mark.parametrize(("path", "content"), list(_PARTS.values()), ids=list(_PARTS))
def test_a_note_of_code_bound_nowhere_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)
