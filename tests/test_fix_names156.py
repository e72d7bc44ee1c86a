"""fix-names156 (issue 20): which names a file binds, for the note reader.

Each case is written by hand from what the model meant: a note over code that uses names the
file binds nowhere stands for the code left out (refused); the same note in a file that binds
the names (or may get them from elsewhere) is a remark, and the file is kept as written."""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response


def _kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]


# -- Python: names given only @overload stubs ------------------------------------------------

_STUB = (
    "@overload\ndef parse(x: int) -> int:\n    {body}\n"
    "@overload\ndef parse(x: str) -> int:\n    {body}\n"
)
_TOTAL = "\n\n# parse unchanged\ndef total(xs):\n    return sum(parse(x) for x in xs)\n"
_IMPL = "def parse(x):\n    return int(x)\n"

_STUBS_LEFT_OUT = {
    "raise-call": "from typing import overload\n\n\n"
    + _STUB.format(body="raise NotImplementedError()")
    + _TOTAL,
    "raise-with-message": "from typing import overload\n\n\n"
    + _STUB.format(body='raise NotImplementedError("overload")')
    + _TOTAL,
    "typing-module-alias": "import typing as t\n\n\n"
    + _STUB.format(body="...").replace("@overload", "@t.overload")
    + _TOTAL,
    "typing-extensions-alias": "from typing_extensions import overload as over\n\n\n"
    + _STUB.format(body="...").replace("@overload", "@over")
    + _TOTAL,
    "instance-assigned": "from typing import overload\n\n\nclass Form:\n    @overload\n"
    "    def validate(self, x: int) -> bool: ...\n    @overload\n"
    "    def validate(self, x: str) -> bool: ...\n\n    # validate unchanged\n\n\n"
    "def submit(x):\n    form = Form()\n    return form.validate(x)\n",
    "instance-string-annotation": "from typing import overload\n\n\nclass Form:\n    @overload\n"
    "    def validate(self, x: int) -> bool: ...\n    @overload\n"
    "    def validate(self, x: str) -> bool: ...\n\n    # validate unchanged\n\n\n"
    "def submit(form: 'Form', x):\n    return form.validate(x)\n",
    "local-stubs-in-a-method": "from typing import overload\n\n\nclass Report:\n"
    "    def total(self, xs):\n        @overload\n        def parse(x: int) -> int: ...\n"
    "        @overload\n        def parse(x: str) -> int: ...\n\n        # parse unchanged\n\n"
    "        return sum(parse(x) for x in xs)\n",
    "type-checking-dotted": "import typing\nfrom typing import overload\n\n"
    "if typing.TYPE_CHECKING:\n"
    + "".join("    " + line + "\n" for line in _STUB.format(body="...").splitlines())
    + _TOTAL,
}


@pytest.mark.parametrize("content", list(_STUBS_LEFT_OUT.values()), ids=list(_STUBS_LEFT_OUT))
def test_names_given_only_stubs_are_left_out(content: str) -> None:
    refused_native("app/forms.py", content)


_STUBS_WITH_CODE = {
    "raising-stubs-then-implementation": "from typing import overload\n\n\n"
    + _STUB.format(body="raise NotImplementedError")
    + _IMPL
    + _TOTAL,
    "alias-stubs-then-implementation": "from typing import overload as ov\n\n\n"
    + _STUB.format(body="...").replace("@overload", "@ov")
    + _IMPL
    + _TOTAL,
    "type-checking-with-else": "from typing import TYPE_CHECKING, overload\n\n"
    "if TYPE_CHECKING:\n"
    + "".join("    " + line + "\n" for line in _STUB.format(body="...").splitlines())
    + "else:\n    def parse(x):\n        return int(x)\n"
    + _TOTAL,
    "local-stubs-then-implementation": "from typing import overload\n\n\ndef outer(xs):\n"
    "    @overload\n    def parse(x: int) -> int: ...\n    @overload\n"
    "    def parse(x: str) -> int: ...\n    def parse(x):\n        return int(x)\n\n"
    "    # parse unchanged\n\n    return sum(parse(x) for x in xs)\n",
    "method-through-an-instance-implemented": "from typing import overload\n\n\nclass Form:\n"
    "    @overload\n    def validate(self, x: int) -> bool: ...\n    @overload\n"
    "    def validate(self, x: str) -> bool: ...\n    def validate(self, x):\n"
    "        return bool(x)\n\n\ndef submit(form: Form, x):\n    return form.validate(x)\n",
    "raising-method-not-an-overload": "class Base:\n    def validate(self, x):\n"
    "        raise NotImplementedError\n\n\ndef submit(form: Base, x):\n"
    "    return form.validate(x)\n",
}


