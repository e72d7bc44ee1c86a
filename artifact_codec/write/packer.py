"""Packing: a directory tree into one :class:`GeneratedCode`, the reverse of the writer.

``pack_directory(root)`` reads every UTF-8 text file under ``root`` exactly as its bytes are
(no newline translation), so ``write_files(pack_directory(root).code, empty_dir)`` reproduces
each packed file byte for byte. What cannot be packed is skipped with a :class:`Skipped` record
rather than an error: binary or undecodable files, symbolic links (never followed), FIFOs and
other special files, files over the size limit, and names the path policy rejects.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from ..diagnostics import PathProblem
from ..errors import UnsafePathError
from ..format.names import LOCK_NAME, STAGING_PREFIX
from ..format.paths import PathSet, check_portable, normalize_path
from ..models import GeneratedCode, GeneratedFile
from .writer import DEFAULT_LIMITS

__all__ = ["VCS_DIRECTORIES", "PackResult", "Skipped", "pack_directory"]

#: Folders of version-control systems, skipped silently (compared case-insensitively).
VCS_DIRECTORIES = frozenset({".git", ".hg", ".svn", ".bzr", "_darcs", "cvs"})

_O_NOFOLLOW: int = getattr(os, "O_NOFOLLOW", 0)
_O_DIRECTORY: int = getattr(os, "O_DIRECTORY", 0)
_O_CLOEXEC: int = getattr(os, "O_CLOEXEC", 0)
_O_NONBLOCK: int = getattr(os, "O_NONBLOCK", 0)
_DIR_FLAGS = os.O_RDONLY | _O_DIRECTORY | _O_NOFOLLOW | _O_CLOEXEC
# O_NONBLOCK: should a file turn into a FIFO after it was listed, opening it must not hang.
_FILE_FLAGS = os.O_RDONLY | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC


class Skipped(PathProblem):
    """A file or folder that was not packed: ``Skipped(rule=, path=, reason=)``.

    Rules: ``symlink``, ``special-file``, ``not-utf8``, ``too-large``, ``unreadable``, or the
    path-policy rule that rejected the name (``trailing-dot-or-space``, ``duplicate``, ...).
    A skipped folder's path ends with ``/``. A :class:`~artifact_codec.diagnostics.PathProblem`:
    keyword-only fields, ``to_dict()`` gives ``{"path", "rule", "reason"}``.
    """


@dataclass(frozen=True)
class PackResult:
    """The packed code and the list of what was skipped, in path order."""

    code: GeneratedCode
    skipped: list[Skipped] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able summary: the packed paths and the skipped entries."""
        return {
            "files": [file.file_path for file in self.code.files],
            "skipped": [entry.to_dict() for entry in self.skipped],
        }

    def summary(self) -> str:
        """One headline, then one warning line per skipped entry."""
        packed = len(self.code.files)
        lines = [f"packed {packed} file{'' if packed == 1 else 's'}, skipped {len(self.skipped)}"]
        lines.extend(f"  skipped {entry}" for entry in self.skipped)
        return "\n".join(lines)


def pack_directory(
    root: str | os.PathLike[str],
    *,
    include: Iterable[str] = (),
    exclude: Iterable[str] = (),
    max_file_bytes: int | None = DEFAULT_LIMITS.max_file_bytes,
    portable: bool = True,
    progress: Callable[[str], None] | None = None,
) -> PackResult:
    """Pack the text files under ``root`` into a :class:`GeneratedCode`.

    - A file is packed when its bytes are valid UTF-8 (NUL bytes included); its content is
      exactly those bytes decoded, with CRLF, a missing final newline or a byte-order mark kept.
    - Globs use :meth:`pathlib.PurePosixPath.match` on the path relative to ``root`` (``/``
      separators, case-sensitive): a pattern without ``/`` matches the last name at any depth
      (``*.py``, ``build``); one with ``/`` matches that many trailing names (``docs/*.md``
      matches ``docs/a.md`` and ``x/docs/a.md``); a leading ``/`` anchors it at ``root``
      (``/setup.py``); ``*`` never crosses ``/`` and ``**`` acts like ``*``.
    - ``include``: when given, only files (and links, special files) matching one of these
      patterns are considered; folders are always entered.
    - ``exclude``: files, and folders with everything in them, matching one of these are left
      out. ``.git``, ``.hg``, ``.svn``, ``.bzr``, ``_darcs`` and ``CVS`` folders (any case) are
      always left out, and so are the writer's lock file (``.artifact-codec.lock``) and
      staging folders (``.artifact-codec-tmp-*``, with their journals) that a write in progress
      or a killed one leaves. Excluded entries are not reported.
    - Symbolic links (to files or folders) are not followed, and skipped with a warning, as are
      FIFOs, sockets and devices (never opened), files over ``max_file_bytes`` (``None``: no
      limit), undecodable files, and names the path policy rejects (the warning names the rule).
      Of two names that are equal after NFC and case folding, the first in order is kept.
      With ``portable`` (the default, as for ``write_files``), names Windows cannot hold
      (``:``, ``< > " | ? *``) are skipped too.
    - ``root`` itself is trusted: a symbolic link there is followed. A ``root`` that cannot be
      opened as a folder raises the :class:`OSError`.

    Files are ordered by their relative path (compared as Python strings), so the result is
    deterministic; a name is stored in NFC, as the path policy normalizes it. ``progress``, if
    given, is called with the relative path of each file as it is read (a progress display).
    """
    includes = _patterns("include", include)
    excludes = _patterns("exclude", exclude)
    if max_file_bytes is not None and (isinstance(max_file_bytes, bool) or max_file_bytes < 0):
        raise ValueError(f"max_file_bytes must be an int >= 0 or None, not {max_file_bytes!r}")
    walker = _Walker(includes, excludes, max_file_bytes, portable, progress)
    root_fd = os.open(os.fspath(root), os.O_RDONLY | _O_DIRECTORY | _O_CLOEXEC)
    try:
        walker.visit(root_fd, "")
    finally:
        os.close(root_fd)

    found = sorted(walker.found, key=lambda pair: pair[0])
    skipped = walker.skipped
    files: list[GeneratedFile] = []
    path_set = PathSet()
    for path, content in found:
        conflict = path_set.add(path)
        if conflict is not None:
            skipped.append(Skipped(rule=conflict.rule, path=path, reason=conflict.reason))
            continue
        files.append(GeneratedFile(file_path=path, content=content))
    skipped.sort(key=lambda entry: entry.path)
    return PackResult(GeneratedCode(files=files), skipped)


