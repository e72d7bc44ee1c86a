"""hunt150 (issue 20): fix-notes185's ``_python_base_gives`` weighs a note right under a class
head with one base of the file by searching the whole file for the base's head and reading
every definition of the file (``_PY_ANY_DEFINITION.finditer(content)``), once per note. A file
of n classes, each ``class FormK(Base):`` with a note right under its head, costs n passes over
the file: quadratic (1,000 such classes, 100 KB: 13 s in ``_python_note`` alone, where the base
3dfe17cf took 0.02 s; through ``parse_response`` 2,000 classes took 43 s). A regression of the
linear-time rule (lead29 36b97c1d fixed the union per note, not this scan).

Expected: 10x the classes cost about 10x the time (tests/timing.py's growth ratio)."""

from __future__ import annotations

from timing import assert_linear

from artifact_codec.ingest import placeholders as placeholders_module


def _classes(n: int) -> str:
    head = (
        "class Base:\n    def validate(self):\n        return True\n\n"
        "    def save(self):\n        return True\n\n\n"
    )
    return head + "".join(
        f"class Form{i}(Base):\n    # validate and save unchanged\n    def submit{i}(self):\n"
        "        return self.validate() and self.save()\n\n\n"
        for i in range(n)
    )


def test_notes_under_heads_of_a_base_of_the_file_are_read_in_linear_time() -> None:
    assert placeholders_module._python_note(_classes(3)) is None  # (remarks: Base gives both)
    assert_linear(_classes, placeholders_module._python_note, 30, factor=10)
