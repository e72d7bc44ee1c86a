"""hunt88: Ruby and Elixir files by names fix-margin58's lists do not hold.

fix-margin58 reads the notes among members two blanks in for ``.rb``/``.rake``/``.ex``/``.exs``
and a list of other names (``.rbw``, ``.gemspec``, ``config.ru``, ``.jbuilder``, ``.cr``,
``Rakefile``, ``Gemfile``, ..., a shebang running ``ruby``/``crystal``/``python``). Ruby files by
other common names (Thor's ``Thorfile``/``.thor``, ``Dangerfile``, ``.pryrc``/``.irbrc``, a
``jruby`` shebang) and an Elixir script (``#!/usr/bin/env elixir``) keep the four-blank scan
only: a note ``# to_csv and to_json stay the same`` between two methods, naming methods defined
nowhere, is not read and the file is written with them lost. Expected by hand: refused, as the
same file named ``report.rb`` is.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_RUBY = (
    "class Report\n"
    "  def initialize(rows)\n"
    "    @rows = rows\n"
    "  end\n\n"
    "  def total\n"
    "    @rows.sum { |r| r[:amount] }\n"
    "  end\n\n"
    "  # to_csv and to_json stay the same\n\n"
    "  def to_s\n"
    '    "Report(#{total})"\n'
    "  end\n"
    "end\n"
)
_ELIXIR = (
    "defmodule Report do\n"
    "  def total(rows) do\n"
    "    Enum.sum(rows)\n"
    "  end\n\n"
    "  # to_csv and to_json stay the same\n\n"
    "  def main(args) do\n"
    "    IO.puts(total(Enum.map(args, &String.to_integer/1)))\n"
    "  end\n"
    "end\n\n"
    "Report.main(System.argv())\n"
)
_THOR = _RUBY.replace("class Report\n", "class Report < Thor\n")


def _refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("lib/report.rb", _RUBY, id="rb-guard"),
        pytest.param("bin/report", "#!/usr/bin/env ruby\n" + _RUBY, id="ruby-shebang-guard"),
    ],
)
def test_a_note_in_a_listed_ruby_file_is_refused(path: str, content: str) -> None:
    _refused(path, content)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("Thorfile", _THOR, id="thorfile"),
        pytest.param("lib/tasks/report.thor", _THOR, id="thor-suffix"),
        pytest.param("Dangerfile", _RUBY, id="dangerfile"),
        pytest.param(".pryrc", _RUBY, id="pryrc"),
        pytest.param(".irbrc", _RUBY, id="irbrc"),
        pytest.param("bin/report", "#!/usr/bin/env jruby\n" + _RUBY, id="jruby-shebang"),
        pytest.param("bin/report", "#!/usr/bin/env elixir\n" + _ELIXIR, id="elixir-shebang"),
    ],
)
def test_a_note_in_a_ruby_file_by_another_name_is_refused(path: str, content: str) -> None:
    _refused(path, content)
