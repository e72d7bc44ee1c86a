"""hunt54: a report after the files saying a value (PORT 9090) that the file holds only on a
commented-out line ``#PORT=9090`` (no space after ``#``) in a file that is not all NAME=value
lines and whose name is not one of the known hash-comment files. Expected by hand: the file
gives PORT 5000; the report says another value: the files are not what the model meant."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            ".envrc", "source_up\n#export PORT=9090\nexport PORT=5000\n", id="envrc-source-up"
        ),
        pytest.param(".envrc", "layout python\n#PORT=9090\nexport PORT=5000\n", id="envrc-layout"),
        pytest.param(
            "Vagrantfile",
            "Vagrant.configure('2') do |c|\nend\n#PORT=9090\nPORT=5000\n",
            id="vagrantfile-ruby",
        ),
    ],
)
def test_a_report_whose_value_is_only_commented_out_is_refused(path: str, content: str) -> None:
    files = [{"file_path": path, "content": content}]
    answer = json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps({path: {"PORT": 9090}})
    result = parse_response(answer + "\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_a_report_of_one_process_type_is_read_against_that_line() -> None:
    # the report says web's PORT is 9090; the Procfile's web line gives PORT=5000 (9090 is
    # the worker's): the file is not what the report says
    content = "web: PORT=5000 gunicorn app:app\nworker: env PORT=9090 python w.py\n"
    files = [{"file_path": "Procfile", "content": content}]
    report = json.dumps({"Procfile": {"web": {"PORT": 9090}}})
    result = parse_response(json.dumps({"files": files}, indent=2) + "\n\n" + report + "\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