def _patterns(name: str, patterns: Iterable[str]) -> tuple[str, ...]:
    if isinstance(patterns, str):
        raise TypeError(f"{name} must be a list of glob patterns, not one str")
    result = tuple(patterns)
    for pattern in result:
        if not isinstance(pattern, str) or not pattern.strip("/"):
            raise ValueError(f"{name}: {pattern!r} is not a glob pattern")
    return result


def _matches(path: str, patterns: tuple[str, ...]) -> bool:
    pure = PurePosixPath("/" + path)  # so that a pattern starting with "/" anchors at the root
    return any(pure.match(pattern) for pattern in patterns)


class _Walker:
    """A depth-first walk with directory descriptors that never follows a symbolic link."""

    def __init__(
        self,
        includes: tuple[str, ...],
        excludes: tuple[str, ...],
        max_file_bytes: int | None,
        portable: bool,
        progress: Callable[[str], None] | None = None,
    ) -> None:
        self.portable = portable
        self.progress = progress
        self.includes = includes
        self.excludes = excludes
        self.max_file_bytes = max_file_bytes
        self.found: list[tuple[str, str]] = []
        self.skipped: list[Skipped] = []

    def visit(self, dir_fd: int, prefix: str) -> None:
        with os.scandir(dir_fd) as scan:
            entries = sorted(scan, key=lambda entry: entry.name)
        for entry in entries:
            if entry.name == LOCK_NAME or entry.name.startswith(STAGING_PREFIX):
                continue  # the writer's lock file and staging folders: never project files
            relative = prefix + entry.name
            try:
                mode = entry.stat(follow_symlinks=False).st_mode
            except FileNotFoundError:
                continue  # removed while we walk
            if stat.S_ISDIR(mode):
                self._directory(dir_fd, entry.name, relative)
            elif _matches(relative, self.excludes) or (
                self.includes and not _matches(relative, self.includes)
            ):
                continue
            elif stat.S_ISLNK(mode):
                self._skip(relative, "symlink", "a symbolic link; links are not followed")
            elif stat.S_ISREG(mode):
                self._file(dir_fd, entry.name, relative, entry.stat(follow_symlinks=False))
            else:
                self._skip(relative, "special-file", "not a regular file (FIFO, socket, device)")

    def _policy(self, relative: str) -> str:
        path = normalize_path(relative)
        if self.portable:
            check_portable(path)
        return path

    def _skip(self, path: str, rule: str, reason: str) -> None:
        self.skipped.append(Skipped(rule=rule, path=path, reason=reason))

    def _directory(self, dir_fd: int, name: str, relative: str) -> None:
        if name.casefold() in VCS_DIRECTORIES or _matches(relative, self.excludes):
            return
        try:
            self._policy(relative)
        except UnsafePathError as error:
            self._skip(relative + "/", error.rule, f"{error.reason}; the folder is skipped")
            return
        try:
            sub_fd = os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
        except OSError as error:
            self._skip(relative + "/", "unreadable", f"cannot open the folder: {error.strerror}")
            return
        try:
            self.visit(sub_fd, relative + "/")
        finally:
            os.close(sub_fd)

    def _file(self, dir_fd: int, name: str, relative: str, info: os.stat_result) -> None:
        try:
            path = self._policy(relative)
        except UnsafePathError as error:
            self._skip(relative, error.rule, error.reason)
            return
        limit = self.max_file_bytes
        if limit is not None and info.st_size > limit:
            self._skip(relative, "too-large", f"{info.st_size} bytes, over the limit of {limit}")
            return
        try:
            data = _read(dir_fd, name)
        except OSError as error:
            self._skip(relative, "unreadable", f"cannot read the file: {error.strerror}")
            return
        finally:
            if self.progress is not None:
                self.progress(relative)
        if data is None:
            self._skip(relative, "special-file", "not a regular file (FIFO, socket, device)")
            return
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            self._skip(
                relative,
                "not-utf8",
                f"not UTF-8 text (invalid byte at offset {error.start}); binary files are not "
                "packed",
            )
            return
        self.found.append((path, text))


def _read(dir_fd: int, name: str) -> bytes | None:
    """The bytes of a regular file, or None if the name is no longer one."""
    fd = os.open(name, _FILE_FLAGS, dir_fd=dir_fd)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)
