"""A legacy file object whose path is spread over two keys (legacy all-JSON answers).

A file object names its path under one of the path spellings (``file_path``, ``path``,
``filename``...). Models also split it: the folder under a key of its own
(``{"filename": "a.py", "directory": "src"}``), the name under ``name`` and its folder under
``path`` (``{"name": "App.tsx", "path": "src/components"}``), or the whole path under another
key beside the name (``{"full_path": "src/a.py", "filename": "a.py"}``). Read by the path
spelling alone, such a file is written at the root or at its folder's own path: a usable
result with a wrong path. Two path-ish keys are two readings; :func:`join_path_keys` joins
them only by these rules, and refuses the file when they disagree:

- a folder key and a bare name (no ``/``): the path is the folder and the name (a warning
  names the join); a name that already starts with the folder is taken as it is; any other
  path beside a folder is refused;
- ``name`` holding a file name (no blank, no ``/``) beside a path whose last part is not that
  name: the path read as the folder only when it ends with ``/``; otherwise refused;
- a whole path (``full_path``, ``relative_path``...) beside the path key: the same path, or
  a path whose last part is the name under the path key, is the file's path; any other is
  refused.

A folder key beside ``files`` (``{"project_dir": "backend", "files": [...]}``) is the same
doubt for the whole answer: a file whose path is not in that folder goes at the root or in
the folder. :func:`folder_of_answer` refuses such a file, unless the folder is absolute (the
project's place on the model's machine: the paths are relative to it).
"""

from __future__ import annotations

import posixpath
import re
from typing import Any, Final

from ...format.lines import canonical_field

__all__ = ["folder_of_answer", "join_path_keys"]

#: Keys that name a file's folder, in snake case (:func:`_snake`: ``folderPath`` is
#: ``folder_path``). (A list: a key's name is all a model says of what it holds; ``path`` is
#: one only beside a ``name`` that is a file name, see below. Any other key whose value looks
#: like a folder or a path is a second reading that is not joined: the file is refused.)
_FOLDER_KEYS: Final = frozenset(
    {
        "directory",
        "dir",
        "folder",
        "folder_path",
        "dir_path",
        "directory_path",
        "dirname",
        "dir_name",
    }
)
#: The same beside ``files``: where the answer's files go.
_ANSWER_FOLDER_KEYS: Final = _FOLDER_KEYS | frozenset(
    {
        "project_dir",
        "project_directory",
        "project_folder",
        "project_root",
        "root_dir",
        "root_directory",
        "root_folder",
        "root_path",
        "base_dir",
        "base_directory",
        "base_folder",
        "base_path",
        "output_dir",
        "output_directory",
        "output_folder",
        "out_dir",
        "target_dir",
        "target_directory",
        "target_folder",
    }
)
#: A key that holds a whole path beside the path key (``full_path``, ``relative_path``).
_WHOLE_PATH_KEY: Final = re.compile(r"(?:full|relative|rel|absolute|abs)_?path")
#: A file name: no blank, no separator.
_FILE_NAME: Final = re.compile(r"[^\s/\\]+")
#: A key whose name says it holds a folder or a place (``folder_name``, ``parentDir``,
#: ``location``): its value, if one word, is a second reading of where the file goes.
_PLACE_KEY: Final = re.compile(
    r"(?:^|_)(?:dir|directory|folder|subdir|subdirectory|location|path|root|parent)(?:_|$)|^sub_?dir"
)
#: A value with a separator that is not a path: a MIME type (``text/x-python``) or a URL.
_NOT_A_PATH: Final = re.compile(
    r"(?:application|text|image|audio|video|font|model|multipart|message)/[\w.+-]+|\w+://.*"
)
#: The keys of a file object that hold something else than a place.
_OTHER_KEYS: Final = frozenset({"name", "content"})
#: A folder on the model's machine: the home folder (``~``, ``$HOME``, ``%USERPROFILE%``).
_HOME: Final = re.compile(r"(?:~|\$\{?HOME\}?|%USERPROFILE%)(?:/|$)")


