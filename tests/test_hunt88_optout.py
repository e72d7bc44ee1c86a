"""hunt88: Ruby/Elixir notes for left-out members that fix-margin58 stops weighing.

fix-margin58 does not weigh the notes of a Ruby/Elixir file where ``_METAPROGRAMMING`` finds
``define_method``/``method_missing``/``class_eval`` anywhere, or a line ``use``/``import``/
``require`` of a capitalised module: a name may be bound where no search sees it. But almost every
Elixir module has ``require Logger``, ``use GenServer``, ``import Ecto.Query``, and the opt-out is
for the whole file: a note ``# increment and reset stay the same`` between the members the
model wrote, naming functions defined nowhere, is then never read and the file is written with
those functions lost. Expected by hand: the note stands for code the model left out (the names
it gives are the module's own client functions, which neither ``Logger``'s, ``GenServer``'s
nor ``Ecto.Query``'s macros make), so the answer is not usable.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def _genserver(head: str, note: str = "  # increment and reset stay the same") -> str:
    return (
        "defmodule MyApp.Counter do\n"
        f'  @moduledoc "A counter kept in a process."\n{head}\n'
        "  def start_link(opts) do\n"
        "    GenServer.start_link(__MODULE__, 0, opts)\n"
        "  end\n\n"
        "  def init(count) do\n"
        "    {:ok, count}\n"
        "  end\n\n"
        "  def handle_call(:get, _from, count) do\n"
        "    {:reply, count, count}\n"
        "  end\n\n"
        f"{note}\n\n"
        "  def handle_info(:tick, count) do\n"
        '    Logger.debug("tick")\n'
        "    {:noreply, count + 1}\n"
        "  end\n"
        "end\n"
    )


_PLAIN_RUBY_NOTE = "  # to_csv and to_json stay the same"


def _ruby(before: str, inside: str = "") -> str:
    return (
        f"{before}class Report\n{inside}"
        "  def initialize(rows)\n"
        "    @rows = rows\n"
        "  end\n\n"
        "  def total\n"
        "    @rows.sum { |r| r[:amount] }\n"
        "  end\n\n"
        f"{_PLAIN_RUBY_NOTE}\n\n"
        "  def to_s\n"
        '    "Report(#{total})"\n'
        "  end\n"
        "end\n"
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("lib/counter.ex", _genserver("  require Logger\n"), id="ex-require-logger"),
        pytest.param("lib/counter.ex", _genserver("  use GenServer\n"), id="ex-use-genserver"),
        pytest.param(
            "lib/counter.ex",
            _genserver("  use GenServer\n  require Logger\n"),
            id="ex-use-and-require",
        ),
        pytest.param(
            "lib/query.ex",
            _genserver("  import Ecto.Query, only: [from: 2]\n"),
            id="ex-import-ecto",
        ),
        pytest.param(
            "lib/counter.ex",
            _genserver(
                '  @doc """\n  Example:\n\n      use MyApp.Counter\n  """\n',
            ),
            id="ex-use-in-a-doc-string",
        ),
        pytest.param(
            "lib/report.rb",
            _ruby(
                "class Flags\n  %i[a b].each { |n| define_method(n) { true } }\nend\n\n",
            ),
            id="rb-define-method-in-another-class",
        ),
        pytest.param(
            "lib/report.rb",
            _ruby("# No define_method or method_missing tricks here.\n"),
            id="rb-word-in-a-comment",
        ),
    ],
)
def test_a_note_in_a_file_with_a_macro_or_metaprogramming_is_refused(
    path: str, content: str
) -> None:
    _refused(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("lib/counter.ex", _genserver(""), id="ex-no-macro"),
        pytest.param("lib/report.rb", _ruby("require 'json'\n\n"), id="rb-require-string"),
    ],
)
def test_a_note_in_a_file_without_macros_is_refused(path: str, content: str) -> None:
    _refused(path, content)
