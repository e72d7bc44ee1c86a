# ruff: noqa: RUF001  (sentences in other scripts: their letters are meant)
"""Round 23's lead reading of the assistant's words after a write (``says_not_kept``): the
shapes hunt124 found are in tests/test_hunt124_said*.py; these are the controls and the other
readings each new rule must keep apart, and the linear-time checks of the new rules (hostile
input is normal input: ten times the input, less than twenty times the time)."""

from __future__ import annotations

import pytest
from meant import kept_after_write
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.tool_calls import says_not_kept
from artifact_codec.ingest.said_words import is_english


@pytest.mark.parametrize(
    "words",
    [
        # a copy FROM the file, a thing moved INTO it, a question answered yes or not about it
        "I copied a.py to backup.py.",
        "Then I ran cp a.py backup.py.",
        "I moved the helper into a.py.",
        "Was a.py saved? Yes.",
        "Is a.py ok? No problem there.",
        # other languages saying the write
        "Я создал a.py.",
        "a.py 파일을 작성했습니다.",
        "a.py dosyasını oluşturdum.",
        "Criei o arquivo a.py.",
        "Ich habe a.py erstellt.",
        "J'ai créé a.py.",
        "已创建 a.py。",
        # negations, options, checks, things
        "I didn't delete a.py.",
        "a.py never gets reverted.",
        "Run a.py with --reset to start over.",
        "The build failed before this change.",
        "I removed the debug prints from a.py.",
        "The unused variables were removed; a.py is clean now.",
    ],
)
def test_words_that_keep_the_file(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        # the other readings the rules above must not take over
        "I removed the helper and a.py.",
        "I deleted the cache and the file a.py.",
        "I copied the old version over a.py.",
        "cp -f backup/a.py a.py",
        "Was a.py saved? No, the disk was full.",
        "The file was deleted.",
        "I reverted all of my edits.",
        "Я переместил a.py.",
        "a.py dosyasını taşıdım.",
        "Ho spostato a.py.",
    ],
)
def test_words_that_do_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    ("sentence", "english"),
    [
        ("I created it.", True),
        ("Done.", True),
        ("", True),
        ("Removi o arquivo.", False),
        ("Saya menghapus berkas.", False),
        ("Я удалил файл.", False),
        ("Le fichier est prêt.", False),
    ],
)
def test_which_sentences_are_read_as_english(sentence: str, english: bool) -> None:
    assert is_english(sentence) is english


@pytest.mark.parametrize(
    "unit",
    [
        pytest.param("cp ", id="many-cp-words"),
        pytest.param("Was a.py saved? ", id="many-questions"),
        pytest.param("Я удалил a.py. ", id="many-foreign-sentences"),
        pytest.param("I copied b.py to ", id="many-copies"),
        pytest.param("the old version ", id="many-old-versions"),
        pytest.param("was not the deprecated helper removed ", id="many-things"),
    ],
)
def test_the_new_rules_read_in_linear_time(unit: str) -> None:
    assert_linear(lambda n: unit * n, lambda text: says_not_kept(text, ["a.py"]), 200)


@pytest.mark.parametrize(
    ("command", "usable"),
    [
        # a script the answer does not hold, whose name says it removes files: any file
        ("python cleanup.py", False),
        ("bash scripts/reset_db.sh", False),
        ("node purge-cache.js", False),
        ("python3 -m cleanup", False),
        ("./cleanup", False),
        ("uv run cleanup.py", False),
        # its other readings: a script named otherwise, a syntax check only
        ("python manage.py migrate", True),
        ("python3 -m http.server", True),
        ("uv run app.py", True),
        ("./run.sh", True),
        ("bash -n reset.sh", True),
        ("node --check purge.js", True),
    ],
)
def test_a_script_named_as_removing_files_is_weighed_by_its_name(
    command: str, usable: bool
) -> None:
    answer = f"app.py\n```python\nprint('hi')\n```\n\nRun it:\n```bash\n{command}\n```\n"
    assert parse_response(answer).usable is usable


def test_a_written_script_named_as_removing_is_read_by_its_code() -> None:
    answer = "cleanup.py\n```python\nprint('hi')\n```\n\nRun it:\n```bash\npython cleanup.py\n```\n"
    result = parse_response(answer)
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["cleanup.py"]


@pytest.mark.parametrize("command", ["node", "python3", "bash", "node -c", "bash -n"])
def test_an_interpreter_given_no_script_is_read_without_error(command: str) -> None:
    # (the name rule above reads the script an interpreter is given: with none, no script)
    answer = f"app.py\n```python\nprint('hi')\n```\n\n```console\n$ {command}\n```\n"
    result = parse_response(answer)
    assert result.status != "invalid"
    assert not [d for d in result.diagnostics if "failed on this response" in d.message]
