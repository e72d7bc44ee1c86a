"""Findings of hunt 7 on the convention readers (what fix-fence8 and fix-conv8 just added):
usable results whose files differ from what the model wrote or what the tool itself would have
written. Each test is one minimized finding; a reader that is not sure may refuse instead
(``meant_or_refused``).

Counted by ``benchmarks/hunt_hunt7-conventions.py`` (the fenced conventions: its ``tail-tags``
class and one ``v0 glued`` case are WRONG); the tool-call findings were found by hand probes.
"""

from __future__ import annotations

import json

from meant import meant_or_refused

from artifact_codec import parse_response

# -- the reading by labels takes a later fence line when only "tags" follow it -------------
# Class: fence-closer, later closing line taken over prose. How found: a hand probe of the
# rule "a later line than CommonMark's is taken only when nothing but blank lines or tags
# follow it" (docs/lenient.md) with an answer whose LAST block, an HTML snippet without a
# path, lost its closing fence (or the answer was cut there). The library read a.py as
# ending at that block's opening fence: 'x = 1\n```\n\nAnd the template:\n\n', status
# recovered with a fence-closer warning: a Python file holding a fence line and prose. The
# model wrote a.py = 'x = 1\n' (CommonMark, aider and every Markdown tool end it there).


def test_a_file_is_not_extended_over_prose_to_an_unclosed_html_block() -> None:
    text = "`a.py`:\n```python\nx = 1\n```\n\nAnd the template:\n\n```\n<html>\n</html>\n"
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n")])


def test_the_last_file_is_not_extended_over_prose_to_an_unclosed_html_block() -> None:
    # the same with two files: b.py read as 'y = 2\n```\n\nThe page:\n'
    text = (
        "`a.py`:\n```python\nx = 1\n```\n\n`b.py`:\n```python\ny = 2\n```\n\n"
        "The page:\n```\n<p>hi</p>\n"
    )
    meant_or_refused(parse_response(text), [("a.py", "x = 1\n"), ("b.py", "y = 2\n")])


# -- bolt: an entity in filePath is decoded, bolt.new takes the attribute as written ---------
# Class: bolt XML entities (in the path, not the content). How found: a hand probe beside the
# new ambiguous-entities rule for contents. bolt.new's message parser takes an attribute with a
# regular expression (`filePath="([^"]*)"`) and never decodes it, so it writes
# 'src/a&amp;b.js'; forks that read the tag as XML write 'src/a&b.js'. The library wrote
# 'src/a&b.js', status recovered (a path-unwrapped warning): two files, one picked silently,
# where the same ambiguity in a content is refused (ambiguous-entities).


def test_bolt_file_path_with_a_character_reference_is_not_decoded_silently() -> None:
    text = (
        '<boltArtifact id="a" title="A">\n'
        '<boltAction type="file" filePath="src/a&amp;b.js">\nx\n</boltAction>\n'
        "</boltArtifact>\n"
    )
    meant_or_refused(parse_response(text), [("src/a&amp;b.js", "x\n")])


def test_bolt_file_path_with_a_numeric_reference_is_not_decoded_silently() -> None:
    # 'src/&#97;pp.js' was written as 'src/app.js', status recovered
    text = (
        '<boltArtifact id="a" title="A">\n'
        '<boltAction type="file" filePath="src/&#97;pp.js">\nx\n</boltAction>\n'
        "</boltArtifact>\n"
    )
    meant_or_refused(parse_response(text), [("src/&#97;pp.js", "x\n")])


# -- AutoGen runs PowerShell blocks after a file ---------------------------------------------
# Class: a command the tool runs after a file changes it (AutoGen). How found: hand probes of
# every info string AutoGen's LocalCommandLineCodeExecutor runs (its SUPPORTED_LANGUAGES:
# bash, shell, sh, pwsh, powershell, ps1, python), after an AutoGen file (# filename: line).
# bash/sh/shell/zsh/console blocks are refused (changed-after); a pwsh/powershell/ps1 block
# that removes or rewrites app.py was not: status recovered, app.py 'x = 1' kept, which
# AutoGen leaves deleted or rewritten.

AUTOGEN_FILE = "```python\n# filename: app.py\nx = 1\n```\n\n"


def test_autogen_powershell_block_that_removes_the_file() -> None:
    text = AUTOGEN_FILE + "```powershell\nRemove-Item app.py\n```\n"
    assert not parse_response(text).usable


def test_autogen_pwsh_block_that_rewrites_the_file() -> None:
    text = AUTOGEN_FILE + "```pwsh\nSet-Content app.py 'x = 2'\n```\n"
    assert not parse_response(text).usable


