"""hunt81: notes for left-out members that fix-margin45 (placeholders._python_note and the
Ruby/Elixir member search) does not see, and real-file guards it must keep.

Expected by hand: a note whose names (g and k, or a real class's removed methods) are bound
nowhere in its scope stands for code the model left out, so the answer is not usable; a whole
file stays usable and exact."""

from __future__ import annotations

import ast
import re
import sysconfig
from pathlib import Path

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_STDLIB = Path(sysconfig.get_paths()["stdlib"])
ELL = "\u2026"  # the ellipsis character
L2 = "\u2500" * 2  # a light box-drawing rule
D3 = "\u2550" * 3  # a double one
L6 = "\u2500" * 6
REAL = "_split and _fix_sentence_endings"  # the two methods left out of textwrap.py


def _textwrap_without_two_methods(note: str, indent: str = "    ") -> str:
    """Real textwrap.py with TextWrapper._split and _fix_sentence_endings replaced by ``note``
    (its lines at the class's member indentation, written with ``indent``)."""
    text = (_STDLIB / "textwrap.py").read_text(encoding="utf-8")
    tree = ast.parse(text)
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "TextWrapper")
    methods = {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef)}
    first, last = methods["_split"].lineno, methods["_fix_sentence_endings"].end_lineno
    assert last is not None
    lines = text.split("\n")
    kept = lines[: first - 1] + note.split("\n") + lines[last:]
    out = "\n".join(kept)
    if indent != "    ":
        out = re.sub(r"(?m)^((?:    )+)", lambda m: indent * (len(m.group(1)) // 4), out)
    return out


def _class(note: str, indent: str = "    ") -> str:
    return (
        f"import os\n\n\nclass A:\n{indent}def f(self):\n{indent}    return 1\n\n"
        f"{note}\n\n{indent}def h(self):\n{indent}    return 3\n"
    )


def _module(note: str) -> str:
    return f"import os\n\n\ndef f():\n    return 1\n\n\n{note}\n\n\ndef h():\n    return 3\n"


def _refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


# -- class 1: the ellipsis character inside a class (the file no longer parses) ----------------
@pytest.mark.parametrize(
    ("content"),
    [
        pytest.param(_class("    \u2026  # g and k unchanged"), id="class-4-blanks"),
        pytest.param(_class("  \u2026 # g and k unchanged", "  "), id="class-2-blanks"),
        pytest.param(_class("\t\u2026 # g and k unchanged", "\t"), id="class-tabs"),
        pytest.param(
            "class A:\n    class B:\n        def f(self):\n            return 1\n\n"
            "        \u2026  # g and k unchanged\n\n        def h(self):\n            return 3\n",
            id="nested-class",
        ),
        pytest.param(_class("    \u2026"), id="ellipsis-alone-in-class"),
        pytest.param(
            _textwrap_without_two_methods(f"    {ELL}  # {REAL} unchanged"),
            id="real-textwrap",
        ),
    ],
)
def test_an_ellipsis_character_among_members_is_refused(content: str) -> None:
    _refused("app.py", content)


# -- class 2: rules of other marks (box drawing, +++) around the words --------------------------
@pytest.mark.parametrize(
    ("content"),
    [
        pytest.param(_class(f"    # {L2} g and k unchanged {L2}"), id="box-light-class"),
        pytest.param(_class(f"    # {D3} g and k unchanged {D3}"), id="box-double-class"),
        pytest.param(_module(f"# {L2} g and k unchanged {L2}"), id="box-light-margin"),
        pytest.param(_module("# +++ g and k unchanged +++"), id="plus-rule-margin"),
        pytest.param(
            _module(f"# {L6}\n# g and k unchanged\n# {L6}"),
            id="box-rules-over-under",
        ),
        pytest.param(
            _textwrap_without_two_methods(f"    # {L2} {REAL} unchanged {L2}"),
            id="real-textwrap",
        ),
    ],
)
def test_a_note_in_other_rules_is_refused(content: str) -> None:
    _refused("app.py", content)


# -- class 3: the note right above the next member (no blank line under it) ---------------------
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py", _class("    # g and k stay the same").replace("same\n\n", "same\n"), id="py-4"
        ),
        pytest.param(
            "app.py",
            _class("  # g and k stay the same", "  ").replace("same\n\n", "same\n"),
            id="py-2",
        ),
        pytest.param(
            "app.py",
            _class("\t# g and k stay the same", "\t").replace("same\n\n", "same\n"),
            id="py-tabs",
        ),
        pytest.param(
            "app.py", _class("    # g and k stay the same\n    ..."), id="py-note-then-dots"
        ),
        pytest.param(
            "app.py",
            _textwrap_without_two_methods(f"    # {REAL} unchanged").replace(
                "unchanged\n\n", "unchanged\n"
            ),
            id="real-textwrap",
        ),
        pytest.param(
            "a.rb",
            "class A\n  def f\n    1\n  end\n\n  # g and k stay the same\n"
            "  def h\n    3\n  end\nend\n",
            id="ruby-2",
        ),
    ],
)
def test_a_note_right_above_the_next_member_is_refused(path: str, content: str) -> None:
    _refused(path, content)


