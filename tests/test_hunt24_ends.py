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


# A README that quotes a block of the format in a code fence (its delimiter line inside the
# fence the README opened). With "total_files": 2 the reader refuses (ambiguous-structure:
# 3 blocks, a delimiter line in an open fence); a header without total_files gives the same
# two readings, and the README cut at the fence and a file x.py the model never meant to
# write are recovered. Expected by hand: README.md whole and tool.py, or refused.
README = "# Tool\n\nReads answers like:\n\n```\n" + D + "\nPATH: x.py\n---\nx = 1\n```\n"


def test_a_readme_quoting_a_block_in_a_fence_is_not_split_without_a_count() -> None:
    text = (
        '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
        f"{D}\nPATH: README.md\n---\n{README}{D}\nPATH: tool.py\n---\nprint(1)\n{D}END\n"
    )
    meant_or_refused(parse_response(text), [("README.md", README), ("tool.py", "print(1)\n")])
