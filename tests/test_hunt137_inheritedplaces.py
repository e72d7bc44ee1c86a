"""hunt137: fix-names156 keeps a class that inherits from an imported base whole under a note
'validate and save unchanged' right over its method (the base's methods: ``this.validate()``,
``this->validate()``, ``self.validate()``). Its neighbours are refused: the same note LAST in
the class (after the method: fix-notes155's place) in JavaScript, TypeScript, Java, C#,
Kotlin, C++, PHP; and PHP's ``$this->validate()`` (the receiver with its ``$``) even right
over the method.

Expected by hand: the base is imported from another file (``import { Base } from
'./base.js'``, ``use App\\Base\\BaseForm;``, ``#include <base/form.h>``): its methods are
called, nothing of this file is left out: the whole file, kept as written. Main and the base
(9ec80bf0) refuse each (false refusals, not regressions)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_NOTE = "validate and save unchanged"
_PHP = (
    "<?php\n\nnamespace App;\n\nuse App\\Base\\BaseForm;\n\nclass Form extends BaseForm\n{\n"
    "{HEAD}    public function submit()\n    {\n        if ($this->validate()) {\n"
    "            $this->save();\n        }\n    }\n{LAST}}\n"
)

_CASES = {
    "php-over-method": (
        "src/Form.php",
        _PHP.replace("{HEAD}", f"    // {_NOTE}\n").replace("{LAST}", ""),
    ),
    "php-last": (
        "src/Form.php",
        _PHP.replace("{HEAD}", "").replace("{LAST}", f"\n    // {_NOTE}\n"),
    ),
    "js-last": (
        "src/form.js",
        "import { Base } from './base.js';\n\nexport class Form extends Base {\n  submit(form) {\n"
        "    if (!this.validate(form)) return false;\n    return this.save(form);\n  }\n\n"
        f"  // {_NOTE}\n}}\n",
    ),
    "ts-last": (
        "src/form.ts",
        "import { Base } from './base';\n\nexport class Form extends Base {\n"
        "  submit(form: F): boolean {\n    if (!this.validate(form)) return false;\n"
        f"    return this.save(form);\n  }}\n\n  // {_NOTE}\n}}\n",
    ),
    "java-last": (
        "src/Form.java",
        "import app.BaseForm;\n\npublic class Form extends BaseForm {\n"
        "    public void submit() {\n        if (this.validate()) this.save();\n    }\n\n"
        f"    // {_NOTE}\n}}\n",
    ),
    "cs-last": (
        "Form.cs",
        "using App.Forms;\n\npublic class Form : BaseForm\n{\n    public void Submit()\n    {\n"
        "        if (this.Validate()) this.Save();\n    }\n\n"
        "    // Validate and Save unchanged\n}\n",
    ),
    "kotlin-last": (
        "Form.kt",
        "import app.base.BaseForm\n\nclass Form : BaseForm() {\n    fun submit(f: F) {\n"
        f"        if (this.validate(f)) this.save(f)\n    }}\n\n    // {_NOTE}\n}}\n",
    ),
    "cpp-last": (
        "form.h",
        "#include <base/form.h>\n\nclass Form : public BaseForm {\npublic:\n"
        "    void submit() { if (this->validate()) this->save(); }\n\n"
        f"    // {_NOTE}\n}};\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_inherited_methods_note_is_a_remark(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
