"""hunt145: fix-en175 reads a short note right after a Markdown block ("Only the HSV part is
shown.", "That's just a snippet.", "*Excerpt only.*", "(excerpt)") as saying the block is a
part; the same note right after a bolt ``<boltAction>`` or a Cline ``<write_to_file>`` is not
read so (the convention readers weigh lines after a write as no lead), and the part is written
whole: usable-WRONG (the base 6056e91f wrote them too; an OpenAI or Anthropic transcript with
the note in the next message is refused).

Expected by hand from what the model meant: the write holds only the HSV converters of the
stdlib colorsys.py: written whole it deletes the rest of the module (refused). The guards: an
ordinary note after the whole file keeps it."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused
from tool_renderings import bolt, cline

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]
_WRITERS = {"bolt": bolt, "cline": cline}


@pytest.mark.parametrize(
    ("writer", "note"),
    [
        pytest.param("bolt", "Only the HSV part is shown.", id="bolt-part-shown"),
        pytest.param("bolt", "That's just a snippet.", id="bolt-thats-snippet"),
        pytest.param("bolt", "*Excerpt only.*", id="bolt-excerpt-only"),
        pytest.param("bolt", "(excerpt)", id="bolt-paren-excerpt"),
        pytest.param("cline", "Only the HSV part is shown.", id="cline-part-shown"),
        pytest.param("cline", "That's just a snippet.", id="cline-thats-snippet"),
        pytest.param("cline", "*Excerpt only.*", id="cline-excerpt-only"),
        pytest.param("cline", "(excerpt)", id="cline-paren-excerpt"),
        # guards: read right today
        pytest.param("bolt", "The rest of colorsys.py is unchanged.", id="guard-bolt-rest"),
        pytest.param("cline", "The rest of colorsys.py is unchanged.", id="guard-cline-rest"),
    ],
)
def test_a_short_part_note_after_a_write_refuses(writer: str, note: str) -> None:
    refused(f"Here you go:\n\n{_WRITERS[writer]('colorsys.py', _HSV)}\n{note}\n")


@pytest.mark.parametrize("writer", ["bolt", "cline"])
@pytest.mark.parametrize("note", ["Hope this helps!", "That's it.", "This is the whole file."])
def test_guard_an_ordinary_note_after_the_whole_file_keeps_it(writer: str, note: str) -> None:
    result = parse_response(f"Here you go:\n\n{_WRITERS[writer]('colorsys.py', _SRC)}\n{note}\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
