"""hunt101: a note of names over a definition, where the file "defines" the names only as text.

fix-heads83's sound rule keeps a note of names over a definition as a remark when every name is
DEFINED in the file, by an index of definition shapes made over the whole text. The index also
reads a comment's or a string's text: a JSDoc line ``* Callers validate(form) first.`` looks
like a C-like head (type words, a name, ``(``), a template string holding ``validate = strict``
at the margin looks like a margin assignment, a block comment's example ``function validate``
looks like a definition. None of them binds a function the call under the note could reach.

Expected by hand from what the model meant: the definition under the note calls validate() and
save(), which the file binds nowhere as code; the note stands for the two functions, left out:
the file is a part, not usable (written whole, it throws when submit runs)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "// validate and save unchanged\nexport function submit(form) {\n  validate(form);\n"
    "  return save(form);\n}\n"
)
_JAVA = (
    "public class Form {\n    // validate and save unchanged\n    public void submit() {\n"
    "        if (validate()) {\n            save();\n        }\n    }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "/**\n * Form helpers.\n * Callers validate(form) first.\n"
            " * Then save(form) writes it.\n */\n\n" + _JS,
            id="js-jsdoc-prose-with-calls",
        ),
        pytest.param(
            "src/a.js",
            "const HELP = `\nUsage: validate(form)\nthen: save(form)\n`;\n\n" + _JS,
            id="js-template-string-usage-lines",
        ),
        pytest.param(
            "src/a.js",
            "const INI = `\nvalidate = strict\nsave = true\n`;\n\n" + _JS,
            id="js-template-string-ini-at-margin",
        ),
        pytest.param(
            "src/a.js",
            "const DOC = `\n  def validate(form):\n  def save(form):\n`;\n\n" + _JS,
            id="js-template-string-python-defs",
        ),
        pytest.param(
            "src/a.js",
            "/*\n function validate(form) { ... }\n function save(form) { ... }\n*/\n\n" + _JS,
            id="js-block-comment-example",
        ),
        pytest.param(
            "src/Form.java",
            "/**\n * A form. Subclasses validate (first)\n * and then save (after).\n */\n" + _JAVA,
            id="java-javadoc-prose",
        ),
        pytest.param(
            "form.lua",
            "--[[\nfunction validate(f)\n  return f ~= nil\nend\nfunction save(f)\nend\n--]]\n\n"
            "-- validate and save unchanged\nlocal function submit(f)\n  validate(f)\n  save(f)\n"
            "end\n\nreturn submit\n",
            id="lua-commented-out-block",
        ),
        pytest.param(
            "src/form.c",
            "#include <stdio.h>\n\n#if 0\nint validate(struct form *f) { return 1; }\n"
            "int save(struct form *f) { return 1; }\n#endif\n\n/* validate and save unchanged */\n"
            "int submit(struct form *f) {\n    validate(f);\n    return save(f);\n}\n",
            id="c-if-0-dead-code",
        ),
    ],
)
def test_a_name_only_in_a_comment_or_string_defines_nothing(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