@pytest.mark.parametrize("content", list(_STUBS_WITH_CODE.values()), ids=list(_STUBS_WITH_CODE))
def test_names_given_an_implementation_are_kept(content: str) -> None:
    _kept("app/forms.py", content)


# -- shell: names given only a literal value, run as commands ------------------------------

_SHELL_HEAD = (
    "#!/usr/bin/env bash\nvalidate=1\nsave=0\n\n# validate and save unchanged\nsubmit() {\n"
)


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("  validate; save\n", id="semicolon"),
        pytest.param("  ok=$(validate)\n  save\n", id="command-substitution"),
        pytest.param("  if ! validate; then\n    return 1\n  fi\n  save\n", id="negated"),
        pytest.param("  while validate; do\n    save\n  done\n", id="while-loop"),
        pytest.param("  validate 2>/dev/null && save &\n", id="redirect-background"),
    ],
)
def test_literal_names_run_as_commands_are_left_out(body: str) -> None:
    refused_native("scripts/submit.sh", _SHELL_HEAD + body + "}\n\nsubmit\n")


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            _SHELL_HEAD + '  echo "$validate" "$save"\n}\n\nsubmit\n', id="variables-read"
        ),
        pytest.param(
            '#!/usr/bin/env bash\nfunction validate() {\n  test -n "$1"\n}\n'
            "function save() {\n  cat\n}\n\n"
            "# validate and save unchanged\nsubmit() {\n  validate && save\n}\n\nsubmit\n",
            id="functions-defined",
        ),
    ],
)
def test_shell_names_bound_as_run_are_kept(content: str) -> None:
    _kept("scripts/submit.sh", content)


# -- JavaScript: names passed or exported right under the note -------------------------------

_NOTE = "// validate and save unchanged\n"
_DEFINED = (
    "function validate(f) {\n  return Boolean(f);\n}\n\nfunction save(f) {\n  return f;\n}\n\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/submit.ts", _NOTE + "export default pipe(validate, save);\n", id="export-default"
        ),
        pytest.param(
            "src/routes.js",
            "const router = require('express').Router();\n\n"
            + _NOTE
            + "router.get(\n  '/form',\n  validate,\n  save,\n);\n",
            id="method-call-arguments-over-lines",
        ),
        pytest.param(
            "src/form.js",
            "const x = 1;\n\n" + _NOTE + "export { validate as check, save };\n",
            id="export-list-renamed",
        ),
    ],
)
def test_names_passed_or_exported_bound_nowhere_are_left_out(path: str, content: str) -> None:
    refused_native(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/submit.js",
            "import { compose } from './fp.js';\n\n"
            + _DEFINED
            + _NOTE
            + "export default compose(validate, save);\n",
            id="export-default-of-defined-names",
        ),
        pytest.param(
            "src/server.js",
            "import express from 'express';\n\nconst app = express();\n\n"
            + _DEFINED
            + _NOTE
            + "app.post(\n  '/form',\n  validate,\n  save,\n);\n",
            id="arguments-over-lines-defined",
        ),
        pytest.param(
            "src/page.js",
            "import { withAuth } from './auth.js';\n\nfunction handler(req, res) {\n"
            "  res.end('ok');\n}\n\n// the handler function is unchanged\n"
            "export default withAuth(handler);\n",
            id="one-name-defined",
        ),
    ],
)
def test_names_passed_or_exported_that_the_file_binds_are_kept(path: str, content: str) -> None:
    _kept(path, content)


# -- Vue: props named by strings bind the template's handlers --------------------------------

_TEMPLATE = (
    '<template>\n  <div>\n    <button @click="load">Load</button>\n'
    '    <button @click="reset">Reset</button>\n    <p>{{ count }}</p>\n  </div>\n'
    "</template>\n\n"
)


@pytest.mark.parametrize(
    "script",
    [
        pytest.param(
            "<script setup>\nimport { ref } from 'vue'\ndefineProps(['title'])\n"
            "const count = ref(0)\n// load and reset unchanged\n</script>\n",
            id="props-name-other-things",
        ),
        pytest.param(
            "<script>\nexport default {\n  props: ['title'],\n  data() {\n"
            "    return { count: 0 }\n  },\n  // load and reset unchanged\n}\n</script>\n",
            id="options-props-name-other-things",
        ),
    ],
)
def test_handlers_no_prop_names_are_left_out(script: str) -> None:
    refused_native("src/Counter.vue", _TEMPLATE + script)


