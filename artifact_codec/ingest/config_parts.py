"""(fix-yaml98) A configuration file of a kind other than YAML that is a part of a file.

Each kind's tool refuses a file in these shapes, so the answer left the rest out: a line that
is only an ellipsis ("...", "...;", "\u2026") in an nginx or other ``.conf`` file, a
Dockerfile, a ``.env`` file or a Jenkinsfile (no directive, instruction, ``KEY=VALUE`` or
statement is one); a Dockerfile with no ``FROM``; an nginx file whose top level holds a
``location`` block (it belongs in a ``server``); a ``pyproject.toml`` with no table; a
Jenkinsfile stage or ``steps`` block with an empty body, or a step whose only argument is an
ellipsis (``sh '...'``). Read by lines and braces, once over the text: linear.
"""

from __future__ import annotations

import re

__all__ = ["PIP_FILE", "config_markers", "config_part"]

_ELLIPSIS = r"(?:\.{3,}|\u2026+|\.(?: \.){2,})"
_DOTS_LINE = re.compile(rf"^[ \t]*{_ELLIPSIS}[ \t]*;?[ \t\r]*$", re.M)
_FROM = re.compile(r"^[ \t]*FROM[ \t]", re.M | re.I)
#: A Dockerfile instruction (any case) at the start of a line, not a word that is some other
#: text's (``line one``, ``add = 1``): a file of none is no Dockerfile's part.
_INSTRUCTION = re.compile(
    r"^[ \t]*(?:ADD|ARG|CMD|COPY|ENTRYPOINT|ENV|EXPOSE|HEALTHCHECK|LABEL|MAINTAINER|ONBUILD"
    r"|RUN|SHELL|STOPSIGNAL|USER|VOLUME|WORKDIR)[ \t]+(?![=\s])",
    re.M | re.I,
)
_TOML_TABLE = re.compile(r"^[ \t]*\[", re.M)
#: (hunt109) A pyproject.toml's [project] table (to the next table) and its name key.
_PROJECT_TABLE = re.compile(r"^\[project\][ \t]*\r?\n((?:(?!\[)[^\n]*\n?)*)", re.M)
_NAME_KEY = re.compile(r"^[ \t]*name[ \t]*=|^[ \t]*dynamic[ \t]*=[^\n]*[\"']name[\"']", re.M)
#: (hunt109) A Cargo.toml's [package] or [workspace] table, one of which cargo requires.
_CARGO_ROOT = re.compile(r"^[ \t]*\[(?:package|workspace)\]", re.M)
#: (hunt109) A systemd service's ExecStart= (or a oneshot Type=, which may go without it).
_EXEC_START = re.compile(r"^[ \t]*(?:ExecStart[ \t]*=|Type[ \t]*=[ \t]*oneshot)", re.M)
_SERVICE_SECTION = re.compile(r"^[ \t]*\[Service\]", re.M)
_TOML_KEY = re.compile(r"^[ \t]*[\w.\"'-]+[ \t]*=", re.M)
_GROOVY_EMPTY = re.compile(r"\b(?:stage[ \t]*\([^()\n]*\)|steps)[ \t]*\{[ \t\r\n]*\}")
_GROOVY_DOTS_STEP = re.compile(rf"""\b\w+[ \t]*\(?[ \t]*(['"]){_ELLIPSIS}\1""")
#: (hunt109) Directories of nginx snippets, files made to be ``include``d inside a ``server``
#: block (Debian's ``snippets/``, ``includes/``, ``locations/``): a ``location`` at their top
#: level is their whole shape, not a part of an ``nginx.conf``.
_SNIPPET_DIRS = frozenset({"snippets", "snippet", "includes", "include", "locations"})
_NGINX_TOKEN = re.compile(r"#[^\n]*|'[^'\n]*'|\"[^\"\n]*\"|[{};]|[^\s{};#'\"]+")


