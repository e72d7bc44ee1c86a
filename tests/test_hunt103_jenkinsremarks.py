"""hunt103: fix-yaml85 reads a Jenkinsfile comment of names and a state as a note of stages
left out when a word of it is no quoted stage name; real remarks in whole Jenkinsfiles name
other things beside the stages (an agent, a template, junit) or compare two stages the file
holds.

Expected by hand: every stage the comment speaks of is in the file ('Build', 'Test'): the
file is whole; usable, written exactly."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

JENKINS = """pipeline {
    agent any
    stages {
        stage('Build') {
            steps { sh 'make build' }
        }
        %s
        stage('Test') {
            steps { sh 'make test' }
        }
    }
}
"""


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("// Same agent as Build", id="same-agent-as-build"),
        pytest.param("// Test: same as before, now with junit", id="test-same-now-with-junit"),
        pytest.param("// Same as Build but for tests", id="same-as-build-but-for-tests"),
        pytest.param(
            "// Test stage unchanged from upstream template", id="test-unchanged-from-template"
        ),
        pytest.param(
            "// Build and Test stages share the same agent", id="build-and-test-share-agent"
        ),
        pytest.param("// unchanged: Test", id="unchanged-colon-test"),
        pytest.param(
            "// The call(body) method in any file in vars/ is exposed as a\n"
            "        // method with the same name as the file.",
            id="continuation-line-same-name-as-the-file",
        ),
    ],
)
def test_a_remark_on_stages_the_jenkinsfile_holds_keeps_it_whole(comment: str) -> None:
    body = JENKINS % comment
    result = parse_response(
        f"Here is the complete file:\n\n**Jenkinsfile**\n```groovy\n{body}```\n"
    )
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("Jenkinsfile", body)]


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("// run the tests", id="plain-remark"),
    ],
)
def test_guard_plain_remarks_stay_whole(comment: str) -> None:
    body = JENKINS % comment
    result = parse_response(
        f"Here is the complete file:\n\n**Jenkinsfile**\n```groovy\n{body}```\n"
    )
    assert result.usable


def test_guard_a_bracketed_stage_the_file_lacks_stays_a_part() -> None:
    body = JENKINS % "// (Test and Lint)"
    result = parse_response(f"Here is the file:\n\n**Jenkinsfile**\n```groovy\n{body}```\n")
    assert not result.usable
