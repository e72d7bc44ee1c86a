"""The ``artifact-codec`` command line (click).

Exit codes, the same for every command: 0 success, 1 invalid input, 2 usage error (click).
Errors about a document are printed as ``FILE:LINE:COL: message``, the way compilers do, so
editors and CI logs can jump to them.
"""

from __future__ import annotations

import json
import sys
from typing import IO, NoReturn

import click
from pydantic import ValidationError

from . import __version__
from .errors import ArtifactCodecError, ArtifactDecodeError
from .models import GeneratedCode
from .parser import loads
from .serializer import dumps

__all__ = ["main"]

_INPUT = click.Path(exists=True, dir_okay=False, allow_dash=True)


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


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="artifact-codec")
def main() -> None:
    """Read, check and write the artifact format: a JSON header, then raw file blocks."""


@main.command()
@click.argument("files", nargs=-1, required=True, type=_INPUT)
def validate(files: tuple[str, ...]) -> None:
    """Check that each FILE is a valid document ('-' reads standard input).

    Prints one line per file: 'FILE: ok (N files)' or 'FILE:LINE:COL: message'.
    Exits 0 when every file is valid, 1 when any is not.
    """
    invalid = 0
    for name in files:
        try:
            code = loads(_read(name))
        except ArtifactCodecError as error:
            invalid += 1
            click.echo(_located(name, error))
            continue
        count = len(code.files)
        click.echo(f"{_display(name)}: ok ({count} file{'s' if count != 1 else ''})")
    if invalid:
        sys.exit(1)


@main.command()
@click.argument("file", type=_INPUT)
@click.option("--indent", default=2, show_default=True, help="JSON indentation (0: one line).")
def parse(file: str, indent: int) -> None:
    """Parse FILE and print the GeneratedCode it holds as JSON."""
    try:
        code = loads(_read(file))
    except ArtifactCodecError as error:
        _fail(file, error)
    click.echo(code.model_dump_json(indent=indent or None))


@main.command()
@click.argument("file", type=_INPUT)
@click.option(
    "-o",
    "--output",
    type=click.File("w", encoding="utf-8", lazy=True),
    default="-",
    help="Where to write the document (default: standard output).",
)
def dump(file: str, output: IO[str]) -> None:
    """Convert FILE, a GeneratedCode as JSON (the legacy all-JSON shape), to the format."""
    text = _read(file)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        _fail(file, ArtifactDecodeError(f"not valid JSON: {exc.msg}", text, exc.pos))
    try:
        code = GeneratedCode.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the document"
        _fail(file, ArtifactCodecError(f"{where}: {first['msg']}"))
    click.echo(dumps(code), file=output, nl=False)
