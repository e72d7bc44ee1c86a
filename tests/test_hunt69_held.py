"""Hunt 69: a Procfile report per process type (fix hunt54-held) nests the process's values
one level deeper, under "env" ({"Procfile": {"worker": {"env": {"PORT": 5000}}}}): the value
is not weighed against the worker's line, only against the pool of the file's values (where
the web line's 5000 is), and the answer is usable though the worker's line gives PORT 9090.
Expected by hand: the report says the worker runs with PORT 5000; the written worker line
says 9090: the file is not what the report says (as with {"worker": {"PORT": 5000}})."""

from __future__ import annotations

import json

from artifact_codec import parse_response

_PROCFILE = "web: PORT=5000 WORKERS=4 gunicorn app:app\nworker: env PORT=9090 python w.py\n"


def _answer(report: object) -> str:
    files = [{"file_path": "Procfile", "content": _PROCFILE}]
    return json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps(report) + "\n"


def test_the_control_one_level_is_refused() -> None:
    assert not parse_response(_answer({"Procfile": {"worker": {"PORT": 5000}}})).usable


def test_a_process_value_under_env_is_weighed_against_its_line() -> None:
    result = parse_response(_answer({"Procfile": {"worker": {"env": {"PORT": 5000}}}}))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_a_boolean_the_process_line_spells_as_python_does_is_usable() -> None:
    # By hand: the web line gives DEBUG=True; the report, JSON, spells that value true (as
    # the pooled weighing already reads {"Procfile": {"DEBUG": true}}): the report says what
    # the file holds, the answer is usable.
    content = "web: PORT=5000 DEBUG=True gunicorn app:app\n"
    files = [{"file_path": "Procfile", "content": content}]
    report = {"Procfile": {"web": {"DEBUG": True}}}
    text = json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps(report) + "\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("Procfile", content)]
