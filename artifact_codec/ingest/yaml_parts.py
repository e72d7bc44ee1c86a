"""A YAML file that is a part of a file: its own references dangle.

A GitHub Actions workflow names its jobs in each job's ``needs:``, and a base Compose file its
services in ``depends_on:``, ``links:``, ``volumes_from:`` and ``extends: service:``: each
name must be a key of the file's ``jobs:`` (``services:``) mapping, or the tool refuses the
file. A name that is not is a job (a service) the answer left out: the file is a part of a
file, refused as left-out code (see :mod:`.placeholders`). A Compose file with a top-level
``volumes:`` key must declare there every named volume its services mount (``data:/var/...``);
without the key, no decision (the short form of old files).

The file is read by a small line reader, not a YAML library: PyYAML is no dependency of the
project, and what is read is a few block mappings by indentation (keys, list items, a flow
list on one line). Whatever the reader does not follow (a tab in the indentation, a flow
collection over lines) makes no decision: a file the reader cannot read is never refused.
:func:`keys_around` also gives the keys of the mapping a comment line stands in, for the
notes read by :mod:`.placeholders` ("# test and deploy jobs unchanged").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["dangling_reference", "keys_around"]

_KEY = re.compile(
    r"(?P<item>-[ \t]+)?(?P<key>[A-Za-z0-9_.<$][\w.<$/-]*|\"[^\"\n]*\"|'[^'\n]*')"
    r"[ \t]*:(?:[ \t]+(?P<value>.*))?$"
)
_ITEM = re.compile(r"-(?:[ \t]+(?P<value>.*))?$")
_BLOCK_SCALAR = re.compile(r"[|>][0-9+-]*$")


@dataclass(frozen=True, slots=True)
class _Line:
    number: int  # 1-based
    start: int  # offset of the line in the content
    indent: int  # of its key or item (after "- ")
    key: str | None
    value: str  # the scalar after the key or the item's dash, its remark dropped
    item: bool


class _Unread(Exception):
    """A line the reader does not follow: no decision."""


def _scalar(text: str) -> str:
    text = text.strip()
    if text[:1] in ("'", '"'):
        return text[1 : text.find(text[0], 1)] if text.find(text[0], 1) > 0 else text
    at = text.find(" #")
    if at != -1:
        text = text[:at]
    return text.strip()


def _open_flow(text: str) -> bool:
    """Whether ``text`` (a value as written) opens a flow collection it does not close."""
    text = text.strip()
    return text[:1] in ("[", "{") and _scalar(text)[-1:] not in ("]", "}")


def _documents(content: str) -> list[list[_Line]]:
    """The lines of each document of ``content`` that hold a key or a list item."""
    documents: list[list[_Line]] = [[]]
    scalar_indent = -1  # (inside a block scalar: its key's indent)
    start = 0
    for number, raw in enumerate(content.split("\n"), 1):
        line_start = start
        start += len(raw) + 1
        line = raw.rstrip("\r")
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        if not stripped.strip() or stripped.startswith("#"):
            continue
        if scalar_indent != -1:
            if indent > scalar_indent:
                continue
            scalar_indent = -1
        if line.startswith(("---", "...")):
            documents.append([])
            continue
        if stripped.startswith("\t"):
            raise _Unread
        found = _KEY.match(stripped)
        if found is not None:
            item = found.group("item") is not None
            key = _scalar(found.group("key"))
            value = _scalar(found.group("value") or "")
            at = indent + (len(found.group("item")) if item else 0)
            if item:
                documents[-1].append(_Line(number, line_start, indent, None, "", True))
            documents[-1].append(_Line(number, line_start, at, key, value, False))
            if _BLOCK_SCALAR.fullmatch(value):
                scalar_indent = at
            elif _open_flow(found.group("value") or ""):
                raise _Unread  # (a flow collection over lines)
            continue
        found = _ITEM.match(stripped)
        if found is not None:
            value = _scalar(found.group("value") or "")
            if _open_flow(found.group("value") or ""):
                raise _Unread
            documents[-1].append(_Line(number, line_start, indent, None, value, True))
            if _BLOCK_SCALAR.fullmatch(value):
                scalar_indent = indent
            continue
        # (a scalar going on over lines, a flow collection's line: part of what is above)
    return documents


def _children(lines: list[_Line], at: int) -> list[int]:
    """The indexes of the lines directly under ``lines[at]`` (-1: the document's top)."""
    indent = -1 if at == -1 else lines[at].indent
    first = -1
    found: list[int] = []
    for i in range(at + 1, len(lines)):
        line = lines[i]
        if line.indent <= indent and not (
            at != -1 and lines[at].key is not None and line.item and line.indent == indent
        ):
            break
        if first == -1:
            first = line.indent
        if line.indent == first:
            found.append(i)
    return found


def _keys(lines: list[_Line], at: int) -> dict[str, int]:
    return {
        key: i
        for i in _children(lines, at)
        if (key := lines[i].key) is not None and not lines[i].item
    }


def _flow(value: str) -> list[str]:
    if value.startswith("[") and value.endswith("]"):
        return [_scalar(part) for part in value[1:-1].split(",") if part.strip()]
    return [value] if value else []


def _names(lines: list[_Line], at: int, *, mapping: bool) -> list[tuple[str, int]]:
    """The names a key at ``at`` lists: its flow list or scalar, its list items, or (when
    ``mapping``) the keys of its mapping; each with its line number."""
    line = lines[at]
    if line.value:
        return [(name, line.number) for name in _flow(line.value)]
    names: list[tuple[str, int]] = []
    for i in _children(lines, at):
        child = lines[i]
        if child.item:
            if child.value:
                names.append((child.value, child.number))
            elif i + 1 < len(lines) and lines[i + 1].number == child.number:
                return []  # (an item that is a mapping: no name)
        elif mapping and child.key is not None:
            names.append((child.key, child.number))
    return names


def _workflow(lines: list[_Line], path: str) -> tuple[int, str] | None:
    top = _keys(lines, -1)
    if "jobs" not in top or not (
        "on" in top or "true" in top or "/.github/workflows/" in "/" + path.replace("\\", "/")
    ):
        return None
    jobs = _keys(lines, top["jobs"])
    for job, at in jobs.items():
        needs = _keys(lines, at).get("needs")
        if needs is None:
            continue
        for name, number in _names(lines, needs, mapping=False):
            if name not in jobs and not name.startswith("${{"):
                return number, (
                    f"job {job} needs {name} (line {number}), which the file does not define"
                )
    return None


#: The names of a project's base Compose file. An overlay (``docker-compose.override.yml``,
#: ``compose.prod.yaml``) is merged with the base by ``-f`` and may name the base's services
#: and volumes: no decision; nor for a file with ``include:`` (its services may be another's).
_COMPOSE_NAME = re.compile(r"(?:docker-)?compose\.ya?ml", re.IGNORECASE)


def _compose(lines: list[_Line], path: str) -> tuple[int, str] | None:
    top = _keys(lines, -1)
    name = path.replace("\\", "/").rsplit("/")[-1]
    if "services" not in top or "include" in top or not _COMPOSE_NAME.fullmatch(name):
        return None
    services = _keys(lines, top["services"])
    volumes = _keys(lines, top["volumes"]) if "volumes" in top else None
    if volumes is not None and lines[top["volumes"]].value:
        volumes = None  # ("volumes: {}" or the like: not read)
    for service, at in services.items():
        keys = _keys(lines, at)
        named: list[tuple[str, int, str]] = []
        for key, mapping in (("depends_on", True), ("links", False), ("volumes_from", False)):
            if key in keys:
                for name, number in _names(lines, keys[key], mapping=mapping):
                    if key == "volumes_from" and name.startswith("container:"):
                        continue
                    named.append((name.partition(":")[0], number, key))
        if "extends" in keys:
            extends = _keys(lines, keys["extends"])
            if "service" in extends and "file" not in extends:
                line = lines[extends["service"]]
                named.append((line.value, line.number, "extends"))
        for name, number, key in named:
            if name and name not in services and not name.startswith("$"):
                return number, (
                    f"service {service} names {name} in {key} (line {number}), which the file "
                    "does not define"
                )
        if volumes is not None and "volumes" in keys:
            for mount, number in _names(lines, keys["volumes"], mapping=False):
                source = mount.partition(":")[0] if ":" in mount else ""
                if source and re.fullmatch(r"[A-Za-z0-9][\w.-]*", source) and source not in volumes:
                    return number, (
                        f"service {service} mounts volume {source} (line {number}), which the "
                        "file's volumes: does not define"
                    )
    return None


def dangling_reference(path: str, content: str) -> tuple[int, str] | None:
    """The line and the description of the first reference of a workflow or Compose file
    ``content`` (at ``path``) to a job, service or volume it does not define; None when every
    one is defined, or the file is neither, or the reader does not follow it."""
    try:
        documents = _documents(content)
    except _Unread:
        return None
    if len(documents) != 1:
        return None
    lines = documents[0]
    return _workflow(lines, path) or _compose(lines, path)


def keys_around(content: str, offset: int, indent: int) -> frozenset[str] | None:
    """The keys of the mapping a comment line at ``offset`` (indented ``indent``) stands in:
    the keys at its indentation under the key it is in (a document's top keys at the margin);
    None when the reader does not follow the file."""
    try:
        documents = _documents(content)
    except _Unread:
        return None
    # (the document the comment is in: the last one starting before it)
    lines = documents[0]
    document_starts = [m.start() for m in re.finditer(r"^(?:---|\.\.\.)", content, re.M)]
    before = sum(1 for start in document_starts if start < offset)
    if before < len(documents):
        lines = documents[before]
    parent = -1
    last = -1
    below = -1
    for i, line in enumerate(lines):
        if line.start >= offset:
            below = i
            break
        last = i
        if line.indent < indent and line.key is not None and not line.value:
            parent = i
    if last != -1 and _BLOCK_SCALAR.fullmatch(lines[last].value) and indent > lines[last].indent:
        return None  # (a line of a block scalar, "run: |": the scalar's text, no comment)
    keys = _item_keys(lines, parent)
    if (
        below != -1
        and lines[below].indent == indent
        and lines[below].key
        and not lines[below].value
    ):
        # (the key under the comment opens a block: the comment may be on its keys, "# host
        # and port unchanged" over "server:")
        keys |= _item_keys(lines, below)
    return keys


def _item_keys(lines: list[_Line], parent: int) -> frozenset[str]:
    """The keys of the mapping under ``lines[parent]`` (-1: the document's top), lowercased;
    for a list of mappings, its items' names or ids ("- name: test")."""
    keys: set[str] = set()
    for i in _children(lines, parent):
        key = lines[i].key
        if key is not None and not lines[i].item:
            keys.add(key.lower())
        elif lines[i].item and i + 1 < len(lines) and lines[i + 1].number == lines[i].number:
            keys.update(
                (lines[j].value or "").lower()
                for j in _children(lines, i)
                if lines[j].key in ("name", "id") and lines[j].value
            )
    return frozenset(keys)
