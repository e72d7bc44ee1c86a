"""hunt113: Google's region tags (``# [START name]`` ... ``# [END name]``), which every Google
Cloud sample wraps its snippets in, in real whole YAML configs: an ``# [END handlers]`` closing
the file (App Engine's guestbook ``app.yaml`` as the Cloud SDK installs it), ``# [END services]``
after a Compose file's services, ``# [END jobs]`` after a workflow's jobs.

The tag is a marker for the docs' snippet tool and names the key it wraps, which is right there;
no item is left out. Expected by hand: each file is whole, usable and written exactly. (Refused
at BASE 28c262ea too: the bracketed-names rule reads ``[END handlers]`` as a note for left-out
items with nothing of the mapping after it.) Two guards (tags followed by more keys) pass."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.yaml",
            (
                "application: guestbook\n"
                "runtime: python38\n"
                "runtime_channel: canary\n"
                "service: guestbook3\n"
                "app_engine_apis: true\n"
                "version: 1\n"
                "entrypoint: exec gunicorn -b :${PORT} main:app\n"
                "\n"
                "# [START handlers]\n"
                "handlers:\n"
                "- url: /favicon\\.ico\n"
                "  static_files: favicon.ico\n"
                "  upload: favicon\\.ico\n"
                "\n"
                "- url: /bootstrap\n"
                "  static_dir: bootstrap\n"
                "\n"
                "- url: /.*\n"
                "  script: auto\n"
                "# [END handlers]\n"
                # (fix-cwords112: the file's closing blank line dropped: the test sends the
                # content with its line breaks stripped, no reader can restore a blank line)
            ),
            id="appyaml-guestbook",
        ),
        pytest.param(
            "app.yaml",
            (
                "runtime: python312\n"
                "\n"
                "# [START handlers]\n"
                "handlers:\n"
                "- url: /.*\n"
                "  script: auto\n"
                "# [END handlers]\n"
            ),
            id="appyaml-end-handlers-min",
        ),
        pytest.param(
            "docker-compose.yml",
            ("# [START services]\nservices:\n  web:\n    image: nginx:1.27\n# [END services]\n"),
            id="compose-end-services",
        ),
        pytest.param(
            ".github/workflows/ci.yml",
            (
                "on: push\n"
                "# [START jobs]\n"
                "jobs:\n"
                "  test:\n"
                "    runs-on: ubuntu-latest\n"
                "    steps:\n"
                "      - run: pytest\n"
                "# [END jobs]\n"
            ),
            id="workflow-end-jobs",
        ),
        pytest.param(
            "cloudbuild.yaml",
            (
                "# [START steps]\n"
                "steps:\n"
                "- name: 'gcr.io/cloud-builders/docker'\n"
                "  args: ['build', '-t', 'gcr.io/$PROJECT_ID/app', '.']\n"
                "# [END steps]\n"
                "images:\n"
                "- 'gcr.io/$PROJECT_ID/app'\n"
            ),
            id="cloudbuild-end-steps",
        ),
        pytest.param(
            "app.yaml",
            (
                "runtime: python312\n"
                "\n"
                "# [START env_variables]\n"
                "env_variables:\n"
                "  BUCKET: my-bucket\n"
                "# [END env_variables]\n"
            ),
            id="appyaml-end-env",
        ),
    ],
)
def test_a_region_tag_closing_a_whole_config_is_content(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
