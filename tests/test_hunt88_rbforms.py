"""hunt88: whole Ruby/Elixir files whose comment names code bound by a form fix-margin58 does not
count, refused since this round's Ruby/Elixir member notes (all usable and exact at 68df3761).

fix-margin58 weighs a note among members two blanks in against ``def``, ``def self.x``,
``defp``, ``defmacro``, ``defdelegate``, ``attr_*`` with symbols, ``alias_method``, ``alias``,
``delegate``. Rails associations and scopes, ``Struct.new``'s members, ``attr_reader`` with
strings, RSpec's ``let``, Elixir's ``defstruct`` fields and ``@callback``s bind names too: a
comment naming them with a state (``# published and drafts are unchanged``) speaks of code the
file holds, so the file is whole. Expected by hand: usable, the file exactly as written.
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


def _method(name: str, body: str) -> str:
    return f"  def {name}\n    {body}\n  end\n"


_ASSOC = (
    "class Post < ApplicationRecord\n  belongs_to :author\n  has_many :comments\n\n"
    + _method("archive!", "update!(archived: true)")
    + "\n  # author and comments are kept as is\n\n"
    + _method("title_line", "title.upcase")
    + "end\n"
)
_SCOPE = (
    "class Post < ApplicationRecord\n"
    "  scope :published, -> { where(published: true) }\n"
    "  scope :drafts, -> { where(published: false) }\n\n"
    + _method("publish!", "update!(published: true)")
    + "\n  # published and drafts are unchanged\n\n"
    + _method("title_line", "title.upcase")
    + "end\n"
)
_STRUCT = (
    "Point = Struct.new(:x, :y) do\n"
    "  def +(other)\n    Point.new(x + other.x, y + other.y)\n  end\n\n"
    "  # x and y stay unchanged\n\n"
    '  def to_s\n    "(#{x}, #{y})"\n  end\nend\n'
)
_ATTR_STRINGS = (
    "class Rect\n  attr_reader 'width', 'height'\n\n"
    "  def initialize(w, h)\n    @width = w\n    @height = h\n  end\n\n"
    "  # width and height stay the same\n\n" + _method("area", "width * height") + "end\n"
)
_LET = (
    "RSpec.describe Post do\n"
    "  let(:user) { create(:user) }\n"
    "  let(:post) { create(:post, user: user) }\n\n"
    "  # user and post stay the same\n\n"
    "  it 'archives' do\n    post.archive!\n    expect(post).to be_archived\n  end\nend\n"
)
_DEFSTRUCT = (
    "defmodule Point do\n  defstruct [:x, :y]\n\n"
    "  def new(x, y) do\n    %Point{x: x, y: y}\n  end\n\n"
    "  # x and y stay the same\n\n"
    "  def add(a, b) do\n    new(a.x + b.x, a.y + b.y)\n  end\nend\n"
)
_CALLBACK = (
    "defmodule Plugin do\n"
    "  @callback init(term) :: term\n"
    "  @callback stop(term) :: :ok\n\n"
    "  def run(mod) do\n    mod.init(nil)\n  end\n\n"
    "  # init and stop stay the same\n\n"
    "  def halt(mod) do\n    mod.stop(nil)\n  end\nend\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("app/models/post.rb", _ASSOC, id="rails-associations"),
        pytest.param("app/models/post.rb", _SCOPE, id="rails-scopes"),
        pytest.param("lib/point.rb", _STRUCT, id="struct-new-members"),
        pytest.param("lib/rect.rb", _ATTR_STRINGS, id="attr-reader-strings"),
        pytest.param("spec/post_spec.rb", _LET, id="rspec-let"),
        pytest.param("lib/point.ex", _DEFSTRUCT, id="elixir-defstruct"),
        pytest.param("lib/plugin.ex", _CALLBACK, id="elixir-callback"),
    ],
)
def test_a_note_on_names_bound_by_another_form_keeps_the_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
