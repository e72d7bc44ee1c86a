"""fix-hunt71-40: the edges of the rules that closed hunt71's classes.

Expected values by hand: a standard module's constant (``os.devnull``) is no held file; a
held config.py that binds DATA twice leaves its value not known (outcome 3, refused); the
answer's own program run by ``python gen.py`` that writes only a file the answer does not
hold changes nothing held (usable); one that rewrites a held file refuses it.
"""

from __future__ import annotations

from artifact_codec import parse_response

_FILES = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
)


def _changed(text: str) -> list[str]:
    return [d.message for d in parse_response(text).diagnostics if d.code == "changed-after"]


def test_a_standard_module_constant_names_no_held_file() -> None:
    block = "import os\nfrom os import devnull\nwith open(devnull, 'w') as f:\n    f.write('x')\n"
    result = parse_response(_FILES + f"Run it:\n\n```python\n{block}```\n")
    assert result.usable


def test_a_module_binding_the_name_twice_leaves_it_not_known() -> None:
    config = "config.py\n```python\nDATA = 'out.csv'\nDATA = 'data.csv'\n```\n\n"
    block = "import os\nfrom config import DATA\nos.remove(DATA)\n"
    result = parse_response(_FILES + config + f"Run it:\n\n```python\n{block}```\n")
    assert not result.usable


def test_an_imported_constant_naming_a_file_not_held_changes_nothing() -> None:
    config = "config.py\n```python\nOUT = 'out.csv'\n```\n\n"
    block = "from config import OUT\nopen(OUT, 'w').write('x')\n"
    result = parse_response(_FILES + config + f"Run it:\n\n```python\n{block}```\n")
    assert result.usable


def test_the_answers_program_writing_a_new_file_changes_nothing_held() -> None:
    program = "gen.py\n```python\nopen('out.txt', 'w').write('x')\n```\n\n"
    result = parse_response(_FILES + program + "Run it:\n\n```bash\npython gen.py\n```\n")
    assert result.usable


def test_the_answers_program_rewriting_a_held_file_refuses_it() -> None:
    program = "gen.py\n```python\nopen('app.py', 'w').write('x = 1')\n```\n\n"
    said = _changed(_FILES + program + "Run it:\n\n```bash\npython3 -u gen.py --fast\n```\n")
    assert any("app.py" in m for m in said)
    assert not any("data.csv" in m for m in said)


def test_a_held_shell_script_run_by_path_is_read_by_the_shell_rules() -> None:
    script = "build.sh\n```bash\n#!/usr/bin/env bash\necho done > out.log\n```\n\n"
    result = parse_response(_FILES + script + "Run it:\n\n```bash\n./build.sh\n```\n")
    assert result.usable


def test_a_recursive_glob_of_another_suffix_matches_nothing_held() -> None:
    block = "import glob, os\nfor p in glob.glob('**/*.log', recursive=True):\n    os.remove(p)\n"
    result = parse_response(_FILES + f"Run it:\n\n```python\n{block}```\n")
    assert result.usable


def test_a_program_fed_data_on_its_input_changes_nothing() -> None:
    # grep reads data on its input; app.py is the script python runs, its input is data
    for call in (
        "subprocess.run(['grep', 'a'], input='a,b', text=True)",
        "subprocess.run(['python3', 'app.py'], input='yes\\n', text=True)",
        "subprocess.run(['cat'], stdin=subprocess.DEVNULL)",
    ):
        block = f"import subprocess\n{call}\n"
        result = parse_response(_FILES + f"Run it:\n\n```python\n{block}```\n")
        assert result.usable, call


def test_a_shell_fed_an_input_not_known_may_change_any_file() -> None:
    block = "import subprocess, sys\nsubprocess.run(['sh'], input=sys.stdin.read(), text=True)\n"
    result = parse_response(_FILES + f"Run it:\n\n```python\n{block}```\n")
    assert not result.usable
