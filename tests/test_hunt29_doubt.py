"""hunt29: the doubt decided at the end (hybrid.doubt_from) keeps a draft's files."""

from __future__ import annotations

from artifact_codec import parse_response
from artifact_codec.agent.retry import Message, request_artifact

D = "===FILE_CONTENT_BLOCK==="
# A draft whose README opens a code block and quotes a block of the format (3 blocks for a
# count of 2: split_in_fence doubts it), then the corrected answer, complete, a.py changed.
DRAFT = (
    f'{{"total_files": 2}}\n\n{D}\nPATH: a.py\n---\nx = 1\n\n'
    f"{D}\nPATH: b.md\n---\nUsage:\n```\n\n{D}\nPATH: c.py\n---\ny = 2\n{D}END\n"
)
FINAL = (
    f'{{"total_files": 2}}\n\n{D}\nPATH: a.py\n---\nx = 2\n\n'
    f"{D}\nPATH: b.md\n---\nUsage: run it\n{D}END\n"
)
ANSWER = "Draft:\n" + DRAFT + "\nWait, corrected:\n\n" + FINAL


def test_a_doubtful_draft_keeps_no_files_in_the_result() -> None:
    # The model meant the corrected document: a.py is x = 2. Whatever the reading decides
    # (refuse, or read the last document), the draft's a.py (x = 1) is not a file it meant.
    result = parse_response(ANSWER, finish_reason="stop")
    assert ("a.py", "x = 1\n") not in [(f.file_path, f.content) for f in result.code.files]


def test_the_retry_loop_does_not_keep_the_drafts_file() -> None:
    replies = [ANSWER, f'{{"total_files": 1}}\n\n{D}\nPATH: b.md\n---\nUsage: run it\n{D}END\n']

    def model(messages: list[Message]) -> str:
        return replies.pop(0)

    result = request_artifact(model, "task")
    files = {f.file_path: f.content for f in result.code.files}
    # usable only with the a.py the model meant last (x = 2), never the draft's
    assert not (result.usable and files.get("a.py") == "x = 1\n")
