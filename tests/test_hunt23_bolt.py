"""Hunt 23: bolt's ``<boltArtifact>`` (issue 24). Expected by hand: an artifact shown in inline
code in prose, as an example of the format, writes nothing; only the real artifact's a.py is
the answer (Cline's and OpenHands' readers already skip the same example in inline code)."""

from __future__ import annotations

from pathlib import Path

from meant import meant_or_refused

from artifact_codec import parse_response

THIS = Path("/usr/lib/python3.11/this.py").read_text(encoding="utf-8")


def _bolt(path: str, content: str) -> str:
    return (
        '<boltArtifact id="x" title="x">\n'
        f'<boltAction type="file" filePath="{path}">\n{content}</boltAction>\n'
        "</boltArtifact>\n"
    )


def test_a_bolt_artifact_in_inline_code_writes_nothing() -> None:
    example = _bolt("x.py", "").replace("\n", "")
    text = f"Use `{example}` to write a file.\n\n" + _bolt("a.py", THIS)
    meant_or_refused(parse_response(text), [("a.py", THIS)])
