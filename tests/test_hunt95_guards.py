"""hunt95 guards: real whole files whose comments name parts the file itself holds.

Rakefile, RSpec, Ruby attr/alias, an Elixir GenServer, Starlark load() and BUILD files, Cython
cimport/cdef class, a JS module with divisions after ')', a UMD dist bundle: each comment
between members speaks of names the file binds (by task, let, attr_reader, alias, def, load,
cimport, cpdef, function). Expected by hand: usable and written exactly as sent.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_WHOLE = {
    "rake": (
        "Rakefile",
        (
            "require 'rake/testtask'\n"
            "\n"
            "Rake::TestTask.new(:test) do |t|\n"
            "  t.libs << 'test'\n"
            "  t.pattern = 'test/**/*_test.rb'\n"
            "end\n"
            "\n"
            "# lint and test run in CI\n"
            "\n"
            "task :lint do\n"
            "  sh 'rubocop'\n"
            "end\n"
            "\n"
            "task default: %i[lint test]\n"
        ),
    ),
    "rspec-let": (
        "spec/cart_spec.rb",
        (
            "RSpec.describe Cart do\n"
            "  let(:cart) { Cart.new }\n"
            "\n"
            "  # add and total are covered below\n"
            "\n"
            "  it 'adds' do\n"
            "    expect(cart.add(1).size).to eq 1\n"
            "  end\n"
            "\n"
            "  it 'totals' do\n"
            "    expect(cart.add(2).total).to eq 2\n"
            "  end\n"
            "end\n"
        ),
    ),
    "rb-attr": (
        "lib/point.rb",
        (
            "class Point\n"
            "  attr_reader :x, :y\n"
            "\n"
            "  def initialize(x, y)\n"
            "    @x = x\n"
            "    @y = y\n"
            "  end\n"
            "\n"
            "  # x and y are read-only\n"
            "\n"
            "  def +(other)\n"
            "    Point.new(x + other.x, y + other.y)\n"
            "  end\n"
            "end\n"
        ),
    ),
    "rb-alias": (
        "lib/str.rb",
        (
            "class Str\n"
            "  def to_s\n"
            "    @s\n"
            "  end\n"
            "  alias inspect to_s\n"
            "\n"
            "  # to_s and inspect stay the same for subclasses\n"
            "\n"
            "  def size\n"
            "    @s.size\n"
            "  end\n"
            "end\n"
        ),
    ),
    "ex-genserver": (
        "lib/counter.ex",
        (
            "defmodule Counter do\n"
            "  use GenServer\n"
            "\n"
            "  def start_link(n), do: GenServer.start_link(__MODULE__, n, name: __MODULE__)\n"
            "\n"
            "  # init/1 and handle_call/3 are the callbacks\n"
            "\n"
            "  @impl true\n"
            "  def init(n), do: {:ok, n}\n"
            "\n"
            "  @impl true\n"
            "  def handle_call(:get, _from, n), do: {:reply, n, n}\n"
            "end\n"
        ),
    ),
    "bzl-macro": (
        "tools/defs.bzl",
        (
            'load("@rules_cc//cc:defs.bzl", "cc_binary", "cc_library")\n'
            "\n"
            "# cc_library and cc_binary are wrapped with our copts\n"
            "\n"
            'COPTS = ["-Wall"]\n'
            "\n"
            "def my_library(name, **kwargs):\n"
            "    cc_library(name = name, copts = COPTS, **kwargs)\n"
            "\n"
            "def my_binary(name, **kwargs):\n"
            "    cc_binary(name = name, copts = COPTS, **kwargs)\n"
        ),
    ),
    "pyx": (
        "src/fast.pyx",
        (
            "# cython: language_level=3\n"
            "cimport cython\n"
            "from libc.math cimport sqrt, fabs\n"
            "\n"
            "# sqrt and fabs come from libc\n"
            "\n"
            "@cython.boundscheck(False)\n"
            "def norm(double[:] v):\n"
            "    cdef double s = 0\n"
            "    cdef Py_ssize_t i\n"
            "    for i in range(v.shape[0]):\n"
            "        s += fabs(v[i]) * fabs(v[i])\n"
            "    return sqrt(s)\n"
        ),
    ),
    "pyx-cdef-class": (
        "src/vec.pyx",
        (
            "cdef class Vec:\n"
            "    cdef double x, y\n"
            "\n"
            "    def __init__(self, double x, double y):\n"
            "        self.x = x\n"
            "        self.y = y\n"
            "\n"
            "    # norm and dot are cpdef so Python can call them\n"
            "\n"
            "    cpdef double norm(self):\n"
            "        return (self.x * self.x + self.y * self.y) ** 0.5\n"
            "\n"
            "    cpdef double dot(self, Vec o):\n"
            "        return self.x * o.x + self.y * o.y\n"
        ),
    ),
    "bzl-build": (
        "BUILD.bazel",
        (
            'load("//tools:defs.bzl", "my_library")\n'
            "\n"
            "# my_library adds the copts\n"
            "\n"
            "my_library(\n"
            '    name = "core",\n'
            '    srcs = glob(["*.cc"]),\n'
            ")\n"
        ),
    ),
    "js-regex-div": (
        "src/util.js",
        (
            "export function ratio(a, b) {\n"
            "  return (a) / (b) / 2;\n"
            "}\n"
            "\n"
            "// ratio and clamp are pure\n"
            "\n"
            "export function clamp(x) {\n"
            "  return x < 0 ? 0 : x > 1 ? 1 : x;\n"
            "}\n"
        ),
    ),
    "js-dist-umd": (
        "dist/lib.js",
        (
            "(function (global, factory) {\n"
            "  typeof exports === 'object' && typeof module !== 'undefined' ? factory(exports) :\n"
            "  typeof define === 'function' && define.amd ? define(['exports'], factory) :\n"
            "  (global = global || self, factory(global.Lib = {}));\n"
            "}(this, (function (exports) { 'use strict';\n"
            "\n"
            "  // add and sub are exported below\n"
            "\n"
            "  function add(a, b) { return a + b; }\n"
            "  function sub(a, b) { return a - b; }\n"
            "\n"
            "  exports.add = add;\n"
            "  exports.sub = sub;\n"
            "\n"
            "  Object.defineProperty(exports, '__esModule', { value: true });\n"
            "\n"
            "})));\n"
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(_WHOLE))
def test_a_whole_file_stays_usable_and_exact(name: str) -> None:
    path, content = _WHOLE[name]
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