@pytest.mark.parametrize(
    "script",
    [
        pytest.param(
            "<script setup lang=\"ts\">\nimport { ref } from 'vue'\n"
            'defineProps(["load", "reset"])\nconst count = ref(0)\n'
            "// load and reset unchanged\n</script>\n",
            id="double-quoted-props-ts",
        ),
        pytest.param(
            "<script>\nexport default {\n  props: [\n    'load',\n    'reset',\n  ],\n"
            "  data() {\n    return { count: 0 }\n  },\n  // load and reset unchanged\n}\n"
            "</script>\n",
            id="options-props-over-lines",
        ),
    ],
)
def test_handlers_named_as_props_are_kept(script: str) -> None:
    _kept("src/Counter.vue", _TEMPLATE + script)


# -- TypeScript: signatures that need no implementation --------------------------------------

_SIGNATURES = (
    "export function parse(x: string): number;\nexport function parse(x: number): number;\n"
)
_USES_PARSE = (
    "\n// parse unchanged\nexport function total(xs: string[]): number {\n"
    "  return xs.map(parse).reduce((a, b) => a + b, 0);\n}\n"
)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "interface Parser {\n  parse(x: string): number;\n}\n\n" + _SIGNATURES + _USES_PARSE,
            id="interface-beside-module-signatures",
        ),
        pytest.param(
            _SIGNATURES + "\n// parse unchanged\nexport const total = (xs: string[]) =>\n"
            "  xs.map((x) => parse(x));\n",
            id="called-in-an-arrow",
        ),
    ],
)
def test_signatures_alone_called_are_left_out(content: str) -> None:
    refused_native("src/a.ts", content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.ts",
            "type Parser = {\n  parse(x: string): number;\n  parse(x: number): number;\n};\n\n"
            "declare const p: Parser;\nconst parse = p.parse;\n" + _USES_PARSE,
            id="object-type-members",
        ),
        pytest.param(
            "types/index.d.ts",
            _SIGNATURES + "\n// parse unchanged\nexport function count(xs: string[]): number;\n"
            "export function count(xs: number[]): number;\n",
            id="declaration-file-two-names",
        ),
    ],
)
def test_signatures_needing_no_implementation_are_kept(path: str, content: str) -> None:
    _kept(path, content)


# -- Visual Basic, C#: names from a base, another part of the class, an import -----------------

_VB_SUBMIT = (
    "    ' Validate and Save unchanged\n    Public Sub Submit()\n        If Validate() Then\n"
    "            Save()\n        End If\n    End Sub\nEnd Class\n"
)


def test_a_vb_class_that_gets_names_nowhere_is_a_part() -> None:
    refused_native("Form.vb", "Public Class Form\n    Private count As Integer\n\n" + _VB_SUBMIT)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "Form.vb", "Partial Class Form\n    Inherits Form\n\n" + _VB_SUBMIT, id="vb-partial"
        ),
        pytest.param(
            "Form.vb",
            "Public NotInheritable Class Form\n    Inherits System.Windows.Forms.Form\n\n"
            + _VB_SUBMIT,
            id="vb-inherits-qualified",
        ),
        pytest.param(
            "Form.cs",
            "public partial class Form\n{\n    // Validate and Save unchanged\n"
            "    public void Submit()\n    {\n        if (Validate()) Save();\n    }\n}\n",
            id="cs-partial-class",
        ),
    ],
)
def test_names_from_another_part_or_a_base_are_kept(path: str, content: str) -> None:
    _kept(path, content)


# -- C++, JavaScript: members called through the object of a class that inherits -----------------

_CPP_SUBMIT = (
    "public:\n    // validate and save unchanged\n"
    "    void submit() { if (this->validate()) this->save(); }\n};\n"
)


def test_own_members_of_a_class_that_inherits_nothing_are_left_out() -> None:
    refused_native("form.h", "template <typename T>\nclass Form {\n" + _CPP_SUBMIT)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "form.h",
            "template <typename T>\nclass Form : protected Persist<T> {\n" + _CPP_SUBMIT,
            id="cpp-protected-template-base",
        ),
        pytest.param(
            "form.h",
            "class Form : public persist::Base<Form> {\n" + _CPP_SUBMIT.replace("// v", "// v"),
            id="cpp-namespaced-template-base",
        ),
        pytest.param(
            "src/form.js",
            "import { Base } from './base.js';\n\nexport class Form extends Base {\n"
            "  // validate and save unchanged\n  submit() {\n"
            "    if (this.validate()) this.save();\n  }\n}\n",
            id="js-extends",
        ),
    ],
)
def test_own_members_of_a_class_that_inherits_are_kept(path: str, content: str) -> None:
    _kept(path, content)
