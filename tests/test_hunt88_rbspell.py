"""hunt88: Ruby/Elixir member notes in the names' own documentation spellings.

fix-margin58 reads a note among a Ruby/Elixir class's or module's members (two blanks in) when its
words are a list of names and a state. Rubyists name methods as the docs do, ``#to_csv``,
``Report#to_csv``, with their ``?``/``!`` (``valid? and save!``); Elixir developers with their
arity, ``to_csv/1``, ``Report.to_csv/1``; a model marks a left-out part with a bare ``...`` (no
Ruby statement) or writes the note over ``private def``. Each such note, its names defined
nowhere, is read as a plain comment and the file is written with those methods lost.
Expected by hand: refused, as ``# to_csv and to_json stay the same`` there is.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _ruby(note: str, after: str = "\n\n  def") -> str:
    return (
        "class Report\n  def initialize(rows)\n    @rows = rows\n  end\n\n"
        "  def total\n    @rows.sum { |r| r[:amount] }\n  end\n\n"
        f"{note}{after} to_s\n"
        '    "Report(#{total})"\n  end\nend\n'
    )


def _elixir(note: str) -> str:
    return (
        "defmodule Report do\n"
        "  def total(rows) do\n    Enum.sum(rows)\n  end\n\n"
        f"{note}\n\n"
        '  def summary(rows) do\n    "total: #{total(rows)}"\n  end\nend\n'
    )


def _refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("lib/report.rb", _ruby("  # to_csv and to_json stay the same"), id="rb-guard"),
        pytest.param(
            "lib/report.ex", _elixir("  # to_csv and to_json stay the same"), id="ex-guard"
        ),
    ],
)
def test_a_plain_note_is_refused(path: str, content: str) -> None:
    _refused(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "lib/report.rb", _ruby("  # #to_csv and #to_json stay the same"), id="rb-hash-names"
        ),
        pytest.param(
            "lib/report.rb",
            _ruby("  # Report#to_csv and Report#to_json stay the same"),
            id="rb-class-hash-names",
        ),
        pytest.param(
            "lib/report.rb", _ruby("  # valid? and save! stay the same"), id="rb-predicate-bang"
        ),
        pytest.param(
            "lib/report.rb",
            _ruby("  ...  # to_csv and to_json stay the same"),
            id="rb-bare-dots-before",
        ),
        pytest.param(
            "lib/report.rb",
            _ruby("  # to_csv and to_json stay the same", "\n  private def"),
            id="rb-above-private-def",
        ),
        pytest.param(
            "lib/report.ex", _elixir("  # to_csv/1 and to_json/1 stay the same"), id="ex-arity"
        ),
        pytest.param(
            "lib/report.ex",
            _elixir("  # Report.to_csv/1 and Report.to_json/1 stay the same"),
            id="ex-module-arity",
        ),
    ],
)
def test_a_note_in_the_docs_spelling_of_names_is_refused(path: str, content: str) -> None:
    _refused(path, content)
