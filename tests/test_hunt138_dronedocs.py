"""hunt138: fix-ci157 refuses a Drone pipeline whose ``depends_on`` names a pipeline no document
of the file names, but only when every document of the file is a pipeline. A real ``.drone.yml``
often ends with a ``kind: signature`` document (appended by ``drone sign``) or holds a
``kind: secret`` document; with one of them the pipeline-level ``depends_on`` is not read, and
the file whose ``build`` pipeline was left out is written whole: usable-WRONG. The guard: the
same file whose ``depends_on`` names a pipeline it holds stays whole."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_TEST = (
    "kind: pipeline\nname: test\n\nsteps:\n  - name: t\n    image: alpine\n    commands: [pytest]\n"
)
_DEPLOY = (
    "kind: pipeline\nname: deploy\n\ndepends_on:\n  - NEEDED\n\nsteps:\n  - name: ship\n"
    "    image: alpine\n    commands: [./ship.sh]\n"
)
_SECRET = "kind: secret\nname: token\nget:\n  path: secret/data/ci\n  name: token\n"
_SIGNATURE = "kind: signature\nhmac: 0123abcdef\n"


def _file(*documents: str) -> str:
    return "\n---\n".join(documents)


_PARTS = {
    "with-secret-document": _file(_TEST, _DEPLOY.replace("NEEDED", "build"), _SECRET),
    "with-signature-document": _file(_TEST, _DEPLOY.replace("NEEDED", "build"), _SIGNATURE),
    "one-pipeline-with-secret": _file(_DEPLOY.replace("NEEDED", "build"), _SECRET),
}


@pytest.mark.parametrize("content", list(_PARTS.values()), ids=list(_PARTS))
def test_pipeline_left_out_is_refused(content: str) -> None:
    result = parse_response(native_answer(".drone.yml", content))
    assert not result.usable, (result.status, content)


def test_pipeline_held_with_signature_stays_whole() -> None:
    content = _file(_TEST, _DEPLOY.replace("NEEDED", "test"), _SIGNATURE)
    result = parse_response(native_answer(".drone.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".drone.yml", content)]
