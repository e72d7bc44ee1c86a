"""fix-readers16: text after the document that names a file of it by another name, changes a
dependency, or reports what the files show (hunt 17 on the readers)."""

from __future__ import annotations

import pytest
from meant import meant_or_refused
from test_hunt17_readers import document

from artifact_codec import parse_response

ONE = {"app.py": "PORT = 5000\n\n\ndef main():\n    return PORT\n"}


def test_a_name_given_to_the_file_names_both_names() -> None:
    result = parse_response(document(ONE, "Save this as server.py."))
    assert not result.usable
    (diag,) = [d for d in result.diagnostics if d.code == "changed-after"]
    assert "server.py" in diag.message
    assert "app.py" in diag.message


@pytest.mark.parametrize(
    "after",
    [
        "Call it with `python app.py`.",
        "Save your API key in `.env`.",  # a dotfile the user keeps, no name of the answer
        "Save the output to results.csv if you like.",  # the program's output, not the file
        "Save it as UTF-8.",
        "Name it whatever you like.",
        "Copy `.env.example` to `.env` first.",
    ],
)
def test_a_sentence_that_gives_no_new_name_stays_usable(after: str) -> None:
    result = parse_response(document(ONE, after))
    assert result.usable, (result.status, after, result.diagnostics)
    meant_or_refused(result, list(ONE.items()))


@pytest.mark.parametrize(
    "after",
    [
        "Save the code above to a file named server.py.",
        "The script should be saved as main.py.",
        "Filename: main.py",
        "Move this to src/app.py.",
    ],
)
def test_a_name_given_in_other_words_is_not_usable(after: str) -> None:
    result = parse_response(document(ONE, after))
    assert not result.usable, (result.status, after)


PY_DEPS = {"app.py": "import flask\n\nPORT = 5000\n", "requirements.txt": "flask>=2.0\n"}
RS_DEPS = {
    "src/main.rs": "fn main() {}\n",
    "Cargo.toml": '[package]\nname = "x"\nversion = "0.1.0"\n\n[dependencies]\nserde = "1.0"\n',
}


@pytest.mark.parametrize(
    ("files", "after"),
    [
        pytest.param(PY_DEPS, "Bumped flask to 2.0.", id="bump-to-the-bound"),
        pytest.param(PY_DEPS, "Tested with flask 3.0.2.", id="tested-within-bounds"),
        pytest.param(PY_DEPS, "I tested it with `python==3.12`.", id="a-runtime"),
        pytest.param(RS_DEPS, "Tested with serde 1.0.200.", id="cargo-within-caret"),
    ],
)
def test_a_version_the_manifest_allows_or_no_dependency_stays_usable(
    files: dict[str, str], after: str
) -> None:
    result = parse_response(document(files, after))
    assert result.usable, (result.status, after, result.diagnostics)
    meant_or_refused(result, list(files.items()))


@pytest.mark.parametrize(
    ("files", "after"),
    [
        pytest.param(RS_DEPS, "Tested with serde 2.0.", id="cargo-beyond-caret"),
        pytest.param(PY_DEPS, "Added `pyyaml==6.0.1`.", id="added-without-subject"),
        pytest.param(PY_DEPS, "flask was upgraded to 1.1.", id="passive-below-bound"),
    ],
)
def test_a_version_the_manifest_does_not_give_is_not_usable(
    files: dict[str, str], after: str
) -> None:
    result = parse_response(document(files, after))
    assert not result.usable, (result.status, after)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("mytool > out.txt", id="an-unknown-program-redirects"),
        pytest.param("python app.py >= out.txt", id="a-known-command-keeps-its-redirection"),
    ],
)
def test_a_redirection_of_a_command_line_stays_weighed(after: str) -> None:
    files = {"app.py": "PORT = 5000\n"}
    result = parse_response(document(files, after))
    assert not result.usable, (result.status, after)


FILES = {
    "config.py": "PORT = 8080\nDEBUG = True\nHOST = 'localhost'\n",
    "app.py": "from config import HOST\n\nPORT = 5000\n",
}


@pytest.mark.parametrize(
    "after",
    [
        "The app listens on port 9000.",  # the app: app.py
        "It listens on port 9000.",  # a pronoun: no subject of its own
        "By default it listens on port 9000.",
        "Config listens on port 9000.",  # config.py's stem
        "Redis listens on `PORT` 6379.",  # the name in code form
        "Redis in app.py listens on port 6379.",  # a written file named
    ],
)
def test_a_port_said_of_the_answer_is_still_weighed(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


def test_another_service_s_port_is_usable() -> None:
    result = parse_response(document(FILES, "Postgres runs on port 5432."))
    assert result.usable, result.diagnostics
    meant_or_refused(result, list(FILES.items()))


@pytest.mark.parametrize(
    "after",
    [
        "I set PORT to 8080 in app.py.",  # config.py's value, not app.py's
        "I set PORT to 9000 in app.py.",
        "I set HOST to 0.0.0.0 in config.py.",
        "I set PORT to 5000 in app.py and removed `a()`.",  # more than the report
    ],
)
def test_a_set_report_the_named_file_does_not_show_is_not_usable(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)


def test_a_set_report_the_named_file_shows_is_usable() -> None:
    result = parse_response(document(FILES, "We set HOST to 'localhost' in config.py."))
    assert result.usable, result.diagnostics
    meant_or_refused(result, list(FILES.items()))


@pytest.mark.parametrize(
    "after",
    [
        "I used `DEBUG` from config.py in app.py.",  # app.py imports HOST only
        "We import `PORT` from config.py.",  # app.py defines its own PORT
        "I used `HOST` from settings.py in app.py.",  # no such module written
        "I used `a` in app.py.",  # no import statement
    ],
)
def test_an_import_report_the_files_do_not_show_is_not_usable(after: str) -> None:
    result = parse_response(document(FILES, after))
    assert not result.usable, (result.status, after)
