"""hunt124-boltabs / hunt124-boltxml: bolt.new answers.

boltabs: a file action writes a.py (``x = 1``), then a shell action removes or moves it by its
absolute path in bolt's WebContainer, ``/home/project`` (the folder bolt runs in). Expected by
hand: a.py ``x = 1`` is not on disk after the actions; refusing is fine (the same commands on
``a.py`` are refused, changed-after), keeping it is usable-WRONG.

boltxml: a file action's content holding a CDATA section beside text (``x = <![CDATA[1]]>``):
an XML reader reads ``x = 1``, bolt writes the markup; a whole-CDATA content is read as its
text and references in filePath are refused (ambiguous-entities). Two readings: refused or
a word naming the other; recovered with the markup and no word is wrong.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _artifact(content: str, more: str = "") -> str:
    return (
        '<boltArtifact id="x" title="t">\n<boltAction type="file" filePath="a.py">\n'
        f"{content}\n</boltAction>\n{more}</boltArtifact>\n"
    )


def _shell(command: str) -> str:
    return f'<boltAction type="shell">\n{command}\n</boltAction>\n'


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("rm /home/project/a.py", id="rm-abs"),
        pytest.param("rm -f /home/project/a.py", id="rm-f-abs"),
        pytest.param("mv /home/project/a.py /home/project/b.py", id="mv-abs"),
    ],
)
def test_a_shell_action_on_the_file_by_absolute_path_does_not_keep_it(command: str) -> None:
    parsed = parse_response(_artifact("x = 1", _shell(command)))
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")])


def test_the_same_command_on_the_relative_path_is_refused_today() -> None:
    parsed = parse_response(_artifact("x = 1", _shell("rm a.py")))
    assert not parsed.usable


def test_cdata_beside_text_in_content_is_not_kept_as_text_without_a_word() -> None:
    parsed = parse_response(_artifact("x = <![CDATA[1]]>"))
    if parsed.usable and files_of(parsed) != [("a.py", "x = 1\n")]:
        assert any(d.code != "read-as" for d in parsed.diagnostics)
