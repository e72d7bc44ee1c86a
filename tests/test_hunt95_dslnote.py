"""hunt95: notes among Rake tasks and RSpec groups in the spellings of those tools.

lead18 reads ``# rollback and dump stay the same`` among a namespace's ``task ... do`` blocks
(refused: the tasks were left out). Rake names a task ``db:rollback`` (its namespace and a
colon, as ``rake -T`` prints it) or ``:rollback`` (the symbol ``task`` is given), and models add
the kind (``tasks``); RSpec groups are ``describe '#remove'`` blocks, and models call them
``specs`` or ``examples``. The note stands for the same left-out blocks in each spelling.
Expected by hand: not usable (the file would be written without them).
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_RAKE = (
    "namespace :db do\n  desc 'Migrate'\n  task :migrate do\n    sh 'rails db:migrate'\n"
    "  end\n\n  # NOTE\n\n  desc 'Reset'\n  task :reset do\n    sh 'rails db:reset'\n  end\nend\n"
)
_RSPEC = (
    "RSpec.describe Cart do\n  describe '#add' do\n    it 'adds an item' do\n"
    "      expect(Cart.new.add(1).size).to eq(1)\n    end\n  end\n\n  # NOTE\n\n"
    "  describe '#total' do\n    it 'sums the items' do\n"
    "      expect(Cart.new.add(2).total).to eq(2)\n    end\n  end\nend\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "Rakefile", _RAKE.replace("NOTE", "rollback and dump tasks unchanged"), id="rake-kind"
        ),
        pytest.param(
            "Rakefile",
            _RAKE.replace("NOTE", "db:rollback and db:dump stay the same"),
            id="rake-namespaced",
        ),
        pytest.param(
            "Rakefile",
            _RAKE.replace("NOTE", ":rollback and :dump tasks unchanged"),
            id="rake-symbols",
        ),
        pytest.param(
            "Rakefile",
            _RAKE.replace("NOTE", "rake db:rollback and rake db:dump unchanged"),
            id="rake-commands",
        ),
        pytest.param(
            "Rakefile", _RAKE.replace("NOTE", "rollback/dump tasks unchanged"), id="rake-slash-kind"
        ),
        pytest.param(
            "spec/cart_spec.rb",
            _RSPEC.replace("NOTE", "remove and clear specs unchanged"),
            id="rspec-kind-specs",
        ),
        pytest.param(
            "spec/cart_spec.rb",
            _RSPEC.replace("NOTE", "remove and clear examples unchanged"),
            id="rspec-kind-examples",
        ),
        pytest.param(
            "spec/cart_spec.rb",
            _RSPEC.replace("NOTE", "describe '#remove' and '#clear' unchanged"),
            id="rspec-describe-quoted",
        ),
    ],
)
def test_a_dsl_note_in_the_tools_spelling_is_refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
