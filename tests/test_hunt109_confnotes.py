"""hunt109: a config comment of others, a kind and a state (``# other processes unchanged``)
in a config kind fix-yaml98's comment rule does not read.

fix-yaml98 reads such comments as part notes in YAML, .conf (``#``), Dockerfile, .env and the
ini kinds; a Caddyfile, a Procfile, a justfile, a supervisord ``.conf`` with its ``;``
comments, an ssh config, a crontab and a ``.properties`` file are configs with ``#`` (or ``;``)
comments too, and the same words there say the same thing.

Expected by hand from what the model meant: the comment stands for the items of that kind
left out (the other sites, directives, processes, recipes, programs, hosts, jobs,
properties): the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "Caddyfile",
            "example.com {\n\treverse_proxy localhost:8000\n\t# other directives unchanged\n}\n",
            id="caddyfile-other-directives",
        ),
        pytest.param(
            "Caddyfile",
            "example.com {\n\treverse_proxy localhost:8000\n}\n\n# other sites unchanged\n",
            id="caddyfile-other-sites",
        ),
        pytest.param(
            "Procfile",
            "web: gunicorn app:app\n# other processes unchanged\n",
            id="procfile-other-processes",
        ),
        pytest.param(
            "justfile",
            "test:\n    pytest -q\n\n# other recipes unchanged\n",
            id="justfile-other-recipes",
        ),
        pytest.param(
            "deploy/supervisord.conf",
            "[program:app]\ncommand=/usr/bin/app\n; other programs unchanged\n",
            id="supervisord-conf-semicolon-other-programs",
        ),
        pytest.param(
            "ssh/config",
            "Host gh\n    HostName github.com\n    User git\n\n# other hosts unchanged\n",
            id="ssh-config-other-hosts",
        ),
        pytest.param(
            "deploy/crontab",
            "0 * * * * /usr/bin/backup\n# other jobs unchanged\n",
            id="crontab-other-jobs",
        ),
        pytest.param(
            "src/main/resources/application.properties",
            "server.port=8080\n# other properties unchanged\n",
            id="properties-other-properties",
        ),
    ],
)
def test_a_config_note_of_others_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
