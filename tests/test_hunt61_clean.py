"""hunt61: plain whole-file answers from real files with ordinary prose after them
(benchmarks/hunt_hunt61-clean.py, 3000 answers in nine conventions). Expected by hand: each
answer writes app.py whole; the sentence after it speaks of something that is not app.py's
code (a dotfile the answer does not write, the rest of the setup), so the answer is usable and
holds app.py exactly as written."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_APP = "import os\n\n\ndef main():\n    print(os.getcwd())\n"


def _native(after: str) -> str:
    return (
        '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: app.py\n---\n'
        + _APP
        + "\n===FILE_CONTENT_BLOCK===END\n\n"
        + after
    )


def _markdown(after: str) -> str:
    return "**app.py**\n```python\n" + _APP + "```\n\n" + after


def _cline(after: str) -> str:
    return (
        "<write_to_file>\n<path>app.py</path>\n<content>\n"
        + _APP
        + "</content>\n</write_to_file>\n\n"
        + after
    )


_RENDER = {"native": _native, "markdown": _markdown, "cline": _cline}


@pytest.mark.parametrize("convention", sorted(_RENDER))
@pytest.mark.parametrize(
    "after",
    [
        # a dotfile named in backquotes is a file's path (as `config.yaml` is), not code
        # (`env`) the written files leave out
        pytest.param("Keep your existing `.env`.\n", id="keep-dotenv"),
        pytest.param("Keep your existing `.gitignore`.\n", id="keep-gitignore"),
        pytest.param("`.env` is unchanged.\n", id="dotenv-unchanged"),
    ],
)
def test_a_dotfile_kept_is_no_code_left_out(convention: str, after: str) -> None:
    result = parse_response(_RENDER[convention](after))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", _APP)]


def _bolt(after: str) -> str:
    return (
        '<boltArtifact id="p" title="P">\n<boltAction type="file" filePath="app.py">\n'
        + _APP
        + "</boltAction>\n</boltArtifact>\n\n"
        + after
    )


def _heredoc(after: str) -> str:
    return "```bash\ncat > app.py <<'EOF'\n" + _APP + "EOF\n```\n\n" + after


@pytest.mark.parametrize("convention", ["markdown", "native"])
@pytest.mark.parametrize(
    "after",
    [
        # "the setup" is no file and no code of app.py (the Cline and bolt readers keep the
        # same answer: the readers disagree on one sentence)
        pytest.param("The rest of the setup is unchanged.\n", id="rest-of-setup"),
        pytest.param("The rest of the configuration is unchanged.\n", id="rest-of-configuration"),
        pytest.param("The rest of the steps are the same.\n", id="rest-of-steps"),
    ],
)
def test_the_rest_of_something_not_the_file_keeps_the_whole_file(
    convention: str, after: str
) -> None:
    result = parse_response(_RENDER[convention](after))
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", _APP)]


@pytest.mark.parametrize("convention", ["cline", "bolt", "heredoc"])
@pytest.mark.parametrize(
    "after",
    [
        # the sentence the native and Markdown readers refuse (partial-file): the model says
        # the file it wrote is a part of app.py
        pytest.param("The rest of `app.py` is unchanged.\n", id="rest-of-app-py"),
        pytest.param("Everything else in app.py stays the same.\n", id="everything-else"),
    ],
)
def test_the_rest_of_the_written_file_unchanged_is_never_usable(
    convention: str, after: str
) -> None:
    render = {"cline": _cline, "bolt": _bolt, "heredoc": _heredoc}[convention]
    result = parse_response(render(after))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


# app.py reads DATABASE_URL from the environment and defines main
_ENV_APP = "import os\n\nDB = os.environ['DATABASE_URL']\n\n\ndef main():\n    print(DB)\n"


@pytest.mark.parametrize(
    "after",
    [
        # names of things that are no code of app.py: values in a file not sent, commands,
        # tables, branches, a folder, profiles (a noun after the names says what they are)
        pytest.param(
            "Keep your existing `DATABASE_URL` and `SECRET_KEY` values in `.env`.",
            id="env-values-in-dotenv",
        ),
        pytest.param("`npm start` and `npm test` are unchanged.", id="commands-unchanged"),
        pytest.param("Keep the existing `users` and `orders` tables.", id="tables-kept"),
        pytest.param("Keep your `main` and `develop` branches as they are.", id="branches-kept"),
        pytest.param("Keep your existing `node_modules`.", id="node-modules-kept"),
        pytest.param("The `dev` and `prod` profiles are unchanged.", id="profiles-unchanged"),
    ],
)
def test_names_of_no_code_kept_leave_the_whole_file(after: str) -> None:
    result = parse_response("**app.py**\n```python\n" + _ENV_APP + "```\n\n" + after + "\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", _ENV_APP)]