# -- a fence line of doubled backticks at a file's end: the file's last block left open ------
# Class: fence-closer, a closing fence glued to a bare fence line. How found:
# benchmarks/hunt_hunt7-conventions.py (v0 glued, seed 7: npm's @npmcli/arborist README,
# whose last line is a bare ``` line, with the file's closing fence glued to it). The library
# took the "``````" line for the file's own closing fence, dropped the README's last "```",
# and left its last code block open: recovered, a fence-closer warning. Read as the README's
# closing line with the file's fence glued to it (the rule the library applies to `x = 1```),
# the README keeps its "```"; the two readings give two files.


def test_doubled_backticks_ending_a_markdown_file_do_not_drop_its_last_fence() -> None:
    text = '```markdown file="r.md"\n# T\n\n```\nnpm i\n``````\n'
    meant_or_refused(parse_response(text), [("r.md", "# T\n\n```\nnpm i\n```\n")])


# -- Responses: the apply_patch and shell tools' own items after a write -------------------
# Class: a command the tool runs after a file changes it (Responses items). How found: hand
# probes of the Responses item types beside local_shell_call / custom_tool_call (which the
# library reads): the built-in apply_patch tool's `apply_patch_call` item (an `operation` of
# type create_file, update_file or delete_file, with `path` and a V4A `diff`) and the shell
# tool's `shell_call` item (`action.commands`, a list of command lines), both documented in
# the OpenAI SDKs' Responses types. The client applies/runs them after the write; the library
# kept a.py 'x = 1\n', status recovered, with no diagnostic for either item.


def _write_then(item: dict[str, object]) -> str:
    write = {
        "type": "function_call",
        "call_id": "call_a",
        "name": "write_file",
        "arguments": json.dumps({"path": "a.py", "content": "x = 1\n"}),
    }
    return json.dumps([write, item], indent=2)


def test_responses_apply_patch_call_deleting_the_written_file() -> None:
    item = {
        "type": "apply_patch_call",
        "call_id": "call_p",
        "status": "completed",
        "operation": {"type": "delete_file", "path": "a.py"},
    }
    assert not parse_response(_write_then(item)).usable


def test_responses_apply_patch_call_updating_the_written_file() -> None:
    item = {
        "type": "apply_patch_call",
        "call_id": "call_p",
        "status": "completed",
        "operation": {"type": "update_file", "path": "a.py", "diff": "@@\n-x = 1\n+x = 2\n"},
    }
    assert not parse_response(_write_then(item)).usable


def test_responses_shell_call_removing_the_written_file() -> None:
    item = {"type": "shell_call", "call_id": "call_s", "action": {"commands": ["rm a.py"]}}
    assert not parse_response(_write_then(item)).usable


# -- AutoGen: a shell block saved under a `# filename:` line is still run -------------------
# Class: a command the tool runs after a file changes it (AutoGen). How found: hand probes of
# one convention's rendering inside another's. AutoGen's LocalCommandLineCodeExecutor saves
# every code block (under the name its `# filename:` first line gives) and then RUNS it when
# its language is a shell (bash, sh, shell, pwsh, powershell, ps1) or python. The library
# read run.sh as a second file and kept app.py 'x = 1' (status recovered); AutoGen leaves
# app.py removed. The same block without its `# filename:` line is refused (changed-after).


def test_autogen_named_shell_block_after_a_file_that_removes_it() -> None:
    text = AUTOGEN_FILE + "```sh\n# filename: run.sh\nrm app.py\n```\n"
    assert not parse_response(text).usable


# -- Markdown: a command after a file outside a shell-tagged block --------------------------
# Class: a command a user follows after a file changes it (Markdown), read differently by two
# conventions. How found: the same text probed as a plain Markdown answer and as the
# assistant's text beside a tool call. Beside a write_file call, "Then:" and a bare block
# `rm a.py`, or "Then run `sed -i s/1/2/ a.py`.", refuse the file (tool-call-changed); after a
# Markdown file the library kept app.py 'x = 1' (status recovered): only ```bash/sh/console
# blocks are weighed there, though the heredoc reader reads a bare block's `rm` line and a
# backquoted command in prose as commands, and the user following the answer runs them.

MARKDOWN_FILE = "`app.py`:\n```python\nx = 1\n```\n\n"


def test_markdown_bare_block_after_a_file_that_removes_it() -> None:
    text = MARKDOWN_FILE + "Then:\n```\nrm app.py\n```\n"
    assert not parse_response(text).usable


def test_markdown_prose_command_after_a_file_that_changes_it() -> None:
    text = MARKDOWN_FILE + "Then run `sed -i s/1/2/ app.py`.\n"
    assert not parse_response(text).usable


