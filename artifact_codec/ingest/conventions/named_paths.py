"""Whether a path that a later call or command names may be a file the answer wrote (issue 24).

A transcript writes ``a.py``; a later call (``delete_file``, ``move_file``, an MCP tool, a
shell command) names ``/home/u/proj/a.py``, ``~/proj/a.py``, ``C:\\Users\\u\\proj\\a.py``,
``file:///home/u/proj/a.py`` or ``A.py``. The folder the agent works in is not in the answer,
so each of these may be the written file: the reader must not keep it (a file the model then
removed or moved, kept, is usable-WRONG). :func:`may_name` is the one reading of that
question for every reader (the JSON transcripts', Cline's, bolt's, the shell rules'):

- the named path is decoded first: a ``file:`` URI is its path, ``%xx`` decoded (a plain
  path is tried as it stands and with its ``%xx`` decoded: ``a%2Epy`` may be either); ``\\``
  is a separator as ``/`` is;
- an absolute path (``/``, ``~``, a drive ``C:``, or any variable: ``$HOME``, ``$PWD``,
  ``${CLAUDE_PROJECT_DIR}``, ``%CD%``, ``$env:USERPROFILE``) names "some folder" and then a
  path: it may be the written path when the written path's parts are its last parts
  (``/home/u/proj/src/a.py`` for ``src/a.py``; not ``/home/u/proj/b.py``, nor
  ``/home/u/proj/xa.py``); unless the folder before them is a temporary folder itself
  (``/tmp/a.py``: a scratch copy, see :func:`temp_folder`);
- a relative path names the written path when its parts are the same (``./a.py``); read from
  a folder not known (an MCP server's, a shell's after a ``cd`` not followed), when its last
  parts are the written path's, as an absolute path's are (the folder above the root:
  ``proj/a.py``), or when it is the written path's last parts (a folder below the root:
  ``a.py`` for ``src/a.py``); read from the root, a path that goes up ``k`` folders and
  down ``k`` names (``../proj/a.py``, ``x/../../proj/a.py`` folded) may be back in the root,
  whose name is not in the answer;
- parts are compared as a file system may look them up: without case (on a case-insensitive
  file system, macOS's and Windows' defaults, ``A.py`` is the written ``a.py``), in Unicode's
  NFC (macOS: ``café.py`` in NFD is ``café.py``), a trailing dot or blank dropped (Windows:
  ``a.py.`` is ``a.py``); a possible match refuses.
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from itertools import dropwhile
from typing import Final
from urllib.parse import unquote

__all__ = [
    "absolute",
    "folded",
    "may_hold",
    "may_name",
    "name_keys",
    "spellings",
    "temp_folder",
]

#: The start of an absolute path: ``/``, ``~``, a drive (also one without a separator after
#: it, ``C:proj``: the drive's current folder, not known; ``C:\\Users`` as a POSIX shell
#: reads it unquoted); or a variable, any one (``$HOME``,
#: ``${CLAUDE_PROJECT_DIR}``, ``$PWD``, cmd's ``%CD%``, PowerShell's ``$env:USERPROFILE``): a
#: tool or shell that expands it reads "some folder", which may be the workspace.
_ABSOLUTE = re.compile(r"(?:/|~|[A-Za-z]:|(?:\$(?:env:)?\w+|\$\{\w+\}|%\w+%)(?:/|$))", re.I)
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")
#: cmd's variable glued to a name (``%CD%src``): a POSIX shell drops the backslash of an
#: unquoted ``%CD%\\src``, so the value may also spell ``%CD%/src`` (fix-shell153).
_GLUED = re.compile(r"%\w+%(?=[^/\\%])")

#: The system's temporary folders (as lower-case parts, after a drive or ``~``): ``/tmp``,
#: ``/var/tmp``, macOS's ``/private/tmp``, Windows' ``%TEMP%`` and what it stands for.
_TEMP_FOLDERS: Final = frozenset(
    {("tmp",), ("var", "tmp"), ("private", "tmp"), ("private", "var", "tmp")}
    | {("%temp%",), ("%tmp%",), ("$tmpdir",), ("${tmpdir}",), ("$env:temp",), ("$env:tmp",)}
    | {("windows", "temp"), ("appdata", "local", "temp"), ("temp",)}
)


def temp_folder(lead: list[str]) -> bool:
    """Whether the folders an absolute path names before the written path's own parts are a
    temporary folder itself (``/tmp/a.py`` for ``a.py``): the file went to another place, a
    scratch copy, not the workspace's ``a.py``. A folder deeper in it (``/tmp/proj/a.py``)
    may be the workspace (a sandbox's), and is not this."""
    folders = [part.lower() for part in lead]
    if folders and (folders[0] == "~" or re.fullmatch(r"[a-z]:", folders[0])):
        folders = folders[1:]
    if len(folders) == 5 and folders[0] == "users":  # C:\Users\me\AppData\Local\Temp
        folders = folders[2:]
    return tuple(folders) in _TEMP_FOLDERS


#: The system's own folders (as lower-case leading parts): no workspace is in them, so a
#: folder there holds none of the written files (``rm -rf /var/lib/apt/lists/*``). The
#: folders a container's workspace is often in (``/usr/src/app``, ``/opt/app``, ``/var/www``)
#: are not here.
_SYSTEM_FOLDERS: Final = frozenset(
    {("dev",), ("proc",), ("sys",), ("etc",), ("bin",), ("sbin",), ("lib",), ("lib64",)}
    | {("boot",), ("run",), ("usr", "bin"), ("usr", "sbin"), ("usr", "lib"), ("usr", "lib64")}
    | {("usr", "share"), ("usr", "include"), ("usr", "local", "bin"), ("usr", "local", "lib")}
    | {("usr", "local", "share"), ("var", "lib"), ("var", "cache"), ("var", "log")}
    | {("c:", "windows"), ("c:", "program files"), ("c:", "program files (x86)")}
)
#: The last part of a path that reads as a file's name or a tool's hidden folder, no
#: workspace: a name with a suffix of letters and digits after a dot (``other.py``,
#: ``a.tar.gz``), or one that starts with a dot (``.env``, ``.git``, ``.cache``).
_FILE_NAME = re.compile(r"[^.].*\.[A-Za-z0-9]{1,10}|\.[^.].*")
#: The folders only a tool makes and names (its output, its cache): as the last part of a
#: path, a folder no workspace is nor lies above (``/app/node_modules``); a written file in it
#: is found by its own path (fix-paths147).
_TOOL_FOLDERS: Final = frozenset({"node_modules", "__pycache__", "bower_components"})


def may_hold(value: str) -> bool:
    """Whether ``value``, a path a later call or command names, may be the folder the answer's
    files are in or one above it, so that removing or moving it takes every written file
    (``/home/u/proj``, ``/workspace``, ``/home``, ``/``, ``~/proj``, ``C:\\Users\\u\\proj``,
    ``$PWD``, ``..``, ``../proj``): an absolute path (:func:`absolute`: also a variable's)
    whose name does not say it is elsewhere, or a relative one that goes up ``k`` folders and
    comes down ``k`` names or fewer. Not: a name that reads as a file's (``/home/u/proj/b.py``:
    a file, no folder; ``/home/u/proj/`` with its slash is a folder) or a hidden one
    (``/app/.env``, ``/home/u/proj/.git``), a tool's own folder (``/app/node_modules``,
    ``$PWD/__pycache__``: a written file in it is named by its path), a folder in a
    temporary folder (``/tmp/build``: scratch, see :func:`temp_folder`; the temporary
    folder itself, ``/tmp``, may hold a sandbox's workspace, ``/tmp/proj``: it holds;
    fix-shell153), a folder of the system's
    (``/usr/lib/x``, ``/var/cache/x``), a one-letter word after a slash (``/s``: cmd's
    switch). The folder the agent works in is not in the answer:
    a folder whose name does not tell may be it."""
    for spelt in spellings(value):
        parts = _parts(posixpath.normpath(spelt))
        if parts and _FILE_NAME.fullmatch(parts[-1]) and not spelt.endswith("/"):
            continue
        if parts and parts[-1] in _TOOL_FOLDERS:
            continue  # (``/app/node_modules``: a tool's folder, no workspace; fix-paths147)
        if re.fullmatch(r"/[A-Za-z?]", spelt):
            continue  # (``/s``, ``/q``: cmd's switches, ``rmdir /s /q build``; no workspace)
        if absolute(spelt):
            if not any(
                (n < len(parts) and temp_folder(parts[:n])) or tuple(parts[:n]) in _SYSTEM_FOLDERS
                for n in range(1, len(parts) + 1)
            ):
                return True
        else:
            ups = len(parts) - len(list(dropwhile("..".__eq__, parts)))
            if ups and len(parts) <= 2 * ups:
                return True
    return False


#: macOS's folders that ``/tmp``, ``/var`` and ``/etc`` are symbolic links to: ``/private/tmp/a.py``
#: is ``/tmp/a.py`` (fix-shell153).
_PRIVATE = re.compile(r"/private(?=/(?:tmp|var|etc)(?:/|$))", re.I)


def folded(value: str) -> str:
    """The one spelling of a path a call names to compare with a folder the transcript shows
    (fix-shell153): ``\\`` as ``/``; a path from ``/`` with its ``.`` and ``..`` segments
    folded (``/./tmp/a.py`` and ``/var/../tmp/a.py`` are ``/tmp/a.py``) and macOS's
    ``/private/tmp`` as ``/tmp`` (its symbolic link); (lead26: hunt133-doubleslash) a path
    opening with two slashes as with one (``//tmp/a.py``: Linux and macOS read it as
    ``/tmp/a.py``; ``normpath`` keeps them, as POSIX allows). Any other value as it stands."""
    text = value.strip().replace("\\", "/")
    if not text.startswith("/"):
        return value
    text = posixpath.normpath(text)
    if text.startswith("//"):
        text = "/" + text.lstrip("/")
    return _PRIVATE.sub("", text, count=1) if text.lower().startswith("/private/") else text


def spellings(value: str) -> list[str]:
    """The paths ``value`` may spell, with ``/`` separators: a ``file:`` URI's path with its
    ``%xx`` decoded; any other value as it stands, with a ``/`` after cmd's variable glued
    to a name (``%CD%src``, :data:`_GLUED`) and, when it holds ``%xx``, decoded."""
    text = value.strip()
    if text[:5].lower() == "file:":
        text = text[5:]
        if text.startswith("//"):  # file://host/path, file:///path
            slash = text.find("/", 2)
            text = text[slash:] if slash != -1 else ""
        if re.match(r"/[A-Za-z]:(?:/|$)", text):  # file:///C:/Users/...
            text = text[1:]
        return [unquote(text).replace("\\", "/")]
    found = [text.replace("\\", "/")]
    glued = _GLUED.match(text)
    if glued:  # (``%CD%src``: cmd's ``%CD%\\src`` as a POSIX shell read it unquoted)
        found.append(f"{glued.group()}/{text[glued.end() :]}".replace("\\", "/"))
    if _PERCENT.search(text):
        found.append(unquote(text).replace("\\", "/"))
    return found


def absolute(value: str) -> bool:
    """Whether ``value`` (a spelling, ``/`` separators) starts in a folder of its own."""
    return _ABSOLUTE.match(value) is not None


def _parts(path: str) -> list[str]:
    """The parts of ``path`` as a file system may look them up: without case, in Unicode's
    NFC (macOS looks names up without regard to normalization: ``café`` in NFD is ``café``),
    a trailing dot or blank dropped (Windows drops them: ``a.py.`` opens ``a.py``)."""
    return [
        _nfc(part.rstrip(". ") if part.strip(".") else part).casefold()
        for part in path.split("/")
        if part not in ("", ".")
    ]


def _nfc(part: str) -> str:
    return unicodedata.normalize("NFC", part) if not part.isascii() else part


def name_keys(value: str) -> set[str]:
    """The last parts, without case, of the paths ``value`` may spell: a written path that
    :func:`may_name` matches has one of these as its own (an index for a reader of many
    files)."""
    return {parts[-1] for parts in map(_parts, spellings(value)) if parts}


def may_name(value: str, written: str, *, folder_known: bool = True) -> bool:
    """Whether ``value``, a path a later call or command names, may be ``written``, a path
    the answer wrote (relative to its root): see the module's rules. ``folder_known``: a
    relative ``value`` is read from the answer's root (False: from a folder not known)."""
    ours = _parts(written.replace("\\", "/"))
    if not ours or ".." in ours:
        return False
    for spelt in spellings(value):
        rooted = absolute(spelt)
        parts = _parts(posixpath.normpath(spelt))
        lead = len(parts) - len(ours)
        ups = len(parts) - len(list(dropwhile("..".__eq__, parts)))
        if ups and folder_known and not rooted:
            # (up out of the root and back: ``../proj/a.py`` is the written ``a.py`` when
            # the root's folder is ``proj``, a name not in the answer)
            if lead == 2 * ups and parts[lead:] == ours:
                return True
        elif rooted or not folder_known:
            if lead >= 0 and parts[lead:] == ours and not (rooted and temp_folder(parts[:lead])):
                return True
            if not rooted and parts and ".." not in parts and ours[-len(parts) :] == parts:
                return True  # (read from a folder below the root: ``a.py`` in src)
        elif parts == ours:
            return True
    return False
