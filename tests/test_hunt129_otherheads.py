"""hunt129: a remark of names over a definition in the languages fix-scope133 added to the
note-over-definition rule (Clojure, Haskell, OCaml: ``_OTHER_HEADS``), where the file binds the
names by a form the definitions index does not read.

fix-scope133 reads ``;; validate and save unchanged`` over ``(defn submit ...)``, ``-- ...``
over a Haskell signature and ``(* ... *)`` over ``let submit f =`` as a note of code left out
when nothing in the file defines the names. These files define or import them: Clojure
``defmulti``/``defmethod``, a ``defprotocol``'s methods, ``(:require [x :refer [validate
save]])``; Haskell an import list ``import Store (validate, save)``, a ``where`` clause of the
function, equations written with guards; OCaml ``open Store`` (the module's names come into
scope) and ``external`` declarations.

Expected by hand from what the model meant: the note says the two calls are kept; every name
is bound in the file: the file is whole, written exactly, usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CLJ = ";; validate and save unchanged\n(defn submit [f]\n  (validate f)\n  (save f))\n"
_HS = (
    "-- validate and save unchanged\nsubmit :: Form -> IO ()\nsubmit f = do\n  validate f\n"
    "  save f\n"
)
_ML = "(* validate and save unchanged *)\nlet submit f =\n  validate f;\n  save f\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.clj",
            "(ns form)\n\n(defmulti validate :kind)\n(defmethod validate :default [f] f)\n"
            "(defmulti save :kind)\n(defmethod save :default [f] f)\n\n" + _CLJ,
            id="clojure-defmulti",
        ),
        pytest.param(
            "src/form.clj",
            "(ns form)\n\n(defprotocol Store\n  (validate [f])\n  (save [f]))\n\n" + _CLJ,
            id="clojure-defprotocol",
        ),
        pytest.param(
            "src/form.clj",
            "(ns form\n  (:require [form.store :refer [validate save]]))\n\n" + _CLJ,
            id="clojure-refer",
        ),
        pytest.param(
            "src/Form.hs",
            "module Form where\n\nimport Store (validate, save)\n\n" + _HS,
            id="haskell-import-list",
        ),
        pytest.param(
            "src/Form.hs",
            "module Form where\n\n" + _HS + "  where\n    validate = check\n    save = persist\n",
            id="haskell-where",
        ),
        pytest.param(
            "src/Form.hs",
            'module Form where\n\nvalidate f\n  | ok f = pure ()\n  | otherwise = fail "bad"\n\n'
            "save f = persist f\n\n" + _HS,
            id="haskell-guards",
        ),
        pytest.param("src/form.ml", "open Store\n\n" + _ML, id="ocaml-open"),
        pytest.param(
            "src/form.ml",
            'external validate : t -> unit = "c_validate"\n'
            'external save : t -> unit = "c_save"\n\n' + _ML,
            id="ocaml-external",
        ),
    ],
)
def test_names_bound_by_another_form_keep_the_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
