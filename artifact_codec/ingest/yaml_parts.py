"""A YAML file that is a part of a file: its own references dangle.

A GitHub Actions workflow names its jobs in each job's ``needs:``, and a base Compose file its
services in ``depends_on:``, ``links:``, ``volumes_from:`` and ``extends: service:``: each
name must be a key of the file's ``jobs:`` (``services:``) mapping, or the tool refuses the
file. A name that is not is a job (a service) the answer left out: the file is a part of a
file, refused as left-out code (see :mod:`.placeholders`). A Compose file with a top-level
``volumes:`` key, or with none (fix-ci139), must declare there every named volume its services
mount (``data:/var/...``; a bind mount, ``./data:/x`` or ``/abs:/x``, is no named volume).

The file is read by a small line reader, not a YAML library: PyYAML is no dependency of the
project, and what is read is a few block mappings by indentation (keys, list items, flow
collections, on one line or over lines by their brackets; document markers around one
document). Whatever the reader does not follow (a tab in the indentation, a flow collection
never closed, two documents that hold keys) makes no decision: a file the reader cannot read
is never refused. A job (a service) with no body ("test:  # unchanged", "db: {}") is one the
answer left out too: the tool refuses it.
:func:`keys_around` also gives the keys of the mapping a comment line stands in, for the
notes read by :mod:`.placeholders` ("# test and deploy jobs unchanged").
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace

__all__ = [
    "ITEM_PREFIX",
    "dangling_reference",
    "elided_value",
    "in_empty_document",
    "kept_keys",
    "keys_around",
    "keys_everywhere",
    "not_loadable",
    "parent_key",
    "part_of_kind",
]

#: (fix-outputs191) A GitLab interpolation in a key (``$[[ inputs.job ]]:``, ``test-$[[
#: inputs.name ]]:``).
_INTERPOLATION = r"\$\[\[[^\]\n]{0,200}\]\]"
_KEY = re.compile(
    r"(?P<item>-[ \t]+)?(?P<key>/?(?:[A-Za-z0-9_.<$]|"
    + _INTERPOLATION
    + r")(?:[\w.<${}/-]|"
    + _INTERPOLATION
    + r")*|\"[^\"\n]*\"|'[^'\n]*')[ \t]*:(?:[ \t]+(?P<value>.*))?$"
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
    block: str = ""  # (fix-outputs191) a block scalar's text ("script: |"), its lines joined


class _Unread(Exception):
    """A line the reader does not follow: no decision."""


def _scalar(text: str) -> str:
    text = text.strip()
    if text.startswith("#"):
        return ""  # (a remark after the key: "needs:  # after the build")
    if text[:1] in ("'", '"'):
        return text[1 : text.find(text[0], 1)] if text.find(text[0], 1) > 0 else text
    at = text.find(" #")
    if at != -1:
        text = text[:at]
    return text.strip()


def _unquoted(text: str) -> Iterator[tuple[int, str]]:
    """Each character of ``text`` (a line's value, a flow collection's text) outside quotes,
    with its offset: the one scan of quotes of _flow_depth and _split_flow."""
    quote = ""
    for i, char in enumerate(text):
        if quote:
            if char == quote:
                quote = ""
        elif char in ("'", '"'):
            quote = char
        else:
            yield i, char


def _flow_depth(text: str, depth: int) -> int:
    """The depth of the flow brackets after ``text`` (a line's value or a flow collection's
    line, read from ``depth``): brackets in quotes and a remark (" #") not counted."""
    for i, char in _unquoted(text):
        if char == "#" and (i == 0 or text[i - 1] in " \t"):
            break
        if char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
    return depth


def _opens(value: str) -> int:
    """The flow brackets ``value`` (a value as written) leaves open: a flow collection over
    lines; 0 for a plain scalar ("a [b": no collection)."""
    value = _unanchored(value.strip())
    if value[:1] not in ("[", "{"):
        return 0
    depth = _flow_depth(value, 0)
    if depth < 0:
        raise _Unread
    return depth


def _unanchored(value: str) -> str:
    """``value`` without an anchor before it ("&after-build [build]": "[build]")."""
    found = re.match(r"&[^\s\[\]{},]+[ \t]*", value)
    return value[found.end() :] if found is not None else value


def _documents(content: str) -> list[list[_Line]]:
    """The lines of each document of ``content`` that hold a key or a list item."""
    documents: list[list[_Line]] = [[]]
    scalar_indent = -1  # (inside a block scalar: its key's indent)
    scalar_lines: list[str] = []  # (its lines so far)

    def scalar_ends() -> None:
        if scalar_lines and documents[-1]:
            documents[-1][-1] = replace(documents[-1][-1], block="\n".join(scalar_lines))
        scalar_lines.clear()

    flow_depth = 0  # (inside a flow collection over lines: its brackets open)
    flow_parts: list[str] = []  # (its lines' text so far)
    start = 0
    for number, raw in enumerate(content.split("\n"), 1):
        line_start = start
        start += len(raw) + 1
        line = raw.rstrip("\r")
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        if flow_depth > 0:
            # (a line of a flow collection over lines: its text is a part of the value of
            # the line that opened it, "needs: [" ... "]")
            text = stripped.strip()
            flow_depth = _flow_depth(text, flow_depth)
            if flow_depth < 0:
                raise _Unread
            if not text.startswith("#"):
                at = text.find(" #")
                flow_parts.append(text[:at].rstrip() if at != -1 else text)
            if flow_depth == 0:
                opened = documents[-1][-1]
                joined = " ".join([opened.value, *flow_parts]).strip()
                documents[-1][-1] = _Line(
                    opened.number, opened.start, opened.indent, opened.key, joined, opened.item
                )
                flow_parts = []
            continue
        if scalar_indent != -1 and (not stripped.strip() or indent > scalar_indent):
            scalar_lines.append(line)
            continue
        if not stripped.strip() or stripped.lstrip(" \t").startswith("#"):
            continue  # (a comment line, indented by spaces or a tab)
        if scalar_indent != -1:
            scalar_ends()
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
            else:
                flow_depth = _opens(found.group("value") or "")
            continue
        found = _ITEM.match(stripped)
        if found is not None:
            value = _scalar(found.group("value") or "")
            documents[-1].append(_Line(number, line_start, indent, None, value, True))
            if _BLOCK_SCALAR.fullmatch(value):
                scalar_indent = indent
            else:
                flow_depth = _opens(found.group("value") or "")
            continue
        if stripped[:1] in ("[", "{") and documents[-1]:
            opened = documents[-1][-1]
            if opened.key is not None and not opened.value and opened.indent < indent:
                # (fix-yaml70) a flow collection on the line under its key ("extends:" over
                # "{ service: base }"): the key's value
                value = _scalar(stripped)
                documents[-1][-1] = _Line(
                    opened.number, opened.start, opened.indent, opened.key, value, opened.item
                )
                flow_depth = _opens(stripped)
                continue
        # (a scalar going on over lines: part of what is above)
    if flow_depth != 0:
        raise _Unread  # (a flow collection never closed)
    scalar_ends()
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


def _split_flow(text: str) -> list[str]:
    """The entries of a flow collection's text inside its brackets, split at its own commas
    (not those in quotes or in a nested collection)."""
    parts: list[str] = []
    depth = 0
    begin = 0
    for i, char in _unquoted(text):
        if char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[begin:i])
            begin = i + 1
    parts.append(text[begin:])
    return [part.strip() for part in parts if part.strip()]


def _flow_pairs(value: str) -> dict[str, str]:
    """A flow mapping's keys and their scalars ("{service: base}"); none for another value."""
    value = _unanchored(value)
    if not (value.startswith("{") and value.endswith("}")):
        return {}
    pairs: dict[str, str] = {}
    for part in _split_flow(value[1:-1]):
        found = re.match(r"(\"[^\"]*\"|'[^']*'|[^:]*)[ \t]*(?::(?:[ \t]+|$)(.*))?$", part)
        if found is not None:
            pairs[_scalar(found.group(1))] = _scalar(found.group(2) or "")
    return pairs


def _flow(value: str) -> list[str]:
    """The names a value lists: a flow list's scalars, a flow mapping's keys, a scalar; none
    for an alias ("*deps": its names are the anchor's, not read)."""
    value = _unanchored(value)
    if value.startswith("*"):
        return []
    if value.startswith("[") and value.endswith("]"):
        return [
            _scalar(part) for part in _split_flow(value[1:-1]) if part[:1] not in ("[", "{", "*")
        ]
    if value.startswith("{") and value.endswith("}"):
        keys: list[str] = []
        for part in _split_flow(value[1:-1]):
            if part[:1] in ("'", '"'):
                keys.append(_scalar(part))
            else:
                keys.append(_scalar(re.split(r":(?:[ \t]|$)", part, maxsplit=1)[0]))
        return keys
    return [value] if value else []


def _names(lines: list[_Line], at: int, *, mapping: bool) -> list[tuple[str, int]]:
    """The names a key at ``at`` lists: its flow list or scalar, its list items, or (when
    ``mapping``) the keys of its mapping; each with its line number."""
    line = lines[at]
    if _unanchored(line.value):
        return [(name, line.number) for name in _flow(line.value)]
    names: list[tuple[str, int]] = []
    for i in _children(lines, at):
        child = lines[i]
        if child.item:
            if child.value:
                if not child.value.startswith("*"):  # (an alias: the anchor's names)
                    names.append((child.value, child.number))
            elif i + 1 < len(lines) and lines[i + 1].number == child.number:
                return []  # (an item that is a mapping: no name)
        elif mapping and child.key is not None:
            names.append((child.key, child.number))
    return names


#: A job (a service) whose body is nothing, an empty mapping or a scalar ("test:  # unchanged",
#: "test: ...", "db: {}  # same"): the tool refuses it (a job needs runs-on or uses, a
#: service an image or a build), so it stands for the body the answer left out.
_NO_BODY = "{kind} {name} (line {line}) has no body: the {kind} the answer left out"


def _no_body(lines: list[_Line], at: int) -> bool:
    value = _unanchored(lines[at].value)
    if value.startswith("*"):
        return False  # (an alias: the anchor's body)
    if value.startswith("{"):
        return not _split_flow(value[1:-1].rstrip("}"))
    return bool(value) or not _children(lines, at)


def _workflow(lines: list[_Line], path: str) -> tuple[int, str] | None:
    top = _keys(lines, -1)
    if "jobs" not in top or not (
        "on" in top or "true" in top or "/.github/workflows/" in "/" + path.replace("\\", "/")
    ):
        return None
    if _unanchored(lines[top["jobs"]].value).startswith("{"):
        return _flow_references(lines[top["jobs"]], "job", ("needs",))
    jobs = _keys(lines, top["jobs"])
    for job, at in jobs.items():
        if _no_body(lines, at):
            return lines[at].number, _NO_BODY.format(kind="job", name=job, line=lines[at].number)
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
    if _unanchored(lines[top["services"]].value).startswith("{"):
        return _flow_references(
            lines[top["services"]], "service", ("depends_on", "links", "volumes_from")
        )
    services = _keys(lines, top["services"])
    # (fix-ci139) no top-level volumes: at all declares none: a named volume a service mounts
    # is one the file lacks (Compose: "refers to undefined volume"), the key left out
    volumes: dict[str, int] | None = {}
    if "volumes" in top:
        declared_volumes = _merged_keys(lines, top["volumes"])
        volumes = dict.fromkeys(declared_volumes, 0) if declared_volumes is not None else None
    if "volumes" in top and _unanchored(lines[top["volumes"]].value):
        value = _unanchored(lines[top["volumes"]].value)
        # (fix-yaml85) a flow mapping's keys are the volumes it declares, "volumes: {cache: {}}";
        # "volumes: {}" or another value: not read
        declared = _flow(value) if value.startswith("{") and value.endswith("}") else []
        volumes = dict.fromkeys(declared, 0) if declared else None
    for service, at in services.items():
        if _no_body(lines, at):
            return lines[at].number, _NO_BODY.format(
                kind="service", name=service, line=lines[at].number
            )
        keys = _keys(lines, at)
        named: list[tuple[str, int, str]] = []
        for key, mapping in (("depends_on", True), ("links", False), ("volumes_from", False)):
            if key in keys:
                for name, number in _names(lines, keys[key], mapping=mapping):
                    if key == "volumes_from" and name.startswith("container:"):
                        continue
                    named.append((name.partition(":")[0], number, key))
        if "extends" in keys:
            line = lines[keys["extends"]]
            pairs = _flow_pairs(line.value)  # ("extends: {service: base}")
            if not pairs:
                pairs = {key: lines[i].value for key, i in _keys(lines, keys["extends"]).items()}
                line = lines[_keys(lines, keys["extends"]).get("service", keys["extends"])]
            if "service" in pairs and "file" not in pairs:
                named.append((pairs["service"], line.number, "extends"))
        if "network_mode" in keys:  # (fix-yaml98) "service:vpn": the network of service vpn
            line = lines[keys["network_mode"]]
            mode = _scalar(line.value)
            if mode.startswith("service:"):
                named.append((mode.removeprefix("service:"), line.number, "network_mode"))
        for name, number, key in named:
            if name and name not in services and not name.startswith("$"):
                return number, (
                    f"service {service} names {name} in {key} (line {number}), which the file "
                    "does not define"
                )
        for section in ("networks", "secrets", "configs"):
            # (fix-yaml98) a network, secret or config a service uses: one the file declares
            if section not in keys:
                continue
            known = set(_keys(lines, top[section])) if section in top else set()
            if section in top and _unanchored(lines[top[section]].value):
                continue  # (a flow or aliased top-level section: not read)
            for name, number in _section_names(lines, keys[section]):
                if name in known or name.startswith("$") or name == "default":
                    continue
                return number, (
                    f"service {service} uses {section[:-1]} {name} (line {number}), which the "
                    f"file's {section}: does not declare"
                )
        mounted = keys.get("volumes")
        if mounted is not None:
            mounted = _anchor_of(lines, lines[mounted].value, mounted)
        elif "<<" in keys:
            # (fix-ci129) a merge key's anchor, "<<: *db" over "x-db: &db" holding volumes:
            merged = _anchor_of(lines, lines[keys["<<"]].value, -1)
            mounted = _keys(lines, merged).get("volumes") if merged != -1 else None
        if volumes is not None and mounted is not None and mounted != -1:
            for source, number in _volume_sources(lines, mounted):
                if source not in volumes:
                    where = "file's volumes:" if "volumes" in top else "file (no volumes: key)"
                    return number, (
                        f"service {service} mounts volume {source} (line {number}), which the "
                        f"{where} does not define"
                    )
    return None


def _anchor_of(lines: list[_Line], value: str, at: int) -> int:
    """(fix-ci129) For an alias value ("*vols"), the line whose value anchors it ("x-vols:
    &vols", its body under it); ``at`` for another value; -1 for an anchor not found."""
    found = _ALIAS.fullmatch(value.strip())
    if found is None:
        return at
    for i, line in enumerate(lines):
        if line.key is not None and re.fullmatch(rf"&{re.escape(found.group(1))}", line.value):
            return i
    return -1


