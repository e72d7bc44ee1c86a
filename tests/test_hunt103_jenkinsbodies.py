"""hunt103: fix-yaml85 reads a Jenkinsfile stage body of dots or a state comment on the
stage's own braces ("stage('Test') { ... }"); models leave a stage's body out in more shapes:
a "..." line inside its steps block, a step "sh '...'", an empty stage or steps block, a
comment listing stages the file lacks closed by "etc.".

Expected by hand: Jenkins runs none of these as written (a declarative stage needs steps, a
shell step "..." is not found); the model left the stage's body or the stages out: a part;
not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

JENKINS = (
    "pipeline {\n  agent any\n  stages {\n    stage('Build') {\n      steps { sh 'make' }\n"
    "    }\n%s  }\n}\n"
)


@pytest.mark.parametrize(
    "stages",
    [
        pytest.param(
            "    stage('Test') {\n      steps {\n        ...\n      }\n    }\n",
            id="dots-line-in-steps-block",
        ),
        pytest.param(
            "    stage('Test') {\n      steps { sh '...' }\n    }\n", id="shell-step-of-dots"
        ),
        pytest.param("    stage('Test') {}\n", id="empty-stage"),
        pytest.param("    stage('Test') {\n      steps {}\n    }\n", id="empty-steps-block"),
        pytest.param("    // Test, Deploy, etc.\n", id="stages-listed-etc"),
    ],
)
def test_a_stage_body_left_out_in_another_shape_is_a_part(stages: str) -> None:
    body = JENKINS % stages
    result = parse_response(f"Here is the updated file:\n\n**Jenkinsfile**\n```groovy\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_a_stage_of_dots_on_its_braces_stays_a_part() -> None:
    body = JENKINS % "    stage('Test') { \u2026 }\n"
    result = parse_response(f"Here is the updated file:\n\n**Jenkinsfile**\n```groovy\n{body}```\n")
    assert not result.usable
