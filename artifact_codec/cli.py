"""The ``artifact-codec`` command line (click).

Exit codes, the same for every command: 0 success, 1 invalid input, 2 usage error (click).
Errors about a document are printed as ``FILE:LINE:COL: message``, the way compilers do, so
editors and CI logs can jump to them.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Iterable, Iterator
from typing import IO, Any, NoReturn

import click

from . import __version__
from .agent.batch import BatchSummary, collect_inputs, run_batch
from .agent.instructions import FILE_FIELDS, HEADER_KEYS, format_instructions
from .errors import ArtifactCodecError, ArtifactDecodeError
from .format.generation import grammar, openai_tool
from .format.header import has_lone_surrogate
from .format.spec import DEFAULT_DELIMITER, FINISH_REASONS
from .ingest.stream import Event, FileCompleted, StreamParser
from .jsonfix.extract import extract_json
from .jsonfix.repair import repair_json_report
from .logs.command import JSONL_PATTERN, validate_logs
from .logs.read import DEFAULT_MAX_RECORD_BYTES
from .models import GeneratedCode
from .read.parser import loads
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

__all__ = ["main"]

_INPUT = click.Path(exists=True, dir_okay=False, allow_dash=True)
_OUTPUT = click.option(
    "-o",
    "--output",
    type=click.File("w", encoding="utf-8", lazy=True),
    default="-",
    help="Where to write the document (default: standard output).",
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


def _read(name: str) -> str:
    """The text of a file, or of standard input for ``-``; undecodable bytes are an error."""
    with click.open_file(name, "rb") as stream:
        data = stream.read()
    try:
        text: str = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ArtifactDecodeError(
            f"not valid UTF-8 at byte {exc.start}; save the file as UTF-8", "", 0
        ) from None
    return text


def _display(name: str) -> str:
    return "<stdin>" if name == "-" else name


def _located(name: str, error: ArtifactCodecError) -> str:
    if isinstance(error, ArtifactDecodeError):
        return f"{_display(name)}:{error.lineno}:{error.colno}: {error.msg}"
    return f"{_display(name)}: {error}"


def _fail(name: str, error: ArtifactCodecError) -> NoReturn:
    click.echo(_located(name, error), err=True)
    sys.exit(1)


# -- an output never goes over an input ---------------------------------------------------------


class OneLineUsageError(click.ClickException):
    """A usage error told in one line, ``Error: message``, with exit status 2 (click's own
    ``UsageError`` also prints the usage and a hint)."""

    exit_code = 2


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
            raise OneLineUsageError(
                f"standard output is the input {shown_input} (the shell may have emptied it "
                f"before the command ran): {hint}"
            )
        raise OneLineUsageError(
            f"the output {output!r} ({option}) is the input {shown_input}: {hint}"
        )


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
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
            "--out",
            type=click.Path(dir_okay=False),
            help="With --jsonl: write the rows to this .jsonl or .parquet file.",
        ),
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
@_log_options
def validate(
    paths: tuple[str, ...],
    strict: bool,
    as_json: bool,
    with_code: bool,
    jobs: int,
    pattern: str | None,
    verbose: bool,
    **log_options: Any,
) -> None:
    """Check model responses: files, directories (recursively) or '-' for standard input.

    By default each response is read leniently (prose, fences, missing end marker... are
    tolerated and reported); --strict accepts only exact documents. Prints one line per
    response and a summary table. Exit status: 0 when every response is usable, 1 when any is
    not, 2 for a usage error.

    With --jsonl, PATHS are JSON Lines logs (lm-evaluation-harness samples, SWE-bench
    predictions, ...): each record's response is at --field, one result row per record,
    written with --out as .jsonl or .parquet.
    """
    if log_options["jsonl"]:
        jsonl_pattern = JSONL_PATTERN if pattern is None else pattern
        logs = collect_inputs(paths, pattern=jsonl_pattern, on_skip=_report_skipped)
        if not logs:
            raise OneLineUsageError(
                f"no files to validate: the folders hold no {jsonl_pattern} file (pick others "
                "with --glob)"
            )
        if log_options["out"] is not None:
            refuse_output_over_inputs(
                [log_options["out"]],
                logs,
                "--out",
                hint="nothing was written; write the results outside the logs (the files found "
                "in a folder are inputs too)",
            )
        sys.exit(
            validate_logs(
                logs,
                **{k: v for k, v in log_options.items() if k != "jsonl"},
                strict=strict,
                as_json=as_json,
                with_code=with_code,
                jobs=jobs or os.cpu_count() or 1,
                verbose=verbose,
            )
        )
    if log_options["field"] is not None or log_options["out"] is not None:
        raise click.UsageError("--field and --out read JSON Lines logs: add --jsonl")
    inputs = collect_inputs(paths, pattern=pattern or "*", on_skip=_report_skipped)
    if not inputs:
        raise OneLineUsageError("no files to validate (check the paths and --glob)")
    workers = jobs or os.cpu_count() or 1
    summary = BatchSummary()
    results = run_batch(inputs, strict=strict, jobs=workers, with_code=with_code)
    show_progress = _progress_wanted(len(inputs))
    with click.progressbar(
        results,
        length=len(inputs),
        label="validating",
        file=sys.stderr,
        hidden=not show_progress,
    ) as progress:
        for result in progress:
            summary.add(result)
            if as_json:
                click.echo(json.dumps(result, ensure_ascii=False))
            else:
                click.echo(_result_line(result, strict=strict))
                if verbose:
                    for line in _diagnostic_lines(result):
                        click.echo(line)
    if as_json:
        click.echo(json.dumps(summary.to_dict()))
    elif len(inputs) > 1:
        click.echo(summary.table())
    if summary.unusable:
        sys.exit(1)


def _report_skipped(path: str, reason: str) -> None:
    click.echo(f"{path}: skipped: {reason}", err=True)


def _progress_wanted(count: int) -> bool:
    """A progress bar is for a person watching a terminal, and only for a long batch."""
    return count >= 50 and sys.stderr.isatty()


def _result_line(result: dict[str, Any], *, strict: bool) -> str:
    source = _display(result["source"])
    errors = [d for d in result["diagnostics"] if d["severity"] == "error"]
    if strict and errors:
        first = errors[0]
        return f"{source}:{first['line']}:{first['column']}: {first['message']}"
    count = result["found_files"]
    plural = "s" if count != 1 else ""
    line = f"{source}: {result['status']} ({result['format']}), {count} file{plural}"
    if result["expected_files"] is not None and result["expected_files"] != count:
        line += f" of {result['expected_files']}"
    if result["partial_file"]:
        line += f", partial {result['partial_file']['file_path']}"
    if errors and not result["usable"]:
        first = errors[0]
        where = f"line {first['line']}, column {first['column']}: " if first["line"] else ""
        line += f" -- {where}{first['message']}"
    return line


def _diagnostic_lines(result: dict[str, Any]) -> Iterator[str]:
    source = _display(result["source"])
    for d in result["diagnostics"]:
        yield f"  {source}:{d['line']}:{d['column']}: {d['severity']}: {d['message']} [{d['code']}]"


@main.command()
@click.argument("file", type=_INPUT)
@_INDENT
def parse(file: str, indent: int) -> None:
    """Parse FILE and print the GeneratedCode it holds as JSON."""
    try:
        code = loads(_read(file))
    except ArtifactCodecError as error:
        _fail(file, error)
    click.echo(code.model_dump_json(indent=indent or None))


@main.command()
@click.argument("file", type=_INPUT)
@_OUTPUT
def dump(file: str, output: IO[str]) -> None:
    """Convert FILE, a legacy all-JSON response, to the format.

    FILE is a GeneratedCode as JSON ({"task_id", "files": [{"file_path", "content"}], ...}),
    possibly broken the way models break it (unescaped quotes in code, raw newlines, trailing
    commas, prose or fences around it): it is repaired first, and every repair is listed on
    standard error. A cut-off response or an invalid file is an error (exit 1); an output that
    is FILE itself is a usage error (exit 2).
    """
    refuse_output_over_inputs([output.name], [file], "--output")
    try:
        document, legacy = legacy_to_document(_read(file))
    except ArtifactCodecError as error:
        _fail(file, error)
    for line in legacy.repair.report_lines():
        click.echo(f"{_display(file)}: repaired: {line}", err=True)
    click.echo(document, file=output, nl=False)


@main.command()
@click.argument("response", type=_INPUT)
@click.option(
    "-o",
    "--out",
    required=True,
    type=click.Path(file_okay=False, path_type=str),
    help="The folder to write the files into (created if missing).",
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
def write(
    response: str,
    out: str,
    allow_partial: bool,
    dry_run: bool,
    force: bool,
    finish_reason: str | None,
    as_json: bool,
    incremental: bool,
    portable: bool,
    lock_timeout: float,
) -> None:
    """Read RESPONSE leniently and write its files into --out, all or nothing.

    RESPONSE may be '-': a response piped in live is read as it arrives. A cut-off, invalid
    or partly refused answer is not written unless --allow-partial (then only its complete,
    accepted files are). Nothing outside --out is ever touched; existing files are kept unless
    --force. With --incremental each file is written (atomically) as soon as it is complete;
    files written before a later problem stay. Exit status: 0 written (or planned, with
    --dry-run), 1 refused or failed, 2 usage error (also: a file of the answer would replace
    RESPONSE itself).
    """
    options: dict[str, Any] = {"portable": portable, "lock_timeout": lock_timeout}
    writer = (
        IncrementalWriter(out, overwrite=force, dry_run=dry_run, **options) if incremental else None
    )
    verb = "would write" if dry_run else "wrote"
    parser = StreamParser(finish_reason=finish_reason, source=_display(response))
    with click.open_file(response, "rb") as stream:
        read = getattr(stream, "read1", stream.read)
        while data := read(1 << 16):
            events = parser.feed_bytes(data)
            if writer is not None:
                for path in writer.handle(_not_over(events, out, response)):
                    click.echo(f"  {verb} {path}")
        events = parser.close()
    result = parser.result
    assert result is not None
    parsed = result.to_dict(include_code=False)
    refusal = reason_not_to_write(result, allow_partial=allow_partial, hint="--allow-partial")
    if writer is not None:
        if refusal is None:
            for path in writer.handle(_not_over(events, out, response)):
                click.echo(f"  {verb} {path}")
        _finish_incremental(writer, parsed, refusal, as_json=as_json)
        return
    if refusal is not None:
        if as_json:
            click.echo(json.dumps({"parse": parsed, "write": None, "error": refusal}))
        else:
            click.echo(_result_line(parsed, strict=False), err=True)
            click.echo(f"not written: {refusal}", err=True)
        sys.exit(1)
    refuse_output_over_inputs(
        (os.path.join(out, file.file_path) for file in result.code.files), [response], "--out"
    )
    failure: str | None = None
    try:
        report = write_files(result.code, out, overwrite=force, dry_run=dry_run, **options)
    except WriteRefusedError as error:
        report = error.report
        failure = report.summary()
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
            click.echo(report.summary(), err=not report.ok)
            if any(refusal.rule == "exists" for refusal in report.refused):
                click.echo("(use --force to replace files that exist)", err=True)
        else:
            click.echo(f"failed, nothing written: {failure}", err=True)
    if report is None or not report.ok:
        sys.exit(1)


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
                    "write": {"written": written, "dry_run": writer.dry_run},
                    "error": writer.error or refusal,
                }
            )
        )
    else:
        click.echo(_result_line(parsed, strict=False), err=True)
        if refusal is not None:
            click.echo(f"not written (the rest): {refusal}", err=True)
        if writer.error is not None:
            click.echo(f"stopped: {writer.error}", err=True)
        click.echo(
            f"{writer.target}: {len(written)} file{'s' if len(written) != 1 else ''} written"
        )
    if refusal is not None or writer.error is not None:
        sys.exit(1)


@main.command("recover")
@click.argument("directory", type=click.Path(exists=True, file_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
@_LOCK_TIMEOUT
def recover_command(directory: str, as_json: bool, lock_timeout: float) -> None:
    """Finish or undo a write into DIRECTORY that was interrupted (killed, power loss).

    The folder ends with wholly the old files or wholly the new ones, and without the
    writer's staging folders and lock file. 'write' does this itself before writing; run this
    to clean a folder that is not written again. Exit status: 0 nothing to do or recovered,
    1 recovery failed or the lock was not free (the message says why), 2 usage error.
    """
    try:
        report = recover(directory, lock_timeout=lock_timeout)
    except WriteFailedError as error:
        if as_json:
            click.echo(json.dumps({"target": directory, "ok": False, "error": str(error)}))
        else:
            click.echo(f"{directory}: {error}", err=True)
        sys.exit(1)
    click.echo(json.dumps(report.to_dict()) if as_json else report.summary())


@main.command()
@click.argument("directory", type=click.Path(exists=True, file_okay=False, path_type=str))
@_OUTPUT
@click.option("--include", multiple=True, help="Pack only paths matching this glob (repeatable).")
@click.option("--exclude", multiple=True, help="Skip paths matching this glob (repeatable).")
@click.option("--task-id", help="A task_id for the header.")
@_PORTABLE
def pack(
    directory: str,
    output: IO[str],
    include: tuple[str, ...],
    exclude: tuple[str, ...],
    task_id: str | None,
    portable: bool,
) -> None:
    """Pack the text files under DIRECTORY into one document (the reverse of write).

    UTF-8 text files only; binary and undecodable files, symlinks and names the path policy
    rejects are skipped with a warning on standard error; .git and other VCS folders are
    skipped silently. The order is deterministic (sorted paths). An output that is one of the
    packed files is a usage error (exit 2).
    """
    result = pack_directory(directory, include=include, exclude=exclude, portable=portable)
    packed = (os.path.join(directory, file.file_path) for file in result.code.files)
    refuse_output_over_inputs(
        [output.name],
        packed,
        "--output",
        hint="nothing was written; write it outside the folder, or leave it out with --exclude",
    )
    code = result.code
    if task_id is not None:
        code = code.model_copy(update={"task_id": task_id})
    click.echo(dumps(code), file=output, nl=False)
    click.echo(result.summary(), err=True)


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
def instructions(
    task_id: str | None, header_fields: tuple[str, ...], file_fields: tuple[str, ...]
) -> None:
    """Print the prompt text that makes a model answer in the format."""
    options: dict[str, Any] = {"task_id": task_id}
    if header_fields:
        options["header_fields"] = header_fields
    if file_fields:
        options["file_fields"] = file_fields
    click.echo(format_instructions(**options), nl=False)


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
    2 usage error.
    """
    try:
        text = _read(file)
        result = repair_json_report(text, schema=GeneratedCode if legacy else None)
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
        sys.exit(1)


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

    Exit status: 0 found, 1 no JSON value found, 2 usage error.
    """
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
