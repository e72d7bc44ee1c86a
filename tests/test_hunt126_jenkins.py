"""hunt126: a whole Jenkinsfile with a comment listing names closed by "etc." or dots, where the
names are the file's own words (its parameter choices, tools, notifiers, matrix values,
environment variables), not its stages: fix-ci129 (config_parts._stages_listed) compares the
names with the stages' names only and refuses the file as one that left stages out.

Expected by hand: the comment remarks on the line under it, whose words it lists; the file is
whole, usable with it exactly as written (at BASE 6c26ff3b each was)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


def _pipeline(head: str, post: str = "") -> str:
    return (
        "pipeline {\n    agent any\n"
        + head
        + "    stages {\n        stage('Build') {\n            steps {\n"
        "                sh 'make'\n            }\n        }\n        stage('Deploy') {\n"
        "            steps {\n                sh './deploy.sh'\n            }\n        }\n"
        "    }\n" + post + "}\n"
    )


_CASES = [
    pytest.param(
        _pipeline(
            "    parameters {\n        // dev, staging, prod...\n"
            "        choice(name: 'TARGET', choices: ['dev', 'staging', 'prod'],"
            " description: 'Where to deploy')\n    }\n"
        ),
        id="parameter-choices-dots",
    ),
    pytest.param(
        _pipeline(
            "    tools {\n        // maven, jdk, etc.\n        maven 'Maven 3.9'\n"
            "        jdk 'JDK 17'\n    }\n"
        ),
        id="tools-etc",
    ),
    pytest.param(
        _pipeline(
            "",
            "    post {\n        failure {\n            // slack, mail, etc.\n"
            "            slackSend channel: '#ci', message: 'failed'\n"
            "            mail to: 'team@example.com', subject: 'failed', body: env.BUILD_URL\n"
            "        }\n    }\n",
        ),
        id="post-notifiers-etc",
    ),
    pytest.param(
        _pipeline(
            "    environment {\n        // GIT_COMMIT, BUILD_NUMBER, etc.\n"
            '        IMAGE_TAG = "${env.GIT_COMMIT}-${env.BUILD_NUMBER}"\n    }\n'
        ),
        id="environment-variables-etc",
    ),
]


@pytest.mark.parametrize("content", _CASES)
def test_a_comment_listing_the_files_own_words_is_whole(content: str) -> None:
    result = parse_response(native_answer("Jenkinsfile", content.rstrip("\n")))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("Jenkinsfile", content.rstrip("\n") + "\n")]