def _snake(key: object) -> str:
    """A key's name in snake case: ``folderPath``, ``folder-path``, ``Folder Path`` are all
    ``folder_path``."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", str(key))
    return re.sub(r"[\s-]+", "_", spaced.strip()).lower()


def _bare(path: str) -> str:
    """``path`` without blanks around, a leading ``./`` and a trailing ``/`` (never more: a
    leading dot is part of a name, ``.config``)."""
    return path.strip().removeprefix("./").rstrip("/")


def _outside(folder: str) -> bool:
    """Whether ``folder`` is outside the project: a parent (``..``, ``../x``, ``x/../..``) or
    the home folder (``~``, ``$HOME/app``)."""
    value = folder.strip()
    return bool(_HOME.match(value)) or ".." in value.replace("\\", "/").split("/")


def _looks_like_a_place(key: str, value: object) -> bool:
    """Whether ``value`` under a key no rule reads is a second reading of the file's place:
    one word (no blank) under a key named for a folder, or a path (a ``/``) that is no MIME
    type or URL."""
    if not isinstance(value, str) or not value.strip() or re.search(r"\s", value.strip()):
        return False
    if _PLACE_KEY.search(key):
        return True
    return ("/" in value or "\\" in value) and not _NOT_A_PATH.fullmatch(value.strip())


def join_path_keys(
    item: dict[str, Any], label: str
) -> tuple[dict[str, Any], str | None, str | None]:
    """``item`` with its path keys joined into one path, a warning naming the join (or
    None), and why the file is refused (or None): see the module's rules."""
    paths = {
        key: value
        for key, value in item.items()
        if canonical_field(str(key)) == "PATH" and isinstance(value, str)
    }
    if len(set(paths.values())) != 1:
        return item, None, None  # no path, or two different ones (refused as such)
    path = next(iter(paths.values()))
    path_key = next(iter(paths))
    folders = {
        key: value
        for key, value in item.items()
        if _snake(key) in _FOLDER_KEYS and isinstance(value, str) and value.strip()
    }
    wholes = {
        key: value
        for key, value in item.items()
        if _WHOLE_PATH_KEY.fullmatch(_snake(key)) and isinstance(value, str) and value.strip()
    }
    others = {
        key: value
        for key, value in item.items()
        if key not in paths
        and key not in folders
        and key not in wholes
        and _snake(key) not in _OTHER_KEYS
        and canonical_field(str(key)) not in ("TYPE", "DESCRIPTION", "COMPONENT", "SEMANTIC_UNIT")
        and _looks_like_a_place(_snake(key), value)
    }
    if others:  # a folder or a path under a key no rule reads: never silently a field
        return item, None, _two_readings(label, {**paths, **folders, **wholes, **others})
    name = item.get("name")
    if isinstance(name, str) and "name" not in paths and re.search(r"[/\\]", name):
        # ('name' holding a path: the same path, or a second reading)
        if _bare(name) == _bare(path):
            return item, None, None
        return item, None, _two_readings(label, {**paths, "name": name})
    if folders:
        if len(set(folders.values())) > 1 or wholes:
            return item, None, _two_readings(label, {**paths, **folders, **wholes})
        key, folder = next(iter(folders.items()))
        if _outside(folder):
            return item, None, _two_readings(label, {**paths, key: folder})
        base = _bare(folder)
        kept = {k: v for k, v in item.items() if k != key}
        if base in ("", "."):
            return kept, None, None  # (the project's root)
        bare_path = _bare(path)
        if "/" not in bare_path:
            if posixpath.basename(base) == bare_path and "." in bare_path.strip("."):
                # (the folder holds the whole path: 'src/a.py' beside 'a.py')
                kept.update(dict.fromkeys(paths, base))
                return kept, None, None
            joined = f"{base}/{path.strip().lstrip('/')}"
            kept.update(dict.fromkeys(paths, joined))
            return kept, _joined(label, key, folder, path_key, path, joined), None
        if bare_path.startswith(base + "/"):
            return kept, None, None
        return item, None, _two_readings(label, {**paths, **folders})
    if wholes:
        if len(set(wholes.values())) > 1:
            return item, None, _two_readings(label, {**paths, **wholes})
        key, whole = next(iter(wholes.items()))
        if whole == path or ("/" not in path and posixpath.basename(whole) == path):
            kept = {k: v for k, v in item.items() if k != key}
            kept.update(dict.fromkeys(paths, whole))
            return kept, None, None
        return item, None, _two_readings(label, {**paths, **wholes})
    if (
        isinstance(name, str)
        and _FILE_NAME.fullmatch(name)
        and "name" not in paths
        and _names_another_file(name, path)
    ):
        if path.endswith("/"):
            if posixpath.basename(path.rstrip("/")) == name:
                # (the path already ends with the name: 'src/a.py/' beside 'a.py')
                kept = {k: v for k, v in item.items() if k != "name"}
                kept.update(dict.fromkeys(paths, path.rstrip("/")))
                return kept, None, None
            joined = path + name
            kept = {k: v for k, v in item.items() if k != "name"}
            kept.update(dict.fromkeys(paths, joined))
            return kept, _joined(label, path_key, path, "name", name, joined), None
        return item, None, _two_readings(label, {**paths, "name": name})
    return item, None, None


