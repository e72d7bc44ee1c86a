"""fix-notes143 (issue 20, hunt129): the guards of the other reading of the note words and
shapes fix-notes143 reads: the same notes over files that bind the names they name (a
definition, an import) are remarks, and the file is written whole and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_FN = "\nexport function submit(form) {\n  validate(form);\n  return save(form);\n}\n"
_DEFS = (
    "\nfunction validate(form) {\n  return !!form;\n}\n\nfunction save(form) {\n  return form;\n}\n"
)
_IMPORT = "import { validate, save } from './util.js';\n\n"
_ONE = "\nexport function renderRow(r) {\n  return '<td>' + formatDate(r.when) + '</td>';\n}\n"
_ONE_IMPORT = "import { formatDate } from './dates.js';\n\n"


def _whole(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content.rstrip("\n") + "\n")]


@pytest.mark.parametrize(
    "note",
    [
        "// validate and save: see below",
        "// validate and save defined below",
        "// validate and save from the original",
        "// validate and save as in your code",
        "// validate and save from my last reply",
        "// validate and save as shown earlier",
        "// validate and save are already in your file",
        "// validate and save utils unchanged",
        "// validate and save callbacks unchanged",
        "// validate and save handlers unchanged",
    ],
)
def test_a_note_of_names_the_file_binds_is_a_remark(note: str) -> None:
    _whole("src/form.js", note + _FN + _DEFS)
    _whole("src/form.js", _IMPORT + note + _FN)


@pytest.mark.parametrize("note", ["// formatDate util unchanged", "// formatDate fn unchanged"])
def test_a_note_of_one_name_the_file_imports_is_a_remark(note: str) -> None:
    _whole("src/row.js", _ONE_IMPORT + note + _ONE)


_DATES = "\nfunction formatDate(d) {\n  return String(d);\n}\n"


@pytest.mark.parametrize(
    "note",
    [
        "// formatDate: unchanged",
        "// formatDate helper, unchanged",
        "// formatDate() here",
        "// ... formatDate() ...",
    ],
)
def test_a_note_of_one_name_the_file_defines_is_a_remark(note: str) -> None:
    _whole("src/row.js", note + _ONE + _DATES)


@pytest.mark.parametrize(
    "note", ["// Note: unchanged", "// value: unchanged", "// retries, unchanged"]
)
def test_a_word_before_a_colon_or_comma_is_no_name_of_code(note: str) -> None:
    _whole("src/row.js", "const value = 1;\nconst retries = 2;\n" + note + _ONE + _DATES)


def test_a_note_right_under_a_js_field_of_a_class_defining_the_names_is_a_remark() -> None:
    _whole(
        "src/form.js",
        "export class Form {\n  n = 1;\n  // validate and save unchanged\n  submit(form) {\n"
        "    this.validate(form);\n    return this.save(form);\n  }\n\n  validate(form) {\n"
        "    return !!form;\n  }\n\n  save(form) {\n    return form;\n  }\n}\n",
    )


def test_a_note_right_under_a_field_of_a_class_defining_the_names_is_a_remark() -> None:
    _whole(
        "src/Form.java",
        "public class Form {\n    private int n = 1;\n    // validate and save unchanged\n"
        "    public boolean submit(F form) {\n        validate(form);\n"
        "        return save(form);\n    }\n\n    boolean validate(F form) {\n"
        "        return true;\n    }\n\n    boolean save(F form) {\n        return true;\n"
        "    }\n}\n",
    )
