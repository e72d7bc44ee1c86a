"""fix-hunt76-41: rules added for what hunt76 found (expected values by hand)."""

from __future__ import annotations

from artifact_codec.format.paths import shown_key


def test_a_capital_greek_nu_is_shown_as_n_not_v() -> None:
    # Capital Nu shows N: mapped before case folding, it is not its folded small nu (a v).
    assert shown_key("src/\u039dew.py") == "src/new.py"
    assert shown_key("src/\u039dew.py") != shown_key("src/vew.py")
    # the small nu still shows v
    assert shown_key("src/\u03bdew.py") == "src/vew.py"


def test_a_whole_cyrillic_capital_name_is_shown_as_its_latin_look() -> None:
    assert shown_key("\u0410\u0412\u0421.py") == "abc.py"


_FILES = "app.py\n```python\nprint(1)\n```\n\nold.py\n```python\nprint(2)\n```\n\n"


def _console(line: str) -> str:
    return _FILES + f"Then:\n\n```console\n{line}\n```\n"


def test_an_upper_case_cmd_delete_at_the_windows_prompt_is_weighed() -> None:
    from artifact_codec import parse_response

    assert not parse_response(_console("> DEL app.py")).usable


def test_a_harmless_cmdlet_at_the_windows_prompt_keeps_the_files() -> None:
    # By hand: Get-Content prints app.py, changes nothing; both files as written.
    from artifact_codec import parse_response

    result = parse_response(_console("> Get-Content app.py"))
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["app.py", "old.py"]


_MIX = (
    "mix.exs\n```elixir\ndefmodule App.MixProject do\n  use Mix.Project\n"
    '  def project, do: [app: :app, version: "0.1.0"]\nend\n```\n\n'
    "lib/app.ex\n```elixir\ndefmodule App do\n  def hi, do: :hi\nend\n```\n\n"
)


def test_mix_cmd_given_a_harmless_quoted_command_keeps_the_files() -> None:
    # By hand: the shell runs echo hi; both files as written.
    from artifact_codec import parse_response

    result = parse_response(_MIX + 'Then:\n\n```bash\nmix cmd "echo hi"\n```\n')
    assert result.usable
    assert [f.file_path for f in result.code.files] == ["mix.exs", "lib/app.ex"]


def test_mix_cmd_given_a_quoted_cd_then_delete_is_refused() -> None:
    from artifact_codec import parse_response

    result = parse_response(_MIX + 'Then:\n\n```bash\nmix cmd "cd lib && rm app.ex"\n```\n')
    assert not result.usable


def test_a_code_text_ending_in_an_operator_ends_inside_an_expression() -> None:
    from artifact_codec.jsonfix.code_end import ends_inside_expression

    assert ends_inside_expression("fn main() { let x = ", "src/main.rs")
    assert ends_inside_expression("const xs = [", "a.tsx")
    # a shell's and a config file's ``X=`` is a complete line
    assert not ends_inside_expression("FOO=", "run.sh")
    assert not ends_inside_expression("BAR=", ".env")
    assert not ends_inside_expression("const x = 1;\n", "a.js")


def test_a_formatter_given_stdin_and_a_path_still_rewrites_the_path() -> None:
    # By hand: black - app.py formats app.py in place (and stdin): app.py changed after.
    from artifact_codec import parse_response

    text = "app.py\n```python\nx = 1\n```\n\nThen:\n\n```bash\nblack - app.py\n```\n"
    assert not parse_response(text).usable
