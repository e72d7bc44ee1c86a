"""hunt29: the stream's early events against the one-shot reading (found by a random run)."""

from __future__ import annotations

from artifact_codec import parse_response
from artifact_codec.ingest.stream import StreamParser, events_for

D = "===FILE_CONTENT_BLOCK==="
# Files whose code blocks (~~~, ```) are left open, an end marker, then a delimiter line and
# a second end marker: the final reading doubts (ambiguous-structure).
TEXT = (
    f"{{}}\n\n{D}\nPATH: f0.py\nVERBATIM: yes\n---\nEND\n{D}\nPATH: f1.md\n---\n~~~\n"
    f"{D}\nPATH: f2.md\n---\n```\n{D}END\n{D}\n{D}END\n"
)


def test_the_stream_agrees_with_the_one_shot_reading() -> None:
    one_shot = parse_response(TEXT, finish_reason="stop")
    parser = StreamParser(finish_reason="stop")
    for at in range(0, len(TEXT), 3):
        parser.feed(TEXT[at : at + 3])
    parser.close()
    assert parser.result is not None
    assert "stream-disagreement" not in [d.code for d in parser.result.diagnostics]
    assert parser.events == events_for(one_shot)
