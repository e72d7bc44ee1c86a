"""Round 14 (lead): the project's own program run by its toolchain, given a written file."""

from __future__ import annotations

import pytest

from artifact_codec.ingest.conventions.shell import effect, split_line


def _changed(line: str) -> list[str]:
    split = split_line(line)
    assert split is not None
    return [word.text for word in effect(split[0][0]).changes]


@pytest.mark.parametrize(
    ("line", "changed"),
    [
        ("java Main app.py", ["app.py"]),
        ("java -cp lib Main app.py", ["app.py"]),  # (lib is the class path's value)
        ("java Main.java data.txt", ["data.txt"]),
        ("dotnet run -- app.py", ["app.py"]),
        ("java Main", []),
        ("dotnet run", []),
        ("java -jar tool.jar", []),
    ],
)
def test_what_a_toolchain_gives_the_program_it_runs(line: str, changed: list[str]) -> None:
    assert _changed(line) == changed
