"""hunt96: notes standing as a document of their own in a multi-document Kubernetes file
(after `---`, where a manifest was), in words the YAML note rules do not list: a pointer to an
earlier answer, "from before", another language, a bare `...` document.

Expected by hand: the document after `---` was a manifest the model did not repeat (the
Service): the file is an edit; writing it whole would delete that manifest; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

PATH = "k8s/app.yaml"
# (fix-ci129) a whole Deployment: the API requires spec.selector and spec.template, and one
# without them is refused as a part (hunt109-cischema)
DEPLOYMENT = (
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3\n"
    "  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n"
    "        app: web\n    spec:\n      containers:\n        - name: web\n          image: web:2\n"
)


@pytest.mark.parametrize(
    "document",
    [
        pytest.param("# Service: see previous answer\n", id="see-previous-answer"),
        pytest.param("# the Service manifest from before\n", id="from-before"),
        pytest.param("# Service sin cambios\n", id="spanish"),
        pytest.param("# Service \u2014 as in the earlier answer\n", id="earlier-answer"),
        pytest.param("...\n", id="bare-dots-document"),
    ],
)
def test_a_note_document_of_a_left_out_manifest_is_an_edit(document: str) -> None:
    body = DEPLOYMENT + "---\n" + document
    result = parse_response(f"Here is the updated manifest:\n\n**{PATH}**\n```yaml\n{body}```\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_two_whole_manifests_stay_whole() -> None:
    body = (
        DEPLOYMENT + "---\n# Service for the web Deployment\napiVersion: v1\nkind: Service\n"
        "metadata:\n  name: web\nspec:\n  selector:\n    app: web\n  ports:\n    - port: 80\n"
    )
    result = parse_response(f"Here is the updated manifest:\n\n**{PATH}**\n```yaml\n{body}```\n")
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(PATH, body)]
