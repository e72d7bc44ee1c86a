"""hunt113: a config comment of others, a kind and a state (``# other resources unchanged``),
in a config kind the config kinds table does not read.

The round's rules read such notes in YAML, ini, .conf, Dockerfile, Caddyfile, Procfile and more;
a terraform ``.tf``, an HCL file and a ``.tfvars`` file are configs with comments too, and the
same words there say the same thing.

Expected by hand from what the model meant: the comment stands for the items of that kind left
out (the other resources, variables, outputs, blocks): the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "main.tf",
            'resource "aws_s3_bucket" "b" {\n  bucket = "x"\n}\n\n# other resources unchanged\n',
            id="tf-other-resources",
        ),
        pytest.param(
            "main.tf",
            'resource "aws_s3_bucket" "b" {\n  bucket = "x"\n}\n\n// other resources unchanged\n',
            id="tf-slash-other-resources",
        ),
        pytest.param(
            "variables.tf",
            'variable "region" {\n  default = "eu"\n}\n\n# other variables unchanged\n',
            id="tf-other-variables",
        ),
        pytest.param(
            "outputs.tf",
            'output "id" {\n  value = aws_s3_bucket.b.id\n}\n# other outputs unchanged\n',
            id="tf-other-outputs",
        ),
        pytest.param(
            "terragrunt.hcl",
            "inputs = {\n  a = 1\n}\n# other blocks unchanged\n",
            id="hcl-other-blocks",
        ),
        pytest.param(
            "prod.tfvars",
            'region = "eu"\n# other variables unchanged\n',
            id="tfvars-other-variables",
        ),
    ],
)
def test_a_config_note_of_others_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
