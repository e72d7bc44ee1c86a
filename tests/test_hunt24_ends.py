"""Hunt 24: the native format's fields, a blank line, then a Markdown file's front matter
(``---`` / ``title: x`` / ``---``). The blank line ends the fields (fix-ends23: it stands
where the separator goes), so the first ``---`` is the file's front matter opener; reading it
as the separator instead leaves ``title: x`` / ``---``, a setext heading, not the post's
front matter. Expected by hand: the post as written, or refused (two readings)."""

from __future__ import annotations

from meant import meant_or_refused

from artifact_codec import parse_response

HEADER = '{"total_files": 1, "files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
D = "===FILE_CONTENT_BLOCK==="
POST = "---\ntitle: Hello\ndate: 2026-11-26\n---\n\nBody.\n"


def test_front_matter_after_a_blank_line_ending_the_fields_is_the_post_s() -> None:
    text = HEADER + f"{D}\nPATH: post.md\n\n{POST}{D}END\n"
    meant_or_refused(parse_response(text), [("post.md", POST)])
