"""hunt49-refusals: false refusals of plain answers. (1) Excerpts of real installed files
(site-packages and the stdlib's test suite, cut to the lines that decide) sent as a whole file
of an answer are refused elided-code for an ordinary comment: the model (or the file's author)
meant the file as written. (2) A margin comment "g and k stay the same" in a file that DOES
define g and k, by a definition form _DEFINES does not read (Go's receivers, Kotlin's fun,
Ruby's def self., Elixir's defp, imports over several lines, dataclass fields): the comment
speaks of code the file holds. Expected by hand: usable, the file as written."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _answer(content: str, path: str) -> str:
    return native_answer(path, content)


def _files(content: str, path: str) -> dict[str, str]:
    result = parse_response(_answer(content, path))
    assert result.usable, (result.status, result.diagnostics)
    assert result.code is not None
    return {f.file_path: f.content for f in result.code.files}


@pytest.mark.parametrize(
    "content",
    [
        # mypy/scope.py (Scope.leave_class)
        pytest.param(
            "class Scope:\n    def __init__(self):\n        self.classes = []\n\n    def leave_class(self):\n        assert self.classes\n        # Leave the innermost class.\n        self.classes.pop()\n",
            id="mypy-leave-the-innermost-class",
        ),
        # langchain_core/messages/block_translators/google_genai.py
        pytest.param(
            'def convert(block):\n    out = {"type": "file"}\n    # Preserve extra fields\n    extras = {k: v for k, v in block.items() if k != "type"}\n    out.update(extras)\n    return out\n',
            id="langchain-preserve-extra-fields",
        ),
        # pandas/tests/indexes/period/test_constructors.py
        pytest.param(
            "def test_map():\n    res = [str(x) for x in range(3)]\n    # should return a list\n    assert isinstance(res, list)\n\n    # preserve element types\n    assert all(isinstance(r, str) for r in res)\n",
            id="pandas-preserve-element-types",
        ),
        # pandas/tests/copy_view/test_methods.py: the last line of a sentence over three lines
        pytest.param(
            "def test_view():\n    # the fast path returns a view of the source; ensure the copy\n    #  still tracks the reference so mutating the result leaves the source\n    #  unchanged.\n    src = [1, 2]\n    assert src == [1, 2]\n",
            id="pandas-sentence-ends-unchanged",
        ),
        # mypy/nodes.py: a docstring's example, comments after code inside the string
        pytest.param(
            'class TypeAlias:\n    """A type alias.\n\n    For example::\n\n        C = Callable  # Same as Callable[..., Any]\n        T = Tuple  # Same as Tuple[Any, ...]\n    """\n\n    def __init__(self):\n        self.target = None\n',
            id="mypy-docstring-same-as",
        ),
        # stdlib test/test_embed.py: "# ..." closing a comment that quotes a program's output
        pytest.param(
            'def test_repeated_init():\n    # Expected output:\n    # --- Pass 1 ---\n    # interp 0 <0x1cf9330>: id(modules) = 139650431942728\n    # --- Pass 2 ---\n    # ...\n\n    pat = r"^interp (\\d+) <(0x[\\dA-F]+)>"\n    return pat\n',
            id="stdlib-embed-dots-closing-quoted-output",
        ),
        # stdlib test/test_tarfile.py: "# ..." closing a comment that quotes a listing
        pytest.param(
            "def test_list(out):\n    # Make sure it prints files separated by one newline\n    # ...\n    # ustar/conttype\n    # ustar/regtype\n    # ...\n    assert b'ustar/conttype' in out\n",
            id="stdlib-tarfile-dots-closing-quoted-listing",
        ),
    ],
)
def test_real_file_excerpts_are_whole(content: str) -> None:
    assert _files(content, "src/app.py") == {"src/app.py": content}


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "a.go",
            "package a\n\ntype S struct{}\n\nfunc (s *S) Start() {}\n\nfunc (s *S) Stop() {}\n\n// Start and Stop stay the same\n\nfunc (s *S) Run() {}\n",
            id="go-receiver-methods",
        ),
        pytest.param(
            "A.kt",
            "fun g() = 1\n\nfun k() = 2\n\n// g and k stay the same\n\nfun h() = 3\n",
            id="kotlin-fun",
        ),
        pytest.param(
            "a.rb",
            "class A\n  def self.g\n    1\n  end\n\n  def self.k\n    2\n  end\nend\n\n# g and k stay the same\n\nputs A.g\n",
            id="ruby-def-self",
        ),
        pytest.param(
            "a.ex",
            "defmodule A do\n  defp g, do: 1\n  defp k, do: 2\nend\n\n# g and k stay the same\n\nIO.puts(1)\n",
            id="elixir-defp",
        ),
        pytest.param(
            "app.py",
            "from util import (\n    g,\n    k,\n)\n\n# g and k stay the same\n\n\ndef h():\n    return g() + k()\n",
            id="py-import-over-lines",
        ),
        pytest.param(
            "a.ts",
            "import {\n  g,\n  k,\n} from './util';\n\n// g and k stay the same\n\nexport const h = () => g() + k();\n",
            id="ts-import-over-lines",
        ),
        pytest.param(
            "a.rs",
            "use std::collections::{HashMap, HashSet};\n\n// HashMap and HashSet stay the same\n\nfn main() {}\n",
            id="rust-use-braces",
        ),
        pytest.param(
            "app.py",
            "from dataclasses import dataclass\n\n\n@dataclass\nclass Size:\n    width: int\n    height: int\n\n\n# width and height stay the same\n\n\ndef area(s):\n    return s.width * s.height\n",
            id="py-dataclass-fields",
        ),
    ],
)
def test_names_the_file_defines_by_other_forms_are_defined(path: str, content: str) -> None:
    assert _files(content, path) == {path: content}


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# keep reading and writing", id="keep-reading-and-writing"),
        pytest.param("# NOTE: stdout and stderr unchanged", id="note-streams-unchanged"),
    ],
)
def test_real_notes_at_the_margin_are_kept(comment: str) -> None:
    # (judgment call: the words are not names of functions the module would hold)
    content = f"import sys\n\n\ndef f():\n    return sys.stdin.read()\n\n\n{comment}\n\n\ndef h():\n    sys.stdout.write('x')\n"
    assert _files(content, "app.py") == {"app.py": content}


# A statement after a line ending with "(" or "," is taken as a call's keyword argument
# (_continues_call), but Go's const/var blocks and JS declarators over lines bind their names.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "a.go",
            "package a\n\nconst (\n\tG = 1\n\tK = 2\n)\n\n// G and K stay the same\n\nfunc H() int { return G + K }\n",
            id="go-const-block",
        ),
        pytest.param(
            "a.js",
            "var a = 1,\n    g = 2,\n    k = 3;\n\n// g and k stay the same\n\nexport const h = () => g + k;\n",
            id="js-declarators-over-lines",
        ),
    ],
)
def test_declarations_over_lines_bind_their_names(path: str, content: str) -> None:
    assert _files(content, path) == {path: content}
