"""hunt85-pushd: a java argument file read after ``pushd`` (fix-shell52 reads the commands of
a block in the folder a ``cd`` entered; ``pushd`` enters it the same way).

Expected by hand: the answer writes app.py, Fix.java (a single-file program that empties the
file named by its first argument) and tools/args.txt holding ``../Fix.java ../app.py``; then
``pushd tools`` and ``java @args.txt`` launch ``java ../Fix.java ../app.py`` from tools:
Fix.java empties app.py. Never usable, as ``cd tools && java @args.txt`` is refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FIX = (
    "public class Fix { public static void main(String[] a) throws Exception { "
    'java.nio.file.Files.writeString(java.nio.file.Path.of(a[0]), ""); } }\n'
)
_FILES = f"app.py\n```python\nprint(1)\n```\n\nFix.java\n```java\n{_FIX}```\n\n"


def _answer(command: str) -> str:
    return (
        _FILES
        + "tools/args.txt\n```text\n../Fix.java ../app.py\n```\n\n"
        + f"Then:\n\n```bash\n{command}\n```\n"
    )


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("pushd tools && java @args.txt && popd", id="pushd-and"),
        pytest.param("pushd tools\njava @args.txt\npopd", id="pushd-lines"),
        pytest.param("pushd tools > /dev/null\njava @args.txt\npopd > /dev/null", id="pushd-quiet"),
    ],
)
def test_an_argument_file_in_the_folder_pushd_entered_is_refused(command: str) -> None:
    assert not parse_response(_answer(command)).usable


@pytest.mark.parametrize(
    "command",
    ["cd tools && java @args.txt", "(cd tools && java @args.txt)", "cd tools\njava @args.txt"],
)
def test_the_cd_forms_are_refused(command: str) -> None:
    assert not parse_response(_answer(command)).usable
