"""Runs the code blocks of one documentation page, in order (used by ``tests/test_docs.py``).

``python docs_driver.py PLAN RESULTS`` reads the page's blocks from the JSON file PLAN and runs
them in the current directory (a temporary copy of the repository):

- a ``python`` block is executed in the page's one namespace (a module standing in for
  ``__main__``), compiled under the page's name and line numbers, so a traceback points at the
  line of the Markdown file; the first block that raises stops the page (the later ones
  depend on it);
- each ``$ command`` of a ``console`` block runs in ``bash -c``, standard error joined to
  standard output as on a terminal, standard input empty; what it printed is recorded.

RESULTS receives one JSON object per block: ``{"line", "error"}`` for python blocks (``error``
is the traceback or null), ``{"line", "runs": [{"command", "output", "status"}]}`` for console
blocks. Comparing the output with the page is the test's job.
"""

from __future__ import annotations

import json
import subprocess
import sys
import traceback
import types
from pathlib import Path
from typing import Any

COMMAND_TIMEOUT = 300  # seconds; a documented command that runs longer is a bug of the page


def _run_python(block: dict[str, Any], page: str, module: types.ModuleType) -> dict[str, Any]:
    # Blank lines in front make the compiled line numbers those of the Markdown file.
    source = "\n" * block["first_line"] + block["source"]
    try:
        exec(compile(source, page, "exec"), module.__dict__)
    except BaseException:  # report anything, SystemExit and KeyboardInterrupt included
        return {"line": block["line"], "error": traceback.format_exc()}
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return {"line": block["line"], "error": None}


def _run_console(block: dict[str, Any]) -> dict[str, Any]:
    runs = []
    for command in block["commands"]:
        try:
            done = subprocess.run(
                ["bash", "-c", command],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                timeout=COMMAND_TIMEOUT,
                check=False,
            )
            output, status = done.stdout.decode("utf-8", "replace"), done.returncode
        except subprocess.TimeoutExpired as timeout:
            output = (timeout.output or b"").decode("utf-8", "replace")
            output += f"\n[timed out after {COMMAND_TIMEOUT} s]"
            status = None
        runs.append({"command": command, "output": output, "status": status})
    return {"line": block["line"], "runs": runs}


def main() -> int:
    plan = json.loads(Path(sys.argv[1]).read_text("utf-8"))
    page = plan["page"]
    module = types.ModuleType("__main__")
    # No __file__: worker processes started by "spawn" (multiprocessing, dask) would run the
    # page as a script to rebuild __main__.
    sys.modules["__main__"] = module  # pickling and dataclasses look their module up here
    results: list[dict[str, Any]] = []
    for block in plan["blocks"]:
        if block["language"] == "python":
            results.append(_run_python(block, page, module))
        else:
            results.append(_run_console(block))
        # Written after every block: if a later one hangs, the test still sees these.
        Path(sys.argv[2]).write_text(json.dumps(results), "utf-8")
        if results[-1].get("error") is not None:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
