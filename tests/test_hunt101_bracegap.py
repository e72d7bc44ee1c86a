"""hunt101: a note of names as a type body's first line, with a blank line under it, or a Ruby
class's note between its methods.

``// validate and save unchanged`` one level in right over ``submit()`` (no blank line) is
refused when the class defines neither (fix-heads83). The same note as the first line right
under the class's ``{`` with a blank line before the first method, the way models space a
class, is not read: the file is written whole. A Ruby class's ``# validate and save
unchanged`` between its methods (``end`` above, a blank line, or the ``def`` right under it),
with ``save if validate`` calling methods the class defines nowhere, is not read either.

Expected by hand from what the model meant: the two methods were left out of the type; written
whole it does not compile or throws (``validate`` undefined): a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/Form.java",
            "public class Form {\n    // validate and save unchanged\n\n"
            "    public void submit() {\n        if (validate()) {\n            save();\n"
            "        }\n    }\n}\n",
            id="java-class",
        ),
        pytest.param(
            "src/form.js",
            "class Form {\n  // validate and save unchanged\n\n  submit() {\n"
            "    if (this.validate()) this.save();\n  }\n}\n",
            id="js-class",
        ),
        pytest.param(
            "src/Form.kt",
            "class Form {\n    // validate and save unchanged\n\n    fun submit() {\n"
            "        if (validate()) save()\n    }\n}\n",
            id="kotlin-class",
        ),
        pytest.param(
            "src/Form.cs",
            "public class Form\n{\n    // Validate and Save unchanged\n\n"
            "    public void Submit()\n    {\n        if (Validate()) Save();\n    }\n}\n",
            id="csharp-class-brace-on-its-line",
        ),
        pytest.param(
            "src/Form.php",
            "<?php\n\nclass Form {\n    // validate and save unchanged\n\n"
            "    public function submit() {\n        if ($this->validate()) {\n"
            "            $this->save();\n        }\n    }\n}\n",
            id="php-class",
        ),
        pytest.param(
            "src/lib.rs",
            "pub struct Form;\n\nimpl Form {\n    // validate and save unchanged\n\n"
            "    pub fn submit(&self) {\n        if self.validate() {\n            self.save();\n"
            "        }\n    }\n}\n",
            id="rust-impl",
        ),
        pytest.param(
            "lib/form.rb",
            "class Form\n  def initialize(data)\n    @data = data\n  end\n\n"
            "  # validate and save unchanged\n\n  def submit\n    save if validate\n  end\nend\n",
            id="ruby-between-methods",
        ),
        pytest.param(
            "lib/form.rb",
            "class Form\n  def initialize(data)\n    @data = data\n  end\n\n"
            "  # validate and save unchanged\n  def submit\n    save(@data) if validate(@data)\n"
            "  end\nend\n",
            id="ruby-over-method",
        ),
    ],
)
def test_a_type_body_note_spaced_as_models_do_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
