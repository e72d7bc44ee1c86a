"""hunt113: a config comment of others, a kind and a state (``# other resources unchanged``),
in a config kind the config kinds table does not read.

The round's rules read such notes in YAML, ini, .conf, Dockerfile, Caddyfile, Procfile and more;
a ``.gitignore``, ``.dockerignore``, requirements.txt, Gemfile, go.mod, CODEOWNERS and
``.tool-versions`` (line lists) are configs with comments too, and the same words there say
the same thing.

Expected by hand from what the model meant: the comment stands for the items of that kind left
out (the other entries, patterns, requirements, gems, owners, tools): the file is a part,
not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            ".gitignore",
            "__pycache__/\n# other entries unchanged\n",
            id="gitignore-other-entries",
        ),
        pytest.param(
            ".gitignore",
            "*.pyc\n.venv/\n# other patterns unchanged\n",
            id="gitignore-other-patterns",
        ),
        pytest.param(
            ".dockerignore",
            "node_modules\n# other entries unchanged\n",
            id="dockerignore-other-entries",
        ),
        pytest.param(
            "requirements.txt",
            "requests==2.31\n# other requirements unchanged\n",
            id="requirements-other-requirements",
        ),
        pytest.param(
            "Gemfile",
            "source 'https://rubygems.org'\ngem 'rails'\n# other gems unchanged\n",
            id="gemfile-other-gems",
        ),
        pytest.param(
            "go.mod",
            "module x\n\ngo 1.22\n\nrequire (\n\tgithub.com/a/b v1.0.0\n"
            "\t// other requirements unchanged\n)\n",
            id="gomod-other-requirements",
        ),
        pytest.param(
            "CODEOWNERS",
            "*.py @team\n# other owners unchanged\n",
            id="codeowners-other-owners",
        ),
        pytest.param(
            ".tool-versions",
            "python 3.12.1\n# other tools unchanged\n",
            id="tool-versions-other-tools",
        ),
    ],
)
def test_a_config_note_of_others_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
