"""Hunt 76: a java argument file read after ``cd`` (fix-hunt72-40 reads ``java @FILE`` as the
words the written FILE holds).

Expected by hand: the answer writes app.py, Fix.java (a single-file program that empties the
file named by its first argument) and tools/args.txt holding ``../Fix.java ../app.py``; then
``cd tools && java @args.txt`` launches ``java ../Fix.java ../app.py`` from tools: Fix.java
runs and empties app.py. The same words typed after ``cd tools &&`` are refused; from the
argument file they are kept usable: never usable.
"""

from __future__ import annotations

import pytest
from meant import refused

_FIX = (
    "public class Fix { public static void main(String[] a) throws Exception { "
    'java.nio.file.Files.writeString(java.nio.file.Path.of(a[0]), ""); } }\n'
)
_FILES = f"app.py\n```python\nprint(1)\n```\n\nFix.java\n```java\n{_FIX}```\n\n"


@pytest.mark.parametrize(
    ("others", "command"),
    [
        pytest.param("", "cd tools && java @args.txt", id="and"),
        pytest.param("", "cd tools; java @args.txt", id="semicolon"),
        pytest.param(
            "args.txt\n```text\nHello.java\n```\n\n",
            "cd tools && java @args.txt",
            id="root-one-too",
        ),
    ],
)
def test_an_argument_file_in_the_folder_cd_entered(others: str, command: str) -> None:
    text = (
        _FILES
        + others
        + "tools/args.txt\n```text\n../Fix.java ../app.py\n```\n\n"
        + f"Then:\n\n```bash\n{command}\n```\n"
    )
    refused(text)
