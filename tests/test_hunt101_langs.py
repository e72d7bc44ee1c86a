"""hunt101: a note of names over a definition in languages the note-over-definition path does
not reach.

``// validate and save unchanged`` over a definition calling both, which the file defines
nowhere, is refused in JavaScript, Java, Kotlin, C#, PHP, Swift, Julia, Nim, Crystal, Groovy,
PowerShell, Solidity (fix-heads83). The same note in Elixir (``# ...`` over ``def submit(f)
do`` in a ``defmodule``, a pipe ``f |> validate() |> save()`` too), Haskell (``--`` over a type
signature and its equation), OCaml (``(* *)`` over ``let submit f =``), Clojure (``;;`` over
``defn``), F# (``//`` over ``let``), Visual Basic (``'`` over ``Public Sub``) and Objective-C
(``//`` over a ``- (void)submit`` method sending ``[self validate]``) is not read.

Expected by hand from what the model meant: the two functions were left out; the file written
whole does not compile or fails: a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "lib/form.ex",
            "defmodule Form do\n  # validate and save unchanged\n  def submit(f) do\n"
            "    validate(f)\n    save(f)\n  end\nend\n",
            id="elixir-def",
        ),
        pytest.param(
            "lib/form.ex",
            "defmodule Form do\n  def new, do: %{}\n\n  # validate and save unchanged\n"
            "  def submit(f) do\n    f |> validate() |> save()\n  end\nend\n",
            id="elixir-pipe",
        ),
        pytest.param(
            "src/Form.hs",
            "module Form where\n\n-- validate and save unchanged\nsubmit :: Form -> IO ()\n"
            "submit f = do\n  validate f\n  save f\n",
            id="haskell-signature",
        ),
        pytest.param(
            "src/form.ml",
            "(* validate and save unchanged *)\nlet submit f =\n  validate f;\n  save f\n",
            id="ocaml-let",
        ),
        pytest.param(
            "src/form.clj",
            "(ns form)\n\n;; validate and save unchanged\n(defn submit [f]\n  (validate f)\n"
            "  (save f))\n",
            id="clojure-defn",
        ),
        pytest.param(
            "src/Form.fs",
            "module Form\n\n// validate and save unchanged\nlet submit f =\n    validate f\n"
            "    save f\n",
            id="fsharp-let",
        ),
        pytest.param(
            "src/Form.vb",
            "Public Class Form\n    ' validate and save unchanged\n    Public Sub Submit()\n"
            "        Validate()\n        Save()\n    End Sub\nEnd Class\n",
            id="visual-basic-sub",
        ),
        pytest.param(
            "src/Form.m",
            "@implementation Form\n\n// validate and save unchanged\n- (void)submit {\n"
            "    [self validate];\n    [self save];\n}\n\n@end\n",
            id="objective-c-method",
        ),
    ],
)
def test_a_note_over_a_definition_in_another_language_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