def _flow_tree(value: str) -> dict[str, object] | list[object] | str:
    """(fix-ci129) A flow collection read into mappings, lists and scalars ("{web: {build: .,
    depends_on: [db]}}"); a scalar as itself."""
    value = _unanchored(value.strip())
    if value.startswith("{") and value.endswith("}"):
        tree: dict[str, object] = {}
        for part in _split_flow(value[1:-1]):
            pair = re.split(r":(?:[ \t]+|$)", part, maxsplit=1)
            tree[_scalar(pair[0])] = _flow_tree(pair[1]) if len(pair) == 2 else ""
        return tree
    if value.startswith("[") and value.endswith("]"):
        return [_flow_tree(part) for part in _split_flow(value[1:-1])]
    return _scalar(value)


def _flow_references(line: _Line, kind: str, keys: tuple[str, ...]) -> tuple[int, str] | None:
    """(fix-ci129) A flow mapping of jobs or services on one line ("jobs: {deploy: {needs:
    [test]}}"): a name one of them lists under ``keys`` that is no item of it."""
    items = _flow_tree(line.value)
    if not isinstance(items, dict):
        return None
    for item, body in items.items():
        if not isinstance(body, dict):
            continue
        for key in keys:
            named = body.get(key, [])
            names = [named] if isinstance(named, str) else named
            if isinstance(named, dict):
                names = list(named)
            for name in names if isinstance(names, list) else []:
                if not isinstance(name, str):
                    continue
                name = name.partition(":")[0] if key in ("volumes_from", "links") else name
                if name and name not in items and not name.startswith(("$", "container")):
                    return line.number, (
                        f"{kind} {item} names {name} in {key} (line {line.number}), which the "
                        "file does not define"
                    )
    return None


def _section_names(lines: list[_Line], at: int) -> list[tuple[str, int]]:
    """(fix-yaml98) The networks, secrets or configs a service's key at ``at`` names: a flow
    list's or a list's names, a mapping's keys, each item's ``source:``; none for a value the
    reader does not follow (an alias)."""
    value = _unanchored(lines[at].value)
    if value.startswith("*"):
        return []
    if value.startswith("[") and value.endswith("]"):
        found = []
        for part in _split_flow(value[1:-1]):
            pairs = _flow_pairs(part)
            found.append((pairs.get("source", "") if pairs else _scalar(part), lines[at].number))
        return found
    if value:
        return []
    return _names(lines, at, mapping=True) + _item_values(lines, at, "source")


def _item_values(lines: list[_Line], at: int, key: str) -> list[tuple[str, int]]:
    """(fix-yaml98) The value of ``key`` in each list item under ``at`` that is a mapping
    ("- job: build", "- source: nginx_conf"), with its line number."""
    found = []
    for i in range(at + 1, len(lines)):
        line = lines[i]
        if line.indent <= lines[at].indent and not (line.item and line.indent == lines[at].indent):
            break
        if line.key == key and line.value and (line.item or lines[i - 1].number == line.number):
            found.append((_scalar(line.value), line.number))
    return found


_VOLUME_NAME = re.compile(r"[A-Za-z0-9][\w.-]*")


def _volume_sources(lines: list[_Line], at: int) -> list[tuple[str, int]]:
    """The named volumes a service's ``volumes:`` at ``at`` mounts, each with its line: the
    source of a short-form mount ("data:/var/lib/x", not a path) and of a long-syntax one
    ("- type: volume" with "source: data", as a block or a flow mapping)."""
    found: list[tuple[str, int]] = []
    mounts: list[tuple[str, int]] = []
    value = _unanchored(lines[at].value)
    if value:
        mounts = [(name, lines[at].number) for name in _flow(value)]
        if value.startswith("[") and value.endswith("]"):
            # (fix-yaml70) a flow list of long-syntax mappings, "[{type: volume, ...}]"
            for part in _split_flow(value[1:-1]):
                pairs = _flow_pairs(part)
                source = pairs.get("source", "") if pairs.get("type") == "volume" else ""
                if _VOLUME_NAME.fullmatch(source):
                    found.append((source, lines[at].number))
    for i in [] if value else _children(lines, at):
        item = lines[i]
        if not item.item:
            continue
        pairs = _flow_pairs(item.value)
        if not pairs and (
            (i + 1 < len(lines) and lines[i + 1].number == item.number)
            or not _unanchored(item.value)
        ):
            # (a mapping on the dash's line, or under a dash alone or an anchor alone,
            # fix-yaml70: "-" or "- &m" over "type: volume")
            pairs = {key: lines[j].value for key, j in _keys(lines, i).items()}
        if pairs:
            source = pairs.get("source", "") if pairs.get("type") == "volume" else ""
            if _VOLUME_NAME.fullmatch(source):
                # (fix-yaml55) a name as written only, as in the short form: an interpolated
                # "${PG_VOLUME:-pgdata}", "$VAR" or an anchored "&pg pgdata" is no decision
                found.append((source, item.number))
        elif item.value and not item.value.startswith("*"):  # (an alias: the anchor's)
            mounts.append((item.value, item.number))
    for mount, number in mounts:
        if re.match(r"[A-Za-z]:[\\/]", mount):
            continue  # (a Windows path, "C:/Users/me/site:/site": a bind mount)
        source = mount.partition(":")[0] if ":" in mount else ""
        if _VOLUME_NAME.fullmatch(source):
            found.append((source, number))
    return sorted(found, key=lambda pair: pair[1])


_LONE_CR = re.compile(r"\r(?!\n)")


def dangling_reference(path: str, content: str) -> tuple[int, str] | None:
    """The line and the description of the first reference of a workflow or Compose file
    ``content`` (at ``path``) to a job, service or volume it does not define; None when every
    one is defined, or the file is neither, or the reader does not follow it."""
    # (fix-yaml55) read as the rest of the reader reads lines: a BOM is no text of the first
    # line, a lone CR ends a line (the same count of characters: line numbers stay)
    content = _LONE_CR.sub("\n", content.removeprefix("\ufeff"))
    try:
        documents = _documents(content)
    except _Unread:
        return None
    # (a document marker around one document, "---" at the top as yamllint asks or "..."
    # at its end, leaves one document: no decision only for two documents that hold keys)
    documents = [document for document in documents if document]
    if len(documents) != 1:
        return None
    lines = documents[0]
    return _workflow(lines, path) or _compose(lines, path)


_DOTS = frozenset(("...", "\u2026", ". . ."))
#: (fix-yaml98) An ellipsis in any length: three dots or more, spaced or not, "\u2026".
_ELLIPSIS = r"(?:\.{3,}|\u2026+|\.(?: \.){2,})"
_ONLY_ELLIPSIS = re.compile(_ELLIPSIS)
#: (fix-yaml98) An item that stands for items left out in words: words between dots ("... other
#: steps ...", "\u2026other env vars\u2026"), dots then words in brackets ("... (other
#: commands)"), a placeholder of others in angle brackets ("<other steps>"), "etc.".
_ELIDED_ITEM = re.compile(
    rf"{_ELLIPSIS}[ \t]*[A-Za-z][\w ,'-]*?[ \t]*{_ELLIPSIS}"
    rf"|{_ELLIPSIS}[ \t]*\([A-Za-z][\w ,'-]*\)"
    r"|<[ \t]*(?:other|others|more|rest|remaining)\b[\w ,'-]*>"
    r"|etc\.?|and so on\.?",
    re.IGNORECASE,
)


def _elision(value: str, *, item: bool) -> bool:
    """(fix-yaml98) Whether ``value`` (a scalar as read) is only an ellipsis; for an ``item`` (a
    list item, a flow collection's entry) also words of items left out around it."""
    return (
        value in _DOTS
        or _ONLY_ELLIPSIS.fullmatch(value) is not None
        or (item and _ELIDED_ITEM.fullmatch(value) is not None)
    )


def _dotted(value: str, *, item: bool = False) -> bool:
    """Whether ``value`` (a line's value as read) is an ellipsis or a flow collection holding
    one as an entry or a pair's value, at any depth ("[..., {run: pytest}]", "{...}"); an
    entry quoted ("[\"...\", {run: pytest}]") too (the caller weighs the quotes)."""
    value = _unanchored(value)
    if _elision(value, item=item):
        return True
    if value[:1] not in ("[", "{") or value[-1:] not in ("]", "}"):
        return False
    for part in _split_flow(value[1:-1]):
        if _elision(_scalar(part), item=True) or _dotted(part, item=True):
            return True
        if value[0] == "{":
            pair = re.split(r":(?:[ \t]|$)", part, maxsplit=1)
            if len(pair) == 2 and _dotted(pair[1].strip()):
                return True
    return False


#: (fix-yaml89) Keys whose value is text a program shows (an issue form's placeholder, a
#: locale's label for an ellipsis): "..." there is the text, not an item left out.
_TEXT_KEYS = frozenset(
    (
        "placeholder",
        "ellipsis",
        "omission",
        "truncation",
        "separator",
        "suffix",
        "prefix",
        "loading",
        "more",
    )
)


_DOCUMENT_END = re.compile(r"^\.\.\.[ \t\r]*$", re.M)
#: (fix-yaml98) A line of only an ellipsis that is no document end: indented (a plain scalar
#: going on under its key, "resources:" over "  ...", or a line of a "run: |" script), or at
#: the margin in another spelling ("....", "\u2026").
_DOTS_LINE = re.compile(
    rf"^(?:[ \t]+{_ELLIPSIS}|(?:\.{{4,}}|\u2026+|\.(?: \.){{2,}}))[ \t\r]*$", re.M
)
_EMPTY_DOCUMENT = re.compile(r"^---[ \t\r]*\n(?:[ \t]*(?:#[^\n]*)?\r?\n)*\Z", re.M)
_NEXT_CONTENT = re.compile(r"^[ \t]*[^ \t\r\n#]", re.M)


def _document_end_inside(content: str) -> tuple[int, str] | None:
    """(fix-yaml89) The line of a "..." at the margin that content follows with no "---" (nor a
    directive) opening the next document: YAML ends the document there and reads the rest as
    a second, bare one, but a stream of documents opens each with "---"; the model cut one
    mapping there ("image:" ... "..." ... "service:"), leaving keys out. None for none."""
    dots = _DOTS_LINE.search(content) if "." in content or "\u2026" in content else None
    if dots is not None:
        return content.count("\n", 0, dots.start()) + 1, dots.group(0).strip()
    for end in _DOCUMENT_END.finditer(content):
        following = _NEXT_CONTENT.search(content, end.end())
        if following is None:
            if _EMPTY_DOCUMENT.search(content, 0, end.start()) is not None:
                # (fix-yaml98) "---" then "..." alone: no document's end but one left out
                return content.count("\n", 0, end.start()) + 1, "..."
            continue
        if not content.startswith(("---", "%"), following.end() - 1):
            return content.count("\n", 0, end.start()) + 1, "..."
    return None


#: (fix-yaml89) Keys whose value is a command, steps or items a tool runs: a quoted "..." there
#: (or as a list item of no key, "- '...'") is no string any tool means, but items left out.
_ITEM_KEYS = frozenset(
    (
        "run",
        "script",
        "before_script",
        "after_script",
        "command",
        "cmd",
        "entrypoint",
        "args",
        "steps",
        "tasks",
        "handlers",
        "containers",
        "jobs",
        "services",
    )
)


#: (hunt109) mkdocs' awesome-pages plugin listed under ``plugins:`` (``- awesome-pages``, with
#: options ``- awesome-pages:``): its nav's ``- ...`` item is the plugin's own "the rest of the
#: pages here" entry, one reading.
_AWESOME_PAGES = re.compile(r"^[ \t]*-[ \t]+[\"']?awesome-pages[\"']?[ \t]*:?[ \t\r]*$", re.M)


def elided_value(content: str) -> tuple[int, str] | None:
    """(fix-yaml85) The line and text of the first item or value of ``content`` (a YAML file)
    that is only an ellipsis, at any depth ("- ...", "- \u2026", "spec: ...", "test: {...}",
    "steps: [..., {run: pytest}]"): YAML reads it as the string "...", which no tool runs as
    a step, a command, a container or a job; the model left items out there. A quoted
    ellipsis ('...') is a string the file means; None when the reader does not follow the
    file."""
    content = _LONE_CR.sub("\n", content.removeprefix("\ufeff"))
    inside = _document_end_inside(content)
    if inside is not None:
        return inside
    try:
        documents = _documents(content)
    except _Unread:
        return None
    awesome = "awesome-pages" in content and _AWESOME_PAGES.search(content) is not None
    for lines in documents:
        for line in lines:
            if awesome and line.item and line.key is None and line.value == "...":
                continue  # (hunt109) awesome-pages' rest-of-pages nav entry
            if not line.value or not _dotted(line.value, item=line.item and line.key is None):
                continue
            end = content.find("\n", line.start)
            raw = content[line.start : len(content) if end == -1 else end]
            if ("'..." in raw or '"...' in raw or "'\u2026" in raw or '"\u2026' in raw) and not (
                line.key.lower() in _ITEM_KEYS if line.key is not None else line.item
            ):
                continue
            if line.key is not None and line.key.lower() in _TEXT_KEYS:
                continue  # (fix-yaml89) "placeholder: ...", "ellipsis: ...": text shown
            return line.number, raw.strip()
    return None


_ALIAS = re.compile(r"\*([^\s\[\]{},]+)")
_ANCHOR = re.compile(r"(?:^|[\s\[{,:-])&([^\s\[\]{},]+)", re.M)


def _aliases(value: str) -> Iterator[str]:
    """The anchors a value (as written, its remark dropped) names as aliases: the value itself
    ("*defaults"), or the entries and pair values of its flow collection ("[*a, *b]")."""
    value = _unanchored(value.strip())
    found = _ALIAS.fullmatch(value)
    if found is not None:
        yield found.group(1)
    elif value[:1] in ("[", "{") and value[-1:] in ("]", "}"):
        for part in _split_flow(value[1:-1]):
            if value[0] == "{":
                pair = re.split(r":(?:[ \t]|$)", part, maxsplit=1)
                part = pair[1] if len(pair) == 2 else ""
            yield from _aliases(part)


def _raw_value(content: str, line: _Line) -> str:
    """The value of ``line`` as written in ``content`` (quotes kept), its remark dropped."""
    end = content.find("\n", line.start)
    raw = content[line.start : len(content) if end == -1 else end].strip()
    if line.key is not None:
        found = _KEY.match(raw)
        raw = (found.group("value") or "") if found is not None else ""
    else:
        raw = raw[1:]
    if raw.lstrip().startswith("#"):
        return ""
    at = raw.find(" #")
    return raw[:at] if at != -1 and raw[:1] not in ("'", '"') else raw


