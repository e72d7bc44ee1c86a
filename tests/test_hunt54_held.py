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


_PROCFILE = "web: PORT=5000 WORKERS=4 gunicorn app:app\nworker: env PORT=9090 python w.py\n"


def _procfile_answer(report: object) -> str:
    files = [{"file_path": "Procfile", "content": _PROCFILE}]
    return json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps(report) + "\n"


@pytest.mark.parametrize(
    "report",
    [
        pytest.param({"Procfile": {"web": {"PORT": 5000}}}, id="web-port"),
        pytest.param({"Procfile": {"web": {"WORKERS": 4}}}, id="web-second-name"),
        pytest.param({"Procfile": {"worker": {"PORT": 9090}}}, id="worker-port"),
        pytest.param({"Procfile": {"web": {"PORT": "5000"}}}, id="web-port-as-text"),
        pytest.param(
            {"Procfile": {"web": {"PORT": 5000}, "worker": {"PORT": 9090}}}, id="both-lines"
        ),
    ],
)
def test_a_report_of_each_process_type_that_its_line_gives_is_usable(report: object) -> None:
    # by hand: each value is the one the named process's own line gives the name
    result = parse_response(_procfile_answer(report))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("Procfile", _PROCFILE)]


@pytest.mark.parametrize(
    "report",
    [
        pytest.param({"Procfile": {"worker": {"PORT": 5000}}}, id="worker-given-web-port"),
        pytest.param({"Procfile": {"web": {"WORKERS": 8}}}, id="web-workers-changed"),
        pytest.param(
            {"Procfile": {"web": {"PORT": 5000}, "worker": {"PORT": 5000}}}, id="second-line"
        ),
    ],
)
def test_a_value_the_named_process_line_does_not_give_is_refused(report: object) -> None:
    # by hand: the worker line gives PORT 9090, the web line WORKERS 4: the report says
    # another value of that process, so the file is not what the report says
    result = parse_response(_procfile_answer(report))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
