"""hunt143: whole CI files fix-ci168 now refuses (regressions: the base bee7c794 kept them).

Expected by hand: Azure's ``template: x.yml@self`` names the repository holding the pipeline
itself (Azure docs: "use @self to refer to the repository where the original pipeline was
found"), which no ``resources:`` declares, in a steps, stages or jobs list, with or without
other repositories declared; a Tekton Pipeline holding a nested ``pipelineSpec`` whose tasks
read the nested spec's own ``$(params.repo)`` (declared there, not in the outer
``spec.params``). Each file is whole: kept as written. Guards: an alias no resource declares
stays refused.
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_AZURE = (
    "trigger:\n  - main\n\npool:\n  vmImage: ubuntu-latest\n\nRESOURCESjobs:\n  - job: Build\n"
    "    steps:\nSTEPS"
)
_REPOSITORIES = (
    "resources:\n  repositories:\n    - repository: templates\n      type: github\n"
    "      name: org/templates\n      endpoint: gh\n\n"
)
_TEKTON = (
    "apiVersion: tekton.dev/v1\nkind: Pipeline\nmetadata:\n  name: p\nspec:\n  params:\n"
    "    - name: url\n  tasks:\n    - name: inner\n      pipelineSpec:\n        params:\n"
    "          - name: repo\n        tasks:\n          - name: t\n            taskRef:\n"
    "              name: echo\n            params:\n              - name: x\n"
    "                value: $(params.repo)\n      params:\n        - name: repo\n"
    "          value: $(params.url)\n"
)


def _azure(resources: str, steps: str) -> str:
    return _AZURE.replace("RESOURCES", resources).replace("STEPS", steps)


_WHOLE = {
    "azure-steps-template-at-self": (
        "azure-pipelines.yml",
        _azure("", "      - template: steps/build.yml@self\n"),
    ),
    "azure-self-beside-declared": (
        "azure-pipelines.yml",
        _azure(
            _REPOSITORIES,
            "      - template: steps/build.yml@self\n      - template: steps/x.yml@templates\n",
        ),
    ),
    "azure-stages-template-at-self": (
        "azure-pipelines.yml",
        "trigger:\n  - main\n\nstages:\n  - template: stages/build.yml@self\n",
    ),
    "azure-jobs-template-at-self": (
        "azure-pipelines.yml",
        "trigger:\n  - main\n\njobs:\n  - template: jobs/build.yml@self\n    parameters:\n"
        "      name: Build\n",
    ),
    "tekton-nested-pipelinespec": ("pipeline.yaml", _TEKTON),
}


@pytest.mark.parametrize(
    ("path", "content"), [pytest.param(*value, id=key) for key, value in _WHOLE.items()]
)
def test_a_whole_ci_file_is_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert result.usable
    assert files_of(result) == [(path, content)]


def test_an_alias_no_resource_declares_stays_refused() -> None:
    content = _azure("", "      - template: steps/build.yml@tools\n")
    assert not parse_response(native_answer("azure-pipelines.yml", content)).usable
