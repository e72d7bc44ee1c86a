"""hunt138: fix-ci157 reads a YAML note standing where an item was in its new shapes (a pointer
before the name, "see previous message for the deploy job"; a verb and state around it, "leave
the deploy job as it is"; the name and dots, "deploy job: ...") only with the kind words of
GitHub's and Compose's items (job, step, service, stage, task...). The same notes with the kind
of item of the files fix-ci157 reads besides are not read: a CircleCI ``command`` and
``executor``, an Argo ``template``, a Drone ``pipeline``. The item is nowhere in the file: a
part, written whole: usable-WRONG. The guards: the same notes for an item the file holds stay
whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CIRCLE = (
    "version: 2.1\n\ncommands:\n  setup:\n    steps:\n      - checkout\nNOTE\njobs:\n  test:\n"
    "    docker:\n      - image: cimg/python:3.12\n    steps:\n      - setup\n      - run: pytest\n"
    "\nworkflows:\n  main:\n    jobs:\n      - test\n"
)
_EXECUTORS = (
    "version: 2.1\n\nexecutors:\n  py:\n    docker:\n      - image: cimg/python:3.12\nNOTE\n"
    "jobs:\n  test:\n    executor: py\n    steps:\n      - checkout\n\nworkflows:\n  main:\n"
    "    jobs:\n      - test\n"
)
_ARGO = (
    "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata:\n  generateName: ci-\nspec:\n"
    "  entrypoint: main\n  templates:\n    - name: main\n      container:\n        image: alpine\n"
    "NOTE"
)
_DRONE = (
    "kind: pipeline\ntype: docker\nname: default\n\nsteps:\n  - name: test\n"
    "    image: python:3.12\n    commands:\n      - pytest\nNOTE"
)

_PARTS = {
    "circle-commands-see-previous": (
        ".circleci/config.yml",
        _CIRCLE,
        "  # see previous message for the deploy and notify commands\n",
    ),
    "circle-command-leave-as-it-is": (
        ".circleci/config.yml",
        _CIRCLE,
        "  # leave the deploy command as it is\n",
    ),
    "circle-command-name-dots": (".circleci/config.yml", _CIRCLE, "  # deploy command: ...\n"),
    "circle-executor-see-previous": (
        ".circleci/config.yml",
        _EXECUTORS,
        "  # see my previous message for the node executor\n",
    ),
    "argo-templates-see-previous": (
        "argo/ci.yaml",
        _ARGO,
        "    # see previous message for the build and notify templates\n",
    ),
    "argo-template-leave-as-it-is": (
        "argo/ci.yaml",
        _ARGO,
        "    # leave the notify template as it is\n",
    ),
    "argo-template-name-dots": ("argo/ci.yaml", _ARGO, "    # notify template: ...\n"),
    "drone-pipeline-see-previous": (
        ".drone.yml",
        _DRONE,
        "\n# see previous message for the deploy pipeline\n",
    ),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_note_for_an_item_left_out_is_refused(case: tuple[str, str, str]) -> None:
    path, template, note = case
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_HELD = {
    "circle-command-held": (
        ".circleci/config.yml",
        _CIRCLE,
        "  # leave the setup command as it is\n",
    ),
    "argo-template-held": (
        "argo/ci.yaml",
        _ARGO,
        "    # see previous message for the main template\n",
    ),
}


@pytest.mark.parametrize("case", list(_HELD.values()), ids=list(_HELD))
def test_note_for_an_item_held_stays_whole(case: tuple[str, str, str]) -> None:
    path, template, note = case
    content = template.replace("NOTE", note)
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
