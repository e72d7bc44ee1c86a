"""hunt137: fix-notes155 reads Python notes in more places of a class (under its docstring,
under a class attribute or a dataclass field, last in the class). hunt131-inherited's rule
(a class inheriting from an imported base or mixins gets validate/save from them: the note is
a remark, the file whole) holds right under the class head, but not in those new places: the
same whole file is refused when the note stands under the docstring, a field or an attribute,
or last in the class.

Expected by hand: each base is imported (``from forms import BaseForm``, mixins, Django's
``forms.Form``/``models.Model`` giving ``save``/``full_clean``/``is_valid``): the methods are
the base's, the file is whole: kept as written. Refused on main: false refusals; the base
(9ec80bf0) kept all but the two 'last in the class' and the blank-line one (regressions of
fix-notes155)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_SUB = "    def submit(self):\n        if self.validate():\n            self.save()\n"
_BASE = "from forms import BaseForm\n\n\nclass Form(BaseForm):\n"
_MIXINS = "from forms import SaveMixin, ValidateMixin\n\n\nclass Form(ValidateMixin, SaveMixin):\n"
_NOTE = "    # validate and save unchanged\n"

_CASES = {
    "under-docstring": _BASE + '    """A form."""\n' + _NOTE + _SUB,
    "under-docstring-mixins": _MIXINS + '    """A form."""\n' + _NOTE + _SUB,
    "under-attribute": _BASE + "    fields = ()\n" + _NOTE + _SUB,
    "under-dataclass-field": "from dataclasses import dataclass\nfrom forms import SaveMixin\n\n\n"
    "@dataclass\nclass Form(SaveMixin):\n    name: str\n" + _NOTE + "\n" + _SUB,
    "django-form-docstring": "from django import forms\n\n\nclass ContactForm(forms.Form):\n"
    '    """Contact form."""\n    # is_valid and save unchanged\n    def submit(self):\n'
    "        if self.is_valid():\n            self.save()\n",
    "django-model-field": "from django.db import models\n\n\nclass Post(models.Model):\n"
    "    title = models.CharField(max_length=200)\n    # full_clean and save unchanged\n\n"
    "    def publish(self):\n        self.full_clean()\n        self.save()\n",
    "last-in-class": _BASE + _SUB + "\n" + _NOTE,
    "last-in-class-mixins": _MIXINS + _SUB + "\n" + _NOTE,
}


@pytest.mark.parametrize("content", list(_CASES.values()), ids=list(_CASES))
def test_inherited_methods_note_in_the_new_places_is_a_remark(content: str) -> None:
    result = parse_response(native_answer("form.py", content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [("form.py", content)]
