"""Hunt 12 on the readers: what fix-after12 taught the reader of the text after the end
marker (``_rewritten_after``: bare code-like lines, code spans, HTML blocks weighed against
the written lines; closing.py's new harmless shapes, lists and tables of files and their
purposes) attacked for a usable result whose files differ from what the model meant, and
for ordinary closings refused.

Real files (this interpreter's standard library, npm's own files when installed), one line
of a file changed the way a model changes it, written after the end marker in a shape a
model writes; fixed seeds. Prints, per generator:
"<generator> tried N exact E refused R WRONG W" (exact: usable over the files as written,
which is WRONG when the text after the end marker changes a file; for the harmless
generators, exact is right and refused is a false refusal).

Run: python benchmarks/hunt_hunt12-readers.py
"""

from __future__ import annotations

import glob
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))

from artifact_codec import parse_response

SEED = 12


def document(files: dict[str, str], after: str) -> str:
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n\n" + after


def _real(pattern: str, limit: int) -> list[tuple[str, str]]:
    found = []
    for path in sorted(glob.glob(pattern, recursive=True))[:4000]:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError):
            continue
        if 0 < len(text) < 20000 and "===FILE_CONTENT_BLOCK" not in text and "\r" not in text:
            found.append((os.path.basename(path), text))
    random.Random(SEED).shuffle(found)
    return found[:limit]


_PY_ASSIGN = re.compile(r"^([A-Z_][A-Z0-9_]*) = (\S[^#\n]{0,40})$", re.M)
_PY_CALL = re.compile(r"^[ \t]*(\w+\([^()\n]{12,60}\))[ \t]*$", re.M)
_PY_COMMENTED = re.compile(r"^([A-Za-z_]\w* = [^#\n]{1,40}?)[ \t]+#[ \t][^\n]+$", re.M)
_JSON_PAIR = re.compile(r'^[ \t]*"(\w[\w-]*)":[ \t]*"([^"\n]{1,30})",?$', re.M)


def _changed_assignments() -> list[tuple[str, str, str, str]]:
    """(name, content, the written line, the changed line): a constant given a new value."""
    out = []
    for name, content in _real("/usr/lib/python3*/**/*.py", 3000):
        for m in _PY_ASSIGN.finditer(content):
            if content.count(m.group()) == 1:
                out.append((name, content, m.group(), f"{m.group(1)} = None"))
                break
    return out[:60]


def _middle_changes() -> list[tuple[str, str, str, str]]:
    """A call line changed only in the middle (its first and last eight characters kept)."""
    out = []
    for name, content in _real("/usr/lib/python3*/**/*.py", 3000):
        for m in _PY_CALL.finditer(content):
            line = m.group(1)
            if content.count(line) == 1 and len(line) >= 20:
                mid = line[:8] + line[8:-8][::-1] + line[-8:]
                if mid != line:
                    out.append((name, content, line, mid))
                    break
    return out[:60]


def _yaml_changes() -> list[tuple[str, str, str, str]]:
    """npm's package.json files written as YAML a model writes (``config.yaml``: its string
    fields, one ``key: value`` a line), one value changed."""
    out = []
    for _name, content in _real("/usr/lib/node_modules/**/package.json", 400):
        try:
            data = json.loads(content)
        except ValueError:
            continue
        pairs = [
            (k, v)
            for k, v in data.items()
            if isinstance(v, str) and v and "\n" not in v and not v.startswith(("{", "[", "*"))
        ]
        if len(pairs) < 3:
            continue
        text = "".join(f"{k}: {v}\n" for k, v in pairs)
        key, value = pairs[1]
        out.append(("config.yaml", text, f"{key}: {value}", f"{key}: changed"))
    return out[:40]


def _json_changes() -> list[tuple[str, str, str, str]]:
    """A package.json-like pair given a new value (npm's files, when installed)."""
    out = []
    for _name, content in _real("/usr/lib/node_modules/**/package.json", 400):
        for m in _JSON_PAIR.finditer(content):
            if content.count(m.group()) == 1:
                key = m.group(1)
                out.append(("package.json", content, m.group().strip(), f'"{key}": "changed",'))
                break
    return out[:40]


# Shapes a changed line takes after the end marker ({line} the changed line, {path} its file).
WRONG_SHAPES = {
    "bold": "**{line}**",
    "underscore-bold": "__{line}__",
    "list-item": "- {path}: {line}",
    "html-comment": "<!-- {line} -->",
    "one-line-fence": "```python\n{line}\n```",
    "indented": "    {line}",
    "prose-uses": "{path} uses {line}.",
}


def _attack(name: str, cases: list[tuple[str, str, str, str]], shapes: dict[str, str]) -> None:
    for shape, template in shapes.items():
        tried = exact = refused = 0
        for path, content, _written, changed in cases:
            files = {path: content}
            r = parse_response(document(files, template.format(line=changed, path=path)))
            tried += 1
            if r.usable and {f.file_path: f.content for f in r.code.files} == {
                path: content.rstrip("\n") + "\n"
            }:
                exact += 1
            elif not r.usable:
                refused += 1
        print(f"{name}/{shape} tried {tried} exact {exact} refused {refused} WRONG {exact}")


HARMLESS_SHAPES = {
    "span-sentence": "`{line}` sets the default.",
    "table-names": "| Name | File |\n|---|---|\n| `{name}` | `{path}` |",
    "env-prefix": "Run with `{name}=1 python {path}` to try it.",
}


