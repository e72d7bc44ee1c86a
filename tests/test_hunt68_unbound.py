"""hunt68: attacks on the unbound-name rule (fix-unbound38, ingest/unbound.py).

WRONG: parts of a Python file the rule lets through as whole files, because something
ELSEWHERE in the part switches the rule off or hides the unbound use (a ``try`` whose handler
catches ``Exception``, a ``NameError`` named anywhere, ``self.__dict__``, a function's
``locals()`` or ``vars(args)`` handed to a call). Each part below is what a model sends when
it shows only the function it changed: the module's imports and globals (``yaml``, ``app``,
``Post``, ``json``...) are the rest of the file it left out; writing it as the whole file
deletes that rest. The same part without the switch is refused today (checked below), so
the switch, not the shape, lets it through.

False refusals: real whole files, run where their host puts names in their globals
(Jupyter's ``get_config``/``c``, Databricks' ``spark``/``dbutils``, Home Assistant's
``python_scripts`` ``hass``/``data``/``logger``, Ghidra's ``currentProgram``, Python 2's
``reduce``/``StandardError``), refused as parts.

Measured (not a test, /tmp script over this machine's stdlib and site-packages): 575 real
files rendered as ``Here is `name`:`` + a labelled ```python fence: 0 refused by this rule;
``find_unbound`` over 4000 files: 11 hits, all real latent NameErrors or test-harness names
(IPython tests' ``ip``, awscli argprocess ``valid_key`` in an error f-string, numpy
npy_pkg_config ``meta_d``, selenium devtools ``dom``, CPython test_dbapi ``size``).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.unbound import find_unbound


def _answer(path: str, content: str) -> str:
    return f"{path}\n```python\n{content}```\n"


# --- WRONG: parts let through --------------------------------------------------------------

#: (id, the part with the switch, the same part without it: refused today).
_PARTS = [
    (
        "try-except-exception",
        # The model's changed function; `yaml` is imported in the rest of config.py.
        "def load_config(path):\n"
        "    try:\n"
        "        with open(path) as f:\n"
        "            return yaml.safe_load(f)\n"
        "    except Exception as e:\n"
        '        print(f"Failed to load config: {e}")\n'
        "        return {}\n",
        "def load_config(path):\n    with open(path) as f:\n        return yaml.safe_load(f)\n",
    ),
    (
        "bare-except",
        "def fetch(url):\n"
        "    try:\n"
        "        return requests.get(url, timeout=5).json()\n"
        "    except:\n"
        "        return None\n",
        "def fetch(url):\n    return requests.get(url, timeout=5).json()\n",
    ),
    (
        "nameerror-elsewhere",
        # One guarded `__version__` lookup switches the rule off for `app` and `jsonify`.
        "def get_version():\n"
        "    try:\n"
        "        return __version__\n"
        "    except NameError:\n"
        '        return "dev"\n'
        "\n"
        "\n"
        '@app.route("/version")\n'
        "def version():\n"
        "    return jsonify(version=get_version())\n",
        '@app.route("/version")\ndef version():\n    return jsonify(version="dev")\n',
    ),
    (
        "self-dict",
        # An instance's __dict__ binds no module global; `db` is imported in the rest.
        "class User(db.Model):\n"
        "    id = db.Column(db.Integer, primary_key=True)\n"
        "\n"
        "    def to_dict(self):\n"
        "        return dict(self.__dict__)\n",
        "class User(db.Model):\n"
        "    id = db.Column(db.Integer, primary_key=True)\n"
        "\n"
        "    def to_dict(self):\n"
        "        return {'id': self.id}\n",
    ),
    (
        "django-view-locals",
        # A function's locals() is a copy: handing it to render binds no global.
        "def index(request):\n"
        "    posts = Post.objects.all()\n"
        '    return render(request, "blog/index.html", locals())\n',
        "def index(request):\n"
        "    posts = Post.objects.all()\n"
        '    return render(request, "blog/index.html", {"posts": posts})\n',
    ),
    (
        "vars-of-an-object",
        # vars(args) is the object's dict, not a namespace of the module.
        "def main():\n    args = parser.parse_args()\n    print(json.dumps(vars(args)))\n",
        "def main():\n"
        "    args = parser.parse_args()\n"
        "    print(json.dumps(args.__class__.__name__))\n",
    ),
    (
        "a-method-named-convert",
        # self._convert is the part's own method, not an Enum's _convert_: it binds no
        # global; `Decimal` and `ROUNDING` are imported/defined in the rest left out
        "class Money:\n"
        "    def __init__(self, amount):\n"
        "        self.amount = self._convert(amount)\n"
        "\n"
        "    def _convert(self, value):\n"
        "        return Decimal(value).quantize(Decimal('0.01'), rounding=ROUNDING)\n",
        "class Money:\n"
        "    def __init__(self, amount):\n"
        "        self.amount = self.to_decimal(amount)\n"
        "\n"
        "    def to_decimal(self, value):\n"
        "        return Decimal(value).quantize(Decimal('0.01'), rounding=ROUNDING)\n",
    ),
    (
        "bound-only-as-another-functions-parameter",
        # `app` is a parameter of register_routes: no module-level binding; the route's
        # decorator reads the module's app, whose creation the part left out
        "def register_routes(app):\n"
        '    app.add_url_rule("/", "index", lambda: "hi")\n'
        "\n"
        "\n"
        "@app.errorhandler(404)\n"
        "def not_found(error):\n"
        '    return {"error": "not found"}, 404\n',
        '@app.errorhandler(404)\ndef not_found(error):\n    return {"error": "not found"}, 404\n',
    ),
    (
        "bound-only-as-another-functions-local",
        # list_users reads the module's db (its sqlite3.connect left out); db is only
        # create_user's parameter
        "def create_user(db, name):\n"
        '    db.execute("INSERT INTO users (name) VALUES (?)", (name,))\n'
        "    db.commit()\n"
        "\n"
        "\n"
        "def list_users():\n"
        '    return db.execute("SELECT * FROM users").fetchall()\n',
        'def list_users():\n    return db.execute("SELECT * FROM users").fetchall()\n',
    ),
    (
        "names-only-in-annotations",
        # no `from __future__ import annotations`: the def evaluates List, Item, Decimal
        # (NameError at import); the imports are the rest of the file left out
        "def total(items: List[Item]) -> Decimal:\n    return sum(item.price for item in items)\n",
        "def total(items):\n    return Decimal(sum(item.price for item in items))\n",
    ),
    (
        "a-global-declaration-is-no-binding",
        # `global _cache` declares, binds nothing: the module's `_cache = {}` was left out
        "def reset_cache():\n    global _cache\n    _cache.clear()\n",
        "def reset_cache():\n    _cache.clear()\n",
    ),
    (
        "an-augmented-assignment-needs-the-name",
        # `total += ...` reads total first: the module's `total = 0` was left out
        "def add_item(item):\n    global total\n    total += item.price\n    return total\n",
        "def add_item(item):\n    return total + item.price\n",
    ),
    (
        "method-cut-from-its-class",
        # a zero-argument super() outside any class: the method of a class the part left
        # out (called at module level it raises RuntimeError: __class__ cell not found)
        "def save(self, *args, **kwargs):\n"
        '    self.slug = self.title.lower().replace(" ", "-")\n'
        "    super().save(*args, **kwargs)\n",
        "def save(self, *args, **kwargs):\n"
        "    self.slug = slugify(self.title)\n"
        "    super().save(*args, **kwargs)\n",
    ),
]


@pytest.mark.parametrize(("part", "control"), [pytest.param(p, c, id=i) for i, p, c in _PARTS])
def test_a_part_is_refused_whatever_else_it_holds(part: str, control: str) -> None:
    # the control (the same part, no switch) is refused today: the shape is read as a part
    control_result = parse_response(_answer("app.py", control))
    assert not control_result.usable
    result = parse_response(_answer("app.py", part))
    assert not result.usable, [f.file_path for f in result.code.files]
    assert result.refused_paths == ["app.py"]


# --- false refusals: whole files whose host binds names ------------------------------------

_HOSTED = [
    (
        "jupyter-config-get-config",
        "jupyter_notebook_config.py",
        # as `jupyter notebook --generate-config` writes it: the loader provides get_config
        "# Configuration file for jupyter-notebook.\n"
        "\n"
        "c = get_config()  # noqa\n"
        "\n"
        'c.NotebookApp.ip = "0.0.0.0"\n'
        "c.NotebookApp.port = 8888\n"
        "c.NotebookApp.open_browser = False\n",
    ),
    (
        "jupyterhub-config-c",
        "jupyterhub_config.py",
        # JupyterHub's docs write the config on `c` the loader puts in the globals
        'c.JupyterHub.bind_url = "http://:8000"\n'
        'c.Authenticator.admin_users = {"admin"}\n'
        'c.Spawner.default_url = "/lab"\n',
    ),
    (
        "ipython-config",
        "ipython_config.py",
        'c = get_config()\nc.InteractiveShellApp.exec_lines = ["%autoreload 2"]\n',
    ),
    (
        "databricks-notebook-source",
        "etl.py",
        # a Databricks notebook exported as source: spark and dbutils are the runtime's
        "# Databricks notebook source\n"
        "# MAGIC %md\n"
        "# MAGIC # ETL\n"
        "\n"
        "# COMMAND ----------\n"
        "\n"
        'df = spark.read.table("raw.events")\n'
        "display(df.limit(10))\n"
        "\n"
        "# COMMAND ----------\n"
        "\n"
        'rows = dbutils.fs.ls("/mnt/raw")\n'
        "print(len(rows))\n",
    ),
    (
        "home-assistant-python-script",
        "python_scripts/turn_on_light.py",
        # Home Assistant's python_script integration runs it with hass, data, logger given
        'entity_id = data.get("entity_id")\n'
        "if entity_id is not None:\n"
        '    service_data = {"entity_id": entity_id, "brightness": 255}\n'
        '    hass.services.call("light", "turn_on", service_data, False)\n'
        'logger.info("Turned on %s", entity_id)\n',
    ),
    (
        "ghidra-script",
        "ghidra_scripts/ListFunctions.py",
        # Ghidra runs a script with the GhidraScript API (currentProgram...) in its globals
        "# List every function of the program.\n"
        "# @category Analysis\n"
        "\n"
        "fm = currentProgram.getFunctionManager()\n"
        "for func in fm.getFunctions(True):\n"
        "    print(func.getName(), func.getEntryPoint())\n",
    ),
    (
        "python2-reduce-standarderror",
        "legacy.py",
        # Python 2 builtins the table leaves out (it lists unicode, xrange, cmp...)
        "def total(xs):\n"
        "    return reduce(lambda a, b: a + b, xs, 0)\n"
        "\n"
        "\n"
        "class BadInput(StandardError):\n"
        "    pass\n",
    ),
    (
        "latent-nameerror-in-error-message",
        "argprocess.py",
        # the shape of awscli/argprocess.py as installed: a typo in a rarely-run error
        # message; the file is whole (it is the package's), the model copies it as it is
        "class ParamUnknownKeyError(Exception):\n"
        "    def __init__(self, key, valid_keys):\n"
        "        valid_keys = ', '.join(valid_keys)\n"
        "        super().__init__(\n"
        "            f\"Unknown key '{key}', valid choices are: {valid_key}\"\n"
        "        )\n",
    ),
    (
        "snakemake-script",
        "scripts/count_lines.py",
        # a rule's `script:` file: Snakemake runs it with the `snakemake` object given
        "with open(snakemake.input[0]) as src, open(snakemake.output[0], 'w') as dst:\n"
        "    dst.write(f'{sum(1 for _ in src)}\\n')\n",
    ),
    (
        "libreoffice-macro",
        "Scripts/python/hello.py",
        # a LibreOffice Python macro: the office gives XSCRIPTCONTEXT
        "def hello_world(*args):\n"
        "    doc = XSCRIPTCONTEXT.getDocument()\n"
        "    doc.Text.End.String = 'Hello World (in Python)'\n"
        "\n"
        "\n"
        "g_exportedScripts = (hello_world,)\n",
    ),
    (
        "module-object-held-in-a-name",
        "colors.py",
        # setattr on the module through a name (runs: prints "red green")
        "import sys\n"
        "\n"
        "_this = sys.modules[__name__]\n"
        'for _name in ("RED", "GREEN"):\n'
        "    setattr(_this, _name, _name.lower())\n"
        "\n"
        "print(RED, GREEN)\n",
    ),
    (
        "globals-held-in-a-name",
        "levels.py",
        # globals() kept in a name, then written through it (runs: prints "0 1")
        "_ns = globals()\n"
        'for _i, _name in enumerate(["LOW", "HIGH"]):\n'
        "    _ns[_name] = _i\n"
        "\n"
        "print(LOW, HIGH)\n",
    ),
    (
        "sphinx-conf-tags",
        "docs/conf.py",
        # Sphinx runs conf.py with `tags` (the -t tags) in its globals
        'project = "demo"\n'
        'extensions = ["sphinx.ext.autodoc"]\n'
        'if tags.has("internal"):\n'
        "    exclude_patterns = []\n"
        "else:\n"
        '    exclude_patterns = ["internal/*"]\n',
    ),
    (
        "qgis-console-iface",
        "zoom_to_layer.py",
        # a script for the QGIS Python console: iface is the console's
        "layer = iface.activeLayer()\n"
        "if layer is not None:\n"
        "    iface.mapCanvas().setExtent(layer.extent())\n"
        "    iface.mapCanvas().refresh()\n",
    ),
    (
        "gdb-python-script",
        "gdb_helpers.py",
        # sourced by gdb (`source gdb_helpers.py`): gdb's Python has the gdb module in
        # its globals
        "class HelloCommand(gdb.Command):\n"
        '    """Say hello."""\n'
        "\n"
        "    def __init__(self):\n"
        '        super().__init__("hello", gdb.COMMAND_USER)\n'
        "\n"
        "    def invoke(self, arg, from_tty):\n"
        '        print("Hello,", arg)\n'
        "\n"
        "\n"
        "HelloCommand()\n",
    ),
]


@pytest.mark.parametrize(("path", "content"), [pytest.param(p, c, id=i) for i, p, c in _HOSTED])
def test_a_whole_file_its_host_binds_names_for_is_usable(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


def test_the_controls_hold() -> None:
    """What held (passes today): the rule reads under every reader, and a whole file that
    binds its names in the ways the brief lists is usable."""
    part = "def f():\n    return g() + k()\n"
    for answer in (
        _answer("app.py", part),
        f"```python app.py\n{part}```\n",
        f"<write_to_file>\n<path>app.py</path>\n<content>\n{part}</content>\n</write_to_file>\n",
        f'<boltArtifact id="a" title="t">\n<boltAction type="file" filePath="app.py">\n'
        f"{part}</boltAction>\n</boltArtifact>\n",
        f"```bash\ncat > app.py <<'EOF'\n{part}EOF\n```\n",
    ):
        assert not parse_response(answer).usable, answer
    for content in (
        "from .base import *\n\nDEBUG = True\nALLOWED_HOSTS = [HOST]\n",
        "import sys\n\nfor n in ('a', 'b'):\n    setattr(sys.modules[__name__], n, 1)\nprint(a)\n",
        "def __getattr__(name):\n    return name\n\n\nprint(thing)\n",
        "from gettext import gettext as _\n\nprint(_('hi'))\n",
        "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from x import Y\n\n\n"
        "def f(y: Y) -> Y:\n    return y\n",
        "import pytest\n\n\n@pytest.fixture\ndef client(app):\n    return app.test_client()\n",
    ):
        assert find_unbound("m.py", content) is None, content


#: Real whole files of the standard library (a fixed sample, as installed), each rendered as
#: a model sends a file it rewrites: the rule must refuse none (measured: 0 of these; 0 of 575
#: random installed files; ``find_unbound`` hits 11 of 4000, all latent NameErrors or
#: test-harness names).
_STDLIB_SAMPLE = [
    "abc.py",
    "bisect.py",
    "calendar.py",
    "colorsys.py",
    "contextlib.py",
    "copy.py",
    "csv.py",
    "dataclasses.py",
    "difflib.py",
    "enum.py",
    "fnmatch.py",
    "fractions.py",
    "functools.py",
    "getopt.py",
    "gettext.py",
    "glob.py",
    "heapq.py",
    "hmac.py",
    "ipaddress.py",
    "keyword.py",
    "linecache.py",
    "locale.py",
    "numbers.py",
    "operator.py",
    "optparse.py",
    "pprint.py",
    "queue.py",
    "random.py",
    "sched.py",
    "secrets.py",
    "selectors.py",
    "shlex.py",
    "shutil.py",
    "statistics.py",
    "string.py",
    "textwrap.py",
    "this.py",
    "timeit.py",
    "tokenize.py",
    "traceback.py",
    "types.py",
    "typing.py",
    "uuid.py",
    "warnings.py",
    "weakref.py",
    "json/decoder.py",
    "json/encoder.py",
    "logging/handlers.py",
    "email/utils.py",
    "http/cookies.py",
    "urllib/parse.py",
    "collections/__init__.py",
    "importlib/util.py",
    "unittest/mock.py",
    "asyncio/queues.py",
]


def test_real_stdlib_files_are_not_refused_as_parts() -> None:
    import sysconfig
    from pathlib import Path

    stdlib = Path(sysconfig.get_paths()["stdlib"])
    refused = []
    read = 0
    for name in _STDLIB_SAMPLE:
        path = stdlib / name
        if not path.is_file():
            continue
        content = path.read_text(encoding="utf-8")
        if "```" in content:
            continue
        read += 1
        label = Path(name).name
        result = parse_response(f"Here is `{label}`:\n\n{label}\n```python\n{content}```\n")
        if not result.usable:
            refused.append((name, [d.code for d in result.diagnostics]))
        elif find_unbound(label, content) is not None:
            refused.append((name, ["unbound"]))
    assert read >= 40
    assert refused == []


def test_a_class_body_fragment_at_column_0_is_refused() -> None:
    """The fields and a method the model adds to a class, written from the margin as the
    whole models.py: bare annotations (bind nothing, do nothing in a module) and a def whose
    first parameter is self. Every name is a builtin or a parameter, so the rule lets it
    through; the file holds no class, and writing it deletes the class it belongs to."""
    part = (
        'name: str\nprice: float\n\ndef __str__(self):\n    return f"{self.name} ({self.price})"\n'
    )
    result = parse_response(_answer("models.py", part))
    assert not result.usable, [f.file_path for f in result.code.files]


def test_real_definitions_cut_from_stdlib_files_are_refused_when_they_use_unbound_names() -> None:
    """Each top-level def or class of the stdlib sample, cut out alone (the part a model
    sends when it shows the one function it changed), that uses a name the compiler finds
    bound nowhere in it. Measured today: 971 cut, 657 refused, 54 with unbound names let
    through — 49 by an attribute ``.__dict__`` of an object (self.__dict__, cls.__dict__,
    record.__dict__...) or vars(obj), 2 by a NameError named, 3 by an annotation or a try.
    Parts that run text (exec/eval) are left out here: the rule does not weigh them by
    design."""
    import ast
    import sysconfig
    from pathlib import Path

    from artifact_codec.ingest import unbound

    stdlib = Path(sysconfig.get_paths()["stdlib"])
    let_through = []
    weighed = 0
    for name in _STDLIB_SAMPLE:
        path = stdlib / name
        if not path.is_file():
            continue
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines(keepends=True)
        for node in ast.parse(source).body:
            if not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                continue
            start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            part = "".join(lines[start - 1 : node.end_lineno])
            runs_text = any(
                isinstance(n, ast.Call)
                and isinstance(n.func, ast.Name)
                and n.func.id in ("exec", "eval")
                for n in ast.walk(node)
            )
            if runs_text or not unbound._candidates(part):
                continue
            weighed += 1
            if find_unbound("m.py", part) is None:
                let_through.append(f"{name}:{node.name}")
    assert weighed >= 300
    assert let_through == []
