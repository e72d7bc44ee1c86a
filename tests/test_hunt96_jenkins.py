"""hunt96: notes of left-out stages in a declarative Jenkinsfile (fix-yaml70 reads
`// (other stages)` there; the named-item notes of the YAML kinds are not read): names of
stages with a state, a stage with an elided body, a note in another language.

Expected by hand: the Test and Deploy stages were in the pipeline and the answer leaves them
out with a note: an edit, not the whole Jenkinsfile; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

HEAD = (
    "pipeline {\n    agent any\n    stages {\n        stage('Build') {\n            steps {\n"
    "                sh 'make build'\n            }\n        }\n"
)
TAIL = "    }\n}\n"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("        // Test and Deploy stages unchanged\n", id="names-kind-state"),
        pytest.param("        // test and deploy stages unchanged\n", id="lowercase-names"),
        pytest.param("        // stages Test/Deploy unchanged\n", id="kind-first-slash"),
        pytest.param("        // Test stage \u2014 unchanged\n", id="one-stage-em-dash"),
        pytest.param("        // (Test and Deploy)\n", id="bracketed-names"),
        pytest.param("        // autres étapes inchangées\n", id="french"),
        pytest.param("        stage('Test') { ... }\n", id="stage-body-dots"),
        pytest.param("        stage('Test') { /* same as before */ }\n", id="stage-body-same"),
    ],
)
def test_a_note_of_left_out_stages_is_an_edit(note: str) -> None:
    body = HEAD + note + TAIL
    result = parse_response(f"Here is the updated file:\n\n**Jenkinsfile**\n```groovy\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