def _missing_anchor(content: str, documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-yaml85) The first alias ("*defaults", "<<: *common") whose anchor the file defines
    nowhere: no YAML parser loads the file; the anchor was in the part left out."""
    if "*" not in content:
        return None
    anchors: set[str] | None = None
    for lines in documents:
        for line in lines:
            if "*" not in line.value:
                continue
            for name in _aliases(_raw_value(content, line)):
                if anchors is None:
                    anchors = set(_ANCHOR.findall(content))
                if name not in anchors:
                    return line.number, (
                        f"alias *{name} (line {line.number}) names an anchor &{name} the file "
                        "does not define"
                    )
    return None


def not_loadable(path: str, content: str) -> tuple[int, str] | None:
    """(fix-yaml85) The line and the description of what makes ``content`` (a YAML file at
    ``path``) a file no tool loads as its kind, so a part of a file: an alias of an anchor it
    lacks, a workflow without ``jobs:``, a Compose file whose top keys are no Compose keys (one
    service's mapping), a GitLab CI job that ``extends:`` or ``needs:`` a job the file lacks.
    None when none, or the reader does not follow the file."""
    content = _LONE_CR.sub("\n", content.removeprefix("\ufeff"))
    try:
        documents = _documents(content)
    except _Unread:
        return None
    found = _missing_anchor(content, documents)
    if found is not None:
        return found
    documents = [lines for lines in documents if lines]
    found = _manifest(path, documents)
    if found is not None or len(documents) != 1:
        return found
    return (
        _foreign_shape(path, documents[0])
        or _gitlab(path, content, documents[0])
        or _required(path, content, documents[0])
    )


#: (fix-ci129) Directories of Kubernetes manifests, each document of which names its
#: ``apiVersion`` and ``kind`` (kubectl: "apiVersion not set", "kind not set"); not a Kustomize
#: overlay's patches, a Helm chart's templates or values, whose documents are parts by design.
_MANIFEST_DIRS = frozenset({"k8s", "kubernetes", "kube", "manifests"})
_NOT_MANIFEST_DIRS = frozenset({"overlays", "patches", "templates", "charts", "helm", "values"})
_NOT_MANIFESTS = re.compile(
    r"(?:kustomization|values[\w.-]*|chart|.*patch[\w.-]*|skaffold|kind-config)\.ya?ml", re.I
)
#: (fix-ci129) The top fields of a Kubernetes object: a document of only these is a manifest
#: (an Ansible role's ``vars/main.yml`` under ``kubernetes/`` is not).
_OBJECT_FIELDS = frozenset(
    {"apiVersion", "kind", "metadata", "spec", "data", "stringData", "binaryData", "type"}
    | {"immutable", "rules", "subjects", "roleRef", "webhooks", "provisioner", "parameters"}
)
#: (fix-ci129) Workloads of ``apps/v1`` whose ``spec`` requires a ``selector`` and a
#: ``template`` (the Kubernetes API reference: both required in DeploymentSpec, ReplicaSetSpec,
#: StatefulSetSpec, DaemonSetSpec).
_WORKLOADS = frozenset({"deployment", "replicaset", "statefulset", "daemonset"})


def _manifest(path: str, documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci129) A Kubernetes manifest's document (in a directory of manifests) without
    ``apiVersion:`` or ``kind:``, or an ``apps/v1`` workload whose ``spec:`` lacks its
    ``selector:`` or ``template:``; an Azure Pipelines stage that ``dependsOn`` a stage the
    file lacks. None for none or another file."""
    parts = path.replace("\\", "/").lower().split("/")
    name = parts[-1]
    if not name.endswith((".yml", ".yaml")):
        return None
    if len(documents) == 1 and _is_azure(path, documents[0]):
        return _azure(path, documents[0])
    found = (
        _drone(documents)
        or _woodpecker(path, documents)
        or _argo(documents)
        or _argo_sensor(documents)
        or _tekton(documents)
        or _tekton_variables(documents)
        or _bitbucket(path, documents)
        or _gitlab_inputs(documents)
    )
    if found is not None:
        return found
    in_dir = not _MANIFEST_DIRS.isdisjoint(parts[:-1]) and _NOT_MANIFEST_DIRS.isdisjoint(parts[:-1])
    if _NOT_MANIFESTS.fullmatch(name):
        return None
    # (fix-cifr135) an overlay's or a component's patch, a Helm template: parts by design
    patched = not _NOT_MANIFEST_DIRS.isdisjoint(parts[:-1]) or "components" in parts[:-1]
    for lines in documents:
        top = _keys(lines, -1)
        if not top:
            continue
        if in_dir and top.keys() <= _OBJECT_FIELDS:
            for key in ("apiVersion", "kind"):
                if key not in top:
                    first = min(top.values())
                    return lines[first].number, (
                        f"the manifest has no {key}: (line {lines[first].number} is one part of "
                        "a manifest; kubectl refuses it)"
                    )
        kind = lines[top["kind"]].value.lower() if "kind" in top else ""
        version = lines[top["apiVersion"]].value if "apiVersion" in top else ""
        if kind in _WORKLOADS and version == "apps/v1" and "spec" in top and not patched:
            spec = _keys(lines, top["spec"])
            if lines[top["spec"]].value:
                continue
            for key in ("selector", "template"):
                if key not in spec:
                    at = top["spec"]
                    return lines[at].number, (
                        f"the {lines[top['kind']].value}'s spec: (line {lines[at].number}) has no "
                        f"{key}:, which the API requires: the part the answer left out"
                    )
    return None


#: (fix-ci157) The top keys of an Azure Pipelines file (its YAML schema's pipeline): a file of
#: only these, with a ``jobs:`` or ``stages:`` list, is a pipeline wherever it is (Azure takes
#: the YAML file at any path the pipeline is set to).
_AZURE_TOP = frozenset(
    {"name", "appendCommitMessageToRunName", "trigger", "pr", "schedules", "resources"}
    | {"variables", "parameters", "pool", "stages", "jobs", "steps", "extends", "lockBehavior"}
    | {"container", "services", "workspace", "strategy", "continueOnError", "condition"}
    | {"timeoutInMinutes", "cancelTimeoutInMinutes"}
)
#: (fix-ci157) The keys only an Azure pipeline's top holds among the CI kinds (GitHub's
#: workflow has ``on:``, GitLab's file job names, Compose ``services:`` of a mapping).
_AZURE_ONLY = frozenset({"trigger", "pr", "pool", "appendCommitMessageToRunName"})


def _is_azure(path: str, lines: list[_Line]) -> bool:
    """(fix-ci157) Whether the YAML file at ``path`` is an Azure pipeline: by its path (a name
    of ``azure-pipelines`` with any suffix, "azure-pipelines-ci.yml", "x.azure-pipelines.yml";
    a file under a directory so named, ".azure-pipelines/ci.yml") or by its content (top keys
    of :data:`_AZURE_TOP` only, one of them a key of :data:`_AZURE_ONLY`); not a GitHub
    workflow's path."""
    slashed = "/" + path.replace("\\", "/").lower()
    if "/.github/workflows/" in slashed or _ci_kind(path) is not None:
        return False
    parts = slashed.split("/")
    if any("azure-pipelines" in part for part in parts) or ".azure" in parts[:-1]:
        return True
    top = _keys(lines, -1)
    return bool(top) and top.keys() <= _AZURE_TOP and not top.keys().isdisjoint(_AZURE_ONLY)


#: (fix-ci168) The top keys of an Azure template file (its YAML schema: a template of stages,
#: jobs, steps or variables, with the parameters its caller passes): no trigger:, pr:, pool:.
_AZURE_TEMPLATE_TOP = frozenset({"parameters", "stages", "jobs", "steps", "variables"})


def _azure_template(path: str, top: dict[str, int]) -> bool:
    """(fix-ci168) Whether the Azure file at ``path`` (its top keys ``top``) is a template a
    pipeline includes (``- template: deploy.yml``): its top keys of :data:`_AZURE_TEMPLATE_TOP`
    only, with ``parameters:`` or under a directory of templates ("templates/", a name holding
    "template"); not a root pipeline's name ("azure-pipelines.yml") outside such a directory.
    Azure expands a template into its caller's list: its ``dependsOn`` may name the caller's
    stage or job, which the file does not hold (no decision)."""
    if not top or not top.keys() <= _AZURE_TEMPLATE_TOP:
        return False
    parts = path.replace("\\", "/").lower().split("/")
    if any("template" in part for part in parts):
        return True
    return "parameters" in top and not parts[-1].startswith("azure-pipelines")


#: (fix-ci168) The kinds of Drone's documents beside its pipelines: a ``kind: secret`` and the
#: ``kind: signature`` ``drone sign`` appends. A file of these and pipelines names every
#: pipeline a pipeline's ``depends_on`` may name.
_DRONE_OTHER_KINDS = frozenset({"secret", "signature"})


def _drone(documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci157) A Drone pipeline (a document of ``kind: pipeline``, by its content: Drone
    takes its file at any path set) whose step ``depends_on`` a step its ``steps:`` lacks, or
    whose ``depends_on`` names a pipeline no document of the file names (Drone's linter:
    "invalid or unknown step dependency", "... pipeline dependency"): the step or pipeline the
    answer left out. Steps listed by their ``name:``; a list the reader does not name
    (an alias, a step with no name) makes no decision."""
    pipelines: list[tuple[list[_Line], dict[str, int]]] = []
    others = 0  # (fix-ci168: documents of no kind of Drone's)
    for lines in documents:
        top = _keys(lines, -1)
        kind = lines[top["kind"]].value if "kind" in top else ""
        if kind == "pipeline":
            pipelines.append((lines, top))
        elif kind not in _DRONE_OTHER_KINDS:
            others += 1
    if not pipelines:
        return None
    names = {lines[top["name"]].value for lines, top in pipelines if "name" in top}
    for lines, top in pipelines:
        if "depends_on" in top and not others:
            for other, number in _names(lines, top["depends_on"], mapping=False):
                if other and other not in names and not other.startswith(("$", "{")):
                    return number, (
                        f"the pipeline depends_on {other} (line {number}), a pipeline no "
                        "document of the file names"
                    )
        steps: dict[str, dict[str, int]] = {}
        # (fix-ci168) Drone's implicit clone step, which a step may depend on unless the
        # pipeline's "clone: disable: true" drops it (drone-yaml's linter)
        known: set[str] = set() if _clone_disabled(lines, top) else {"clone"}
        for section in ("steps", "services"):
            if section not in top or lines[top[section]].value:
                continue
            for i in _children(lines, top[section]):
                if not lines[i].item:
                    continue
                keys = _keys(lines, i)
                if "name" not in keys or not lines[keys["name"]].value:
                    return None
                known.add(lines[keys["name"]].value)
                if section == "steps":
                    steps[lines[keys["name"]].value] = keys
        for step, keys in steps.items():
            if "depends_on" not in keys:
                continue
            for other, number in _names(lines, keys["depends_on"], mapping=False):
                if other and other not in known and not other.startswith(("$", "{")):
                    return number, (
                        f"step {step} depends_on {other} (line {number}), which the "
                        "pipeline's steps: does not define"
                    )
    return None


def _clone_disabled(lines: list[_Line], top: dict[str, int]) -> bool:
    """(fix-ci168) Whether the Drone pipeline's ``clone:`` disables its clone step."""
    if "clone" not in top:
        return False
    value = lines[top["clone"]].value
    if value:
        return _flow_pairs(value).get("disable", "").lower() == "true"
    disable = _keys(lines, top["clone"]).get("disable")
    return disable is not None and lines[disable].value.lower() == "true"


def _woodpecker(path: str, documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci168) A Woodpecker workflow (``.woodpecker.yml``, a file of ``.woodpecker/``, by its
    path) whose step ``depends_on`` a step its ``steps:`` lacks (a mapping of steps by name, or
    a list of steps with ``name:``; the legacy ``pipeline:`` too): Woodpecker refuses it ("step
    ... depends on unknown step ..."), the step the answer left out. The implicit ``clone``
    step (unless ``skip_clone: true``) and the ``services:`` count as steps; a workflow's own
    ``depends_on`` names other files' workflows, no decision."""
    slashed = "/" + path.replace("\\", "/").lower()
    if not (
        slashed.endswith(("/.woodpecker.yml", "/.woodpecker.yaml")) or "/.woodpecker/" in slashed
    ):
        return None
    for lines in documents:
        top = _keys(lines, -1)
        section = next((key for key in ("steps", "pipeline") if key in top), "")
        if not section or lines[top[section]].value:
            continue
        skip = "skip_clone" in top and lines[top["skip_clone"]].value.lower() == "true"
        known: set[str] = set() if skip else {"clone"}
        if "services" in top and not lines[top["services"]].value:
            services = _children(lines, top["services"])
            known |= {lines[i].key or "" for i in services if not lines[i].item}
            known |= {
                lines[j].value
                for i in services
                if lines[i].item
                for key, j in _keys(lines, i).items()
                if key == "name"
            }
        steps: dict[str, dict[str, int]] = {}
        for i in _children(lines, top[section]):
            if lines[i].item:
                keys = _keys(lines, i)
                if "name" not in keys or not lines[keys["name"]].value:
                    return None  # (a step the reader does not name)
                steps[lines[keys["name"]].value] = keys
            elif (key := lines[i].key) is not None:
                steps[key] = {} if lines[i].value else _keys(lines, i)
        known |= set(steps)
        for step, keys in steps.items():
            if "depends_on" not in keys:
                continue
            for other, number in _names(lines, keys["depends_on"], mapping=False):
                if other and other not in known and other[:1] not in "{$*&":
                    return number, (
                        f"step {step} depends_on {other} (line {number}), which the "
                        f"workflow's {section}: does not define"
                    )
    return None


#: (fix-ci157) The Argo kinds whose ``spec`` holds the ``templates:`` their steps and tasks
#: name (a CronWorkflow's under ``spec.workflowSpec``).
_ARGO_KINDS = frozenset({"workflow", "workflowtemplate", "clusterworkflowtemplate", "cronworkflow"})

#: (fix-ci157) The Tekton kinds whose spec lists tasks.
_TEKTON_KINDS = frozenset({"pipeline", "pipelinerun"})


def _resource_spec(
    lines: list[_Line], api: str, kinds: frozenset[str], run_kind: str, run_key: str
) -> int:
    """The line of the ``spec:`` block of a resource whose ``apiVersion`` starts with ``api``
    and whose kind (case folded) is one of ``kinds``; for the kind ``run_kind`` the block under
    its ``run_key`` (an Argo CronWorkflow's ``workflowSpec``, a Tekton PipelineRun's
    ``pipelineSpec``). -1 for another document, or a spec given as a value, not a block."""
    top = _keys(lines, -1)
    if not ("apiVersion" in top and "kind" in top and "spec" in top):
        return -1
    kind = lines[top["kind"]].value.lower()
    if not lines[top["apiVersion"]].value.startswith(api) or kind not in kinds:
        return -1
    spec = top["spec"]
    if lines[spec].value:
        return -1
    if kind == run_kind:
        spec = _keys(lines, spec).get(run_key, -1)
        if spec == -1 or lines[spec].value:
            return -1
    return spec


def _argo(documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci157) An Argo Workflow (by its content: ``apiVersion: argoproj.io/...`` and a kind
    of :data:`_ARGO_KINDS`) whose step, task, ``entrypoint:`` or ``onExit:`` names a template its
    ``spec.templates`` lacks (Argo: "template ... not found"); not under a ``templateRef:``
    (another resource's template), nor in a spec with a ``workflowTemplateRef:``. The template
    the answer left out."""
    for lines in documents:
        spec = _resource_spec(lines, "argoproj.io/", _ARGO_KINDS, "cronworkflow", "workflowSpec")
        if spec == -1:
            continue
        keys = _keys(lines, spec)
        if "workflowTemplateRef" in keys:
            continue
        if "templates" not in keys:
            entry = keys.get("entrypoint")
            if entry is not None and lines[entry].value[:1] not in ("", "{", "$", "*"):
                # (fix-ci168) an entrypoint and no templates: at all: Argo finds no template
                return lines[entry].number, (
                    f"entrypoint {lines[entry].value} (line {lines[entry].number}) names a "
                    "template, and the workflow's spec has no templates: (left out)"
                )
            continue
        templates: set[str] = set()
        for i in _children(lines, keys["templates"]):
            named = _keys(lines, i).get("name") if lines[i].item else None
            if named is None or not lines[named].value:
                return None
            templates.add(lines[named].value)
        first = keys["templates"]
        last = len(lines)
        for i in range(first + 1, len(lines)):
            if lines[i].indent <= lines[first].indent and not (
                lines[i].item and lines[i].indent == lines[first].indent
            ):
                last = i
                break
        named_lines = [keys[key] for key in ("entrypoint", "onExit") if key in keys]
        named_lines += _argo_template_names(lines, first, last)
        if "hooks" in keys:  # (fix-ci168) the workflow's own hooks: "exit: template: notify"
            hooks = keys["hooks"]
            named_lines += _argo_template_names(lines, hooks, _block_end(lines, hooks))
        for i in sorted(named_lines):
            name = lines[i].value
            if name and name not in templates and not name.startswith(("{", "$", "*", "&")):
                return lines[i].number, (
                    f"{lines[i].key} {name} (line {lines[i].number}) names a template the "
                    "workflow's spec.templates does not define"
                )
        found = _argo_variables(lines, keys)
        if found is not None:
            return found
        for i in range(first + 1, last):
            if lines[i].key == "dag" and not lines[i].value:
                tasks = _keys(lines, i).get("tasks")
                if tasks is not None:
                    found = _named_list_references(
                        lines, tasks, "dependencies", "task", "dag"
                    ) or _named_list_references(lines, tasks, "depends", "task", "dag")
                    if found is not None:
                        return found
    return None


#: (fix-ci181) An Argo variable naming an item the workflow declares: ``{{inputs.parameters.x}}``
#: (``inputs.artifacts``) of its template's ``inputs:``, ``{{workflow.parameters.x}}`` of the
#: spec's ``arguments:``, ``{{steps.x...}}``/``{{tasks.x...}}`` of its template's steps or dag.
_ARGO_VARIABLE = re.compile(
    r"\{\{[ \t]*(inputs\.parameters|inputs\.artifacts|outputs\.parameters|outputs\.artifacts"
    r"|workflow\.parameters|steps|tasks)\.([\w-]+)"
)
_ARGO_STEP_NAME = re.compile(r"-[ \t]+name:[ \t]+(\S+)")
#: (fix-outputs191: hunt147-cinames) An Argo expression tag (``{{=inputs.parameters.x}}``,
#: ``{{=sprig.trim(steps['gen'].outputs.result)}}``), and in it a variable naming a declared
#: item (``inputs.parameters.x``, ``inputs.parameters['x']``).
_ARGO_EXPRESSION = re.compile(r"\{\{=([^{}\n]{1,500})\}\}")
_ARGO_EXPRESSION_NAME = re.compile(
    r"(?<![\w.'\"])(inputs\.parameters|inputs\.artifacts|outputs\.parameters|outputs\.artifacts"
    r"|workflow\.parameters|steps|tasks)(?:\.(\w+)|\[[ \t]*['\"]([\w.-]+)['\"][ \t]*\])"
)
#: (fix-outputs191) ``{{item}}`` (``{{item.x}}``, ``{{=item}}``): a loop's item, of a step or a
#: task with ``withItems:``, ``withParam:`` or ``withSequence:`` only.
_ARGO_ITEM = re.compile(r"\{\{=?[ \t]*item\b")
_ARGO_LOOPS = frozenset({"withItems", "withParam", "withSequence"})
#: (fix-outputs191) A step's or a task's output read by name (``{{steps.gen.outputs.parameters
#: .x}}``): the template the step calls declares it in its ``outputs:``.
_ARGO_STEP_OUTPUT = re.compile(
    r"\{\{[ \t]*(steps|tasks)\.([\w-]+)\.outputs\.(parameters|artifacts)\.([\w-]+)"
)


def _argo_keyed(lines: list[_Line], at: int | None, *path: str) -> set[str] | None:
    """(fix-ci181) The ``name:`` of each item of the list under ``path`` below the block at
    ``at`` (an empty set when a key of the path is absent); None for what the reader does
    not follow."""
    for key in path:
        if at is None:
            return set()
        if lines[at].value:
            return None
        at = _keys(lines, at).get(key)
    return set() if at is None else _item_keyed(lines, at, "name")


def _argo_variables(lines: list[_Line], spec: dict[str, int]) -> tuple[int, str] | None:
    """(fix-ci181) An Argo workflow's value reading a variable (:data:`_ARGO_VARIABLE`) whose
    item the workflow lacks: a parameter its template's ``inputs:`` or the spec's
    ``arguments:`` does not declare, a step or a task its template does not hold (Argo:
    "failed to resolve {{...}}"): the item the answer left out. Steps by every ``name:`` in the
    template's ``steps:``; not with a ``templateDefaults:`` (inputs from elsewhere); a script's
    text is not read; a list the reader does not follow makes no decision."""
    workflow = _argo_keyed(lines, spec.get("arguments"), "parameters")
    outputs: dict[str, dict[str, set[str] | None]] = {}
    for i in _children(lines, spec["templates"]):
        keys = _keys(lines, i) if lines[i].item else {}
        if "name" in keys:
            outputs[lines[keys["name"]].value] = {
                section: _argo_keyed(lines, keys.get("outputs"), section)
                for section in ("parameters", "artifacts")
            }
    for i in _children(lines, spec["templates"]):
        keys = _keys(lines, i) if lines[i].item else {}
        end = _block_end(lines, i)
        steps: set[str] = set()
        if "steps" in keys:
            for line in lines[keys["steps"] : _block_end(lines, keys["steps"])]:
                named = _ARGO_STEP_NAME.match(line.value) if line.item else None
                if line.key == "name" or named is not None:
                    steps.add(named.group(1) if named is not None else line.value)
        dag = keys.get("dag")
        known: dict[str, set[str] | None] = {
            "inputs.parameters": _argo_keyed(lines, keys.get("inputs"), "parameters"),
            "inputs.artifacts": _argo_keyed(lines, keys.get("inputs"), "artifacts"),
            "outputs.parameters": _argo_keyed(lines, keys.get("outputs"), "parameters"),
            "outputs.artifacts": _argo_keyed(lines, keys.get("outputs"), "artifacts"),
            "workflow.parameters": workflow,
            "steps": steps,
            "tasks": _argo_keyed(lines, dag, "tasks") if dag is not None else set(),
        }
        if "templateDefaults" in spec:
            known["inputs.parameters"] = known["inputs.artifacts"] = None
            known["outputs.parameters"] = known["outputs.artifacts"] = None
        called = _argo_called(lines, i, end)
        looped = any(line.key in _ARGO_LOOPS for line in lines[i:end])
        for line in lines[i:end]:
            if "{{" not in line.value:
                continue
            if not looped and _ARGO_ITEM.search(line.value) is not None:
                return line.number, (
                    f"{{{{item}}}} (line {line.number}) reads a loop's item, and no step or "
                    "task of its template loops (withItems:, withParam:, withSequence:)"
                )
            variables = [(m.group(1), m.group(2)) for m in _ARGO_VARIABLE.finditer(line.value)]
            variables += [
                (m.group(1), m.group(2) or m.group(3))
                for tag in _ARGO_EXPRESSION.finditer(line.value)
                for m in _ARGO_EXPRESSION_NAME.finditer(tag.group(1))
            ]
            for section, name in variables:
                names = known[section]
                if names is None or name in names:
                    continue
                if section == "workflow.parameters" and name == "json":
                    continue  # (all the workflow's parameters, as JSON)
                item = {"steps": "step", "tasks": "task"}.get(section, "parameter")
                return line.number, (
                    f"{{{{{section}.{name}}}}} (line {line.number}) names a {item} the "
                    "workflow does not declare"
                )
            for found in _ARGO_STEP_OUTPUT.finditer(line.value):
                kind, step, section, name = found.groups()
                template = called.get(step)
                declared = outputs.get(template, {}).get(section) if template else None
                if declared is not None and name not in declared:
                    return line.number, (
                        f"{found.group(0)}}}}} (line {line.number}) reads an output the "
                        f"template {template} its {kind[:-1]} {step} calls does not declare"
                    )
    return None


def _argo_called(lines: list[_Line], at: int, end: int) -> dict[str, str | None]:
    """(fix-outputs191) The template each step or task of the Argo template at ``at`` calls
    by its ``template:`` (None: by a ``templateRef:`` or an inline template, not read): the
    keys of each item's mapping, the lines at the indentation of its first key up to a line
    (an item's dash) less indented."""
    called: dict[str, str | None] = {}
    for j in range(at + 1, end):
        if not lines[j].item:
            continue
        mapping: dict[str, int] = {}
        indent = -1
        for i in range(j + 1, end):
            line = lines[i]
            if indent == -1:
                indent = line.indent
            if line.indent < indent or (line.item and line.indent <= indent):
                break
            if line.indent == indent and line.key is not None:
                mapping.setdefault(line.key, i)
        named = _ARGO_STEP_NAME.match(lines[j].value)
        name = named.group(1) if named is not None else None
        if name is None and "name" in mapping:
            name = lines[mapping["name"]].value
        if name is None or not ({"template", "templateRef", "inline"} & mapping.keys()):
            continue
        template = mapping.get("template")
        own = lines[template].value if template is not None else None
        called[name] = None if name in called and called[name] != own else own
    return called


#: (fix-ci168) An Argo ``depends:`` expression's operand: a task, or a task's result
#: ("build.Succeeded"), between the operators ``&&``, ``||``, ``!`` and brackets.
_DEPENDS_OPERAND = re.compile(
    r"([A-Za-z0-9_][\w-]*)(?:\.(?:Succeeded|Failed|Errored|Skipped|Omitted|Daemoned"
    r"|AnySucceeded|AllFailed))?"
)
_DEPENDS_OPERATOR = re.compile(r"[ \t]*(?:&&|\|\||!|\(|\))[ \t]*|[ \t]+")


def _depends_names(value: str) -> list[str] | None:
    """(fix-ci168) The tasks an Argo ``depends:`` expression names ("build && lint",
    "fetch.Succeeded || !test.Failed"); None for an expression the reader does not follow."""
    names: list[str] = []
    at = 0
    while at < len(value):
        operator = _DEPENDS_OPERATOR.match(value, at)
        if operator is not None and operator.end() > at:
            at = operator.end()
            continue
        operand = _DEPENDS_OPERAND.match(value, at)
        if operand is None:
            return None
        names.append(operand.group(1))
        at = operand.end()
    return names


def _named_list_references(
    lines: list[_Line], at: int, key: str, word: str, where: str
) -> tuple[int, str] | None:
    """(fix-ci157) In the block list at ``at`` of mappings named by ``name:`` (an Argo DAG's
    tasks, a Tekton pipeline's tasks), an item whose ``key`` names no item of the list; None
    for none, or a list the reader does not name (an item with no
    ``name:``, an alias)."""
    if lines[at].value:
        return None
    items: dict[str, dict[str, int]] = {}
    for i in _children(lines, at):
        if not lines[i].item:
            continue
        keys = _keys(lines, i)
        if "name" not in keys or not lines[keys["name"]].value:
            return None
        items[lines[keys["name"]].value] = keys
    for item, keys in items.items():
        if key not in keys:
            continue
        named = _names(lines, keys[key], mapping=False)
        if key == "depends":
            # (fix-ci168) Argo's expression of tasks, "build && lint.Succeeded"
            line = lines[keys[key]]
            expression = _depends_names(line.value) if line.value else None
            named = [(name, line.number) for name in expression or []]
        for other, number in named:
            if other and other not in items and other[:1] not in "{$*&":
                return number, (
                    f"{word} {item} {key} {other} (line {number}), which the {where}'s "
                    f"{word}s do not define"
                )
    return None


def _tekton(documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci157) A Tekton Pipeline (``apiVersion: tekton.dev/...``, by its content; a
    PipelineRun's ``pipelineSpec`` too) whose task ``runAfter`` names a task its
    ``spec.tasks`` lacks (Tekton: "invalid value ... runAfter"): the task left out."""
    for lines in documents:
        spec = _resource_spec(lines, "tekton.dev/", _TEKTON_KINDS, "pipelinerun", "pipelineSpec")
        if spec == -1:
            continue
        keys = _keys(lines, spec)
        tasks = keys.get("tasks")
        if tasks is not None:
            found = _named_list_references(lines, tasks, "runAfter", "task", "pipeline")
            if found is not None:
                return found
            found = _tekton_bindings(lines, keys)
            if found is not None:
                return found
    return None


def _item_keyed(lines: list[_Line], at: int, key: str) -> set[str] | None:
    """(fix-ci168) The value of ``key`` of each item of the block list at ``at`` (a Tekton
    pipeline's declared ``workspaces:`` by their ``name:``); None for a list the reader does
    not follow (a flow list, an alias, an item without the key)."""
    if lines[at].value:
        return None
    found: set[str] = set()
    for i in _children(lines, at):
        value = _keys(lines, i).get(key) if lines[i].item else None
        if value is None or not lines[value].value:
            return None
        found.add(lines[value].value)
    return found


_TASK_RESULT = re.compile(r"\$\(tasks\.([\w-]+)\.(?:results|status)\b")


def _block_end(lines: list[_Line], at: int) -> int:
    """(fix-ci168) The index of the first line after the block of the key at ``at``; (lead29)
    a key without a value holds the items of a list written at its own indentation too
    (``steps:`` over ``- - name: a``, as :func:`_children` reads them: Argo's own examples)."""
    head = lines[at]
    compact = head.key is not None and not head.item and not head.value
    end = at + 1
    while end < len(lines) and (
        lines[end].indent > head.indent
        or lines[end].number == head.number
        or (compact and lines[end].item and lines[end].indent == head.indent)
    ):
        end += 1
    return end


def _argo_sensor(documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci168) An Argo Events Sensor (``apiVersion: argoproj.io/...``, ``kind: Sensor``)
    whose trigger's ``conditions:`` expression or a parameter's ``dependencyName:`` names a
    dependency its ``spec.dependencies`` lacks (Argo Events: "dependency ... not found"): the
    dependency the answer left out. None for none, or a list the reader does not name."""
    for lines in documents:
        spec = _resource_spec(lines, "argoproj.io/", frozenset({"sensor"}), "", "")
        if spec == -1:
            continue
        keys = _keys(lines, spec)
        if "dependencies" not in keys or "triggers" not in keys:
            continue
        dependencies = _item_keyed(lines, keys["dependencies"], "name")
        if dependencies is None:
            continue
        for line in lines[keys["triggers"] : _block_end(lines, keys["triggers"])]:
            if line.key == "dependencyName":
                names = [line.value]
            elif line.key == "conditions":
                names = _depends_names(line.value) or []
            else:
                continue
            for name in names:
                if name and name not in dependencies and name[:1] not in "{$*&":
                    return line.number, (
                        f"{line.key} names dependency {name} (line {line.number}), which the "
                        "sensor's dependencies do not define"
                    )
    return None


#: (fix-ci168) A Tekton variable naming a declared item: ``$(params.x)`` (``$(params["x"])``),
#: ``$(workspaces.x.path)``, ``$(results.x.path)``.
_TEKTON_VARIABLE = re.compile(
    r"\$\((params|workspaces|results)(?:\.([\w-]+)|\[[ \t]*[\"']([\w.-]+)[\"'][ \t]*\])"
)


#: (fix-ci181) The Tekton kinds whose ``spec`` is a scope of names: a Task's (and a
#: StepAction's) params, workspaces and results its values read, a Pipeline's params; a
#: TaskRun's and a PipelineRun's spec (its params and workspaces bound, which Tekton propagates
#: into the spec it embeds) reads none itself. An embedded ``taskSpec:``/``pipelineSpec:`` is a
#: scope inside one.
_TEKTON_SCOPES = {
    "task": "task",
    "clustertask": "task",
    "stepaction": "stepaction",
    "pipeline": "pipeline",
    "taskrun": "run",
    "pipelinerun": "run",
}
_TEKTON_EMBEDDED = {"taskSpec": "task", "pipelineSpec": "pipeline"}


def _tekton_declared(lines: list[_Line], at: int) -> dict[str, set[str] | None]:
    """(fix-ci181) The names the Tekton spec (or pipeline task) at ``at`` declares or binds in
    its ``params:``, ``workspaces:`` and ``results:`` (by their ``name:``); None for a section
    the reader does not follow."""
    keys = _keys(lines, at)
    return {
        section: _item_keyed(lines, keys[section], "name") if section in keys else set()
        for section in ("params", "workspaces", "results")
    }


def _tekton_variables(documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci168) A Tekton Task (or Pipeline) whose value reads ``$(params.x)``,
    ``$(workspaces.x...)`` or ``$(results.x...)`` of a name its ``spec.params``,
    ``spec.workspaces`` or ``spec.results`` does not declare (Tekton: "non-existent
    variable"): the declaration the answer left out; a script's text is not read.
    (fix-ci181) By scopes (:data:`_TEKTON_SCOPES`): a StepAction's params, a TaskRun's
    ``taskSpec`` and a PipelineRun's ``pipelineSpec``, a Pipeline's task's ``taskSpec`` or
    nested ``pipelineSpec``: a value reads a name any scope around it declares (Tekton
    propagates a run's and a pipeline's params into the specs they embed, and a pipeline
    task's params into its ``taskSpec``); a custom task's embedded spec is not read."""
    for lines in documents:
        spec = _resource_spec(lines, "tekton.dev/", frozenset(_TEKTON_SCOPES), "", "")
        if spec == -1:
            continue
        top = _keys(lines, -1)
        kind = lines[top["kind"]].value
        end = _block_end(lines, spec)
        # (the scopes open around a line: their end, kind, name and declared names)
        scopes: list[tuple[int, str, str, dict[str, set[str] | None]]]
        scopes = [(end, _TEKTON_SCOPES[kind.lower()], kind, _tekton_declared(lines, spec))]
        opened: list[int] = []
        for i in range(spec + 1, end):
            line = lines[i]
            while len(scopes) > 1 and i >= scopes[-1][0]:
                scopes.pop()
            while opened and lines[opened[-1]].indent >= line.indent:
                opened.pop()
            parent = opened[-1] if opened else spec
            opened.append(i)
            if line.key in _TEKTON_EMBEDDED:
                if line.value:
                    continue  # (a flow value: not read)
                declared = _tekton_declared(lines, i)
                if _keys(lines, i).keys() & {"apiVersion", "kind", "spec"}:
                    declared = dict.fromkeys(declared)  # (a custom task's spec: not read)
                for section, bound in _tekton_declared(lines, parent).items():
                    own = declared[section]
                    declared[section] = None if own is None or bound is None else own | bound
                scope = _TEKTON_EMBEDDED[line.key]
                scopes.append((_block_end(lines, i), scope, line.key, declared))
                continue
            # (fix-outputs191: hunt147-tektonscript) a step's ``script: |`` too: Tekton
            # substitutes its variables in the script's text, and refuses one not declared
            text = f"{line.value}\n{line.block}" if line.key == "script" else line.value
            if "$(" not in text or scopes[-1][1] == "run":
                continue
            for found in _TEKTON_VARIABLE.finditer(text):
                section = found.group(1)
                if scopes[-1][1] != "task" and section != "params":
                    continue  # (a pipeline's results read its tasks')
                name = found.group(2) or found.group(3)
                known: set[str] | None = set()
                for around in scopes:
                    names = around[3][section]
                    known = None if known is None or names is None else known | names
                if known is not None and name not in known:
                    number = line.number + text.count("\n", 0, found.start())
                    return number, (
                        f"$({section}.{name}) (line {number}) reads a name the "
                        f"{scopes[-1][2]}'s {section} does not declare"
                    )
    return None


def _azure_resources(lines: list[_Line], top: dict[str, int]) -> tuple[int, str] | None:
    """(fix-ci168) An Azure pipeline step naming a resource by an alias its ``resources:`` does
    not declare: ``- checkout: tools`` (not ``self``/``none``) or ``- template: x.yml@tools``
    (not ``@self``, the pipeline's own repository) of a repository resource, ``- download:
    upstream`` (not ``current``/``none``) of a pipeline resource (Azure: "... references
    repository ... which is not defined"): the resource the answer left out. None for none,
    or resources the reader does not follow."""
    declared: dict[str, set[str] | None] = {"repositories": set(), "pipelines": set()}
    if "resources" in top:
        if lines[top["resources"]].value:
            return None
        resources = _keys(lines, top["resources"])
        for section, key in (("repositories", "repository"), ("pipelines", "pipeline")):
            if section in resources:
                declared[section] = _item_keyed(lines, resources[section], key)
    for i, line in enumerate(lines):
        if not (line.value and i and lines[i - 1].item and lines[i - 1].number == line.number):
            continue  # (a step's first key, on its dash's line)
        if line.key == "checkout" and line.value not in ("self", "none"):
            section, name = "repositories", line.value
        elif line.key == "template" and "@" in line.value:
            section, name = "repositories", line.value.rpartition("@")[2]
            if name == "self":
                continue  # (fix-ci181) the pipeline's own repository: no resource declares it
        elif line.key == "download" and line.value not in ("current", "none"):
            section, name = "pipelines", line.value
        else:
            continue
        known = declared[section]
        if known is None or not _ALIAS_NAME.fullmatch(name) or name in known:
            continue
        return line.number, (
            f"{line.key}: {line.value} (line {line.number}) names a resource alias {name} the "
            f"file's resources: {section} does not declare"
        )
    return None


_ALIAS_NAME = re.compile(r"[A-Za-z_][\w.-]*")


#: (fix-ci181) Bitbucket's predefined caches (its docs, "Caches"): a step's ``caches:`` of
#: another name is one ``definitions: caches:`` defines.
_BITBUCKET_CACHES = frozenset(
    {"docker", "composer", "dotnetcore", "gradle", "ivy2", "maven", "node", "pip", "sbt"}
)


def _bitbucket(path: str, documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci168) A ``bitbucket-pipelines.yml`` whose step's ``services:`` names a service its
    ``definitions: services:`` does not define (``docker`` is built in; Bitbucket: "service
    ... is not defined"), (fix-ci181) or whose step's ``caches:`` names a cache neither
    predefined (:data:`_BITBUCKET_CACHES`) nor in ``definitions: caches:``: the definition the
    answer left out."""
    name = path.replace("\\", "/").rsplit("/", 1)[-1].lower()
    if name not in ("bitbucket-pipelines.yml", "bitbucket-pipelines.yaml") or len(documents) != 1:
        return None
    lines = documents[0]
    top = _keys(lines, -1)
    if "pipelines" not in top or lines[top["pipelines"]].value:
        return None
    known: dict[str, set[str] | None] = {"services": {"docker"}, "caches": set(_BITBUCKET_CACHES)}
    definitions = top.get("definitions")
    if definitions is not None:
        if lines[definitions].value:
            return None
        for section, defined in _keys(lines, definitions).items():
            if section in known:
                merged = None if lines[defined].value else _merged_keys(lines, defined)
                builtin = known[section] or set()
                known[section] = None if merged is None else merged | builtin
    for i in range(top["pipelines"] + 1, _block_end(lines, top["pipelines"])):
        section = lines[i].key or ""
        names = known.get(section)
        if names is None:
            continue
        for item, number in _names(lines, i, mapping=False):
            if item and item not in names and item[:1] not in "{$*&":
                return number, (
                    f"a step's {section}: names {item} (line {number}), which the file's "
                    f"definitions: {section}: does not define"
                )
    return None


_GITLAB_INPUT = re.compile(r"\$\[\[[ \t]*inputs\.([\w-]+)")


def _gitlab_inputs(documents: list[list[_Line]]) -> tuple[int, str] | None:
    """(fix-ci181) A GitLab CI file (or component) with a ``spec: inputs:`` header document whose
    configuration reads ``$[[ inputs.x ]]`` of an input the header does not declare (GitLab:
    "unknown interpolation key"): the input the answer left out."""
    documents = [lines for lines in documents if lines]
    if not documents:
        return None
    top = _keys(documents[0], -1)
    if len(documents) < 2 or top.keys() != {"spec"}:
        # (fix-outputs191: hunt147-ciinputs) no header: an input read is the header left out
        for lines in documents:
            for line in lines:
                text = f"{line.key or ''} {line.value}"
                found = _GITLAB_INPUT.search(text) if "$[[" in text else None
                if found is not None:
                    return line.number, (
                        f"$[[ inputs.{found.group(1)} ]] (line {line.number}) reads an input, "
                        "and the file has no spec: inputs: header (left out)"
                    )
        return None
    if documents[0][top["spec"]].value:
        return None
    inputs = _keys(documents[0], top["spec"]).get("inputs")
    if inputs is None:
        return None
    declared = None if documents[0][inputs].value else _merged_keys(documents[0], inputs)
    if declared is None:
        return None
    for lines in documents[1:]:
        for line in lines:
            text = f"{line.key or ''} {line.value}"
            for found in _GITLAB_INPUT.finditer(text) if "$[[" in text else ():
                if found.group(1) not in declared:
                    return line.number, (
                        f"$[[ inputs.{found.group(1)} ]] (line {line.number}) reads an input "
                        "the file's spec: inputs: does not declare"
                    )
    return None


_PARAMETER_REFERENCE = re.compile(r"<<[ \t]*(pipeline\.)?parameters\.([\w-]+)")


def _circleci_parameters_named(lines: list[_Line], top: dict[str, int]) -> tuple[int, str] | None:
    """(fix-ci168) A CircleCI reference ``<< parameters.x >>`` in a job, a command or an
    executor whose ``parameters:`` does not declare x ("Arguments referenced without declared
    parameters"), or ``<< pipeline.parameters.x >>`` with a top ``parameters:`` lacking x
    (fix-outputs184: hunt138-paramrefs, or none at all: CircleCI's compilation refuses an
    undeclared pipeline parameter): the declaration the answer left out. A script's text is
    not read; a ``parameters:`` the reader does not follow (a merge it cannot, a flow value)
    makes no decision."""
    pipeline = _merged_keys(lines, top["parameters"]) if "parameters" in top else set()
    if "parameters" in top and lines[top["parameters"]].value:
        pipeline = None
    scopes: list[tuple[str, int]] = []
    for section, word in (("jobs", "job"), ("commands", "command"), ("executors", "executor")):
        scopes += [
            (f"{word} {item}", at) for item, at in _circleci_items(lines, top, section).items()
        ]
    owner: dict[int, tuple[str, set[str] | None]] = {}
    for name, at in scopes:
        declared = _keys(lines, at).get("parameters")
        known: set[str] | None = set()
        if declared is not None:
            known = None if lines[declared].value else _merged_keys(lines, declared)
        for i in range(at, _block_end(lines, at)):
            owner[i] = (name, known)
    for i, line in enumerate(lines):
        if "<<" not in line.value:
            continue
        for found in _PARAMETER_REFERENCE.finditer(line.value):
            parameter = found.group(2)
            if found.group(1):
                where, known = "the file's top parameters:", pipeline
            elif i in owner:
                where, known = f"{owner[i][0]}'s parameters:", owner[i][1]
            else:
                continue
            if known is not None and parameter not in known:
                return line.number, (
                    f"<< {found.group(1) or ''}parameters.{parameter} >> (line {line.number}) "
                    f"names a parameter {where} does not declare"
                )
    return None


def _tekton_bindings(lines: list[_Line], keys: dict[str, int]) -> tuple[int, str] | None:
    """(fix-ci168) In a Tekton pipeline's spec (its keys ``keys``): a task's value reading
    ``$(tasks.<name>.results...)`` of a task neither ``tasks:`` nor ``finally:`` holds, or a
    task's workspace binding ``workspace: <name>`` the spec's ``workspaces:`` does not declare
    (Tekton refuses both); None for none, or a list the reader does not name."""
    tasks: dict[str, int] = {}
    for section in ("tasks", "finally"):
        if section not in keys or lines[keys[section]].value:
            continue
        for i in _children(lines, keys[section]):
            if not lines[i].item:
                continue
            named = _keys(lines, i).get("name")
            if named is None or not lines[named].value:
                return None
            tasks[lines[named].value] = i
    workspaces: set[str] | None = set()
    if "workspaces" in keys:
        workspaces = _item_keyed(lines, keys["workspaces"], "name")
    for task, at in tasks.items():
        end = at + 1
        while end < len(lines) and (
            lines[end].indent > lines[at].indent or lines[end].number == lines[at].number
        ):
            end += 1
        for line in lines[at:end]:
            for found in _TASK_RESULT.finditer(line.value):
                if found.group(1) not in tasks:
                    return line.number, (
                        f"task {task} reads $(tasks.{found.group(1)}...) (line {line.number}), "
                        "a task the pipeline's tasks do not define"
                    )
        bound = _keys(lines, at).get("workspaces")
        if bound is None or workspaces is None:
            continue
        for i in _children(lines, bound) if not lines[bound].value else []:
            value = _keys(lines, i).get("workspace") if lines[i].item else None
            if value is None:
                continue
            name, number = lines[value].value, lines[value].number
            if name and name not in workspaces and name[:1] not in "{$*&":
                return number, (
                    f"task {task} binds workspace {name} (line {number}), which the pipeline's "
                    "workspaces: does not declare"
                )
    return None


def _argo_template_names(lines: list[_Line], first: int, last: int) -> list[int]:
    """(fix-ci157) The lines from ``first`` to ``last`` whose ``template:`` or ``onExit:`` names
    a template of the workflow: not a key of a ``templateRef:`` mapping (the nearest line above
    less indented), found in one pass by a stack of the lines open above."""
    found: list[int] = []
    stack: list[int] = []
    for i in range(first, last):
        while stack and lines[stack[-1]].indent >= lines[i].indent:
            stack.pop()
        if (
            i > first
            and lines[i].key in ("template", "onExit")
            and not (stack and lines[stack[-1]].key == "templateRef")
        ):
            found.append(i)
        stack.append(i)
    return found


def _azure(path: str, lines: list[_Line]) -> tuple[int, str] | None:
    """(fix-ci129) An Azure Pipelines stage whose ``dependsOn`` names a stage the file's
    ``stages:`` lacks (not with a ``template:`` among them, whose stages are another file's);
    (fix-ci139) a job, of the top-level ``jobs:`` or of a stage's, whose ``dependsOn`` names a
    job its list lacks (Azure: "depends on unknown job"; the jobs schema: ``dependsOn`` names
    jobs of the same list), not in a list holding a ``template:``; (fix-ci168) in a template
    (:func:`_azure_template`) the jobs of its stages only: its top list's ``dependsOn`` may
    name the caller's."""
    top = _keys(lines, -1)
    template = _azure_template(path, top)
    if not template:
        found = _azure_parameters(lines, top) or _azure_extends(lines, top)
        if found is not None:
            return found
    if "extends" in top:
        return None
    if not template:
        found = _azure_resources(lines, top)
        if found is not None:
            return found
    if "jobs" in top:
        if template:
            return None
        return _azure_list(lines, top["jobs"], ("job", "deployment"), "job", "file's jobs:")
    if "stages" not in top:
        return None
    found = (
        None
        if template
        else _azure_list(lines, top["stages"], ("stage",), "stage", "file's stages:")
    )
    if found is not None:
        return found
    for i in _children(lines, top["stages"]):
        keys = _keys(lines, i) if lines[i].item else {}
        if "jobs" in keys:
            stage = lines[keys["stage"]].value if "stage" in keys else ""
            where = f"jobs: of stage {stage}"
            found = _azure_list(lines, keys["jobs"], ("job", "deployment"), "job", where)
            if found is not None:
                return found
    return None


#: (fix-outputs191: hunt147-ciinputs) An Azure template expression (``${{ parameters.env }}``,
#: ``${{ if eq(parameters.env, 'prod') }}``) and in it a parameter it reads.
_AZURE_EXPRESSION = re.compile(r"\$\{\{([^{}\n]{1,500})\}\}")
_AZURE_PARAMETER = re.compile(
    r"(?<![\w.])parameters(?:\.([A-Za-z_][\w-]*)|\[[ \t]*'([\w.-]+)'[ \t]*\])"
)


def _azure_parameters(lines: list[_Line], top: dict[str, int]) -> tuple[int, str] | None:
    """(fix-outputs191: hunt147-ciinputs) An Azure pipeline (not a template) whose template
    expression reads ``parameters.x`` its top ``parameters:`` does not declare (none, or a list
    of ``- name:`` without x): a pipeline's parameters are those it declares, the declaration
    the answer left out. A ``parameters:`` the reader does not follow makes no decision."""
    declared: set[str] | None = set()
    if "parameters" in top:
        at = top["parameters"]
        if lines[at].value:
            return None
        children = _children(lines, at)
        listed = bool(children) and lines[children[0]].item
        declared = _item_keyed(lines, at, "name") if listed else _merged_keys(lines, at)
    if declared is None:
        return None
    for line in lines:
        text = f"{line.value}\n{line.block}" if line.block else line.value
        if "${{" not in text:
            continue
        for tag in _AZURE_EXPRESSION.finditer(text):
            for found in _AZURE_PARAMETER.finditer(tag.group(1)):
                name = found.group(1) or found.group(2)
                if name not in declared:
                    number = line.number + text.count("\n", 0, tag.start())
                    return number, (
                        f"parameters.{name} (line {number}) reads a parameter the pipeline's "
                        "parameters: does not declare"
                    )
    return None


def _azure_extends(lines: list[_Line], top: dict[str, int]) -> tuple[int, str] | None:
    """(fix-outputs191: hunt147-ciinputs) An Azure pipeline that ``extends:`` a template of a
    repository alias (``template: main.yml@templates``, not ``@self``) its ``resources:
    repositories:`` does not declare (Azure: "... references repository ... which is not
    defined"): the resource the answer left out."""
    at = top.get("extends")
    if at is None or lines[at].value:
        return None
    template = _keys(lines, at).get("template")
    value = lines[template].value if template is not None else ""
    alias = value.rpartition("@")[2] if "@" in value else "self"
    if alias == "self" or not _ALIAS_NAME.fullmatch(alias):
        return None
    declared: set[str] | None = set()
    if "resources" in top:
        if lines[top["resources"]].value:
            return None
        repositories = _keys(lines, top["resources"]).get("repositories")
        if repositories is not None:
            declared = _item_keyed(lines, repositories, "repository")
    if declared is None or alias in declared:
        return None
    number = lines[template].number if template is not None else lines[at].number
    return number, (
        f"extends: template: {value} (line {number}) names a resource alias {alias} the file's "
        "resources: repositories does not declare"
    )


def _azure_list(
    lines: list[_Line], at: int, names: tuple[str, ...], word: str, where: str
) -> tuple[int, str] | None:
    """(fix-ci139) In the Azure list of stages or jobs at ``at`` (each item named by one of
    ``names``), an item whose ``dependsOn`` names no item of the list; None for none, or a
    list holding a ``template:`` or an item the reader does not name."""
    items: dict[str, dict[str, int]] = {}
    for i in _children(lines, at):
        if not lines[i].item:
            continue
        keys = _keys(lines, i)
        keyword = next((key for key in names if key in keys), "")
        if "template" in keys or not keyword or not lines[keys[keyword]].value:
            return None
        items[lines[keys[keyword]].value] = keys
    for item, keys in items.items():
        if "dependsOn" not in keys:
            continue
        for other, number in _names(lines, keys["dependsOn"], mapping=False):
            if other and other not in items and not other.startswith("$"):
                return number, (
                    f"{word} {item} dependsOn {other} (line {number}), which the {where} does "
                    "not define"
                )
    return None


#: (issue 20, fix-ci129) THE table of CI kinds by path (:func:`_ci_kind`): each kind's required
#: top keys (one of each tuple), the key holding its items ("*": the top keys that are no
#: keyword, GitLab's jobs), each item's required keys (one of each tuple), the keys by which an
#: item takes its body from elsewhere (no decision), the word of its items. From each tool's
#: reference: GitHub's workflow syntax (``on``, ``jobs``, a job's ``runs-on`` and ``steps``, or
#: ``uses`` for a reusable workflow's call), GitLab's ``.gitlab-ci.yml`` keywords (a job needs
#: ``script``, or ``trigger``, or ``run``), Dependabot's options (``version``, ``updates``),
#: CircleCI's configuration reference (``version`` required), Compose's services (an ``image``
#: or a ``build``). A file lacking one is refused by its tool: the key was in the part left out.
_CI_KINDS: dict[
    str, tuple[tuple[tuple[str, ...], ...], str, tuple[tuple[str, ...], ...], frozenset[str], str]
] = {
    "workflow": (
        (("on", "true"), ("jobs",)),
        "jobs",
        (("runs-on", "uses"), ("steps", "uses")),
        frozenset({"<<"}),
        "job",
    ),
    "gitlab": ((), "*", (("script", "trigger", "run"),), frozenset({"extends", "<<"}), "job"),
    "dependabot": ((("version",), ("updates",)), "", (), frozenset(), ""),
    "circleci": ((("version",),), "", (), frozenset(), ""),
    "compose": (
        (),
        "services",
        (("image", "build", "provider"),),
        frozenset({"extends", "<<"}),
        "service",
    ),
}
_KIND_NAMES = {
    "workflow": "GitHub workflow",
    "gitlab": "GitLab CI file",
    "dependabot": "Dependabot config",
    "circleci": "CircleCI config",
    "compose": "Compose file",
}


def _ci_kind(path: str) -> str | None:
    """(fix-ci129) The CI kind of :data:`_CI_KINDS` the YAML file at ``path`` is, by its path."""
    slashed = "/" + path.replace("\\", "/").lower()
    name = slashed.rsplit("/", 1)[-1]
    if not name.endswith((".yml", ".yaml")):
        return None
    if "/.github/workflows/" in slashed:
        return "workflow"
    if name.endswith(".gitlab-ci.yml") or name in ("gitlab-ci.yml", ".gitlab-ci.yaml"):
        return "gitlab"
    if slashed.endswith(("/.github/dependabot.yml", "/.github/dependabot.yaml")):
        return "dependabot"
    if slashed.endswith(("/.circleci/config.yml", "/.circleci/config.yaml")):
        return "circleci"
    if _COMPOSE_NAME.fullmatch(name):
        return "compose"
    return None


def _circleci_content(path: str, lines: list[_Line], top: dict[str, int]) -> bool:
    """(fix-ci181) Whether the YAML file at ``path`` is a CircleCI config by its content, at a
    path :func:`_ci_kind` does not take for one (a dynamic config's continuation,
    ``.circleci/continue_config.yml``, another name, a bare ``config.yml``): a top
    ``version:`` of CircleCI's (2, 2.0, 2.1) with ``jobs:`` and ``workflows:`` mappings; not a
    fragment of a packed config (``circleci config pack``: under ``.circleci/src/``, a name
    starting with ``@``), nor a GitHub workflow's path."""
    slashed = "/" + path.replace("\\", "/").lower()
    name = slashed.rsplit("/", 1)[-1]
    if not name.endswith((".yml", ".yaml")) or name.startswith("@"):
        return False
    if "/.circleci/src/" in slashed or "/.github/" in slashed:
        return False
    if not {"version", "jobs", "workflows"} <= top.keys():
        return False
    if _scalar(lines[top["version"]].value) not in ("2", "2.0", "2.1"):
        return False
    return not lines[top["jobs"]].value and not lines[top["workflows"]].value


def _required(path: str, content: str, lines: list[_Line]) -> tuple[int, str] | None:
    """(fix-ci129) A key its kind's tool requires (:data:`_CI_KINDS`) that the file, or one of its
    items, lacks; a reference of the kind to an item the file lacks (a CircleCI workflow's job,
    a workflow's ``needs.<job>`` in an expression); None for none or another file."""
    kind = _ci_kind(path)
    top = _keys(lines, -1)
    if kind is None and _circleci_content(path, lines, top):
        kind = "circleci"
    if kind is None:
        return None
    required, section, item_keys, inherit, word = _CI_KINDS[kind]
    if not top or (kind in ("compose", "gitlab") and "include" in top):
        return None  # (fix-cifr135) an included file may define what an item lacks
    if kind == "gitlab" and "/.gitlab/ci/" in "/" + path.replace("\\", "/").lower():
        return None  # (fix-cifr135) an included file, not the root pipeline
    for needed in required:
        if not top.keys() & set(needed):
            first = min(top.values())
            return lines[first].number, (
                f"the {_KIND_NAMES[kind]} has no {needed[0]}: key, which its tool requires (line "
                f"{lines[first].number} is one part of the file; the rest was left out)"
            )
    items: dict[str, int] = {}
    if section == "*":
        items = {k: i for k, i in top.items() if k not in _GITLAB_KEYS and not k.startswith(".")}
    elif section in top and not _unanchored(lines[top[section]].value):
        items = _keys(lines, top[section])
    for item, at in items.items():
        if lines[at].value:
            continue  # (a scalar, an alias, a flow mapping: another rule's)
        keys = _keys(lines, at)
        if not keys or keys.keys() & inherit:
            continue
        for alternatives in item_keys:
            if not keys.keys() & set(alternatives):
                return lines[at].number, (
                    f"{word} {item} (line {lines[at].number}) has no "
                    f"{' nor '.join(f'{key}:' for key in alternatives)}, which its tool requires:"
                    " the part the answer left out"
                )
    if kind == "circleci":
        return _circleci_jobs(lines, top) or _circleci_references(lines, top)
    if kind == "dependabot":
        return _dependabot_registries(lines, top)
    if kind == "workflow":
        return _needs_context(content, lines, set(items))
    return None


def _circleci_jobs(lines: list[_Line], top: dict[str, int]) -> tuple[int, str] | None:
    """(fix-ci129) A job a CircleCI workflow lists that the file's ``jobs:`` lacks (an orb's
    job, ``orb/job``, aside): CircleCI refuses the config ("job not found")."""
    if "workflows" not in top or ("orbs" in top and "jobs" not in top):
        return None
    jobs = set(_keys(lines, top["jobs"])) if "jobs" in top else set()
    for workflow, at in _keys(lines, top["workflows"]).items():
        listed = _keys(lines, at).get("jobs")
        if workflow == "version" or listed is None:
            continue
        for i in _children(lines, listed):
            line = lines[i]
            if not line.item:
                continue
            name, number = line.value, line.number
            if not name and i + 1 < len(lines) and lines[i + 1].number == line.number:
                name = lines[i + 1].key or ""
                if _approval(lines, i + 1):
                    continue  # (fix-cifr135) "- hold: {type: approval}": no job of jobs:
            if name and "/" not in name and name not in jobs and not name.startswith("<<"):
                return number, (
                    f"workflow {workflow} runs job {name} (line {number}), which the file's "
                    "jobs: does not define"
                )
    return None


#: (fix-ci139) CircleCI's built-in steps (its configuration reference, "steps"): a step of
#: another name is a command of the file's ``commands:`` or an orb's (``orb/command``).
_CIRCLECI_STEPS = frozenset(
    {"checkout", "run", "save_cache", "restore_cache", "store_artifacts", "store_test_results"}
    | {"persist_to_workspace", "attach_workspace", "add_ssh_keys", "setup_remote_docker"}
    | {"when", "unless", "deploy", "steps"}
)


def _step_names(lines: list[_Line], at: int) -> list[tuple[str, int]]:
    """(fix-ci139) The name of each step of the CircleCI ``steps:`` at ``at``: a scalar item's
    ("- checkout") or the key of an item that is a mapping ("- run: pytest")."""
    found: list[tuple[str, int]] = []
    for i in _children(lines, at):
        line = lines[i]
        if not line.item:
            continue
        # (fix-regress150) an anchor on the item is no part of the step's name ("- &restore"
        # over "restore_cache:", "- &docker setup_remote_docker"); an alias "- *x" is the
        # anchor's step, no command's name (missing() passes it)
        value = _unanchored(line.value)
        key = _KEY.match(value)
        if key is not None:
            found.append((_scalar(key.group("key")), line.number))
        elif value:
            found.append((value, line.number))
        elif line.value and i + 1 < len(lines) and lines[i + 1].indent > line.indent:
            found.append((lines[i + 1].key or "", line.number))  # (an anchor alone)
        elif i + 1 < len(lines) and lines[i + 1].number == line.number and lines[i + 1].key:
            found.append((lines[i + 1].key or "", line.number))
    return found


def _declared(lines: list[_Line], top: dict[str, int], key: str) -> set[str] | None:
    """(fix-ci139) The names a CircleCI top key declares (its mapping's keys, a flow mapping's);
    an empty set for no such key; None for a value the reader does not follow (an alias)."""
    if key not in top:
        return set()
    value = _unanchored(lines[top[key]].value)
    if not value:
        return _merged_keys(lines, top[key])
    return set(_flow(value)) if value.startswith("{") and value.endswith("}") else None


def _merged_keys(lines: list[_Line], at: int) -> set[str] | None:
    """(fix-regress150) The keys the block mapping at ``at`` declares, a merge key's followed:
    ``<<: *shared`` (or ``<<: [*a, *b]``) declares the keys of the mapping the anchor holds in
    the same file (CircleCI's ``references:``, Compose's ``x-`` keys); None for a merge the
    reader does not follow (an anchor not found, a merged mapping that merges again)."""
    keys = _keys(lines, at)
    merge = keys.pop("<<", None)
    found = set(keys)
    if merge is not None:
        value = lines[merge].value.strip()
        aliases = _flow(value) if value.startswith("[") else [value]
        for alias in aliases:
            anchored = _anchor_of(lines, alias, -1)
            if anchored == -1 or not alias.startswith("*"):
                return None
            merged = _keys(lines, anchored)
            if "<<" in merged:
                return None
            found |= set(merged)
    return found


def _circleci_references(lines: list[_Line], top: dict[str, int]) -> tuple[int, str] | None:
    """(fix-ci139) A CircleCI config whose job names an executor, a command or an orb it does not
    declare (``executor: py`` with no ``executors:`` holding py, a step ``install-deps`` that is
    no built-in step with no ``commands:`` holding it, ``node/install-packages`` with no
    ``orbs:`` holding node: CircleCI "cannot find a definition for ..."), or whose workflow job
    ``requires:`` a job the workflow does not list: the definition was in the part left out.
    (fix-ci157) Steps are read wherever a list of steps stands (:func:`_circleci_step_lists`):
    a job's and a declared command's ``steps:``, a ``when:``/``unless:`` step's ``steps:`` at
    any depth, a parameter of ``type: steps``'s default, a workflow job's ``pre-steps:`` and
    ``post-steps:``; an executor parameter's default names an executor too, and a workflow's
    orb job (``aws-ecr/build-and-push-image``) an orb."""
    orbs = _declared(lines, top, "orbs")
    executors = _declared(lines, top, "executors")
    commands = _declared(lines, top, "commands")

    def missing(name: str, declared: set[str] | None) -> bool:
        if not name or name.startswith(("<<", "$", "*")):
            return False
        if "/" in name:
            return orbs is not None and name.partition("/")[0] not in orbs
        return declared is not None and name not in declared

    for owner, name, number in _circleci_executor_names(lines, top):
        if missing(name, executors):
            return number, (
                f"{owner} runs on executor {name} (line {number}), which the file's "
                f"{'orbs' if '/' in name else 'executors'}: does not declare"
            )
    passed = _circleci_typed_names(lines, top, "commands", "steps")
    for owner, at in _circleci_step_lists(lines, top):
        for name, number in _circleci_steps(lines, at, passed):
            if name not in _CIRCLECI_STEPS and missing(name, commands):
                return number, (
                    f"{owner} runs step {name} (line {number}), no built-in step, which "
                    f"the file's {'orbs' if '/' in name else 'commands'}: does not declare"
                )
    for workflow, name, number in _circleci_workflow_jobs(lines, top):
        if "/" in name and missing(name, None):
            return number, (
                f"workflow {workflow} runs orb job {name} (line {number}), whose orb the "
                "file's orbs: does not declare"
            )
    return _circleci_requires(lines, top) or _circleci_parameters_named(lines, top)


def _circleci_items(lines: list[_Line], top: dict[str, int], key: str) -> dict[str, int]:
    """(fix-ci157) The items of a CircleCI top key that is a block mapping (its jobs, commands,
    executors); none for another value."""
    if key not in top or lines[top[key]].value:
        return {}
    return _keys(lines, top[key])


def _circleci_executor_names(
    lines: list[_Line], top: dict[str, int]
) -> Iterator[tuple[str, str, int]]:
    """(fix-ci157) Each executor a CircleCI job names, with the job and the line: its
    ``executor:`` (a name, a flow mapping's or a block's ``name:``) and the default of each of
    its parameters of ``type: executor``."""
    for job, at in _circleci_items(lines, top, "jobs").items():
        keys = _keys(lines, at)
        if "executor" in keys:
            line = lines[keys["executor"]]
            name, number = _scalar(line.value), line.number
            if not line.value and "name" in _keys(lines, keys["executor"]):
                name_line = lines[_keys(lines, keys["executor"])["name"]]
                name, number = name_line.value, name_line.number
            elif line.value.startswith("{"):
                name = _flow_pairs(line.value).get("name", "")
            yield f"job {job}", name, number
        for parameter in _circleci_parameters(lines, at, "executor"):
            default = lines[parameter]
            if default.value[:1] not in ("{", "[", "&", "*"):
                yield f"job {job}", _scalar(default.value), default.number
    # (fix-outputs184: hunt138-ccargs) an executor a workflow passes to a job's parameter of
    # ``type: executor`` (``- test: {e: macos-large}`` as a block)
    typed = _circleci_typed_names(lines, top, "jobs", "executor")
    for workflow, job, at in _circleci_workflow_items(lines, top):
        for _, i in _circleci_passed(lines, at, typed.get(job, set())):
            argument = lines[i]
            if argument.value and argument.value[:1] not in ("{", "[", "&", "*"):
                yield f"workflow {workflow} job {job}", _scalar(argument.value), argument.number


def _circleci_typed(lines: list[_Line], at: int, kind: str) -> set[str]:
    """(fix-outputs184) The names of the parameters of ``type: kind`` declared under the job or
    command at ``at`` (with a default or without)."""
    parameters = _keys(lines, at).get("parameters")
    if parameters is None or lines[parameters].value:
        return set()
    return {
        name
        for name, i in _keys(lines, parameters).items()
        if "type" in (keys := _keys(lines, i)) and _scalar(lines[keys["type"]].value) == kind
    }


def _circleci_typed_names(
    lines: list[_Line], top: dict[str, int], section: str, kind: str
) -> dict[str, set[str]]:
    """(fix-outputs184) Each job or command of ``section`` with its parameters of ``type:
    kind`` (:func:`_circleci_typed`), those that have some."""
    found: dict[str, set[str]] = {}
    for item, at in _circleci_items(lines, top, section).items():
        typed = _circleci_typed(lines, at, kind)
        if typed:
            found[item] = typed
    return found


def _circleci_passed(lines: list[_Line], at: int, typed: set[str]) -> Iterator[tuple[str, int]]:
    """(fix-outputs184) The arguments the invocation at ``at`` (a step's or a workflow job's
    mapping of arguments) passes to its parameters named in ``typed``: each name with its line."""
    if lines[at].value:
        return
    for key, i in _keys(lines, at).items():
        if key in typed:
            yield key, i


def _circleci_parameters(lines: list[_Line], at: int, kind: str) -> list[int]:
    """(fix-ci157) The ``default:`` lines of the parameters of ``type: kind`` declared under
    the job or command at ``at`` (its ``parameters:``, a block mapping of block mappings)."""
    found: list[int] = []
    parameters = _keys(lines, at).get("parameters")
    if parameters is None or lines[parameters].value:
        return found
    for i in _keys(lines, parameters).values():
        keys = _keys(lines, i)
        if "type" in keys and "default" in keys and _scalar(lines[keys["type"]].value) == kind:
            found.append(keys["default"])
    return found


def _circleci_step_lists(lines: list[_Line], top: dict[str, int]) -> Iterator[tuple[str, int]]:
    """(fix-ci157) Each list of steps of a CircleCI config at its top (what reads it, the line
    of its key): a job's and a declared command's ``steps:``, the default of their parameters
    of ``type: steps``, a workflow job's ``pre-steps:`` and ``post-steps:``. The lists nested in
    their steps (``when:``, ``unless:``) are :func:`_circleci_steps`'."""
    for section, word in (("jobs", "job"), ("commands", "command")):
        for item, at in _circleci_items(lines, top, section).items():
            steps = _keys(lines, at).get("steps")
            if steps is not None:
                yield f"{word} {item}", steps
            for default in _circleci_parameters(lines, at, "steps"):
                yield f"{word} {item}", default
    typed = _circleci_typed_names(lines, top, "jobs", "steps")
    for workflow, job, at in _circleci_workflow_items(lines, top):
        keys = _keys(lines, at)
        for key in ("pre-steps", "post-steps"):
            if key in keys:
                yield f"workflow {workflow} job {job}", keys[key]
        # (fix-outputs184: hunt138-ccargs) the steps a workflow passes to a job's parameter of
        # ``type: steps``
        for key, i in _circleci_passed(lines, at, typed.get(job, set())):
            yield f"workflow {workflow} job {job} (its {key})", i


def _circleci_workflow_items(
    lines: list[_Line], top: dict[str, int]
) -> Iterator[tuple[str, str, int]]:
    """Each job a CircleCI workflow lists with a block mapping of its arguments ("- test:" over
    "requires:"), with the workflow and the line of the job's key (a flow mapping: not read)."""
    if "workflows" not in top or lines[top["workflows"]].value:
        return
    for workflow, at in _keys(lines, top["workflows"]).items():
        listed = _keys(lines, at).get("jobs")
        if workflow == "version" or listed is None:
            continue
        for i in _children(lines, listed):
            if not (
                lines[i].item and i + 1 < len(lines) and lines[i + 1].number == lines[i].number
            ):
                continue
            if lines[i + 1].value:
                continue  # (a flow mapping: not read)
            yield workflow, lines[i + 1].key or "", i + 1


def _circleci_workflow_jobs(
    lines: list[_Line], top: dict[str, int]
) -> Iterator[tuple[str, str, int]]:
    """(fix-ci157) Each job a CircleCI workflow lists, by its name ("- test", "- test:"), with
    the workflow and the line."""
    if "workflows" not in top or lines[top["workflows"]].value:
        return
    for workflow, at in _keys(lines, top["workflows"]).items():
        listed = _keys(lines, at).get("jobs")
        if workflow == "version" or listed is None or lines[listed].value:
            continue
        for i in _children(lines, listed):
            line = lines[i]
            if not line.item:
                continue
            if line.value:
                yield workflow, _unanchored(line.value), line.number
            elif i + 1 < len(lines) and lines[i + 1].number == line.number and lines[i + 1].key:
                yield workflow, lines[i + 1].key or "", line.number


def _circleci_steps(
    lines: list[_Line], at: int, passed: Mapping[str, set[str]]
) -> list[tuple[str, int]]:
    """(fix-ci157) The names of the steps of the CircleCI list of steps at ``at``
    (:func:`_step_names`) and of the steps of each ``when:``/``unless:`` step in it, at any
    depth; none for a value the reader does not follow (a flow list, a parameter).
    (fix-outputs184: hunt138-ccargs) and of the steps a step passes to a declared command's
    parameter of ``type: steps`` (``passed``: each command's such parameters), at any depth."""
    if lines[at].value:
        return []
    found = _step_names(lines, at)
    for i in _children(lines, at):
        if not (lines[i].item and i + 1 < len(lines) and lines[i + 1].number == lines[i].number):
            continue
        step = lines[i + 1]
        if step.key in ("when", "unless") and not step.value:
            nested = _keys(lines, i + 1).get("steps")
            if nested is not None:
                found += _circleci_steps(lines, nested, passed)
        elif step.key is not None and step.key in passed:
            for _, argument in _circleci_passed(lines, i + 1, passed[step.key]):
                found += _circleci_steps(lines, argument, passed)
    return found


def _circleci_requires(lines: list[_Line], top: dict[str, int]) -> tuple[int, str] | None:
    """(fix-ci139) A CircleCI workflow job that ``requires:`` a job the workflow does not list
    (by its name or its ``name:``); not in a workflow using ``matrix:``, whose names expand."""
    if "workflows" not in top or lines[top["workflows"]].value:
        return None
    for workflow, at in _keys(lines, top["workflows"]).items():
        listed = _keys(lines, at).get("jobs")
        if workflow == "version" or listed is None:
            continue
        names: set[str] = set()
        requires: list[tuple[str, int, str]] = []
        for i in _children(lines, listed):
            line = lines[i]
            if not line.item:
                continue
            if line.value:
                names.add(line.value)
                continue
            if not (i + 1 < len(lines) and lines[i + 1].number == line.number):
                return None
            job = lines[i + 1].key or ""
            names.add(job)
            if lines[i + 1].value:
                continue  # (a flow mapping: not read)
            keys = _keys(lines, i + 1)
            if "matrix" in keys:
                return None
            if "name" in keys:
                names.add(lines[keys["name"]].value)
            if "requires" in keys:
                requires += [
                    (name.partition(":")[0].strip(), number, job)
                    for name, number in _names(lines, keys["requires"], mapping=False)
                ]
        for name, number, job in requires:
            if name and name not in names and not name.startswith(("<<", "$")):
                return number, (
                    f"workflow {workflow} job {job} requires {name} (line {number}), which the "
                    "workflow does not list"
                )
    return None


def _dependabot_registries(lines: list[_Line], top: dict[str, int]) -> tuple[int, str] | None:
    """(fix-ci139) A Dependabot update whose ``registries:`` names a registry the top-level
    ``registries:`` does not define (Dependabot's options: an update's registries are names
    of the top-level ones, or "*"): the definition was in the part left out."""
    declared = _declared(lines, top, "registries")
    if declared is None or "updates" not in top:
        return None
    for i in _children(lines, top["updates"]):
        if not lines[i].item:
            continue
        at = _keys(lines, i).get("registries")
        if at is None:
            continue
        for name, number in _names(lines, at, mapping=False):
            if name and name != "*" and name not in declared and not name.startswith("$"):
                return number, (
                    f"update registries {name} (line {number}), which the file's top-level "
                    "registries: does not define"
                )
    return None


def _approval(lines: list[_Line], at: int) -> bool:
    """(fix-cifr135) Whether the workflow item at ``at`` is a CircleCI approval job (``type:
    approval``, in a block or a flow mapping): declared in the workflow, not in ``jobs:``."""
    if lines[at].value:
        flow = _flow_tree(lines[at].value)
        return isinstance(flow, dict) and flow.get("type") == "approval"
    kind = _keys(lines, at).get("type")
    return kind is not None and _scalar(lines[kind].value) == "approval"


_NEEDS_CONTEXT = re.compile(r"\bneeds\.([A-Za-z_][\w-]*)")


def _needs_context(content: str, lines: list[_Line], jobs: set[str]) -> tuple[int, str] | None:
    """(fix-ci129) A workflow expression (an ``if:`` or a ``${{ }}``) reading ``needs.<job>`` of a
    job the file's ``jobs:`` lacks: GitHub refuses the workflow."""
    if not jobs or "needs." not in content:
        return None
    for line in lines:
        if "needs." not in line.value or not (line.key == "if" or "${{" in line.value):
            continue
        for found in _NEEDS_CONTEXT.finditer(line.value):
            if found.group(1) not in jobs:
                return line.number, (
                    f"needs.{found.group(1)} (line {line.number}) names a job the file's jobs: "
                    "does not define"
                )
    return None


_WORKFLOW_KEYS = frozenset(
    ("name", "run-name", "on", "true", "permissions", "env", "defaults", "concurrency", "jobs")
)
_COMPOSE_KEYS = frozenset(
    ("version", "name", "services", "networks", "volumes", "configs", "secrets", "include")
)
#: A Compose file of any name: a base file or an overlay ("docker-compose.override.yml",
#: "compose.prod.yaml", "docker-compose-dev.yml").
_ANY_COMPOSE_NAME = re.compile(r"(?:docker-)?compose(?:[.-][\w.-]+)?\.ya?ml", re.IGNORECASE)


def _foreign_shape(path: str, lines: list[_Line]) -> tuple[int, str] | None:
    """(fix-yaml85) A workflow without ``jobs:`` (one job's mapping), or a Compose file (base or
    overlay) whose top keys hold no ``services:`` and a key Compose does not know (one
    service's mapping, "db:"): no whole file of its kind."""
    slashed = "/" + path.replace("\\", "/")
    name = slashed.rsplit("/")[-1]
    top = _keys(lines, -1)
    if not top:
        return None
    if "/.github/workflows/" in slashed and name.lower().endswith((".yml", ".yaml")):
        if "jobs" not in top:
            first = min(top.values())
            return lines[first].number, (
                f"the workflow has no jobs: key (its top key {lines[first].key} is one part of "
                "a workflow)"
            )
        return None
    if _ANY_COMPOSE_NAME.fullmatch(name) and not top.keys() & {"services", "include"}:
        for key, at in top.items():
            if key not in _COMPOSE_KEYS and not key.startswith("x-"):
                return lines[at].number, (
                    f"the Compose file has no services: key (its top key {key} on line "
                    f"{lines[at].number} is one service of it)"
                )
    return None


#: Top keys of a .gitlab-ci.yml that are no job.
_GITLAB_KEYS = frozenset(
    [
        "stages",
        "variables",
        "default",
        "include",
        "workflow",
        "image",
        "services",
        "cache",
        "before_script",
        "after_script",
        "types",
        "spec",
    ]
)


def _gitlab(path: str, content: str, lines: list[_Line]) -> tuple[int, str] | None:
    """(fix-yaml85) A GitLab CI job that ``extends:`` or ``needs:`` a job the file defines
    nowhere (with no ``include:``, whose files may define it): the job was left out."""
    name = path.replace("\\", "/").rsplit("/")[-1].lower()
    if not name.endswith((".gitlab-ci.yml", ".gitlab-ci.yaml")) and name not in (
        "gitlab-ci.yml",
        "gitlab-ci.yaml",
    ):
        return None
    top = _keys(lines, -1)
    if "include" in top or "/.gitlab/ci/" in "/" + path.replace("\\", "/").lower():
        return None  # (fix-cifr135) files under .gitlab/ci/ are included: others define the rest
    jobs = {key for key in top if key not in _GITLAB_KEYS}
    stages = None
    if "stages" in top:  # (fix-yaml98) a job's stage: one its stages: lists
        listed = _names(lines, top["stages"], mapping=False)
        stages = {name for name, _ in listed} | {".pre", ".post"} if listed else None
    if "!reference" in content:
        # (fix-ci129) "!reference [.setup, script]": a job or hidden job the file must define
        for found in _REFERENCE.finditer(content):
            named = _scalar(found.group(1))
            if named not in top and not named.startswith("$"):
                number = content.count("\n", 0, found.start()) + 1
                return number, (
                    f"!reference names {named} (line {number}), which the file does not define"
                )
    for job in sorted(jobs, key=lambda key: top[key]):
        keys = _keys(lines, top[job])
        if stages is not None and "stage" in keys:
            stage = lines[keys["stage"]]
            if stage.value and stage.value not in stages and not stage.value.startswith("$"):
                return stage.number, (
                    f"job {job} is in stage {stage.value} (line {stage.number}), which the "
                    "file's stages: does not list"
                )
        for key in ("extends", "needs", "dependencies"):
            if key not in keys:
                continue
            for named, number in _gitlab_names(lines, keys[key]):
                if named and named not in jobs and not named.startswith(("$", "{")):
                    return number, (
                        f"job {job} {key} {named} (line {number}), which the file does not define"
                    )
    return None


_REFERENCE = re.compile(r"!reference[ \t]*\[[ \t]*(\"[^\"\n]*\"|'[^'\n]*'|[^,\]\s]+)")


def _gitlab_names(lines: list[_Line], at: int) -> list[tuple[str, int]]:
    """(fix-yaml98) The jobs a GitLab key at ``at`` names: its names, and the ``job:`` of each
    item that is a mapping ("- job: build", "[{job: build, artifacts: true}]")."""
    line = lines[at]
    value = _unanchored(line.value)
    if value.startswith("[") and value.endswith("]"):
        names = []
        for part in _split_flow(value[1:-1]):
            pairs = _flow_pairs(part)
            name = pairs.get("job", "") if pairs else _scalar(part)
            names.append((name, line.number))
        return names
    if value:
        return _names(lines, at, mapping=False)
    return _names(lines, at, mapping=False) + _item_values(lines, at, "job")


def part_of_kind(path: str, content: str) -> bool:
    """(fix-yaml70) Whether ``content`` at ``path`` is by its own shape one inner part of its
    file kind, not a document the tool reads: a workflow (under ``.github/workflows/``) whose
    top keys hold no ``jobs:`` (its ``permissions:``, ``env:``, one job), a base Compose file
    whose top keys hold no ``services:`` (one service's mapping, "db:"); (fix-ci129) and, read
    only under a lead saying it is what changed, a kind of :data:`_PART_SHAPES`. False when the
    reader does not follow the file or it is none of them."""
    name = path.replace("\\", "/").rsplit("/")[-1]
    workflow = "/.github/workflows/" in "/" + path.replace("\\", "/") and name.lower().endswith(
        (".yml", ".yaml")
    )
    shape = None if workflow or _COMPOSE_NAME.fullmatch(name) else _shape_kind(path)
    if not workflow and shape is None and not _COMPOSE_NAME.fullmatch(name):
        return False
    try:
        documents = [lines for lines in _documents(_LONE_CR.sub("\n", content)) if lines]
    except _Unread:
        return False
    if len(documents) != 1:
        return False
    lines = documents[0]
    top = _keys(lines, -1)
    if shape is not None:
        return _part_shape(shape, lines, top)
    if not top:
        return False
    if workflow:
        return "jobs" not in top
    return not top.keys() & {"services", "include"}


def _shape_kind(path: str) -> str | None:
    """(fix-ci129) The kind of :data:`_PART_SHAPES` of the YAML file at ``path``, by its path."""
    parts = path.replace("\\", "/").lower().split("/")
    name = parts[-1]
    if not name.endswith((".yml", ".yaml")):
        return None
    kind = _ci_kind(path)
    if kind in ("gitlab", "circleci"):
        return kind
    if name.startswith("azure-pipelines") or ".azure-pipelines" in parts[:-1]:
        return "azure"  # (fix-ci157) "azure-pipelines-ci.yml", ".azure-pipelines/ci.yml"
    if name in ("kustomization.yml", "kustomization.yaml"):
        return "kustomization"
    if name.startswith("values") and ("charts" in parts or "chart" in parts or "helm" in parts):
        return "values"
    if name in ("site.yml", "site.yaml", "playbook.yml", "playbook.yaml", "main.yml") or (
        "playbooks" in parts
    ):
        return "playbook"
    return None


#: (fix-ci129) Kinds whose file, in the shape below, is one part of a longer file when a lead
#: says it is what changed ("Only the test job changed:"): a GitLab CI file of one job, a
#: CircleCI config of one job or with no workflows:, an Azure pipeline that is a bare list of
#: steps (no trigger:, pool:, steps:), a kustomization with no resources:, a chart's values of
#: one top key, a playbook whose plays hold no tasks: nor roles: (its handlers: only).
_PART_SHAPES = frozenset({"gitlab", "circleci", "azure", "kustomization", "values", "playbook"})
_PLAY_WORK = frozenset(("tasks", "roles", "pre_tasks", "post_tasks", "import_playbook"))


def _part_shape(kind: str, lines: list[_Line], top: dict[str, int]) -> bool:
    if kind == "gitlab":
        jobs = [key for key in top if key not in _GITLAB_KEYS and not key.startswith(".")]
        return len(jobs) == 1 and "include" not in top
    if kind == "circleci":
        defined = _keys(lines, top["jobs"]) if "jobs" in top else {}
        return "workflows" not in top or len(defined) == 1
    if kind == "azure":
        return not top and any(line.item and line.indent == 0 for line in lines)
    if kind == "kustomization":
        return bool(top) and not top.keys() & {"resources", "bases", "components", "helmCharts"}
    if kind == "values":
        return len(top) == 1
    plays = [i for i in _children(lines, -1) if lines[i].item]
    if top or not plays:
        return False
    for i in plays:
        keys = _keys(lines, i)
        if "hosts" not in keys and "import_playbook" not in keys:
            return False
        if keys.keys() & _PLAY_WORK:
            return False
    return True


class _Parsed:
    """A file's documents, read once for all its comment lines, and what keys_around asks of
    them (each comment's search is then a bisection and a look-up, not a pass)."""

    def __init__(self, content: str, documents: list[list[_Line]]) -> None:
        self.documents = documents
        self.document_starts = [m.start() for m in re.finditer(r"^(?:---|\.\.\.)", content, re.M)]
        self.starts = [[line.start for line in lines] for lines in documents]
        self.kinds = frozenset(
            line.value.lower()
            for document in documents
            for i in _children(document, -1)
            if (line := document[i]).key == "kind" and line.value
        )
        self._parents: dict[tuple[int, int], list[int]] = {}
        self._keys: dict[tuple[int, int], frozenset[str]] = {}

    def parent(self, document: int, indent: int, last: int) -> int:
        """The last line up to ``last`` less indented than ``indent`` that opens a block."""
        found = self._parents.get((document, indent))
        if found is None:
            found = []
            parent = -1
            for i, line in enumerate(self.documents[document]):
                if line.indent < indent and line.key is not None and not line.value:
                    parent = i
                found.append(parent)
            self._parents[(document, indent)] = found
        return found[last] if last != -1 else -1

    def item_keys(self, document: int, parent: int) -> frozenset[str]:
        found = self._keys.get((document, parent))
        if found is None:
            found = _item_keys(self.documents[document], parent)
            self._keys[(document, parent)] = found
        return found


@functools.lru_cache(maxsize=4)
def _parsed(content: str) -> _Parsed | None:
    try:
        return _Parsed(content, _documents(content))
    except _Unread:
        return None


def _document_at(parsed: _Parsed, offset: int) -> int:
    """The document a line at ``offset`` is in: the last one starting before it."""
    before = bisect.bisect_left(parsed.document_starts, offset)
    return before if before < len(parsed.documents) else 0


def in_empty_document(content: str, offset: int) -> bool:
    """Whether a comment line at ``offset`` stands in a document of its own that holds no key
    (a comment alone after "---", beside documents that hold keys): where a document was."""
    parsed = _parsed(content)
    if parsed is None or len(parsed.documents) < 2:
        return False
    document = _document_at(parsed, offset)
    return not parsed.documents[document] and any(parsed.documents)


def keys_around(content: str, offset: int, indent: int) -> frozenset[str] | None:
    """The keys of the mapping a comment line at ``offset`` (indented ``indent``) stands in:
    the keys at its indentation under the key it is in (a document's top keys at the margin);
    None when the reader does not follow the file."""
    parsed = _parsed(content)
    if parsed is None:
        return None
    document = _document_at(parsed, offset)
    lines = parsed.documents[document]
    below = bisect.bisect_left(parsed.starts[document], offset)
    last = below - 1
    if below == len(lines):
        below = -1
    parent = parsed.parent(document, indent, last)
    if last != -1 and _BLOCK_SCALAR.fullmatch(lines[last].value) and indent > lines[last].indent:
        return None  # (a line of a block scalar, "run: |": the scalar's text, no comment)
    keys = parsed.item_keys(document, parent)
    if parent == -1:
        # (a manifest's documents are named by their kind: "# Service unchanged" over a file
        # whose documents are a Deployment and a Service)
        keys |= parsed.kinds
    if (
        below != -1
        and lines[below].indent == indent
        and lines[below].key
        and not lines[below].value
    ):
        # (the key under the comment opens a block: the comment may be on its keys, "# host
        # and port unchanged" over "server:")
        keys |= parsed.item_keys(document, below)
    return keys


def parent_key(content: str, offset: int, indent: int) -> str | None:
    """(fix-ci168) The key of the block a comment line at ``offset`` (indented ``indent``)
    stands in ("" at a document's top); None when the reader does not follow the file."""
    parsed = _parsed(content)
    if parsed is None:
        return None
    document = _document_at(parsed, offset)
    last = bisect.bisect_left(parsed.starts[document], offset) - 1
    parent = parsed.parent(document, indent, last)
    return "" if parent == -1 else parsed.documents[document][parent].key or ""


def keys_everywhere(content: str) -> frozenset[str] | None:
    """Every key of ``content`` at any depth and every item's name or id, lowercased (the
    names a remark after a line's value may speak of); None when the reader does not follow
    the file."""
    try:
        documents = _documents(content)
    except _Unread:
        return None
    keys: set[str] = set()
    for lines in documents:
        keys |= _item_keys(lines, -1)
        for i, line in enumerate(lines):
            if line.key is not None and not line.item:
                keys |= _item_keys(lines, i)
    return frozenset(keys)


#: (fix-ci129) The prefix of a CI file's item names among :func:`kept_keys` ("item:lint").
ITEM_PREFIX = "item:"


def kept_keys(path: str, content: str) -> frozenset[str] | None:
    """(fix-ci129) :func:`keys_everywhere`, and for a file of a CI kind of :data:`_CI_KINDS`
    its items (a workflow's or GitLab file's jobs, a Compose file's services), each lowercased
    after :data:`ITEM_PREFIX`: the names prose may say kept (``_KEPT_NAMES``)."""
    keys = keys_everywhere(content)
    kind = _ci_kind(path)
    if keys is None or kind is None:
        return keys
    try:
        documents = [lines for lines in _documents(content) if lines]
    except _Unread:
        return keys
    if len(documents) != 1:
        return keys
    lines = documents[0]
    top = _keys(lines, -1)
    section = _CI_KINDS[kind][1]
    if section == "*":
        items = [k for k in top if k not in _GITLAB_KEYS and not k.startswith(".")]
    elif section in top and not _unanchored(lines[top[section]].value):
        items = list(_keys(lines, top[section]))
    else:
        return keys
    return keys | {ITEM_PREFIX + item.lower() for item in items}


def _item_keys(lines: list[_Line], parent: int) -> frozenset[str]:
    """The keys of the mapping under ``lines[parent]`` (-1: the document's top), lowercased;
    for a list of mappings, its items' names or ids ("- name: test")."""
    keys: set[str] = set()
    for i in _children(lines, parent):
        key = lines[i].key
        if key is not None and not lines[i].item:
            keys.add(key.lower())
            # (a service is named by its image too: "# Postgres and Redis unchanged" over db,
            # image postgres:16)
            image = _keys(lines, i).get("image")
            if image is not None and lines[image].value:
                keys.add(lines[image].value.rsplit("/", 1)[-1].partition(":")[0].lower())
        elif lines[i].item and i + 1 < len(lines) and lines[i + 1].number == lines[i].number:
            children = _children(lines, i)
            keys.update(
                (lines[j].value or "").lower()
                for j in children
                if lines[j].key in _ITEM_NAME_KEYS and lines[j].value
            )
            key = lines[i + 1].key
            if len(children) == 1 and not lines[i + 1].value and key:
                # (fix-ci168) an item that is one key opening a block: the key names it (a
                # CircleCI workflow's "- deploy:" over its requires:), or its block's name:
                # does (Bitbucket's "- step:" over "name: Build")
                keys.add(key.lower())
                keys.update(
                    (lines[j].value or "").lower()
                    for j in _children(lines, i + 1)
                    if lines[j].key in _ITEM_NAME_KEYS and lines[j].value
                )
        elif lines[i].item and _ITEM_NAME.fullmatch(lines[i].value):
            # (fix-ci168) a scalar item that is one name (a CircleCI workflow's "- test", a
            # needs: list's "- build"): the item it names
            keys.add(lines[i].value.lower())
    return frozenset(keys)


#: (fix-ci168) The keys whose value names the list item holding them: a step's ``name:`` or
#: ``id:``, an Azure job's ``job:`` (``deployment:``), a stage's ``stage:``.
_ITEM_NAME_KEYS = frozenset({"name", "id", "job", "stage", "deployment"})
_ITEM_NAME = re.compile(r"[A-Za-z_][\w.-]*")
