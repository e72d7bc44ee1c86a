"""fix-prose25: the command a word names as the shell reads it (one function,
``shell.shell_command_name``), and the prose readers that use it and the one prefix peeler
and prompt table. Expected values by hand from the shell's reading."""

from __future__ import annotations

import pytest

from artifact_codec.ingest.conventions.shell import shell_command_name


@pytest.mark.parametrize(
    ("word", "name"),
    [
        ("rm", "rm"),
        ("\\rm", "rm"),  # a backslash keeps an alias off: rm runs
        ('"rm"', "rm"),
        ("'r'm", "rm"),
        ("/bin/rm", "rm"),
        ("/usr/bin/env", "env"),
        ("./fix.py", "./fix.py"),  # a program the answer may write: still a path
        ("$CMD", ""),  # the shell expands it: the text does not say what runs
        ('"rm', ""),  # a quote left open: no word
    ],
)
def test_shell_command_name_is_the_name_the_shell_runs(word: str, name: str) -> None:
    assert shell_command_name(word) == name
