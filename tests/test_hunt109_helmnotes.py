"""hunt109: a Helm chart's templates (``templates/*.yaml``, ``_helpers.tpl``) with a note in
their own comment syntax, Go template's ``{{/* */}}`` (``{{- /* */ -}}``), or a dots line.

fix-yaml98 reads config comments as part notes and fix-pages reads ``{{/* */}}`` in a Hugo
page; a Helm template is YAML with Go template actions, and its comment is ``{{/* */}}`` (a
``#`` line would be rendered into the manifest). The reader reads ``{{/* rest unchanged */}}``
in a ``helmfile.yaml.gotmpl`` but not in a chart's template.

Expected by hand from what the model meant: the note (others and a state, dots, a state, or
names the template lacks and a state) stands for the manifest's lines left out: the file is a
part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_DEPLOY = (
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n"
    '  name: {{ include "app.fullname" . }}\nspec:\n  replicas: {{ .Values.replicaCount }}\n'
    "  template:\n    spec:\n      containers:\n        - name: app\n"
    '          image: "{{ .Values.image.repository }}"\n          env:\n'
)
_HELPERS = (
    '{{/*\nExpand the name of the chart.\n*/}}\n{{- define "app.name" -}}\n'
    '{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}\n'
    "{{- end }}\n\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "charts/app/templates/deployment.yaml",
            _DEPLOY + "            {{- /* other env vars unchanged */}}\n",
            id="deployment-other-env-vars-unchanged",
        ),
        pytest.param(
            "charts/app/templates/deployment.yaml",
            _DEPLOY + "            {{- /* rest of the env unchanged */ -}}\n",
            id="deployment-rest-of-env-trimmed",
        ),
        pytest.param(
            "charts/app/templates/deployment.yaml",
            _DEPLOY + "            {{/* ... */}}\n",
            id="deployment-dots-comment",
        ),
        pytest.param(
            "charts/app/templates/deployment.yaml",
            _DEPLOY + "            {{/* same as before */}}\n",
            id="deployment-same-as-before",
        ),
        pytest.param(
            "charts/app/templates/service.yaml",
            "apiVersion: v1\nkind: Service\nmetadata:\n"
            '  name: {{ include "app.fullname" . }}\n  labels:\n'
            '    {{- include "app.labels" . | nindent 4 }}\nspec:\n'
            "  {{/* ports and selector unchanged */}}\n",
            id="service-names-unchanged",
        ),
        pytest.param(
            "charts/app/templates/_helpers.tpl",
            _HELPERS + "{{/* ... */}}\n",
            id="helpers-dots-comment",
        ),
        pytest.param(
            "charts/app/templates/_helpers.tpl",
            _HELPERS + "...\n",
            id="helpers-dots-line",
        ),
    ],
)
def test_a_helm_template_note_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_helmfile_gotmpl_note_is_read() -> None:
    content = "releases:\n  - name: app\n    chart: ./charts/app\n    {{/* rest unchanged */}}"
    assert not parse_response(native_answer("helmfile.yaml.gotmpl", content)).usable
