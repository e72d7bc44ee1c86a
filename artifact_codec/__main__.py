"""``python -m artifact_codec`` and the ``artifact-codec`` command: the command line, with Ctrl-C
handled from its first instant.

The command line's modules take a second or two to load; a Ctrl-C meanwhile (a user who saw a
wrong path in the command just typed) would raise ``KeyboardInterrupt`` wherever the import
machinery happens to be, even in a callback that cannot pass it on: a traceback, or a process
killed by the signal. While they load, nothing has been read or written yet, so Ctrl-C ends the
process at once (exit 130, one line ``interrupted``); once they are loaded, Ctrl-C raises
``KeyboardInterrupt`` again, which a running command turns into the same exit after cleaning up.
``import artifact_codec`` itself loads its names on first use, so little runs before this.
"""

from __future__ import annotations

import os
import signal
import sys
from types import FrameType

EXIT_INTERRUPTED = 130  # as artifact_codec.cli.EXIT_INTERRUPTED, which is not loaded yet


def _interrupted_while_loading(signum: int, frame: FrameType | None) -> None:
    os.write(2, b"interrupted\n")
    os._exit(EXIT_INTERRUPTED)


def run() -> None:
    """Run the command line (the ``artifact-codec`` entry point)."""
    handling = signal.getsignal(signal.SIGINT) is signal.default_int_handler
    if handling:  # (not when Ctrl-C was set to be ignored, as for a background job)
        signal.signal(signal.SIGINT, _interrupted_while_loading)
    try:
        from .cli import main
    finally:
        if handling:
            signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        main()
    except KeyboardInterrupt:  # while click parses the arguments, before a command runs
        sys.stderr.write("interrupted\n")
        sys.exit(EXIT_INTERRUPTED)


if __name__ == "__main__":
    run()
