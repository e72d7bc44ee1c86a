"""hunt88: notes among a Ruby/Elixir DSL's blocks (Rake tasks, RSpec/ExUnit examples).

fix-margin58 places a Ruby/Elixir note two blanks in by the definitions around it (``def`` and
the binding forms it lists). Rake's ``task :name do``, RSpec's ``describe``/``it`` and ExUnit's
``test`` blocks are the members of those files: a note between them naming tasks/blocks the
file does not hold (``# rollback and dump stay the same`` among a namespace's tasks) stands for
the ones the model left out, and the file is written without them. Expected by hand: refused.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_RAKE = (
    "namespace :db do\n"
    "  desc 'Migrate'\n  task :migrate do\n    sh 'rails db:migrate'\n  end\n\n"
    "  # rollback and dump stay the same\n\n"
    "  desc 'Reset'\n  task :reset do\n    sh 'rails db:reset'\n  end\nend\n"
)
_RSPEC = (
    "RSpec.describe Cart do\n"
    "  describe 'add' do\n    it 'adds an item' do\n"
    "      expect(Cart.new.add(1).size).to eq(1)\n    end\n  end\n\n"
    "  # remove and clear stay the same\n\n"
    "  describe 'total' do\n    it 'sums the items' do\n"
    "      expect(Cart.new.add(2).total).to eq(2)\n    end\n  end\nend\n"
)
_EXUNIT = (
    "defmodule CartTest do\n  use ExUnit.Case\n\n"
    '  describe "add" do\n    test "adds an item" do\n'
    "      assert Cart.add(Cart.new(), 1).size == 1\n    end\n  end\n\n"
    "  # remove and clear stay the same\n\n"
    '  describe "total" do\n    test "sums the items" do\n'
    "      assert Cart.total(Cart.add(Cart.new(), 2)) == 2\n    end\n  end\nend\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("Rakefile", _RAKE, id="rakefile-tasks"),
        pytest.param("lib/tasks/db.rake", _RAKE, id="rake-suffix-tasks"),
        pytest.param("spec/cart_spec.rb", _RSPEC, id="rspec-describes"),
        pytest.param("test/cart_test.exs", _EXUNIT, id="exunit-describes"),
    ],
)
def test_a_note_among_dsl_blocks_is_refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
