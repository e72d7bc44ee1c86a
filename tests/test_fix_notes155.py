"""fix-notes155 (issue 20, hunt129/hunt131): a note of names in the comment shapes and places
the note reader did not read, and the guards of the other reading.

Refused (expected by hand: the names the note gives are called in the file and nothing in it
defines, imports or inherits them: the model left that code out, the file written whole does
not run): a block comment whose line of words has no " * ", an empty editor fold named by the
note ("#region", "//region", "// #region", Python's "# region" then "# endregion"), Xcode's
"MARK: -" and an ASCII arrow before the names, a Visual Basic "REM"/"Rem" note, a Python note
under a docstring, a field, a class attribute or last in the class, a Ruby note first or last
in a class (after "private" too) or under an "attr_reader", a one-name note in Ruby, Elixir and
Python ("the validate method is unchanged", "validate/1 unchanged", "def validate(self): ...
(unchanged)"), an Elixir one-line "def f(x), do:" over the names, the kind nouns "util"/"fn".

Usable and exact: the same shapes over a file that defines the names (or a Ruby class with a
superclass), a block comment or a fold that says something else, a note over a field that names
fields, a one-name note of a name the file never uses."""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_JS = "\nexport function submit(form) {\n  validate(form);\n  return save(form);\n}\n"
_JS_DEFS = "\nfunction validate(f) {\n  return !!f;\n}\n\nfunction save(f) {\n  return f;\n}\n"
_JAVA = (
    "public class Form {\n    private int n;\n\n{NOTE}\n    public boolean submit(F form) {\n"
    "        validate(form);\n        return save(form);\n    }\n}\n"
)
_CS = (
    "public class Form\n{\n    private int n;\n\n{NOTE}\n    public bool Submit(F form)\n    {\n"
    "        Validate(form);\n        return Save(form);\n    }\n}\n"
)
_CS_DEFS = (
    "    private bool Validate(F form) { return true; }\n\n"
    "    private bool Save(F form) { return true; }\n}\n"
)
_PY_SUBMIT = "    def submit(self):\n        if self.validate():\n            self.save()\n"
_PY_DEFS = (
    "\n    def validate(self):\n        return True\n\n    def save(self):\n        return None\n"
)
_RB_SUBMIT = "  def submit\n    validate(@data)\n    save(@data)\n  end\n"
_RB_DEFS = "\n  def validate(d)\n    d\n  end\n\n  def save(d)\n    d\n  end\n"
_VB = (
    "Public Class Form\n    {NOTE}\n    Public Sub Submit()\n        If Validate() Then\n"
    "            Save()\n        End If\n    End Sub\nEnd Class\n"
)

_REFUSED = {
    # (lead26: one method named with its kind and a state, defined nowhere in the class,
    # used nowhere: the class's cache method was left out; read as a remark until round 25)
    "py-one-kind-not-defined": (
        "form.py",
        "class Form:\n    def __init__(self):\n        self.n = 0\n\n"
        "    # the cache method is unchanged\n\n    def submit(self):\n        return self.n\n",
    ),
    "rb-one-kind-not-defined": (
        "app/form.rb",
        "class Form\n  def initialize(data)\n    @data = data\n  end\n\n"
        "  # the cache method is unchanged\n\n  def submit\n    @data\n  end\nend\n",
    ),
    "js-doc-block-no-stars": ("src/form.js", "/**\n   validate and save unchanged\n */" + _JS),
    "js-block-no-stars-tab": ("src/form.js", "/*\n\tvalidate, save: unchanged\n*/" + _JS),
    "java-empty-region": (
        "src/Form.java",
        _JAVA.replace("{NOTE}", "    //region validate and save (unchanged)\n    //endregion"),
    ),
    "java-block-no-stars": (
        "src/Form.java",
        _JAVA.replace("{NOTE}", "    /*\n       validate() and save() unchanged\n    */"),
    ),
    "cs-empty-region-no-state-parens": (
        "src/Form.cs",
        _CS.replace("{NOTE}", "    #region Validate and Save unchanged\n    #endregion"),
    ),
    "ts-dash-arrow": ("src/form.ts", "// -> validate and save unchanged" + _JS),
    "js-mark-no-dash": ("src/form.js", "// MARK: validate and save unchanged" + _JS),
    "vb-rem-capitalized": ("Form.vb", _VB.replace("{NOTE}", "Rem Validate and Save unchanged")),
    "py-under-multiline-docstring": (
        "form.py",
        'class Form:\n    """A form.\n\n    Sent once.\n    """\n'
        "    # validate and save unchanged\n" + _PY_SUBMIT,
    ),
    "py-empty-region-no-parens": (
        "form.py",
        "class Form:\n    def __init__(self):\n        self.n = 0\n\n"
        "    # region validate and save unchanged\n    # endregion\n\n" + _PY_SUBMIT,
    ),
    "py-one-kind": (
        "form.py",
        "class Form:\n    def __init__(self):\n        self.n = 0\n\n"
        "    # the validate method is unchanged\n\n"
        "    def submit(self):\n        return self.validate()\n",
    ),
    "py-under-field-then-method": (
        "form.py",
        "class Form:\n    n = 0\n    # validate and save unchanged\n    m = 1\n\n" + _PY_SUBMIT,
    ),
    "rb-module-first-line": (
        "lib/form.rb",
        "module Form\n  # validate and save unchanged\n\n" + _RB_SUBMIT + "end\n",
    ),
    "rb-after-protected": (
        "app/form.rb",
        "class Form\n" + _RB_SUBMIT + "\n  protected\n\n  # validate and save unchanged\nend\n",
    ),
    "rb-under-attr-accessor": (
        "app/form.rb",
        "class Form\n  attr_accessor :data\n  # validate and save unchanged\n\n"
        + _RB_SUBMIT
        + "end\n",
    ),
    "ex-one-arity-call": (
        "lib/form.ex",
        "defmodule Form do\n  def new, do: %{}\n\n  # validate/1 as before\n\n"
        "  def submit(f) do\n    validate(f)\n  end\nend\n",
    ),
    "ex-one-line-def-two": (
        "lib/form.ex",
        "defmodule Form do\n  # validate and save unchanged\n\n"
        "  def submit(f), do: save(validate(f))\nend\n",
    ),
}