def _names_another_file(name: str, path: str) -> bool:
    """Whether ``name`` is a file name that the path's last part is not: a name with a
    suffix (``App.tsx``) that is not the last part, or a name without one (``Dockerfile``)
    beside a last part without one either (``docker``, a folder or that file)."""
    last = posixpath.basename(path.rstrip("/")) if not path.endswith("/") else ""
    if name == last or name == posixpath.splitext(last)[0]:
        return False
    stem, suffix = posixpath.splitext(name)
    if stem and suffix:
        return True
    return "." not in last


def _joined(label: str, folder_key: str, folder: str, name_key: str, name: str, path: str) -> str:
    return (
        f"{label}: the folder {folder!r} under {folder_key!r} and the name {name!r} under "
        f"{name_key!r} were read as the path {path!r}. Write the whole path under 'file_path'"
    )


def _two_readings(label: str, keys: dict[str, Any]) -> str:
    named = ", ".join(f"{key!r}: {value!r}" for key, value in keys.items())
    return (
        f"{label} names its path under more than one key ({named}) and they do not make one "
        "path: it is not clear where the file goes, so it was not accepted. Write the whole "
        "path under 'file_path'"
    )


#: A key beside ``files`` whose name says where the files go, read word by word
#: (:func:`_snake`): its value, when one bare word (``{"root": "proj"}``), may be the folder
#: the files go in. (A list: ``"proj"`` under ``root`` and ``"demo"`` under ``project`` have
#: the same shape; only the key's name tells a folder from a name. A value with a ``/`` needs
#: no such key: its shape says a folder.)
_ANSWER_PLACE_WORD: Final = re.compile(
    r"(?:dir|directory|folder|subdir|subdirectory|location|path|root|parent|prefix|cwd"
    r"|pwd|destination|dest|target|output|out|workdir|workspace|base|into)"
)
#: A relative folder written as a path: names of the characters a file name is made of,
#: separated by ``/``, a leading ``./`` or a trailing ``/`` allowed; never starting with
#: ``@`` (``@acme/widgets`` is an npm package's scoped name).
_FOLDER_SHAPE: Final = re.compile(r"(?:\./)?[\w.~-][\w@+.~-]*(?:/[\w@+~-][\w@+.~-]*)*/?")


#: A key naming where the answer is saved, in two words the place words lack
#: (``save_to``, ``write_into``): a verb of writing and a preposition of place.
_SAVE_KEY: Final = re.compile(r"(?:save|write|put|place|store)_?(?:to|in|into|under|at)")
#: The first words of a key naming a folder of the app's own data (``static_dir``,
#: ``templates_dir``, ``log_dir``, ``upload_folder``): a setting of the code, not the place
#: its files go. (A word list: ``static_dir: "static"`` and ``output_dir: "proj"`` have the
#: same shape; only the key's words tell them apart. A word not here keeps the refusal.)
_APP_DATA_WORD: Final = re.compile(
    r"(?:static|statics|template|templates|build|dist|log|logs|logging|upload|uploads|media"
    r"|asset|assets|cache|tmp|temp|download|downloads|backup|backups|public|data|db|image"
    r"|images|img|font|fonts|session|sessions|report|reports|migration|migrations)"
)


def _app_data_key(key: str) -> bool:
    """Whether ``key`` names a folder of the app's own data: all its words before its last
    place word are :data:`_APP_DATA_WORD` (``static_dir``, ``upload_folder``)."""
    words = _snake(key).split("_")
    places = [i for i, word in enumerate(words) if _ANSWER_PLACE_WORD.fullmatch(word)]
    if not places or places[-1] == 0:
        return False
    return all(_APP_DATA_WORD.fullmatch(word) for word in words[: places[-1]])


#: How deep :func:`_unread_folder` looks into objects and lists beside ``files`` (a bound:
#: the header is the model's, its nesting is not).
_FOLDER_DEPTH = 4


def _unread_folder(
    key: str, value: object, paths: frozenset[str], depth: int = 0, path: str = ""
) -> str | None:
    """The folder that ``value`` may be for the files, or None (:func:`_unread_string`); down
    in objects to :data:`_FOLDER_DEPTH` levels (``{"project": {"paths": {"root": "proj"}}}``:
    its members weighed under the keys' words joined, ``project_paths_root``) and in lists:
    the objects of a list, a list of one folder (``["proj"]``, ``["proj", "proj"]``: the same
    folder twice is one). Several folders under a key that says where to save (``"save_to":
    ["proj", "backup"]``) are each a folder for the files: the first one ``path`` is not in
    is returned (a file in only some is refused); several items under any other key name no
    one folder (a list of settings)."""
    if depth > _FOLDER_DEPTH:
        return None
    if isinstance(value, dict):
        for inner, item in value.items():
            if _app_data_key(str(inner)):
                continue
            folder = _unread_folder(f"{_snake(key)}_{_snake(inner)}", item, paths, depth + 1, path)
            if folder is not None:
                return folder
        return None
    if isinstance(value, list):
        for item in value:
            if isinstance(item, dict):
                folder = _unread_folder(key, item, paths, depth + 1, path)
                if folder is not None:
                    return folder
        strings = [item for item in value if isinstance(item, str)]
        if not strings:
            return None
        if len(set(strings)) == 1 and len(strings) == len(value):
            return _unread_string(key, strings[0], paths)
        if _SAVE_KEY.search(_snake(key)):
            folders = [f for item in strings if (f := _unread_string(key, item, paths))]
            return next((f for f in folders if not _in_folder(path, f)), next(iter(folders), None))
        return None
    return _unread_string(key, value, paths)


