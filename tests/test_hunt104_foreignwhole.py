"""hunt104: false refusals of a whole new file by the partial-file phrase table in German and
Chinese: the sentence speaks of the project or of the FILE as what changed, not of a part of
the file ("Hier ist nur die geänderte Datei:" = "Here is only the changed file:",
"项目的其余部分保持不变。" = "The rest of the project stays the same.",
"只需修改 `cli.py` 文件" + a full-width colon =
"Only the file `cli.py` needs changing:"). The same sentences in English, French and
Spanish are written.

Expected by hand: cli.py is a whole new argparse script (its imports, two functions and its
``if __name__`` guard); it is written exactly as sent.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CLI = (
    '"""Command line entry point for the report tool."""\n\nimport argparse\nimport sys\n\n\n'
    "def build_parser():\n"
    '    parser = argparse.ArgumentParser(prog="report")\n'
    '    parser.add_argument("path")\n'
    "    return parser\n\n\n"
    "def main(argv=None):\n"
    "    args = build_parser().parse_args(argv)\n"
    "    print(args.path)\n"
    "    return 0\n\n\n"
    'if __name__ == "__main__":\n    sys.exit(main())\n'
)
_BLOCK = f"`cli.py`:\n\n```python\n{_CLI}```\n"


def _check(answer: str) -> None:
    result = parse_response(answer)
    files = {f.file_path: f.content for f in result.code.files}
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files == {"cli.py": _CLI}


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            f"Hier ist nur die geänderte Datei:\n\n{_BLOCK}", id="de-only-the-changed-file"
        ),
        pytest.param(
            f"Hier ist die neue Datei `cli.py`:\n\n{_BLOCK}\n项目的其余部分保持不变。\n",
            id="zh-rest-of-the-project",
        ),
        pytest.param(f"只需修改 `cli.py` 文件\uff1a\n\n{_BLOCK}", id="zh-only-this-file-changes"),
    ],
)
def test_a_whole_new_file_with_project_words_in_another_language(answer: str) -> None:
    _check(answer)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(f"Here is only the changed file:\n\n{_BLOCK}", id="en-only-the-changed-file"),
        pytest.param(
            f"Voici uniquement le fichier modifié :\n\n{_BLOCK}", id="fr-only-changed-file"
        ),
        pytest.param(f"Solo cambia el archivo `cli.py`:\n\n{_BLOCK}", id="es-only-this-file"),
        pytest.param(
            f"Voici le nouveau fichier `cli.py` :\n\n{_BLOCK}\nLe reste du projet ne change pas.\n",
            id="fr-rest-of-the-project",
        ),
        pytest.param(
            f"{_BLOCK}\nAlle anderen Dateien bleiben unverändert.\n", id="de-other-files-unchanged"
        ),
    ],
)
def test_guard_a_whole_new_file_with_project_words(answer: str) -> None:
    _check(answer)