def _harmless(name: str, cases: list[tuple[str, str, str, str]]) -> None:
    for shape, template in HARMLESS_SHAPES.items():
        tried = exact = refused = 0
        for path, content, written, _changed in cases:
            target = written.split("=")[0].strip()
            after = template.format(line=written, path=path, name=target)
            r = parse_response(document({path: content}, after))
            tried += 1
            if r.usable:
                exact += 1
            else:
                refused += 1
        print(f"{name}/{shape} tried {tried} exact {exact} refused {refused} (false refusals)")


def _commented() -> list[tuple[str, str, str, str]]:
    """(name, content, a written assignment without its trailing comment, '')."""
    out = []
    for name, content in _real("/usr/lib/python3*/**/*.py", 3000):
        for m in _PY_COMMENTED.finditer(content):
            if content.count(m.group(1)) == 1 and "`" not in m.group(1):
                out.append((name, content, m.group(1).strip(), ""))
                break
    return out[:60]


PROJECT = {
    "app.py": (
        "import os\n\nDEBUG = True\nPORT = 8080\n\ndef main():\n"
        "    print('hello world', PORT)\n    return None\n\n"
        "if __name__ == '__main__':\n    main()\n"
    ),
    "config.py": "API_KEY = 'YOUR_KEY'\nTIMEOUT = 30\n",
    "requirements.txt": "flask==2.3.0\n",
    "README.md": "# Demo\n\nRun `python app.py`.\n",
}
# Ordinary closings models write under a project (hand-written, the brief's list and more).
CLOSINGS = [
    "## Files\n\n- `app.py`: the entry point\n- `config.py`: settings (API key, timeout)\n"
    "- `requirements.txt`: dependencies",
    "| File | Purpose |\n|------|---------|\n| `app.py` | Entry point |\n"
    "| `config.py` | Settings |\n| `requirements.txt` | Dependencies |",
    "### How to run\n\n1. `pip install -r requirements.txt`\n2. `python app.py`",
    "Replace `YOUR_KEY` in `config.py` with your API key before running.",
    "Set `API_KEY` in config.py to your own key.",
    "**Note:** `TIMEOUT` is in seconds.",
    "The app starts on port `8080` (see `PORT` in app.py).",
    "`DEBUG` is `True`; turn it off in production.",
    "Everything is in place; app.py is final.",
    "All files are complete and up to date.",
    "Would you like me to add tests?",
    "Shall I add a Dockerfile too?",
    "I can also add type hints if you want.",
    "Nothing else is needed.",
    "That's it — the rest of the project stays as before.",
    "Make sure `python` is in PATH.",
    "The `main()` function in app.py prints a greeting.",
    "`config.py` holds `API_KEY` and `TIMEOUT`.",
    "- **app.py** — entry point\n- **config.py** — settings",
    "Key files:\n\n* `app.py` \u2013 starts the server\n* `config.py` \u2013 configuration",
    "To use a different port, change `PORT` in app.py.",
    "You'll need Python 3.9+; then run `python app.py` and open http://localhost:8080.",
    "The entry point is `main()` in app.py.",
    "Tip: keep `API_KEY = 'YOUR_KEY'` out of version control.",
    "Output:\n\n```\nhello world 8080\n```",
    "`requirements.txt` pins `flask==2.3.0`.",
    "README.md explains how to run `python app.py`.",
    "app.py imports `os` and defines `main()`.",
    "| Setting | File | Default |\n|---|---|---|\n| `TIMEOUT` | `config.py` | `30` |\n"
    "| `PORT` | `app.py` | `8080` |",
    "Environment: `export FLASK_ENV=development` then `python app.py`.",
    "Run `DEBUG=1 python app.py` for verbose output.",
    "The config lives in config.py; `TIMEOUT = 30` by default.",
]
# Closings that change app.py (PORT 8080 -> 9000, DEBUG off) in the new harmless shapes.
CHANGING = [
    "I can also set PORT to 9000 in app.py \u2014 done.",
    "app.py now listens on 9000.",
    "- `app.py`: now serves on port 9000\n- `config.py`: settings",
    "- app.py: PORT = 9000\n- config.py: settings",
    "| File | Purpose |\n|---|---|\n| `app.py` | now serves on port 9000 |",
    "Nothing else is needed; app.py uses PORT = 9000",
    "The rest of the project is as before; app.py now uses port 9000.",
    "**PORT = 9000**",
    "<!-- DEBUG = False -->",
    "app.py is final except `DEBUG = False`.",
    "Want me to add logging? I also set PORT to 9000 in app.py.",
]


def _closings() -> None:
    tried = exact = refused = 0
    for after in CLOSINGS:
        r = parse_response(document(PROJECT, after))
        tried += 1
        exact += r.usable
        refused += not r.usable
    print(f"ordinary-closings tried {tried} exact {exact} refused {refused} (false refusals)")
    tried = exact = refused = 0
    for after in CHANGING:
        r = parse_response(document(PROJECT, after))
        tried += 1
        exact += r.usable
        refused += not r.usable
    print(f"changing-closings tried {tried} exact {exact} refused {refused} WRONG {exact}")


def main() -> None:
    _closings()
    _attack("py-assignment", _changed_assignments(), WRONG_SHAPES)
    _attack(
        "py-middle", _middle_changes(), {k: WRONG_SHAPES[k] for k in ("indented", "one-line-fence")}
    )
    json_cases = _json_changes()
    if json_cases:
        _attack("npm-json", json_cases, {"bare": "{line}", "list-item": "- {path}: {line}"})
    yaml_cases = _yaml_changes()
    if yaml_cases:
        _attack("npm-yaml", yaml_cases, {"bare": "{line}", "bold": "**{line}**"})
    _harmless("py-comment-dropped", _commented())


if __name__ == "__main__":
    main()
