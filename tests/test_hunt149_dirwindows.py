"""hunt149: cmd's ``dir`` output that fix-outputs184 does not read: its summary in another
language than English (German ``Datei(en)``, French ``fichier(s)``, Spanish ``archivos``), a
glob operand (``dir *.py``, ``dir /b *.py``: every .py file of the folder, a.py among them), a
file of a subfolder (``dir src/a.py``, ``dir src\\a.py``: its entry names ``a.py`` only). An
OpenAI transcript writes a.py (or src/a.py; 12 bytes), runs the ``dir``, and its output lists
the folder without it, or the file at 0 bytes: it was removed or changed after the write. Main
keeps it as written (usable-WRONG; the base did too). The same listings with the file at its
own size stay usable (guards)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(path: str, command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", path, CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _german(entry: str, count: str) -> str:
    return (
        " Datentr\u00e4ger in Laufwerk C: ist System\n Volumeseriennummer: 1234-ABCD\n\n"
        " Verzeichnis von C:\\proj\n\n28.11.2026  23:00    <DIR>          .\n"
        f"28.11.2026  23:00    <DIR>          ..\n28.11.2026  23:00          {entry}\n"
        f"               1 Datei(en),          {count} Bytes\n"
        "               2 Verzeichnis(se), 10.000.000 Bytes frei\n"
    )


_FRENCH = (
    " Le volume dans le lecteur C n\u2019a pas de nom.\n R\u00e9pertoire de C:\\proj\n\n"
    "28/11/2026  23:00    <REP>          .\n28/11/2026  23:00    <REP>          ..\n"
    "28/11/2026  23:00                20 b.py\n"
    "               1 fichier(s)               20 octets\n"
)
_SPANISH = (
    " El volumen de la unidad C no tiene etiqueta.\n Directorio de C:\\proj\n\n"
    "28/11/2026  23:00    <DIR>          .\n28/11/2026  23:00    <DIR>          ..\n"
    "28/11/2026  23:00                20 b.py\n               1 archivos             20 bytes\n"
)


def _english(folder: str, entry: str, count: str) -> str:
    return (
        f" Directory of C:\\proj{folder}\n\n11/28/2026  11:00 PM          {entry}\n"
        f"               1 File(s)          {count} bytes\n"
    )


_OTHERWISE = {
    "german-without": ("a.py", "dir", _german("      20 b.py", "20")),
    "german-size-zero": ("a.py", "dir a.py", _german("       0 a.py", " 0")),
    "french-without": ("a.py", "dir", _FRENCH),
    "spanish-without": ("a.py", "dir", _SPANISH),
    "glob-without": ("a.py", "dir *.py", _english("", "      20 b.py", "20")),
    "bare-glob-without": ("a.py", "dir /b *.py", "b.py\n"),
    "subfolder-slash-size-zero": (
        "src/a.py",
        "dir src/a.py",
        _english("\\src", "       0 a.py", " 0"),
    ),
    "subfolder-backslash-size-zero": (
        "src/a.py",
        "dir src\\a.py",
        _english("\\src", "       0 a.py", " 0"),
    ),
}
_AS_WRITTEN = {
    "german-own-size": ("a.py", "dir a.py", _german("      12 a.py", "12")),
    "glob-with-it": ("a.py", "dir *.py", _english("", "      12 a.py", "12")),
    "subfolder-own-size": ("src/a.py", "dir src\\a.py", _english("\\src", "      12 a.py", "12")),
}


@pytest.mark.parametrize(
    ("path", "command", "output"), list(_OTHERWISE.values()), ids=list(_OTHERWISE)
)
def test_a_dir_showing_the_file_otherwise_refuses_it(path: str, command: str, output: str) -> None:
    assert _after(path, command, output) is None


@pytest.mark.parametrize(
    ("path", "command", "output"), list(_AS_WRITTEN.values()), ids=list(_AS_WRITTEN)
)
def test_a_dir_showing_the_file_as_written_keeps_it(path: str, command: str, output: str) -> None:
    assert _after(path, command, output) == [(path, CONTENT)]
