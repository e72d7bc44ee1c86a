"""hunt95: Ruby/Elixir notes in spellings of names lead18's table does not list.

lead18 reads a Ruby/Elixir note's names in the docs' spellings (``#m``, ``Class#m``, ``m?``,
``m!``, ``m/1``). Ruby's docs and RuboCop messages also write ``Report::to_csv`` (the scope
operator, which calls a method too), Elixir's a function capture ``&to_csv/1`` and the
defining form ``defp to_csv/1``. A note in those spellings between the members the model wrote,
naming methods the file neither defines nor mentions elsewhere (hunt88's shape; the plain
``# to_csv and to_json unchanged`` there is refused), stands for those methods left out. Expected
by hand: not usable (the file would be written without ``to_csv`` and ``to_json``).
"""

from __future__ import annotations

import pytest
from meant import refused_native


def _ruby(note: str) -> str:
    return (
        "class Report\n  def initialize(rows)\n    @rows = rows\n  end\n\n"
        "  def total\n    @rows.sum { |r| r[:amount] }\n  end\n\n"
        f"  # {note}\n\n"
        '  def to_s\n    "Report(#{total})"\n  end\nend\n'
    )


def _elixir(note: str) -> str:
    return (
        "defmodule MyApp.Report do\n  def total(rows) do\n    Enum.sum(rows)\n  end\n\n"
        f"  # {note}\n\n"
        '  def show(rows) do\n    "#{total(rows)}"\n'
        "  end\nend\n"
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "lib/report.rb",
            _ruby("Report::to_csv and Report::to_json unchanged"),
            id="rb-scope-operator-two",
        ),
        pytest.param(
            "lib/report.rb",
            _ruby("Report::to_csv and Report::to_json are the same as before"),
            id="rb-scope-operator-same-as-before",
        ),
        pytest.param(
            "lib/report.rb", _ruby("Report::to_csv unchanged"), id="rb-scope-operator-one"
        ),
        pytest.param(
            "lib/report.ex", _elixir("&to_csv/1 and &to_json/1 unchanged"), id="ex-capture"
        ),
        pytest.param(
            "lib/report.ex",
            _elixir("&MyApp.Report.to_csv/1 and &to_json/1 unchanged"),
            id="ex-capture-qualified",
        ),
        pytest.param(
            "lib/report.ex", _elixir("defp to_csv and defp to_json unchanged"), id="ex-defp-words"
        ),
        pytest.param(
            "lib/report.ex",
            _elixir("defp to_csv/1 and defp to_json/1 unchanged"),
            id="ex-defp-arity",
        ),
    ],
)
def test_a_note_in_another_docs_spelling_is_refused(path: str, content: str) -> None:
    refused_native(path, content)
