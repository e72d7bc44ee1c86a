"""hunt126: fix-ci129's part shapes (a GitLab file of one job, a chart's values of one top key,
a kustomization with no resources:) are read as one part only under an 'only ... changed'
lead; the same lead with 'just' for 'only' writes the part whole.

'Here's just the test job:', 'Change just this block:', 'Just the image section needed
updating:' say the block is one piece of the file. Expected by hand: a part; written whole it
deletes the rest of the file, so the answer must not be usable (usable-WRONG otherwise)."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_GITLAB = "test:\n  image: python:3.12\n  script:\n    - pytest -q\n"
_VALUES = "image:\n  repository: ghcr.io/acme/web\n  tag: 1.4.2\n"
_KUSTOMIZATION = "images:\n  - name: web\n    newTag: 1.4.2\n"

_CASES = [
    pytest.param(".gitlab-ci.yml", _GITLAB, "Here's just the test job:", id="gitlab-just-the-job"),
    pytest.param(
        ".gitlab-ci.yml", _GITLAB, "Change just this block:", id="gitlab-change-just-this-block"
    ),
    pytest.param(
        "charts/web/values.yaml",
        _VALUES,
        "Just the image section needed updating:",
        id="values-just-section-needed-updating",
    ),
    pytest.param(
        "charts/web/values.yaml",
        _VALUES,
        "Change just this block:",
        id="values-change-just-this-block",
    ),
    pytest.param(
        "overlays/prod/kustomization.yaml",
        _KUSTOMIZATION,
        "Change just this block:",
        id="kustomization-change-just-this-block",
    ),
]


@pytest.mark.parametrize(("path", "content", "lead"), _CASES)
def test_just_lead_over_a_part_shape_is_a_part(path: str, content: str, lead: str) -> None:
    result = parse_response(f"{lead}\n\n**{path}**\n```yaml\n{content}```\n")
    assert not result.usable, (result.status, files_of(result))