# -- class 4: a string note in other spellings (prefix, a quote inside, over lines) ------------
@pytest.mark.parametrize(
    ("content"),
    [
        pytest.param(_class('    f"""g and k stay the same"""'), id="f-prefix"),
        pytest.param(_class('    rb"g and k stay the same"'), id="rb-prefix"),
        pytest.param(_class('    """g and k aren\'t changed"""'), id="apostrophe-in-triple"),
        pytest.param(
            _module('"""g and k: same as before, don\'t touch"""'), id="apostrophe-margin"
        ),
        pytest.param(_class("    '''g and k stay the \"same\"'''"), id="double-quotes-in-single"),
        pytest.param(_module('"""\ng and k stay the same\n"""'), id="over-lines-margin"),
        pytest.param(_class('    """\n    g and k stay the same\n    """'), id="over-lines-class"),
        pytest.param(
            _class('    """g and k stay the same.\n    (not shown here)"""'), id="two-lines"
        ),
    ],
)
def test_a_string_note_in_other_spellings_is_refused(content: str) -> None:
    _refused("app.py", content)


# -- class 5: definitions in a function's or a block's body at other indentations/blank lines --
def _body(head: str, note: str, indent: str, tail: str = "") -> str:
    i = indent
    return (
        f"import os\n\n{head}\n{i}def f():\n{i}{i}return 1\n\n{i}{note}\n\n"
        f"{i}def h():\n{i}{i}return 3\n{tail}"
    )


@pytest.mark.parametrize(
    ("content"),
    [
        pytest.param(
            _body("def outer():", "# g and k stay the same", "\t", "\n\treturn f, h\n"),
            id="function-tabs",
        ),
        pytest.param(
            _body("def outer():", "# g and k stay the same", "  ", "\n  return f, h\n"),
            id="function-2-blanks",
        ),
        pytest.param(
            _body("def outer():", "# g and k stay the same", "    ", "\n    return f, h\n").replace(
                "\n", "\r\n"
            ),
            id="function-crlf",
        ),
        pytest.param(
            _body("def outer():", "# g and k stay the same", "    ", "\n    return f, h\n").replace(
                "\n\n    #", "\n    \n    #"
            ),
            id="function-blank-of-blanks",
        ),
        pytest.param(
            _body("def outer():", "... # g and k unchanged", "    ", "\n    return f, h\n"),
            id="function-dots",
        ),
        pytest.param(_body("if os.name == 'nt':", "# g and k stay the same", "\t"), id="if-tabs"),
        pytest.param(
            _body("if os.name == 'nt':", "# g and k stay the same", "  "), id="if-2-blanks"
        ),
        pytest.param(
            _body(
                "try:", "# g and k stay the same", "    ", "except ImportError:\n    pass\n"
            ).replace("\n", "\r\n"),
            id="try-crlf",
        ),
    ],
)
def test_a_note_among_definitions_of_a_body_is_refused(content: str) -> None:
    _refused("app.py", content)


