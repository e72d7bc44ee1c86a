"""The lexical path policy: the one place that decides whether a file path is acceptable.

Paths come from a model and are untrusted. The models validate every ``file_path`` with
:func:`normalize_path`, and the writer calls the same function again before touching the disk,
so there is exactly one definition of a safe name. Only harmless spellings are normalized
(``./a`` -> ``a``, ``a//b`` -> ``a/b``, Unicode NFC); everything else that is suspicious is
rejected, never silently rewritten. ``docs/security.md`` gives the reason for each rule.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections.abc import Iterable

from ..errors import PathConflictError, UnsafePathError

__all__ = [
    "LOCATION_SUFFIX",
    "MAX_COMPONENT_BYTES",
    "MAX_DEPTH",
    "MAX_PATH_BYTES",
    "PORTABLE_FORBIDDEN",
    "WRITER_PREFIX",
    "PathConflictError",
    "PathSet",
    "already_normal",
    "check_path_set",
    "check_portable",
    "normalize_path",
]

#: The longest file or directory name most file systems accept, in bytes of UTF-8.
MAX_COMPONENT_BYTES = 255
#: PATH_MAX on Linux.
MAX_PATH_BYTES = 4096
#: The most names (folders and the file) in one path. Real projects stay far below (deep Java
#: packages reach ~15); the bound keeps every walk over a path short and non-recursive-safe.
MAX_DEPTH = 64
#: Names starting with this (any case) belong to the writer: its lock file, staging folders and
#: journal live in the target under such names, so a model may not write them.
WRITER_PREFIX = ".artifact-codec"
#: Characters Windows does not allow in a name (``:`` also opens an NTFS alternate data stream,
#: ``file.txt::$DATA``, and macOS Finder shows it as ``/``). Refused by :func:`check_portable`.
PORTABLE_FORBIDDEN = frozenset(':<>"|?*')

# C0 controls, DEL and C1 controls: never part of a real source file name, and some of them
# (NUL, newline) cut or forge names in logs, terminals and C APIs.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# Characters that are invisible or reorder text: a name containing them does not look like
# what it is (CVE-2021-42574 "Trojan Source"), so a reviewer cannot trust what they see.
_INVISIBLE = re.compile(
    "[\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]"
)
# A lone surrogate is not a character: UTF-8 cannot encode it, and Python uses U+DC80-U+DCFF to
# carry the undecodable bytes of file names (surrogateescape), so it would make a non-UTF-8 name.
# The bidirectional controls that reorder what follows them on screen: embeddings, overrides
# and isolates (a mark, U+200E/U+200F/U+061C, only sets a direction).
_REORDERING = re.compile("[\u202a-\u202e\u2066-\u2069]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_DRIVE = re.compile(r"^[A-Za-z]:")
# A URL's scheme and its '//' (``https://``, ``file:///``, ``s3://``).
_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://")
# Characters that look like '/' or '\\' but are not separators on any system. A name made of them
# (``..\uff0fetc\uff0fpasswd``) reads as a path, and a tool that applies NFKC turns the
# compatibility ones into real separators; the others are the usual confusables of a slash.
_LOOKALIKE_SEPARATOR = re.compile(
    "[\u1735\u2044\u2215\u2216\u2571\u2572\u27cb\u27cd\u29f5\u29f8\u29f9\u2cc6\ufe68\uff0f\uff3c]"
)
_PORTABLE_FORBIDDEN = re.compile(r'[:<>"|?*]')
# Device names Windows resolves in every directory, with or without an extension.
_RESERVED = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"]
    + [f"{p}{n}" for p in ("COM", "LPT") for n in [*"123456789", "\u00b9", "\u00b2", "\u00b3"]]
)


# The common case, decided in one match: plain ASCII names of letters, digits, '_', '-' and inner
# dots, short enough for every limit. Such a path breaks none of the rules below unless one of
# its names is a Windows device name or it is too deep; anything else takes the full check.
_PLAIN_NAME = r"[A-Za-z0-9_-](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?"
_PLAIN_PATH = re.compile(rf"(?:{_PLAIN_NAME}/)*{_PLAIN_NAME}")
_PLAIN_DEVICE = re.compile(r"(?:^|/)(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?=[./]|$)", re.I)
# The same for many paths at once (already_normal): the characters, and, with every '/' made a
# line break (one name per line), a name that is empty, starts with a dot or is a device name.
_PLAIN_BYTES = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-/\n"
_NOT_PLAIN_NAME = re.compile(r"\n(?:[\n.]|(?:con|prn|aux|nul|com[1-9]|lpt[1-9])[.\n])")


def _reject(path: str, rule: str, reason: str) -> UnsafePathError:
    return UnsafePathError(path, rule, reason)


def normalize_path(path: str) -> str:
    """Return the canonical spelling of a relative file path, or raise :class:`UnsafePathError`.

    The result uses ``/`` as separator, has no empty or ``.`` components and is in NFC.
    Rejected, each with its own ``rule``: ``empty``, ``control-character``,
    ``invisible-character``, ``surrogate-character``, ``backslash``, ``absolute``,
    ``drive-letter``, ``traversal``, ``git-directory``, ``reserved-name``,
    ``trailing-dot-or-space``, ``component-too-long``, ``path-too-long``, ``trailing-slash``,
    ``lookalike-separator``, ``path-too-deep``, ``reserved-by-writer``.

    The rules of :func:`check_portable` (characters Windows forbids) are not applied here: a
    model may hold such a name; :func:`~artifact_codec.write.writer.write_files` refuses it by
    default.
    """
    if not isinstance(path, str):
        raise TypeError(f"file path must be a str, not {type(path).__name__}")
    if (
        len(path) <= MAX_COMPONENT_BYTES
        and path.count("/") < MAX_DEPTH
        and _PLAIN_PATH.fullmatch(path)
        and not _PLAIN_DEVICE.search(path)
    ):
        return path  # already canonical: see _PLAIN_PATH
    if not path or path.isspace():
        raise _reject(path, "empty", "the path is empty; give a relative path such as 'src/app.py'")
    if _CONTROL.search(path):
        raise _reject(
            path, "control-character", "the path contains a control character (NUL, newline, ...)"
        )
    if _INVISIBLE.search(path):
        raise _reject(
            path,
            "invisible-character",
            "the path contains an invisible or bidirectional-control character",
        )
    if _SURROGATE.search(path):
        raise _reject(
            path,
            "surrogate-character",
            "the path contains a lone surrogate (undecodable bytes), which is not valid UTF-8",
        )
    if "\\" in path:
        raise _reject(path, "backslash", "the path contains a backslash; separate folders with '/'")
    if _LOOKALIKE_SEPARATOR.search(path) or _maps_to_separator(path):
        raise _reject(
            path,
            "lookalike-separator",
            "the path contains a character that looks like '/' or '\\' (or that NFKC turns "
            "into one, such as U+FF0F); separate folders with '/' only",
        )
    if path.startswith("/"):
        raise _reject(path, "absolute", "the path is absolute; write it relative to the project")
    if _DRIVE.match(path):
        raise _reject(path, "drive-letter", "the path starts with a drive letter; make it relative")
    if _URL.search(path):
        # 'https://host/a.py' is a web address, not a folder 'https:' holding 'host/a.py':
        # the rule 'a//b -> a/b' is for spellings that cannot mean anything else. Anywhere in
        # the value ('vendor/https://cdn/lib.js' would be written 'vendor/https:/cdn/lib.js',
        # a path nobody wrote); the Markdown reader takes no label holding '://' either.
        raise _reject(
            path, "url", "the path is a URL; give the file's path relative to the project"
        )

    nfc = unicodedata.normalize("NFC", path)
    raw_parts = nfc.split("/")
    parts = [part for part in raw_parts if part not in ("", ".")]
    if not parts:
        raise _reject(path, "empty", "the path names no file; give a relative path")
    if raw_parts[-1] in ("", "."):
        raise _reject(
            path,
            "trailing-slash",
            "the path ends with '/' (or '/.'), which names a folder, not a file; give the file's "
            "name after the last '/'",
        )
    if len(parts) > MAX_DEPTH:
        raise _reject(
            path,
            "path-too-deep",
            f"the path has {len(parts)} names, more than the limit of {MAX_DEPTH} nested folders",
        )
    for part in parts:
        _check_component(path, part)
    normalized = "/".join(parts)
    if len(normalized.encode("utf-8", "surrogatepass")) > MAX_PATH_BYTES:
        raise _reject(path, "path-too-long", f"the path is longer than {MAX_PATH_BYTES} bytes")
    return normalized


def already_normal(paths: list[str]) -> bool:
    """Whether :func:`normalize_path` returns every one of ``paths`` unchanged because it is a
    plain name (the first rule of :func:`normalize_path`), decided for all of them at once
    with a few passes over the joined paths (False does not mean that one is refused: only
    that some need the full rules)."""
    if not paths:
        return True
    joined = "\n" + "\n".join(paths) + "\n"
    if (
        not joined.isascii()
        or joined.encode().translate(None, _PLAIN_BYTES)  # a character a plain name has not
        or joined.count("\n") != len(paths) + 1  # (a path holds a line break)
    ):
        return False
    longest = max(map(len, paths))
    if longest > MAX_COMPONENT_BYTES:
        return False
    # Names are not empty (checked below), so a path of fewer characters has fewer names.
    if (
        longest >= 2 * MAX_DEPTH - 1
        and max(map(str.count, paths, itertools.repeat("/"))) >= MAX_DEPTH
    ):
        return False
    names = joined.replace("/", "\n").lower()  # one name per line
    return ".\n" not in names and _NOT_PLAIN_NAME.search(names) is None


def _maps_to_separator(path: str) -> bool:
    """True when NFKC adds a '/' or '\\' (U+FF0F, U+2100 'a/c', ...): a tool that folds
    compatibility characters would read a different path."""
    if path.isascii():
        return False
    folded = unicodedata.normalize("NFKC", path)
    return folded.count("/") != path.count("/") or "\\" in folded


def _check_component(path: str, part: str) -> None:
    # NFKC folds look-alikes such as fullwidth dots (U+FF0E) that some tools map to '.'.
    folded = unicodedata.normalize("NFKC", part).casefold()
    if folded == ".." or part == "..":
        raise _reject(path, "traversal", "the path contains '..'; paths may not leave the project")
    if folded.startswith(WRITER_PREFIX):
        raise _reject(
            path,
            "reserved-by-writer",
            f"names starting with {WRITER_PREFIX!r} are the writer's own (lock file, staging "
            "and journal); rename the file",
        )
    if folded == ".git":
        raise _reject(
            path, "git-directory", "the path goes into a '.git' folder, which controls git itself"
        )
    if part[-1] in ". " or folded[-1] in ". ":
        raise _reject(
            path,
            "trailing-dot-or-space",
            f"the name {part!r} ends with a dot or a space, which Windows silently drops",
        )
    stem = folded.split(".", 1)[0].rstrip(" ").upper()
    if stem in _RESERVED:
        raise _reject(
            path,
            "reserved-name",
            f"the name {part!r} is a reserved device name on Windows; rename the file",
        )
    if len(part.encode("utf-8", "surrogatepass")) > MAX_COMPONENT_BYTES:
        raise _reject(
            path,
            "component-too-long",
            f"a name in the path is longer than {MAX_COMPONENT_BYTES} bytes",
        )


def check_portable(path: str) -> None:
    """Raise :class:`UnsafePathError` if a normalized path cannot exist on Windows.

    Rules: ``colon`` (``:``, which opens an NTFS alternate data stream such as
    ``file.txt::$DATA`` and which macOS Finder shows as ``/``) and
    ``windows-forbidden-character`` (``< > " | ? *``). The writer applies these by default
    (``portable=True``) because generated projects are shared across systems; the models and
    readers accept such names, which are harmless as data.
    """
    found = _PORTABLE_FORBIDDEN.search(path)
    if found is None:
        return
    char = found.group()
    if char == ":":
        raise _reject(
            path,
            "colon",
            "the path contains ':', which Windows reads as an alternate data stream "
            "('file.txt::$DATA') and macOS shows as '/'; use another character, or "
            "portable=False to allow it on POSIX",
        )
    raise _reject(
        path,
        "windows-forbidden-character",
        f'the path contains {char!r}, one of < > " | ? * that Windows forbids in names; use '
        "another character, or portable=False to allow it on POSIX",
    )


def check_path_set(paths: Iterable[str]) -> None:
    """Check a batch of already normalized paths against each other.

    Raises :class:`PathConflictError` (an :class:`UnsafePathError`) for two paths that are equal
    after NFC and case folding (``duplicate``: they would be the same file on macOS and
    Windows), for a path that is used both as a file and as a folder (``a`` and ``a/b``, in
    either order: ``file-directory-conflict``), or for one folder spelled in two cases
    (``src/a.py`` and ``SRC/b.py``: ``folder-case-conflict``).
    """
    batch = PathSet()
    for path in paths:
        conflict = batch.add(path)
        if conflict is not None:
            raise conflict


#: A location after a path that is no part of it: a citation of lines (``app.py:10-20``,
#: ``app.py#L10-L20``). Shared by the label readers (a tool call's path value) and
#: :func:`held_under_spelling`.
LOCATION_SUFFIX = re.compile(r"(?::\d+(?:[-:]\d+)?|#L\d+(?:-L?\d+)?)\Z")
# A note in brackets after a path ("src/a.py (lines 10-20)"), read off by held_under_spelling
# (matched from the last opening bracket: one pass, whatever blanks precede it).
_NOTE_SUFFIX = re.compile(r"[(\[][^()\[\]/]*[)\]]\Z")
# A file URL's scheme and host part (``file:///home/me/a.py``, ``file://localhost/a.py``).
_FILE_URL = re.compile(r"^file:/*(?:localhost/)?", re.I)


def file_key(path: str) -> str:
    """The key under which the writer takes two spellings of a path for one file: backslashes
    read as folder separators, NFC, case folded (it refuses names that one case-insensitive
    file system, macOS's or Windows', would merge, whatever the target is)."""
    return unicodedata.normalize("NFC", path.replace("\\", "/")).casefold()


def held_under_spelling(raw: str, held: dict[str, str]) -> str | None:
    """The path of ``held`` (accepted paths by :func:`file_key`) that ``raw``, a path refused
    for how it is spelled, names as the writer or the model's file system would read it, or
    None: the :func:`file_key` of ``raw`` in NFKC (``src\uff0fa.py`` is ``src/a.py``), a
    location or a bracketed note after it dropped (``src/a.py:12``, ``src/a.py (lines
    10-20)``), its invisible format characters (Unicode category Cf: zero-width space, BOM,
    soft hyphen, direction marks, joiners) dropped, a file URL or the home folder read as the
    absolute path it is, with each name's trailing dots and its blanks dropped (Windows drops
    them), ``.`` and ``..`` resolved (None when ``..`` leaves the project),
    and a leading ``/`` or drive letter dropped, an absolute path naming the held path that
    ends it (``C:\\proj\\src\\a.py`` names ``src/a.py``: the model's own checkout). A
    refused later version of an accepted file leaves the accepted one stale
    (:attr:`~artifact_codec.result.ParseResult.files_doubted`)."""
    text = unicodedata.normalize("NFKC", file_key(raw))
    reordered = False
    if not text.isascii() or _CONTROL.search(text):
        # The characters that made normalize_path refuse the spelling for how it shows
        # (_CONTROL, _INVISIBLE: NUL, DEL, C1, variation selectors, Hangul fillers) and any
        # other invisible format character (Cf) name no file: dropped. A bidirectional
        # override, embedding or isolate shows the rest in another order (Trojan Source).
        reordered = _REORDERING.search(text) is not None
        text = "".join(
            char
            for char in text
            if not (
                _CONTROL.match(char) or _INVISIBLE.match(char) or unicodedata.category(char) == "Cf"
            )
        )
    text = text.strip()
    text = LOCATION_SUFFIX.sub("", text)
    opening = max(text.rfind("("), text.rfind("["))
    if opening > 0 and text[opening - 1] in " \t" and _NOTE_SUFFIX.match(text, opening):
        text = text[:opening]
    url = _FILE_URL.match(text)
    if url is not None:  # (file:///home/me/proj/src/a.py, file:///C:/proj/src/a.py)
        text = "/" + text[url.end() :]
        if _DRIVE.match(text[1:]):
            text = text[1:]
    elif text.startswith("~/"):  # (the home folder: an absolute path)
        text = text[1:]
    anchored = text.startswith("/") or _DRIVE.match(text) is not None
    if _DRIVE.match(text):
        text = text[2:]
    parts: list[str] = []
    for name in text.split("/"):
        if name == "..":
            if not parts:
                return None
            parts.pop()
            continue
        name = name.rstrip(". ").strip()
        if name:
            parts.append(name)
    if not parts:
        return None
    if reordered:
        return _shown_as(parts, held)
    if not anchored:
        return held.get("/".join(parts))
    for start in range(max(0, len(parts) - MAX_DEPTH), len(parts)):
        found = held.get("/".join(parts[start:]))
        if found is not None:
            return found
    return None


def _shown_as(parts: list[str], held: dict[str, str]) -> str | None:
    """The held path a spelling with a bidirectional control may be shown as: that control
    reorders the characters it governs on screen (``src/\u202eyp.a`` shows ``src/a.py``), so
    the spelling names no file certainly; each held path made of the same characters in
    another order (the same names' characters, any order) could be what the reader saw. The
    first such path in sorted order, or None."""
    shown = sorted("/".join(parts))
    for key in sorted(held):
        if sorted(key) == shown:
            return held[key]
    return None


# Characters shown as nothing that are neither controls, nor in _INVISIBLE nor Unicode format
# characters (Cf): the combining grapheme joiner (Mn) and the braille blank (So), which
# normalize_path lets through. Listed: no Unicode property of the standard library names them.
_SHOWN_AS_NOTHING = frozenset("\u034f\u2800")
# The Cyrillic and Greek letters shown as a Latin one (lower case: the key is case folded),
# from Unicode's confusables (UTS #39), which the standard library does not ship and no
# installed package provides: a script-mixing look-alike of a Latin name.
_LATIN_LOOKALIKE = str.maketrans(
    "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0456\u0458\u0455\u0501\u04bb\u04cf"
    "\u051b\u051d\u03bf\u03bd\u03b9\u03ba\u03c1\u043a\u03b1",
    "aeopcyxijsdhlqwovikpka",
)
# The capital Cyrillic and Greek letters shown as a capital Latin one, mapped BEFORE case
# folding: folded, most become a small letter that looks like no Latin one (\u041c M folds to
# \u043c, \u039d N to \u03bd, which looks like v), so the capital is read as the letter it shows.
_LATIN_LOOKALIKE_CAPITAL = str.maketrans(
    "\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0425\u0423\u0405\u0406"
    "\u0408\u04ae\u051a\u051c\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d"
    "\u039f\u03a1\u03a4\u03a5\u03a7",
    "ABEKMHOPCTXYSIJYQWABEZHIKMNOPTYX",
)


def shown_key(path: str) -> str:
    """The key under which two spellings are shown alike: :func:`file_key` in NFKC, the
    characters shown as nothing dropped (controls, invisible and format characters, the
    combining grapheme joiner, the braille blank) and the Cyrillic and Greek letters that look
    Latin read as that letter. Two paths of one answer with one key but different spellings are
    two versions of one file the reader saw: which is meant is not known."""
    if path.isascii():
        return file_key(path)
    spelled = unicodedata.normalize("NFC", path.replace("\\", "/"))
    text = unicodedata.normalize("NFKC", spelled).translate(_LATIN_LOOKALIKE_CAPITAL).casefold()
    text = "".join(
        char
        for char in text
        if not (
            char in _SHOWN_AS_NOTHING
            or _CONTROL.match(char)
            or _INVISIBLE.match(char)
            or unicodedata.category(char) == "Cf"
        )
    )
    return text.translate(_LATIN_LOOKALIKE)


class PathSet:
    """Paths added one by one, each checked against those before it in O(its length).

    :meth:`add` returns the :class:`PathConflictError` a clashing path would cause (and does not
    add it), so a lenient reader can refuse one file and go on with the others.
    """

    def __init__(self, alike: bool = False) -> None:
        self._paths: list[str] = []
        self._files: dict[str, int] = {}
        # With ``alike``, a path shown as an earlier one (:func:`shown_key`) clashes with it
        # (``shown-alike``): the shown key of each non-ASCII path (an ASCII one's is its key).
        self._alike = alike
        self._shown: dict[str, int] = {}
        # folder key (NFC + case folded) -> index of the first path using it, and its spelling
        self._dirs: dict[str, tuple[int, str]] = {}

    def add_all(self, paths: list[str]) -> int:
        """Add ``paths`` in order up to the first that clashes (which is not added, so that
        :meth:`add` can tell why); return how many were added."""
        files, dirs, known_paths = self._files, self._dirs, self._paths
        for added, path in enumerate(paths):
            if not path.isascii() or self._shown:
                if self.add(path) is not None:
                    return added
                continue
            # The common cases of add(), without a call per path: a file at the top, in a
            # folder already known (spelled the same), or in a new folder at the top.
            key = path.lower()
            cut = key.rfind("/")
            if key not in files and key not in dirs:
                if cut == -1:
                    files[key] = len(known_paths)
                    known_paths.append(path)
                    continue
                folder = key[:cut]
                known = dirs.get(folder)
                if known is not None and known[1] == path[:cut]:
                    files[key] = len(known_paths)
                    known_paths.append(path)
                    continue
                if known is None and "/" not in folder and folder not in files:
                    dirs[folder] = (len(known_paths), path[:cut])
                    files[key] = len(known_paths)
                    known_paths.append(path)
                    continue
            if self._add_ascii(path, len(known_paths), key, cut) is not None:
                return added
        return len(paths)

    def add(self, path: str) -> PathConflictError | None:
        """Add one path; return the clash it would cause instead (it is not added then)."""
        index = len(self._paths)
        if self._alike and (self._shown or not path.isascii()):
            alike = self._shown_alike(path, index)
            if alike is not None:
                return alike
        if path.isascii():  # NFC changes nothing, and case folding is lower()
            key = path.lower()
            cut = key.rfind("/")
            if cut != -1:
                known = self._dirs.get(key[:cut])
                if (
                    known is not None
                    and known[1] == path[:cut]
                    and key not in self._files
                    and key not in self._dirs
                ):
                    # The common case: a file in a folder already known, spelled the same
                    # (its parents were checked when the folder was first seen).
                    self._paths.append(path)
                    self._files[key] = index
                    return None
            return self._add_ascii(path, index, key, cut)
        names = unicodedata.normalize("NFC", path).split("/")
        folded = [name.casefold() for name in names]  # per name: casefold may change lengths
        # End offsets of each parent folder in the key and in the spelled path.
        key_ends: list[int] = []
        spelled_ends: list[int] = []
        key_end = spelled_end = -1
        for name, fold in zip(names[:-1], folded[:-1], strict=True):
            key_end += len(fold) + 1
            spelled_end += len(name) + 1
            key_ends.append(key_end)
            spelled_ends.append(spelled_end)
        key_ends.reverse()
        spelled_ends.reverse()
        return self._add(path, index, "/".join(folded), "/".join(names), key_ends, spelled_ends)

    def _shown_alike(self, path: str, index: int) -> PathConflictError | None:
        """The clash of ``path`` with an earlier path shown alike but spelled otherwise
        (:func:`shown_key`), or None; a non-ASCII path's shown key is recorded."""
        shown = shown_key(path)
        first = self._shown.get(shown)
        if first is None:
            first = self._files.get(shown) if shown.isascii() else None
        if first is not None and file_key(self._paths[first]) != file_key(path):
            return self._conflict(path, "shown-alike", first, index)
        if not path.isascii() and first is None:
            self._shown.setdefault(shown, index)
        return None

    def _add_ascii(self, path: str, index: int, key: str, cut: int) -> PathConflictError | None:
        # The key is as long as the path: a parent ends at the same offset in both.
        ends = []
        while cut != -1:
            ends.append(cut)
            cut = key.rfind("/", 0, cut)
        return self._add(path, index, key, path, ends, ends)

    def _add(
        self,
        path: str,
        index: int,
        key: str,
        spelled: str,
        key_ends: list[int],
        spelled_ends: list[int],
    ) -> PathConflictError | None:
        """Check and record a path by its key (NFC, case folded) and its NFC spelling, given
        the end offsets of its parent folders in each, the deepest first."""
        if key in self._files:
            return self._conflict(path, "duplicate", self._files[key], index)
        if key in self._dirs:
            return self._conflict(path, "file-directory-conflict", self._dirs[key][0], index)
        parents: list[tuple[str, str]] = []
        for key_end, spelled_end in zip(key_ends, spelled_ends, strict=True):
            parent = key[:key_end]
            if parent in self._files:
                return self._conflict(path, "file-directory-conflict", self._files[parent], index)
            known = self._dirs.get(parent)
            if known is not None:
                # Its own parents were recorded when it was; one spelling check covers them all.
                if known[1] != spelled[:spelled_end]:
                    return self._conflict(path, "folder-case-conflict", known[0], index)
                break
            parents.append((parent, spelled[:spelled_end]))
        self._paths.append(path)
        self._files[key] = index
        for parent, parent_spelled in parents:
            self._dirs[parent] = (index, parent_spelled)
        return None

    def _conflict(self, path: str, rule: str, first: int, second: int) -> PathConflictError:
        return PathConflictError(path, rule, self._paths[first], first, second)