#: (issue 20, fix-config106) THE table of configuration kinds other than YAML: each kind's
#: comment markers (a comment line opened by one is read for notes of items left out, by
#: placeholders' one config-note rule), whether a remark after code on a line is a comment
#: there, and whether a line of only an ellipsis is content (never: no kind's tool reads one;
#: a pyproject.toml's dots are TOML's to judge). A kind's required shape is read below
#: (:func:`config_part`). Kinds by file name or suffix: :func:`_kind`.
_KINDS: dict[str, tuple[tuple[str, ...], bool, bool]] = {
    # kind: (comment markers, remark after code, a line of dots is content)
    "dockerfile": (("#",), True, False),
    "jenkinsfile": (("//",), False, False),
    "env": (("#",), True, False),
    "pyproject": (("#",), True, True),
    "nginx": (("#",), True, False),
    "conf": (("#", ";"), True, False),
    "makefile": (("#",), True, False),
    "systemd": (("#", ";"), False, False),
    "caddyfile": (("#",), True, False),
    "editorconfig": (("#", ";"), False, False),
    "procfile": (("#",), False, False),
    "sshconfig": (("#",), False, False),
    "crontab": (("#",), False, False),
    "properties": (("#", "!"), False, False),
    # (SQL is no configuration, but its "--" notes of others read the same way: "-- other
    # tables unchanged"; its dots are the code scan's)
    "sql": (("--",), False, True),
    # (hunt109) manifests: their dots are JSON's and TOML's rules' to judge
    "packagejson": ((), False, True),
    "cargo": (("#",), True, True),
    # (hunt113) more configuration kinds with comments: Terraform and HCL ("#", "//"), an ini
    # file (tox.ini, setup.cfg), line lists (.gitignore and the other ignore files, pip's
    # requirements, a Gemfile, go.mod, CODEOWNERS, asdf's .tool-versions), a Groovy
    # build.gradle and a Nix file; their dots are their own syntax's (or the code scan's)
    "terraform": (("#", "//"), True, True),
    "ini": (("#", ";"), False, True),
    "ignore": (("#",), False, True),
    "requirements": (("#",), True, True),
    "gemfile": (("#",), True, True),
    "gomod": (("//",), False, True),
    "codeowners": (("#",), False, True),
    "toolversions": (("#",), True, True),
    "gradle": (("//",), False, True),
    "nix": (("#",), True, True),
}
_SYSTEMD_SUFFIXES = (".service", ".socket", ".timer", ".mount", ".path", ".target")
_NAMED_KINDS = {
    "makefile": "makefile",
    "gnumakefile": "makefile",
    "justfile": "makefile",
    "caddyfile": "caddyfile",
    ".editorconfig": "editorconfig",
    "procfile": "procfile",
    "crontab": "crontab",
    "ssh_config": "sshconfig",
    "sshd_config": "sshconfig",
    "gemfile": "gemfile",
    "go.mod": "gomod",
    "go.work": "gomod",
    "codeowners": "codeowners",
    ".tool-versions": "toolversions",
    "build.gradle": "gradle",
    "settings.gradle": "gradle",
}
#: (hunt113) Suffixes of more configuration kinds (a name's last dot on).
_SUFFIX_KINDS = {
    "tf": "terraform",
    "hcl": "terraform",
    "tfvars": "terraform",
    "ini": "ini",
    "cfg": "ini",
    "gitignore": "ignore",
    "dockerignore": "ignore",
    "npmignore": "ignore",
    "helmignore": "ignore",
    "prettierignore": "ignore",
    "eslintignore": "ignore",
    "gradle": "gradle",
    "nix": "nix",
}
#: pip's requirement files by name ("requirements-dev.txt", "constraints.in"): "#" comments.
PIP_FILE = re.compile(r"(?:requirements|constraints)[\w.-]*\.(?:txt|in)")
#: (hunt113) Debian's nginx site folders: a site file there has no suffix.
_NGINX_SITE_DIRS = frozenset({"sites-available", "sites-enabled"})