# -- class 6: a class defined inside a function (the note among its members) --------------------
@pytest.mark.parametrize(
    ("content"),
    [
        pytest.param(
            "def make():\n    class A:\n        def f(self):\n            return 1\n\n"
            "        # g and k stay the same\n\n        def h(self):\n            return 3\n\n"
            "    return A\n",
            id="8-blanks",
        ),
        pytest.param(
            "def make():\n\tclass A:\n\t\tdef f(self):\n\t\t\treturn 1\n\n"
            "\t\t# g and k stay the same\n\n\t\tdef h(self):\n\t\t\treturn 3\n\n\treturn A\n",
            id="tabs",
        ),
        pytest.param(
            "def make():\n    class A:\n        def f(self):\n            return 1\n\n"
            '        """g and k stay the same"""\n\n        def h(self):\n            return 3\n\n'
            "    return A\n",
            id="string-note",
        ),
        pytest.param(
            "class T:\n    def test(self):\n        class A:\n            def f(self):\n"
            "                return 1\n\n            # g and k stay the same\n\n"
            "            def h(self):\n                return 3\n\n        return A\n",
            id="in-a-method",
        ),
    ],
)
def test_a_note_among_members_of_a_class_in_a_function_is_refused(content: str) -> None:
    _refused("app.py", content)


# -- class 7: Ruby files by other names (the member search runs for .rb/.rake/.ex/.exs only) ---
_RUBY_MODULE = (
    "module Tasks\n  def self.f\n    1\n  end\n\n  # g and k stay the same\n\n"
    "  def self.h\n    3\n  end\nend\n"
)


@pytest.mark.parametrize(
    "path",
    [
        pytest.param("Rakefile", id="rakefile"),
        pytest.param("app.gemspec", id="gemspec"),
        pytest.param("config.ru", id="rackup"),
        pytest.param("tool.rbw", id="rbw"),
        pytest.param("src/tasks.cr", id="crystal"),
    ],
)
def test_a_ruby_note_one_level_in_is_refused_by_any_ruby_name(path: str) -> None:
    _refused(path, _RUBY_MODULE)


# -- class 8: Python files by other names (the note search runs for .py/.pyi/.pyw only) --------
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("fast.pyx", _class("\t# g and k stay the same", "\t"), id="cython-tabs"),
        pytest.param(
            "rules.bzl",
            _class("    # g and k stay the same").replace("\n", "\r\n"),
            id="starlark-crlf",
        ),
        pytest.param("SConstruct", _class("\t# g and k stay the same", "\t"), id="sconstruct-tabs"),
        pytest.param(
            "bin/tool",
            "#!/usr/bin/env python3\n" + _class("\t# g and k stay the same", "\t"),
            id="shebang-script-tabs",
        ),
    ],
)
def test_a_python_note_is_refused_by_any_python_name(path: str, content: str) -> None:
    _refused(path, content)


# -- class 9 (false refusals): a Ruby/Elixir note one level in naming code the file defines ----
# by forms the member search does not count (defp, defmacro, defdelegate, attr_*, alias_method,
# delegate, "self.name"); the whole file must stay usable and exact.
def _elixir(defs: str, note: str = "  # parse and check stay the same") -> str:
    return (
        f"defmodule App.Reader do\n{defs}\n\n{note}\n\n"
        "  def read(line) do\n    line |> parse() |> check()\n  end\nend\n"
    )


