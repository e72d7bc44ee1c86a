"""fix-sessions25: the prompt table holds the root prompts of bash (``root@box:/app#``,
Fedora's ``[root@box app]#``) and oh-my-zsh's default ``➜  app git:(main) ✗``; the shell's
own reading names a command (``\\rm``, ``"rm"``, ``/bin/rm``). Expected values by hand."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.prompts import shown_prompt

ROOTS = ["root@box:/app# ", "root@3f2a1c:/usr/src/app# ", "[root@box app]# "]
ZSH = "➜  app git:(main) ✗ "


@pytest.mark.parametrize("prompt", [*ROOTS, ZSH])
def test_the_prompt_table_takes_off_a_root_or_oh_my_zsh_prompt(prompt: str) -> None:
    shown = shown_prompt(prompt + "rm app.py", root=False)
    assert shown == ("sh", len(prompt))


@pytest.mark.parametrize("line", ["# a comment", "➜ rm app.py", "root@box rm app.py"])
def test_a_comment_or_a_bare_arrow_is_no_longer_prompt(line: str) -> None:
    # ``#`` alone starts a comment; ``➜ rm`` is ``rm`` typed after U+279C
    shown = shown_prompt(line, root=False)
    assert shown is None or line[shown[1] :] == "rm app.py"


@pytest.mark.parametrize("prompt", [*ROOTS, ZSH])
def test_a_heredoc_typed_at_a_root_or_oh_my_zsh_prompt_writes_its_file(prompt: str) -> None:
    text = f"Here:\n\n```console\n{prompt}cat > a.py <<'EOF'\nprint(1)\nEOF\n```\n"
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [("a.py", "print(1)\n")]


@pytest.mark.parametrize(
    ("typed", "named"),
    [
        ("\\rm app.py", "rm app.py"),
        ('"rm" app.py', "rm app.py"),
        ("'sed' -i s/1/2/ app.py", "sed -i s/1/2/ app.py"),
        ("/bin/rm app.py", "rm app.py"),
        ("/usr/bin/sed -i s/1/2/ app.py", "sed -i s/1/2/ app.py"),
        ("./rm app.py", "./rm app.py"),  # a program of the project, by its relative path
        ("tools/rm app.py", "tools/rm app.py"),  # the same in a folder of the project
        ("/opt/x/mytool app.py", "/opt/x/mytool app.py"),  # no program a reader knows
        ("node_modules/.bin/eslint a.js", "eslint a.js"),  # installed by a package manager
        (".venv/bin/pytest -q", "pytest -q"),
        ('"my tool" app.py', '"my tool" app.py'),  # no name a reader knows
        ("rm app.py", "rm app.py"),
    ],
)
def test_the_shell_names_a_command_after_quote_removal_and_without_its_folder(
    typed: str, named: str
) -> None:
    from artifact_codec.ingest.conventions.shell import shell_named

    assert shell_named(typed) == named


@pytest.mark.parametrize("line", ["\\rm app.py", '"rm" app.py', "/bin/rm app.py"])
def test_a_prose_line_or_unlabelled_block_line_naming_rm_so_is_weighed(line: str) -> None:
    from artifact_codec.ingest.conventions.runs import starts_with_command

    assert starts_with_command(line)
    text = "`app.py`:\n```python\nprint(1)\n```\n\n```\n" + line + "\n```\n"
    assert not parse_response(text).usable


@pytest.mark.parametrize("info", ["bash", "sh", ""])
def test_a_prompted_command_not_known_in_a_session_fence_may_change_the_file(info: str) -> None:
    # ``$ mytool app.py`` (a command no reader knows) ran: app.py may not be what is shown
    text = f"`app.py`:\n```python\nprint(1)\n```\n\n```{info}\n$ mytool app.py\n```\n"
    assert not parse_response(text).usable


@pytest.mark.parametrize("info", ["bash", ""])
def test_a_prompted_harmless_command_in_a_session_fence_keeps_the_file(info: str) -> None:
    text = f"`app.py`:\n```python\nprint(1)\n```\n\n```{info}\n$ ls\napp.py\n$ cat app.py\n```\n"
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    ("line", "meant"),
    [
        ("sudo tee a.py <<'EOF'", [("a.py", "x = 1\n")]),
        ("env A=1 cat > a.py <<'EOF'", [("a.py", "x = 1\n")]),
        ("bash-5.1$ cat > a.py <<'EOF'", [("a.py", "x = 1\n")]),
    ],
)
def test_a_heredoc_under_a_prefix_or_at_bashs_prompt_writes_its_file(
    line: str, meant: list[tuple[str, str]]
) -> None:
    result = parse_response(f"```bash\n{line}\nx = 1\nEOF\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == meant


def test_a_heredoc_under_a_prefix_that_is_no_plain_cat_is_still_refused() -> None:
    # ``sudo sed`` fed a heredoc writes nothing the reader can tell
    result = parse_response("```bash\nsudo sort > a.py <<'EOF'\nx = 1\nEOF\n```\n")
    assert not result.usable or ("a.py", "x = 1\n") not in files_of(result)


def test_a_heredoc_shown_as_output_in_a_session_writes_no_file() -> None:
    # unprompted lines of a session are output (``$ cat notes.txt`` printed them)
    text = (
        "`app.py`:\n```python\nprint(1)\n```\n\n```console\n$ cat notes.txt\n"
        "cat > app.py <<'EOF'\nprint(3)\nEOF\n```\n"
    )
    result = parse_response(text)
    assert ("app.py", "print(3)\n") not in files_of(result)


@pytest.mark.parametrize("info", ["console", "bash", ""])
def test_a_heredoc_typed_at_the_prompt_of_a_session_still_writes(info: str) -> None:
    text = f"```{info}\n$ ls\n$ cat > app.py <<'EOF'\nprint(3)\nEOF\n$ python app.py\n3\n```\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(3)\n")]


def test_a_prompt_shape_inside_a_heredoc_body_makes_no_session() -> None:
    # the body's ``$ `` line is the file's text, not a prompt: the heredoc above is typed
    text = "```bash\ncd api\ncat > a.py <<'EOF'\n'''\n$ python a.py\n'''\nx = 1\nEOF\n```\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("api/a.py", "'''\n$ python a.py\n'''\nx = 1\n")]


@pytest.mark.parametrize("info", ["console", ""])
def test_a_heredoc_typed_with_ps2_writes_the_lines_without_it(info: str) -> None:
    text = f"```{info}\n$ cat > app.py <<'EOF'\n> x = 1\n>\n> print(x)\n> EOF\n```\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "x = 1\n\nprint(x)\n")]


def test_a_heredoc_whose_lines_are_not_all_after_ps2_is_not_read_so() -> None:
    # ``> EOF`` after a line without ``>``: no PS2 reading (the shell never closed it)
    text = "```console\n$ cat > app.py <<'EOF'\nx = 1\n> EOF\n```\n"
    result = parse_response(text)
    assert not result.usable or files_of(result) != [("app.py", "x = 1\n")]
