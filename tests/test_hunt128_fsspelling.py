"""hunt128-fsspelling: a JSON transcript writes a file, then a later call names it in a spelling
the file system takes for the same name, as named_paths.may_name already does for case (``A.py``
on a case-insensitive file system):

- Unicode normalization: the written ``café.py`` (NFC) named ``café.py`` in NFD (``e`` and a
  combining accent), as macOS's file dialogs and HFS+ spell it; macOS's APFS and HFS+ look
  names up without regard to normalization, so it is the written file;
- a trailing dot: Windows drops trailing dots from a name (``a.py.`` opens a.py); ``a.py ``
  with a trailing blank is refused today.

Expected by hand: the removed file may be the written one; refusing is fine, keeping it usable
is usable-WRONG.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response

_NFD = unicodedata.normalize("NFD", "café.py")


def _call(cid: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    call = {
        "id": cid,
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(args)},
    }
    return {"role": "assistant", "content": None, "tool_calls": [call]}


def _kept(written: str, name: str, args: dict[str, Any]) -> bool:
    write = _call("c1", "write_file", {"path": written, "content": "x = 1\n"})
    ok1 = {"role": "tool", "tool_call_id": "c1", "content": "ok"}
    ok2 = {"role": "tool", "tool_call_id": "c2", "content": "ok"}
    parsed = parse_response(json.dumps([write, ok1, _call("c2", name, args), ok2]))
    return parsed.usable and files_of(parsed) == [(written, "x = 1\n")]


@pytest.mark.parametrize(
    ("written", "name", "args"),
    [
        pytest.param("café.py", "delete_file", {"path": _NFD}, id="nfd-relative"),
        pytest.param("café.py", "delete_file", {"path": "/Users/u/proj/" + _NFD}, id="nfd-abs"),
        pytest.param("café.py", "bash", {"command": "rm /Users/u/proj/" + _NFD}, id="nfd-bash"),
        pytest.param("a.py", "delete_file", {"path": "a.py."}, id="trailing-dot"),
        pytest.param("a.py", "delete_file", {"path": "C:\\proj\\a.py."}, id="trailing-dot-abs"),
    ],
)
def test_a_spelling_the_file_system_takes_for_the_name_does_not_keep_it(
    written: str, name: str, args: dict[str, Any]
) -> None:
    assert not _kept(written, name, args)


def test_a_trailing_blank_is_refused_today() -> None:
    assert not _kept("a.py", "delete_file", {"path": "a.py "})