@pytest.mark.parametrize("case", list(_REFUSED.values()), ids=list(_REFUSED))
def test_a_note_in_a_shape_or_place_now_read_is_a_part(case: tuple[str, str]) -> None:
    refused_native(*case)


_WHOLE = {
    "js-block-no-stars-prose": ("src/form.js", "/*\n   Validates the form and saves it\n*/" + _JS),
    "js-block-no-stars-defined": (
        "src/form.js",
        "/*\n   validate and save unchanged\n*/" + _JS + _JS_DEFS,
    ),
    "cs-region-with-members": (
        "src/Form.cs",
        "public class Form\n{\n    #region Validate and Save (unchanged)\n" + _CS_DEFS[:-2] + "\n"
        "    #endregion\n\n    public bool Submit(F form)\n    {\n        Validate(form);\n"
        "        return Save(form);\n    }\n}\n",
    ),
    "cs-empty-region-defined": (
        "src/Form.cs",
        _CS.replace("{NOTE}", "    #region Validate and Save (unchanged)\n    #endregion")[:-2]
        + "\n"
        + _CS_DEFS,
    ),
    "ts-region-prose": (
        "src/form.ts",
        "// region of the form, kept in sync with the server\n" + _JS,
    ),
    "py-field-note-of-fields": (
        "form.py",
        "class Box:\n    # width and height unchanged\n    width: int = 1\n    height: int = 2\n",
    ),
    "py-last-in-class-defined": (
        "form.py",
        "class Form:\n" + _PY_SUBMIT + _PY_DEFS + "    # validate and save unchanged\n",
    ),
    "py-under-docstring-defined": (
        "form.py",
        'class Form:\n    """A form."""\n    # validate and save unchanged\n'
        + _PY_SUBMIT
        + _PY_DEFS,
    ),
    "py-comment-in-function-body": (
        "form.py",
        "def submit(form):\n    form.check()\n    # validate and save unchanged\n    return form\n",
    ),
    "rb-last-member-inherits": (
        "app/form.rb",
        "class Form < Base\n" + _RB_SUBMIT + "\n  # validate and save unchanged\nend\n",
    ),
    "rb-last-member-defined": (
        "app/form.rb",
        "class Form\n" + _RB_SUBMIT + _RB_DEFS + "\n  # validate and save unchanged\nend\n",
    ),
    "ex-one-line-def-defined": (
        "lib/form.ex",
        "defmodule Form do\n  # validate and save unchanged\n"
        "  def submit(f), do: f |> validate() |> save()\n"
        "  defp validate(f), do: f\n  defp save(f), do: f\nend\n",
    ),
    "vb-rem-defined": (
        "Form.vb",
        _VB.replace("{NOTE}", "REM Validate and Save unchanged").replace(
            "End Class\n",
            "    Function Validate() As Boolean\n        Return True\n    End Function\n"
            "    Sub Save()\n    End Sub\nEnd Class\n",
        ),
    ),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_the_same_shapes_over_code_the_file_holds_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content.rstrip("\n") + "\n")]
