"""The runnable example works end to end."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).parent.parent / "examples"


def test_end_to_end_example_writes_the_files(tmp_path: Path) -> None:
    out = tmp_path / "out"
    completed = subprocess.run(
        [sys.executable, str(EXAMPLES / "end_to_end.py"), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert "attempt 1: rejected_files" in completed.stdout
    assert "attempt 2: clean" in completed.stdout
    assert (out / "app.py").read_text("utf-8").startswith('"""Say hello."""')
    assert (out / "tests" / "test_app.py").exists()
    assert not (tmp_path / "tests").exists()  # the unsafe path of attempt 1 never reached disk
