"""hunt129: a note of names between a type's members, right under a member's line (a field, a
property, a one-line getter, an object literal's member) with no blank line, over the method
that calls the names.

``// validate and save unchanged`` between members with a blank line above it, or right under
a ``{`` or a member's ``}``, over a method calling both, which the type defines nowhere (it
extends nothing), is refused (fix-heads83, fix-cshape131). Right under a field's line (``n =
1;``, ``private int n = 1;``, ``private int $n = 1;``, ``#n = 0;``), a one-line getter or an
object member's ``n: 1,`` it is read as a remark and the file is written whole.

Expected by hand from what the model meant: the methods the note names are called through the
type's own object (``this.``, ``$this->``, ``api.``, a bare call in a Java/C# class that
extends nothing and is no partial class) and the file defines them nowhere: they were left out,
the file written whole fails to compile or throws: a part, not usable. (Swift, Kotlin and Rust
are left out here: an extension, a package's top-level function or another inherent impl may
define the names in another file.)"""

from __future__ import annotations

import pytest
from meant import refused_native

_NOTE = "// validate and save unchanged"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.js",
            f"export class Form {{\n  n = 1;\n  {_NOTE}\n  submit(form) {{\n"
            "    this.validate(form);\n    return this.save(form);\n  }\n}\n",
            id="js-field",
        ),
        pytest.param(
            "src/form.js",
            f"export class Form {{\n  #n = 0;\n  {_NOTE}\n  submit(form) {{\n"
            "    this.validate(form);\n    return this.save(form);\n  }\n}\n",
            id="js-private-field",
        ),
        pytest.param(
            "src/form.ts",
            f"export class Form {{\n  get size(): number {{ return 0; }}\n  {_NOTE}\n"
            "  submit(form: F): boolean {\n    this.validate(form);\n"
            "    return this.save(form);\n  }\n}\n",
            id="ts-one-line-getter",
        ),
        pytest.param(
            "src/Form.java",
            f"public class Form {{\n    private int n = 1;\n    {_NOTE}\n"
            "    public boolean submit(F form) {\n        validate(form);\n"
            "        return save(form);\n    }\n}\n",
            id="java-field",
        ),
        pytest.param(
            "src/Form.java",
            "public class Form {\n    private int n = 1;\n    // validate method unchanged\n"
            "    public boolean submit(F form) {\n        return validate(form);\n    }\n}\n",
            id="java-field-one-name",
        ),
        pytest.param(
            "src/Form.cs",
            f"public class Form\n{{\n    private int n = 1;\n    {_NOTE}\n"
            "    public bool Submit(F form)\n    {\n        Validate(form);\n"
            "        return Save(form);\n    }\n}\n",
            id="cs-field",
        ),
        pytest.param(
            "src/Form.php",
            f"<?php\n\nclass Form\n{{\n    private int $n = 1;\n    {_NOTE}\n"
            "    public function submit(array $form): bool\n    {\n"
            "        $this->validate($form);\n        return $this->save($form);\n    }\n}\n",
            id="php-property",
        ),
        pytest.param(
            "src/api.js",
            f"export const api = {{\n  n: 1,\n  {_NOTE}\n  submit(form) {{\n"
            "    api.validate(form);\n    return api.save(form);\n  },\n};\n",
            id="js-object-member",
        ),
    ],
)
def test_a_note_right_under_a_member_line_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)
