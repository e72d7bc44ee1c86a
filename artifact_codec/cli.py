"""The ``artifact-codec`` command line (click).

Exit codes, the same for every command (the table is in docs/cli.md):

- 0: success (every response usable, everything written, the JSON found);
- 1: the command ran and some input failed (an unusable response, a refused or failed write,
  no JSON in the text);
- 2: the command could not run as asked: a usage error, no input, an input that cannot be read,
  an output file that cannot be created;
- 130: interrupted (Ctrl-C): no traceback, and no output file or folder left half written.

Errors about a document are printed as ``FILE:LINE:COL: message``, the way compilers do, so
editors and CI logs can jump to them. A progress bar goes to standard error during long work
when it is a terminal (``--quiet``: never).
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import json
import os
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator
from typing import IO, Any, NoReturn

import click

from . import __version__
from .agent.batch import BatchSummary, collect_inputs, run_batch
from .agent.instructions import (
    FILE_FIELDS,
    HEADER_KEYS,
    file_instructions,
    format_instructions,
    manifest_instructions,
)
from .agent.manifest import read_manifest
from .errors import ArtifactCodecError, ArtifactDecodeError, not_utf8
from .format.generation import grammar, openai_tool
from .format.header import has_lone_surrogate
from .format.spec import DEFAULT_DELIMITER, FINISH_REASONS
from .ingest.legacy import LEGACY_SHAPE
from .ingest.response import parse_response
from .ingest.stream import Event, FileCompleted, StreamParser
from .jsonfix.extract import extract_json
from .jsonfix.repair import repair_json_report
from .logs.command import JSONL_PATTERN, validate_logs
from .logs.html import HtmlReport
from .logs.read import DEFAULT_MAX_RECORD_BYTES
from .read.parser import loads
from .result import CAUSE_CODES
from .write.edits import FolderEdit, apply_to_folder, paths_named
from .write.incremental import IncrementalWriter, reason_not_to_write
from .write.legacy import legacy_to_document
from .write.packer import pack_directory
from .write.serializer import dumps
from .write.writer import (
    DEFAULT_LOCK_TIMEOUT,
    WriteFailedError,
    WriteRefusedError,
    recover,
    write_files,
)

__all__ = ["EXIT_FAILED", "EXIT_INTERRUPTED", "EXIT_OK", "EXIT_USAGE", "main"]

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, what a shell reports for a command stopped by Ctrl-C

#: How the library's messages name an argument, and the option that sets it here: a refusal
#: read on the command line names what to type.
OPTION_FOR_ARGUMENT = {
    "overwrite=True": "--force",
    "portable=False": "--no-portable",
    "allow_partial=True": "--allow-partial",
}

#: Work of fewer items than this gets no progress bar (it would only flash).
PROGRESS_MIN_ITEMS = 50


def for_cli(message: str) -> str:
    """``message`` with each keyword argument it names replaced by the option that sets it."""
    for argument, option in OPTION_FOR_ARGUMENT.items():
        message = message.replace(argument, option)
    return message


def _cannot_run(message: str) -> NoReturn:
    """An input that cannot be read or an output that cannot be created: exit 2, as click
    reports its own usage errors."""
    click.echo(f"Error: {message}", err=True)
    sys.exit(EXIT_USAGE)


class _Commands(click.Group):
    """The command group; Ctrl-C ends any command with exit 130 and one line, no traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            ctx.exit(EXIT_INTERRUPTED)
        except BrokenPipeError:
            # The reader of standard output went away (``| head``): nothing more to say.
            with contextlib.suppress(OSError):
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            ctx.exit(EXIT_FAILED)


_INPUT = click.Path(exists=True, dir_okay=False, allow_dash=True)