def _unread_string(key: str, value: object, paths: frozenset[str]) -> str | None:
    """The folder that ``value``, under the key ``key`` beside ``files`` that no rule reads,
    may be for the files, or None: a relative folder's shape (:data:`_FOLDER_SHAPE`) whose
    last name has no suffix (``proj``, ``src/app``; ``main.py``, ``1.0.0``, ``v1.2`` name a
    file or a version) or that ends with ``/``, that is no written file's path, no MIME type
    or URL, no number, not the project's root (``.``); a bare word (no ``/``) only under a
    key named for a place (:data:`_ANSWER_PLACE_WORD`). A sentence (a blank in it), an
    absolute folder (the project's place on the model's machine) are no such folder."""
    if not isinstance(value, str):
        return None
    text = value.strip()
    if not _FOLDER_SHAPE.fullmatch(text) or _NOT_A_PATH.fullmatch(text) or text.isdigit():
        return None
    bare = _bare(text)
    if not bare.strip(".") or bare in paths:
        return None
    last = bare.rsplit("/", 1)[-1]
    if not text.endswith("/") and posixpath.splitext(last)[1]:
        return None  # (a file's name or a version: no folder)
    if "/" not in text.rstrip("/") and not text.endswith("/"):
        words = _snake(key).split("_")
        if not any(_ANSWER_PLACE_WORD.fullmatch(word) for word in words) and not (
            _SAVE_KEY.search(_snake(key))
        ):
            return None
    if _app_data_key(key):
        return None  # (``static_dir``: the app's own folder, a setting of its code)
    return text


def _in_folder(path: str, folder: str) -> bool:
    base = folder.strip().rstrip("/").removeprefix("./")
    return path.removeprefix("./").startswith(base + "/")


def folder_of_answer(
    header: dict[str, Any],
    path: str,
    paths: frozenset[str] = frozenset(),
    read: frozenset[str] = frozenset(),
) -> str | None:
    """Why the file at ``path`` is refused, when a key beside ``files`` (in ``header``) names
    a folder relative to the project that ``path`` is not in; None otherwise. The keys of
    :data:`_ANSWER_FOLDER_KEYS` name one by their name; any other key not in ``read`` (the
    keys the reader reads as something else) when its value has a folder's shape
    (:func:`_unread_folder`; ``paths``: the answer's files, whose paths are no folder)."""
    for key, value in header.items():
        if _snake(key) in _ANSWER_FOLDER_KEYS:
            if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
                # (``["proj"]``, ``["proj", "proj"]``: the one folder, in a list; several
                # folders: each is one the file must be in, else it is refused)
                value = next((v for v in value if not _in_folder(path, v)), value[0])
            folder = value if isinstance(value, str) else None
            known = True
        elif key in read:
            continue
        else:
            folder = _unread_folder(str(key), value, paths, path=path)
            known = False
        if folder is None:
            continue
        base = folder.strip().rstrip("/").removeprefix("./")
        if not base.strip(".") or base.startswith(("/", "~")) or re.match(r"[A-Za-z]:", base):
            continue  # ('.', or absolute: the project's own place; the paths are relative)
        if not path.removeprefix("./").startswith(base + "/"):
            if known:
                return (
                    f"the answer names the folder {folder!r} under {key!r} beside its files, "
                    f"and {path!r} is not in it: it is not clear whether the file goes there or "
                    "at the root, so it was not accepted. Write each file's whole path under "
                    "'file_path'"
                )
            return (
                f"the key {key!r} beside the files holds {folder!r}, which reads as a folder "
                f"the files may go in, and {path!r} is not in it: it is not clear whether the "
                f"file goes at {base + '/' + path.removeprefix('./')!r} or at {path!r}, so it "
                "was not accepted. Write each file's whole path under 'file_path' and drop "
                f"{key!r}"
            )
    return None
