"""From prompt to files on disk, with a fake model standing in for a real one.

Run it: ``python examples/end_to_end.py [OUT_DIR]``. The fake model first answers the way models
often do (prose, a code fence, a path that leaves the project), gets the corrective message that
``request_artifact`` builds from the diagnostics, and then answers correctly; the files are
written with ``write_files``. Swap ``FakeModel`` for a function that calls your provider.
"""

from __future__ import annotations

import sys
import tempfile

from artifact_codec import (
    GeneratedCode,
    GeneratedFile,
    dumps,
    request_artifact,
    write_files,
)

APP = '''"""Say hello."""


def hello(name: str = "world") -> str:
    return f"Hello, {name}!"
'''
TEST = """from app import hello


def test_hello() -> None:
    assert hello("Ada") == "Hello, Ada!"
"""


class FakeModel:
    """Answers badly once, then well; prints what it is asked."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, messages: list[dict[str, str]]) -> tuple[str, str]:
        self.calls += 1
        print(f"--- request {self.calls}: {len(messages)} message(s); last one begins:")
        print("    " + messages[-1]["content"].splitlines()[0])
        code = GeneratedCode(
            task_id="HELLO-1",
            files=[
                GeneratedFile(file_path="app.py", file_type="source", content=APP),
                GeneratedFile(file_path="tests/test_app.py", file_type="test", content=TEST),
            ],
        )
        answer = dumps(code)
        if self.calls == 1:
            answer = answer.replace("PATH: tests/test_app.py", "PATH: ../tests/test_app.py")
            return f"Sure! Here you go:\n\n```\n{answer}```\n", "stop"
        return answer, "stop"


def main() -> int:
    out = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(prefix="artifact-codec-")
    result = request_artifact(FakeModel(), "Write a hello() function with a test.")
    for attempt in result.attempts:
        status = attempt.status.value if attempt.status else attempt.error
        print(f"attempt {attempt.number}: {status}")
    if not result.usable:
        print(result.feedback())
        return 1
    report = write_files(result.code, out)
    print(report.summary())
    for path in report.created:
        print(f"  {out}/{path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
