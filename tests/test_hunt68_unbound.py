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
        "def load_config(path):\n"
        "    with open(path) as f:\n"
        "        return yaml.safe_load(f)\n",
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
        "def main():\n"
        "    args = parser.parse_args()\n"
        "    print(json.dumps(vars(args)))\n",
        "def main():\n    args = parser.parse_args()\n    print(json.dumps(args.__class__.__name__))\n",
    ),
]


@pytest.mark.parametrize(
    ("part", "control"), [pytest.param(p, c, id=i) for i, p, c in _PARTS]
)
def test_a_part_is_refused_whatever_else_it_holds(part: str, control: str) -> None:
    # the control (the same part, no switch) is refused today: the shape is read as a part
    control_result = parse_response(_answer("app.py", control))
    assert not control_result.usable
    result = parse_response(_answer("app.py", part))
    assert not result.usable, [f.file_path for f in result.code.files]
    assert result.refused_paths == ["app.py"]