#: The suffixes of programs, never a configuration kind (``dockerfile.py`` is Python).
_PROGRAM_SUFFIXES = frozenset(
    {"py", "pyi", "js", "mjs", "cjs", "ts", "tsx", "jsx", "go", "rs", "java", "kt", "c", "h"}
    | {"cc", "cpp", "hpp", "cs", "rb", "php", "swift", "scala", "lua", "dart", "ex", "exs"}
)


def _kind(path: str) -> str | None:
    """The kind of configuration the file at ``path`` is by its name, None for another file."""
    lowered = path.lower()
    parts = lowered.rsplit("/", 2)
    name = parts[-1]
    if name.rpartition(".")[2] in _PROGRAM_SUFFIXES:
        return None  # (a program's file: no kind, at once; the scan's budget, test_hostile)
    if name in ("dockerfile", "containerfile") or name.startswith("dockerfile."):
        return "dockerfile"
    if name.endswith(".dockerfile"):
        return "dockerfile"
    if name == "jenkinsfile" or name.endswith(".jenkinsfile"):
        return "jenkinsfile"
    if name == ".env" or name.startswith(".env.") or name.endswith(".env"):
        return "env"
    if name == "pyproject.toml":
        return "pyproject"
    if name.endswith(".conf"):
        return "nginx" if "nginx" in lowered or "/conf.d/" in f"/{lowered}" else "conf"
    if name in _NAMED_KINDS:
        return _NAMED_KINDS[name]
    if name.endswith(".mk") or name.startswith("procfile."):
        return "makefile" if name.endswith(".mk") else "procfile"
    if name.endswith(_SYSTEMD_SUFFIXES):
        return "systemd"
    if name.endswith(".properties"):
        return "properties"
    if name.endswith(".sql"):
        return "sql"
    if name == "package.json":
        return "packagejson"
    if name == "cargo.toml":
        return "cargo"
    if name == "config" and len(parts) > 1 and parts[-2] in (".ssh", "ssh"):
        return "sshconfig"
    if PIP_FILE.fullmatch(name):
        return "requirements"
    if len(parts) > 1 and parts[-2] in _NGINX_SITE_DIRS and "." not in name:
        return "nginx"
    return _SUFFIX_KINDS.get(name.rpartition(".")[2]) if "." in name else None


def config_markers(path: str) -> tuple[tuple[str, ...], bool] | None:
    """(fix-config106) The comment markers of the configuration kind of the file at ``path``
    and whether a remark after code is a comment there (:data:`_KINDS`); None for no kind."""
    kind = _kind(path)
    if kind is None:
        return None
    markers, trailing, _ = _KINDS[kind]
    return markers, trailing


def _reference(content: str, offset: int, description: str) -> tuple[str, int, str]:
    """A file its tool refuses by its shape, at ``offset``: ``("reference", line,
    description)``, the line filled into ``description``'s ``{}``."""
    line = _line_of(content, offset)[0]
    return "reference", line, description.format(line)


def _line_of(content: str, offset: int) -> tuple[int, str]:
    """The 1-based line of ``offset`` in ``content`` and its text, stripped."""
    end = content.find("\n", offset)
    start = content.rfind("\n", 0, offset) + 1
    text = content[start : len(content) if end == -1 else end].strip()
    return content.count("\n", 0, offset) + 1, text


def _top_location(content: str) -> int:
    """The offset of a ``location`` directive at the top level of an nginx file, -1 for none."""
    depth = 0
    directive_start = True
    for token in _NGINX_TOKEN.finditer(content):
        text = token.group(0)
        if text[0] == "#":
            continue
        if text == "{":
            depth += 1
            directive_start = True
        elif text in ("}", ";"):
            depth -= text == "}"
            directive_start = True
        else:
            if directive_start and depth == 0 and text == "location":
                return token.start()
            directive_start = False
    return -1


