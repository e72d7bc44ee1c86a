"""hunt108: whole new files with prose about the OTHER files of the project (false refusals).

"The other files are unchanged." and "Here is the complete file (the rest of the project is
unchanged):" stay usable in English, and "Les autres fichiers restent inchangés." in French.
The same sentence in Chinese or Japanese (其他文件 holds 文件, a subject word, 保持不变 a
state), German "Die übrigen Module bleiben gleich." (other modules), or a lead saying the file
is complete with a bracket about the rest of the project, is read as a note of a part.

Expected by hand: app.py (and utils.py) are whole new files (a main guarded by __name__, a
helper); the sentence speaks of the project's other files: write them exactly.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_APP = (
    "import shlex\n\n\ndef main():\n    print(shlex.quote('a b'))\n\n\n"
    'if __name__ == "__main__":\n    main()\n'
)
_UTILS = "def slug(s):\n    return s.lower().replace(' ', '-')\n"


def _written(answer: str, meant: list[tuple[str, str]]) -> None:
    result = parse_response(answer)
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert sorted((f.file_path, f.content) for f in result.code.files) == sorted(meant)


def _two(after: str) -> str:
    return (
        f"`app.py`:\n\n```python\n{_APP}```\n\n`utils.py`:\n\n```python\n{_UTILS}```\n\n{after}\n"
    )


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("其他文件保持不变。", id="zh-other-files-unchanged"),
        pytest.param("他のファイルは変更ありません。", id="ja-other-files-unchanged"),
        pytest.param("只有这两个文件需要修改。", id="zh-only-these-two-files"),
        pytest.param("Die übrigen Module bleiben gleich.", id="de-uebrige-module"),
    ],
)
def test_other_files_unchanged_after_two_whole_files(after: str) -> None:
    """hunt108-otherfiles."""
    _written(_two(after), [("app.py", _APP), ("utils.py", _UTILS)])


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param(
            "Aquí está el archivo completo (los demás archivos no cambian):", id="es-archivos"
        ),
        pytest.param(
            "Aquí está el archivo completo (el resto del proyecto no cambia):", id="es-proyecto"
        ),
        pytest.param(
            "Voici le fichier complet (le reste du projet ne change pas) :", id="fr-projet"
        ),
        pytest.param(
            "Hier ist die vollständige Datei (der Rest des Projekts bleibt unverändert):",
            id="de-projekt",
        ),
        pytest.param(
            "Вот весь файл целиком (остальные файлы без изменений):", id="ru-ostalnye-faily"
        ),
        pytest.param("完整文件如下（其他文件保持不变）：", id="zh-wanzheng"),  # noqa: RUF001
    ],
)
def test_complete_file_lead_with_a_bracket_about_the_project(lead: str) -> None:
    """hunt108-completelead: the lead says the file is complete; its bracket speaks of the
    project's other files."""
    _written(f"{lead}\n\n`app.py`:\n\n```python\n{_APP}```\n", [("app.py", _APP)])


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("The other files are unchanged.", id="en"),
        pytest.param("Les autres fichiers restent inchangés.", id="fr"),
        pytest.param("Остальные файлы не меняются.", id="ru"),
    ],
)
def test_guard_other_files(after: str) -> None:
    _written(_two(after), [("app.py", _APP), ("utils.py", _UTILS)])


def test_guard_complete_lead_english() -> None:
    lead = "Here is the complete file (the rest of the project is unchanged):"
    _written(f"{lead}\n\n`app.py`:\n\n```python\n{_APP}```\n", [("app.py", _APP)])


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("这两个文件都是新的，其余部分保持不变。", id="zh-both-new-rest-unchanged"),  # noqa: RUF001
        pytest.param(
            "この2つのファイルは新規で、残りはそのままです。", id="ja-both-new-rest-as-is"
        ),
        pytest.param(
            "Only these two files are new; everything else in the repo stays unchanged.",
            id="en-guard",
        ),
    ],
)
def test_both_files_new_the_rest_unchanged(after: str) -> None:
    """hunt108-otherfiles: the sentence says both files are new and the rest (of the project)
    is kept (English: the guard)."""
    _written(_two(after), [("app.py", _APP), ("utils.py", _UTILS)])
