"""hunt57-pyrun: a Python block a tool runs after the answer's files (AutoGen's pathless
``python`` block) that changes one of those files in a way the run reader
(python_runs.py) does not follow, read as usable with the files as written.

Expected values by hand: the block removes, truncates or rewrites app.py or data.csv after
the answer wrote them, so the files the answer holds are not what the tool leaves: not
usable (``changed-after`` naming the file), never a usable result with the files as written.
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA
from run_blocks import refused_naming as _refused_naming

from artifact_codec import parse_response

_FILES = APP_AND_DATA


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "try:\n    from os import remove\nexcept ImportError:\n"
            "    def remove(p):\n        pass\nremove('app.py')\n",
            "app.py",
            id="import-with-fallback-def",
        ),
        pytest.param(
            "def rm(p):\n    print('would remove', p)\n\nfrom os import remove as rm\n"
            "rm('app.py')\n",
            "app.py",
            id="def-then-import-of-same-name",
        ),
    ],
)
def test_a_name_both_defined_and_imported_from_os(block: str, changed: str) -> None:
    # the call runs whichever binding is last: os.remove (the import succeeds)
    assert _refused_naming(block, changed)


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "from pathlib import Path\n\ndef out(name):\n    return Path(name)\n\n"
            "with out('app.py').open('w') as f:\n    f.write('print(2)\\n')\n",
            "app.py",
            id="open-w",
        ),
        pytest.param(
            "from pathlib import Path\n\ndef target():\n    return Path('app.py')\n\n"
            "target().rename('old_app.py')\n",
            "app.py",
            id="rename",
        ),
    ],
)
def test_a_path_made_by_the_blocks_own_function_written(block: str, changed: str) -> None:
    # the function returns a Path: its .open('w') truncates app.py, .rename moves it away
    assert _refused_naming(block, changed)


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "from app import main\n\n"
            "def test_main_with_fresh_data():\n"
            "    with open('data.csv', 'w') as f:\n"
            "        f.write('a,b\\n3,4\\n')\n"
            "    assert main() == 1\n\n"
            "if __name__ == '__main__':\n"
            "    import pytest\n"
            "    pytest.main([__file__, '-q'])\n",
            "data.csv",
            id="pytest-test-function",
        ),
        pytest.param(
            "import os\nimport unittest\n\n"
            "def setUpModule():\n    os.remove('data.csv')\n\n"
            "class TestApp(unittest.TestCase):\n"
            "    def test_main(self):\n        self.assertTrue(True)\n\n"
            "if __name__ == '__main__':\n    unittest.main()\n",
            "data.csv",
            id="unittest-setupmodule",
        ),
    ],
)
def test_a_function_a_test_runner_calls_by_name(block: str, changed: str) -> None:
    # pytest.main([__file__]) runs every test_* function; unittest.main() runs setUpModule:
    # neither is named in the block's code, both run and change data.csv
    assert _refused_naming(block, changed)


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import isort\n\nfor name in ['app']:\n    isort.file(f'{name}.py')\n",
            "app.py",
            id="fstring-of-loop-name",
        ),
        pytest.param(
            "import black\nfrom pathlib import Path\n\nfor name in ['app']:\n"
            "    black.format_file_in_place(Path(f'{name}.py'), fast=False,\n"
            "                               mode=black.Mode(), write_back=black.WriteBack.YES)\n",
            "app.py",
            id="black-in-place-over-loop",
        ),
        pytest.param("import isort\n\nisort.file('%s.py' % 'app')\n", "app.py", id="percent"),
    ],
)
def test_a_library_given_a_held_file_spelled_by_a_loop_or_a_format(
    block: str, changed: str
) -> None:
    # isort.file / black.format_file_in_place rewrite the file they are given in place:
    # 'app' + '.py' through an f-string of a loop over ['app'] or '%s.py' % 'app' is app.py
    assert _refused_naming(block, changed)


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import os\nimport isort\n\nfor root, _, files in os.walk('.'):\n"
            "    for f in files:\n        if f.endswith('.py'):\n"
            "            isort.file(os.path.join(root, f))\n",
            "app.py",
            id="os-walk-unpacked",
        ),
        pytest.param(
            "import os\nimport isort\n\nwith os.scandir('.') as entries:\n"
            "    for entry in entries:\n        if entry.name.endswith('.py'):\n"
            "            isort.file(entry.path)\n",
            "app.py",
            id="scandir-with-as",
        ),
        pytest.param(
            "import isort\n\ndef target():\n    return 'app.py'\n\nisort.file(target())\n",
            "app.py",
            id="own-function-returns-the-name",
        ),
    ],
)
def test_a_library_rewriting_in_place_given_a_listed_or_returned_file(
    block: str, changed: str
) -> None:
    # isort.file sorts the imports of the file it is given in place: every .py file the
    # walk or the scan lists (app.py among them), the file the function returns
    assert _refused_naming(block, changed)


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import os\nprint 'cleaning up'\np = 'app' + '.py'\nos.remove(p)\n",
            "app.py",
            id="remove-built-name",
        ),
        pytest.param(
            "print 'resetting'\nname = 'app'\nf = open(name + '.py', 'w')\nf.close()\n",
            "app.py",
            id="open-built-name",
        ),
    ],
)
def test_a_python2_block_that_writes_a_built_name(block: str, changed: str) -> None:
    # Python 2 (``print 'x'``) does not parse: the fallback reads only strings that spell
    # a held file; the name built by + is app.py all the same
    assert _refused_naming(block, changed)


def test_a_path_a_string_divides_unlinked() -> None:
    # '.' / Path('app.py') is Path('app.py') (Path.__rtruediv__); _kind reads the left: str
    assert _refused_naming(
        "from pathlib import Path\n\n('.' / Path('app.py')).unlink()\n", "app.py"
    )


_AUTOGEN_APP = "```python\n# filename: app.py\ndef main():\n    return 1\n```\n\n"
_TEST = (
    "from app import main\n\n"
    "def test_main():\n    open('app.py', 'w').write('')\n    assert main() == 1\n\n"
    "if __name__ == '__main__':\n    import pytest\n    pytest.main([__file__])\n"
)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            f"```python\n# filename: test_app.py\n{_TEST}```\n\n```sh\npython test_app.py\n```\n",
            id="saved-program-run",
        ),
        pytest.param(f"```python\n{_TEST}```\n", id="pathless-block"),
    ],
)
def test_autogen_a_test_function_pytest_runs_empties_app_py(after: str) -> None:
    # AutoGen saves and runs the test program: pytest.main([__file__]) runs test_main,
    # which empties app.py; the answer's app.py is not what the run leaves
    result = parse_response(
        "Here is the module.\n\n" + _AUTOGEN_APP + "And a test, run it:\n\n" + after
    )
    assert not result.usable


def test_a_frame_read_from_a_handle_written_back_to_the_handles_name() -> None:
    # df is made of a file opened to READ; df.to_csv(f.name) writes data.csv (f.name is
    # 'data.csv'): the handle exempts the writing name, and f.name folds to nothing
    block = (
        "import pandas as pd\n\nwith open('data.csv') as f:\n    df = pd.read_csv(f)\n\n"
        "df['c'] = df['a'] + df['b']\ndf.to_csv(f.name, index=False)\n"
    )
    assert _refused_naming(block, "data.csv")


def test_fileinput_in_place_given_as_its_second_positional_argument() -> None:
    # fileinput.input(files=None, inplace=False, ...): True as the second positional is
    # inplace: printing each line rewrites app.py
    block = (
        "import fileinput\n\nfor line in fileinput.input('app.py', True):\n"
        "    print(line.replace('1', '2'), end='')\n"
    )
    assert _refused_naming(block, "app.py")


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "from fabric.api import local\n\nlocal('git clean -fdx')\n", id="fabric-local"
        ),
        pytest.param("from invoke import run\n\nrun('git stash')\n", id="invoke-run-stash"),
        pytest.param("import envoy\n\nenvoy.run('git reset --hard')\n", id="envoy-reset-hard"),
        pytest.param("import pexpect\n\npexpect.run('git clean -fdx')\n", id="pexpect-run"),
        pytest.param("import sh\n\nsh.git('clean', '-fdx')\n", id="sh-git-words"),
        pytest.param("import sh\n\nsh.bash('-c', 'git clean -fdx')\n", id="sh-bash-c"),
    ],
)
def test_a_library_running_a_command_that_changes_files_it_does_not_name(block: str) -> None:
    # the same line in os.system is refused: git clean -fdx removes the untracked app.py and
    # data.csv the answer just wrote; git stash / reset --hard put back (or drop) the tree
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert not result.usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "import xml.etree.ElementTree as ET\n\nroot = ET.Element('config')\n"
            "ET.SubElement(root, 'debug').text = 'true'\n"
            "ET.ElementTree(root).write('config.xml')\n",
            id="elementtree-write",
        ),
        pytest.param(
            "import xml.etree.ElementTree as ET\n\nroot = ET.Element('config')\n"
            "tree = ET.ElementTree(root)\ntree.write('config.xml', encoding='utf-8')\n",
            id="tree-write-keywords",
        ),
    ],
)
def test_an_object_whose_write_method_writes_the_path_it_is_given(block: str) -> None:
    # ElementTree.write(file) writes the XML to the path it is given: config.xml, written by
    # the answer, is replaced by <config><debug>true</debug></config>
    text = (
        "config.xml\n```xml\n<config>\n  <debug>false</debug>\n</config>\n```\n\n"
        "To turn on debugging run:\n\n"
        f"```python\n{block}```\n"
    )
    result = parse_response(text)
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("config.xml" in message for message in said)


@pytest.mark.parametrize(
    ("block", "changed"),
    [
        pytest.param(
            "import paramiko\n\nssh = paramiko.SSHClient()\nssh.connect('example.com')\n"
            "sftp = ssh.open_sftp()\nsftp.get('/srv/app/app.py', 'app.py')\n",
            "app.py",
            id="paramiko-sftp-get",
        ),
        pytest.param(
            "import fsspec\n\nfs = fsspec.filesystem('s3')\n"
            "fs.get('bucket/data.csv', 'data.csv')\n",
            "data.csv",
            id="fsspec-get",
        ),
        pytest.param(
            "import fsspec\n\nfs = fsspec.filesystem('file')\nfs.replace('new_app.py', 'app.py')\n",
            "app.py",
            id="object-replace-two-paths",
        ),
    ],
)
def test_a_method_named_like_a_plain_values_that_writes_a_path(block: str, changed: str) -> None:
    # sftp.get(remote, local) / fs.get(remote, local) download to the local path (app.py,
    # data.csv); fs.replace(src, dst) moves over dst: get and replace are read as a dict's
    # and a string's methods, before the path they are given is weighed
    assert _refused_naming(block, changed)


def test_a_subclass_the_block_defines_of_a_library_class_that_opens_to_write() -> None:
    # Bundle is zipfile.ZipFile: Bundle('data.csv', 'w') truncates data.csv into an empty
    # archive; zipfile.ZipFile('data.csv', 'w') itself is refused
    block = (
        "import zipfile\n\nclass Bundle(zipfile.ZipFile):\n    pass\n\n"
        "with Bundle('data.csv', 'w') as z:\n    z.writestr('readme.txt', 'hi')\n"
    )
    assert _refused_naming(block, "data.csv")
