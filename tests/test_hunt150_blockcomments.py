"""hunt150 (issue 20): fix-notes185 reads the block comments of Julia (``#= =#``), Nim (``#[
]#``) and PowerShell (``<# #>``) as notes. The other comment syntaxes of the languages the
table knows are not read: MATLAB's ``%{ %}`` (on its own lines or on one), Elm's ``{- -}``,
Common Lisp's ``#| |#``, Ruby's ``=begin``/``=end``, D's ``/+ +/``, Erlang's doubled ``%%``
(the convention for a comment between functions), Perl's POD ``=pod``/``=cut``. The note is
not read, and the file with both functions cut out is written as complete. The same note as the
language's line comment is refused; the base (3dfe17cf) did the same (not regressions).

Expected by hand: each file calls ``validate`` and ``save`` (a MATLAB function, an Elm or Lisp
function, a Ruby/D/Erlang/Perl function) and defines or imports neither; the note in their
place says they were left out (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_M = "function ok = submit(f)\n  ok = validate(f) && save(f);\nend\n\nNOTE\n"
_ELM = (
    "module Form exposing (submit)\n\nimport Html\n\nNOTE\n\nsubmit f =\n    validate f && save f\n"
)
_LISP = "(in-package :form)\n\nNOTE\n\n(defun submit (f)\n  (and (validate f) (save f)))\n"
_RB = "require 'json'\n\nNOTE\n\ndef submit(f)\n  save(f) if validate(f)\nend\n"
_D = (
    "module form;\n\nimport std.stdio;\n\nNOTE\n\nbool submit(Form f) {\n"
    "    return validate(f) && save(f);\n}\n"
)
_ERL = (
    "-module(form).\n-export([submit/1]).\n\nNOTE\n\nsubmit(F) ->\n"
    "    validate(F) andalso save(F).\n"
)
_PL = (
    "use strict;\nuse warnings;\n\nNOTE\n\nsub submit {\n    my ($f) = @_;\n"
    "    return validate($f) && save($f);\n}\n\n1;\n"
)

_CASES = [
    pytest.param("submit.m", _M, "%{\nvalidate and save unchanged\n%}", id="matlab-block"),
    pytest.param("submit.m", _M, "%{ validate and save unchanged %}", id="matlab-block-one-line"),
    pytest.param("Form.elm", _ELM, "{- validate and save unchanged -}", id="elm-block"),
    pytest.param("form.lisp", _LISP, "#| validate and save unchanged |#", id="lisp-block"),
    pytest.param("form.rb", _RB, "=begin\nvalidate and save unchanged\n=end", id="ruby-begin-end"),
    pytest.param("form.d", _D, "/+ validate and save unchanged +/", id="d-nesting-block"),
    pytest.param("form.erl", _ERL, "%% validate and save unchanged", id="erlang-double-percent"),
    pytest.param("form.pl", _PL, "=pod\n\nvalidate and save unchanged\n\n=cut", id="perl-pod"),
]


@pytest.mark.parametrize(("path", "template", "note"), _CASES)
def test_a_note_in_another_comment_syntax_is_a_part(path: str, template: str, note: str) -> None:
    refused_native(path, template.replace("NOTE", note))


@pytest.mark.parametrize(
    ("path", "template", "note"),
    [
        pytest.param("submit.m", _M, "% validate and save unchanged", id="guard-matlab-line"),
        pytest.param("Form.elm", _ELM, "-- validate and save unchanged", id="guard-elm-line"),
        pytest.param("form.lisp", _LISP, ";; validate and save unchanged", id="guard-lisp-line"),
        pytest.param("form.rb", _RB, "# validate and save unchanged", id="guard-ruby-line"),
        pytest.param("form.erl", _ERL, "% validate and save unchanged", id="guard-erlang-line"),
        pytest.param("Form.hs", _ELM, "{- validate and save unchanged -}", id="guard-haskell"),
        pytest.param("form.ml", _LISP, "(* validate and save unchanged *)", id="guard-ocaml"),
        pytest.param("form.pas", _D, "{ Validate and Save unchanged }", id="guard-pascal"),
    ],
)
def test_the_syntaxes_already_read_stay_refused(path: str, template: str, note: str) -> None:
    refused_native(path, template.replace("NOTE", note))