def config_part(path: str, content: str) -> tuple[str, int, str] | None:
    """``("elision", line, text)`` for a line (a step) of only an ellipsis, ``("reference",
    line, description)`` for a file its tool refuses by its shape, of a configuration file at
    ``path`` (see the module); None for another file or none."""
    kind = _kind(path)
    if kind is None:
        return None
    if not _KINDS[kind][2] and ("." in content or "\u2026" in content):
        dots = _DOTS_LINE.search(content)
        if dots is not None:
            return "elision", *_line_of(content, dots.start())
    if kind == "dockerfile":
        first = _INSTRUCTION.search(content)
        if first is not None and _FROM.search(content) is None:
            return _reference(
                content, first.start(), "a Dockerfile with no FROM (line {} is its first step)"
            )
    elif kind == "nginx" and _SNIPPET_DIRS.isdisjoint(path.lower().split("/")[:-1]):
        at = _top_location(content)
        if at != -1:
            return _reference(
                content,
                at,
                "a location block at the top level (line {}): it belongs in a server block",
            )
    elif kind == "pyproject":
        key = _TOML_KEY.search(content)
        if key is not None and _TOML_TABLE.search(content) is None:
            return _reference(content, key.start(), "a pyproject.toml key (line {}) under no table")
        project = _PROJECT_TABLE.search(content)
        if project is not None and _NAME_KEY.search(project.group(1)) is None:
            return _reference(content, project.start(), "a [project] table (line {}) with no name")
    elif kind == "packagejson":
        text = content.lstrip("\ufeff \t\r\n")
        if text.startswith('"'):
            return _reference(
                content,
                len(content) - len(text),
                "a package.json member (line {}) in no JSON object: the file's object was left out",
            )
    elif kind == "cargo":
        first = _TOML_TABLE.search(content)
        if first is not None and _CARGO_ROOT.search(content) is None:
            return _reference(
                content, first.start(), "a Cargo.toml with no [package] nor [workspace] (line {})"
            )
    elif kind == "systemd" and path.lower().endswith(".service"):
        section = _SERVICE_SECTION.search(content)
        if section is not None and _EXEC_START.search(content) is None:
            return _reference(
                content, section.start(), "a systemd [Service] (line {}) with no ExecStart="
            )
    elif kind == "jenkinsfile":
        for pattern in (_GROOVY_EMPTY, _GROOVY_DOTS_STEP):
            found = pattern.search(content)
            if found is not None:
                return "elision", *_line_of(content, found.start())
        if "etc" in content or "..." in content or "\u2026" in content:
            return _stages_listed(content)
    return None


#: (fix-ci129) A Jenkinsfile comment alone on its line that lists names closed by "etc." or
#: dots ("// Test, Deploy, etc."), and the quoted names of its stages.
_LISTED_ETC = re.compile(
    rf"^[ \t]*//[ \t]*(?P<names>[A-Za-z][\w-]*(?:[ \t]*,[ \t]*[A-Za-z][\w-]*)*)[ \t]*,?[ \t]*"
    rf"(?:etc\.?|{_ELLIPSIS})[ \t]*\r?$",
    re.M,
)
_FILE_WORD = re.compile(r"[A-Za-z][\w-]*")
_CAMEL_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def _stages_listed(content: str) -> tuple[str, int, str] | None:
    """(fix-ci129) A comment listing names closed by "etc." of which one is no word of a stage
    the file holds: the stages the answer left out (a name of a stage it holds, "// Build,
    etc.", is a remark on it)."""
    for found in _LISTED_ETC.finditer(content):
        # (fix-cifr135) a word the file holds anywhere, not only in a stage's name ("// maven,
        # jdk, etc." over tools {}, "// slack, mail, etc." over slackSend and mail): a remark
        rest = content[: found.start()] + content[found.end() :]
        words = {word.lower() for word in _FILE_WORD.findall(rest)}
        words |= {word.lower() for word in _CAMEL_PART.findall(rest)}
        names = [name.strip().lower() for name in found.group("names").split(",")]
        if any(name not in words for name in names):
            return "elision", *_line_of(content, found.start())
    return None