# -- JavaScript: a backtick in a string or comment before a template literal ---------------
# Class: fence-closer, a labelled fence inside a string literal read as the next file. How
# found: hand probes of the string tracking that decides whether a labelled fence inside a
# Python/JavaScript file is "outside a string literal" (docs/lenient.md: then the file ended
# there). A backtick inside a "..." string (or a // comment) before a template literal that
# holds a labelled example fence: the library split a.js at the example, read a.js as
# 'const q = "`";\nconst d = `\n' and the example as b.py 'x\n```\n`;\n', status recovered
# with two fence-closer warnings. The same answer without the backtick in the string is read
# as a.js whole (fence-nesting).

JS_WITH_EXAMPLE = (
    "`a.js`:\n```javascript\n{first}\nconst d = `\n`b.py`:\n```python\nx\n```\n`;\n```\n\n"
    "`c.py`:\n```python\nz = 3\n```\n"
)


def _js_meant(first: str) -> list[tuple[str, str]]:
    return [
        ("a.js", f"{first}\nconst d = `\n`b.py`:\n```python\nx\n```\n`;\n"),
        ("c.py", "z = 3\n"),
    ]


def test_backtick_in_a_js_string_does_not_split_the_file_at_its_template_literal() -> None:
    first = 'const q = "`";'
    meant_or_refused(parse_response(JS_WITH_EXAMPLE.format(first=first)), _js_meant(first))


def test_backtick_in_a_js_comment_does_not_split_the_file_at_its_template_literal() -> None:
    first = "// a ` here"
    meant_or_refused(parse_response(JS_WITH_EXAMPLE.format(first=first)), _js_meant(first))


# The same class in Python and Go: a triple quote inside a comment or a one-line string (or a
# backtick in a Go rune or string) is taken for the start of a multi-line string, so the real
# one after it is taken for its end, and the labelled example inside it for the next file. The
# library wrote a.py '# use """ for docs\nDOC = """\n' and b.py 'x\n```\n"""\n' (recovered).

PYTHON_WITH_EXAMPLE = (
    '`a.py`:\n```python\n{first}\nDOC = """\n`b.py`:\n```python\nx\n```\n"""\n```\n\n'
    "`c.py`:\n```python\nz = 3\n```\n"
)


def test_triple_quote_in_a_python_comment_does_not_split_the_file() -> None:
    first = '# use """ for docs'
    meant = [
        ("a.py", f'{first}\nDOC = """\n`b.py`:\n```python\nx\n```\n"""\n'),
        ("c.py", "z = 3\n"),
    ]
    meant_or_refused(parse_response(PYTHON_WITH_EXAMPLE.format(first=first)), meant)


def test_triple_quote_in_a_one_line_python_string_does_not_split_the_file() -> None:
    first = 'Q = \'"""\''
    meant = [
        ("a.py", f'{first}\nDOC = """\n`b.py`:\n```python\nx\n```\n"""\n'),
        ("c.py", "z = 3\n"),
    ]
    meant_or_refused(parse_response(PYTHON_WITH_EXAMPLE.format(first=first)), meant)


def test_backtick_in_a_go_rune_does_not_split_the_file() -> None:
    text = (
        "`a.go`:\n```go\nvar r = '`'\nvar d = `\n`b.py`:\n```python\nx\n```\n`\n```\n\n"
        "`c.py`:\n```python\nz = 3\n```\n"
    )
    meant = [
        ("a.go", "var r = '`'\nvar d = `\n`b.py`:\n```python\nx\n```\n`\n"),
        ("c.py", "z = 3\n"),
    ]
    meant_or_refused(parse_response(text), meant)


# -- Claude artifacts: a shell block after the artifact that changes its file --------------
# Class: the assistant's own text beside its files (a command there that changes a written
# file), read by one convention and not another. How found: the same text after a file in each
# convention. After a Markdown file, or beside a JSON tool call, "Then:" and a ```bash block
# `rm a.py` refuse a.py (changed-after, tool-call-changed); after a Claude artifact (which no
# tool runs: the user writes it and follows the text) the library kept a.py 'x = 1'
# (recovered). (Cline, bolt.new and OpenHands answers behave the same; those tools run only
# their own calls, so what the tool itself writes is 'x = 1' there: left out of the tests.)


def test_claude_artifact_then_a_shell_block_that_removes_its_file() -> None:
    text = (
        '<antArtifact identifier="a" type="application/vnd.ant.code" title="a.py">\n'
        "x = 1\n</antArtifact>\n\nThen:\n```bash\nrm a.py\n```\n"
    )
    assert not parse_response(text).usable
