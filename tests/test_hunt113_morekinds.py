"""hunt113: a config comment of others and a state in more config kinds the kinds table does
not read: a ``tox.ini`` (``#`` comments, read in other ini files), an nginx site under
``sites-available/`` with no suffix, a Groovy ``build.gradle`` and a ``flake.nix``.

Expected by hand from what the model meant: the comment stands for the items of that kind left
out (the other environments, locations, blocks, outputs): the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "tox.ini",
            "[tox]\nenvlist = py312\n\n# other environments unchanged\n",
            id="tox-ini-other-environments",
        ),
        pytest.param(
            "sites-available/app",
            "server {\n    listen 80;\n    # other locations unchanged\n}\n",
            id="nginx-site-other-locations",
        ),
        pytest.param(
            "build.gradle",
            "plugins {\n    id 'java'\n}\n\n// other blocks unchanged\n",
            id="gradle-groovy-other-blocks",
        ),
        pytest.param(
            "flake.nix",
            "{\n  outputs = { self }: {\n    # other outputs unchanged\n  };\n}\n",
            id="flake-nix-other-outputs",
        ),
    ],
)
def test_a_config_note_of_others_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
