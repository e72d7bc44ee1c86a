"""Which last lines holding only the word END are the end marker written wrong: END between the
delimiter's own punctuation only. The comment, label and directive lines whose only word is END
(a batch label, a SPICE netlist's ``.END``, comments of every language) are a file's own."""

from __future__ import annotations

import pytest

from artifact_codec import Status, parse_response
from artifact_codec.format.lines import misspelled_end_marker

D = "===FILE_CONTENT_BLOCK==="

_MARKERS = ["===END===", "=== END ===", "==END==", "===end===", "=END=", "===END_OF===", "__END__"]
_FILE_LINES = [
    ":END",
    ".END",
    ".end",
    "# END",
    "## END",
    "-- END",
    "// END",
    "<!-- END -->",
    "/* END */",
    "; END",
    "% END",
    "' END",
    "[END]",
    "(END)",
    "**END**",
    "=== END -->",
]


@pytest.mark.parametrize("line", _MARKERS)
def test_end_between_the_delimiters_punctuation_is_a_misspelled_marker(line: str) -> None:
    assert misspelled_end_marker(line, D) == "spelled"


@pytest.mark.parametrize("line", _FILE_LINES)
def test_end_in_a_comment_or_label_is_no_marker(line: str) -> None:
    assert misspelled_end_marker(line, D) is None


def test_another_delimiters_punctuation_counts_for_it() -> None:
    assert misspelled_end_marker("###END###", "###FILE###") == "spelled"
    assert misspelled_end_marker("###END###", D) is None


@pytest.mark.parametrize("line", _FILE_LINES)
def test_such_a_last_line_stays_in_the_file(line: str) -> None:
    body = f"x = 1\n{line}\n"
    result = parse_response(f"Files:\n\n{D}\nPATH: a.txt\n---\n{body}", finish_reason="stop")
    assert result.status is Status.RECOVERED
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.txt", body)]
    assert "misspelled-end-marker" not in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "path", ["q.sql", "boot.s", "boot.S", "defs.inc", "lig.pdbqt", "prog.f90", "game.bas"]
)
def test_a_lone_END_is_the_last_line_of_files_whose_format_ends_so(path: str) -> None:
    body = "x\nEND\n"
    result = parse_response(f"Files:\n\n{D}\nPATH: {path}\n---\n{body}", finish_reason="stop")
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
