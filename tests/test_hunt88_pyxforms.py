"""hunt88: whole Cython/Starlark files whose comment names code bound by their own forms.

fix-margin58 reads a ``.pyx``/``.bzl`` file's notes as a Python file's, its names by the Python
parse or by ``def``/``class`` lines. Cython's ``cdef``/``cpdef`` functions and methods,
``cimport`` and Starlark's ``load(...)`` bind names too: a comment naming them with a state
speaks of code the file holds, so the file is whole. Expected by hand: usable, the file exactly
as written. (These were refused at 68df3761 too: a rule that now reads these files by name
should read their binding forms.)
"""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_CDEF = (
    "cdef int clamp(int x):\n    return max(0, min(x, 255))\n\n"
    "cdef int scale(int x):\n    return x * 2\n\n"
    "def brighten(int x):\n    return clamp(scale(x))\n\n"
    "# clamp and scale stay the same\n\n"
    "def darken(int x):\n    return clamp(x // 2)\n"
)
_CDEF_CLASS = (
    "cdef class Counter:\n    cdef int n\n\n"
    "    cdef int bump(self):\n        self.n += 1\n        return self.n\n\n"
    "    cpdef int value(self):\n        return self.n\n\n"
    "    # bump and value stay the same\n\n"
    "    def reset(self):\n        self.n = 0\n"
)
_CIMPORT = (
    "from libc.math cimport sqrt, floor\n\n"
    "def norm(double x, double y):\n    return sqrt(x * x + y * y)\n\n"
    "# sqrt and floor stay the same\n\n"
    "def cell(double x):\n    return floor(x)\n"
)
_LOAD = (
    'load("@rules_python//python:defs.bzl", "py_binary", "py_library")\n\n'
    "def app(name, srcs):\n    py_binary(name = name, srcs = srcs)\n\n"
    "# py_binary and py_library stay the same\n\n"
    "def lib(name, srcs):\n    py_library(name = name, srcs = srcs)\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("src/pixels.pyx", _CDEF, id="pyx-cdef-functions"),
        pytest.param("src/counter.pyx", _CDEF_CLASS, id="pyx-cdef-class-methods"),
        pytest.param("src/geom.pyx", _CIMPORT, id="pyx-cimport"),
        pytest.param("tools/defs.bzl", _LOAD, id="bzl-load"),
    ],
)
def test_a_note_on_names_bound_by_cython_or_starlark_keeps_the_file(
    path: str, content: str
) -> None:
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]


_SITE = Path(sysconfig.get_paths()["purelib"])
_REAL_PYX = sorted(_SITE.glob("pyarrow/_*.pyx"))[:6] + sorted(_SITE.glob("numpy/**/*.pyx"))[:2]


@pytest.mark.parametrize("source", _REAL_PYX, ids=lambda p: p.name)
def test_a_real_whole_pyx_file_stays_usable_and_exact(source: Path) -> None:
    text = source.read_text(encoding="utf-8")
    path = f"src/{source.name}"
    result = parse_response(native_answer(path, text))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, text)]