def _output_path(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value in (None, "-"):
        return value
    if value.endswith(("/", os.sep)) or os.path.isdir(value):
        raise click.BadParameter(f"{value!r} is a folder; name the file to write", param=param)
    return value


def _folder_to_write(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A folder to write into, created if missing: refused (exit 2) when a folder it would be
    created in is a file, as click refuses a ``--out`` that is a file itself."""
    if value is None:
        return value
    above = os.path.dirname(os.path.normpath(value))
    while above and not os.path.lexists(above):
        above = os.path.dirname(above)
    if above and os.path.exists(above) and not os.path.isdir(above):
        raise click.BadParameter(
            f"{above!r} is a file, so {value!r} cannot be created in it; name a folder",
            param=param,
        )
    return value


_OUTPUT = click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, allow_dash=True),
    callback=_output_path,
    default="-",
    help="The file to write (default: standard output); written in full or not at all.",
)
_QUIET = click.option(
    "-q", "--quiet", is_flag=True, help="No progress bar (it is shown only on a terminal)."
)
_INDENT = click.option(
    "--indent",
    default=2,
    show_default=True,
    type=click.IntRange(0, 64),
    help="JSON indentation, 0 to 64 (0: one line).",
)


_PORTABLE = click.option(
    "--portable/--no-portable",
    default=True,
    show_default=True,
    help="Refuse names Windows cannot hold (':' and < > \" | ? *); --no-portable allows "
    "them on POSIX.",
)


def _seconds(ctx: click.Context, param: click.Parameter, value: float) -> float:
    if value != value:  # NaN passes FloatRange
        raise click.BadParameter("must be a number of seconds >= 0, not nan")
    return value


_LOCK_TIMEOUT = click.option(
    "--lock-timeout",
    type=click.FloatRange(min=0, max=1e6),
    callback=_seconds,
    default=DEFAULT_LOCK_TIMEOUT,
    show_default=True,
    help="Seconds to wait while another writer holds the folder's lock (0: do not wait).",
)


#: The most bytes :func:`_read` takes from one input (a file or standard input): an endless
#: input (``/dev/zero``, a pipe that never ends) is refused, not read until memory runs out.
DEFAULT_MAX_INPUT_BYTES = 64 << 20
#: The environment variable that raises (or lowers) that limit, in bytes.
MAX_INPUT_ENV = "ARTIFACT_CODEC_MAX_INPUT_BYTES"


def _max_input_bytes() -> int:
    raw = os.environ.get(MAX_INPUT_ENV, "").strip()
    if not raw:
        return DEFAULT_MAX_INPUT_BYTES
    if not raw.isdigit() or int(raw) < 1:
        _cannot_run(f"{MAX_INPUT_ENV}={raw!r}: it must be a whole number of bytes, at least 1")
    return int(raw)


def _too_large(name: str, limit: int, done: str = "nothing was done") -> NoReturn:
    _cannot_run(
        f"{_display(name)}: cannot read it: it holds more than {limit} bytes, the limit of "
        f"one input; {done} (set {MAX_INPUT_ENV} to a larger number of bytes to read it)"
    )


def _read(name: str) -> str:
    """The text of a file, or of standard input for ``-``; undecodable bytes are an error, and
    so (exit 2) is an input larger than the limit (``ARTIFACT_CODEC_MAX_INPUT_BYTES``)."""
    limit = _max_input_bytes()
    try:
        with click.open_file(name, "rb") as stream:
            data = stream.read(limit + 1)
    except OSError as error:
        _cannot_run(f"{_display(name)}: cannot read it: {error.strerror or error}")
    if len(data) > limit:
        _too_large(name, limit)
    try:
        text: str = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise not_utf8(data, exc) from None
    return text


@contextlib.contextmanager
def _writing(path: str) -> Iterator[IO[str]]:
    """A text stream to ``path`` (``-``: standard output) that holds the whole output or
    nothing: it is written next to its name and renamed into place only when complete, so an
    error or Ctrl-C leaves no half-written file."""
    if path == "-":
        with click.open_file("-", "w", encoding="utf-8") as stdout:
            yield stdout
        return
    folder = os.path.dirname(path) or "."
    try:
        handle, temporary = tempfile.mkstemp(
            dir=folder, prefix=f".{os.path.basename(path)}.", suffix=".part"
        )
    except OSError as error:
        _cannot_run(f"{path}: cannot write it: {error.strerror or error}")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            yield stream
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.remove(temporary)
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


class _Progress:
    """A progress bar on standard error, for a person watching a terminal.

    Shown only when standard error is a terminal, not with ``--quiet``, and for work of at
    least :data:`PROGRESS_MIN_ITEMS` items (``length=None``: not known in advance; it appears
    once that many items are done). ``advance`` moves it on.
    """

    def __init__(self, label: str, *, quiet: bool, length: int | None = None) -> None:
        self.label = label
        self.length = length
        self.wanted = not quiet and _stderr_is_terminal()
        self.done = 0
        self.bar: Any = None
        if self.wanted and length is not None and length >= PROGRESS_MIN_ITEMS:
            self._start()

    def _start(self) -> None:
        # Without a length, click shows a count and a moving bar; it needs an iterable whose
        # length it cannot know.
        items = None if self.length is not None else (item for item in itertools.repeat(None))
        self.bar = click.progressbar(
            items, length=self.length, label=self.label, file=sys.stderr, show_pos=True
        )
        self.bar.__enter__()
        if self.done:
            self.bar.update(self.done)

    def advance(self, count: int = 1) -> None:
        self.done += count
        if self.bar is not None:
            self.bar.update(count)
        elif self.wanted and self.length is None and self.done >= PROGRESS_MIN_ITEMS:
            self._start()

    def to(self, done: int, total: int) -> None:
        """Move to ``done`` of ``total`` (a callback of the writer)."""
        if self.length != total and self.bar is None:
            self.length = total
            if self.wanted and total >= PROGRESS_MIN_ITEMS:
                self._start()
        self.advance(done - self.done)

    def echo(self, text: str) -> None:
        """Print ``text`` on standard output, on a line of its own: the bar's line (standard
        error, often the same terminal) is cleared first, and the bar is drawn again on the
        next ``advance``."""
        if self.bar is not None:
            sys.stderr.write("\r\x1b[K")  # back to the start of the line, erase to its end
            sys.stderr.flush()
        click.echo(text)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None


@contextlib.contextmanager
def _progress(label: str, *, quiet: bool, length: int | None = None) -> Iterator[_Progress]:
    progress = _Progress(label, quiet=quiet, length=length)
    try:
        yield progress
    finally:
        progress.close()


def _refuse_unreadable_named(paths: Iterable[str]) -> None:
    """Exit 2 when a regular file named on the command line cannot be read (a file found in a
    folder is one unusable response instead). Its first byte is read now, before any work;
    a pipe or device named on purpose (``<(command)``) is left alone: reading it would take
    what the command is there to read."""
    for name in paths:
        if name == "-":
            continue
        try:
            if not stat.S_ISREG(os.stat(name).st_mode):
                continue
            with open(name, "rb") as stream:
                stream.read(1)
        except OSError as error:
            _cannot_run(f"{name}: cannot read it: {error.strerror or error}")


def _stderr_is_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def _display(name: str) -> str:
    return "<stdin>" if name == "-" else name


def _located(name: str, error: ArtifactCodecError) -> str:
    if isinstance(error, ArtifactDecodeError):
        return f"{_display(name)}:{error.lineno}:{error.colno}: {error.msg}"
    return f"{_display(name)}: {error}"


def _fail(name: str, error: ArtifactCodecError) -> NoReturn:
    click.echo(_located(name, error), err=True)
    sys.exit(EXIT_FAILED)


# -- an output never goes over an input ---------------------------------------------------------


def _identity(name: str, stream: IO[Any]) -> tuple[int, int] | None:
    """``(device, inode)`` of the file ``name`` (following links), or for ``-`` of ``stream``
    (standard input or output) when it is a regular file; None when there is none."""
    try:
        info = os.fstat(stream.fileno()) if name == "-" else os.stat(name)
    except (OSError, ValueError):  # no such file; a stream without a descriptor
        return None
    if name == "-" and not stat.S_ISREG(info.st_mode):
        return None
    return info.st_dev, info.st_ino


def refuse_output_over_inputs(
    outputs: Iterable[str],
    inputs: Iterable[str],
    option: str,
    *,
    hint: str = "nothing was written; write the output to another file",
) -> None:
    """Exit with status 2 and one line naming both paths when an output is one of the inputs.

    An output is an input when both are the same file (``os.path.samefile``: also through
    symbolic and hard links) or, for an output that does not exist yet, when both resolve to
    the same path (``os.path.realpath``). ``-`` is standard input (for an input) or standard
    output (for an output); it counts when it is redirected from or to a regular file. Nothing
    has been written when this is called: every command checks before it writes.
    """
    known: dict[tuple[int, int] | str, str] = {}
    for name in inputs:
        identity = _identity(name, sys.stdin)
        if identity is not None:
            known.setdefault(identity, name)
        if name != "-":
            known.setdefault(os.path.realpath(name), name)
    if not known:
        return
    for output in outputs:
        identity = _identity(output, sys.stdout)
        source = known.get(identity) if identity is not None else None
        if source is None and output != "-":
            source = known.get(os.path.realpath(output))
        if source is None:
            continue
        shown_input = "standard input" if source == "-" else repr(source)
        if output == "-":
            _cannot_run(
                f"standard output is the input {shown_input} (the shell may have emptied it "
                f"before the command ran): {hint}"
            )
        _cannot_run(f"the output {output!r} ({option}) is the input {shown_input}: {hint}")


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="artifact-codec")
def main() -> None:
    """Read, check and write the artifact format: a JSON header, then raw file blocks."""


def _log_options(command: Any) -> Any:
    """The options of ``validate --jsonl`` (the work is in log_command.py)."""
    options = [
        click.option("--jsonl", is_flag=True, help="PATHS are JSON Lines logs: one record a line."),
        click.option("--field", help="With --jsonl: the response's path in a record (resps.0.0)."),
        click.option(
            "--id-field",
            "id_fields",
            multiple=True,
            help="With --jsonl: the id's path (repeatable; default doc_id, instance_id, id, "
            "sample_id, task_id).",
        ),
        click.option("--finish-field", help="With --jsonl: the finish reason's path, if any."),
        click.option("--where", help="With --jsonl: check only records with PATH=VALUE."),
        click.option(
            "-o",
            "--output",
            type=click.Path(dir_okay=False),
            callback=_output_path,
            help="With --jsonl: write the rows to this .jsonl or .parquet file.",
        ),
        # The option's first name, kept working: -o/--output names a file in every command.
        click.option("--out", "out_alias", type=click.Path(dir_okay=False), hidden=True),
        click.option(
            "--max-record-bytes",
            type=click.IntRange(min=1),
            default=DEFAULT_MAX_RECORD_BYTES,
            show_default=True,
            help="With --jsonl: longer lines are reported, not read.",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, allow_dash=True))
@click.option("--strict", is_flag=True, help="Accept only exact documents (like loads).")
@click.option(
    "--json", "as_json", is_flag=True, help="Write JSON Lines: one object per response + summary."
)
@click.option("--with-code", is_flag=True, help="With --json: include the files themselves.")
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    help="Worker processes (0: one per CPU).",
)
@click.option(
    "--glob",
    "pattern",
    default=None,
    show_default="'*', with --jsonl '*.jsonl*'",
    help="Which files to take from directories.",
)
@click.option("-v", "--verbose", is_flag=True, help="Also print every diagnostic.")
@click.option(
    "--html",
    "html_path",
    type=click.Path(dir_okay=False),
    callback=_output_path,
    help="Also write a report to look at: one self-contained HTML page (charts, a filterable "
    "table, each failed or recovered response with its diagnostics).",
)
@_QUIET
@_log_options
def validate(
    paths: tuple[str, ...],
    strict: bool,
    as_json: bool,
    with_code: bool,
    jobs: int,
    pattern: str | None,
    verbose: bool,
    html_path: str | None,
    quiet: bool,
    **log_options: Any,
) -> None:
    """Check model responses: files, directories (recursively) or '-' for standard input.

    By default each response is read leniently (prose, fences, missing end marker... are
    tolerated and reported); --strict accepts only exact documents. Prints one line per
    response and a summary table. Exit status: 0 when every response is usable, 1 when any is
    not, 2 for a usage error or no input, 130 when interrupted.

    With --jsonl, PATHS are JSON Lines logs (lm-evaluation-harness samples, SWE-bench
    predictions, ...): each record's response is at --field, one result row per record,
    written with -o/--output as .jsonl or .parquet.
    """
    output = log_options.pop("output") or log_options.pop("out_alias")
    log_options.pop("out_alias", None)
    if html_path == "-":
        raise click.BadParameter(
            "'-' is not a file: standard output shows the results; name the HTML file to write",
            param_hint="'--html'",
        )
    report = HtmlReport() if html_path is not None else None
    _refuse_unreadable_named(paths)
    if log_options.pop("jsonl"):
        jsonl_pattern = JSONL_PATTERN if pattern is None else pattern
        logs = collect_inputs(paths, pattern=jsonl_pattern, on_skip=_report_skipped)
        if not logs:
            _cannot_run(
                f"no files to validate: the folders hold no {jsonl_pattern} file (pick others "
                "with --glob)"
            )
        for written, option, what in (
            (output, "-o/--output", "results"),
            (html_path, "--html", "report"),
        ):
            if written is not None:
                refuse_output_over_inputs(
                    [written],
                    logs,
                    option,
                    hint=f"nothing was written; write the {what} outside the logs (the files "
                    "found in a folder are inputs too)",
                )
        status = validate_logs(
            logs,
            **log_options,
            out=output,
            strict=strict,
            as_json=as_json,
            with_code=with_code,
            jobs=jobs or os.cpu_count() or 1,
            verbose=verbose,
            progress=_Progress("validating", quiet=quiet),
            on_row=report.add if report is not None else None,
        )
        _write_report(report, html_path)
        sys.exit(status)
    if log_options["field"] is not None or output is not None:
        raise click.UsageError("--field and -o/--output read JSON Lines logs: add --jsonl")
    inputs = collect_inputs(paths, pattern=pattern or "*", on_skip=_report_skipped)
    if not inputs:
        _cannot_run("no files to validate (check the paths and --glob)")
    if html_path is not None:
        refuse_output_over_inputs(
            [html_path],
            inputs,
            "--html",
            hint="nothing was written; write the report outside the responses (the files "
            "found in a folder are inputs too)",
        )
    workers = jobs or os.cpu_count() or 1
    summary = BatchSummary()
    render = functools.partial(_rendered, as_json, strict, verbose)
    results = run_batch(
        inputs,
        strict=strict,
        jobs=workers,
        with_code=with_code,
        with_text=report is not None,
        render=render if report is None else None,  # (the report needs the whole results)
    )
    with _progress("validating", quiet=quiet, length=len(inputs)) as progress:
        for result in results:
            progress.advance()
            summary.add(result)
            if report is not None:
                report.add(result)
                result.pop("response", None)
                progress.echo(render(result))
            else:
                progress.echo(result["text"])
    if as_json:
        click.echo(json.dumps(summary.to_dict()))
    elif len(inputs) > 1:
        click.echo(summary.table())
    _write_report(report, html_path)
    if summary.unusable:
        sys.exit(EXIT_FAILED)


_JSON = json.JSONEncoder(ensure_ascii=False)


def _rendered(as_json: bool, strict: bool, verbose: bool, result: dict[str, Any]) -> str:
    """What validate prints for one result (made in the worker that read the response)."""
    if as_json:
        return _JSON.encode(result)
    lines = [_result_line(result, strict=strict)]
    if verbose:
        lines.extend(_diagnostic_lines(result))
    return "\n".join(lines)


def _write_report(report: HtmlReport | None, path: str | None) -> None:
    if report is None or path is None:
        return
    try:
        report.write(path)
    except OSError as error:
        _cannot_run(f"{path}: cannot write the report: {error.strerror or error}")
    click.echo(f"report written to {path}", err=True)


def _report_skipped(path: str, reason: str) -> None:
    click.echo(f"{path}: skipped: {reason}", err=True)


def _result_line(result: dict[str, Any], *, strict: bool) -> str:
    source = _display(result["source"])
    errors = [d for d in result["diagnostics"] if d["severity"] == "error"]
    if strict and errors:
        first = errors[0]
        if not first["line"]:  # no place in the text (the file could not be read)
            return f"{source}: {first['message']}"
        return f"{source}:{first['line']}:{first['column']}: {first['message']}"
    count = result["found_files"]
    plural = "s" if count != 1 else ""
    line = f"{source}: {result['status']} ({result['format']}), {count} file{plural}"
    if result["expected_files"] is not None and result["expected_files"] != count:
        line += f" of {result['expected_files']}"
    if result["partial_file"]:
        line += f", partial {result['partial_file']['file_path']}"
    if errors and not result["usable"]:
        # The error that explains the status (ParseResult.cause): where a cut-off answer was cut.
        wanted = CAUSE_CODES.get(result["status"])
        cause = next((d for d in errors if d["code"] == wanted), errors[0])
        where = f"line {cause['line']}, column {cause['column']}: " if cause["line"] else ""
        line += f" -- {where}{cause['message']}"
    return line


def _diagnostic_lines(result: dict[str, Any]) -> Iterator[str]:
    source = _display(result["source"])
    for d in result["diagnostics"]:
        # A diagnostic with no place in the text (the file could not be read) is FILE: message.
        where = f"{source}:{d['line']}:{d['column']}" if d["line"] else source
        yield f"  {where}: {d['severity']}: {d['message']} [{d['code']}]"


@main.command()
@click.argument("file", type=_INPUT)
@_INDENT
def parse(file: str, indent: int) -> None:
    """Parse FILE and print the GeneratedCode it holds as JSON."""
    refuse_output_over_inputs(["-"], [file], "standard output")
    try:
        code = loads(_read(file))
    except ArtifactCodecError as error:
        _fail(file, error)
    click.echo(code.model_dump_json(indent=indent or None))


@main.command()
@click.argument("file", type=_INPUT)
@_OUTPUT
def dump(file: str, output: str) -> None:
    """Convert FILE, a legacy all-JSON response, to the format.

    FILE is a GeneratedCode as JSON ({"task_id", "files": [{"file_path", "content"}], ...}),
    possibly broken the way models break it (unescaped quotes in code, raw newlines, trailing
    commas, prose or fences around it): it is repaired first, and every repair is listed on
    standard error. A cut-off response or an invalid file is an error (exit 1); an output that
    is FILE itself is a usage error (exit 2).
    """
    refuse_output_over_inputs([output], [file], "-o/--output")
    try:
        document, legacy = legacy_to_document(_read(file))
    except ArtifactCodecError as error:
        _fail(file, error)
    for line in legacy.repair.report_lines():
        click.echo(f"{_display(file)}: repaired: {line}", err=True)
    with _writing(output) as stream:
        stream.write(document)


@main.command()
@click.argument("response", type=_INPUT)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=str),
    callback=_folder_to_write,
    help="The folder to write the files into (created if missing). Required.",
)
# Its first short name, kept working with a warning: -o names an output FILE elsewhere.
@click.option(
    "-o",
    "out_alias",
    type=click.Path(file_okay=False, path_type=str),
    callback=_folder_to_write,
    hidden=True,
)
@click.option(
    "--allow-partial",
    is_flag=True,
    help="Write the complete files of a cut-off answer, or the accepted files of an answer "
    "with refused files.",
)
@click.option("--dry-run", is_flag=True, help="Print the plan; write nothing.")
@click.option("--force", is_flag=True, help="Replace files that already exist.")
@click.option(
    "--finish-reason",
    type=click.Choice(sorted(FINISH_REASONS), case_sensitive=False),
    help="Why the model stopped, as the API reported it (any provider's spelling: length, "
    "max_tokens, MAX_TOKENS, incomplete, end_turn, stop...).",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object: parse and write.")
@click.option(
    "--incremental",
    is_flag=True,
    help="Write each file as soon as it has arrived in full, instead of all at the end.",
)
@_PORTABLE
@_LOCK_TIMEOUT
@_QUIET
def write(
    response: str,
    out: str | None,
    out_alias: str | None,
    allow_partial: bool,
    dry_run: bool,
    force: bool,
    finish_reason: str | None,
    as_json: bool,
    incremental: bool,
    portable: bool,
    lock_timeout: float,
    quiet: bool,
) -> None:
    """Read RESPONSE leniently and write its files into --out DIR, all or nothing.

    RESPONSE may be '-': a response piped in live is read as it arrives. A cut-off, invalid
    or partly refused answer is not written unless --allow-partial (then only its complete,
    accepted files are). Nothing outside --out is ever touched; existing files are kept unless
    --force. With --incremental each file is written (atomically) as soon as it is complete;
    files written before a later problem stay, except when a command after them may change
    them: then they are taken back (removed, or their old text put back). Exit status: 0
    written (or planned, with --dry-run), 1 refused or failed, 2 usage error or unreadable
    RESPONSE (also: a file of the answer would replace RESPONSE itself), 130 interrupted.
    """
    if out is None and out_alias is not None:
        click.echo("write: -o is an old spelling of --out DIR; use --out", err=True)
        out = out_alias
    if out is None:
        raise click.UsageError("Missing option '--out': the folder to write the files into")
    options: dict[str, Any] = {"portable": portable, "lock_timeout": lock_timeout}
    writer = (
        IncrementalWriter(out, overwrite=force, dry_run=dry_run, **options) if incremental else None
    )
    verb = "would write" if dry_run else "wrote"
    parser = StreamParser(finish_reason=finish_reason, source=_display(response))
    limit = _max_input_bytes()
    taken = 0
    try:
        with click.open_file(response, "rb") as stream:
            read = getattr(stream, "read1", stream.read)
            while data := read(1 << 16):
                taken += len(data)
                if taken > limit:
                    kept = [] if writer is None or dry_run else writer.written
                    done = "nothing was written"
                    if kept:
                        done = f"it stopped there; the files written before stay: {', '.join(kept)}"
                    _too_large(response, limit, done)
                events = parser.feed_bytes(data)
                if writer is not None:
                    for path in writer.handle(_not_over(events, out, response)):
                        click.echo(f"  {verb} {path}")
    except OSError as error:
        reason = error.strerror or error
        _cannot_run(f"{_display(response)}: cannot read it: {reason}")
    events = parser.close()
    result = parser.result
    assert result is not None
    parsed = result.to_dict(include_code=False)
    if writer is not None:
        # The complete files are on disk already: say why the rest was not written, with no
        # advice to write them.
        refusal = reason_not_to_write(result, allow_partial=allow_partial, hint=None)
        if refusal is None:
            for path in writer.handle(_not_over(events, out, response)):
                click.echo(f"  {verb} {path}")
        # files the final result vouches for none of (a command after them may change them):
        # taken back, so that no file it says may be wrong stays on disk
        for path in writer.undo(result, refused=refusal is not None):
            click.echo(f"  took back {path}")
        _finish_incremental(writer, parsed, refusal, as_json=as_json)
        return
    refusal = reason_not_to_write(result, allow_partial=allow_partial, hint="--allow-partial")
    if refusal is not None:
        if as_json:
            click.echo(json.dumps({"parse": parsed, "write": None, "error": refusal}))
        else:
            click.echo(_result_line(parsed, strict=False), err=True)
            click.echo(f"not written: {refusal}", err=True)
        sys.exit(EXIT_FAILED)
    refuse_output_over_inputs(
        (os.path.join(out, file.file_path) for file in result.code.files),
        [response],
        "--out",
        hint="nothing was written; write the files into another folder, or keep the response "
        "outside the folder",
    )
    failure: str | None = None
    with _progress("writing", quiet=quiet or as_json) as progress:
        try:
            report = write_files(
                result.code, out, overwrite=force, dry_run=dry_run, progress=progress.to, **options
            )
        except WriteRefusedError as error:
            report = error.report
            failure = for_cli(report.summary())
        except WriteFailedError as error:
            failure = str(error)
            report = None
    if as_json:
        click.echo(
            json.dumps(
                {
                    "parse": parsed,
                    "write": report.to_dict() if report else None,
                    "error": failure,
                }
            )
        )
    else:
        click.echo(_result_line(parsed, strict=False), err=True)
        if report is not None:
            if report.written or report.dry_run:  # a refused batch created nothing
                for path in report.created:
                    click.echo(f"  {'would create' if dry_run else 'created'} {path}")
                for path in report.replaced:
                    click.echo(f"  {'would replace' if dry_run else 'replaced'} {path}")
            click.echo(for_cli(report.summary()), err=not report.ok)
        else:
            click.echo(f"failed, nothing written: {failure}", err=True)
    if report is None or not report.ok:
        sys.exit(EXIT_FAILED)


def _not_over(events: Iterable[Event], out: str, response: str) -> Iterator[Event]:
    """``events``, after checking that the file of each completed one would not replace the
    response being read (exit 2 otherwise, before that file is written)."""
    for event in events:
        if isinstance(event, FileCompleted):
            refuse_output_over_inputs(
                [os.path.join(out, event.file.file_path)],
                [response],
                "--out",
                hint="it was not written (the files written before it stay); write the "
                "files to another folder",
            )
        yield event


def _finish_incremental(
    writer: IncrementalWriter, parsed: dict[str, Any], refusal: str | None, *, as_json: bool
) -> None:
    written = writer.written
    if as_json:
        click.echo(
            json.dumps(
                {
                    "parse": parsed,
                    "write": {
                        "written": written,
                        "undone": writer.undone,
                        "dry_run": writer.dry_run,
                    },
                    "error": writer.error or refusal,
                }
            )
        )
    else:
        click.echo(_result_line(parsed, strict=False), err=True)
        if refusal is not None:
            click.echo(f"not written: {refusal}", err=True)
        if writer.error is not None:
            click.echo(f"stopped: {for_cli(writer.error)}", err=True)
        click.echo(
            f"{writer.target}: {len(written)} file{'s' if len(written) != 1 else ''} written"
        )
    if refusal is not None or writer.error is not None:
        sys.exit(EXIT_FAILED)


@main.command("apply")
@click.argument("answer", type=_INPUT)
@click.option(
    "--to",
    "target",
    required=True,
    type=click.Path(exists=True, file_okay=False, path_type=str),
    help="The project folder the edits apply to.",
)
@click.option("--dry-run", is_flag=True, help="Print the changes as a unified diff; write nothing.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object: edits and write.")
@_PORTABLE
@_LOCK_TIMEOUT
@_QUIET
def apply_command(
    answer: str,
    target: str,
    dry_run: bool,
    as_json: bool,
    portable: bool,
    lock_timeout: float,
    quiet: bool,
) -> None:
    """Apply the edits in ANSWER to the files in --to, exactly, all or nothing.

    ANSWER is a model's answer ('-' for standard input) holding SEARCH/REPLACE blocks, unified
    diffs, '*** Begin Patch' patches, str_replace tool calls or whole files. Every edit must
    apply (the matching ladder of docs/edits.md: exact, then tolerant of line endings,
    trailing whitespace, indentation, elisions, typographic punctuation; never ambiguous) or
    nothing is written, and the reasons are printed as feedback for the model. Files that
    changed on disk while the edits were applied are not overwritten. Exit status: 0 applied
    (or, with --dry-run, applicable), 1 an edit or the write was refused or failed, 2 usage
    error or an ANSWER that cannot be read, 130 interrupted.
    """
    try:
        text = _read(answer)
    except ArtifactCodecError as error:
        click.echo(_located(answer, error), err=True)
        sys.exit(EXIT_USAGE)
    parsed = parse_response(text, source=_display(answer))
    # Every file the answer names may be written or deleted: none of them may be the answer.
    refuse_output_over_inputs(
        (os.path.join(target, path) for path in paths_named(parsed)),
        [answer],
        "--to",
        hint="nothing was written; keep the answer outside the folder it edits",
    )
    options: dict[str, Any] = {"portable": portable, "lock_timeout": lock_timeout}
    count = len(parsed.code.files) + len(parsed.edits)
    try:
        with (
            _progress("reading", quiet=quiet or as_json, length=count) as reading,
            _progress("writing", quiet=quiet or as_json) as writing,
        ):
            done = apply_to_folder(
                parsed,
                target,
                dry_run=dry_run,
                on_file=lambda _: reading.advance(),
                progress=writing.to,
                **options,
            )
    except (WriteFailedError, WriteRefusedError) as error:
        # A target the writer refuses (a symbolic link, not a folder), or that cannot be read.
        if isinstance(error, WriteRefusedError):
            message = shown = for_cli(error.report.summary())
        else:
            message, shown = str(error), f"{target}: failed, nothing written: {error}"
        if as_json:
            click.echo(json.dumps({"target": target, "ok": False, "error": message}))
        else:
            click.echo(shown, err=True)
        sys.exit(EXIT_FAILED)
    if as_json:
        data = done.to_dict()
        if dry_run and done.ok:
            data["diff"] = done.edits.diff()
        click.echo(json.dumps(data, ensure_ascii=False))
    else:
        _print_folder_edit(done, dry_run=dry_run)
    if not done.ok:
        sys.exit(EXIT_FAILED)


def _print_folder_edit(done: FolderEdit, *, dry_run: bool) -> None:
    for outcome in done.edits.outcomes:
        if outcome.ok:
            click.echo(f"{outcome.path}: {outcome.message}", err=dry_run)
    for refusal in done.unreadable:
        click.echo(f"{done.target}: cannot read {refusal}", err=True)
    if not done.edits.ok:
        click.echo(done.edits.feedback(), err=True)
        if done.write is not None:  # a dry run that met leftovers of an interrupted write
            click.echo(done.write.summary(), err=True)
        click.echo(f"{done.target}: refused, nothing written", err=True)
        return
    if done.write is None:
        click.echo(f"{done.target}: refused, nothing written", err=True)
        return
    if dry_run and done.write.ok:
        click.echo(done.edits.diff(), nl=False)
    click.echo(done.write.summary(), err=dry_run or not done.write.ok)


@main.command("recover")
@click.argument("directory", type=click.Path(exists=True, file_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
@_LOCK_TIMEOUT
@_QUIET
def recover_command(directory: str, as_json: bool, lock_timeout: float, quiet: bool) -> None:
    """Finish or undo a write into DIRECTORY that was interrupted (killed, power loss).

    The folder ends with wholly the old files or wholly the new ones, and without the
    writer's staging folders and lock file. 'write' does this itself before writing; run this
    to clean a folder that is not written again. Exit status: 0 nothing to do or recovered,
    1 recovery failed or the lock was not free (the message says why), 2 usage error, 130
    interrupted.
    """
    try:
        with _progress("recovering", quiet=quiet or as_json) as progress:
            report = recover(directory, lock_timeout=lock_timeout, progress=progress.to)
    except WriteFailedError as error:
        if as_json:
            click.echo(json.dumps({"target": directory, "ok": False, "error": str(error)}))
        else:
            click.echo(f"{directory}: {error}", err=True)
        sys.exit(EXIT_FAILED)
    click.echo(json.dumps(report.to_dict()) if as_json else report.summary())


@main.command()
@click.argument("directory", type=click.Path(exists=True, file_okay=False, path_type=str))
@_OUTPUT
@click.option("--include", multiple=True, help="Pack only paths matching this glob (repeatable).")
@click.option("--exclude", multiple=True, help="Skip paths matching this glob (repeatable).")
@click.option("--task-id", help="A task_id for the header.")
@_PORTABLE
@_QUIET
def pack(
    directory: str,
    output: str,
    include: tuple[str, ...],
    exclude: tuple[str, ...],
    task_id: str | None,
    portable: bool,
    quiet: bool,
) -> None:
    """Pack the text files under DIRECTORY into one document (the reverse of write).

    UTF-8 text files only; binary and undecodable files, symlinks and names the path policy
    rejects are skipped with a warning on standard error; .git and other VCS folders are
    skipped silently. The order is deterministic (sorted paths). Exit status: 0, 2 for a
    usage error, an output that cannot be written or one that is a packed file, 130
    interrupted.
    """
    with _progress("packing", quiet=quiet) as progress:
        result = pack_directory(
            directory,
            include=include,
            exclude=exclude,
            portable=portable,
            progress=lambda path: progress.advance(),
        )
    packed = (os.path.join(directory, file.file_path) for file in result.code.files)
    refuse_output_over_inputs(
        [output],
        packed,
        "-o/--output",
        hint="nothing was written; write it outside the folder, or leave it out with --exclude",
    )
    code = result.code
    if task_id is not None:
        code = code.model_copy(update={"task_id": task_id})
    with _writing(output) as stream:
        stream.write(dumps(code))
    click.echo(for_cli(result.summary()), err=True)


@main.command()
@click.option("--task-id", help="The task_id the model must use.")
@click.option(
    "--header",
    "header_fields",
    multiple=True,
    type=click.Choice(list(HEADER_KEYS)),
    help="Header keys to ask for (repeatable; default task_id, dependencies, setup_instructions).",
)
@click.option(
    "--field",
    "file_fields",
    multiple=True,
    type=click.Choice(list(FILE_FIELDS)),
    help="Block fields to ask for besides PATH (repeatable; default TYPE, DESCRIPTION).",
)
@click.option(
    "--manifest",
    "manifest_stage",
    is_flag=True,
    help="Multi-stage generation, stage 1: ask for the plan of the files (a JSON manifest).",
)
@click.option(
    "--plan",
    type=click.Path(exists=True, dir_okay=False),
    help="Multi-stage generation, stage 2: the manifest a model answered (with --file).",
)
@click.option("--file", "plan_file", help="The file of --plan to ask for (stage 2).")
def instructions(
    task_id: str | None,
    header_fields: tuple[str, ...],
    file_fields: tuple[str, ...],
    manifest_stage: bool,
    plan: str | None,
    plan_file: str | None,
) -> None:
    """Print the prompt text that makes a model answer in the format (or, with --manifest or
    --plan and --file, a stage of multi-stage generation)."""
    if manifest_stage:
        click.echo(manifest_instructions(task_id=task_id), nl=False)
        return
    if plan is not None or plan_file is not None:
        click.echo(_file_stage(plan, plan_file), nl=False)
        return
    options: dict[str, Any] = {"task_id": task_id}
    if header_fields:
        options["header_fields"] = header_fields
    if file_fields:
        options["file_fields"] = file_fields
    click.echo(format_instructions(**options), nl=False)


def _file_stage(plan: str | None, path: str | None) -> str:
    if plan is None or path is None:
        raise click.UsageError("--plan and --file go together: the manifest, and one of its files")
    with open(plan, encoding="utf-8", errors="replace") as stream:
        reading = read_manifest(stream.read())
    if reading.manifest is None:
        problems = "; ".join(d.message for d in reading.diagnostics)
        raise click.BadParameter(f"{plan} is not a valid manifest: {problems}", param_hint="--plan")
    if path not in reading.manifest.paths:
        raise click.BadParameter(
            f"{path} is not in {plan}; its files: {', '.join(reading.manifest.paths)}",
            param_hint="--file",
        )
    return file_instructions(reading.manifest, path) + "\n"


@main.command()
@click.argument("file", type=_INPUT)
@click.option("--report", is_flag=True, help="List every repair on standard error.")
@click.option(
    "--legacy", is_flag=True, help="Expect the legacy GeneratedCode keys (schema-aware repair)."
)
def repair(file: str, report: bool, legacy: bool) -> None:
    """Print FILE as valid JSON, repaired the way a model meant it.

    Valid JSON is printed unchanged. Exit status: 0 repaired (or already valid), 1 nothing
    JSON-like found or the JSON was cut off (what could be recovered is still printed),
    2 usage error (also: standard output redirected to FILE).
    """
    refuse_output_over_inputs(["-"], [file], "standard output")
    try:
        text = _read(file)
        result = repair_json_report(text, schema=LEGACY_SHAPE if legacy else None)
    except ArtifactCodecError as error:
        _fail(file, error)
    click.echo(result.text)
    if report:
        for line in result.report_lines():
            click.echo(f"{_display(file)}: {line}", err=True)
        if not result.repairs:
            click.echo(f"{_display(file)}: valid JSON, nothing repaired", err=True)
    if result.truncated:
        where = ".".join(str(part) for part in result.truncated_path) or "the top level"
        click.echo(f"{_display(file)}: the JSON was cut off (in {where})", err=True)
        sys.exit(EXIT_FAILED)


@main.command("extract-json")
@click.argument("file", type=_INPUT)
@click.option(
    "--first/--last",
    default=False,
    help="Take the first or the last JSON value in the text (default: last).",
)
@_INDENT
def extract_json_command(file: str, first: bool, indent: int) -> None:
    """Print the JSON value an agent put in FILE (prose, fences, logs), repaired if needed.

    Exit status: 0 found, 1 no JSON value found, 2 usage error (also: standard output
    redirected to FILE).
    """
    refuse_output_over_inputs(["-"], [file], "standard output")
    try:
        text = _read(file)
        value = extract_json(text, which="first" if first else "last")
    except ArtifactCodecError as error:
        _fail(file, error)
    out = json.dumps(value, ensure_ascii=False, indent=indent or None)
    if has_lone_surrogate(out):  # only \u escapes can carry them: print those, nothing is lost
        out = json.dumps(value, indent=indent or None)
    click.echo(out)


@main.command("grammar")
@click.option(
    "--dialect",
    type=click.Choice(["lark", "gbnf", "regex"]),
    default="lark",
    show_default=True,
    help="lark: llguidance (llama.cpp, vLLM, SGLang, outlines), OpenAI custom tools; "
    "gbnf: llama.cpp grammars; regex: one regular expression.",
)
@click.option(
    "--delimiter",
    default=DEFAULT_DELIMITER,
    show_default=True,
    help="The delimiter the documents use (a file with delimiter lines needs another one).",
)
@click.option(
    "--openai-tool",
    "as_tool",
    is_flag=True,
    help="Print an OpenAI custom-tool definition (JSON) holding the Lark grammar instead.",
)
def grammar_command(dialect: str, delimiter: str, as_tool: bool) -> None:
    """Print the grammar a constrained decoder needs to write only valid documents.

    It accepts exactly the LF documents that dumps writes with --delimiter: the JSON header
    line, blocks whose content lines never start with the delimiter, and the end marker.
    Exit status: 0, or 2 for a delimiter the format does not allow.
    """
    try:
        if as_tool:
            click.echo(json.dumps(openai_tool(delimiter=delimiter), ensure_ascii=False, indent=2))
        else:
            click.echo(grammar(delimiter=delimiter, dialect=dialect), nl=False)  # type: ignore[arg-type]
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="'--delimiter'") from None