def _ruby(defs: str, note: str = "  # parse and check stay the same") -> str:
    return (
        f"class Reader\n{defs}\n\n{note}\n\n  def read(line)\n    check(parse(line))\n  end\nend\n"
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "lib/reader.ex",
            _elixir(
                "  defp parse(line) do\n    String.trim(line)\n  end\n\n"
                '  defp check(text) do\n    text != ""\n  end'
            ),
            id="elixir-defp",
        ),
        pytest.param(
            "lib/reader.ex",
            _elixir(
                '  defp parse(line), do: String.trim(line)\n  defp check(text), do: text != ""'
            ),
            id="elixir-defp-one-line",
        ),
        pytest.param(
            "lib/reader.ex",
            _elixir(
                "  defdelegate parse(line), to: App.Parser\n  defdelegate check(t), to: App.Check"
            ),
            id="elixir-defdelegate",
        ),
        pytest.param(
            "lib/reader.ex",
            _elixir("  defmacro parse(line), do: line\n  defmacro check(text), do: text"),
            id="elixir-defmacro",
        ),
        pytest.param(
            "lib/reader.rb", _ruby("  attr_accessor :parse, :check"), id="ruby-attr-accessor"
        ),
        pytest.param(
            "lib/reader.rb",
            _ruby(
                "  def split(line)\n    line.split\n  end\n"
                "  alias_method :parse, :split\n  alias_method :check, :split"
            ),
            id="ruby-alias-method",
        ),
        pytest.param(
            "lib/reader.rb", _ruby("  delegate :parse, :check, to: :parser"), id="ruby-delegate"
        ),
        pytest.param(
            "lib/reader.rb",
            _ruby(
                "  def self.parse(line)\n    line.strip\n  end\n\n"
                "  def self.check(text)\n    !text.empty?\n  end",
                "  # self.parse and self.check stay the same",
            ),
            id="ruby-self-names",
        ),
    ],
)
def test_a_note_on_code_the_file_defines_keeps_the_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


# -- class 10 (false refusals): a class's note on its own members, indented by tabs -------------
def _own(note: str, indent: str) -> str:
    i = indent
    return (
        f"class Reader:\n{i}def parse(self, line):\n{i}{i}return line.strip()\n\n{note}\n\n"
        f"{i}def check(self, text):\n{i}{i}return bool(text)\n\n"
        f"{i}def read(self, line):\n{i}{i}return self.check(self.parse(line))\n"
    )


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_own("\t# parse and check stay the same", "\t"), id="tabs"),
        pytest.param(
            _own("\t# parse and check stay the same", "\t").replace("\n", "\r\n"), id="tabs-crlf"
        ),
        pytest.param(_own('\t"""parse and check stay the same"""', "\t"), id="tabs-string"),
        pytest.param(_own("\t... # parse and check unchanged", "\t"), id="tabs-dots"),
        pytest.param(
            "class Outer:\n\tclass Reader:\n\t\tdef parse(self, line):\n\t\t\treturn line\n\n"
            "\t\t# parse and check stay the same\n\n\t\tdef check(self, text):\n"
            "\t\t\treturn bool(text)\n",
            id="tabs-nested-class",
        ),
    ],
)
def test_a_tab_indented_note_on_the_class_s_own_members_keeps_the_file(content: str) -> None:
    result = parse_response(native_answer("reader.py", content))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("reader.py", content)]


# -- cost: notes between the members of one large class (_holding_class per note) ---------------
def test_notes_among_many_members_are_read_in_linear_time() -> None:
    from timing import assert_linear

    from artifact_codec.ingest import placeholders

    def part(n: int) -> str:
        return "class A:\n" + "".join(
            f"    def f{i}(self):\n        return {i}\n\n    # f{i} and g{i} unchanged\n\n"
            f"    def g{i}(self):\n        return {i}\n\n"
            for i in range(n)
        )

    assert placeholders._python_note(part(3)) is None
    assert_linear(part, placeholders._python_note, 300, factor=10)
