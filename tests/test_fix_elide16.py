"""fix-elide16: the readings behind the hunt-15 elision fixes, and what they leave usable.

Python strings are read by Python's tokenizer (a file it cannot read keeps no exemption); a
comment opened by a run of its marker is a comment; Liquid's comment tags, Vim's ``"`` and
AsciiDoc's ``....`` blocks; pdm and rye as package managers; a JSON report's pairs weighed
against the files' values. Expected values are what the model meant.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.python_strings import PythonStrings

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(files: dict[str, str], after: str = "") -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


def _usable_as_sent(files: dict[str, str], after: str = "") -> None:
    result = parse_response(_ours(files, after))
    assert result.usable, result.status
    assert files_of(result) == list(files.items())


def _not_usable(files: dict[str, str], after: str = "") -> None:
    result = parse_response(_ours(files, after))
    assert not result.usable, (result.status, files_of(result))


def test_python_strings_are_read_by_the_tokenizer() -> None:
    content = (
        '# Docstrings use """ quotes.\n'  # 1: a comment, no string
        "def f():\n"  # 2
        '    """Doc.\n'  # 3: a string opens
        "    # etc\n"  # 4: inside
        '    """\n'  # 5: inside (its last line)
        "    return '''x'''\n"  # 6: a string on one line, not a line of its own
        '    """One line."""\n'  # 7: a line that is only a string
    )
    strings = PythonStrings(content)
    assert [strings.inside(row) for row in range(1, 8)] == [
        False,
        False,
        False,
        True,
        True,
        False,
        False,
    ]
    assert [strings.prose(row) for row in range(1, 8)] == [
        False,
        False,
        True,
        True,
        True,
        False,
        True,
    ]


def test_a_file_the_tokenizer_cannot_read_keeps_no_docstring_exemption() -> None:
    # (an unclosed docstring: the count of quotes called "# etc" a docstring's text)
    assert PythonStrings('def f():\n    """Doc\n    # etc\n').inside(3) is None
    _not_usable({"a.py": 'def f():\n    """Doc\n    # etc\n    x = 1\n'})


def test_an_example_comment_inside_a_docstring_stays_usable() -> None:
    content = 'def f():\n    """Show:\n\n    >>> g()\n    # etc\n    """\n    return 1\n'
    _usable_as_sent({"a.py": content})


@pytest.mark.parametrize(
    "content",
    [
        "x = 1\n### Helpers ###\ny = 2\n",  # (a banner comment: no elision)
        'def f():\n\t"""\n\tReturns the value...\n\t"""\n\treturn 1\n',  # (words of a doc)
    ],
)
def test_a_banner_comment_and_a_docstring_ending_with_dots_stay_usable(content: str) -> None:
    _usable_as_sent({"a.py": content})


def test_a_run_of_the_marker_opens_an_elision_in_python_too() -> None:
    _not_usable({"a.py": "x = 1\n### ... rest unchanged ...\n"})


@pytest.mark.parametrize(
    ("path", "content"),
    [
        ("a.liquid", "<p>a</p>\n{% comment %} Shows the header {% endcomment %}\n"),
        ("a.vim", '" Set the leader key\nlet mapleader = ","\n'),
        ("a.pas", "begin\n{ Print the total }\nwriteln(total);\nend.\n"),
        ("docs/guide.adoc", "= Guide\n\n....\nx = 1\n# ... rest unchanged ...\n....\n"),
    ],
)
def test_comments_of_the_new_syntaxes_stay_usable(path: str, content: str) -> None:
    _usable_as_sent({path: content})


def test_a_liquid_comment_with_trim_marks_is_an_elision() -> None:
    content = "<p>a</p>\n{%- comment -%} ... existing markup ... {%- endcomment -%}\n<p>b</p>\n"
    _not_usable({"a.liquid": content})


@pytest.mark.parametrize("command", ["pdm run python app.py", "pdm install", "rye sync"])
def test_pdm_and_rye_that_run_or_install_stay_usable(command: str) -> None:
    files = {
        "pyproject.toml": '[project]\nname = "a"\nversion = "0.1.0"\ndependencies = []\n',
        "app.py": "print(1)\n",
    }
    _usable_as_sent(files, f"Then run `{command}`.\n")


def test_a_json_report_of_the_written_values_stays_usable() -> None:
    files = {"app.py": "PORT = 8080\nDEBUG = False\n\nprint(PORT, DEBUG)\n"}
    _usable_as_sent(files, '{"app.py": {"PORT": 8080, "lines": 4}}\n')


def test_a_json_report_of_a_boolean_change_is_refused() -> None:
    files = {"app.py": "PORT = 8080\nDEBUG = False\n\nprint(PORT, DEBUG)\n"}
    _not_usable(files, '{"app.py": {"DEBUG": true}}\n')


def test_a_readme_code_block_value_said_again_stays_usable() -> None:
    files = {"README.md": "# App\n\n```env\nPORT=8080\nDEBUG=false\n```\n"}
    _usable_as_sent(files, "DEBUG is false by default.\n")


@pytest.mark.parametrize(
    "after",
    [
        "Run the script with `python app.py`.\n",
        "The script prints the current folder.\n",
        "Save the file and run it.\n",
    ],
)
def test_a_closing_about_the_only_file_that_changes_nothing_stays_usable(after: str) -> None:
    _usable_as_sent({"app.py": "import os\n\nprint(os.getcwd())\n"}, after)


def test_a_closing_that_renames_the_only_file_by_what_it_is_is_refused() -> None:
    _not_usable({"app.py": "print(1)\n"}, "Then rename the program to main.py.\n")
