"""hunt131: fix-scope141 reads a note right under a class's head ('# validate and save
unchanged' over submit() calling self.validate()/self.save()) as a note for methods the class
lacks. A class that inherits from an imported base or mixins gets those methods from them
(Python 'class Form(BaseForm):', C++ 'class Form : public Persist<Form<T>>' or
'struct Form : BaseForm'): the file is whole, the note a remark on the inherited calls.
Refused: false refusals (the Python and CRTP ones regressions: usable at 4685abd8)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_SUBMIT = (
    "    # validate and save unchanged\n    def submit(self):\n        if self.validate():\n"
    "            self.save()\n"
)

_CASES = {
    "py-imported-base": (
        "form.py",
        "from forms import BaseForm\n\n\nclass Form(BaseForm):\n" + _SUBMIT,
    ),
    "py-imported-mixins": (
        "form.py",
        "from forms import SaveMixin, ValidateMixin\n\n\n"
        "class Form(ValidateMixin, SaveMixin):\n" + _SUBMIT,
    ),
    "cpp-crtp-base": (
        "form.h",
        "template <typename T>\nclass Form : public Persist<Form<T>> {\npublic:\n"
        "    // validate and save unchanged\n"
        "    void submit() { if (this->validate()) this->save(); }\n};\n",
    ),
    "cpp-struct-base": (
        "form.h",
        '#include "base_form.h"\n\nstruct Form : BaseForm {\n'
        "    // validate and save unchanged\n    void submit() { if (validate()) save(); }\n};\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_inherited_methods_make_the_note_a_remark(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable
    assert files_of(result) == [(path, content)]
