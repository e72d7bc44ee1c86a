"""hunt103: fix-yaml85 reads a YAML key whose value is only a state ("template: unchanged",
"spec: # same as before") as the key's body left out; the rule knows a few spellings, and
models write more: "same as above", "no changes", a capital "Unchanged", a state in brackets,
another language, an empty flow mapping with the remark, "# see above", "# truncated", "# …".

Expected by hand: a Deployment whose pod template is a string or an empty mapping is no
manifest kubectl applies; the model left the template's body out: a part; not usable."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

DEPLOY = (
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3\n"
    "  selector:\n    matchLabels: {app: web}\n  template: %s\n"
)


def _refused(value: str) -> None:
    body = DEPLOY % value
    answer = f"Here is the updated file:\n\n**k8s/deploy.yaml**\n```yaml\n{body}```\n"
    result = parse_response(answer)
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "value",
    [
        pytest.param("same as above", id="same-as-above"),
        pytest.param("same", id="same"),
        pytest.param("as above", id="as-above"),
        pytest.param("no changes", id="no-changes"),
        pytest.param("Unchanged", id="capital-unchanged"),
        pytest.param("<unchanged>", id="angle-unchanged"),
        pytest.param("[unchanged]", id="flow-list-unchanged"),
        pytest.param("unver\u00e4ndert", id="german-unveraendert"),
    ],
)
def test_a_state_scalar_the_rule_does_not_spell_is_a_left_out_body(value: str) -> None:
    _refused(value)


@pytest.mark.parametrize(
    "value",
    [
        pytest.param("# \u4e0d\u53d8", id="chinese-remark"),
        pytest.param("# see above", id="see-above"),
        pytest.param("# same as the old one", id="same-as-the-old-one"),
        pytest.param("# truncated", id="truncated"),
        pytest.param("# \u2026", id="unicode-ellipsis-remark"),
        pytest.param("{} # unchanged", id="empty-mapping-unchanged"),
    ],
)
def test_a_state_remark_the_rule_does_not_read_is_a_left_out_body(value: str) -> None:
    _refused(value)


@pytest.mark.parametrize(
    "value",
    [
        pytest.param("unchanged", id="unchanged"),
        pytest.param("# as before", id="as-before"),
        pytest.param("# omitted", id="omitted"),
        pytest.param("\u2026", id="unicode-ellipsis"),
    ],
)
def test_guard_state_values_already_read_stay_parts(value: str) -> None:
    _refused(value)
